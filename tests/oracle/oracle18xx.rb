# frozen_string_literal: true

# Test oracle: replays 18xx.games exports in the reference engine (../shared/reference-18xx, the
# 18xx.games rules engine, never shipped) and reports the state after every action, so a test
# can compare it with ours action by action.
#
#   ruby oracle18xx.rb REFERENCE_DIR < games.jsonl > states.jsonl
#
# Each input line is one export ({title, players, settings, actions}). Each output line answers
# one game: {"states": [state after action 1, ...], "error": null | {index, message, ...}}, and
# "stopped": the index of the action where the game ran out of time (ORACLE_BUDGET seconds).
# An action's recorded auto_actions are compared with the ones the reference computes itself.

reference = File.expand_path(ARGV.fetch(0))
$LOAD_PATH.unshift(File.join(reference, 'shim'))
ENV['ENGINE_LOG_LEVEL'] ||= '4'
require 'json'
require 'timeout'
require File.join(reference, 'lib', 'engine')
Engine::Logger.set_level(Logger::FATAL)

def entity_id(entity)
  entity&.id
end

def round_label(game)
  r = game.round
  case r
  when Engine::Round::Stock then "SR #{game.turn}"
  when Engine::Round::Operating then "OR #{game.turn}.#{r.round_num}"
  else "#{r.class.name.split('::').last} #{game.turn}"
  end
end

def corporation_state(game, corp)
  holders = corp.share_holders.select { |_, pct| pct.positive? }.to_h do |holder, pct|
    key = if holder == corp then 'ipo'
          elsif holder == game.share_pool then 'pool'
          else holder.id.to_s
          end
    [key, pct]
  end
  {
    'cash' => corp.cash,
    'price' => corp.share_price&.price,
    'loans' => corp.loans.size,
    'trains' => corp.trains.map(&:id).sort,
    'shares' => holders,
    'president' => corp.owner&.player? ? corp.owner.id.to_s : nil,
    'escrow' => corp.respond_to?(:escrow) ? corp.escrow : nil,
    'tokens' => corp.tokens.select(&:used).map { |t| t.city&.hex&.id }.compact.sort,
  }
end

def state_of(game, with_actions: false)
  # the step that will take the next action: its memo can outlast a turn that a phase change
  # ended (18ESP: a corporation over its limit shown before the next operator's track step)
  game.round.clear_cache!
  step = game.round.active_step
  entity = step&.current_entity
  corps = game.corporations.reject(&:closed?).select { |c| c.ipoed || c.cash.positive? || c.floated? }
  {
    'round' => round_label(game),
    'phase' => game.phase.name,
    'players' => game.players.to_h { |p| [p.id.to_s, p.cash] },
    'seats' => game.players.map { |p| p.id.to_s },
    'debts' => game.players.select { |p| p.debt.positive? }.to_h { |p| [p.id.to_s, p.debt] },
    'bank' => game.bank.cash,
    'corporations' => corps.to_h { |c| [c.id, corporation_state(game, c)] },
    'closed' => $corporation_ids.map { |id| game.corporation_by_id(id) }.select(&:closed?).map(&:id).sort,
    'privates' => game.companies.reject(&:closed?).to_h { |c| [c.id, entity_id(c.owner)&.to_s] },
    'pool_trains' => game.depot.discarded.map(&:id).sort,
    'entity' => entity_id(entity)&.to_s,
    'acting' => game.finished ? [] : game.active_players.map { |p| p.id.to_s },
    'step' => step&.class&.name&.split('::')&.last,
    'actions' => with_actions && entity && !game.finished ? game.round.actions_for(entity).sort : nil,
    'finished' => game.finished,
    'result' => game.finished ? game.result.to_h { |k, v| [k.to_s, v] } : nil,
  }
end

def strip_times(actions)
  Array(actions).map { |a| a.reject { |k, _| %w[created_at id].include?(k) } }
end

# Seconds one game may take here: on late boards the engine's graph walk can take minutes an action
# (it backs out of every node and path); the game is then compared only as far as it got.
BUDGET = Float(ENV.fetch('ORACLE_BUDGET', '60'))

def replay(export)
  data = export.merge('actions' => [])
  game = Engine::Game.load(data)
  $corporation_ids = game.corporations.map(&:id)
  states = []
  ends = Process.clock_gettime(Process::CLOCK_MONOTONIC) + BUDGET
  export.fetch('actions').each_with_index do |action, index|
    wanted = strip_times(action['auto_actions'])
    single = action.reject { |k, _| k == 'auto_actions' }
    left = ends - Process.clock_gettime(Process::CLOCK_MONOTONIC)
    begin
      raise Timeout::Error unless left.positive?

      Timeout.timeout(left) { game.process_action(single, add_auto_actions: true) }
    rescue Timeout::Error
      return { 'states' => states, 'error' => nil, 'stopped' => index }
    end
    if game.exception
      return { 'states' => states, 'error' => {
        'index' => index, 'message' => "#{game.exception.class}: #{game.exception.message}",
        'state' => state_of(game, with_actions: true),
      } }
    end
    got = strip_times(game.raw_actions.last['auto_actions'])
    unless got == wanted
      return { 'states' => states, 'error' => {
        'index' => index, 'message' => 'auto actions differ', 'reference_auto_actions' => got,
        'exported_auto_actions' => wanted, 'state' => state_of(game, with_actions: true),
      } }
    end
    states << state_of(game)
  end
  { 'states' => states, 'error' => nil }
rescue StandardError => e
  { 'states' => states || [], 'error' => { 'index' => states&.size || 0, 'message' => "#{e.class}: #{e.message}",
                                           'trace' => e.backtrace.first(5) } }
end

$stdout.sync = true
$stdin.each_line do |line|
  next if line.strip.empty?

  $stdout.puts(JSON.generate(replay(JSON.parse(line))))
end
