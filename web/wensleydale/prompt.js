// The Wensleydale/Nürnberg table's turn banner and question: the prompt made from the legal
// moves, the rules help, and paying in one step.

import { h, actionData } from "../dom.js";
import { confirmRow, openDialog, ruleHelp as sharedRuleHelp, steppers } from "../dialogs.js";
import { t } from "../i18n.js";
import { playerLabel } from "../computers.js";
import { company, influence, msg, of, say, source } from "./common.js";

// --- whose turn, and what to do ---

export function turnBanner(ctx) {
  const { view } = ctx;
  const over = view.phase === "over";
  return h(
    "section",
    { class: "turn-banner", dataset: { active: view.active_players.join(",") }, "aria-label": t("ui.wd.whose_turn") },
    h(
      "div",
      { class: "turn-line" },
      h(
        "span",
        { class: "turn-who" },
        over
          ? t("ui.wd.phase.over")
          : t("ui.wd.names", { players: view.active_players.map((p) => playerLabel(ctx.computers, p)) }),
      ),
      h("span", { class: "turn-sep", "aria-hidden": "true" }, " — "),
      h(
        "span",
        { class: "turn-phase" },
        over && view.result ? t("ui.wd.wins", { player: view.result.ranking[0] }) : t(`ui.wd.phase.${view.phase}`),
      ),
    ),
    h(
      "div",
      { class: "turn-meta" },
      h("span", {}, t("ui.wd.round", { round: view.round, rounds: view.rounds })),
      h("span", {}, t("ui.wd.player_order", { order: view.player_order.join(" → ") })),
      h("span", {}, t("ui.wd.displays", { side: view.side })),
    ),
  );
}

/** What a line costs: "3 build points + 1 white influence". */
export function costText(cost) {
  const parts = [t("ui.wd.build_points", { n: cost.points })];
  for (const c of ["white", "red", "green"]) if (cost[c]) parts.push(t(`wd.influence.${c}`, { n: cost[c] }));
  return parts.join(" + ");
}

function button(actions, key, label, title) {
  return h("button", { type: "button", class: "button", title, dataset: actionData(actions, key) }, label);
}

// the rule each phase's prompt applies (ui.wd.rule.<rule>.*); a payment has its own
const RULE_OF = {
  auction: "auction",
  credit: "credit",
  track_building: "build",
  transport: "transport",
  takeovers: "takeovers",
};

/** The "?" beside a prompt: the rule it applies, in our words, with the rule book's phase; each
 * board names its own goods, terrain and dearer borders. */
export const ruleHelp = (rule, board) => sharedRuleHelp("ui.wd.rule", rule, ruleArgs(board));

/** The rules help's words for a board ({id, goods}: the view's board, or the title's in the
 * catalogue, for the home screen's "How to play"). */
const ruleArgs = (board) => ({
  quarry: board.goods.quarry,
  field: board.goods.field,
  where: msg(`ui.wd.rule.where.${board.id}`),
  dear: msg(`ui.wd.rule.dear.${board.id}`),
  barred: msg(`ui.wd.rule.barred.${board.id}`),
});

/** The rules behind the "?" helps, in the order of play (the home screen's "How to play"), in
 * the words of the title's board. */
export const ruleTopics = (title) => ({
  prefix: "ui.wd.rule",
  topics: ["auction", "credit", "build", "pay_build", "transport", "pay_train", "scoring", "takeovers", "end"],
  args: ruleArgs(title.board),
});

/** The question of the moment, in sentences made from the legal moves (never from the phase
 * alone): each sentence that asks for moves names their types in data-moves; a kind of move
 * the player might look for and cannot make now is said, with why (view.cannot). */
export function prompt(ctx) {
  const { view } = ctx;
  const who = view.active_players[0];
  const followUp = !!view.payment || view.phase === "credit";
  const box = h("section", {
    class: ["prompt", followUp && "follow-up"],
    "aria-label": t("ui.wd.your_move"),
    dataset: { prompt: view.payment ? "pay" : view.phase },
  });
  const buttons = h("div", { class: "prompt-buttons" });
  const parts = [];
  const legal = (type) => of(ctx, type).length > 0;
  // a sentence asking for moves of `type`, only when they are on offer
  const ask = (type, key, args = {}) => {
    if (legal(type)) parts.push(h("span", { class: "ask", dataset: { moves: type } }, t(key, args)));
  };
  const note = (text) => parts.push(h("span", { class: "why" }, text));
  const why = (type) => {
    const m = view.cannot?.[type];
    if (m && !legal(type)) note(say(m));
  };
  let rule = RULE_OF[view.phase];
  if (view.payment) {
    rule = view.payment.purpose === "build" ? "pay_build" : "pay_train";
    ask("pay", `ui.wd.prompt.${rule}`, { n: view.payment.points });
    payButton(ctx, buttons, t(`ui.wd.prompt.${rule}`, { n: view.payment.points }));
  } else if (view.phase === "auction") {
    ask("bid", "ui.wd.prompt.bid");
  } else if (view.phase === "credit") {
    ask("choose_influence", "ui.wd.prompt.choose_influence");
    for (const a of of(ctx, "choose_influence"))
      buttons.append(button([a], `choose-${a.colour}`, t(`ui.wd.take.${a.colour}`)));
  } else if (view.phase === "track_building") {
    const done = of(ctx, "build_done")[0];
    if (view.build && view.build.borders.length) {
      if (done) note(t("ui.wd.prompt.line", { n: view.build.borders.length, cost: costText(done.cost) }));
      ask("build_border", "ui.wd.prompt.build_on_border");
      ask("build_done", "ui.wd.prompt.build_done");
    } else {
      ask("build_start", "ui.wd.prompt.build_start");
      ask("build_border", "ui.wd.prompt.build_border");
      ask("build_done", "ui.wd.prompt.build_done");
    }
    if (done) buttons.append(button([done], "build-done", t("ui.wd.finish_line", { cost: costText(done.cost) })));
  } else if (view.phase === "transport") {
    ask("buy_train", "ui.wd.prompt.buy_train");
    ask("transport", "ui.wd.prompt.transport");
    why("transport");
    why("buy_train");
  } else if (view.phase === "takeovers") {
    ask("takeover_start", "ui.wd.prompt.takeover_start");
    if (view.takeover)
      ask("takeover_border", "ui.wd.prompt.takeover_border", { company: company(view.board, view.takeover.company) });
    ask("takeover_done", "ui.wd.prompt.takeover_done");
    const done = of(ctx, "takeover_done")[0];
    if (done) {
      buttons.append(
        button(
          [done],
          "takeover-done",
          t("ui.wd.hand_over", { n: done.pieces, influence: influence(done.company, done.influence) }),
        ),
      );
    }
  }
  const pass = of(ctx, "pass")[0];
  if (pass) {
    const phase = ["track_building", "transport", "takeovers"].includes(view.phase) ? view.phase : "other";
    if (phase !== "other") ask("pass", `ui.wd.prompt.pass.${phase}`);
    buttons.append(button([pass], "pass", t(`ui.wd.pass.${phase}`)));
  }
  const sentences = parts.flatMap((part, i) => (i ? [" ", part] : [part]));
  box.append(
    h(
      "p",
      {},
      who ? h("span", { class: "who" }, t("ui.wd.prompt.who", { player: who }), " ") : null,
      sentences,
      rule ? [" ", ruleHelp(rule, view.board)] : null,
    ),
  );
  if (buttons.children.length) box.append(buttons);
  return box;
}

// --- paying in one step ---

// A payment is several "pay" actions (one per source: cubes, an influence colour). The player
// fills one dialog for all of them; the parts are then sent one by one, each the concrete form
// of a pay action Python lists at that moment. A part Python no longer lists (it paid the rest
// by itself, or the game moved on) ends the plan, and the prompt offers the dialog again.
const paying = { plan: null }; // {game, step, player, parts: [{source, amount}]}

function payButton(ctx, buttons, why) {
  const offers = of(ctx, "pay");
  if (!offers.length) return;
  const next = nextPart(ctx, offers);
  if (next) {
    const el = button([next], "pay-next", t("ui.wd.pay.paying"));
    el.classList.add("paying");
    buttons.append(el);
    setTimeout(() => sendPart(el)); // once the table is on the page (a table drawn twice sends from the newer)
    return;
  }
  const points = ctx.view.payment.points;
  // it stands for every part of the payment (data-actions), and asks for them in its own dialog
  // instead of the game screen's one-action question
  buttons.append(
    h(
      "button",
      {
        type: "button",
        class: "button primary",
        dataset: { ...actionData(offers, "pay"), payDialog: "1" },
        onclick: (e) => {
          e.stopPropagation();
          payDialog(ctx, offers, why, e.currentTarget);
        },
      },
      t("ui.wd.pay.open", { n: points }),
    ),
  );
}

/** The plan's next part as a concrete legal action, or null (and the plan is dropped). */
function nextPart(ctx, offers) {
  const plan = paying.plan;
  const part = plan?.parts[0];
  const offer =
    part &&
    plan.game === ctx.gameId &&
    plan.step === ctx.view.step &&
    plan.player === ctx.view.payment.player &&
    offers.find((o) => o.source === part.source && o.amount.min <= part.amount && part.amount <= o.amount.max);
  if (!offer) {
    paying.plan = null;
    return null;
  }
  return { ...offer, amount: part.amount };
}

/** Send the plan's next part by clicking its button, if that button is still on the table. */
function sendPart(el) {
  if (!el.isConnected || !paying.plan) return;
  paying.plan.parts.shift();
  paying.plan.step += 1;
  el.click();
}

async function payDialog(ctx, offers, why, anchor) {
  const points = ctx.view.payment.points;
  const parts = await openDialog(
    (dialog, done) => {
      const form = h("form", { method: "dialog", class: "ask wd-pay" });
      const confirm = h(
        "button",
        { type: "submit", class: "button primary", dataset: { confirm: "1" } },
        t("ui.wd.pay.confirm_all", { n: points }),
      );
      const status = h("p", { class: "help", "aria-live": "polite" });
      const inputs = [];
      let left = points;
      const rows = offers.map((o) => {
        const start = Math.min(o.amount.max, left); // cubes first, then the colours, as listed
        left -= start;
        const input = h("input", {
          type: "number",
          class: "num",
          name: o.source,
          min: 0,
          max: o.amount.max,
          step: 1,
          value: start,
          inputmode: "numeric",
          id: `wd-pay-${o.source}`,
        });
        inputs.push(input);
        const set = (v) => {
          input.value = Math.max(0, Math.min(o.amount.max, v));
          refresh();
        };
        input.addEventListener("input", refresh);
        return h(
          "div",
          { class: "field pay-row" },
          h(
            "label",
            { for: input.id },
            say(source(o.source)),
            " ",
            h("span", { class: "muted" }, t("ui.wd.pay.up_to", { max: o.amount.max })),
          ),
          h(
            "div",
            { class: "range-row" },
            input,
            steppers(
              () => set(Number(input.value) - 1),
              () => set(Number(input.value) + 1),
            ),
          ),
        );
      });
      function amounts() {
        return offers.map((o, i) => ({ source: o.source, amount: Number(inputs[i].value) }));
      }
      function refresh() {
        const chosen = amounts();
        const ok = chosen.every(
          (c, i) => Number.isInteger(c.amount) && c.amount >= 0 && c.amount <= offers[i].amount.max,
        );
        const sum = chosen.reduce((n, c) => n + c.amount, 0);
        status.textContent = t("ui.wd.pay.chosen", { chosen: sum, n: points });
        confirm.disabled = !ok || sum !== points;
      }
      form.append(
        h("h2", { id: "wd-pay-h" }, t("ui.wd.pay.dialog_title", { n: points })),
        h("p", {}, why),
        ...rows,
        status,
      );
      confirmRow(form, confirm, done, () => amounts().filter((c) => c.amount > 0));
      refresh();
      dialog.append(form);
    },
    { labelledBy: "wd-pay-h" },
  );
  if (!parts || !anchor.isConnected) return;
  paying.plan = { game: ctx.gameId, step: ctx.view.step, player: ctx.view.payment.player, parts };
  const first = nextPart(ctx, offers);
  if (!first) return;
  const el = button([first], "pay-next", t("ui.wd.pay.paying"));
  el.hidden = true;
  anchor.after(el);
  sendPart(el);
}
