// Computer players on the page: which seats a computer plays (the save's "computers",
// {player: level}; absent in older saves: every seat is a person) and how their names are marked
// on every table. Python chooses a computer's moves (webapi bot_move) and says which move was the
// last person's (the session's last_person_move); nothing here decides what is legal.

import { h, own } from "./dom.js";
import { t } from "./i18n.js";

export const LEVELS = ["easy", "normal", "strong"]; // pygame_rules.bots.LEVELS

/** {player: level} of a save or a session ({} when none); only texts and known levels, whatever
 * was stored. */
export function computersOf(saveOrSession) {
  const computers = saveOrSession?.computers ?? saveOrSession?.save?.computers;
  if (!computers || typeof computers !== "object" || Array.isArray(computers)) return {};
  return Object.fromEntries(Object.entries(computers).filter(([, level]) => LEVELS.includes(level)));
}

/** The level a computer plays `player` at, or undefined for a person. */
export const levelOf = (computers, player) => {
  const level = own(computers, player);
  return LEVELS.includes(level) ? level : undefined;
};

export const isComputer = (computers, player) => levelOf(computers, player) !== undefined;

export const levelName = (level) => t(`ui.computer.level.${level}`);

/** "Computer 1 (computer, strong)" for a computer's seat, the name alone for a person's. */
export function playerLabel(computers, player) {
  const level = levelOf(computers, player);
  return level ? t("ui.computer.name", { player, level: levelName(level) }) : player;
}

/** A marker beside a computer's name in a player panel ("computer · strong"); null for a person. */
export function computerMark(computers, player) {
  const level = levelOf(computers, player);
  if (!level) return null;
  return h(
    "span",
    {
      class: "marker computer",
      dataset: { computer: level },
      title: t("ui.computer.mark_tip", { player, level: levelName(level) }),
    },
    t("ui.computer.mark", { level: levelName(level) }),
  );
}
