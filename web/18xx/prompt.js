// Whose turn it is and what they may do now: the banner (round, phase, operating order) and the
// prompt for the step (the auction, a stock turn, each step of a corporation's operating turn,
// selling to raise money, the CGR's formation), with the step's moves as buttons. Moves that sit
// elsewhere (tiles and cities on the map, shares on the corporation cards, bids on the private
// cards) are named here and highlighted there.

import { h, toast } from "../dom.js";
import { t } from "../i18n.js";
import { actionButton, corpChip, hexName, listOf, money, of, placeName, rich, trainName } from "./common.js";
import { trainButtons } from "./trains.js";
import { cgrForming, decisionFor, describeMove } from "./moves.js";

/** The round as the banner names it ("Stock round 2", "Operating round 2.1 (of 2)"). */
function roundName(view) {
  if (view.round === "stock") return t("ui.18xx.round.stock_n", { number: view.turn });
  if (view.round === "operating") {
    return t("ui.18xx.round.operating_n", { turn: view.turn, number: view.operating_round, count: view.operating_rounds });
  }
  return t(`ui.18xx.round.${view.round}`);
}

export function turnBanner(ctx) {
  const { view } = ctx;
  const over = view.round === "over";
  const op = view.operating;
  let what = roundName(view);
  const forming = !over && cgrForming(ctx);
  // after the formation 18xx.games may ask the CGR's director about its trains again (cgr.ask_again)
  if (forming) what = t(view.cgr.formation?.asked_again ? "ui.g1856.banner.cgr_trains" : "ui.g1856.banner.cgr_forms", { round: what });
  else if (op) what = t("ui.18xx.banner.operating", { round: what, corp: op.corporation });
  const decision = over ? null : decisionFor(ctx);
  const shown = decision && (forming || decision !== op?.corporation) ? ctx.corp[decision] : null;
  return h("section", { class: "turn-banner g56-banner", dataset: { active: view.active_players.join(","), round: view.round, ...(shown && { decision: shown.id }) }, "aria-label": t("ui.18xx.banner.label") },
    h("div", { class: "turn-line" },
      h("span", { class: "turn-who" }, over ? t("ui.18xx.round.over") : listOf(view.active_players)),
      h("span", { class: "turn-sep", "aria-hidden": "true" }, " — "),
      h("span", { class: "turn-phase" }, over ? endReason(view) : what),
      shown ? h("span", { class: "g56-decision", dataset: { corporation: shown.id } }, rich("ui.18xx.banner.deciding_for", { corp: corpChip(shown) })) : null),
    h("div", { class: "turn-meta" },
      h("span", {}, t("ui.18xx.banner.phase", { phase: view.phase.name })),
      h("span", {}, t("ui.18xx.banner.bank", { amount: view.bank })),
      h("span", {}, t("ui.18xx.banner.priority", { player: view.priority })),
      view.operating_order.length && view.round === "operating"
        ? h("span", { class: "g56-order", "aria-label": t("ui.18xx.banner.order_label") }, t("ui.18xx.banner.order"),
          view.operating_order.map((id) => corpChip(ctx.corp[id], { class: ["g56-chip", view.operated.includes(id) && op?.corporation !== id && "done", op?.corporation === id && "now"] })))
        : null));
}

const END_REASONS = ["bank", "bankrupt", "manually_ended", "stalled"];

function endReason(view) {
  return END_REASONS.includes(view.end_reason) ? t(`ui.18xx.end.${view.end_reason}`) : view.end_reason || "";
}

// what a player must raise money for (core18xx CashCrisis.reason): its sentence, with and
// without the bankruptcy open
const CRISIS = {
  interest: ["ui.g1856.crisis.interest", "ui.g1856.crisis.interest_or_bankrupt"],
  "loan repayment": ["ui.g1856.crisis.repayment", "ui.g1856.crisis.repayment_or_bankrupt"],
};
const RAISE_MONEY = ["ui.18xx.crisis.raise", "ui.18xx.crisis.raise_or_bankrupt"];

/** The prompt; `panels` are the step panels other parts build (the tile lay, the run). */
export function prompt(ctx, panels) {
  const { view } = ctx;
  const box = h("section", { class: "prompt g56-prompt", "aria-label": t("ui.18xx.prompt.label") });
  const who = view.active_players[0];
  const player = () => h("strong", {}, who);
  const say = (...text) => box.append(h("p", {}, ...text));
  const buttons = h("div", { class: "prompt-buttons" });
  const add = (...els) => buttons.append(...els.flat());
  const pass = (label, title = null) => of(ctx, "pass").forEach((a) => add(actionButton([a], "pass", label, { title })));
  const op = view.operating;
  const corp = op && ctx.corp[op.corporation];
  if (view.crisis) {
    const keys = CRISIS[view.crisis.reason] || RAISE_MONEY;
    say(rich(keys[of(ctx, "bankrupt").length ? 1 : 0], { player: player() }));
  } else if (cgrForming(ctx)) {
    cgrPrompt(ctx, say, add);
  } else if (view.round === "auction") {
    const auction = view.auction;
    if (auction.auctioning) say(rich("ui.18xx.auction.raise", { player: player(), private: ctx.private[auction.auctioning].name }));
    else say(rich("ui.18xx.auction.buy_or_bid", { player: player() }));
    pass(t("ui.18xx.pass"));
  } else if (view.round === "stock") {
    const onlySells = of(ctx, "sell_shares").length && !of(ctx, "buy_share").length && !of(ctx, "par").length && !of(ctx, "pass").length;
    say(rich(onlySells ? "ui.18xx.stock.must_sell" : "ui.18xx.stock.turn", { player: player() }));
    pass(t("ui.18xx.pass"), t("ui.18xx.stock.pass_title"));
  } else if (view.lifted_markers.length) {
    const lifted = view.lifted_markers[0];
    say(rich("ui.g1856.lifted", { player: player(), hex: lifted.hex, corp: lifted.corporation }));
  } else if (of(ctx, "discard_train").length) {
    const c = ctx.corp[of(ctx, "discard_train")[0].corporation];
    say(rich("ui.18xx.over_limit", { player: player(), corp: c.id, limit: view.phase.train_limit }));
    add(discardButtons(ctx));
  } else if (op) {
    operatingPrompt(ctx, corp, player, say, add, pass, panels, box);
  }
  if (buttons.children.length) box.append(buttons);
  box.append(...anytime(ctx), ...others(ctx));
  return view.round === "over" ? null : box;
}

function operatingPrompt(ctx, corp, player, say, add, pass, panels, box) {
  const { view } = ctx;
  const step = view.operating.step;
  // "Ann operates GT: <what>"
  const lead = (key, args = {}) => rich("ui.18xx.op.lead", { player: player(), corp: corpChip(corp), what: t(key, args) });
  if (step === "home") {
    const home = of(ctx, "place_token")[0].city.split("-")[0];
    say(lead("ui.18xx.op.home", { hex: hexName(view, home) }));
  } else if (step === "track") {
    say(lead("ui.18xx.op.track"));
    box.append(panels.lay);
    pass(t("ui.18xx.op.no_tile"));
  } else if (step === "token") {
    const places = of(ctx, "place_token").filter((a) => !a.private);
    say(lead(places.length ? "ui.18xx.op.token" : "ui.g1856.op.token_loan", { cost: corp.tokens_left[0] }));
    pass(t("ui.18xx.op.no_token"));
  } else if (step === "borrow") {
    say(lead("ui.g1856.op.borrow"));
    add(of(ctx, "borrow_train").map((a) => actionButton([a], `borrow-${a.train}`, t("ui.g1856.borrow", { train: trainName(a.train) }))));
    pass(t("ui.g1856.no_borrow"));
  } else if (step === "routes") {
    say(corp.loans
      ? lead("ui.g1856.op.routes_interest", { amount: corp.loans * view.loan_terms.interest, loans: corp.loans })
      : lead("ui.18xx.op.routes"));
    box.append(panels.run);
  } else if (step === "dividend") {
    const revenue = view.operating.revenue;
    const interest = view.operating.revenue_penalty;
    say(interest ? lead("ui.g1856.op.dividend_interest", { revenue, interest }) : lead("ui.18xx.op.dividend", { revenue }));
    add(dividendButtons(ctx));
  } else if (step === "trains") {
    const must = !of(ctx, "pass").length;
    say(lead(must ? "ui.18xx.op.must_buy_train" : "ui.18xx.op.trains"),
      of(ctx, "sell_shares").length ? ` ${t("ui.18xx.op.treasury_short")}` : "");
    add(trainButtons(ctx));
    pass(t("ui.18xx.op.no_trains"));
  } else if (step === "loans") {
    say(lead("ui.g1856.op.loans", { loans: corp.loans }));
    add(of(ctx, "payoff_loan").map((a) => actionButton([a], "payoff", t("ui.g1856.repay_loan", { amount: view.loan_terms.value }))));
    add(of(ctx, "take_loan").map((a) => actionButton([a], "loan", loanLabel(view))));
    pass(t("ui.18xx.done"));
  } else if (step === "privates") {
    say(lead("ui.18xx.op.privates"));
    add(of(ctx, "buy_private").map((a) => actionButton([a], `private-${a.private}`, buyPrivateLabel(ctx, a))));
    pass(t("ui.18xx.op.no_private"));
  } else if (step === "escrow") {
    const [a] = of(ctx, "destination_connection");
    say(a.corporations.length ? lead("ui.g1856.op.destinations", { corps: a.corporations }) : lead("ui.g1856.op.no_destination"));
    add(actionButton([a], "destinations", t("ui.18xx.go_on")));
  }
}

// The CGR's own train limit (rule book, "CGR"); the view gives only the phase's, for the others.
const CGR_TRAIN_LIMIT = 3;

const loanLabel = (view) => t("ui.g1856.take_loan", { value: view.loan_terms.value, interest: view.loan_terms.interest });

const buyPrivateLabel = (ctx, a) => t("ui.18xx.buy_private", { private: ctx.private[a.private].name, min: a.price.min, max: a.price.max });

function dividendButtons(ctx) {
  const actions = of(ctx, "dividend");
  const details = new Map();
  const buttons = actions.map((a) => {
    const detail = h("span", { class: "decision-text", dataset: { outcome: a.kind } }, "…");
    details.set(a.kind, detail);
    return h("button", { type: "button", class: "button decision", dataset: { action: JSON.stringify(a), key: `dividend-${a.kind}` } },
      h("span", { class: "decision-title" }, t(a.kind === "payout" ? "ui.18xx.dividend.payout" : "ui.18xx.dividend.withhold")), detail);
  });
  ctx.query("dividends").then((outcomes) => {
    for (const [kind, o] of Object.entries(outcomes)) {
      const el = details.get(kind);
      if (!el) continue;
      const paid = Object.entries(o.players).map(([p, v]) => t("ui.18xx.dividend.paid", { player: p, amount: v })).join(", ");
      const move = o.closes ? t("ui.18xx.dividend.closes")
        : o.price[0] === o.price[1] ? t("ui.18xx.dividend.price_stays", { price: o.price[0] })
          : t("ui.18xx.dividend.price_moves", { before: o.price[0], after: o.price[1] });
      const what = kind !== "payout" ? t("ui.18xx.dividend.to_treasury", { amount: o.corporation })
        : o.corporation ? t("ui.18xx.dividend.per_share_pool", { amount: o.per_share, paid: paid || t("ui.18xx.nobody"), treasury: o.corporation })
          : t("ui.18xx.dividend.per_share", { amount: o.per_share, paid: paid || t("ui.18xx.nobody") });
      el.textContent = t("ui.18xx.dividend.outcome", { what, move });
    }
  }).catch((e) => toast(e.message, { kind: "error" }));
  return buttons;
}

/** The CGR's formation: each director of a corporation still owing repays or merges it, then
 * the CGR's director takes out the station markers it may not keep and chooses its trains. */
function cgrPrompt(ctx, say, add) {
  const { view } = ctx;
  const who = view.active_players[0];
  const owing = [...of(ctx, "repay_loans"), ...of(ctx, "merge")];
  if (owing.length) {
    const c = ctx.corp[owing[0].corporation];
    say(rich("ui.g1856.cgr.owing", { player: h("strong", {}, who), chip: corpChip(c), corp: c.id, loans: c.loans,
      debt: c.loans * view.loan_terms.value, cash: c.cash }));
    add(of(ctx, "repay_loans").map((a) => actionButton([a], "repay", t("ui.g1856.cgr.repay", { corp: a.corporation, amount: c.loans * view.loan_terms.value - c.cash }))));
    add(of(ctx, "merge").map((a) => actionButton([a], "merge", t("ui.g1856.cgr.merge", { corp: a.corporation }), { cls: "danger-quiet" })));
    return;
  }
  const cgr = ctx.corp.CGR;
  const lead = (key, args = {}) => rich("ui.g1856.cgr.lead", { player: h("strong", {}, who), chip: corpChip(cgr), what: t(key, args) });
  const removes = of(ctx, "remove_token");
  if (removes.length) {
    say(lead("ui.g1856.cgr.remove_station"));
    add(removes.map((a) => actionButton([a], `remove-${a.city}`, describeMove(ctx, a))));
    return;
  }
  const discards = of(ctx, "discard_train").filter((a) => a.corporation === "CGR");
  const keep = of(ctx, "pass").filter((a) => a.corporation === "CGR");
  if (discards.length || keep.length) {
    const limit = view.cgr.train_limit ?? CGR_TRAIN_LIMIT;
    const trains = cgr.trains.length ? listOf(cgr.trains.map(trainName)) : t("ui.18xx.none");
    say(lead(keep.length ? "ui.g1856.cgr.trains_keep" : "ui.g1856.cgr.trains_discard", { limit, n: cgr.trains.length, trains }));
    add(discardButtons(ctx, "CGR"));
    add(keep.map((a) => actionButton([a], "keep-trains", t("ui.g1856.cgr.keep"), { cls: "primary", title: t("ui.g1856.cgr.keep_title") })));
  }
}

/** One button per type of train (trains of one type are alike); only `corporation`'s, if given. */
function discardButtons(ctx, corporation = null) {
  const mine = of(ctx, "discard_train").filter((a) => !corporation || a.corporation === corporation);
  const byType = new Map(mine.map((a) => [`${a.corporation} ${trainName(a.train)}`, a]).reverse());
  return [...byType].reverse().map(([, a]) => actionButton([a], `discard-${a.train}`, t("ui.18xx.discard", { train: trainName(a.train) })));
}

/** Moves open at any time in a corporation's turn. */
function anytime(ctx) {
  const { view } = ctx;
  const step = view.operating?.step;
  const els = [
    ...(step !== "loans" ? of(ctx, "take_loan").map((a) => actionButton([a], "loan", loanLabel(view))) : []),
    ...(step !== "privates" ? of(ctx, "buy_private").map((a) => actionButton([a], `private-${a.private}`, buyPrivateLabel(ctx, a))) : []),
    ...of(ctx, "buy_right").map((a) => actionButton([a], `right-${a.right}`, t(`ui.g1856.buy_right.${a.right}`, { bonus: RIGHT_BONUS }))),
    ...of(ctx, "place_port").map((a) => actionButton([a], `port-${a.hex}`, t("ui.g1856.port_on", { hex: hexName(view, a.hex) }))),
    ...of(ctx, "place_token").filter((a) => a.private).map((a) => actionButton([a], `ws-${a.city}`, t("ui.g1856.free_station", { place: placeName(view, a.city) }))),
  ];
  for (const el of els) el.classList.add("small");
  return els.length ? [h("div", { class: "g56-anytime" }, h("span", { class: "muted" }, t("ui.18xx.also_now")), els)] : [];
}

// what a bridge or tunnel right adds to each route there (privates.json "bonus")
const RIGHT_BONUS = 10;

/** Rare moves no part of the table shows (a bankruptcy, ending the game). */
function others(ctx) {
  const end = of(ctx, "end_game");
  const bankrupt = of(ctx, "bankrupt");
  const out = [];
  if (bankrupt.length) out.push(h("div", { class: "prompt-buttons" }, bankrupt.map((a) => actionButton([a], "bankrupt", t("ui.18xx.bankrupt_ends", { player: a.player }), { cls: "danger" }))));
  if (end.length) {
    out.push(h("details", { class: "g56-end" }, h("summary", {}, t("ui.18xx.end_game.summary")),
      h("p", { class: "muted" }, t("ui.18xx.end_game.about")),
      end.map((a) => actionButton([a], `end-${a.player}`, t("ui.18xx.end_game.now"), { cls: "danger" }))));
  }
  return out;
}
