// The moves of Last Train to Wensleydale and First Train to Nürnberg in the player's words: the
// buttons the shared safety net (reach.js) gives a legal move the table would not offer.

import { t } from "../i18n.js";

// the pass of each phase, as the table's prompt names it
const PASSES = ["track_building", "transport", "takeovers"];

const areaName = (view, id) => view.board.areas.find((a) => a.id === id)?.name ?? id;

/** A company as the log names it: its name on the board, else by its colour. */
const company = (view, colour) =>
  view.board.companies?.[colour]
    ? { key: "wd.company.named", args: { name: view.board.companies[colour] } }
    : { key: `wd.company.${colour}` };

const WORDS = {
  bid: (view, a) => t("ui.wd.move.bid", { field: a.field }),
  choose_influence: (view, a) => t(`ui.wd.take.${a.colour}`),
  build_start: (view, a) => t("ui.wd.move.build_start", { area: areaName(view, a.area) }),
  takeover_start: (view, a) =>
    t("ui.wd.move.takeover_start", { company: company(view, a.company), area: areaName(view, a.area) }),
  build_border: (view, a) => t("ui.wd.move.build_border", { area: areaName(view, a.to) }),
  takeover_border: (view, a) => t("ui.wd.border.hand_over_to", { area: areaName(view, a.to) }),
  build_done: () => t("ui.wd.move.build_done"),
  takeover_done: (view, a) =>
    t("ui.wd.hand_over", { n: a.pieces, influence: { key: `wd.influence.${a.company}`, args: { n: a.influence } } }),
  transport: (view, a) =>
    t("ui.wd.move.transport", { load: { key: `wd.load.${a.load}` }, area: areaName(view, a.area), train: a.train }),
  buy_train: (view, a) => t("ui.wd.move.buy_train", { train: a.train }),
  pay: (view, a) => t("ui.wd.move.pay", { source: { key: `wd.source.${a.source}` } }),
  pass: (view) => t(`ui.wd.pass.${PASSES.includes(view.phase) ? view.phase : "other"}`),
};

/** A legal move in the player's words (null: a move this module does not know). */
export function moveWords(view, a) {
  return WORDS[a.type]?.(view, a) ?? null;
}
