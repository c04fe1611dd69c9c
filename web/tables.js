// Which table draws which title. A table module exports
//   renderTable(view, {legal, readonly, query, last, computers}) -> Element   the table; legal
//                                                      moves carry data-action; query(name, args,
//                                                      onProgress) asks Python about the position
//                                                      now; last: the move that led here (as
//                                                      played), to mark; computers: {player:
//                                                      level}, the seats marked (computers.js)
//   actionSpec(actions, view) -> spec                  how to ask for a choice/price (dialogs.js)
//   renderScores(view, result) -> Element              the final scores (optional)
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
