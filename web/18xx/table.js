// The 18xx table: the map, the step's prompt, the corporations, the stock market, the train
// roster, the tile manifest, the entities table, the players, the privates and the log, arranged
// for the decision at hand: right under the prompt the part of the table it is made on (focusOf:
// the privates in the auction, the corporation cards and the market in a stock round, the map in
// the track, station and run steps, the trains in the train step), the rest after it. Every move is an
// element carrying data-action, as Python listed it; the parts live in web/18xx/. What a title
// adds comes from its layer (web/<title>/layer.js, the one its package declares, registered by
// tables.js and chosen by view.title; the hooks are listed in web/1856/layer.js); a title without
// one is drawn as plain 18xx.

import { h } from "../dom.js";
import { t } from "../i18n.js";
import { logPanel } from "../table-generic.js";
import { of, tableContext } from "./common.js";
import { HexMap } from "./map.js";
import { cityTargets, offerLays } from "./track.js";
import { runPanel } from "./routes.js";
import { prompt, turnBanner } from "./prompt.js";
import { corporationsPanel } from "./corporations.js";
import { marketPanel } from "./market.js";
import { playersPanel, privatesPanel } from "./players.js";
import { depotPanel } from "./trains.js";
import { entitiesPanel } from "./entities.js";
import { manifestPanel } from "./manifest.js";
import { describeMove, reachOptions } from "./moves.js";
import { reach } from "../reach.js";
import * as dialogs from "./dialogs.js";

const LAYERS = {}; // the title's name (as its views say it) -> its layer

/** The layer a title declares (tables.js, as the titles are loaded). */
export function useLayer(titleName, layer) {
  LAYERS[titleName] = layer;
}

/** The title's layer for a view ({}: none, plain 18xx). */
export const layerFor = (view) => LAYERS[view.title] || {};

export const actionSpec = (actions, view) => dialogs.actionSpec(actions, view, layerFor(view));
export const renderScores = (view, result, { computers = {} } = {}) =>
  dialogs.renderScores(view, result, layerFor(view), computers);
/** A legal move in the player's words (the safety net's buttons, web/reach.js). */
export const moveWords = (view, a) => describeMove(tableContext(view, [], null, layerFor(view)), a);

/** An 18xx game can be written as an 18xx.games export (their hotseat import loads it). */
export const export18xx = true;

if (!document.querySelector("link[data-table-css='18xx']")) {
  document.head.append(h("link", { rel: "stylesheet", href: "18xx/18xx.css", dataset: { tableCss: "18xx" } }));
}

// the choices in progress (a tile being laid, routes being drawn), kept while the position (its
// step number and legal moves) stays the same
let ui = { key: null };

/** The part of the table the decision at hand is made on: "privates", "corporations", "map" or
 * "trains" (the title's layer may say: layer.focus). */
export function focusOf(ctx) {
  const { view } = ctx;
  const own = ctx.layer.focus?.(ctx);
  if (own) return own;
  const has = (...types) => types.some((type) => of(ctx, type).length);
  if (view.round === "auction") return "privates";
  if (view.crisis || view.round === "stock") return has("discard_train") ? "trains" : "corporations";
  if (has("lay_tile", "place_token", "remove_token", "run_routes", "open_pass", "takeover_marker")) return "map";
  if (has("buy_train", "discard_train", "borrow_train", "combine_trains")) return "trains";
  if (view.operating?.step === "privates") return "privates";
  if (has("take_over", "repay_loans", "merge", "take_loan", "payoff_loan")) return "corporations";
  return view.round === "operating" ? "map" : "corporations";
}

export function renderTable(view, { legal = [], readonly = false, query = null, computers = {}, gameId = null } = {}) {
  const ctx = tableContext(view, readonly ? [] : legal, query, layerFor(view), computers, gameId);
  const key = `${view.step}:${JSON.stringify(legal)}`;
  if (!readonly && ui.key !== key) ui = { key };
  const map = new HexMap(ctx);
  const panels = {};
  if (!readonly) {
    panels.lay = h("div", { class: "x18-lay-box" });
    offerLays(ctx, map, ui, panels.lay);
    map.targets("city", cityTargets(ctx));
    if (ctx.byType.has("run_routes")) panels.run = runPanel(ctx, map, ui);
  }
  // the tile picker floats on the map beside its hex (HexMap.float)
  const mapBox = map.element();
  if (panels.lay) mapBox.append(panels.lay);
  const mapSection = h(
    "section",
    { class: "x18-panel x18-map-panel", "aria-labelledby": "x18-map-h" },
    h("h2", { id: "x18-map-h" }, t("ui.18xx.map.title"), " ", h("span", { class: "muted" }, t("ui.18xx.map.note"))),
    mapBox,
  );
  // the decision's part right under the prompt: the map across the table, another part first in
  // the main column (on a phone, the one column); the map after the rest when it is not the decision
  const focus = focusOf(ctx);
  const main = { corporations: corporationsPanel(ctx), market: marketPanel(ctx), trains: depotPanel(ctx) };
  const privates = privatesPanel(ctx);
  const first =
    { privates: [privates], corporations: [main.corporations, main.market], trains: [main.trains] }[focus] || [];
  const grid = h(
    "div",
    { class: "x18-grid" },
    h(
      "div",
      { class: "x18-main" },
      first,
      Object.values(main).filter((el) => !first.includes(el)),
      manifestPanel(ctx),
      entitiesPanel(ctx),
    ),
    h("div", { class: "x18-side" }, playersPanel(ctx), first.includes(privates) ? null : privates, logPanel(view)),
  );
  const promptBox = readonly ? null : prompt(ctx, panels);
  const table = h(
    "div",
    {
      class: ["x18-table", readonly && "readonly"],
      dataset: { round: view.round, step: view.operating?.step || "", focus },
    },
    turnBanner(ctx),
    promptBox,
    focus === "map" ? [mapSection, grid] : [grid, mapSection],
  );
  // a legal move no part of the table offers still gets a button (none should need one)
  if (!readonly) reach(table, ctx.legal, reachOptions(ctx, promptBox));
  return table;
}
