// Saved games in localStorage: one key per game holding its save (the save IS the game), plus
// an index of summaries for the home screen. The game keys are the truth: the index is only a
// cache, reconciled with them at every read, so a lost or junk index hides nothing and blocks
// nothing. A value that cannot be read is never overwritten: it is copied to a "broken" key
// and the player is told. Reads never throw; only a save's write reports a full storage.
// What the index says of a game for people (its summary, why it is broken) is kept as a message
// ({key, args}: shown in the language of the day), or as text in indexes written before.

import { parseBounded } from "./safe-json.js";
import { said, t } from "./i18n.js";
import { computersOf } from "./computers.js";
import { tableFor } from "./tables.js";

export const PREFIX = "railgames:";
export const INDEX_KEY = `${PREFIX}index`;
export const STORAGE_VERSION = 1;
const GAME_PREFIX = `${PREFIX}game:`;
export const gameKey = (id) => `${GAME_PREFIX}${id}`;
const brokenKey = (id) => `${PREFIX}broken:${id}`;

export class StorageFull extends Error {
  constructor() {
    super(t("ui.storage.full"));
    this.kind = "QuotaExceeded";
  }
}

/** Another tab (or window) saved this game since this tab last read it: nothing was written. */
export class ChangedElsewhere extends Error {
  constructor(raw) {
    super(t(raw === null ? "ui.storage.deleted_elsewhere" : "ui.storage.changed_elsewhere"));
    this.kind = "ChangedElsewhere";
    this.raw = raw; // the stored text now (null: deleted)
  }
}

function isQuota(e) {
  return e && (e.name === "QuotaExceededError" || e.code === 22 || e.code === 1014);
}

/** localStorage.getItem that never throws (storage may be disabled). */
function read(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key, value) {
  try {
    localStorage.setItem(key, value);
  } catch (e) {
    if (isQuota(e)) throw new StorageFull();
    throw e;
  }
}

/** A write that may fail without losing anything (a copy, or the index cache). */
function tryWrite(key, value) {
  try {
    write(key, value);
    return true;
  } catch {
    return false;
  }
}

function allKeys() {
  try {
    return Object.keys(localStorage);
  } catch {
    return [];
  }
}

export function newId() {
  const rand = crypto.getRandomValues(new Uint32Array(1))[0].toString(36);
  return `${Date.now().toString(36)}-${rand}`;
}

/** Problems found while reading the index, shown once on the home screen. */
export const notices = [];

const str = (v) => (typeof v === "string" ? v : "");
const texts = (v) => (Array.isArray(v) ? v.filter((p) => typeof p === "string") : []);
const isMessage = (v) =>
  !!v &&
  typeof v === "object" &&
  !Array.isArray(v) &&
  typeof v.key === "string" &&
  (v.args === undefined || (!!v.args && typeof v.args === "object" && !Array.isArray(v.args)));
/** A text or a message ({key, args}) as stored; anything else is "". */
const sayable = (v) => (isMessage(v) ? { key: v.key, args: v.args || {} } : str(v));

/** What the index says of a game (a summary, a reason), in the page's language. */
export function shown(value) {
  return isMessage(value) ? said(value) : str(value);
}

/** Why something failed, to keep: the message an error carries (`said`, as Python's refusals and
 * the page's own reasons do), else its text. */
export const reasonOf = (e) => (isMessage(e?.said) ? e.said : String(e?.message ?? e));

/** An index entry with nothing known yet but its id. */
const blankEntry = (id) => ({
  id,
  title: "",
  titleName: "",
  players: [],
  computers: {},
  updated: 0,
  summary: "",
  finished: false,
  chars: -1,
});

/** An index entry made safe to show, whatever was stored (null, a number, wrong-typed fields). */
function cleanEntry(e) {
  if (!e || typeof e !== "object" || Array.isArray(e) || typeof e.id !== "string" || !e.id) return null;
  return {
    id: e.id,
    title: str(e.title),
    titleName: str(e.titleName),
    players: texts(e.players),
    computers: computersOf(e), // {player: level}: the seats a computer plays
    updated: Number.isFinite(e.updated) ? e.updated : 0,
    summary: sayable(e.summary),
    finished: e.finished === true,
    chars: Number.isFinite(e.chars) ? e.chars : -1,
    broken: sayable(e.broken) || undefined,
  };
}

/** The stored index entries by id (a Map: ids such as "__proto__" are plain keys). */
function readIndexEntries() {
  const raw = read(INDEX_KEY);
  const entries = new Map();
  if (raw === null) return entries;
  let games = null;
  try {
    const parsed = parseBounded(raw, "ui.json.what.index");
    if (parsed && parsed.version === STORAGE_VERSION && Array.isArray(parsed.games)) games = parsed.games;
  } catch {
    /* handled below */
  }
  if (!games) {
    // a list we cannot read (damaged, or from another version): keep it aside, rebuild it
    if (read(brokenKey("index")) === null) tryWrite(brokenKey("index"), raw);
    const notice = t("ui.storage.index_unreadable");
    if (!notices.includes(notice)) notices.push(notice);
    return entries;
  }
  for (const e of games) {
    const entry = cleanEntry(e);
    if (entry && !entries.has(entry.id)) entries.set(entry.id, entry);
  }
  return entries;
}

function writeIndex(games) {
  const sorted = [...games].sort((a, b) => b.updated - a.updated);
  tryWrite(INDEX_KEY, JSON.stringify({ version: STORAGE_VERSION, games: sorted }));
  return sorted;
}

/** Parse a stored save; throws an Error whose message (and `said`) says why it cannot be read. */
function parseSave(raw) {
  const save = parseBounded(raw, "ui.json.what.save_text");
  if (!save || typeof save !== "object" || Array.isArray(save)) {
    throw Object.assign(new Error(t("ui.storage.no_game")), { said: { key: "ui.storage.no_game", args: {} } });
  }
  return save;
}

/** "<n> moves played": the summary of a game the index knows nothing else of. */
const movesPlayed = (n) => ({ key: "ui.summary.moves", args: { n } });

/** "This save could not be read: <why>", kept as the reason a game is broken. */
const unreadable = (e) => ({ key: "ui.storage.unreadable", args: { reason: reasonOf(e) } });

/**
 * The saved games for the home screen, newest first: every game key is listed (its summary
 * from the index when the index knows this very save, else from the save itself), index
 * entries without a game are dropped, and saves that cannot be read are marked broken.
 */
export function listGames() {
  const known = readIndexEntries();
  const games = [];
  let changed = false;
  for (const key of allKeys()) {
    if (!key.startsWith(GAME_PREFIX)) continue;
    const id = key.slice(GAME_PREFIX.length);
    const raw = read(key);
    if (raw === null || !id) continue;
    let entry = known.get(id);
    known.delete(id);
    if (!entry || entry.chars !== raw.length) {
      entry = { ...blankEntry(id), updated: entry?.updated || 0, chars: raw.length, broken: entry?.broken };
      changed = true;
    }
    if (!entry.broken) {
      try {
        const save = parseSave(raw);
        if (!entry.title || !entry.players.length) {
          entry.title = str(save.title);
          entry.players = texts(save.players);
          entry.computers = computersOf(save);
          if (!entry.summary) entry.summary = Array.isArray(save.actions) ? movesPlayed(save.actions.length) : "";
          changed = true;
        }
      } catch (e) {
        entry.broken = unreadable(e);
        if (read(brokenKey(id)) === null) tryWrite(brokenKey(id), raw);
        changed = true;
      }
      if (!entry.broken && read(brokenKey(id)) !== null) entry.broken = { key: "ui.storage.failed_before", args: {} };
    }
    games.push(entry);
  }
  if (known.size) changed = true; // entries whose game is gone
  return changed ? writeIndex(games) : games.sort((a, b) => b.updated - a.updated);
}

/** The index as {version, games}: listGames, for callers that want the list's shape. */
export function readIndex() {
  return { version: STORAGE_VERSION, games: listGames() };
}

/** The stored save text of a game, or null. */
export function loadRaw(id) {
  return read(gameKey(id));
}

/** Whether a game was kept aside as unreadable (its save is then never written again). */
export function isBroken(id) {
  return read(brokenKey(id)) !== null || !!readIndexEntries().get(id)?.broken;
}

/**
 * A stored game, read for opening: {raw, save}. Throws an Error in the player's words when
 * there is none, or when it cannot be read (then it is kept aside untouched).
 */
export function loadGame(id) {
  const raw = read(gameKey(id));
  if (raw === null) throw new Error(t("ui.storage.no_such_game"));
  if (isBroken(id)) throw new Error(t("ui.storage.kept_aside"));
  try {
    return { raw, save: parseSave(raw) };
  } catch (e) {
    markBroken(id, unreadable(e));
    throw new Error(t("ui.storage.unreadable_now", { reason: reasonOf(e) }), { cause: e });
  }
}

/**
 * Keep a save that cannot be opened aside, untouched: its raw text is copied to a broken key,
 * the game key is left as it was and is never written again (saveGame refuses it). `reason`: a
 * message ({key, args}) or a text, shown on the home screen.
 */
export function markBroken(id, reason) {
  const raw = read(gameKey(id));
  if (raw !== null && read(brokenKey(id)) === null) tryWrite(brokenKey(id), raw); // else the game key still holds it
  const entries = readIndexEntries();
  const entry = entries.get(id) || blankEntry(id);
  entry.broken = reason;
  entry.chars = raw?.length ?? -1;
  entries.set(id, entry);
  writeIndex(entries.values());
}

/**
 * Store a session's save, but only on top of the save this tab last saw (`seen`: that text,
 * or null for a game not stored yet); returns the text written. Throws ChangedElsewhere when
 * the stored save is another one (nothing is written), StorageFull when there is no room.
 * The game key is written first; the index after it is a cache, so its failure loses nothing.
 */
export function saveGame(id, session, titleName, seen = null) {
  const text = JSON.stringify(session.save);
  const stored = read(gameKey(id));
  if (stored !== seen) throw new ChangedElsewhere(stored);
  if (isBroken(id)) throw new Error(t("ui.storage.not_written"));
  if (stored !== text) write(gameKey(id), text);
  const entries = readIndexEntries();
  entries.set(id, {
    id,
    title: session.save.title,
    titleName: titleName || session.save.title,
    players: session.save.players,
    computers: computersOf(session.save),
    updated: Date.now(),
    summary: summary(session),
    finished: !!session.finished,
    chars: text.length,
  });
  writeIndex(entries.values());
  return text;
}

/** The phase as a message when its table names it (its phaseKey, the prefix of its phases'
 * names), else the view's own text (the rules' English). */
function phaseOf(title, v) {
  const prefix = tableFor(title).phaseKey;
  const key = typeof v.phase === "string" && typeof prefix === "string" ? `${prefix}${v.phase}` : null;
  if (key && t(key) !== key) return { key, args: {} };
  return str(v.phase_name);
}

/** "Turn 2 · Phase II: buy cities", or "Finished — Ann wins", as a message. */
export function summary(session) {
  if (session.finished) {
    const winner = session.result?.ranking?.[0];
    return winner ? { key: "ui.summary.won", args: { player: winner } } : { key: "ui.summary.finished", args: {} };
  }
  const v = session.view || {};
  const phase = v.phase_name ? phaseOf(session.save?.title, v) : "";
  if (v.turn && phase) return { key: "ui.summary.turn_phase", args: { turn: v.turn, phase } };
  if (v.turn) return { key: "ui.summary.turn", args: { turn: v.turn } };
  return phase || movesPlayed(session.length);
}

/** Delete a game (and its kept-aside copy); works on a full storage, never throws. */
export function deleteGame(id) {
  try {
    localStorage.removeItem(gameKey(id));
    localStorage.removeItem(brokenKey(id));
  } catch {
    /* storage disabled: nothing to delete */
  }
  const entries = readIndexEntries();
  entries.delete(id);
  writeIndex(entries.values());
}

export function brokenRaw(id) {
  return read(brokenKey(id)) ?? read(gameKey(id));
}
