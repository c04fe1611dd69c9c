// The table of Last Train to Wensleydale and First Train to Nürnberg (one rule set, two boards):
// the board as an SVG area map drawn from the view's coordinates, the influence display with its
// bids, the influence, profit/loss and order tracks, the train display, the players, the log.
// Every legal move is an element carrying data-action (the action's JSON, as Python listed it);
// one that stands for several actions (a load that fits several trains) also carries
// data-actions, and the dialog asks which. Nothing here decides what is legal. Its parts:
// common.js (what they share), prompt.js (the banner, the question, paying), map.js (the board),
// panels.js (the displays, players, tracks and orders).

import { h } from "../dom.js";
import { t } from "../i18n.js";
import { logPanel } from "../table-generic.js";
import { computerMark } from "../computers.js";
import { reach } from "../reach.js";
import { moveWords } from "./words.js";
import { company, context, loadMsg, say, signed } from "./common.js";
import { prompt, ruleHelp, turnBanner } from "./prompt.js";
import { boardPanel } from "./map.js";
import { influenceDisplay, markerNames, ordersPanel, playersPanel, tracksPanel, trainDisplay } from "./panels.js";

export { moveWords };
export { ruleTopics } from "./prompt.js";

if (!document.querySelector("link[data-table-css='wensleydale']")) {
  document.head.append(
    h("link", { rel: "stylesheet", href: "wensleydale/table.css", dataset: { tableCss: "wensleydale" } }),
  );
}

/** The names of the phases (a saved game's summary, storage.js): `ui.wd.phase.<phase>`. */
export const phaseKey = "ui.wd.phase.";

export function renderTable(view, { legal = [], readonly = false, last = null, computers = {}, gameId = "" } = {}) {
  const ctx = { ...context(view, readonly ? [] : legal, last, computers), gameId };
  const panels = { influence: influenceDisplay, trains: trainDisplay, board: boardPanel };
  const focus = FOCUS[view.phase] || ["board"];
  const order = [...focus, ...Object.keys(panels).filter((p) => !focus.includes(p))];
  const head = h("div", { class: "wd-head" }, turnBanner(ctx), readonly || view.phase === "over" ? null : prompt(ctx));
  const table = h(
    "div",
    {
      class: ["wd-table", readonly && "readonly"],
      dataset: { phase: view.phase, board: view.board.id, step: String(view.step), focus: focus.join(" ") },
    },
    // the turn and the question stay at the top of the window, so a follow-up question (the
    // colour of a two-coloured marker, a payment) is seen where the player is looking
    head,
    h(
      "div",
      { class: "wd-grid" },
      // what the player acts on now comes first, right under the question
      h(
        "div",
        { class: "wd-main" },
        order.map((p) => panels[p](ctx, focus.includes(p))),
      ),
      h("div", { class: "wd-side" }, ordersPanel(ctx), playersPanel(ctx), tracksPanel(ctx), logPanel(view)),
    ),
  );
  // every legal move within reach (reach.js); a payment is offered by its dialog's button
  reach(table, ctx.legal, {
    words: (a) => moveWords(view, a),
    into: table.querySelector(".prompt"),
    reachable: (a, root) => a.type === "pay" && !!root.querySelector("[data-pay-dialog]"),
  });
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
const FOCUS = {
  auction: ["influence"],
  credit: ["influence"],
  track_building: ["board"],
  transport: ["trains", "board"],
  takeovers: ["board"],
};
const MIN_FRAME = 240; // px: the least height of the map's frame

/** What sticks (the banner and question; on a phone the banner only) must never cover what the
 * question asks about: whatever is scrolled to stops below it (scroll-margin), and a map the
 * player acts on is framed to fit the window's height below the question together with the
 * panels before it (the map zooms and moves inside its frame). */
function fitUnderHead(table, head) {
  const fit = () => {
    if (!table.isConnected) {
      // a table drawn anew replaced this one
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

// --- the end ---

export function renderScores(view, result, { computers = {} } = {}) {
  if (!result || !view.final) return null;
  const rows = result.ranking.map((name, i) => {
    const f = view.final[name];
    return h(
      "tr",
      { class: i === 0 && "winner", dataset: { player: name } },
      h("td", { class: "rank" }, String(i + 1)),
      h("th", { scope: "row" }, name, " ", computerMark(computers, name)),
      h("td", { class: "num" }, `${f.vp}`),
      h("td", { class: "num" }, `${f.sets}`),
      h("td", { class: "num" }, signed(f.profit)),
      h("td", { class: "num" }, `${f.track}`),
      h("td", { class: "num total" }, `${f.total}`),
    );
  });
  const winner = result.ranking[0];
  return h(
    "section",
    { class: "panel scores wd-scores", "aria-labelledby": "scores-h" },
    h("h2", { id: "scores-h" }, t("ui.wd.scores.title")),
    h("p", { class: "winner-line" }, t("ui.wd.scores.winner", { player: winner, points: result.scores[winner] })),
    h(
      "table",
      { class: "score-table" },
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          h("th", {}, "#"),
          h("th", {}, t("ui.wd.scores.player")),
          h("th", {}, t("ui.wd.fig.vp")),
          heading("ui.wd.scores.sets"),
          heading("ui.wd.fig.profit"),
          heading("ui.wd.scores.track"),
          h("th", {}, t("ui.wd.scores.total")),
        ),
      ),
      h("tbody", {}, rows),
    ),
    h("p", { class: "muted" }, t("ui.wd.scores.note"), " ", ruleHelp("end", view.board)),
  );
}

/** A column heading with a short form for a phone's width (the long one is still read out). */
function heading(key) {
  return h(
    "th",
    { title: t(key) },
    h("span", { class: "long" }, t(key)),
    h("span", { class: "short", "aria-hidden": "true" }, t(`${key}_short`)),
  );
}

// --- asking for a number or a choice ---

export function actionSpec(actions, view) {
  const a = actions[0];
  const me = view.players.find((p) => p.name === a.player);
  if (a.type === "bid") {
    const f = view.influence_fields.find((x) => x.number === a.field);
    return {
      title: t("ui.wd.bid.title", { field: a.field }),
      intro: [
        t(f.bid ? "ui.wd.bid.markers_bid" : "ui.wd.bid.markers", {
          markers: markerNames(f),
          player: f.bid?.player,
          cubes: f.bid?.cubes,
        }),
      ],
      ranges: {
        cubes: {
          label: t("ui.wd.bid.cubes"),
          help: (v) => t("ui.wd.bid.keep", { left: me.cubes - v, cubes: me.cubes }),
        },
      },
      confirm: (x) => t("ui.wd.bid.confirm", { n: x.cubes, field: x.field }),
    };
  }
  if (a.type === "transport") {
    const trains = Object.fromEntries(view.trains.map((tr) => [tr.id, tr]));
    return {
      title: t("ui.wd.load.title", { load: loadMsg(a.load) }),
      choices: {
        train: {
          label: t("ui.wd.load.which"),
          option: (id) => t("ui.wd.load.option", { train: id, price: trains[id].price, n: trains[id].loads.length }),
        },
      },
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
