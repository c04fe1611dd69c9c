// Small DOM helpers. Every piece of text goes in through textContent (never innerHTML), so a
// player named "<img src=x onerror=...>" is shown as those characters and nothing runs.

import { language, t } from "./i18n.js";

/**
 * h("div", {class: "x", dataset: {a: 1}, onclick: fn, title: "..."}, child, "text", [more])
 * Strings and numbers become text nodes; null/false children are skipped.
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") el.className = Array.isArray(value) ? value.filter(Boolean).join(" ") : value;
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (key === "style" && typeof value === "object") Object.assign(el.style, value);
    else if (key === "style")
      el.style.cssText = value; // CSSOM: allowed by the page's CSP, a style attribute is not
    else if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
    else if (key === "text") el.textContent = value;
    else if (value === true) el.setAttribute(key, "");
    else el.setAttribute(key, String(value));
  }
  append(el, children);
  return el;
}

export function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

const SVG = "http://www.w3.org/2000/svg";

/** svg("circle", {cx: 1, class: ["a", cond && "b"], dataset: {k: v}}, child): an SVG element, as h. */
export function svg(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "dataset") {
      for (const [k, v] of Object.entries(value)) if (v !== null && v !== undefined) el.dataset[k] = v;
    } else if (key === "class") el.setAttribute("class", [value].flat(Infinity).filter(Boolean).join(" "));
    else if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
    else el.setAttribute(key, String(value));
  }
  return append(el, children);
}

/** data-* of an element that plays one of `actions` (several: the dialog asks which). */
export function actionData(actions, key) {
  const data = { action: JSON.stringify(actions[0]), key };
  if (actions.length > 1) data.actions = JSON.stringify(actions);
  return data;
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

/** obj[key] if obj has it as its own key: a lookup by a player's name must not find an
 * object's built-ins (a player may be called "constructor" or "toString"). */
export function own(obj, key) {
  return obj && Object.hasOwn(obj, key) ? obj[key] : undefined;
}

/** Replace all children of el. */
export function fill(el, ...children) {
  el.replaceChildren();
  return append(el, children);
}

/** A short date-time in the page's language, e.g. for "last played". */
export function when(ms) {
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return "";
  const today = new Date();
  const sameDay = d.toDateString() === today.toDateString();
  return sameDay
    ? t("ui.when.today", { time: d.toLocaleTimeString(language(), { hour: "2-digit", minute: "2-digit" }) })
    : d.toLocaleString(language(), { dateStyle: "medium", timeStyle: "short" });
}

/** A list like "Ann, Bob and Cy" ("Ann, Bob und Cy"); `joiner` "or": "A, B or C". */
export function names(list, joiner = "and") {
  if (list.length <= 1) return list.join("");
  return t(`list.${joiner}`, { items: list.slice(0, -1).join(", "), last: list.at(-1) });
}

/** A text titles() sends about a title, in the page's language: the catalogue's `key`, else the
 * English titles() sent (`english`), for a title whose words are not in the catalogue yet. */
function caught(key, english) {
  const text = t(key);
  return text === key ? english : text;
}

/** A title's stand_in, stand_in_label or credits (the catalogue's title.<id>.<field>). */
export function titleText(title, field) {
  return caught(`title.${title.id}.${field}`, title[field]);
}

/** The label of a set-up option (option.<title>.<option>). */
export function optionLabel(title, name) {
  return caught(`option.${title.id}.${name}`, title.options?.[name]?.label || name);
}

/** One choice of a set-up option (option.<title>.<option>.<choice>; a choice that is not a
 * text is named by its JSON: "false", "true"). */
export function choiceLabel(title, name, choice) {
  const id = typeof choice === "string" ? choice : JSON.stringify(choice);
  return caught(`option.${title.id}.${name}.${id}`, String(choice));
}

/** Offer a text as a file download. */
export function download(filename, text, type = "application/json") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h("a", { href: url, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A passing message at the bottom of the screen (errors stay until closed). A toast belongs to
 * the screen it was said on: the next screen clears it (clearToasts). */
export function toast(message, { kind = "info", ms = 4000 } = {}) {
  const box = document.getElementById("toasts");
  if (!box) return;
  const close = h("button", { class: "toast-close", "aria-label": t("ui.dismiss"), type: "button" }, "×");
  const el = h(
    "div",
    { class: ["toast", `toast-${kind}`], role: kind === "error" ? "alert" : "status" },
    h("span", { class: "toast-text" }, message),
    close,
  );
  close.addEventListener("click", () => el.remove());
  box.append(el);
  if (kind !== "error") setTimeout(() => el.remove(), ms);
  return el;
}

/** Take every toast away: the screen they were said on is gone (app.js, on each new screen). */
export function clearToasts() {
  document.getElementById("toasts")?.replaceChildren();
}
