// The entities view (the "spreadsheet" of 18xx.games): one table with a row per corporation (the
// shares each player holds, the initial offer and the bank pool, price and par, treasury,
// trains, station markers placed and left, what the title adds such as 1856's loans, the last
// revenue and the revenue of each operating round, newest first) and, under the players' columns,
// each player's cash, certificates, value and what the title adds (18ESP: the loan). A title's
// column may mark a cell (cellClass: 1856's loans over their limit).

import { h, own } from "../dom.js";
import { t } from "../i18n.js";
import { corpChip, money, trainName } from "./common.js";

export function entitiesPanel(ctx) {
  const { view, layer } = ctx;
  const corps = layer.corporationShown
    ? view.corporations.filter((c) => layer.corporationShown(view, c))
    : view.corporations;
  const players = view.players;
  const history = view.revenue_history;
  const rounds = [...history.rounds].reverse();
  const extra = layer.entityColumns?.(ctx) || [];
  const playerRows = [
    { label: t("ui.18xx.scores.cash"), cls: "cash", cell: (p) => money(p.cash) },
    {
      label: t("ui.18xx.player.certificates"),
      cls: "certs",
      cell: (p) => `${p.certificates} / ${view.certificate_limit}`,
    },
    ...(layer.entityPlayerRows?.(ctx) || []),
    { label: t("ui.18xx.scores.value"), cls: "value", cell: (p) => money(p.value) },
  ];
  const col = (label, tip = null, cls = null) => h("th", { scope: "col", title: tip, class: cls }, label);
  const after = 7 + extra.length + 1 + rounds.length; // the columns right of the players'
  return h(
    "section",
    { class: "x18-panel x18-entities", "aria-labelledby": "x18-entities-h" },
    h(
      "h2",
      { id: "x18-entities-h" },
      t("ui.18xx.entities.title"),
      " ",
      h("span", { class: "muted" }, t("ui.18xx.entities.note")),
    ),
    h(
      "div",
      { class: "table-scroll" },
      h(
        "table",
        { class: "x18-sheet" },
        h(
          "thead",
          {},
          h(
            "tr",
            {},
            col(t("ui.18xx.entities.corporation")),
            players.map((p) => col(p.name, null, "holder")),
            col(t("ui.18xx.entities.ipo"), t("ui.18xx.shares.ipo")),
            col(t("ui.18xx.entities.pool"), t("ui.18xx.shares.pool")),
            col(t("ui.18xx.corp.price")),
            col(t("ui.18xx.entities.par")),
            col(t("ui.18xx.corp.treasury")),
            col(t("ui.18xx.corp.trains")),
            col(t("ui.18xx.corp.stations"), t("ui.18xx.entities.stations_title")),
            extra.map((c) => col(c.head, c.tip)),
            col(t("ui.18xx.entities.last_revenue")),
            rounds.map((r) =>
              col(t("ui.18xx.entities.round", { round: r }), t("ui.18xx.entities.round_title", { round: r }), "or"),
            ),
          ),
        ),
        h(
          "tbody",
          {},
          corps.map((c) => corpRow(ctx, c, players, extra, rounds)),
        ),
        h(
          "tbody",
          { class: "players" },
          playerRows.map((row) =>
            h(
              "tr",
              { dataset: { row: row.cls } },
              h("th", { scope: "row" }, row.label),
              players.map((p) => h("td", { class: "num", dataset: { player: p.name } }, row.cell(p))),
              h("td", { colspan: after }),
            ),
          ),
        ),
      ),
    ),
  );
}

function corpRow(ctx, c, players, extra, rounds) {
  const revenue = ctx.view.revenue_history.by_corporation[c.id] || {};
  const last = ctx.view.revenue_history.rounds.findLast((r) => r in revenue);
  const started = !!c.par;
  const trains = ctx.layer.corpTrains?.(ctx, c) ?? (c.trains.length ? c.trains.map(trainName).join(", ") : null);
  return h(
    "tr",
    {
      class: [c.closed && "closed", !started && "unstarted", ctx.view.operating?.corporation === c.id && "operating"],
      dataset: { corporation: c.id },
    },
    h("th", { scope: "row" }, corpChip(c)),
    players.map((p) => {
      const pct = own(c.shares.players, p.name) || 0;
      return h(
        "td",
        {
          class: ["num", "share", c.director === p.name && "director"],
          dataset: { player: p.name },
          title: c.director === p.name ? t("ui.18xx.player.director") : null,
        },
        pct ? `${pct}%` : "",
      );
    }),
    h("td", { class: "num ipo" }, c.shares.ipo ? `${c.shares.ipo}%` : ""),
    h("td", { class: "num pool" }, c.shares.pool ? `${c.shares.pool}%` : ""),
    h("td", { class: "num price" }, c.price != null ? money(c.price) : "–"),
    h("td", { class: "num par" }, c.par ? money(c.par) : "–"),
    h("td", { class: "num treasury" }, started ? money(c.cash) : "–"),
    h("td", { class: "trains" }, trains || "–"),
    h(
      "td",
      { class: "stations" },
      t("ui.18xx.entities.stations", { placed: c.tokens_placed, left: c.tokens_left.length }),
    ),
    extra.map((x) => h("td", { class: [x.cls, x.cellClass?.(c)] }, x.cell(c))),
    h("td", { class: "num last-revenue" }, last ? money(revenue[last]) : "–"),
    rounds.map((r) => h("td", { class: ["num", "or"], dataset: { round: r } }, r in revenue ? money(revenue[r]) : "")),
  );
}
