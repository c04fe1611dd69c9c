// What the 1856 table's modules share: the table's context (the view indexed, the legal actions
// grouped), buttons that play a legal move, names of places and trains, corporation chips.

import { h, actionData, groupBy } from "../dom.js";

/** How a corporation is paid for its shares (fixed when it is started). */
export const CAPITALIZATION = {
  escrow: "It receives the money for its first five shares; that for the 6th to 10th waits in escrow until it reaches its destination.",
  incremental: "Each share sold from the initial offer pays its treasury.",
  full: "It receives ten times par once enough shares are sold to operate.",
};

/** A button that plays one of `actions`. */
export function actionButton(actions, key, label, { title = null, cls = null } = {}) {
  return h("button", { type: "button", class: ["button", cls], title, dataset: actionData(actions, key) }, label);
}

export const plural = (n, word, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;
export const trainName = (id) => `${id.split("-")[0]}-train`;
export const trainType = (id) => id.split("-")[0];

/** Everything a part of the table needs: the view, indexed, and the legal actions by type. */
export function tableContext(view, legal, query) {
  return {
    view,
    legal,
    query,
    corp: Object.fromEntries(view.corporations.map((c) => [c.id, c])),
    private: Object.fromEntries(view.privates.map((p) => [p.id, p])),
    byType: groupBy(legal, (a) => a.type),
  };
}

export const of = (ctx, type) => ctx.byType.get(type) || [];

export const hexName = (view, coord) => (view.board.hexes[coord]?.name ? `${view.board.hexes[coord].name} (${coord})` : coord);

/** A place on the map by its node id ("N11-c1"): "Toronto city 2 (N11)", "H11 town". */
export function placeName(view, node) {
  const [coord, ref] = node.split("-");
  const hex = view.board.hexes[coord];
  const kind = { c: "city", t: "town", o: "", h: "halt" }[ref[0]] ?? "";
  const alike = hex ? hex.stops.filter((st) => st.id.split("-")[1][0] === ref[0]).length : 1;
  const which = alike > 1 ? `${kind} ${Number(ref.slice(1)) + 1}` : hex?.name ? "" : kind;
  return hex?.name ? `${hex.name}${which ? ` ${which}` : ""} (${coord})` : `${coord} ${which}`.trim();
}

/** A corporation's colours as style custom properties. */
export const corpStyle = (c) => `--co: ${c.color}; --co-ink: ${c.text_color}`;

export function corpChip(corp, extra = {}) {
  return h("span", { class: "g56-chip", style: corpStyle(corp), title: corp.name, ...extra }, corp.id);
}
