// Every legal move within reach: after the table is drawn, any legal action no part of it offers
// (a button, a card, a place on the map) gets a plain button in the prompt, named in the
// player's words. A safety net: the table's own controls should leave nothing for it. Also
// which corporation a decision is for while the CGR forms or a corporation over its train
// limit discards, which may not be the corporation operating.

import { h } from "../dom.js";
import { t } from "../i18n.js";
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
// a corporation as "its" owner in a move's words: "GT's", "the CGR's"
const own = (corp) => (corp === CGR ? { key: "ui.g1856.the_cgr" } : corp);
const RIGHTS = { bridge: "g1856.right.bridge", tunnel: "g1856.right.tunnel" };

const WORDS = {
  pass: (ctx, a) => (a.corporation === CGR && cgrForming(ctx) ? t("ui.g1856.cgr.keep")
    : a.corporation ? t("ui.18xx.move.pass_for", { corp: a.corporation }) : t("ui.18xx.pass")),
  discard_train: (ctx, a) => t("ui.18xx.move.discard", { corp: own(a.corporation), train: trainName(a.train) }),
  remove_token: (ctx, a) => t("ui.18xx.move.remove_token", { corp: own(a.corporation), place: placeName(ctx.view, a.city) }),
  merge: (ctx, a) => t("ui.g1856.cgr.merge", { corp: a.corporation }),
  repay_loans: (ctx, a) => t("ui.g1856.move.repay_loans", { corp: a.corporation }),
  bid: (ctx, a) => t("ui.18xx.move.bid", { private: privateName(ctx, a.private) }),
  par: (ctx, a) => (typeof a.price === "number" ? t("ui.18xx.move.par_at", { corp: a.corporation, price: a.price })
    : t("ui.18xx.move.par", { corp: a.corporation })),
  buy_share: (ctx, a) => t(a.from === "pool" ? "ui.18xx.move.buy_pool_share" : "ui.18xx.move.buy_share", { corp: a.corporation }),
  sell_shares: (ctx, a) => (a.percent ? t("ui.18xx.move.sell_percent", { percent: a.percent, corp: a.corporation })
    : t("ui.18xx.move.sell", { corp: a.corporation })),
  lay_tile: (ctx, a) => t("ui.18xx.move.lay_tile", { tile: a.tile, hex: hexName(ctx.view, a.hex) }),
  place_token: (ctx, a) => t("ui.18xx.move.place_token", { place: placeName(ctx.view, a.city) }),
  run_routes: () => t("ui.18xx.move.run"),
  dividend: (ctx, a) => (a.kind === "payout" ? t("ui.18xx.dividend.payout") : a.kind === "withhold" ? t("ui.18xx.dividend.withhold")
    : t("ui.18xx.move.dividend", { kind: a.kind })),
  buy_train: (ctx, a) => (typeof a.price === "number"
    ? t("ui.18xx.move.buy_train_for", { corp: a.corporation, train: trainName(a.train), price: a.price })
    : t("ui.18xx.move.buy_train", { corp: a.corporation, train: trainName(a.train) })),
  borrow_train: (ctx, a) => t("ui.g1856.borrow", { train: trainName(a.train) }),
  buy_private: (ctx, a) => t("ui.18xx.move.buy_private", { corp: a.corporation, private: privateName(ctx, a.private) }),
  buy_right: (ctx, a) => t("ui.g1856.move.buy_right", { corp: a.corporation, right: RIGHTS[a.right] ? { key: RIGHTS[a.right] } : a.right }),
  place_port: (ctx, a) => t("ui.g1856.port_on", { hex: hexName(ctx.view, a.hex) }),
  take_loan: (ctx, a) => t("ui.g1856.move.take_loan", { corp: a.corporation }),
  payoff_loan: (ctx, a) => t("ui.g1856.move.payoff_loan", { corp: a.corporation }),
  destination_connection: () => t("ui.18xx.go_on"),
  end_game: () => t("ui.18xx.end_game.now"),
  bankrupt: (ctx, a) => t("ui.18xx.move.bankrupt", { player: a.player }),
};

/** A legal action in the player's words ("Discard the CGR's 4-train"); one this table does not
 * know by its type's name ("Wave flag (CGR)"). */
export function describeMove(ctx, a) {
  if (WORDS[a.type]) return WORDS[a.type](ctx, a);
  const words = a.type.replace(/_/g, " ");
  const named = `${words[0].toUpperCase()}${words.slice(1)}`;
  return a.corporation ? t("ui.18xx.move.unknown_for", { move: named, corp: a.corporation }) : named;
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
    h("span", { class: "muted" }, t("ui.18xx.move.more")),
    actions.map((a, i) => actionButton([a], `other-${i}-${a.type}`, describeMove(ctx, a), { cls: "small" })));
}
