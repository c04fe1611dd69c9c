// Which table draws which title. A table module exports
//   renderTable(view, {legal, readonly}) -> Element   the table; legal moves carry data-action
//   actionSpec(actions, view) -> spec                  how to ask for a choice/price (dialogs.js)
//   renderScores(view, result) -> Element              the final scores (optional)
// Later titles (Wensleydale boards, 1856 maps) add their module here.

import * as nar from "./table-nar.js";
import * as wensleydale from "./table-wensleydale.js";
import * as generic from "./table-generic.js";

const TABLES = { nar, lttw: wensleydale, fttn: wensleydale };

export function tableFor(titleId) {
  return TABLES[titleId] || generic;
}
