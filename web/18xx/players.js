// The players (cash, certificates against the limit, value, shares and privates, the priority
// deal) and the private companies' cards, with the opening auction's bids on them.

import { h, own } from "../dom.js";
import { said, t } from "../i18n.js";
import { actionButton, cheapest, corpChip, listOf, money, of, rich } from "./common.js";
import { computerMark } from "../computers.js";

export function playersPanel(ctx) {
  const { view } = ctx;
  const active = new Set(view.active_players);
  return h(
    "section",
    { class: "x18-panel x18-players", "aria-labelledby": "x18-players-h" },
    h(
      "h2",
      { id: "x18-players-h" },
      t("ui.18xx.players.title"),
      " ",
      h("span", { class: "muted" }, t("ui.18xx.players.note", { limit: view.certificate_limit })),
    ),
    view.players.map((p) => {
      const held = view.corporations.filter((c) => own(c.shares.players, p.name)); // "constructor" is a name too
      const over = p.certificates > view.certificate_limit;
      return h(
        "article",
        {
          class: ["x18-player", active.has(p.name) && "active"],
          dataset: { player: p.name },
          "aria-label": active.has(p.name) ? t("ui.18xx.player.to_act_label", { player: p.name }) : p.name,
        },
        h(
          "header",
          {},
          h("h3", {}, p.name),
          computerMark(ctx.computers, p.name),
          view.priority === p.name
            ? h(
                "span",
                { class: "marker start", title: t("ui.18xx.player.priority_title") },
                t("ui.18xx.player.priority"),
              )
            : null,
          active.has(p.name) ? h("span", { class: "marker to-act" }, t("ui.18xx.player.to_act")) : null,
        ),
        h(
          "dl",
          { class: "x18-figures" },
          h("div", { class: "fig" }, h("dt", {}, t("ui.18xx.scores.cash")), h("dd", { class: "cash" }, money(p.cash))),
          h(
            "div",
            { class: "fig", title: t("ui.18xx.player.value_title") },
            h("dt", {}, t("ui.18xx.scores.value")),
            h("dd", { class: "value" }, money(p.value)),
          ),
          h(
            "div",
            { class: ["fig", over && "over"], title: t("ui.18xx.player.certificates_title") },
            h("dt", {}, t("ui.18xx.player.certificates")),
            h("dd", { class: "certs" }, `${p.certificates} / ${view.certificate_limit}`),
          ),
          ctx.layer.playerFigures?.(ctx, p),
        ),
        h(
          "ul",
          { class: "x18-holdings", "aria-label": t("ui.18xx.player.holdings") },
          held.map((c) =>
            h(
              "li",
              { dataset: { shares: c.id } },
              corpChip(c),
              h("span", { class: "pct" }, `${own(c.shares.players, p.name)}%`),
              c.director === p.name
                ? h(
                    "span",
                    { class: "dir-mark", title: t("ui.18xx.player.director") },
                    t("ui.18xx.player.director_mark"),
                  )
                : null,
            ),
          ),
          p.privates.map((id) =>
            h("li", { class: "private", dataset: { private: id }, title: ctx.private[id].name }, id),
          ),
        ),
      );
    }),
  );
}

export function privatesPanel(ctx) {
  const { view } = ctx;
  const auction = view.auction;
  // in the auction the privates that can be bought or bid on first (18ESP's: the one offered)
  const open = new Set(of(ctx, "bid").map((a) => a.private));
  const shown = view.privates
    .filter((p) => !p.closed || auction)
    .sort((a, b) => Number(open.has(b.id)) - Number(open.has(a.id)));
  return h(
    "section",
    { class: "x18-panel x18-privates", "aria-labelledby": "x18-privates-h" },
    h(
      "h2",
      { id: "x18-privates-h" },
      t("ui.18xx.privates.title"),
      " ",
      h(
        "span",
        { class: "muted" },
        auction ? (ctx.layer.auctionNote?.(view) ?? t("ui.18xx.privates.auction_note", { raise: MINIMUM_RAISE })) : "",
      ),
    ),
    h(
      "div",
      { class: "x18-private-grid" },
      shown.map((p) => privateCard(ctx, p, auction)),
    ),
    view.privates.some((p) => p.closed) && !auction
      ? h(
          "p",
          { class: "muted small" },
          t("ui.18xx.privates.closed", { names: listOf(view.privates.filter((p) => p.closed).map((p) => p.name)) }),
        )
      : null,
  );
}

// a bid is at least this much over the price or the highest bid (core18xx waterfall_auction)
const MINIMUM_RAISE = 5;

function privateCard(ctx, p, auction) {
  const bids = (ctx.layer.bidsOn ? ctx.layer.bidsOn(ctx, p) : auction?.bids[p.id]) || {};
  const owner = p.owner ? (p.corp_owned ? corpChip(ctx.corp[p.owner]) : h("strong", {}, p.owner)) : null;
  const bid = of(ctx, "bid").find((a) => a.private === p.id);
  const first = auction && !auction.auctioning && cheapest(ctx.view) === p.id;
  return h(
    "article",
    {
      class: ["x18-private", p.closed && "closed", auction?.auctioning === p.id && "auctioning"],
      dataset: { private: p.id },
    },
    h("header", {}, h("span", { class: "id" }, p.id), h("span", { class: "name" }, p.name)),
    h("p", { class: "terms" }, t("ui.18xx.private.terms", { price: p.price, income: p.income })),
    h("p", { class: "description" }, said(p.about, p.description)),
    owner ? h("p", { class: "owner" }, rich("ui.18xx.private.owner", { owner })) : null,
    Object.keys(bids).length
      ? h(
          "ul",
          { class: "bids", "aria-label": t("ui.18xx.private.bids") },
          Object.entries(bids).map(([who, amount]) =>
            h("li", { dataset: { bidder: who } }, t("ui.18xx.private.bid", { player: who, amount })),
          ),
        )
      : null,
    bid ? bidButton(ctx, p, bid, first) : null,
  );
}

/** The button that bids on (or buys) a private, as the title's layer words it (layer.bidLabel). */
function bidButton(ctx, p, bid, first) {
  const own = ctx.layer.bidLabel?.(ctx, p, bid);
  const label =
    own?.label ??
    (first ? t("ui.18xx.buy_for", { price: bid.price.min }) : t("ui.18xx.private.bid_from", { min: bid.price.min }));
  const title = own?.title ?? t(first ? "ui.18xx.private.buy_title" : "ui.18xx.private.bid_title");
  return actionButton([bid], `bid-${p.id}`, label, { cls: "small primary", title });
}
