// The phase and the train depot: what the bank sells next and at what price, how many are left,
// when each type rusts, the trains in the bank pool; and the train moves of a corporation's turn.

import { h } from "../dom.js";
import { t } from "../i18n.js";
import { actionButton, money, of, trainName, trainType } from "./common.js";

export function depotPanel(ctx) {
  const { view } = ctx;
  const d = view.depot;
  const phase = view.phase;
  const next = d.next[0] ? trainType(d.next[0]) : null;
  return h("section", { class: "g56-panel g56-depot", "aria-labelledby": "g56-depot-h" },
    h("h2", { id: "g56-depot-h" }, t("ui.18xx.banner.phase", { phase: phase.name })),
    h("p", { class: "g56-phase" }, [
      t("ui.18xx.phase.summary", { limit: ctx.layer.trainLimit?.(view) ?? phase.train_limit, tiles: phase.tiles.map((c) => t(`term.${c}`)).join(", "), rounds: phase.operating_rounds }),
      ...(ctx.layer.phaseNotes?.(view) || []),
      ctx.layer.bankText?.(view) ?? t(view.bank_broken ? "ui.18xx.phase.bank_broken" : "ui.18xx.phase.bank", { amount: view.bank }),
    ].join(" · ")),
    h("table", { class: "g56-trains" },
      h("thead", {}, h("tr", {}, h("th", {}, t("ui.18xx.depot.train")), h("th", {}, t("ui.18xx.price")), h("th", {}, t("ui.18xx.depot.left")), h("th", {}, t("ui.18xx.depot.rusts")))),
      h("tbody", {}, Object.keys(d.prices).map((type) => h("tr", { class: type === next && "next", dataset: { train: type } },
        h("th", { scope: "row" }, d.distances[type] ? trainName(type) : t("ui.18xx.depot.diesel", { train: type })),
        h("td", {}, money(d.prices[type])),
        h("td", {}, d.remaining[type] == null ? "∞" : String(d.remaining[type])),
        h("td", {}, d.rusts_on[type] ? t("ui.18xx.depot.rusts_on", { train: d.rusts_on[type] }) : t("ui.18xx.depot.never")))))),
    d.pool.length ? h("p", {}, t("ui.18xx.depot.pool", { trains: d.pool.map(trainName).join(", ") })) : null);
}

/** The buy_train moves as buttons (another corporation's train: the dialog asks the price). */
export function trainButtons(ctx) {
  return of(ctx, "buy_train").map((a, i) => {
    const from = owner(ctx, a.train);
    const price = typeof a.price === "number" ? money(a.price) : `${money(a.price.min)}–${money(a.price.max)}`;
    // the train as the title's layer names it (18ESP: the side bought, "1+2"), else by its type
    const train = ctx.layer.trainLabel?.(ctx, a) ?? trainName(a.train);
    const label = from ? t("ui.18xx.train_buy.from", { seller: from, train, price })
      : a.trade_in ? t("ui.18xx.train_buy.trade_in", { train, old: trainName(a.trade_in), price })
        : t("ui.18xx.train_buy.new", { train, price });
    return actionButton([a], `train-${i}`, label, { cls: !from && !a.trade_in ? "primary" : null });
  });
}

function owner(ctx, train) {
  return ctx.view.corporations.find((c) => c.trains.includes(train))?.id || null;
}
