// The history bar: a slider and step buttons over 0..n moves; the table above it is read-only.

import { h, svg } from "./dom.js";
import { t } from "./i18n.js";

// the step buttons' icons, drawn (a font may have no glyph for ⏮ or ⏭): a triangle pointing the
// way, with a bar at the end for the first and the last move
const ICONS = {
  First: ["M3 3h2v10H3z", "M13 3v10L6 8z"], // i18n-ignore: SVG paths
  Back: ["M12 3v10L5 8z"], // i18n-ignore: an SVG path
  Forward: ["M4 3v10l7-5z"], // i18n-ignore: an SVG path
  Last: ["M3 3v10l7-5z", "M11 3h2v10h-2z"], // i18n-ignore: SVG paths
};
const icon = (id) =>
  svg(
    "svg",
    { class: "icon", viewBox: "0 0 16 16", width: 16, height: 16, "aria-hidden": "true", focusable: "false" },
    ICONS[id].map((d) => svg("path", { d, fill: "currentColor" })),
  );

export function historyBar({ at, length, onGo, onNow }) {
  const slider = h("input", {
    type: "range",
    min: 0,
    max: length,
    step: 1,
    value: at,
    id: "history-slider",
    "aria-label": t("ui.history.slider"),
  });
  let timer = null;
  slider.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(() => onGo(Number(slider.value)), 60);
  });
  // id: the button's data-history (the same in every language), key: its label, keyHint: its key
  const step = (id, key, keyHint, to, disabled) =>
    h(
      "button",
      {
        type: "button",
        class: "button small",
        "aria-label": t(key),
        title: `${t(key)} · ${t(keyHint)}`,
        disabled,
        dataset: { history: id },
        onclick: () => onGo(to),
      },
      icon(id),
    );
  const where = at === 0 ? "ui.history.at_start" : at === length ? "ui.history.at_now" : "ui.history.looking_back";
  return h(
    "section",
    { class: "history-bar", "aria-label": t("ui.history.title") },
    h(
      "p",
      { class: "history-label", role: "status", dataset: { at: String(at), length: String(length) } },
      h("strong", {}, t("ui.history.title")),
      ": ",
      t("ui.history.step", { at, length }),
      h("span", { class: "muted" }, " — ", t(where)),
    ),
    h(
      "div",
      { class: "history-controls" },
      step("First", "ui.history.first", "ui.keys.history_first", 0, at === 0), // i18n-ignore: data-history ids
      step("Back", "ui.history.back", "ui.keys.history_back", Math.max(0, at - 1), at === 0), // i18n-ignore: data-history ids
      slider,
      step("Forward", "ui.history.forward", "ui.keys.history_forward", Math.min(length, at + 1), at === length), // i18n-ignore: data-history ids
      step("Last", "ui.history.last", "ui.keys.history_last", length, at === length), // i18n-ignore: data-history ids
      h("button", { type: "button", class: "button primary", id: "history-now", onclick: onNow }, t("ui.history.now")),
    ),
  );
}
