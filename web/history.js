// The history bar: a slider and step buttons over 0..n moves; the table above it is read-only.

import { h } from "./dom.js";

export function historyBar({ at, length, onGo, onNow }) {
  const slider = h("input", { type: "range", min: 0, max: length, step: 1, value: at, id: "history-slider",
    "aria-label": "Move number" });
  let timer = null;
  slider.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(() => onGo(Number(slider.value)), 60);
  });
  const step = (label, text, to, disabled) =>
    h("button", { type: "button", class: "button small", "aria-label": label, title: label, disabled,
      dataset: { history: label }, onclick: () => onGo(to) }, text);
  return h("section", { class: "history-bar", "aria-label": "History" },
    h("p", { class: "history-label", role: "status", dataset: { at: String(at), length: String(length) } },
      h("strong", {}, "History"), `: step ${at} of ${length}`,
      h("span", { class: "muted" }, at === 0 ? " — the table before the first move" : at === length ? " — the table now" : " — looking back; nothing can be played here")),
    h("div", { class: "history-controls" },
      step("First", "⏮", 0, at === 0),
      step("Back", "◀", Math.max(0, at - 1), at === 0),
      slider,
      step("Forward", "▶", Math.min(length, at + 1), at === length),
      step("Last", "⏭", length, at === length),
      h("button", { type: "button", class: "button primary", id: "history-now", onclick: onNow }, "Back to the game")));
}
