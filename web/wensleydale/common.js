// What the parts of the Wensleydale/Nürnberg table share: the seats' colours, the legal moves
// by type, the messages the table says, chips and playable elements.

import { h, actionData, groupBy } from "../dom.js";
import { t } from "../i18n.js";

const SEAT_COLOURS = ["#e07b24", "#2f6fb5", "#7d3c98", "#1a8a7a"]; // orange, blue, purple, teal
export const INFLUENCE = ["white", "brown", "red", "green"];
export const COMPANIES = ["red", "green"];

export function playable(actions, key, label) {
  return { dataset: actionData(actions, key), tabindex: 0, role: "button", "aria-label": label };
}

export function context(view, legal, last, computers) {
  const colour = Object.fromEntries(view.players.map((p) => [p.name, SEAT_COLOURS[p.seat % SEAT_COLOURS.length]]));
  colour.red = "var(--red)";
  colour.green = "var(--green)";
  const byType = groupBy(legal, (a) => a.type);
  const kinds = (...types) => types.flatMap((type) => byType.get(type) || []);
  const starts = kinds("build_start", "takeover_start"); // a line started in an area
  const extensions = kinds("build_border", "takeover_border"); // a line led across a border
  return {
    view,
    legal,
    colour,
    area: Object.fromEntries(view.board.areas.map((a) => [a.id, a])),
    border: Object.fromEntries(view.board.borders.map((b) => [b.id, b])),
    byType,
    starts,
    extensions,
    offeredAreas: new Set([...starts.map((x) => x.area), ...extensions.map((x) => x.to)]),
    offeredBorders: new Set(extensions.map((x) => x.border)),
    last: last || {}, // the action played last: what it touched is marked (none at the set-up)
    computers: computers || {}, // {player: level}: the seats a computer plays
    mark: seatMarks(view.players.map((p) => p.name)),
  };
}

/** Each seat's mark on the tracks, as short as tells the seats apart: the initial ("A"); where
 * initials are shared, the initial and the name's number or next letter ("C1", "C2"; "Bo",
 * "Br"); failing that, the initial and the seat ("C3"). */
function seatMarks(names) {
  const initial = (name) => (Array.from(name.trim())[0] || "?").toUpperCase();
  const longer = (name, seat) => {
    const digits = name.match(/\d+/)?.[0];
    const letters = Array.from(name.trim())
      .slice(1)
      .filter((c) => /\p{L}/u.test(c));
    return [
      digits && initial(name) + digits,
      letters[0] && initial(name) + letters[0].toLowerCase(),
      `${initial(name)}${seat + 1}`,
    ].filter(Boolean);
  };
  const marks = names.map(initial);
  const shared = (m, i, all) => all.some((x, j) => j !== i && x === m);
  for (let level = 0; level < 3 && marks.some(shared); level++) {
    const clash = marks.map(shared);
    names.forEach((name, i) => {
      if (clash[i]) marks[i] = longer(name, i)[Math.min(level, longer(name, i).length - 1)];
    });
  }
  if (marks.some(shared)) return Object.fromEntries(names.map((n, i) => [n, `${i + 1}`]));
  return Object.fromEntries(names.map((n, i) => [n, marks[i]]));
}

export const of = (ctx, type) => ctx.byType.get(type) || [];
// words the rules' catalogue already has, as message arguments ({key, args})
export const msg = (key, args = {}) => ({ key, args });
export const say = (m) => t(m.key, m.args);
export const influence = (colour, n) => msg(`wd.influence.${colour}`, { n }); // "2 white influence"
export const source = (from) => msg(`wd.source.${from}`); // "cubes", "white influence" (paying with)
export const loadMsg = (load) => msg(`wd.load.${load}`); // "a red passenger", "cheese"
export const kind = (load) => msg(`ui.wd.kind.${load}`); // "red passenger", "cheese"
export const influenceName = (colour) => t(`ui.wd.influence_name.${colour}`); // "government (white) influence"
export const signed = (n) => (n > 0 ? `+${n}` : `${n}`);

/** A company as the log names it: its name on the board, else by its colour ("the red company"). */
export function company(board, colour) {
  const name = board.companies?.[colour];
  return name ? msg("wd.company.named", { name }) : msg(`wd.company.${colour}`);
}

/** Players stacked on one space, the top first: "Ann on top of Bob on top of Cy". */
export function onTop(stack) {
  return stack.length < 2 ? stack.join("") : msg("ui.wd.on_top", { top: stack[0], below: onTop(stack.slice(1)) });
}

/** The player's colour as a style attribute (a custom property cannot be assigned to .style). */
export const pc = (ctx, name) => `--pc: ${ctx.colour[name] || "#777"}`;

export function chip(ctx, name, extra = {}) {
  return h("span", { class: "wd-chip", style: pc(ctx, name), ...extra }, name);
}
