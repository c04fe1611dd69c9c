// What the 18xx table's modules share: the table's context (the view indexed, the legal actions
// grouped, the title's layer), buttons that play a legal move, names of places and trains, money
// and lists in the page's language, corporation chips.

import { h, actionData, groupBy } from "../dom.js";
import { formatMoney, t } from "../i18n.js";
import { stopPositions } from "./hexes.js";

/** An amount in the page's language ("–" for none). */
export const money = (amount) => (amount === null || amount === undefined ? "–" : formatMoney(amount));

// where rich() puts a node in the text: \u0001 is never in a text
// eslint-disable-next-line no-control-regex
const NODE_MARK = /\u0001(\d+)\u0001/;

/** A message whose arguments may be elements (a player's name in bold, a corporation's chip):
 * its text with the elements in their places, for h() to append. */
export function rich(key, args = {}) {
  const nodes = [];
  const plain = {};
  for (const [name, value] of Object.entries(args)) {
    if (value instanceof Node) {
      plain[name] = `\u0001${nodes.length}\u0001`;
      nodes.push(value);
    } else plain[name] = value;
  }
  return t(key, plain)
    .split(NODE_MARK)
    .map((part, i) => (i % 2 ? nodes[Number(part)] : part))
    .filter((part) => part !== "");
}

/** "A, B and C" in the page's language. */
export const listOf = (items) => t("ui.18xx.list", { items: [...items] });

/** A button that plays one of `actions`; a pass is pressed by the P key too (web/game.js). */
export function actionButton(actions, key, label, { title = null, cls = null } = {}) {
  const pass = actions.length === 1 && actions[0].type === "pass";
  return h(
    "button",
    {
      type: "button",
      class: ["button", cls],
      dataset: actionData(actions, key),
      title: pass ? [title, t("ui.keys.pass")].filter(Boolean).join(" · ") : title,
      "aria-keyshortcuts": pass ? "P" : null,
    },
    label,
  );
}

export const trainName = (id) => t("ui.18xx.train", { train: id.split("-")[0] });
export const trainType = (id) => id.split("-")[0];

/** "A or B" in the page's language (one place: itself). */
export const either = (items) =>
  items.length < 2 ? items.join("") : t("ui.18xx.either", { first: items.slice(0, -1).join(", "), last: items.at(-1) });

/**
 * What a sentence of the prompt asks, from the moves legal now: `parts` are [type, words, on?]
 * (on: a further condition, true unless given); the parts whose type is legal (and on) give
 * `words` ("A, B or C") and the `types` they name, for the sentence's data-moves. Nothing is
 * named that is not legal.
 */
export function asked(ctx, parts) {
  const shown = parts.filter(([type, , on = true]) => on && of(ctx, type).length);
  return { words: either(shown.map(([, words]) => words)), types: [...new Set(shown.map(([type]) => type))] };
}

/** "1st", "2nd" ("1.", "2." in German). */
export function ordinal(n) {
  const ends = n % 100 > 10 && n % 100 < 14 ? "th" : { 1: "st", 2: "nd", 3: "rd" }[n % 10] || "th";
  return t(`ui.18xx.ordinal.${ends}`, { n });
}

/** A step of an operating turn, named for players ("track", "buying trains"). */
export const stepName = (step) => (STEPS.includes(step) ? t(`ui.18xx.step.${step}`) : step);
const STEPS = [
  "home",
  "track",
  "escrow",
  "token",
  "borrow",
  "routes",
  "dividend",
  "trains",
  "loans",
  "privates",
  "end",
];

/** Everything a part of the table needs: the view, indexed, the legal actions by type, and the
 * title's layer (web/<title>/layer.js: what the title adds to the 18xx table; {} for none). */
export function tableContext(view, legal, query, layer = {}, computers = {}, gameId = null) {
  return {
    view,
    legal,
    query,
    layer,
    computers, // {player: level}: the seats a computer plays
    gameId, // what the table keeps between draws (the map's camera) belongs to this game only
    corp: Object.fromEntries(view.corporations.map((c) => [c.id, c])),
    private: Object.fromEntries(view.privates.map((p) => [p.id, p])),
    byType: groupBy(legal, (a) => a.type),
  };
}

export const of = (ctx, type) => ctx.byType.get(type) || [];

/** The cheapest private not yet sold, which an opening round selling in order sells at its price
 * (1856). */
export const cheapest = (view) => view.privates.find((p) => !p.owner && !p.closed)?.id ?? null;

/** A hex by its printed name alone (its coordinate goes in a tooltip: hexName). */
export const placeOnly = (view, coord) => view.board.hexes[coord]?.name || coord;
export const hexName = (view, coord) =>
  view.board.hexes[coord]?.name ? `${placeOnly(view, coord)} (${coord})` : coord;

const STOP_KINDS = { c: "ui.18xx.stop.city", t: "ui.18xx.stop.town", h: "ui.18xx.stop.halt" };

/** A place on the map by its node id ("N11-c1"): "Toronto city 2 (N11)", "H11 town"; `side`: with
 * where it sits in its hex when the hex has several alike ("Oviedo city 1, in the south (D6)"),
 * for a choice between them. */
export function placeName(view, node, { side = false } = {}) {
  const [coord, ref] = node.split("-");
  const hex = view.board.hexes[coord];
  const kind = STOP_KINDS[ref[0]] ? { key: STOP_KINDS[ref[0]] } : null;
  const alike = hex ? hex.stops.filter((st) => st.id.split("-")[1][0] === ref[0]).length : 1;
  const n = Number(ref.slice(1)) + 1;
  const where = side && kind && alike > 1 ? sideOf(hex, ref) : null;
  if (where) {
    return t(hex.name ? "ui.18xx.place.named_nth_side" : "ui.18xx.place.hex_nth_side", {
      name: hex.name,
      kind,
      n,
      coord,
      side: { key: `ui.18xx.side.${where}` },
    });
  }
  if (hex?.name) {
    return kind && alike > 1
      ? t("ui.18xx.place.named_nth", { name: hex.name, kind, n, coord })
      : t("ui.18xx.place.named", { name: hex.name, coord });
  }
  if (!kind) return coord;
  return alike > 1 ? t("ui.18xx.place.hex_nth", { coord, kind, n }) : t("ui.18xx.place.hex", { coord, kind });
}

const SIDES = ["e", "ne", "n", "nw", "w", "sw", "s", "se"];

/** Where a stop sits in its hex as drawn, by the compass (north up): "s", "nw"; null in the middle. */
function sideOf(hex, ref) {
  const [dx, dy] = stopPositions(hex)[ref] || [0, 0];
  if (Math.hypot(dx, dy) < 3) return null;
  const sector = Math.round(Math.atan2(-dy, dx) / (Math.PI / 4));
  return SIDES[(sector + 8) % 8];
}

/** A corporation's colours as style custom properties. */
export const corpStyle = (c) => `--co: ${c.color}; --co-ink: ${c.text_color}`;

export function corpChip(corp, extra = {}) {
  return h("span", { class: "x18-chip", style: corpStyle(corp), title: corp.name, ...extra }, corp.id);
}
