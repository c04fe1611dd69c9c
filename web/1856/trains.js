// The phase and the train depot: what the bank sells next and at what price, how many are left,
// when each type rusts, the trains in the bank pool; and the train moves of a corporation's turn.

import { h, money } from "../dom.js";
import { actionButton, of, plural, trainName, trainType } from "./common.js";

export function depotPanel(ctx) {
  const { view } = ctx;
  const d = view.depot;
  const phase = view.phase;
  const next = d.next[0] ? trainType(d.next[0]) : null;
  return h("section", { class: "g56-panel g56-depot", "aria-labelledby": "g56-depot-h" },
    h("h2", { id: "g56-depot-h" }, `Phase ${phase.name}`),
    h("p", { class: "g56-phase" },
      `Train limit ${phase.train_limit} · tiles ${phase.tiles.join(", ")} · ${plural(phase.operating_rounds, "operating round")} per stock round · `,
      phase.loans ? "loans allowed" : "no loans", ` · bank ${money(view.bank)}${view.bank_broken ? " (broken: last set of operating rounds)" : ""}`),
    h("table", { class: "g56-trains" },
      h("thead", {}, h("tr", {}, h("th", {}, "Train"), h("th", {}, "Price"), h("th", {}, "Left"), h("th", {}, "Rusts"))),
      h("tbody", {}, Object.keys(d.prices).map((t) => h("tr", { class: t === next && "next", dataset: { train: t } },
        h("th", { scope: "row" }, d.distances[t] ? `${t}-train` : `${t} (diesel: any distance)`),
        h("td", {}, money(d.prices[t])),
        h("td", {}, d.remaining[t] == null ? "∞" : String(d.remaining[t])),
        h("td", {}, d.rusts_on[t] ? `when the first ${d.rusts_on[t]} is bought` : "never"))))),
    d.pool.length ? h("p", {}, `In the bank pool: ${d.pool.map((t) => `${t}-train`).join(", ")}`) : null);
}

/** The buy_train moves as buttons (another corporation's train: the dialog asks the price). */
export function trainButtons(ctx) {
  return of(ctx, "buy_train").map((a, i) => {
    const from = owner(ctx, a.train);
    const price = typeof a.price === "number" ? money(a.price) : `${money(a.price.min)}–${money(a.price.max)}`;
    const trade = a.trade_in ? `, trading in its ${trainName(a.trade_in)}` : "";
    const label = from ? `Buy ${from}'s ${trainName(a.train)} (${price})` : `Buy a ${trainName(a.train)}${trade} (${price})`;
    return actionButton([a], `train-${i}`, label, { cls: !from && !a.trade_in ? "primary" : null });
  });
}

function owner(ctx, train) {
  return ctx.view.corporations.find((c) => c.trains.includes(train))?.id || null;
}
