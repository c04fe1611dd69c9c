// The keys the game screen answers (game.js), listed in a dialog: "?" or the toolbar's "Keys".

import { h } from "./dom.js";
import { openDialog } from "./dialogs.js";
import { t } from "./i18n.js";

// each row: the catalogue's ui.keys.row.<id>.keys (the keys, as the keyboard names them in the
// page's language, separated by " / ") and .what
const ROWS = ["enter", "pass", "undo", "history", "step", "ends", "escape", "keys"];

/** The list of keys, in a dialog (a click outside it closes it). */
export function showKeys() {
  const id = "keys-h";
  return openDialog(
    (dialog, done) => {
      dialog.classList.add("keys-dialog");
      dialog.append(
        h("h2", { id }, t("ui.keys.title")),
        h(
          "table",
          { class: "keys-table" },
          h(
            "tbody",
            {},
            ROWS.map((row) =>
              h(
                "tr",
                { dataset: { keys: row } },
                h(
                  "th",
                  { scope: "row" },
                  t(`ui.keys.row.${row}.keys`)
                    .split(" / ")
                    .map((k, i) => [i ? " " : null, h("kbd", {}, k)]),
                ),
                h("td", {}, t(`ui.keys.row.${row}.what`)), // i18n-ignore: a key (the row's .what)
              ),
            ),
          ),
        ),
        h("p", { class: "muted small" }, t("ui.keys.note")),
        h(
          "div",
          { class: "dialog-buttons" },
          h("button", { type: "button", class: "button primary", onclick: () => done(true) }, t("ui.close")),
        ),
      );
    },
    { labelledBy: id, lightDismiss: true },
  );
}
