// A plain table for a title that has no table of its own yet: whose turn, every legal action
// as a button, the players and the log. Enough to play and to test a new rule set.

import { h, names } from "./dom.js";
import { language, said, t } from "./i18n.js";
import { playerLabel } from "./computers.js";

const describe = (a) =>
  Object.entries(a)
    .filter(([k]) => k !== "player")
    .map(([k, v]) => (typeof v === "object" ? `${k}: ${JSON.stringify(v)}` : `${k}: ${v}`))
    .join(", ");

export function renderTable(view, { legal, readonly, computers = {} }) {
  const active = view.active_players || [];
  return h(
    "div",
    { class: "generic-table" },
    h(
      "section",
      { class: "turn-banner", dataset: { active: active.join(",") } },
      h("div", { class: "turn-who" }, names(active.map((p) => playerLabel(computers, p))) || "—"),
      h("div", { class: "turn-phase" }, view.phase_name || view.phase || ""),
    ),
    readonly
      ? null
      : h(
          "section",
          { class: "panel" },
          h("h2", {}, t("ui.generic.moves")),
          h(
            "div",
            { class: "generic-actions" },
            legal.map((a) =>
              h(
                "button",
                { type: "button", class: "button", dataset: { action: JSON.stringify(a) } },
                `${a.player}: ${a.type} — ${describe(a)}`,
              ),
            ),
          ),
        ),
    h(
      "section",
      { class: "panel" },
      h("h2", {}, t("ui.generic.table")),
      h("pre", { class: "raw-view" }, JSON.stringify({ ...view, log: undefined }, null, 1)),
    ),
    logPanel(view),
  );
}

/** The newest lines of the game's log (the view carries those; older ones are in the history).
 * The lines of the last move (the highest step; never the set-up's step 0) stand out. */
export function logPanel(view) {
  const log = view.log || [];
  const older = (view.log_length ?? log.length) - log.length;
  const last = Math.max(0, ...log.map((e) => e.step));
  return h(
    "section",
    { class: "panel log", "aria-labelledby": "log-h" },
    h("h2", { id: "log-h" }, t("ui.log.title")),
    older > 0
      ? h("p", { class: "log-older" }, t("ui.log.older", { count: older.toLocaleString(language()), n: older }))
      : null,
    h(
      "ol",
      {
        class: "log-list",
        start: older > 0 ? older + 1 : null,
        dataset: { autoscroll: "1" },
        tabindex: "0",
        "aria-label": t("ui.log.label"),
      },
      log.map((e) => {
        const latest = last > 0 && e.step === last;
        return h(
          "li",
          {
            class: latest && "last-move",
            dataset: { step: String(e.step) },
            title: latest ? t("ui.log.last_move") : null,
          },
          said(e.message, e.text),
        );
      }),
    ),
  );
}

/** A mark on what the last move changed, for players who look away and back. */
export const lastMark = () => h("span", { class: "last-mark" }, t("ui.last_move"));
