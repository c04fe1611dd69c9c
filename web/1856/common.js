// What the 1856 table's modules share: the table's context (the view indexed, the legal actions
// grouped), SVG elements, the attributes that make an element one legal move, names of places.

import { h } from "../dom.js";

const SVG = "http://www.w3.org/2000/svg";

/** An SVG element; text only ever goes in as text nodes. */
export function s(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "dataset") {
      for (const [k, v] of Object.entries(value)) if (v !== null && v !== undefined) el.dataset[k] = v;
    } else if (key === "class") el.setAttribute("class", [value].flat(Infinity).filter(Boolean).join(" "));
    else if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
    else el.setAttribute(key, String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

/** data-* of an element that plays one of `actions` (several: the dialog asks which). */
export function actionData(actions, key) {
  const data = { action: JSON.stringify(actions[0]), key };
  if (actions.length > 1) data.actions = JSON.stringify(actions);
  return data;
}

/** A button that plays one of `actions`. */
export function actionButton(actions, key, label, { title = null, cls = null } = {}) {
  return h("button", { type: "button", class: ["button", cls], title, dataset: actionData(actions, key) }, label);
}

export function groupBy(list, keyOf) {
  const out = new Map();
  for (const x of list) {
    const k = keyOf(x);
    if (!out.has(k)) out.set(k, []);
    out.get(k).push(x);
  }
  return out;
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
