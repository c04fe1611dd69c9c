// Every legal move within reach, on every table (DESIGN.md, "Tests"). A table calls reach()
// once it has drawn itself: a legal action that no enabled element of the table offers (one
// carrying data-action or data-actions, or what the table says reaches it: an 18xx hex to lay a
// tile on, its run panel) gets a plain button beside the prompt, named in the player's words
// (the table's moveWords). A safety net: a table's own controls should leave nothing for it,
// and tests/e2e/test_e2e_positions.py fails when they do; the console says which moves fell to it.

import { actionData, h } from "./dom.js";
import { t } from "./i18n.js";

/** One spelling per action, whatever the order of its keys. */
export function canonical(v) {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v && typeof v === "object") {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(v);
}

/** A move named by its type ("Wave flag"), for one its table has no words for. */
export function typeWords(a) {
  const words = String(a.type).replace(/_/g, " ");
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/** The actions an element starts: none when it is disabled or inside something hidden or inert. */
export function offeredBy(el) {
  if (!el.dataset.action || el.disabled || el.getAttribute("aria-disabled") === "true") return [];
  if (el.closest("[hidden], [inert], fieldset[disabled]")) return [];
  return el.dataset.actions ? JSON.parse(el.dataset.actions) : [JSON.parse(el.dataset.action)];
}

/**
 * The legal actions no enabled element of `root` offers. `alike(a)`: the action as a player
 * tells it apart (moves alike need one control; null: the action itself); `reachable(a, root)`:
 * whether the table offers the action some other way (a hex on the map that asks for its tiles).
 */
export function unoffered(root, legal, { alike = null, reachable = null } = {}) {
  const key = (a) => canonical(alike?.(a) ?? a);
  const offered = new Set();
  for (const el of root.querySelectorAll("[data-action]")) for (const a of offeredBy(el)) offered.add(key(a));
  return legal.filter((a) => !offered.has(key(a)) && !reachable?.(a, root));
}

/**
 * After a table is drawn: a button for each legal move it does not offer, in `into` (the prompt;
 * else the table's top), named by `words(a)`. Returns the moves that needed one (none, normally).
 */
export function reach(
  root,
  legal,
  { words = typeWords, alike = null, reachable = null, into = null, cls = null } = {},
) {
  const left = unoffered(root, legal, { alike, reachable });
  if (!left.length) return left;
  console.warn("legal moves without a control of their own on the table", left);
  const box = h(
    "div",
    { class: ["prompt-buttons", "other-moves", cls] },
    h("span", { class: "muted" }, t("ui.moves.more")),
    left.map((a, i) =>
      h(
        "button",
        { type: "button", class: "button small", dataset: actionData([a], `other-${i}-${a.type}`) },
        words(a) ?? typeWords(a),
      ),
    ),
  );
  if (into) into.append(box);
  else root.prepend(box);
  return left;
}
