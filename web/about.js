// The About page: what this is, credits, which component data are stand-ins.

import { h, fill, names, comingTitles } from "./dom.js";

export function showAbout(ctx) {
  document.title = "About · Railway Board Games";
  fill(ctx.app,
    h("article", { class: "panel about" },
      h("h1", {}, "About"),
      h("p", {}, "A table for railway board games that runs entirely in your browser. The rules are written in Python and run inside the page (Pyodide, in a Web Worker); the page only draws the table and offers the moves the rules allow. There is no server: games are saved in this browser, travel as links or files, and the site works offline after the first visit."),
      h("h2", {}, "Games"),
      h("dl", { class: "credits" },
        ...ctx.titles.flatMap((t) => [h("dt", {}, t.name),
          h("dd", {}, `${t.credits} ${t.players[0]}–${t.players[1]} players.`)])),
      comingTitles(ctx.titles).length
        ? h("p", { class: "muted" }, `Later titles join here: ${names(comingTitles(ctx.titles))}.`) : null,
      h("h2", {}, "Stand-in component data"),
      ...standIns(ctx),
      h("h2", {}, "Your data"),
      h("p", {}, "Saved games stay in this browser's local storage. A shared link carries the game in the part after “#”, which browsers never send to a server. Export a game as a file to keep it anywhere."),
      h("p", { class: "muted" }, "This is a fan-made aid to play; please buy the games.")));
}

function standIns(ctx) {
  const withStandIn = ctx.titles.filter((t) => t.stand_in);
  if (!withStandIn.length) return [h("p", {}, "All component data are the printed ones.")];
  return withStandIn.map((t) => h("p", { class: "stand-in", role: "note" }, h("strong", {}, `${t.name}: `), t.stand_in));
}
