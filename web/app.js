// The page's entry: boots Python (in the worker, through py.js), registers the service worker
// and routes between the screens by the URL fragment:
//   #/            home (titles, set-up, saved games, import)
//   #/about       about and credits
//   #/game/<id>   the table of a saved game
//   #g=<code>     a shared game (play by link): stored as a new saved game, then #/game/<id>

import { h, fill, toast } from "./dom.js";
import { showHome } from "./home.js";
import { showAbout } from "./about.js";
import { showGame, openSharedGame } from "./game.js";
import { codeInLocation } from "./share.js";

const app = document.getElementById("app");
const ctx = {
  app,
  py: null,
  titles: [],
  titleById: (id) => ctx.titles.find((t) => t.id === id),
  call: (method, args, options) => ctx.py.call(method, args, options),
  go: (hash) => {
    if (location.hash === hash) route();
    else location.hash = hash;
  },
  /** Replace the URL fragment without a new history entry (and without routing). */
  replace: (hash) => history.replaceState(null, "", `${location.pathname}${location.search}${hash}`),
  leave: null, // set by a screen that must clean up (the game closes itself in Python)
};

function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("./sw.js").catch((e) => console.warn("Service worker not registered:", e));
}

function bootScreen() {
  const bar = h("progress", { max: 1, value: 0, "aria-label": "Loading the rules engine" });
  const stage = h("p", { class: "boot-stage", role: "status" }, "Loading Python…");
  fill(app, h("section", { class: "boot", "aria-busy": "true" },
    h("div", { class: "boot-card" },
      h("h1", {}, "Setting up the table"),
      h("p", { class: "muted" }, "The rules run in Python inside your browser. The first visit downloads about 6 MB; after that it works offline."),
      bar, stage)));
  return ({ stage: text, fraction }) => {
    if (text) stage.textContent = text;
    if (typeof fraction === "number") bar.value = Math.max(0, Math.min(1, fraction));
  };
}

function bootFailed(error) {
  fill(app, h("section", { class: "boot" },
    h("div", { class: "boot-card error-card", role: "alert" },
      h("h1", {}, "The rules engine did not start"),
      h("p", {}, error?.message || String(error)),
      h("p", { class: "muted" }, "Your saved games are safe: nothing was changed. Check the connection (the first visit needs to download Python) and reload the page."),
      h("button", { class: "button primary", type: "button", onclick: () => location.reload() }, "Reload"))));
}

let routing = Promise.resolve();

/** Show the screen the URL names (one at a time, in order). */
function route() {
  routing = routing.then(doRoute).catch((e) => {
    console.error(e);
    toast(e?.message || String(e), { kind: "error" });
  });
  return routing;
}

async function doRoute() {
  if (ctx.leave) {
    const leave = ctx.leave;
    ctx.leave = null;
    await leave();
  }
  window.scrollTo(0, 0);
  const code = codeInLocation();
  if (code !== null) return openSharedGame(ctx, code);
  const hash = location.hash;
  const game = /^#\/game\/([^/]+)$/.exec(hash);
  if (game) return showGame(ctx, decodeURIComponent(game[1]));
  if (hash === "#/about") return showAbout(ctx);
  return showHome(ctx);
}

async function start() {
  registerServiceWorker();
  const progress = bootScreen();
  try {
    ctx.py = await import("./py.js");
    await ctx.py.boot(progress);
    ctx.titles = await ctx.py.call("titles", {});
  } catch (e) {
    console.error(e);
    bootFailed(e);
    document.documentElement.dataset.ready = "error";
    return;
  }
  window.addEventListener("hashchange", route);
  await route();
  document.documentElement.dataset.ready = "1";
}

start();
