// Modal dialogs (native <dialog>): confirm, choose one of several legal actions, fill a price
// within its legal range. Nothing here decides what is legal: every choice offered is one of
// the actions Python listed, and a range is only clamped to the bounds Python gave.

import { h, append } from "./dom.js";
import { language, t } from "./i18n.js";

export const isRange = (v) =>
  v !== null &&
  typeof v === "object" &&
  !Array.isArray(v) &&
  Object.keys(v).length === 3 &&
  "min" in v &&
  "max" in v &&
  "step" in v;

/** A form's end: Cancel (`done(null)`) and its `confirm` button; submitting the form (Enter)
 * confirms with `value()` while `confirm` is enabled. */
export function confirmRow(form, confirm, done, value) {
  form.append(
    h(
      "div",
      { class: "dialog-buttons" },
      h("button", { type: "button", class: "button", onclick: () => done(null) }, t("ui.cancel")),
      confirm,
    ),
  );
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    if (!confirm.disabled) done(value());
  });
}

/** The "−" and "+" buttons beside a number field. */
export function steppers(less, more) {
  const button = (label, text, onclick) =>
    h("button", { type: "button", class: "button small", "aria-label": t(label), onclick }, text);
  return h("span", { class: "steppers" }, button("ui.dialog.less", "−", less), button("ui.dialog.more", "+", more));
}

/**
 * A modal dialog; `build(dialog, done)` fills it. `lightDismiss`: a click outside it (on the
 * backdrop) closes it as Escape does: for dialogs that only tell (help, a message), never for a
 * question or a form, where a stray click would lose what was chosen.
 * @param {(dialog: HTMLDialogElement, done: (value?: any) => void) => any} build
 * @param {{ labelledBy?: string, lightDismiss?: boolean }} [options]
 */
export function openDialog(build, { labelledBy, lightDismiss = false } = {}) {
  return new Promise((resolve) => {
    const dialog = h("dialog", { class: "dialog", "aria-labelledby": labelledBy });
    let settled = false;
    const done = (value) => {
      if (settled) return;
      settled = true;
      if (dialog.open) dialog.close();
      dialog.remove();
      resolve(value);
    };
    dialog.addEventListener("cancel", (e) => {
      e.preventDefault();
      done(null);
    });
    dialog.addEventListener("close", () => done(null));
    if (lightDismiss) {
      // the backdrop's clicks land on the dialog element itself, outside its box; a press that
      // began inside (selecting text) and ended outside is not one
      let downOutside = false;
      const outside = (e) => {
        const r = dialog.getBoundingClientRect();
        return (
          e.target === dialog &&
          (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom)
        );
      };
      dialog.addEventListener("pointerdown", (e) => {
        downOutside = outside(e);
      });
      dialog.addEventListener("click", (e) => {
        if (downOutside && outside(e)) done(null);
        downOutside = false;
      });
    }
    build(dialog, done);
    document.body.append(dialog);
    dialog.showModal();
    const first = dialog.querySelector("[autofocus]") || dialog.querySelector("input, button.primary, button");
    first?.focus();
  });
}

let uid = 0;

/** Yes/no question; resolves true on OK. */
export function confirmDialog({ title, text, ok = t("ui.ok"), cancel = t("ui.cancel"), danger = false }) {
  const id = `dlg-${++uid}`;
  return openDialog(
    (dialog, done) => {
      dialog.append(
        h("h2", { id }, title),
        ...[].concat(text || []).map((line) => h("p", {}, line)),
        h(
          "div",
          { class: "dialog-buttons" },
          h("button", { type: "button", class: "button", onclick: () => done(false) }, cancel),
          h(
            "button",
            { type: "button", class: ["button", danger ? "danger" : "primary"], onclick: () => done(true) },
            ok,
          ),
        ),
      );
    },
    { labelledBy: id },
  ).then(Boolean);
}

/** A plain message with an OK button. */
export function messageDialog({ title, text, extra = null }) {
  const id = `dlg-${++uid}`;
  return openDialog(
    (dialog, done) => {
      dialog.append(
        h("h2", { id }, title),
        ...[].concat(text || []).map((line) => h("p", {}, line)),
        ...(extra ? [extra] : []), // (append would write a null as "null")
        h(
          "div",
          { class: "dialog-buttons" },
          h("button", { type: "button", class: "button primary", onclick: () => done(true) }, t("ui.ok")),
        ),
      );
    },
    { labelledBy: id, lightDismiss: true },
  );
}

/** A small "?" beside a prompt that opens the rule it applies: our own short text, with its rule
 * book section. `prefix` names the title's rules in the catalogue (`ui.nar.rule`): the keys
 * `<prefix>.<rule>.title`, `.text` (one paragraph a line) and `.section`. */
export function ruleHelp(prefix, rule, args = {}) {
  // args: the text's placeholders (a board's own words)
  const key = `${prefix}.${rule}`;
  const title = t(`${key}.title`);
  const open = t("ui.rule.open", { rule: title });
  return h(
    "button",
    {
      type: "button",
      class: "rule-help",
      dataset: { rule },
      "aria-label": open,
      title: open,
      onclick: () =>
        messageDialog({
          title,
          text: [
            ...t(`${key}.text`, args).split("\n"),
            h("small", { class: "muted rule-source" }, t("ui.rule.source", { section: t(`${key}.section`) })),
          ],
        }),
    },
    "?",
  );
}

function snap(value, r) {
  if (!Number.isFinite(value)) return r.min;
  const k = Math.round((value - r.min) / r.step);
  return Math.min(r.max, Math.max(r.min, r.min + k * r.step));
}

/**
 * Let the player pick one of `actions` (which share a type and differ in some fields) and fill
 * its range fields. spec: {title, intro: [text], choices: {field: {label, option(value)}},
 * ranges: {field: {label, help(value, action), default?(range)}}, confirm(action) -> label}.
 * Resolves the concrete action, or null when cancelled.
 */
export function askAction(actions, spec = {}) {
  const id = `dlg-${++uid}`;
  const choiceFields = Object.keys(actions[0]).filter(
    (k) => !isRange(actions[0][k]) && actions.some((a) => JSON.stringify(a[k]) !== JSON.stringify(actions[0][k])),
  );
  return openDialog(
    (dialog, done) => {
      const form = h("form", { method: "dialog", class: "ask" });
      const state = { chosen: actions[0], values: {} };
      const confirm = h("button", { type: "submit", class: "button primary", dataset: { confirm: "1" } });
      const rangeBox = h("div", { class: "ranges" });

      const concrete = () => {
        const a = { ...state.chosen };
        for (const [k, v] of Object.entries(a)) if (isRange(v)) a[k] = state.values[k];
        return a;
      };
      const refresh = () => {
        const a = concrete();
        confirm.dataset.action = JSON.stringify(a);
        confirm.textContent = spec.confirm ? spec.confirm(a) : t("ui.confirm");
        for (const el of rangeBox.querySelectorAll("[data-help]")) {
          const f = el.dataset.help;
          el.textContent = spec.ranges?.[f]?.help ? spec.ranges[f].help(a[f], a) : "";
        }
      };
      const buildRanges = () => {
        rangeBox.replaceChildren();
        for (const [field, r] of Object.entries(state.chosen)) {
          if (!isRange(r)) continue;
          const rs = spec.ranges?.[field] || {};
          const start = snap(state.values[field] ?? (rs.default ? rs.default(r) : r.min), r);
          state.values[field] = start;
          const num = h("input", {
            type: "number",
            min: r.min,
            max: r.max,
            step: r.step,
            value: start,
            id: `${id}-${field}`,
            name: field,
            inputmode: "numeric",
            required: true,
            class: "num",
          });
          const slider = h("input", {
            type: "range",
            min: r.min,
            max: r.max,
            step: r.step,
            value: start,
            "aria-label": t("ui.dialog.slider", { label: rs.label || field }),
            tabindex: "-1",
          });
          const set = (v, from) => {
            state.values[field] = v;
            if (from !== num) num.value = v;
            if (from !== slider) slider.value = v;
            refresh();
          };
          num.addEventListener("input", () => {
            const v = Number(num.value);
            const ok = Number.isInteger(v) && v >= r.min && v <= r.max && (v - r.min) % r.step === 0;
            confirm.disabled = !ok;
            if (ok) set(v, num);
          });
          num.addEventListener("change", () => {
            confirm.disabled = false;
            set(snap(Number(num.value), r));
          });
          slider.addEventListener("input", () => {
            confirm.disabled = false;
            set(Number(slider.value), slider);
          });
          const steps = steppers(
            () => set(snap(state.values[field] - r.step, r)),
            () => set(snap(state.values[field] + r.step, r)),
          );
          rangeBox.append(
            h(
              "div",
              { class: "field" },
              h("label", { for: num.id }, rs.label || field),
              h("div", { class: "range-row" }, num, steps),
              slider,
              h(
                "div",
                { class: "range-bounds" },
                h("span", {}, rs.format ? rs.format(r.min) : r.min),
                h("span", {}, rs.format ? rs.format(r.max) : r.max),
              ),
              h("p", { class: "help", dataset: { help: field }, "aria-live": "polite" }),
            ),
          );
        }
      };

      form.append(h("h2", { id }, spec.title || t("ui.dialog.your_move")));
      for (const line of [].concat(spec.intro || [])) form.append(h("p", {}, line));
      for (const field of choiceFields) {
        const cs = spec.choices?.[field] || {};
        const group = h("fieldset", { class: "choice" }, h("legend", {}, cs.label || field));
        actions.forEach((a, i) => {
          const input = h("input", { type: "radio", name: `${id}-${field}`, value: String(i), checked: i === 0 });
          input.addEventListener("change", () => {
            state.chosen = a;
            buildRanges();
            refresh();
          });
          group.append(
            h("label", { class: "radio" }, input, h("span", {}, cs.option ? cs.option(a[field], a) : String(a[field]))),
          );
        });
        form.append(group);
      }
      form.append(rangeBox);
      confirmRow(form, confirm, done, concrete);
      buildRanges();
      refresh();
      dialog.append(form);
    },
    { labelledBy: id },
  );
}

/** Show a share link with a copy button and its length. */
export function linkDialog({ link, tooLong, onExport, copied }) {
  const id = `dlg-${++uid}`;
  return openDialog(
    (dialog, done) => {
      const area = h("textarea", { class: "link", readonly: true, rows: 4, "aria-label": t("ui.link.label") });
      area.value = link;
      const status = h("p", { class: "copy-status", role: "status" }, copied ? t("ui.link.copied") : "");
      const copy = h("button", { type: "button", class: "button primary" }, t("ui.link.copy"));
      copy.addEventListener("click", async () => {
        try {
          await navigator.clipboard.writeText(link);
          status.textContent = t("ui.link.copied");
        } catch {
          area.select();
          status.textContent = t("ui.link.copy_by_hand");
        }
      });
      const length = t("ui.link.length", { count: link.length.toLocaleString(language()), n: link.length });
      append(dialog, [
        // (dialog.append would write the null of a short link as "null")
        h("h2", { id }, t("ui.link.title")),
        h("p", {}, t("ui.link.text")),
        area,
        h("p", { class: "muted", dataset: { linkLength: String(link.length) } }, length),
        tooLong ? h("p", { class: "warning" }, t("ui.link.long")) : null,
        status,
        h(
          "div",
          { class: "dialog-buttons" },
          h(
            "button",
            {
              type: "button",
              class: "button",
              onclick: () => {
                onExport?.();
              },
            },
            t("ui.link.export"),
          ),
          copy,
          h("button", { type: "button", class: "button", onclick: () => done(true) }, t("ui.close")),
        ),
      ]);
    },
    { labelledBy: id },
  );
}
