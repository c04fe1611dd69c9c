// The stock market: the 2-D grid of share prices with its par values and zones, each
// corporation's price marker on its cell (several on one cell in operating order).

import { h } from "../dom.js";
import { corpChip } from "./common.js";

const ZONES = {
  yellow: "Shares here do not count toward the certificate limit.",
  brown: "Shares here do not count toward the certificate limit, and a player may hold more than 60%.",
  closed: "A corporation whose price falls here closes (the CGR stops one cell before).",
};

export function marketPanel(ctx) {
  const { view } = ctx;
  const at = new Map();
  const order = [...view.operating_order, ...view.corporations.map((c) => c.id)];
  for (const corp of [...view.corporations].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id))) {
    if (!corp.market_cell || corp.closed) continue;
    const key = corp.market_cell.join(",");
    if (!at.has(key)) at.set(key, []);
    at.get(key).push(corp);
  }
  const width = Math.max(...view.market.map((row) => row.length));
  return h("section", { class: "g56-panel g56-market", "aria-labelledby": "g56-market-h" },
    h("h2", { id: "g56-market-h" }, "Stock market ",
      h("span", { class: "muted" }, "— red borders: par values; yellow and brown zones: shares not counted toward the certificate limit")),
    h("div", { class: "table-scroll" },
      h("table", { class: "g56-market-grid" },
        h("tbody", {}, view.market.map((row, r) => h("tr", {},
          Array.from({ length: width }, (_, c) => {
            const cell = row[c];
            if (!cell) return h("td", { class: "none" });
            const here = at.get(`${r},${c}`) || [];
            return h("td", { class: ["cell", cell.par && "par", cell.zone && `zone-${cell.zone}`], dataset: { cell: `${r},${c}` },
              title: [`$${cell.price}`, cell.par ? "a par value" : null, ZONES[cell.zone]].filter(Boolean).join(" — ") },
            h("span", { class: "price" }, cell.zone === "closed" ? "closed" : cell.price),
            here.length ? h("span", { class: "markers" }, here.map((corp) => corpChip(corp, { dataset: { marker: corp.id } }))) : null);
          })))))));
}
