// Whose turn it is and what they may do now: the banner (round, phase, operating order) and the
// prompt for the step (the auction, a stock turn, each step of a corporation's operating turn,
// selling to raise money, the CGR's formation), with the step's moves as buttons. Moves that sit
// elsewhere (tiles and cities on the map, shares on the corporation cards, bids on the private
// cards) are named here and highlighted there.

import { h, money, names, toast } from "../dom.js";
import { actionButton, corpChip, hexName, of, placeName, plural, trainName } from "./common.js";
import { trainButtons } from "./trains.js";
import { cgrForming, decisionFor, describeMove } from "./moves.js";

const ROUND_NAMES = { auction: "Private auction", stock: "Stock round", operating: "Operating round", over: "Game over" };
const END_REASONS = { bank: "the bank broke", bankrupt: "a player went bankrupt", manually_ended: "ended by the players", stalled: "nobody could do anything more" };

export function turnBanner(ctx) {
  const { view } = ctx;
  const over = view.round === "over";
  const op = view.operating;
  let what = ROUND_NAMES[view.round] || view.round;
  if (view.round === "stock") what = `Stock round ${view.turn}`;
  if (view.round === "operating") what = `Operating round ${view.turn}.${view.operating_round} (of ${view.operating_rounds})`;
  const forming = !over && cgrForming(ctx);
  // after the formation 18xx.games may ask the CGR's director about its trains again (cgr.ask_again)
  if (forming) what += view.cgr.formation?.asked_again ? " — the CGR's trains" : " — the CGR forms";
  else if (op) what += ` — ${op.corporation} operating`;
  const decision = over ? null : decisionFor(ctx);
  const shown = decision && (forming || decision !== op?.corporation) ? ctx.corp[decision] : null;
  return h("section", { class: "turn-banner g56-banner", dataset: { active: view.active_players.join(","), round: view.round, ...(shown && { decision: shown.id }) }, "aria-label": "Whose turn" },
    h("div", { class: "turn-line" },
      h("span", { class: "turn-who" }, over ? "Game over" : names(view.active_players)),
      h("span", { class: "turn-sep", "aria-hidden": "true" }, " — "),
      h("span", { class: "turn-phase" }, over ? END_REASONS[view.end_reason] || view.end_reason : what),
      shown ? h("span", { class: "g56-decision", dataset: { corporation: shown.id } }, " · deciding for ", corpChip(shown)) : null),
    h("div", { class: "turn-meta" },
      h("span", {}, `Phase ${view.phase.name}`),
      h("span", {}, `Bank ${money(view.bank)}`),
      h("span", {}, `Priority deal: ${view.priority}`),
      view.operating_order.length && view.round === "operating"
        ? h("span", { class: "g56-order", "aria-label": "Operating order" }, "Order: ",
          view.operating_order.map((id) => corpChip(ctx.corp[id], { class: ["g56-chip", view.operated.includes(id) && op?.corporation !== id && "done", op?.corporation === id && "now"] })))
        : null));
}

/** The prompt; `panels` are the step panels other parts build (the tile lay, the run). */
export function prompt(ctx, panels) {
  const { view } = ctx;
  const box = h("section", { class: "prompt g56-prompt", "aria-label": "Your move" });
  const who = view.active_players[0];
  const say = (...text) => box.append(h("p", {}, ...text));
  const buttons = h("div", { class: "prompt-buttons" });
  const add = (...els) => buttons.append(...els.flat());
  const pass = (label, title = null) => of(ctx, "pass").forEach((a) => add(actionButton([a], "pass", label, { title })));
  const op = view.operating;
  const corp = op && ctx.corp[op.corporation];
  if (view.crisis) {
    say(h("strong", {}, who), ` must raise money for ${view.crisis.reason}: sell shares (the buttons on the corporation cards)${of(ctx, "bankrupt").length ? ", or declare bankruptcy" : ""}.`);
  } else if (cgrForming(ctx)) {
    cgrPrompt(ctx, say, add);
  } else if (view.round === "auction") {
    const auction = view.auction;
    if (auction.auctioning) say(h("strong", {}, who), `: raise the bid on ${ctx.private[auction.auctioning].name} (on its card) or pass to drop out.`);
    else say(h("strong", {}, who), ": buy the cheapest private at its price or bid on a later one (on the private cards), or pass.");
    pass("Pass");
  } else if (view.round === "stock") {
    const onlySells = of(ctx, "sell_shares").length && !of(ctx, "buy_share").length && !of(ctx, "par").length && !of(ctx, "pass").length;
    say(h("strong", {}, who), onlySells
      ? ": you are over the certificate or 60% limit and must sell first (on the corporation cards)."
      : ": buy one share or start a corporation, and sell any (the buttons on the corporation cards); or pass.");
    pass("Pass", "Buy nothing more this turn; the round ends when everyone passes in turn");
  } else if (view.lifted_markers.length) {
    const lifted = view.lifted_markers[0];
    say(h("strong", {}, who), `: the new tile on ${lifted.hex} lifted ${lifted.corporation}'s station marker; place it in a highlighted city there.`);
  } else if (of(ctx, "discard_train").length) {
    const c = ctx.corp[of(ctx, "discard_train")[0].corporation];
    say(h("strong", {}, who), `: ${c.id} has more trains than the limit of ${view.phase.train_limit}; discard one to the bank pool.`);
    add(discardButtons(ctx));
  } else if (op) {
    operatingPrompt(ctx, corp, who, say, add, pass, panels, box);
  }
  if (buttons.children.length) box.append(buttons);
  box.append(...anytime(ctx), ...others(ctx));
  return view.round === "over" ? null : box;
}

function operatingPrompt(ctx, corp, who, say, add, pass, panels, box) {
  const { view } = ctx;
  const step = view.operating.step;
  const lead = [h("strong", {}, who), " operates ", corpChip(corp), `: `];
  if (step === "home") {
    const home = of(ctx, "place_token")[0].city.split("-")[0];
    say(...lead, `choose the city in ${hexName(view, home)} for its home station (click it on the map).`);
  } else if (step === "track") {
    say(...lead, "lay or upgrade one tile: click a highlighted hex on the map.");
    box.append(panels.lay);
    pass("Lay no tile");
  } else if (step === "token") {
    const places = of(ctx, "place_token").filter((a) => !a.private);
    say(...lead, places.length
      ? `place a station marker for ${money(corp.tokens_left[0])} in a highlighted city on the map, or pass.`
      : `a station marker costs ${money(corp.tokens_left[0])}: take a loan first to pay for it, or pass.`);
    pass("No station marker");
  } else if (step === "borrow") {
    say(...lead, "the CGR may borrow a diesel from the bank for this run (it goes back after the run).");
    add(of(ctx, "borrow_train").map((a) => actionButton([a], `borrow-${a.train}`, `Borrow the ${trainName(a.train)}`)));
    pass("Do not borrow");
  } else if (step === "routes") {
    say(...lead, `run its trains.${corp.loans ? ` Interest of ${money(corp.loans * view.loan_terms.interest)} on ${plural(corp.loans, "loan")} falls due after the run (from the treasury, then the revenue, then the director).` : ""}`);
    box.append(panels.run);
  } else if (step === "dividend") {
    say(...lead, dividendText(view, corp));
    add(dividendButtons(ctx));
  } else if (step === "trains") {
    const must = !of(ctx, "pass").length;
    say(...lead, must ? "it has a route but no train and must buy one." : "buy trains, or pass.",
      of(ctx, "sell_shares").length ? " Its treasury is short: the director adds his cash, selling shares if he must (on the corporation cards)." : "");
    add(trainButtons(ctx));
    pass("Buy no (more) trains");
  } else if (step === "loans") {
    say(...lead, `take a loan or repay loans (${plural(corp.loans, "loan")} now).`);
    add(of(ctx, "payoff_loan").map((a) => actionButton([a], "payoff", `Repay a loan (${money(view.loan_terms.value)})`)));
    add(of(ctx, "take_loan").map((a) => actionButton([a], "loan", loanLabel(view))));
    pass("Done");
  } else if (step === "privates") {
    say(...lead, "buy a private from its owner (half to twice its price), or pass.");
    add(of(ctx, "buy_private").map((a) => actionButton([a], `private-${a.private}`, `Buy ${ctx.private[a.private].name} (${money(a.price.min)}–${money(a.price.max)})`)));
    pass("Buy no private");
  } else if (step === "escrow") {
    const [a] = of(ctx, "destination_connection");
    say(...lead, a.corporations.length ? `destinations reached: ${a.corporations.join(", ")}.` : "no destination reached.");
    add(actionButton([a], "destinations", "Go on"));
  }
}

// The CGR's own train limit (rule book, "CGR"); the view gives only the phase's, for the others.
const CGR_TRAIN_LIMIT = 3;

const loanLabel = (view) => `Take a loan (+${money(view.loan_terms.value)}, ${money(view.loan_terms.interest)} interest each operating round)`;

function dividendText(view, corp) {
  const op = view.operating;
  const interest = op.revenue_penalty ? ` (${money(op.revenue_penalty)} of it went to interest)` : "";
  return `the run earned ${money(op.revenue)}${interest}: pay it out to the shareholders (the price moves right) or withhold it in the treasury (the price moves left).`;
}

function dividendButtons(ctx) {
  const actions = of(ctx, "dividend");
  const details = new Map();
  const buttons = actions.map((a) => {
    const detail = h("span", { class: "decision-text", dataset: { outcome: a.kind } }, "…");
    details.set(a.kind, detail);
    return h("button", { type: "button", class: "button decision", dataset: { action: JSON.stringify(a), key: `dividend-${a.kind}` } },
      h("span", { class: "decision-title" }, a.kind === "payout" ? "Pay out" : "Withhold"), detail);
  });
  ctx.query("dividends").then((outcomes) => {
    for (const [kind, o] of Object.entries(outcomes)) {
      const el = details.get(kind);
      if (!el) continue;
      const paid = Object.entries(o.players).map(([p, v]) => `${p} ${money(v)}`).join(", ");
      const move = o.closes ? "the corporation closes" : o.price[0] === o.price[1] ? `price stays ${money(o.price[0])}` : `price ${money(o.price[0])} → ${money(o.price[1])}`;
      el.textContent = kind === "payout"
        ? `${money(o.per_share)} a share: ${paid || "nobody"}${o.corporation ? `, treasury ${money(o.corporation)} (pool shares)` : ""} · ${move}`
        : `${money(o.corporation)} to the treasury · ${move}`;
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
    say(h("strong", {}, who), ", for ", corpChip(c), ": the first 6-train forms the Canadian Government Railways. ",
      `${c.id} still owes ${plural(c.loans, "loan")} (${money(c.loans * view.loan_terms.value)}, its treasury holds ${money(c.cash)}). Pay the rest from your own cash, or let ${c.id} merge into the CGR (two of its shares become one CGR share).`);
    add(of(ctx, "repay_loans").map((a) => actionButton([a], "repay", `Pay ${a.corporation}'s loans (${money(c.loans * view.loan_terms.value - c.cash)} from your cash)`)));
    add(of(ctx, "merge").map((a) => actionButton([a], "merge", `Merge ${a.corporation} into the CGR`, { cls: "danger-quiet" })));
    return;
  }
  const cgr = ctx.corp.CGR;
  const lead = [h("strong", {}, who), ", for ", corpChip(cgr), ": "];
  const removes = of(ctx, "remove_token");
  if (removes.length) {
    say(...lead, "as the CGR's director, take out a station marker it may not keep (two in one hex, or more than ten): click a highlighted marker on the map, or choose here.");
    add(removes.map((a) => actionButton([a], `remove-${a.city}`, describeMove(ctx, a))));
    return;
  }
  const discards = of(ctx, "discard_train").filter((a) => a.corporation === "CGR");
  const keep = of(ctx, "pass").filter((a) => a.corporation === "CGR");
  if (discards.length || keep.length) {
    const limit = view.cgr.train_limit ?? CGR_TRAIN_LIMIT;
    say(...lead, `the CGR keeps at most ${plural(limit, "train")} (it has ${plural(cgr.trains.length, "train")}: ${cgr.trains.map(trainName).join(", ") || "none"}). `,
      keep.length ? "Discard trains it should not keep, or keep these trains." : "Discard trains it may not keep.");
    add(discardButtons(ctx, "CGR"));
    add(keep.map((a) => actionButton([a], "keep-trains", "Keep these trains", { cls: "primary", title: "The CGR keeps the trains it has now" })));
  }
}

/** One button per type of train (trains of one type are alike); only `corporation`'s, if given. */
function discardButtons(ctx, corporation = null) {
  const mine = of(ctx, "discard_train").filter((a) => !corporation || a.corporation === corporation);
  const byType = new Map(mine.map((a) => [`${a.corporation} ${trainName(a.train)}`, a]).reverse());
  return [...byType].reverse().map(([, a]) => actionButton([a], `discard-${a.train}`, `Discard a ${trainName(a.train)}`));
}

/** Moves open at any time in a corporation's turn. */
function anytime(ctx) {
  const { view } = ctx;
  const step = view.operating?.step;
  const els = [
    ...(step !== "loans" ? of(ctx, "take_loan").map((a) => actionButton([a], "loan", loanLabel(view))) : []),
    ...(step !== "privates" ? of(ctx, "buy_private").map((a) => actionButton([a], `private-${a.private}`, `Buy ${ctx.private[a.private].name} (${money(a.price.min)}–${money(a.price.max)})`)) : []),
    ...of(ctx, "buy_right").map((a) => actionButton([a], `right-${a.right}`, `Buy the ${a.right} right (+$10 per route there)`)),
    ...of(ctx, "place_port").map((a) => actionButton([a], `port-${a.hex}`, `Port marker on ${hexName(view, a.hex)}`)),
    ...of(ctx, "place_token").filter((a) => a.private).map((a) => actionButton([a], `ws-${a.city}`, `Free station in ${placeName(view, a.city)} (W&S)`)),
  ];
  for (const el of els) el.classList.add("small");
  return els.length ? [h("div", { class: "g56-anytime" }, h("span", { class: "muted" }, "Also this turn: "), els)] : [];
}

/** Rare moves no part of the table shows (a bankruptcy, ending the game). */
function others(ctx) {
  const end = of(ctx, "end_game");
  const bankrupt = of(ctx, "bankrupt");
  const out = [];
  if (bankrupt.length) out.push(h("div", { class: "prompt-buttons" }, bankrupt.map((a) => actionButton([a], "bankrupt", `${a.player} declares bankruptcy (the game ends)`, { cls: "danger" }))));
  if (end.length) {
    out.push(h("details", { class: "g56-end" }, h("summary", {}, "End the game here…"),
      h("p", { class: "muted" }, "Players may agree to end the game now; it is scored as it stands."),
      end.map((a) => actionButton([a], `end-${a.player}`, "End the game now", { cls: "danger" }))));
  }
  return out;
}

