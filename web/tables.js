// Which table draws which title. A table module exports
//   renderTable(view, {legal, readonly, query, last, computers, gameId}) -> Element
//       the table. Every legal move is an element carrying data-action (the action's JSON as
//       Python listed it; data-actions when it stands for several); query(name, args,
//       onProgress) asks Python about the position now; last: the move that led here (as
//       played), to mark; computers: {player: level}, the seats marked (computers.js); gameId:
//       what a table keeps between draws (a map's zoom and panning) belongs to this game only.
//       Each sentence of the prompt that asks for moves names their types in data-moves
//       ("lay_tile pass"): the prompt names only moves on offer (tests/e2e: the positions test).
//       Once drawn, the table calls reach.js's reach(), which gives any legal move it does not
//       offer a plain button in the prompt (a safety net: none should need one).
//   moveWords(view, action) -> text | null             a legal move in the player's words (the
//                                                      safety net's buttons)
//   actionSpec(actions, view) -> spec                  how to ask for a choice/price (dialogs.js)
//   renderScores(view, result, {computers}) -> Element the final scores (optional), computers marked
//   export18xx = true                                  the game screen offers "Export for
//                                                      18xx.games" (Python's export_18xx)
//   ruleTopics(title) -> {prefix, topics, args}        the rules behind the "?" helps, in the
//                                                      order of play (dialogs.js ruleHelp:
//                                                      `<prefix>.<topic>.title`, `.text`,
//                                                      `.section`; args: the texts' placeholders),
//                                                      listed by the home screen's "How to play"
//                                                      (optional)
//   phaseKey = "ui.nar.phase."                         the prefix of the phases' names (a saved
//                                                      game's summary; optional)
//   useLayer(name, layer)                              a table several titles share takes each
//                                                      title's layer (the 18xx table)
// A title names its table (and layer) in its package's declaration (pygame_rules/games/<title>/
// __init__.py, WEB); the titles' list carries it ("web"), and loadTables imports each once.

import * as generic from "./table-generic.js";

const TABLES = new Map(); // title id -> its table module
const MODULE = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*\.js$/; // a module of the site's own, by its path

async function imported(path) {
  if (typeof path !== "string" || !MODULE.test(path)) throw new Error(`not a table module: ${path}`); // i18n-ignore: a build error, logged
  return import(`./${path}`);
}

/** Import the table each title declares (and its layer); a title whose table cannot be loaded is
 * left out (logged), the others still play. */
export async function loadTables(titles) {
  await Promise.all(
    titles.map(async (title) => {
      if (!title.web?.table || TABLES.has(title.id)) return;
      try {
        const table = await imported(title.web.table);
        if (title.web.layer) table.useLayer(title.name, await imported(title.web.layer));
        TABLES.set(title.id, table);
      } catch (e) {
        console.error(`the table of ${title.id} was not loaded:`, e);
      }
    }),
  );
}

export function tableFor(titleId) {
  return TABLES.get(titleId) || generic;
}

/** Whether the title has a table of its own: the site offers only those. */
export function hasTable(titleId) {
  return TABLES.has(titleId);
}

/** The title's rule topics: {prefix, topics, args}, or null for a title whose helps say no more
 * than its summary. */
export function ruleTopics(title) {
  return TABLES.get(title.id)?.ruleTopics?.(title) ?? null;
}
