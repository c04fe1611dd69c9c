// The stock market: the 2-D grid of share prices with its par values and zones, each
// corporation's price marker on its cell (several on one cell in operating order). Zones beyond
// yellow and brown are named by the title's layer (layer.marketZones).

import { h } from "../dom.js";
import { t } from "../i18n.js";
import { corpChip, money } from "./common.js";

const ZONES = {
  yellow: "ui.18xx.market.zone_yellow",
  brown: "ui.18xx.market.zone_brown",
};

export function marketPanel(ctx) {
  const { view } = ctx;
  const zones = { ...ZONES, ...ctx.layer.marketZones };
  const at = new Map();
  const order = [...view.operating_order, ...view.corporations.map((c) => c.id)];
  for (const corp of [...view.corporations].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id))) {
    if (!corp.market_cell || corp.closed) continue;
    const key = corp.market_cell.join(",");
    if (!at.has(key)) at.set(key, []);
    at.get(key).push(corp);
  }
  const width = Math.max(...view.market.map((row) => row.length));
  return h(
    "section",
    { class: "x18-panel x18-market", "aria-labelledby": "x18-market-h" },
    h(
      "h2",
      { id: "x18-market-h" },
      t("ui.18xx.market.title"),
      " ",
      h("span", { class: "muted" }, t("ui.18xx.market.note")),
    ),
    h(
      "div",
      { class: "table-scroll" },
      h(
        "table",
        { class: "x18-market-grid" },
        h(
          "tbody",
          {},
          view.market.map((row, r) =>
            h(
              "tr",
              {},
              Array.from({ length: width }, (_, c) => {
                const cell = row[c];
                if (!cell) return h("td", { class: "none" });
                const here = at.get(`${r},${c}`) || [];
                return h(
                  "td",
                  {
                    class: ["cell", cell.par && "par", cell.zone && `zone-${cell.zone}`],
                    dataset: { cell: `${r},${c}` },
                    title: [
                      money(cell.price),
                      cell.par ? t("ui.18xx.market.par_value") : null,
                      zones[cell.zone] ? t(zones[cell.zone]) : null,
                    ]
                      .filter(Boolean)
                      .join(" — "),
                  },
                  h("span", { class: "price" }, cell.zone === "closed" ? t("ui.18xx.market.closed") : cell.price),
                  here.length
                    ? h(
                        "span",
                        { class: "markers" },
                        here.map((corp) => corpChip(corp, { dataset: { marker: corp.id } })),
                      )
                    : null,
                );
              }),
            ),
          ),
        ),
      ),
    ),
  );
}
