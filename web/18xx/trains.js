// The phase and the train roster: every type with its price, how many are left, the phase it
// starts and that phase's limit, what rusts it, a trade-in; the trains in the bank pool; and the
// train moves of a corporation's turn.

import { h } from "../dom.js";
import { t } from "../i18n.js";
import { actionButton, either, money, of, trainName, trainType } from "./common.js";

export function depotPanel(ctx) {
  const { view, layer } = ctx;
  const d = view.depot;
  const phase = view.phase;
  return h(
    "section",
    { class: "x18-panel x18-depot", "aria-labelledby": "x18-depot-h" },
    h(
      "h2",
      { id: "x18-depot-h" },
      t("ui.18xx.roster.title"),
      " ",
      h("span", { class: "muted" }, t("ui.18xx.banner.phase", { phase: phase.name })),
    ),
    h(
      "p",
      { class: "x18-phase" },
      [
        t("ui.18xx.phase.summary", {
          limit: layer.trainLimit?.(view) ?? phase.train_limit,
          tiles: phase.tiles.map((c) => t(`term.${c}`)).join(", "),
          rounds: phase.operating_rounds,
        }),
        ...(layer.phaseNotes?.(view) || []),
        layer.bankText?.(view) ??
          t(view.bank_broken ? "ui.18xx.phase.bank_broken" : "ui.18xx.phase.bank", { amount: view.bank }),
      ].join(" · "),
    ),
    rosterTable(ctx),
    d.pool.length ? h("p", {}, t("ui.18xx.depot.pool", { trains: d.pool.map(trainName).join(", ") })) : null,
  );
}

/** The roster: each train type with its price, how many the bank has left, the phase its first
 * train starts (with that phase's train limit, tiles and operating rounds), what rusts it, and
 * the columns the title adds (a trade-in, 18ESP's narrow-gauge side). */
function rosterTable(ctx) {
  const { view, layer } = ctx;
  const d = view.depot;
  const next = d.next[0] ? trainType(d.next[0]) : null;
  const limitText = (limit) =>
    typeof limit === "number" ? String(limit) : (layer.limitText?.(limit) ?? JSON.stringify(limit));
  const columns = [
    d.roster.some((r) => r.trade_in)
      ? {
          head: t("ui.18xx.roster.trade_in"),
          cls: "trade-in",
          tip: t("ui.18xx.roster.trade_in_title"),
          cell: (r) =>
            r.trade_in
              ? t("ui.18xx.roster.trade_in_for", {
                  price: r.trade_in.price,
                  trains: either(r.trade_in.trains.map(trainName)),
                })
              : "",
        }
      : null,
    ...(layer.rosterColumns?.(ctx) || []),
  ].filter(Boolean);
  const head = (label, tip = null) => h("th", { scope: "col", title: tip }, label);
  return h(
    "div",
    { class: "table-scroll" },
    h(
      "table",
      { class: "x18-trains x18-roster" },
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          head(t("ui.18xx.depot.train")),
          head(t("ui.18xx.price")),
          head(t("ui.18xx.depot.left")),
          head(t("ui.18xx.roster.phase"), t("ui.18xx.roster.phase_title")),
          head(t("ui.18xx.roster.limit"), t("ui.18xx.roster.limit_title")),
          head(t("ui.18xx.roster.tiles")),
          head(t("ui.18xx.roster.rounds"), t("ui.18xx.roster.rounds_title")),
          head(t("ui.18xx.depot.rusts")),
          columns.map((c) => head(c.head, c.tip)),
        ),
      ),
      h(
        "tbody",
        {},
        d.roster.map((r) => {
          const ph = r.phase != null ? d.phases[r.phase] : null;
          return h(
            "tr",
            {
              class: [
                r.name === next && "next",
                r.rusted && "rusted",
                r.phase === d.phase_index && "current",
                r.remaining === 0 && "sold-out",
              ],
              dataset: { train: r.name },
            },
            h("th", { scope: "row" }, r.distance ? trainName(r.name) : t("ui.18xx.depot.diesel", { train: r.name })),
            h("td", { class: "price" }, money(r.price)),
            h(
              "td",
              { class: "left" },
              r.remaining == null ? "∞" : String(r.remaining),
              r.available_after_first
                ? h(
                    "span",
                    { class: "muted small" },
                    ` ${t("ui.18xx.roster.after_first", { train: trainName(r.available_after_first) })}`,
                  )
                : null,
            ),
            h("td", { class: "phase" }, ph ? ph.name : "–"),
            h("td", { class: "limit" }, ph ? limitText(ph.train_limit) : "–"),
            h(
              "td",
              { class: "tiles" },
              ph ? ph.tiles.map((c) => h("span", { class: `x18-colour ${c}`, title: t(`term.${c}`) })) : null,
            ),
            h("td", { class: "rounds" }, ph ? String(ph.operating_rounds) : "–"),
            h(
              "td",
              { class: "rusts" },
              !r.rusts_on
                ? t("ui.18xx.depot.never")
                : t(r.rusted ? "ui.18xx.roster.rusted" : "ui.18xx.depot.rusts_on", { train: r.rusts_on }),
            ),
            columns.map((c) => h("td", { class: c.cls }, c.cell(r))),
          );
        }),
      ),
    ),
  );
}

/** The buy_train moves as buttons (another corporation's train: the dialog asks the price). */
export function trainButtons(ctx) {
  return of(ctx, "buy_train").map((a, i) => {
    const from = owner(ctx, a.train);
    const price = typeof a.price === "number" ? money(a.price) : `${money(a.price.min)}–${money(a.price.max)}`;
    // the train as the title's layer names it (18ESP: the side bought, "1+2"), else by its type
    const train = ctx.layer.trainLabel?.(ctx, a) ?? trainName(a.train);
    const label = from
      ? t("ui.18xx.train_buy.from", { seller: from, train, price })
      : a.trade_in
        ? t("ui.18xx.train_buy.trade_in", { train, old: trainName(a.trade_in), price })
        : t("ui.18xx.train_buy.new", { train, price });
    return actionButton([a], `train-${i}`, label, { cls: !from && !a.trade_in ? "primary" : null });
  });
}

function owner(ctx, train) {
  return ctx.view.corporations.find((c) => c.trains.includes(train))?.id || null;
}
