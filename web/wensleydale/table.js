// The table of Last Train to Wensleydale and First Train to Nürnberg (one rule set, two boards):
// the board as an SVG area map drawn from the view's coordinates, the influence display with its
// bids, the influence, profit/loss and order tracks, the train display, the players, the log.
// Every legal move is an element carrying data-action (the action's JSON, as Python listed it);
// one that stands for several actions (a load that fits several trains) also carries
// data-actions, and the dialog asks which. Nothing here decides what is legal.

import { h, actionData, groupBy, svg as s } from "../dom.js";
import { openDialog, ruleHelp as sharedRuleHelp } from "../dialogs.js";
import { t } from "../i18n.js";
import { lastMark, logPanel } from "../table-generic.js";
import { computerMark, playerLabel } from "../computers.js";
import { reach } from "../reach.js";
import { moveWords } from "./words.js";

export { moveWords };

const SEAT_COLOURS = ["#e07b24", "#2f6fb5", "#7d3c98", "#1a8a7a"]; // orange, blue, purple, teal
const INFLUENCE = ["white", "brown", "red", "green"];
const COMPANIES = ["red", "green"];

if (!document.querySelector("link[data-table-css='wensleydale']")) {
  document.head.append(h("link", { rel: "stylesheet", href: "wensleydale/table.css", dataset: { tableCss: "wensleydale" } }));
}

function playable(actions, key, label) {
  return { dataset: actionData(actions, key), tabindex: 0, role: "button", "aria-label": label };
}

function context(view, legal, last, computers) {
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
export function seatMarks(names) {
  const initial = (name) => (Array.from(name.trim())[0] || "?").toUpperCase();
  const longer = (name, seat) => {
    const digits = name.match(/\d+/)?.[0];
    const letters = Array.from(name.trim()).slice(1).filter((c) => /\p{L}/u.test(c));
    return [digits && initial(name) + digits, letters[0] && initial(name) + letters[0].toLowerCase(), `${initial(name)}${seat + 1}`].filter(Boolean);
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

const of = (ctx, type) => ctx.byType.get(type) || [];
// words the rules' catalogue already has, as message arguments ({key, args})
const msg = (key, args = {}) => ({ key, args });
const say = (m) => t(m.key, m.args);
const influence = (colour, n) => msg(`wd.influence.${colour}`, { n }); // "2 white influence"
const source = (from) => msg(`wd.source.${from}`); // "cubes", "white influence" (paying with)
const loadMsg = (load) => msg(`wd.load.${load}`); // "a red passenger", "cheese"
const kind = (load) => msg(`ui.wd.kind.${load}`); // "red passenger", "cheese"
const influenceName = (colour) => t(`ui.wd.influence_name.${colour}`); // "government (white) influence"
const signed = (n) => (n > 0 ? `+${n}` : `${n}`);

/** A company as the log names it: its name on the board, else by its colour ("the red company"). */
function company(board, colour) {
  const name = board.companies?.[colour];
  return name ? msg("wd.company.named", { name }) : msg(`wd.company.${colour}`);
}

/** Players stacked on one space, the top first: "Ann on top of Bob on top of Cy". */
function onTop(stack) {
  return stack.length < 2 ? stack.join("") : msg("ui.wd.on_top", { top: stack[0], below: onTop(stack.slice(1)) });
}

/** The player's colour as a style attribute (a custom property cannot be assigned to .style). */
const pc = (ctx, name) => `--pc: ${ctx.colour[name] || "#777"}`;

function chip(ctx, name, extra = {}) {
  return h("span", { class: "wd-chip", style: pc(ctx, name), ...extra }, name);
}

/** The names of the phases (a saved game's summary, storage.js): `ui.wd.phase.<phase>`. */
export const phaseKey = "ui.wd.phase.";

export function renderTable(view, { legal = [], readonly = false, last = null, computers = {}, gameId = "" } = {}) {
  const ctx = { ...context(view, readonly ? [] : legal, last, computers), gameId };
  const panels = { influence: influenceDisplay, trains: trainDisplay, board: boardPanel };
  const focus = FOCUS[view.phase] || ["board"];
  const order = [...focus, ...Object.keys(panels).filter((p) => !focus.includes(p))];
  const head = h("div", { class: "wd-head" },
    turnBanner(ctx),
    readonly || view.phase === "over" ? null : prompt(ctx));
  const table = h("div", { class: ["wd-table", readonly && "readonly"], dataset: { phase: view.phase, board: view.board.id, step: String(view.step),
    focus: focus.join(" ") } },
    // the turn and the question stay at the top of the window, so a follow-up question (the
    // colour of a two-coloured marker, a payment) is seen where the player is looking
    head,
    h("div", { class: "wd-grid" },
      // what the player acts on now comes first, right under the question
      h("div", { class: "wd-main" }, order.map((p) => panels[p](ctx, focus.includes(p)))),
      h("div", { class: "wd-side" },
        ordersPanel(ctx),
        playersPanel(ctx),
        tracksPanel(ctx),
        logPanel(view))));
  // every legal move within reach (reach.js); a payment is offered by its dialog's button
  reach(table, ctx.legal, { words: (a) => moveWords(view, a), into: table.querySelector(".prompt"),
    reachable: (a, root) => a.type === "pay" && !!root.querySelector("[data-pay-dialog]") });
  fitUnderHead(table, head);
  showFollowUp(table);
  return table;
}

/** A follow-up question (a marker's colour after the auction, a payment) asks about the move
 * just made: where the question scrolls with the table (a phone), it is brought into view. */
function showFollowUp(table) {
  const question = table.querySelector(".prompt.follow-up");
  if (!question) return;
  requestAnimationFrame(() => {
    // on a laptop the question sticks under the banner and is always in view
    if (!question.isConnected || getComputedStyle(question.parentElement).display !== "contents") return;
    const r = question.getBoundingClientRect();
    const covered = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    if (r.top < covered - 1 || r.bottom > innerHeight + 1) question.scrollIntoView({ block: "start" });
  });
}

// the panels each phase acts on, in the order they follow the question (the others come after)
const FOCUS = { auction: ["influence"], credit: ["influence"], track_building: ["board"], transport: ["trains", "board"], takeovers: ["board"] };
const MIN_FRAME = 240; // px: the least height of the map's frame

/** What sticks (the banner and question; on a phone the banner only) must never cover what the
 * question asks about: whatever is scrolled to stops below it (scroll-margin), and a map the
 * player acts on is framed to fit the window's height below the question together with the
 * panels before it (the map scrolls inside its frame). */
function fitUnderHead(table, head) {
  const fit = () => {
    if (!table.isConnected) { // a table drawn anew replaced this one
      if (fitOnResize === fit) fitOnResize = null;
      return watch.disconnect();
    }
    // on a phone only the banner sticks (the question scrolls with the table): its height is what covers
    const sticky = getComputedStyle(head).display === "contents" ? head.querySelector(".turn-banner") : head;
    const headHeight = sticky ? sticky.getBoundingClientRect().height : 0;
    // the page keeps a margin of its own for the other tables' banners (scroll-padding): the rest is ours
    const pagePadding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    table.style.setProperty("--wd-scroll-margin", `${Math.max(0, Math.ceil(headHeight + 8 - pagePadding))}px`);
    const wrap = table.querySelector(".wd-board.focus .wd-map-wrap");
    if (!wrap) return;
    // the map's frame starts this far below what the player scrolls to: the panels (on a phone
    // the question, which scrolls with them, and the page's own scroll padding come first)
    const question = sticky === head ? null : head.querySelector(".prompt");
    const from = (question || table.querySelector(".wd-main")).getBoundingClientRect().top;
    const top = question ? Math.max(headHeight, pagePadding) : headHeight;
    const room = innerHeight - top - (wrap.getBoundingClientRect().top - from) - 20;
    wrap.style.maxHeight = `${Math.max(MIN_FRAME, Math.floor(room))}px`;
  };
  const watch = new ResizeObserver(fit);
  watch.observe(head);
  const question = head.querySelector(".prompt");
  if (question) watch.observe(question);
  fitOnResize = fit;
}

// the table drawn last fits itself again when the window changes (one listener for every draw)
let fitOnResize = null;
addEventListener("resize", () => fitOnResize?.());

// --- whose turn, and what to do ---

function turnBanner(ctx) {
  const { view } = ctx;
  const over = view.phase === "over";
  return h("section", { class: "turn-banner", dataset: { active: view.active_players.join(",") }, "aria-label": t("ui.wd.whose_turn") },
    h("div", { class: "turn-line" },
      h("span", { class: "turn-who" }, over ? t("ui.wd.phase.over")
        : t("ui.wd.names", { players: view.active_players.map((p) => playerLabel(ctx.computers, p)) })),
      h("span", { class: "turn-sep", "aria-hidden": "true" }, " — "),
      h("span", { class: "turn-phase" }, over && view.result ? t("ui.wd.wins", { player: view.result.ranking[0] }) : t(`ui.wd.phase.${view.phase}`))),
    h("div", { class: "turn-meta" },
      h("span", {}, t("ui.wd.round", { round: view.round, rounds: view.rounds })),
      h("span", {}, t("ui.wd.player_order", { order: view.player_order.join(" → ") })),
      h("span", {}, t("ui.wd.displays", { side: view.side }))));
}

/** What a line costs: "3 build points + 1 white influence". */
function costText(cost) {
  const parts = [t("ui.wd.build_points", { n: cost.points })];
  for (const c of ["white", "red", "green"]) if (cost[c]) parts.push(t(`wd.influence.${c}`, { n: cost[c] }));
  return parts.join(" + ");
}

function button(actions, key, label, title) {
  return h("button", { type: "button", class: "button", title, dataset: actionData(actions, key) }, label);
}

// the rule each phase's prompt applies (ui.wd.rule.<rule>.*); a payment has its own
const RULE_OF = { auction: "auction", credit: "credit", track_building: "build", transport: "transport", takeovers: "takeovers" };

/** The "?" beside a prompt: the rule it applies, in our words, with the rule book's phase; each
 * board names its own goods, terrain and dearer borders. */
const ruleHelp = (rule, board) => sharedRuleHelp("ui.wd.rule", rule, ruleArgs(board));

/** The rules help's words for a board ({id, goods}: the view's board, or the title's in the
 * catalogue, for the home screen's "How to play"). */
export const ruleArgs = (board) => ({
  quarry: board.goods.quarry, field: board.goods.field,
  where: msg(`ui.wd.rule.where.${board.id}`), dear: msg(`ui.wd.rule.dear.${board.id}`), barred: msg(`ui.wd.rule.barred.${board.id}`),
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
function prompt(ctx) {
  const { view } = ctx;
  const who = view.active_players[0];
  const followUp = !!view.payment || view.phase === "credit";
  const box = h("section", { class: ["prompt", followUp && "follow-up"], "aria-label": t("ui.wd.your_move"), dataset: { prompt: view.payment ? "pay" : view.phase } });
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
    for (const a of of(ctx, "choose_influence")) buttons.append(button([a], `choose-${a.colour}`, t(`ui.wd.take.${a.colour}`)));
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
    if (view.takeover) ask("takeover_border", "ui.wd.prompt.takeover_border", { company: company(view.board, view.takeover.company) });
    ask("takeover_done", "ui.wd.prompt.takeover_done");
    const done = of(ctx, "takeover_done")[0];
    if (done) {
      buttons.append(button([done], "takeover-done",
        t("ui.wd.hand_over", { n: done.pieces, influence: influence(done.company, done.influence) })));
    }
  }
  const pass = of(ctx, "pass")[0];
  if (pass) {
    const phase = ["track_building", "transport", "takeovers"].includes(view.phase) ? view.phase : "other";
    if (phase !== "other") ask("pass", `ui.wd.prompt.pass.${phase}`);
    buttons.append(button([pass], "pass", t(`ui.wd.pass.${phase}`)));
  }
  const sentences = parts.flatMap((part, i) => (i ? [" ", part] : [part]));
  box.append(h("p", {}, who ? h("span", { class: "who" }, t("ui.wd.prompt.who", { player: who }), " ") : null,
    sentences, rule ? [" ", ruleHelp(rule, view.board)] : null));
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
  buttons.append(h("button", { type: "button", class: "button primary", dataset: { ...actionData(offers, "pay"), payDialog: "1" },
    onclick: (e) => {
      e.stopPropagation();
      payDialog(ctx, offers, why, e.currentTarget);
    } }, t("ui.wd.pay.open", { n: points })));
}

/** The plan's next part as a concrete legal action, or null (and the plan is dropped). */
function nextPart(ctx, offers) {
  const plan = paying.plan;
  const part = plan?.parts[0];
  const offer = part && plan.game === ctx.gameId && plan.step === ctx.view.step && plan.player === ctx.view.payment.player
    && offers.find((o) => o.source === part.source && o.amount.min <= part.amount && part.amount <= o.amount.max);
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
  const parts = await openDialog((dialog, done) => {
    const form = h("form", { method: "dialog", class: "ask wd-pay" });
    const confirm = h("button", { type: "submit", class: "button primary", dataset: { confirm: "1" } }, t("ui.wd.pay.confirm_all", { n: points }));
    const status = h("p", { class: "help", "aria-live": "polite" });
    const inputs = [];
    let left = points;
    const rows = offers.map((o) => {
      const start = Math.min(o.amount.max, left); // cubes first, then the colours, as listed
      left -= start;
      const input = h("input", { type: "number", class: "num", name: o.source, min: 0, max: o.amount.max, step: 1,
        value: start, inputmode: "numeric", id: `wd-pay-${o.source}` });
      inputs.push(input);
      const set = (v) => { input.value = Math.max(0, Math.min(o.amount.max, v)); refresh(); };
      input.addEventListener("input", refresh);
      return h("div", { class: "field pay-row" },
        h("label", { for: input.id }, say(source(o.source)), " ", h("span", { class: "muted" }, t("ui.wd.pay.up_to", { max: o.amount.max }))),
        h("div", { class: "range-row" }, input, h("span", { class: "steppers" },
          h("button", { type: "button", class: "button small", "aria-label": t("ui.dialog.less"), onclick: () => set(Number(input.value) - 1) }, "−"),
          h("button", { type: "button", class: "button small", "aria-label": t("ui.dialog.more"), onclick: () => set(Number(input.value) + 1) }, "+"))));
    });
    function amounts() {
      return offers.map((o, i) => ({ source: o.source, amount: Number(inputs[i].value) }));
    }
    function refresh() {
      const chosen = amounts();
      const ok = chosen.every((c, i) => Number.isInteger(c.amount) && c.amount >= 0 && c.amount <= offers[i].amount.max);
      const sum = chosen.reduce((n, c) => n + c.amount, 0);
      status.textContent = t("ui.wd.pay.chosen", { chosen: sum, n: points });
      confirm.disabled = !ok || sum !== points;
    }
    form.append(h("h2", { id: "wd-pay-h" }, t("ui.wd.pay.dialog_title", { n: points })), h("p", {}, why), ...rows, status,
      h("div", { class: "dialog-buttons" }, h("button", { type: "button", class: "button", onclick: () => done(null) }, t("ui.cancel")), confirm));
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      if (!confirm.disabled) done(amounts().filter((c) => c.amount > 0));
    });
    refresh();
    dialog.append(form);
  }, { labelledBy: "wd-pay-h" });
  if (!parts || !anchor.isConnected) return;
  paying.plan = { game: ctx.gameId, step: ctx.view.step, player: ctx.view.payment.player, parts };
  const first = nextPart(ctx, offers);
  if (!first) return;
  const el = button([first], "pay-next", t("ui.wd.pay.paying"));
  el.hidden = true;
  anchor.after(el);
  sendPart(el);
}

// --- the board ---

const cellCache = new Map();

/** Each area's cell: the points nearer its centre than any other's, inside the board. */
function cells(board) {
  const key = `${board.id}:${board.areas.length}`;
  if (cellCache.has(key)) return cellCache.get(key);
  const [w, hgt] = board.size;
  const out = {};
  for (const a of board.areas) {
    let poly = [[0, 0], [w, 0], [w, hgt], [0, hgt]];
    for (const o of board.areas) {
      if (o === a) continue;
      const nx = o.x - a.x;
      const ny = o.y - a.y;
      poly = clip(poly, nx, ny, (o.x * o.x + o.y * o.y - a.x * a.x - a.y * a.y) / 2);
    }
    out[a.id] = poly;
  }
  cellCache.set(key, out);
  return out;
}

/** The part of a polygon where nx*x + ny*y <= c. */
function clip(poly, nx, ny, c) {
  const out = [];
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % poly.length];
    const fp = nx * p[0] + ny * p[1] - c;
    const fq = nx * q[0] + ny * q[1] - c;
    if (fp <= 0) out.push(p);
    if ((fp < 0 && fq > 0) || (fp > 0 && fq < 0)) {
      const f = fp / (fp - fq);
      out.push([p[0] + f * (q[0] - p[0]), p[1] + f * (q[1] - p[1])]);
    }
  }
  return out;
}

const points = (poly) => poly.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");

// The map is drawn in the board's own units; a target (a place to start a line, a border to
// build across, a load to pick up) is a round badge at its place, at least TARGET_PX across on
// the screen (TOUCH_PX on a phone or a touch screen), pushed apart until no two overlap; a thin
// leader joins a badge moved off its place. The map can be zoomed; on a phone it opens zoomed.
const TARGET_PX = 28;
const TOUCH_PX = 46;
const PHONE = "(max-width: 560px)";
const ZOOMS = [1, 1.5, 2, 2.5, 3, 4];
// the player's zoom and panning of each game's map, kept across redraws of that game only
const mapViews = new Map(); // game id -> {zoom, scroll, centred}
const mapView = (gameId) => {
  if (!mapViews.has(gameId)) mapViews.set(gameId, { zoom: null, scroll: null, centred: null });
  return mapViews.get(gameId);
};

const touch = () => matchMedia(PHONE).matches || matchMedia("(pointer: coarse)").matches;

function boardPanel(ctx, focus) {
  const { view } = ctx;
  const board = view.board;
  const [w, hgt] = board.size;
  // a place a badge leads to is named by the badge's caption instead
  const moves = targets(ctx);
  const captioned = new Set(ctx.extensions.map((x) => x.to));
  const map = s("svg", { class: "wd-map", viewBox: `0 0 ${w} ${hgt}`, role: "group", "aria-label": t("ui.wd.board.label", { board: board.name }) },
    s("g", { class: "cells" }, board.areas.map((a) => cell(ctx, a))),
    s("g", { class: "rivers" }, (board.rivers || []).map(river)),
    lastOnMap(ctx), // under the track, as a glow around it
    s("g", { class: "borders" }, board.borders.map((b) => border(ctx, b))),
    s("g", { class: "towns" }, board.areas.map((a) => town(ctx, a))),
    s("g", { class: "pieces" }, board.areas.map((a) => contents(ctx, a))),
    s("g", { class: "names" }, board.areas.map((a) => name(a, captioned.has(a.id)))),
    s("g", { class: "targets" }, moves),
    s("g", { class: "captions" }));
  map.addEventListener("keydown", (e) => {
    const el = e.target.closest?.("[data-action]");
    if (el && (e.key === "Enter" || e.key === " ")) { // i18n-ignore: the name of a key on the keyboard
      e.preventDefault();
      el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    }
  });
  const wrap = h("div", { class: "wd-map-wrap" }, map);
  const line = view.build || view.takeover;
  return h("section", { class: ["wd-board", focus && "focus"], "aria-labelledby": "wd-board-h" },
    h("div", { class: "wd-board-head" },
      h("h2", { id: "wd-board-h" }, t("ui.wd.board.title", { board: board.name }), " ",
        h("span", { class: "muted" }, t("ui.wd.board.note", { quarry: board.goods.quarry, field: board.goods.field }))),
      zoomBar(mapView(ctx.gameId), wrap, map, moves.length > 0)),
    wrap,
    legend(ctx),
    view.stand_in ? h("p", { class: "wd-stand-in", role: "note" }, t("ui.wd.stand_in")) : null,
    line ? h("p", { class: "wd-line-note" },
      t("ui.wd.line", { player: line.player, areas: line.areas.map((id) => ctx.area[id].name).join(" → ") })) : null,
    view.connection_bonus ? h("p", { class: "wd-bonus" }, t("ui.wd.bonus", {
      scores: Object.entries(view.connection_bonus).map(([player, vp]) => msg("ui.wd.bonus.vp", { player, vp })) })) : null);
}

/** The zoom buttons; the map keeps the player's zoom and panning across moves, and shows a
 * new turn's targets in the middle of the window. A phone opens the map zoomed in when it has
 * moves on it (else whole, so a swipe over it scrolls the page), until the player zooms. */
function zoomBar(kept, wrap, map, moves) {
  const zoom = () => kept.zoom ?? (moves && matchMedia(PHONE).matches ? 2.5 : 1);
  const apply = () => {
    map.style.width = `${zoom() * 100}%`;
    bar.querySelector("[data-zoom='out']").disabled = zoom() <= ZOOMS[0];
    bar.querySelector("[data-zoom='in']").disabled = zoom() >= ZOOMS.at(-1);
  };
  const step = (d) => {
    const i = ZOOMS.findIndex((z) => z >= zoom());
    kept.zoom = ZOOMS[Math.max(0, Math.min(ZOOMS.length - 1, (i < 0 ? ZOOMS.length - 1 : i) + d))];
    apply();
  };
  const bar = h("div", { class: "wd-zoom", role: "group", "aria-label": t("ui.wd.zoom.label") },
    h("button", { type: "button", class: "button small", dataset: { zoom: "out" }, "aria-label": t("ui.wd.zoom.out"), title: t("ui.wd.zoom.out"), onclick: () => step(-1) }, "−"),
    h("button", { type: "button", class: "button small", dataset: { zoom: "in" }, "aria-label": t("ui.wd.zoom.in"), title: t("ui.wd.zoom.in"), onclick: () => step(1) }, "+"),
    h("button", { type: "button", class: "button small", dataset: { zoom: "fit" }, onclick: () => { kept.zoom = 1; apply(); } }, t("ui.wd.zoom.fit")));
  apply();
  wrap.addEventListener("scroll", () => { kept.scroll = [wrap.scrollLeft, wrap.scrollTop]; }, { passive: true });
  const watch = new ResizeObserver(() => {
    if (!map.isConnected) return watch.disconnect(); // a table drawn anew replaced this one
    layoutNames(map);
    layoutTargets(map);
    centre(kept, wrap, map);
  });
  watch.observe(map);
  return bar;
}

/** A zoomed map shows a new position's targets in its middle; otherwise it stays where the player left it. */
function centre(kept, wrap, map) {
  const step = map.closest(".wd-table")?.dataset.step;
  const badges = [...map.querySelectorAll(".target")];
  if (kept.centred === step || !badges.length) {
    if (kept.scroll) [wrap.scrollLeft, wrap.scrollTop] = kept.scroll;
    return;
  }
  kept.centred = step;
  const boxes = badges.map((b) => b.getBoundingClientRect());
  const frame = wrap.getBoundingClientRect();
  const mid = (lo, hi) => (Math.min(...lo) + Math.max(...hi)) / 2;
  const x = mid(boxes.map((b) => b.left), boxes.map((b) => b.right)) - frame.left + wrap.scrollLeft;
  const y = mid(boxes.map((b) => b.top), boxes.map((b) => b.bottom)) - frame.top + wrap.scrollTop;
  wrap.scrollLeft = x - wrap.clientWidth / 2;
  wrap.scrollTop = y - wrap.clientHeight / 2;
}

/** A river as a wavy light-blue line, so nobody takes it for a player's track. */
function river(r) {
  const d = [];
  r.points.forEach(([x, y], i) => {
    if (!i) return d.push(`M${x},${y}`);
    const [px, py] = r.points[i - 1];
    const len = Math.hypot(x - px, y - py);
    const waves = Math.max(1, Math.round(len / 9));
    const [nx, ny] = [-(y - py) / len, (x - px) / len];
    for (let k = 0; k < waves; k++) {
      const f = (k + 0.5) / waves;
      const side = k % 2 ? -2.2 : 2.2;
      const qx = px + (x - px) * f + nx * side;
      const qy = py + (y - py) * f + ny * side;
      const ex = px + (x - px) * (k + 1) / waves;
      const ey = py + (y - py) * (k + 1) / waves;
      d.push(`Q${qx.toFixed(1)},${qy.toFixed(1)} ${ex.toFixed(1)},${ey.toFixed(1)}`);
    }
  });
  return s("path", { class: "river", d: d.join(" ") }, s("title", {}, t("ui.wd.river", { name: r.name })));
}

function cell(ctx, a) {
  const poly = cells(ctx.view.board)[a.id];
  const offered = ctx.offeredAreas.has(a.id);
  const cls = ["cell", `terrain-${a.terrain}`, a.build_out_only && "south", offered && "offered"];
  return s("polygon", { points: points(poly), class: cls, dataset: { area: a.id } }, s("title", {}, areaTitle(ctx, a)));
}

// --- targets ---

/** Every move on the map as a badge: [{x, y, actions, key, label, body, cls}]. */
function targets(ctx) {
  const out = [];
  const area = ctx.area;
  for (const [id, actions] of groupBy(ctx.starts, (a) => a.area)) {
    const a = area[id];
    const takeover = actions[0].type === "takeover_start";
    out.push({ x: a.x, y: a.y, actions, key: `area-${id}`, cls: takeover ? "start takeover" : "start",
      label: t(takeover ? "ui.wd.area.start_takeover" : "ui.wd.area.start_line", { area: a.name }), text: "+" });
  }
  for (const x of ctx.extensions) {
    const to = area[x.to];
    const { a, b } = ctx.border[x.border];
    const from = area[a === x.to ? b : a];
    const label = x.type === "build_border"
      ? t("ui.wd.border.build_to", { area: to.name, cost: costText(x.cost) })
      : t("ui.wd.border.hand_over_to", { area: to.name });
    // on the border, near the place it leads to, which stays readable beside it
    const f = 0.62;
    out.push({ x: from.x + f * (to.x - from.x), y: from.y + f * (to.y - from.y), actions: [x], key: `border-${x.border}`, border: x.border, label, caption: to.name, from,
      cls: x.type === "build_border" ? "extend" : "extend takeover", text: x.cost ? `${x.cost.points}` : "→" });
  }
  for (const [where, actions] of groupBy(of(ctx, "transport"), (x) => `${x.area} ${x.load}`)) {
    const a = area[actions[0].area];
    const load = actions[0].load;
    const goodsKind = COMPANIES.includes(load) ? `passenger-${load}` : load === ctx.view.board.goods.quarry ? "goods-quarry" : "goods-field";
    out.push({ x: a.x, y: a.y + 11, actions, key: `load-${where.replace(" ", "-")}`, cls: `load ${goodsKind}`,
      label: t("ui.wd.load_from", { load: loadMsg(load), area: a.name }), icon: goodsKind });
  }
  return out.map((x) => {
    const attrs = playable(x.actions, x.key, x.label);
    if (x.border) attrs.dataset.border = x.border;
    const body = x.icon
      ? (x.icon.startsWith("passenger") ? s("circle", { r: 4.5, class: x.icon }) : s("rect", { x: -4.5, y: -4.5, width: 9, height: 9, class: x.icon }))
      : s("text", { class: "target-text", "text-anchor": "middle", "dominant-baseline": "central" }, x.text);
    // a badge may hide the name of the place it leads to, so it says it beyond itself, away
    // from the line's end (the captions are drawn over all badges: see layoutTargets)
    const from = x.from ? { fx: String(x.from.x), fy: String(x.from.y) } : {};
    return s("g", { class: "target-slot", dataset: { x: String(x.x), y: String(x.y), ...from } },
      s("line", { class: "leader", x1: x.x, y1: x.y, x2: x.x, y2: x.y }),
      s("g", { class: ["target", ...x.cls.split(" ")], transform: `translate(${x.x} ${x.y})`, ...attrs },
        s("circle", { class: "disc", r: 10 }), body, s("title", {}, x.label)),
      x.caption ? s("text", { class: "caption", x: x.x, y: x.y + 14, "text-anchor": "middle", "aria-hidden": "true" }, x.caption) : null);
  });
}

/** Sizes the badges for the map's scale on the screen and pushes them apart until none overlap
 * (in board units; a badge never leaves the board). */
function layoutTargets(map) {
  const slots = [...map.querySelectorAll(".target-slot")];
  if (!slots.length) return;
  const { width: w, height: hgt } = map.viewBox.baseVal;
  const scale = map.getBoundingClientRect().width / w;
  if (!scale) return;
  const r = Math.max((touch() ? TOUCH_PX : TARGET_PX) / 2 / scale, 6.5); // zoomed in: still round a town's mark
  const anchors = slots.map((el) => [Number(el.dataset.x), Number(el.dataset.y)]);
  const at = spread(anchors, r, w, hgt);
  slots.forEach((el, i) => {
    const [x, y] = at[i];
    el.querySelector(".target").setAttribute("transform", `translate(${x.toFixed(2)} ${y.toFixed(2)}) scale(${(r / 10).toFixed(3)})`);
    const caption = el.querySelector(".caption") || map.querySelector(`.captions [data-slot="${i}"]`);
    if (caption) {
      const size = NAME_PX / scale;
      const [dx, dy] = [x - Number(el.dataset.fx), y - Number(el.dataset.fy)];
      const d = Math.hypot(dx, dy) || 1;
      const out = r + size * 0.6;
      caption.setAttribute("x", (x + (dx / d) * out).toFixed(2));
      caption.setAttribute("y", (y + (dy / d) * out + size * 0.35).toFixed(2));
      caption.setAttribute("text-anchor", dx / d > 0.5 ? "start" : dx / d < -0.5 ? "end" : "middle");
      caption.dataset.slot = String(i);
      map.querySelector(".captions").append(caption);
      caption.style.fontSize = `${size}px`;
      caption.style.strokeWidth = `${(size * 0.3).toFixed(2)}px`;
    }
    const leader = el.querySelector(".leader");
    leader.setAttribute("x2", x.toFixed(2));
    leader.setAttribute("y2", y.toFixed(2));
    leader.style.strokeWidth = `${(1.5 / scale).toFixed(2)}`;
  });
}

/** Discs of radius r at the anchors, moved apart until no two overlap, each as near its anchor as that allows. */
function spread(anchors, r, w, hgt) {
  const gap = 2 * r * 1.08;
  const at = anchors.map(([x, y]) => [x, y]);
  const inside = (p) => { p[0] = Math.min(w - r, Math.max(r, p[0])); p[1] = Math.min(hgt - r, Math.max(r, p[1])); };
  at.forEach(inside);
  for (let round = 0; round < 400; round++) {
    let moved = false;
    for (let i = 0; i < at.length; i++) {
      for (let j = i + 1; j < at.length; j++) {
        let dx = at[j][0] - at[i][0];
        let dy = at[j][1] - at[i][1];
        let d = Math.hypot(dx, dy);
        if (d >= gap) continue;
        if (d < 1e-6) { // the same place: fan out by their order
          const angle = (j * 2.39996) % (2 * Math.PI);
          [dx, dy, d] = [Math.cos(angle), Math.sin(angle), 1];
        }
        const push = (gap - d) / 2 + 1e-3;
        at[i][0] -= (dx / d) * push;
        at[i][1] -= (dy / d) * push;
        at[j][0] += (dx / d) * push;
        at[j][1] += (dy / d) * push;
        inside(at[i]);
        inside(at[j]);
        moved = true;
      }
    }
    if (!moved) break;
  }
  return at;
}

// --- names ---

const NAME_PX = 11; // a name's height on the screen, at any zoom: a small map shows fewer names, never smaller ones

/** Places the names for the map's scale on the screen: each at the first of a few places around
 * its area that no town mark, row of pieces or other name holds (company towns first, then
 * stations, then the rest). A name with no free place is left out at this zoom (the area's
 * tooltip still says it; zooming in makes room). */
function layoutNames(map) {
  const { width: w } = map.viewBox.baseVal;
  const scale = map.getBoundingClientRect().width / w;
  if (!scale) return;
  const size = NAME_PX / scale;
  const names = [...map.querySelectorAll(".name")];
  for (const el of names) {
    el.style.fontSize = `${size}px`;
    el.style.strokeWidth = `${(size * 0.3).toFixed(2)}px`;
  }
  const rank = (el) => Number(el.dataset.rank);
  const at = (el) => [Number(el.dataset.x), Number(el.dataset.y)];
  // town marks, and the row below each place where its landowners, passengers and goods lie
  const taken = names.flatMap((el) => {
    const [x, y] = at(el);
    return [rank(el) < 3 && [x - 6, y - 6, x + 6, y + 6], [x - 10, y + 7, x + 10, y + 15]].filter(Boolean);
  });
  const { height: hgt } = map.viewBox.baseVal;
  const outside = (box) => box[0] < 0 || box[2] > w || box[1] < 0 || box[3] > hgt; // cut off at the board's edge
  const hits = (box) => outside(box) || taken.some((o) => box[0] < o[2] && o[0] < box[2] && box[1] < o[3] && o[1] < box[3]);
  for (const el of names.sort((p, q) => rank(p) - rank(q))) {
    if (el.dataset.captioned) continue;
    const [x, y] = at(el);
    el.removeAttribute("visibility");
    el.setAttribute("x", x);
    el.setAttribute("text-anchor", "middle");
    const wd = el.getComputedTextLength();
    const up = (rank(el) < 3 ? 6 : 1) + size * 0.25;
    const tries = [
      [x, y - up, "middle"], [x + 7, y + size * 0.35, "start"], [x - 7, y + size * 0.35, "end"], [x, y + 15 + size, "middle"],
      [x + 5, y - up, "start"], [x - 5, y - up, "end"], [x, y - up - size, "middle"],
    ];
    const box = ([px, py, anchor]) => {
      const left = anchor === "middle" ? px - wd / 2 : anchor === "start" ? px : px - wd;
      return [left, py - size * 0.92, left + wd, py + size * 0.28]; // a line of text, ascent to descent
    };
    const free = tries.find((place) => !hits(box(place)));
    if (!free) { // company towns and major stations were placed first
      el.setAttribute("visibility", "hidden");
      continue;
    }
    const [px, py, anchor] = free;
    el.setAttribute("x", px.toFixed(1));
    el.setAttribute("y", py.toFixed(1));
    el.setAttribute("text-anchor", anchor);
    taken.push(box(free));
  }
}

const RANK = { company: 0, major: 1, minor: 2 };

function name(a, captioned) {
  return s("text", { x: a.x, y: a.y - 6, class: ["name", a.town && "town-name"], "text-anchor": "middle",
    visibility: captioned ? "hidden" : null,
    dataset: { x: String(a.x), y: String(a.y), rank: String(RANK[a.town] ?? 3), ...(captioned ? { captioned: "1" } : {}) } }, a.name);
}

function areaTitle(ctx, a) {
  const here = ctx.view.areas[a.id] || {};
  const parts = [a.name, t(`ui.wd.terrain.${a.terrain}`)];
  if (a.town) parts.push(t(a.town === "company" ? `ui.wd.town.company_${a.company}` : `ui.wd.town.${a.town}`));
  if (here.companies?.length) {
    const owners = COMPANIES.filter((c) => here.companies.includes(c)).join("_");
    parts.push(t(`ui.wd.area.belongs.${owners}`));
  }
  if (a.build_out_only) parts.push(t("ui.wd.area.build_out_only"));
  if (a.feeds?.length) parts.push(t("ui.wd.area.feeds", { goods: a.goods, stations: a.feeds.map((f) => ctx.area[f].name) }));
  return parts.join(" · ");
}

function border(ctx, b) {
  const A = ctx.area[b.a];
  const B = ctx.area[b.b];
  const at = (f) => [A.x + f * (B.x - A.x), A.y + f * (B.y - A.y)];
  const [mx, my] = at(0.5);
  const owner = ctx.view.track[b.id];
  const offered = ctx.offeredBorders.has(b.id);
  const line = ctx.view.build || ctx.view.takeover;
  const inLine = line && line.borders.includes(b.id);
  if (b.no_track) {
    return s("text", { x: mx, y: my, class: "no-track", "text-anchor": "middle", "dominant-baseline": "central" }, "✕",
      s("title", {}, t("ui.wd.border.no_track", { a: A.name, b: B.name })));
  }
  // a piece of track runs from town to town, so a player's pieces join into lines
  const ends = { x1: A.x, y1: A.y, x2: B.x, y2: B.y };
  if (owner) {
    return s("g", { class: "track" },
      s("line", { ...ends, class: "casing" }),
      s("line", { ...ends, class: ["piece", inLine && "in-line"], stroke: ctx.colour[owner], dataset: { border: b.id, owner } },
        s("title", {}, COMPANIES.includes(owner)
          ? t(`ui.wd.border.company_track_${owner}`, { a: A.name, b: B.name })
          : t("ui.wd.border.track", { player: owner, a: A.name, b: B.name }))));
  }
  if (offered) return s("line", { ...ends, class: "offer-line" });
  if (b.points > 1) {
    const [x1, y1] = at(0.34);
    const [x2, y2] = at(0.66);
    return s("line", { x1, y1, x2, y2, class: "dear", dataset: { border: b.id } });
  }
  return null;
}

/** Where on the map the last move was: the border it built or handed over, the area a line
 * started in or a load was taken from (a glow under the track and the towns, so both stay readable). */
function lastOnMap(ctx) {
  const { last } = ctx;
  const b = last.border && ctx.border[last.border];
  const a = !b && last.area && ctx.area[last.area];
  if (!b && !a) return null;
  const title = s("title", {}, t("ui.wd.last_move_here"));
  if (b) {
    const [A, B] = [ctx.area[b.a], ctx.area[b.b]];
    return s("g", { class: "last-move", dataset: { border: b.id } },
      s("line", { class: "last-halo", x1: A.x, y1: A.y, x2: B.x, y2: B.y }, title));
  }
  return s("g", { class: "last-move", dataset: { area: a.id } }, s("circle", { class: "last-halo", cx: a.x, cy: a.y, r: 13 }, title));
}

function town(ctx, a) {
  if (!a.town) return null;
  const owners = ctx.view.areas[a.id]?.companies || [];
  const fill = a.town === "company" ? `var(--${a.company})` : "#222";
  const mark = a.town === "minor"
    ? s("circle", { cx: a.x, cy: a.y, r: 4.5, fill })
    : s("rect", { x: a.x - 5, y: a.y - 5, width: 10, height: 10, fill });
  return s("g", { class: ["town", `town-${a.town}`] }, mark,
    owners.filter((c) => c !== a.company).map((c, i) => s("circle", { cx: a.x, cy: a.y, r: 7.5 + 2.5 * i, class: "owned", stroke: `var(--${c})` })));
}

function contents(ctx, a) {
  const here = ctx.view.areas[a.id] || {};
  const items = [];
  for (let i = 0; i < (here.landowners || 0); i++) items.push({ kind: "landowner", title: t("ui.wd.landowner") });
  for (const c of COMPANIES) for (let i = 0; i < (here.passengers?.[c] || 0); i++) items.push({ kind: `passenger-${c}`, title: t(`ui.wd.kind.${c}`) });
  for (let i = 0; i < (here.goods || 0); i++) {
    const which = a.goods === ctx.view.board.goods.quarry ? "quarry" : "field";
    items.push({ kind: `goods-${which}`, title: t(`ui.wd.kind.${a.goods}`) });
  }
  return s("g", { class: "contents", dataset: { area: a.id } }, items.map((it, i) => {
    const x = a.x - (items.length - 1) * 4.5 + i * 9;
    const y = a.y + 11;
    const icon = it.kind === "landowner" || it.kind.startsWith("passenger")
      ? s("circle", { cx: x, cy: y, r: 3.6, class: it.kind })
      : s("rect", { x: x - 3.5, y: y - 3.5, width: 7, height: 7, class: it.kind });
    return s("g", {}, icon, s("title", {}, t("ui.wd.item_in", { item: it.title, area: a.name })));
  }));
}

function legend(ctx) {
  const board = ctx.view.board;
  const entry = (cls, text) => h("li", {}, h("span", { class: ["swatch", cls], "aria-hidden": "true" }), text);
  return h("ul", { class: "wd-legend", "aria-label": t("ui.wd.legend") },
    entry("terrain-plain", t("ui.wd.terrain.plain")),
    board.areas.some((a) => a.terrain === "valley") ? entry("terrain-valley", t("ui.wd.terrain.valley")) : null,
    board.areas.some((a) => a.terrain === "hills") ? entry("terrain-hills", t("ui.wd.legend.hills")) : null,
    board.areas.some((a) => a.terrain === "hop_field") ? entry("terrain-hop_field", t("ui.wd.legend.hop_field")) : null,
    board.rivers?.length ? entry("river", t("ui.wd.legend.river")) : null,
    entry("track", t("ui.wd.legend.track")),
    entry("target", t("ui.wd.legend.target")),
    entry("dear", t("ui.wd.legend.dear")),
    entry("town-major", t("ui.wd.town.major")),
    entry("town-minor", t("ui.wd.town.minor")),
    entry("landowner", t("ui.wd.landowner")),
    entry("goods-quarry", t(`ui.wd.kind.${board.goods.quarry}`)),
    entry("goods-field", t(`ui.wd.kind.${board.goods.field}`)));
}

// --- the influence display ---

function marker(colour, drawn = false) {
  const cls = ["wd-marker", `inf-${colour}`, drawn && "drawn"];
  const title = colour === "red_or_green" ? t("ui.wd.marker.red_or_green") : t(drawn ? "ui.wd.marker.drawn" : "ui.wd.marker.printed", { colour });
  return h("span", { class: cls, title, "aria-label": title });
}

function influenceDisplay(ctx, focus) {
  const { view } = ctx;
  const bids = groupBy(of(ctx, "bid"), (a) => a.field);
  const row = (name) => view.influence_fields.filter((f) => f.row === name).map((f) => field(ctx, f, bids.get(f.number) || []));
  const bag = INFLUENCE.map((colour) => msg("ui.wd.bag.count", { n: view.bag[colour] || 0, colour }));
  return h("section", { class: ["wd-influence", focus && "focus"], "aria-labelledby": "wd-influence-h" },
    h("h2", { id: "wd-influence-h" }, t("ui.wd.influence.title"), " ", h("span", { class: "muted" }, t("ui.wd.influence.note", { bag }))),
    h("div", { class: "wd-fields top" }, row("top")),
    h("div", { class: "wd-fields bottom" }, row("bottom")));
}

/** The markers of an influence field, printed and drawn, as messages ("white", "red or green"). */
function markerNames(f) {
  return [...f.printed, f.drawn].filter(Boolean).map((c) => msg(`ui.wd.marker.${c === "red_or_green" ? "red_or_green_short" : c}`));
}

function field(ctx, f, actions) {
  const touched = ctx.last.type === "bid" && ctx.last.field === f.number;
  const body = [
    h("span", { class: "field-number" }, `${f.number}`),
    h("span", { class: "field-markers" }, f.printed.map((c) => marker(c)), f.drawn ? marker(f.drawn, true) : null),
    h("span", { class: "field-bid" }, f.bid ? [chip(ctx, f.bid.player), " ", t("ui.wd.cubes", { n: f.bid.cubes })] : t("ui.wd.field.min", { n: f.min_bid })),
  ];
  const label = t(f.bid ? "ui.wd.field.label_bid" : "ui.wd.field.label", {
    field: f.number, row: msg(`ui.wd.row.${f.row}`), min: f.min_bid, markers: markerNames(f),
    player: f.bid?.player, cubes: f.bid?.cubes });
  if (!actions.length) return h("div", { class: ["wd-field", touched && "last-move"], role: "img", "aria-label": label, dataset: { field: String(f.number) } }, body);
  return h("button", { type: "button", class: ["wd-field", "playable", touched && "last-move"], "aria-label": t("ui.wd.field.bid_here", { label }),
    dataset: { ...actionData(actions, `field-${f.number}`), field: String(f.number) } }, body);
}

// --- the train display ---

function trainDisplay(ctx, focus) {
  const { view } = ctx;
  const buys = groupBy(of(ctx, "buy_train"), (a) => a.train);
  const rows = groupBy(view.trains, (tr) => tr.row);
  return h("section", { class: ["wd-trains", focus && "focus"], "aria-labelledby": "wd-trains-h" },
    h("h2", { id: "wd-trains-h" }, t("ui.wd.trains.title"), " ",
      h("span", { class: "muted" }, t(view.first_class ? "ui.wd.trains.first_class" : "ui.wd.trains.one_vp"))),
    h("div", { class: "wd-train-rows" }, [...rows.entries()].map(([r, trains]) =>
      h("div", { class: "wd-train-row" },
        h("span", { class: "row-price", title: t("ui.wd.trains.row_price") }, `${trains[0].price}`),
        trains.map((tr) => train(ctx, tr, buys.get(tr.id) || []))))));
}

function train(ctx, tr, actions) {
  const touched = ["buy_train", "transport"].includes(ctx.last.type) && ctx.last.train === tr.id;
  const seats = [];
  const passengers = tr.loads.filter((l) => l === "red" || l === "green");
  const goods = tr.loads.filter((l) => l !== "red" && l !== "green");
  for (let i = 0; i < tr.passengers; i++) seats.push(h("span", { class: ["slot", "seat", passengers[i] && `passenger-${passengers[i]}`] }));
  const places = [];
  for (let i = 0; i < tr.goods; i++) {
    const g = goods[i];
    places.push(h("span", { class: ["slot", "place", g && (g === ctx.view.board.goods.quarry ? "goods-quarry" : "goods-field")] }));
  }
  const body = [
    h("span", { class: "train-id" }, tr.id),
    tr.owner ? chip(ctx, tr.owner, { class: "wd-chip loco", title: t("ui.wd.train.locomotive", { player: tr.owner }) }) : null,
    tr.passengers ? h("span", { class: "wagon", title: t("ui.wd.train.passenger_wagon", { n: tr.passengers }) }, seats) : null,
    tr.goods ? h("span", { class: "wagon", title: t("ui.wd.train.goods_wagon", { n: tr.goods }) }, places) : null,
  ];
  const label = t(tr.owner ? "ui.wd.train.label_owned" : "ui.wd.train.label", {
    train: tr.id, price: influence("brown", tr.price), seats: tr.passengers, goods: tr.goods, player: tr.owner,
    loads: tr.loads.length ? tr.loads.map(kind) : msg("ui.wd.nothing") });
  if (!actions.length) return h("div", { class: ["wd-train", tr.owner && "owned", touched && "last-move"], role: "img", "aria-label": label, dataset: { train: tr.id } }, body);
  return h("button", { type: "button", class: ["wd-train", "playable", touched && "last-move"], "aria-label": t("ui.wd.train.buy_it", { label }),
    dataset: { ...actionData(actions, `train-${tr.id}`), train: tr.id } }, body);
}

// --- players and tracks ---

function playersPanel(ctx) {
  const { view } = ctx;
  const active = new Set(view.active_players);
  const goods = [view.board.goods.quarry, view.board.goods.field, ...COMPANIES];
  return h("section", { class: "wd-players", "aria-labelledby": "wd-players-h" },
    h("h2", { id: "wd-players-h" }, t("ui.wd.players")),
    view.players.map((p) => h("article", { class: ["wd-player", active.has(p.name) && "active", p.passed && "passed",
      ctx.last.player === p.name && "last-move"],
      style: pc(ctx, p.name), dataset: { player: p.name },
      "aria-label": t(active.has(p.name) ? "ui.wd.player_to_act" : "ui.wd.player", { player: p.name }) },
    h("header", {}, seatDot(ctx, p.name), h("h3", { class: "player-name" }, p.name),
      computerMark(ctx.computers, p.name),
      active.has(p.name) ? h("span", { class: "marker to-act" }, t("ui.wd.to_act")) : null,
      p.passed && view.phase === "transport" ? h("span", { class: "marker passed" }, t("ui.wd.passed")) : null,
      ctx.last.player === p.name ? lastMark() : null),
    h("dl", { class: "wd-figures" },
      fig(t("ui.wd.fig.cubes"), `${p.cubes}`, "cubes", t("ui.wd.fig.cubes_tip", { supply: p.supply })),
      fig(t("ui.wd.fig.track"), t("ui.wd.fig.track_left", { n: p.pieces }), "pieces", t("ui.wd.fig.track_tip")),
      fig(t("ui.wd.fig.vp"), `${p.vp}`, "vp", t("ui.wd.fig.vp_tip")),
      fig(t("ui.wd.fig.profit"), signed(p.profit), "profit", t("ui.wd.fig.profit_tip"))),
    h("div", { class: "wd-influence-line", "aria-label": t("ui.wd.influence") },
      INFLUENCE.map((c) => h("span", { class: ["inf", `inf-${c}`, chosen(ctx, p.name, c) && "last-move"], dataset: { influence: c },
        title: influenceName(c) }, `${p.influence[c]}`))),
    h("div", { class: "wd-loads", "aria-label": t("ui.wd.loads_kept") },
      goods.map((k) => h("span", { class: "kept", dataset: { load: k } }, t(`ui.wd.count.${k}`, { n: p.loads[k] || 0 }))),
      h("span", { class: "sets" }, t("ui.wd.sets", { n: p.sets }))),
    trainsOf(ctx, p.name))));
}

/** Whether the last move took `colour` for `name` (the two-coloured marker's choice). */
const chosen = (ctx, name, colour) => ctx.last.type === "choose_influence" && ctx.last.player === name && ctx.last.colour === colour;

function trainsOf(ctx, name) {
  const mine = ctx.view.trains.filter((tr) => tr.owner === name);
  if (!mine.length) return null;
  return h("p", { class: "wd-own-trains muted" },
    t("ui.wd.own_trains", { trains: mine.map((tr) => msg("ui.wd.own_train", { train: tr.id, n: tr.loads.length })) }));
}

/** A seat's marker: its colour and mark, its name (and whether a computer plays it) on hover. */
function seatDot(ctx, name) {
  return h("span", { class: "dot", style: pc(ctx, name), title: playerLabel(ctx.computers, name), dataset: { player: name } }, ctx.mark[name]);
}

function fig(label, value, cls, tip) {
  return h("div", { class: ["fig", cls], title: tip }, h("dt", {}, label), h("dd", { class: cls }, value));
}

function track(ctx, title, stacks, low, high, cls) {
  const at = new Map(stacks.map((x) => [x.position, x.stack]));
  const spaces = [];
  for (let i = low; i <= high; i++) {
    const stack = at.get(i) || [];
    spaces.push(h("li", { class: ["space", stack.length && "occupied"], dataset: { position: String(i) },
      title: stack.length ? `${i}: ${t("ui.wd.names", { players: onTop(stack) })}` : `${i}` },
    h("span", { class: "pos" }, cls === "profit" ? signed(i) : `${i}`),
    h("span", { class: "stack" }, stack.map((p) => seatDot(ctx, p)))));
  }
  return h("div", { class: ["wd-track", cls], dataset: { track: cls } }, h("h3", {}, title), h("ol", {}, spaces));
}

function tracksPanel(ctx) {
  const { view } = ctx;
  return h("section", { class: "wd-tracks", "aria-labelledby": "wd-tracks-h" },
    h("h2", { id: "wd-tracks-h" }, t("ui.wd.tracks.title"), " ", h("span", { class: "muted" }, t("ui.wd.tracks.note")), " ", ruleHelp("scoring", view.board)),
    INFLUENCE.map((c) => track(ctx, influenceName(c), view.influence_tracks[c], 0, view.influence_top, c)),
    track(ctx, t("ui.wd.fig.profit"), view.profit_track, view.profit_range[0], view.profit_range[1], "profit"));
}

// which order each phase plays in
const ORDER_OF = { auction: "player", credit: "player", track_building: "build", transport: "train", takeovers: "player" };

/** The three orders as the phases use them: the one in use first and marked, who has had his
 * turn in it, who is on, who has passed. The build and train orders are fixed in phase 4 and
 * do not follow the influence tracks afterwards, so they are shown here, not beside the tracks. */
function ordersPanel(ctx) {
  const { view } = ctx;
  const inUse = ORDER_OF[view.phase];
  const orders = { player: view.player_order, build: view.build_order, train: view.train_order };
  const sorted = Object.keys(orders).sort((x, y) => (y === inUse) - (x === inUse));
  const passed = new Set(view.players.filter((p) => p.passed).map((p) => p.name));
  return h("section", { class: "wd-orders", "aria-labelledby": "wd-orders-h" },
    h("h2", { id: "wd-orders-h" }, t("ui.wd.orders.title")),
    sorted.map((which) => {
      const order = orders[which];
      const now = which === inUse ? order.findIndex((p) => view.active_players.includes(p)) : -1;
      return h("div", { class: ["wd-order", which === inUse && "in-use"], dataset: { order: which } },
        h("h3", {}, t(`ui.wd.order.${which}`), " ", h("span", { class: "muted" }, t(`ui.wd.order.${which}_why`)),
          which === inUse ? h("span", { class: "marker in-use" }, t("ui.wd.orders.now")) : null),
        order.length ? h("ol", { class: "order" }, order.map((p, i) => {
          const state = i === now ? "on" : now >= 0 && i < now && which === "build" ? "done"
            : which === inUse && which === "train" && passed.has(p) ? "passed" : null;
          return h("li", { class: state, dataset: { player: p } }, chip(ctx, p),
            state ? h("span", { class: "order-state" }, t(`ui.wd.orders.${state}`)) : null);
        })) : h("p", { class: "muted" }, t("ui.wd.order.unset")));
    }));
}

// --- the end ---

export function renderScores(view, result, { computers = {} } = {}) {
  if (!result || !view.final) return null;
  const rows = result.ranking.map((name, i) => {
    const f = view.final[name];
    return h("tr", { class: i === 0 && "winner", dataset: { player: name } },
      h("td", { class: "rank" }, String(i + 1)),
      h("th", { scope: "row" }, name, " ", computerMark(computers, name)),
      h("td", { class: "num" }, `${f.vp}`),
      h("td", { class: "num" }, `${f.sets}`),
      h("td", { class: "num" }, signed(f.profit)),
      h("td", { class: "num" }, `${f.track}`),
      h("td", { class: "num total" }, `${f.total}`));
  });
  const winner = result.ranking[0];
  return h("section", { class: "panel scores wd-scores", "aria-labelledby": "scores-h" },
    h("h2", { id: "scores-h" }, t("ui.wd.scores.title")),
    h("p", { class: "winner-line" }, t("ui.wd.scores.winner", { player: winner, points: result.scores[winner] })),
    h("table", { class: "score-table" },
      h("thead", {}, h("tr", {}, h("th", {}, "#"), h("th", {}, t("ui.wd.scores.player")), h("th", {}, t("ui.wd.fig.vp")),
        heading("ui.wd.scores.sets"), heading("ui.wd.fig.profit"), heading("ui.wd.scores.track"),
        h("th", {}, t("ui.wd.scores.total")))),
      h("tbody", {}, rows)),
    h("p", { class: "muted" }, t("ui.wd.scores.note"), " ", ruleHelp("end", view.board)));
}

/** A column heading with a short form for a phone's width (the long one is still read out). */
function heading(key) {
  return h("th", { title: t(key) }, h("span", { class: "long" }, t(key)), h("span", { class: "short", "aria-hidden": "true" }, t(`${key}_short`)));
}

// --- asking for a number or a choice ---

export function actionSpec(actions, view) {
  const a = actions[0];
  const me = view.players.find((p) => p.name === a.player);
  if (a.type === "bid") {
    const f = view.influence_fields.find((x) => x.number === a.field);
    return {
      title: t("ui.wd.bid.title", { field: a.field }),
      intro: [t(f.bid ? "ui.wd.bid.markers_bid" : "ui.wd.bid.markers", { markers: markerNames(f), player: f.bid?.player, cubes: f.bid?.cubes })],
      ranges: { cubes: { label: t("ui.wd.bid.cubes"), help: (v) => t("ui.wd.bid.keep", { left: me.cubes - v, cubes: me.cubes }) } },
      confirm: (x) => t("ui.wd.bid.confirm", { n: x.cubes, field: x.field }),
    };
  }
  if (a.type === "transport") {
    const trains = Object.fromEntries(view.trains.map((tr) => [tr.id, tr]));
    return {
      title: t("ui.wd.load.title", { load: loadMsg(a.load) }),
      choices: { train: { label: t("ui.wd.load.which"),
        option: (id) => t("ui.wd.load.option", { train: id, price: trains[id].price, n: trains[id].loads.length }) } },
      confirm: (x) => t("ui.wd.load.confirm", { train: x.train }),
    };
  }
  if (a.type === "takeover_start") {
    return {
      title: t("ui.wd.takeover.title"),
      choices: { company: { label: t("ui.wd.takeover.which"), option: (c) => say(company(view.board, c)) } },
      confirm: (x) => t("ui.wd.takeover.confirm", { company: company(view.board, x.company) }),
    };
  }
  return { title: a.type };
}
