// The corporations' cards: price and par, treasury, trains, station markers left, what the title
// adds (1856: loans and interest, capitalization and escrow, destination, rights and privates),
// and the shares by holder (initial offer, bank pool, players). In a stock round (and when
// shares must be sold) the card carries the share moves open on it: buy from the initial offer
// or the pool, start it at a par value, sell.

import { h, actionData } from "../dom.js";
import { t } from "../i18n.js";
import { actionButton, corpStyle, money, of, ordinal, stepName, trainName } from "./common.js";

export function corporationsPanel(ctx) {
  const { view, layer } = ctx;
  const listed = layer.corporationShown
    ? view.corporations.filter((c) => layer.corporationShown(view, c))
    : view.corporations;
  // the cards the player can act on (buy, start, sell) first, so that they are in sight with the prompt
  const acts = new Set(["buy_share", "par", "sell_shares"].flatMap((type) => of(ctx, type)).map((a) => a.corporation));
  const shown = [...listed].sort((a, b) => Number(acts.has(b.id)) - Number(acts.has(a.id)));
  return h(
    "section",
    { class: "x18-panel x18-corporations", "aria-labelledby": "x18-corps-h" },
    h(
      "h2",
      { id: "x18-corps-h" },
      t("ui.18xx.corporations.title"),
      " ",
      h("span", { class: "muted" }, layer.corporationsNote?.(view) ?? ""),
    ),
    h(
      "div",
      { class: "x18-corp-grid" },
      shown.map((c) => card(ctx, c)),
    ),
  );
}

function card(ctx, c) {
  const { view } = ctx;
  const operating = view.operating?.corporation === c.id;
  const status = statusText(ctx, c);
  return h(
    "article",
    {
      class: ["x18-corp", operating && "operating", c.closed && "closed", !c.par && "unstarted"],
      dataset: { corporation: c.id },
      style: corpStyle(c),
      "aria-label": `${c.name}`,
    },
    h(
      "header",
      {},
      h("span", { class: "id" }, c.id),
      h("span", { class: "name" }, c.name),
      h(
        "span",
        { class: "director" },
        c.director
          ? t("ui.18xx.corp.director", { player: c.director })
          : t(c.closed ? "ui.18xx.corp.closed" : "ui.18xx.corp.no_director"),
      ),
    ),
    h("p", { class: "status muted" }, status),
    c.par
      ? h(
          "dl",
          { class: "x18-figures" },
          fig(
            t("ui.18xx.corp.price"),
            c.price != null ? money(c.price) : "–",
            "price",
            t("ui.18xx.corp.par", { par: c.par }),
          ),
          fig(t("ui.18xx.corp.treasury"), money(c.cash), "treasury"),
          fig(
            t("ui.18xx.corp.trains"),
            ctx.layer.corpTrains?.(ctx, c) ??
              (c.trains.length ? c.trains.map(trainName).join(", ") : t("ui.18xx.none")),
            "trains",
          ),
          fig(
            t("ui.18xx.corp.stations"),
            c.tokens_left.length
              ? t("ui.18xx.corp.stations_left", {
                  n: c.tokens_left.length,
                  prices: c.tokens_left.map(money).join(", "),
                })
              : t("ui.18xx.corp.all_placed"),
            "tokens",
          ),
          ctx.layer.corporationFigures?.(ctx, c),
        )
      : (ctx.layer.corporationAbout?.(ctx, c) ?? null),
    shares(c),
    moves(ctx, c),
  );
}

function statusText(ctx, c) {
  const { view } = ctx;
  if (c.closed) return t("ui.18xx.status.closed");
  if (!c.par) return t("ui.18xx.status.not_started");
  const at = view.operating_order.indexOf(c.id);
  if (view.round === "operating" && at >= 0) {
    if (view.operating?.corporation === c.id)
      return t("ui.18xx.status.operating", { step: stepName(view.operating.step) });
    return view.operated.includes(c.id)
      ? t("ui.18xx.status.has_operated")
      : t("ui.18xx.status.operates_nth", { nth: ordinal(at + 1) });
  }
  if (c.started) return t("ui.18xx.status.in_operation");
  return ctx.layer.statusText?.(view, c) ?? t("ui.18xx.status.operates_once", { percent: view.operating_percent });
}

/** A figure of a card: its label, its value, a class naming it (or classes: ["loans", "over"]), a
 * tooltip. */
export function fig(label, value, cls, tip = null) {
  return h("div", { class: ["fig", cls].flat(), title: tip }, h("dt", {}, label), h("dd", { class: cls }, value));
}

function shares(c) {
  const holders = [
    [t("ui.18xx.shares.ipo"), c.shares.ipo, "ipo"],
    [t("ui.18xx.shares.pool"), c.shares.pool, "pool"],
    ...Object.entries(c.shares.players).map(([p, pct]) => [
      p === c.director ? t("ui.18xx.shares.director", { player: p }) : p,
      pct,
      `player-${p}`,
    ]),
  ].filter(([, pct]) => pct);
  return h(
    "ul",
    { class: "x18-shares", "aria-label": t("ui.18xx.shares.label") },
    holders.map(([who, pct, key]) =>
      h("li", { dataset: { holder: key } }, h("span", {}, who), h("span", { class: "pct" }, `${pct}%`)),
    ),
  );
}

function moves(ctx, c) {
  const buys = of(ctx, "buy_share").filter((a) => a.corporation === c.id);
  const pars = of(ctx, "par").filter((a) => a.corporation === c.id);
  const sells = of(ctx, "sell_shares").filter((a) => a.corporation === c.id);
  if (!buys.length && !pars.length && !sells.length) return null;
  const each = c.share_percent;
  return h(
    "div",
    { class: "x18-corp-moves" },
    buys.map((a) =>
      actionButton(
        [a],
        `buy-${c.id}-${a.from}`,
        a.from === "ipo"
          ? t("ui.18xx.shares.buy_ipo", { percent: each, price: c.par })
          : t("ui.18xx.shares.buy_pool", { percent: each, price: c.price }),
        { cls: "small" },
      ),
    ),
    pars.length
      ? h(
          "button",
          {
            type: "button",
            class: "button small primary",
            dataset: actionData(pars, `par-${c.id}`),
            title: t("ui.18xx.shares.par_title"),
          },
          t("ui.18xx.shares.par", { corp: c.id }),
        )
      : null,
    sells.map((a) =>
      actionButton(
        [a],
        `sell-${c.id}-${a.percent}`,
        c.price
          ? t("ui.18xx.shares.sell_for", { percent: a.percent, amount: (a.percent / each) * c.price })
          : t("ui.18xx.shares.sell", { percent: a.percent }),
        { cls: "small sell" },
      ),
    ),
    pars.length ? h("span", { class: "muted small" }, t("ui.18xx.shares.pars_open", { n: pars.length })) : null,
  );
}
