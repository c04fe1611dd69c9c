# frozen_string_literal: true

# Test oracle for 18ESP's set-up: creates 18ESP games in the reference engine (../shared/reference-18xx,
# 18xx.games' rules engine, never shipped) and reports what their set-up drew.
#
#   ruby setup18esp.rb REFERENCE_DIR < games.jsonl > setups.jsonl
#
# Each input line is {"seed", "players", "core"}; each output line {"corporations": [in play],
# "removed": [drawn out of the game, as their log names them; none in the core game], "p6": the
# name of P6's card in play, "p6_share": the corporation of its share, "p7": the corporation of its
# director's certificate, "players": [ids in seat order]}.

reference = File.expand_path(ARGV.fetch(0))
$LOAD_PATH.unshift(File.join(reference, 'shim'))
ENV['ENGINE_LOG_LEVEL'] ||= '4'
require 'json'
require File.join(reference, 'lib', 'engine')
Engine::Logger.set_level(Logger::FATAL)

def shares_corporation(game, company)
  ability = game.abilities(company, :shares)
  ability&.shares&.first&.corporation&.id
end

def setup(request)
  players = (1..request.fetch('players')).map { |i| { 'id' => i, 'name' => "Player #{i}" } }
  data = {
    'title' => '18ESP', 'players' => players, 'actions' => [],
    'settings' => { 'seed' => request.fetch('seed'), 'optional_rules' => request['core'] ? ['core'] : [] },
  }
  game = Engine::Game.load(data)
  removing = request['core'] ? nil : game.log.map(&:message).find { |m| m.start_with?('Removing ') }
  p6 = game.companies.find { |c| c.id == 'P6' }
  p7 = game.companies.find { |c| c.id == 'P7' }
  {
    'corporations' => game.corporations.map(&:id),
    'removed' => removing ? removing.delete_prefix('Removing ').split(', ') : [],
    'p6' => p6.name,
    'p6_share' => shares_corporation(game, p6),
    'p7' => shares_corporation(game, p7),
    'players' => game.players.map(&:id),
  }
rescue StandardError => e
  { 'error' => "#{e.class}: #{e.message}", 'trace' => e.backtrace.first(5) }
end

$stdout.sync = true
$stdin.each_line do |line|
  next if line.strip.empty?

  $stdout.puts(JSON.generate(setup(JSON.parse(line))))
end
