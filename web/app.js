// The page's entry: shows the home screen at once (the titles come from site.json, written at
// build time), boots Python in the background (in the worker, through py.js), registers the
// service worker and routes between the screens by the URL fragment:
//   #/            home (titles, set-up, saved games, import)
//   #/about       about and credits
//   #/game/<id>   the table of a saved game
//   #g=<code>     a shared game (play by link): stored as a new saved game, then #/game/<id>
// Any other address goes home with a message. The engine's state (downloading, failed, stuck)
// is shown in a bar under the header, with Retry / Restart buttons.

import { h, fill, toast, clearToasts } from "./dom.js";
import * as py from "./py.js";
import { showHome } from "./home.js";
import { showAbout } from "./about.js";
import { showGame, openSharedGame } from "./game.js";
import { codeInLocation } from "./share.js";
import { hasTable, loadTables } from "./tables.js";
import { chooseLanguage, language, languages, onLanguageChange, startLanguage, t, useCurrency } from "./i18n.js";

const app = document.getElementById("app");
const ctx = {
  app,
  py,
  titles: [],
  downloadBytes: 0,
  titleById: (id) => ctx.titles.find((t) => t.id === id),
  call: (method, args, options) => py.call(method, args, options),
  go: (hash) => {
    if (location.hash === hash) route();
    else location.hash = hash;
  },
  /** Replace the URL fragment without a new history entry (and without routing). */
  replace: (hash) => history.replaceState(null, "", `${location.pathname}${location.search}${hash}`),
  leave: null, // set by a screen that must clean up (the game closes itself in Python)
  redraw: null, // set by a screen that can draw itself again in place (a new language)
};

function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("./sw.js").catch((e) => console.warn("Service worker not registered:", e));
}

// --- the engine's state, under the header ---------------------------------------------------

const engine = { state: "booting", stage: "downloading", loaded: 0, message: "" }; // stage: ui.engine.<stage>
const engineBox = document.getElementById("engine");
let wordsLoaded = false; // the engine bar waits for the page's words (a fast failure came before them)
const progressViews = new Set(); // update functions of the progress bars shown

const mb = (bytes) => (bytes / 1e6).toLocaleString(language(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function progressText() {
  const stage = t(`ui.engine.${engine.stage}`);
  if (engine.stage !== "downloading" || !ctx.downloadBytes) return stage;
  const loaded = Math.min(engine.loaded, ctx.downloadBytes);
  return t("ui.engine.downloaded", { stage, loaded: mb(loaded), total: mb(ctx.downloadBytes) });
}

/** A progress bar and its line, kept up to date while Python loads. */
function progressView() {
  const bar = h("progress", { max: 1, value: 0, "aria-label": t("ui.engine.loading_label") });
  const line = h("span", { class: "boot-stage" });
  const update = () => {
    line.textContent = progressText();
    bar.value = ctx.downloadBytes ? Math.min(1, engine.loaded / ctx.downloadBytes) : 0;
    if (engine.stage !== "downloading") bar.value = 1;
  };
  update();
  progressViews.add(update);
  return { bar, line, update };
}

function renderEngine() {
  if (!wordsLoaded) return; // drawn once the catalogue is in: never as bare message keys
  document.documentElement.dataset.engine = engine.state;
  progressViews.clear();
  if (engine.state === "ready") {
    engineBox.hidden = true;
    engineBox.replaceChildren();
  } else if (engine.state === "booting") {
    const { bar, line } = progressView();
    fill(
      engineBox,
      h("div", { class: "engine-bar", role: "status" }, h("span", {}, t("ui.engine.starting"), " "), line, bar),
    );
  } else if (engine.state === "failed") {
    fill(
      engineBox,
      h(
        "div",
        { class: "engine-bar error-card", role: "alert" },
        h("strong", {}, t("ui.engine.not_started"), " "),
        engine.message,
        " ",
        t("ui.saves_safe"),
        h("button", { class: "button primary", type: "button", id: "engine-retry", onclick: retry }, t("ui.retry")),
      ),
    );
  } else if (engine.state === "stuck") {
    fill(
      engineBox,
      h(
        "div",
        { class: "engine-bar error-card", role: "alert" },
        h("strong", {}, t("ui.engine.not_answering"), " "),
        engine.message,
        " ",
        h(
          "button",
          { class: "button primary", type: "button", id: "engine-restart", onclick: restartEngine },
          t("ui.engine.restart"),
        ),
      ),
    );
  }
  if (engine.state !== "ready") engineBox.hidden = false;
}

py.onEvent((event) => {
  if (event.type === "progress") {
    Object.assign(engine, { stage: event.stage, loaded: event.loaded ?? engine.loaded });
    if (engine.state !== "booting") {
      engine.state = "booting";
      renderEngine();
    }
    for (const update of progressViews) update();
    return;
  }
  if (event.type === "ready") engine.state = "ready";
  else if (event.type === "failed") Object.assign(engine, { state: "failed", message: event.message });
  else if (event.type === "stuck") Object.assign(engine, { state: "stuck", message: event.message });
  else if (event.type === "restarting") Object.assign(engine, { state: "booting", stage: "restarting", loaded: 0 });
  renderEngine();
});

function retry() {
  Object.assign(engine, { state: "booting", stage: "downloading", loaded: 0 });
  renderEngine();
  py.boot().then(
    () => route(),
    () => {},
  );
}

/** A fresh worker; the open game (if any) lived in the old one, so the screen opens it again
 * from its save. */
async function restartEngine() {
  ctx.leave = null;
  try {
    await py.restart();
  } catch {
    return; // the bar says why and offers a retry
  }
  await route();
  toast(t("ui.engine.restarted")); // after the screen is drawn again: a toast belongs to its screen
}

// --- routing --------------------------------------------------------------------------------

/** What the address names: {screen, id?, code?} (screen "unknown" for anything else). */
function parseRoute(hash) {
  const code = codeInLocation();
  if (code !== null) return { screen: "shared", code };
  if (hash === "" || hash === "#" || hash === "#/") return { screen: "home" };
  if (hash === "#/about") return { screen: "about" };
  if (hash === "#app") return { screen: "skip" }; // the "Skip to content" link
  const game = /^#\/game\/([^/]+)$/.exec(hash);
  if (game) {
    try {
      return { screen: "game", id: decodeURIComponent(game[1]) };
    } catch {
      return { screen: "unknown" }; // a broken %-escape
    }
  }
  return { screen: "unknown" };
}

let routing = Promise.resolve();
let shown = false; // a screen is on show (the skip link leaves it alone)
let routed = 0; // screens shown so far (<html data-routed>: a test waits for the next one)

/** Show the screen the URL names (one at a time, in order). */
function route() {
  routing = routing
    .then(doRoute)
    .catch((e) => {
      console.error(e);
      toast(e?.message || String(e), { kind: "error" });
    })
    .then(() => {
      document.documentElement.dataset.routed = String(++routed);
    });
  return routing;
}

function waitingCard(text) {
  if (py.isReady()) return;
  const { bar, line } = progressView();
  fill(
    app,
    h(
      "section",
      { class: "boot", "aria-busy": "true" },
      h("div", { class: "boot-card" }, h("h1", {}, text), bar, line),
    ),
  );
}

async function doRoute() {
  const where = parseRoute(location.hash);
  if (where.screen === "skip" && shown) return;
  clearToasts(); // what was said on the screen before is not about this one
  ctx.redraw = null;
  useCurrency();
  if (ctx.leave) {
    const leave = ctx.leave;
    ctx.leave = null;
    await leave();
  }
  window.scrollTo(0, 0);
  shown = true;
  if (where.screen === "shared") {
    waitingCard(t("ui.opening_shared_game"));
    return openSharedGame(ctx, where.code);
  }
  if (where.screen === "game") {
    waitingCard(t("ui.opening_game"));
    return showGame(ctx, where.id);
  }
  if (where.screen === "about") return showAbout(ctx);
  if (where.screen === "unknown") {
    ctx.replace("#/");
    return showHome(ctx, { notice: t("ui.no_such_page") });
  }
  return showHome(ctx);
}

/** What the build wrote in site.json: the titles, the languages and the size of Python's
 * download; null when it is missing (e.g. web/ served unbuilt: the titles then come from Python). */
async function readSiteInfo() {
  try {
    const response = await fetch("./site.json");
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const info = await response.json();
    if (!Array.isArray(info.titles)) throw new Error("no titles"); // i18n-ignore: caught below, only logged
    return info;
  } catch (e) {
    console.warn("site.json not read; the titles come from Python:", e);
    return null;
  }
}

/** The header's language switch: the screen on show draws itself again in the new language. */
function showLanguageSwitch() {
  const nav = document.querySelector(".topbar nav");
  const select = h(
    "select",
    { id: "language", class: "language", "aria-label": t("ui.language") },
    languages().map((l) => h("option", { value: l.code, selected: l.code === language(), lang: l.code }, l.name)),
  );
  select.addEventListener("change", () =>
    chooseLanguage(select.value).catch((e) => {
      select.value = language();
      toast(t("ui.language_not_loaded", { reason: e?.message || String(e) }), { kind: "error" });
    }),
  );
  nav.append(select);
  onLanguageChange(() => {
    select.setAttribute("aria-label", t("ui.language"));
    renderEngine();
    if (ctx.redraw) ctx.redraw();
    else route();
  });
}

async function start() {
  registerServiceWorker();
  py.boot().catch(() => {}); // failures come as events (the bar offers Retry)
  const site = await readSiteInfo();
  await startLanguage(site?.languages);
  wordsLoaded = true;
  showLanguageSwitch();
  renderEngine();
  try {
    ctx.downloadBytes = Number(site?.download_bytes) || 0;
    const titles = site ? site.titles : await py.call("titles", {});
    await loadTables(titles); // each title's table, as its package declares it
    ctx.titles = titles.filter((title) => hasTable(title.id));
  } catch (e) {
    console.error(e);
    document.documentElement.dataset.ready = "error";
    fill(
      app,
      h(
        "section",
        { class: "boot" },
        h(
          "div",
          { class: "boot-card error-card", role: "alert" },
          h("h1", {}, t("ui.titles_not_listed")),
          h("p", {}, e?.message || String(e)),
          h("p", { class: "muted" }, t("ui.saves_safe")),
        ),
      ),
    );
    return;
  }
  for (const update of progressViews) update();
  window.addEventListener("hashchange", route);
  await route();
  document.documentElement.dataset.ready = "1";
}

start();
