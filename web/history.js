// The history bar: a slider and step buttons over 0..n moves; the table above it is read-only.

import { h } from "./dom.js";
import { t } from "./i18n.js";

export function historyBar({ at, length, onGo, onNow }) {
  const slider = h("input", { type: "range", min: 0, max: length, step: 1, value: at, id: "history-slider",
    "aria-label": t("ui.history.slider") });
  let timer = null;
  slider.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(() => onGo(Number(slider.value)), 60);
  });
  // id: the button's data-history (the same in every language), key: its label
  const step = (id, key, text, to, disabled) =>
    h("button", { type: "button", class: "button small", "aria-label": t(key), title: t(key), disabled,
      dataset: { history: id }, onclick: () => onGo(to) }, text);
  const where = at === 0 ? "ui.history.at_start" : at === length ? "ui.history.at_now" : "ui.history.looking_back";
  return h("section", { class: "history-bar", "aria-label": t("ui.history.title") },
    h("p", { class: "history-label", role: "status", dataset: { at: String(at), length: String(length) } },
      h("strong", {}, t("ui.history.title")), ": ", t("ui.history.step", { at, length }),
      h("span", { class: "muted" }, " — ", t(where))),
    h("div", { class: "history-controls" },
      step("First", "ui.history.first", "⏮", 0, at === 0), // i18n-ignore: data-history ids
      step("Back", "ui.history.back", "◀", Math.max(0, at - 1), at === 0), // i18n-ignore: data-history ids
      slider,
      step("Forward", "ui.history.forward", "▶", Math.min(length, at + 1), at === length), // i18n-ignore: data-history ids
      step("Last", "ui.history.last", "⏭", length, at === length), // i18n-ignore: data-history ids
      h("button", { type: "button", class: "button primary", id: "history-now", onclick: onNow }, t("ui.history.now"))));
}
