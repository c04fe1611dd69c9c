// Saved games in localStorage: one key per game holding its save (the save IS the game), plus
// an index for the home screen. A value that cannot be read is never overwritten: it is copied
// to a "broken" key and the player is told.

export const PREFIX = "railgames:";
export const INDEX_KEY = `${PREFIX}index`;
export const STORAGE_VERSION = 1;
const gameKey = (id) => `${PREFIX}game:${id}`;
const brokenKey = (id) => `${PREFIX}broken:${id}`;

export class StorageFull extends Error {
  constructor() {
    super("The browser's storage for this site is full, so this game could not be saved here. Export it as a file to keep it.");
    this.kind = "QuotaExceeded";
  }
}

function isQuota(e) {
  return e && (e.name === "QuotaExceededError" || e.code === 22 || e.code === 1014);
}

function write(key, value) {
  try {
    localStorage.setItem(key, value);
  } catch (e) {
    if (isQuota(e)) throw new StorageFull();
    throw e;
  }
}

export function newId() {
  const rand = crypto.getRandomValues(new Uint32Array(1))[0].toString(36);
  return `${Date.now().toString(36)}-${rand}`;
}

/** Problems found while reading the index, shown once on the home screen. */
export const notices = [];

/** The index: {version, games: [{id, title, players, updated, summary, broken?}]}, newest first. */
export function readIndex() {
  const raw = localStorage.getItem(INDEX_KEY);
  let index = null;
  if (raw !== null) {
    try {
      const parsed = JSON.parse(raw);
      if (parsed && parsed.version === STORAGE_VERSION && Array.isArray(parsed.games)) index = parsed;
    } catch { /* handled below */ }
    if (!index) {
      // an index we cannot read (damaged, or from another version): keep it, rebuild from the games
      if (localStorage.getItem(brokenKey("index")) === null) write(brokenKey("index"), raw);
      notices.push("The list of saved games could not be read; it was kept aside and rebuilt from the saved games themselves.");
    }
  }
  return index || rebuildIndex();
}

function rebuildIndex() {
  const games = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (!key.startsWith(`${PREFIX}game:`)) continue;
    const id = key.slice(`${PREFIX}game:`.length);
    const entry = { id, title: "?", players: [], updated: 0, summary: "" };
    try {
      const save = JSON.parse(localStorage.getItem(key));
      entry.title = save.title;
      entry.players = save.players;
      entry.summary = `${save.actions.length} moves played`;
    } catch {
      entry.broken = "This save could not be read (it is not valid JSON).";
    }
    games.push(entry);
  }
  const index = { version: STORAGE_VERSION, games };
  try { writeIndex(index); } catch { /* reported when the next save fails */ }
  return index;
}

function writeIndex(index) {
  index.games.sort((a, b) => (b.updated || 0) - (a.updated || 0));
  write(INDEX_KEY, JSON.stringify(index));
}

/** The saved games for the home screen; checks each one still parses. */
export function listGames() {
  const index = readIndex();
  for (const entry of index.games) {
    if (entry.broken) continue;
    const raw = localStorage.getItem(gameKey(entry.id));
    if (raw === null) {
      entry.broken = "This saved game is missing from the browser's storage.";
      continue;
    }
    try {
      JSON.parse(raw);
    } catch {
      markBroken(entry.id, "This save could not be read (it is not valid JSON).");
      entry.broken = "This save could not be read (it is not valid JSON).";
    }
  }
  return index.games;
}

/** The stored save text of a game, or null. */
export function loadRaw(id) {
  return localStorage.getItem(gameKey(id));
}

export function isBroken(id) {
  return readIndex().games.some((g) => g.id === id && g.broken);
}

/**
 * Keep a save that cannot be opened aside, untouched: its raw text is copied to a broken key,
 * the game key is left as it was and is never written again (saveGame refuses it).
 */
export function markBroken(id, reason) {
  const raw = localStorage.getItem(gameKey(id));
  try {
    if (raw !== null && localStorage.getItem(brokenKey(id)) === null) write(brokenKey(id), raw);
  } catch { /* the original key still holds it */ }
  const index = readIndex();
  const entry = index.games.find((g) => g.id === id);
  if (entry) entry.broken = reason;
  else index.games.push({ id, title: "?", players: [], updated: 0, summary: "", broken: reason });
  try { writeIndex(index); } catch { /* nothing lost: the game key is untouched */ }
}

/** Store a session's save and refresh its index entry. Throws StorageFull. */
export function saveGame(id, session, titleName) {
  const index = readIndex();
  let entry = index.games.find((g) => g.id === id);
  if (entry?.broken) return; // never overwrite a save we could not read
  write(gameKey(id), JSON.stringify(session.save));
  if (!entry) {
    entry = { id };
    index.games.push(entry);
  }
  Object.assign(entry, {
    title: session.save.title,
    titleName: titleName || session.save.title,
    players: session.save.players,
    updated: Date.now(),
    summary: summary(session),
    finished: !!session.finished,
  });
  writeIndex(index);
}

/** "Turn 2 · Phase II: buy cities", or "Finished — Ann wins". */
export function summary(session) {
  if (session.finished) {
    const winner = session.result?.ranking?.[0];
    return winner ? `Finished — ${winner} wins` : "Finished";
  }
  const v = session.view || {};
  const parts = [];
  if (v.turn) parts.push(`Turn ${v.turn}`);
  if (v.phase_name) parts.push(v.phase_name);
  return parts.join(" · ") || `${session.length} moves played`;
}

/** The id of a stored game whose save is exactly this one, if any (for share links). */
export function findIdentical(saveText) {
  for (const entry of readIndex().games) {
    if (!entry.broken && localStorage.getItem(gameKey(entry.id)) === saveText) return entry.id;
  }
  return null;
}

export function deleteGame(id) {
  localStorage.removeItem(gameKey(id));
  localStorage.removeItem(brokenKey(id));
  const index = readIndex();
  index.games = index.games.filter((g) => g.id !== id);
  writeIndex(index);
}

export function brokenRaw(id) {
  return localStorage.getItem(brokenKey(id)) ?? localStorage.getItem(gameKey(id));
}
