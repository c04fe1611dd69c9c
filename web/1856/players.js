// The players (cash, certificates against the limit, value, shares and privates, the priority
// deal) and the private companies' cards, with the opening auction's bids on them.

import { h, money, own } from "../dom.js";
import { actionButton, corpChip, of } from "./common.js";

export function playersPanel(ctx) {
  const { view } = ctx;
  const active = new Set(view.active_players);
  return h("section", { class: "g56-panel g56-players", "aria-labelledby": "g56-players-h" },
    h("h2", { id: "g56-players-h" }, "Players ", h("span", { class: "muted" }, `— certificate limit ${view.certificate_limit}`)),
    view.players.map((p) => {
      const held = view.corporations.filter((c) => own(c.shares.players, p.name)); // "constructor" is a name too
      const over = p.certificates > view.certificate_limit;
      return h("article", { class: ["g56-player", active.has(p.name) && "active"], dataset: { player: p.name },
        "aria-label": `${p.name}${active.has(p.name) ? ", to act" : ""}` },
      h("header", {},
        h("h3", {}, p.name),
        view.priority === p.name ? h("span", { class: "marker start", title: "Has the priority deal: acts first in the next stock round" }, "priority") : null,
        active.has(p.name) ? h("span", { class: "marker to-act" }, "to act") : null),
      h("dl", { class: "g56-figures" },
        h("div", { class: "fig" }, h("dt", {}, "Cash"), h("dd", { class: "cash" }, money(p.cash))),
        h("div", { class: "fig", title: "Cash plus shares at market price plus privates at face value" },
          h("dt", {}, "Value"), h("dd", { class: "value" }, money(p.value))),
        h("div", { class: ["fig", over && "over"], title: "Certificates held, against the limit (shares in the yellow and brown zones do not count)" },
          h("dt", {}, "Certificates"), h("dd", { class: "certs" }, `${p.certificates} / ${view.certificate_limit}`))),
      h("ul", { class: "g56-holdings", "aria-label": "Shares and privates" },
        held.map((c) => h("li", { dataset: { shares: c.id } }, corpChip(c),
          h("span", { class: "pct" }, `${own(c.shares.players, p.name)}%`), c.director === p.name ? h("span", { class: "dir-mark", title: "director" }, "D") : null)),
        p.privates.map((id) => h("li", { class: "private", dataset: { private: id }, title: ctx.private[id].name }, id))));
    }));
}

export function privatesPanel(ctx) {
  const { view } = ctx;
  const auction = view.auction;
  const shown = view.privates.filter((p) => !p.closed || auction);
  return h("section", { class: "g56-panel g56-privates", "aria-labelledby": "g56-privates-h" },
    h("h2", { id: "g56-privates-h" }, "Private companies ",
      h("span", { class: "muted" }, auction ? "— sold in order: buy the cheapest at its price, or bid on a later one (at least $5 over)" : "")),
    h("div", { class: "g56-private-grid" }, shown.map((p) => privateCard(ctx, p, auction))),
    view.privates.some((p) => p.closed) && !auction ? h("p", { class: "muted small" }, `Closed: ${view.privates.filter((p) => p.closed).map((p) => p.name).join(", ")}.`) : null);
}

function privateCard(ctx, p, auction) {
  const bids = auction?.bids[p.id] || {};
  const owner = p.owner ? (p.corp_owned ? corpChip(ctx.corp[p.owner]) : h("strong", {}, p.owner)) : null;
  const bid = of(ctx, "bid").find((a) => a.private === p.id);
  const first = auction && !auction.auctioning && ctx.view.privates.find((x) => !x.owner && !x.closed)?.id === p.id;
  return h("article", { class: ["g56-private", p.closed && "closed", auction?.auctioning === p.id && "auctioning"], dataset: { private: p.id } },
    h("header", {}, h("span", { class: "id" }, p.id), h("span", { class: "name" }, p.name)),
    h("p", { class: "terms" }, `Price ${money(p.price)} · income ${money(p.income)} per operating round`),
    h("p", { class: "description" }, p.description),
    owner ? h("p", { class: "owner" }, "Owner: ", owner) : null,
    Object.keys(bids).length ? h("ul", { class: "bids", "aria-label": "Bids" },
      Object.entries(bids).map(([who, amount]) => h("li", { dataset: { bidder: who } }, `${who}: ${money(amount)}`))) : null,
    bid ? actionButton([bid], `bid-${p.id}`, first ? `Buy for ${money(bid.price.min)}` : `Bid from ${money(bid.price.min)}`,
      { cls: "small primary", title: first ? "The cheapest private is bought at its price (or more)" : "The money is set aside until the private is sold" }) : null);
}
