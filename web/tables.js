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
// The 18xx titles (1856, 18ESP) share table-18xx.js, each with its layer (web/<title>/layer.js).

import * as nar from "./table-nar.js";
import * as wensleydale from "./table-wensleydale.js";
import * as g18xx from "./table-18xx.js";
import * as generic from "./table-generic.js";

const TABLES = { nar, lttw: wensleydale, fttn: wensleydale, 1856: g18xx, "18esp": g18xx };

export function tableFor(titleId) {
  return TABLES[titleId] || generic;
}

/** Whether the title has a table of its own: the site offers only those. */
export function hasTable(titleId) {
  return titleId in TABLES;
}

// The rules behind a title's "?" helps (dialogs.js ruleHelp: `<prefix>.<topic>.title`, `.text`,
// `.section`), in the order of play: the home screen's "How to play" lists them; `args(title)`:
// the texts' placeholders, from the title's description (a board's own words).
const RULE_TOPICS = {
  nar: ["ui.nar.rule", ["shares", "decision", "cities", "end"]],
  lttw: ["ui.wd.rule", ["auction", "credit", "build", "pay_build", "transport", "pay_train", "scoring", "takeovers", "end"],
    (title) => wensleydale.ruleArgs(title.board)],
};
RULE_TOPICS.fttn = RULE_TOPICS.lttw;

/** The title's rule topics: {prefix, topics, args}, or null for a title whose helps say no more
 * than its summary. */
export function ruleTopics(title) {
  const found = RULE_TOPICS[title.id];
  return found ? { prefix: found[0], topics: found[1], args: found[2]?.(title) ?? {} } : null;
}
