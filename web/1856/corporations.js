// The corporations' cards: price and par, treasury, trains, station markers left, loans and
// interest, capitalization and escrow, destination, rights and privates, and the shares by
// holder (initial offer, bank pool, players). In a stock round (and when shares must be sold)
// the card carries the share moves open on it: buy from the initial offer or the pool, start it
// at a par value, sell.

import { h, money, actionData } from "../dom.js";
import { CAPITALIZATION, actionButton, corpStyle, of, plural, trainName } from "./common.js";

export function corporationsPanel(ctx) {
  const { view } = ctx;
  const shown = view.corporations.filter((c) => c.id !== "CGR" || view.cgr.formed);
  return h("section", { class: "g56-panel g56-corporations", "aria-labelledby": "g56-corps-h" },
    h("h2", { id: "g56-corps-h" }, "Corporations ",
      h("span", { class: "muted" }, `— ${view.operating_percent}% of shares sold to operate; a corporation started now has ${view.new_capitalization} capitalization`)),
    h("div", { class: "g56-corp-grid" }, shown.map((c) => card(ctx, c))));
}

function card(ctx, c) {
  const { view } = ctx;
  const operating = view.operating?.corporation === c.id;
  const status = statusText(view, c);
  return h("article", { class: ["g56-corp", operating && "operating", c.closed && "closed", !c.par && "unstarted"],
    dataset: { corporation: c.id }, style: corpStyle(c), "aria-label": `${c.name}` },
  h("header", {},
    h("span", { class: "id" }, c.id),
    h("span", { class: "name" }, c.name),
    h("span", { class: "director" }, c.director ? `Director: ${c.director}` : c.closed ? "closed" : "no director")),
  h("p", { class: "status muted" }, status),
  c.par ? h("dl", { class: "g56-figures" },
    fig("Price", c.price != null ? money(c.price) : "–", "price", `Par ${money(c.par)}`),
    fig("Treasury", money(c.cash), "treasury"),
    fig("Trains", c.trains.length ? c.trains.map(trainName).join(", ") : "none", "trains"),
    fig("Stations", c.tokens_left.length ? `${c.tokens_left.length} left: ${c.tokens_left.map(money).join(", ")}` : "all placed", "tokens"),
    c.id !== "CGR" ? fig("Loans", c.loans ? `${c.loans} × ${money(view.loan_terms.value)}, interest ${money(c.loans * view.loan_terms.interest)}` : "none", "loans") : null,
    c.capitalization ? fig("Capital", c.escrow != null ? `escrow ${money(c.escrow)}` : c.capitalization, "capital", CAPITALIZATION[c.capitalization]) : null,
    c.destination ? fig("Destination", `${c.destination.from} → ${c.destination.to.join(" or ")}${c.destinated ? " ✓ reached" : ""}`, "destination") : null,
    c.rights.length || c.privates.length ? fig("Owns", [...c.rights.map((r) => `${r} right`), ...c.privates].join(", "), "owns") : null)
    : c.destination ? h("p", { class: "muted small" }, `Home ${c.destination.from}; destination ${c.destination.to.join(" or ")}`) : null,
  shares(c),
  moves(ctx, c));
}

function statusText(view, c) {
  if (c.closed) return "Closed.";
  if (!c.par) return "Not started: a player may buy its director's certificate at a par value.";
  const at = view.operating_order.indexOf(c.id);
  if (view.round === "operating" && at >= 0) {
    if (view.operating?.corporation === c.id) return `Operating now (${view.operating.step}).`;
    return view.operated.includes(c.id) ? "Has operated this round." : `Operates ${ordinal(at + 1)} this round.`;
  }
  return c.started ? "In operation." : `Operates once ${view.operating_percent}% of its shares are sold.`;
}

const ordinal = (n) => `${n}${["th", "st", "nd", "rd"][n % 100 > 10 && n % 100 < 14 ? 0 : n % 10] || "th"}`;

function fig(label, value, cls, tip = null) {
  return h("div", { class: ["fig", cls], title: tip }, h("dt", {}, label), h("dd", { class: cls }, value));
}

function shares(c) {
  const holders = [
    ["Initial offer", c.shares.ipo, "ipo"],
    ["Bank pool", c.shares.pool, "pool"],
    ...Object.entries(c.shares.players).map(([p, pct]) => [p === c.director ? `${p} (director)` : p, pct, `player-${p}`]),
  ].filter(([, pct]) => pct);
  return h("ul", { class: "g56-shares", "aria-label": "Shares by holder" },
    holders.map(([who, pct, key]) => h("li", { dataset: { holder: key } }, h("span", {}, who), h("span", { class: "pct" }, `${pct}%`))));
}

function moves(ctx, c) {
  const buys = of(ctx, "buy_share").filter((a) => a.corporation === c.id);
  const pars = of(ctx, "par").filter((a) => a.corporation === c.id);
  const sells = of(ctx, "sell_shares").filter((a) => a.corporation === c.id);
  if (!buys.length && !pars.length && !sells.length) return null;
  const each = c.share_percent;
  return h("div", { class: "g56-corp-moves" },
    buys.map((a) => actionButton([a], `buy-${c.id}-${a.from}`,
      a.from === "ipo" ? `Buy ${each}% from the initial offer (${money(c.par)})` : `Buy ${each}% from the pool (${money(c.price)})`,
      { cls: "small" })),
    pars.length ? h("button", { type: "button", class: "button small primary", dataset: actionData(pars, `par-${c.id}`),
      title: "Buy the director's certificate (20%) at a par value of your choice" }, `Start ${c.id}…`) : null,
    sells.map((a) => actionButton([a], `sell-${c.id}-${a.percent}`,
      `Sell ${a.percent}%${c.price ? ` (${money((a.percent / each) * c.price)})` : ""}`, { cls: "small sell" })),
    pars.length ? h("span", { class: "muted small" }, plural(pars.length, "par value") + " open") : null);
}
