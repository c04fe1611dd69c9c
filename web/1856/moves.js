// Every legal move within reach: after the table is drawn, any legal action no part of it offers
// (a button, a card, a place on the map) gets a plain button in the prompt, named in the
// player's words. A safety net: the table's own controls should leave nothing for it. Also
// which corporation a decision is for while the CGR forms or a corporation over its train
// limit discards, which may not be the corporation operating.

import { h, money } from "../dom.js";
import { actionButton, hexName, of, placeName, trainName, trainType } from "./common.js";

const CGR = "CGR";

/** While the CGR forms: the view says so, or the legal moves are the formation's own. */
export function cgrForming(ctx) {
  return !!ctx.view.cgr?.formation || ["merge", "repay_loans", "remove_token"].some((t) => of(ctx, t).length);
}

/**
 * The corporation the active player decides for, when it is not simply the one operating: the
 * corporation that merges or repays, the CGR (its stations, its trains) while it forms, or the
 * corporation over its train limit. Null otherwise.
 */
export function decisionFor(ctx) {
  const { view } = ctx;
  if (cgrForming(ctx)) {
    const owing = [...of(ctx, "merge"), ...of(ctx, "repay_loans")][0];
    if (owing) return owing.corporation;
    if (ctx.legal.some((a) => a.corporation === CGR)) return CGR;
    return view.cgr?.formation?.queue?.[0] || CGR;
  }
  const discarding = new Set(of(ctx, "discard_train").map((a) => a.corporation));
  return discarding.size === 1 ? [...discarding][0] : null;
}

const privateName = (ctx, id) => ctx.private[id]?.name || id;
const price = (p) => (typeof p === "number" ? ` (${money(p)})` : "");
const own = (corp) => (corp === CGR ? "the CGR's" : `${corp}'s`);

const WORDS = {
  pass: (ctx, a) => (a.corporation === CGR && cgrForming(ctx) ? "Keep these trains"
    : a.corporation ? `Pass (${a.corporation})` : "Pass"),
  discard_train: (ctx, a) => `Discard ${own(a.corporation)} ${trainName(a.train)}`,
  remove_token: (ctx, a) => `Take ${own(a.corporation)} station marker out of ${placeName(ctx.view, a.city)}`,
  merge: (ctx, a) => `Merge ${a.corporation} into the CGR`,
  repay_loans: (ctx, a) => `Pay ${a.corporation}'s loans from your cash`,
  bid: (ctx, a) => `Bid on ${privateName(ctx, a.private)}`,
  par: (ctx, a) => `Start ${a.corporation}${typeof a.price === "number" ? ` at ${money(a.price)}` : ""}`,
  buy_share: (ctx, a) => `Buy a ${a.corporation} share${a.from === "pool" ? " from the bank pool" : ""}`,
  sell_shares: (ctx, a) => `Sell ${a.percent ? `${a.percent}% of ` : ""}${a.corporation}`,
  lay_tile: (ctx, a) => `Lay tile ${a.tile} on ${hexName(ctx.view, a.hex)}`,
  place_token: (ctx, a) => `Station marker in ${placeName(ctx.view, a.city)}`,
  run_routes: () => "Run the trains",
  dividend: (ctx, a) => (a.kind === "payout" ? "Pay out" : a.kind === "withhold" ? "Withhold" : `Dividend: ${a.kind}`),
  buy_train: (ctx, a) => `${a.corporation} buys a ${trainName(a.train)}${price(a.price)}`,
  borrow_train: (ctx, a) => `Borrow the ${trainName(a.train)}`,
  buy_private: (ctx, a) => `${a.corporation} buys ${privateName(ctx, a.private)}`,
  buy_right: (ctx, a) => `${a.corporation} buys the ${a.right} right`,
  place_port: (ctx, a) => `Port marker on ${hexName(ctx.view, a.hex)}`,
  take_loan: (ctx, a) => `${a.corporation} takes a loan`,
  payoff_loan: (ctx, a) => `${a.corporation} repays a loan`,
  destination_connection: () => "Go on",
  end_game: () => "End the game now",
  bankrupt: (ctx, a) => `${a.player} declares bankruptcy`,
};

/** A legal action in the player's words ("Discard the CGR's 4-train"). */
export function describeMove(ctx, a) {
  if (WORDS[a.type]) return WORDS[a.type](ctx, a);
  const words = a.type.replace(/_/g, " ");
  return `${words[0].toUpperCase()}${words.slice(1)}${a.corporation ? ` (${a.corporation})` : ""}`;
}

/** One spelling per action, whatever the order of its keys. */
function canonical(v) {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v && typeof v === "object") {
    return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`).join(",")}}`;
  }
  return JSON.stringify(v);
}

/** Actions that do the same: discarding one train or another of a type (the discard buttons
 * offer one per type, as trains of one type are alike). */
const alike = (a) => canonical(a.type === "discard_train" ? { ...a, train: trainType(a.train) } : a);

/** The legal actions no enabled element of `root` offers. A tile lay is offered by its hex on
 * the map (the tiles come from Python when it is clicked); the run by the run panel. */
export function unoffered(ctx, root) {
  const offered = new Set();
  for (const el of root.querySelectorAll("[data-action]")) {
    if (el.disabled) continue;
    const list = el.dataset.actions ? JSON.parse(el.dataset.actions) : [JSON.parse(el.dataset.action)];
    for (const a of list) offered.add(alike(a));
  }
  const reachable = (a) => {
    if (offered.has(alike(a))) return true;
    if (a.type === "lay_tile") return !!root.querySelector(`[data-target="lay-${CSS.escape(a.hex)}"]`);
    if (a.type === "run_routes") return !!root.querySelector(".g56-run");
    return false;
  };
  return ctx.legal.filter((a) => !reachable(a));
}

/** Buttons for the moves the table does not offer anywhere else (none, normally). */
export function otherMoves(ctx, actions) {
  if (!actions.length) return null;
  return h("div", { class: "prompt-buttons g56-other-moves" },
    h("span", { class: "muted" }, "More moves: "),
    actions.map((a, i) => actionButton([a], `other-${i}-${a.type}`, describeMove(ctx, a), { cls: "small" })));
}
