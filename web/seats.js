// Seats for play by link. A game that arrives by link asks once which player this browser
// plays, and remembers it per game (across later links of the same game); the table then offers
// only that player's moves and undo only takes back that player's own last move. A game started
// here plays every seat here (hotseat), as before, until its player picks a seat (asked the first
// time they share it, or with the "change" button).
//
// The same game across links: title, seed, players and options (a save has no id of its own).
// A link of a game stored here is placed against the stored copies: same moves, further on (the
// stored game is updated), older (the stored game is shown) or diverged (both are kept).
//
// Nothing here decides what is legal: it only hides moves Python listed for other players.
//
// Computer seats (computers.js) are nobody's seat: their moves are never offered to a person,
// a browser never plays one, and undo goes back to the last person's move (Python takes back
// the computers' moves after it too).

import { h } from "./dom.js";
import { openDialog } from "./dialogs.js";
import * as storage from "./storage.js";
import { parseBounded } from "./safe-json.js";
import { signLast, wrap, unwrap, absorb, unsignedMoves } from "./signing.js";
import { computersOf, isComputer } from "./computers.js";
import { t } from "./i18n.js";

export const ALL = "all"; // every seat is played at this screen (hotseat)
export const WATCH = "watch"; // this browser only looks on
export const SEAT = "seat"; // this browser plays one player

const SEAT_PREFIX = `${storage.PREFIX}seat:`;

// cyrb53: a small, stable 53-bit string hash (not for security: it only names a storage key)
function hash(text) {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** What makes two saves the same game: title, seed, players, options (keys sorted) and rules. */
export function identity(save) {
  const options = save.options && typeof save.options === "object" ? save.options : {};
  const sorted = Object.keys(options)
    .sort()
    .map((k) => [k, options[k]]);
  const id = [save.title, save.seed, save.players, sorted];
  // the rules' version (saves made before versions have none: their identity stays as it was)
  if (save.rules !== undefined) id.push(["rules", save.rules]);
  return JSON.stringify(id);
}

export function seatKey(save) {
  return `${SEAT_PREFIX}${hash(identity(save))}`;
}

const players = (save) => (Array.isArray(save.players) ? save.players.filter((p) => typeof p === "string") : []);

/** This browser's seat in a game: {mode: "all"|"watch"} or {mode: "seat", player}; null when
 * never chosen (a game started here: every seat). A stored value that makes no sense is null. */
export function readSeat(save) {
  let value;
  try {
    const raw = localStorage.getItem(seatKey(save));
    if (raw === null) return null;
    value = parseBounded(raw, "ui.json.what.seat", { maxChars: 10_000, maxDepth: 4 });
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  if (value.mode === ALL || value.mode === WATCH) return { mode: value.mode };
  if (value.mode === SEAT && players(save).includes(value.player) && !isComputer(computersOf(save), value.player)) {
    return { mode: SEAT, player: value.player };
  }
  return null;
}

/** Remember the seat; false when the browser's storage refused it (the seat still holds now). */
export function writeSeat(save, seat) {
  try {
    localStorage.setItem(seatKey(save), JSON.stringify(seat));
    return true;
  } catch {
    return false;
  }
}

const seatName = (seat) => {
  if (!seat || seat.mode === ALL) return t("ui.seat.all");
  if (seat.mode === WATCH) return t("ui.seat.watching");
  return seat.player;
};

/** The legal actions this seat may play (a computer's are the computer's: `computers`). */
export function playable(seat, legal, computers = {}) {
  if (!seat || seat.mode === ALL) return legal.filter((a) => !isComputer(computers, a?.player));
  if (seat.mode === WATCH) return [];
  return legal.filter((a) => a && a.player === seat.player);
}

/** The players who can move now (from the legal actions, in seating order). */
function toMove(session) {
  const acting = new Set((session.legal_actions || []).map((a) => a?.player));
  const list = players(session.save).filter((p) => acting.has(p));
  return list.length ? list : session.active_players || [];
}

/** Who made the last move a person made (the computers' moves after it do not count). */
function lastMover(session) {
  const i = session.last_person_move; // webapi.last_person_move
  return i >= 0 ? session.save.actions[i]?.player : undefined;
}

/** May this seat undo now? {ok, why} (why: the undo button's tooltip). With computers, undo
 * takes back the last person's move and the computers' moves after it. */
export function undoState(seat, session) {
  if (session.length === 0) return { ok: false, why: t("ui.seat.no_undo") };
  const computers = Object.keys(computersOf(session.save)).length > 0;
  const last = lastMover(session);
  if (computers && last === undefined) return { ok: false, why: t("ui.computer.undo_none") };
  if (!seat || seat.mode === ALL) {
    return { ok: true, why: computers ? t("ui.computer.undo_to_person", { player: last }) : t("ui.seat.undo_any") };
  }
  if (seat.mode === WATCH) return { ok: false, why: t("ui.seat.undo_watching") };
  if (last === seat.player) return { ok: true, why: t(computers ? "ui.computer.undo_mine" : "ui.seat.undo_mine") };
  return {
    ok: false,
    why: typeof last === "string" ? t("ui.seat.undo_theirs", { player: last }) : t("ui.seat.undo_not_yours"),
  };
}

/** The answer the seat question offers first (focused, so Enter takes it), or null when none is
 * likely: on a link, the player to act, unless that is who moved last (the sender, who is not
 * the one opening it); before sharing, who moved last (the one sending it); on a change, the
 * seat now. Before anyone moved, the sender is unknown: nothing. */
function likelySeat({ first, sharing, current, acting, last }) {
  if (current?.mode === SEAT) return current.player;
  if (last === undefined) return null;
  if (first) return acting.find((p) => p !== last) ?? null;
  if (sharing) return last;
  return null;
}

/** The seat question: resolves a seat, or null when dismissed. `session` (the game now) says
 * whose move it is and who moved last; `current`: the seat now (a change). */
export function askSeat(save, { first = false, sharing = false, session = null, current = null } = {}) {
  const computers = computersOf(save);
  const list = players(save).filter((p) => !isComputer(computers, p)); // nobody sits in a computer's seat
  const toAct = session && !session.finished ? toMove(session) : [];
  const last = session ? lastMover(session) : undefined;
  const likely = likelySeat({ first, sharing, current, acting: toAct.filter((p) => list.includes(p)), last });
  return openDialog(
    (dialog, done) => {
      const choice = (seat, label, hint) =>
        h(
          "button",
          {
            type: "button",
            class: ["button", "seat-choice", seat.mode === SEAT && seat.player === likely && "primary"],
            autofocus: seat.mode === SEAT && seat.player === likely,
            dataset: { seatMode: seat.mode, ...(seat.mode === SEAT ? { seat: seat.player } : {}) },
            onclick: () => done(seat),
          },
          h("span", { class: "seat-choice-name" }, label),
          hint ? h("span", { class: "seat-choice-hint" }, hint) : null,
        );
      const hint = (p) =>
        [
          toAct.includes(p) && t("ui.seat.hint_to_move"),
          p === last && t("ui.seat.hint_moved_last"),
          current?.mode === SEAT && current.player === p && t("ui.seat.hint_current"),
        ]
          .filter(Boolean)
          .join(" · ");
      let intro = t("ui.seat.intro");
      if (first) intro = t("ui.seat.intro_link", { intro });
      if (sharing) intro = t("ui.seat.intro_share", { intro });
      dialog.classList.add("seat-dialog");
      dialog.append(
        // nothing likely: the focus rests on the question, so that Enter picks no one by chance
        h("h2", { id: "seat-h", ...(likely === null && { tabindex: "-1", autofocus: true }) }, t("ui.seat.question")),
        toAct.length ? h("p", { class: "seat-to-move" }, h("strong", {}, t("ui.seat.to_move", { who: toAct }))) : null,
        h("p", {}, intro),
        h(
          "div",
          { class: "seat-choices" },
          list.map((p) => choice({ mode: SEAT, player: p }, p, hint(p))),
          choice({ mode: WATCH }, t("ui.seat.just_watching"), t("ui.seat.just_watching_hint")),
          choice({ mode: ALL }, t("ui.seat.all_here"), t("ui.seat.all_here_hint")),
        ),
        h(
          "div",
          { class: "dialog-buttons" },
          h(
            "button",
            { type: "button", class: "button", onclick: () => done(null) },
            t(sharing ? "ui.seat.later" : "ui.cancel"),
          ),
        ),
      );
    },
    { labelledBy: "seat-h" },
  );
}

/**
 * The seat part of the game screen: the "Seat: Ann (change)" line in the game head, and the
 * status line ("Waiting for Bob — send the link to Bob") above the table.
 * onChange: redraw the screen; onShare: open the share dialog.
 */
export class SeatControl {
  constructor(save, { onChange, onShare }) {
    this.save = save;
    this.seat = readSeat(save);
    this.onChange = onChange;
    this.onShare = onShare;
    this.session = null; // the game as last drawn (the seat question says whose move it is)
    this.line = h("p", { class: "seat-line muted" });
    this.statusBox = h("div", { class: "seat-box", role: "status", hidden: true });
    this.warning = h("p", { class: "seat-warning", role: "alert", hidden: true });
    this.box = h("div", { class: "seat-area" }, this.warning, this.statusBox);
    this.signing = Promise.resolve(null);
    this.verified = null; // the moves last checked for signatures
    this.verifying = 0;
  }

  get mode() {
    return this.seat?.mode || ALL;
  }

  legal(legal) {
    return playable(this.seat, legal, computersOf(this.save));
  }

  /** The table is read-only for a seat with nothing to play now (hotseat: while a computer is
   * to act, else as before). */
  readonly(legal, session = null) {
    return legal.length === 0 && (this.mode !== ALL || !!session?.computer_to_act);
  }

  undo(session) {
    return undoState(this.seat, session);
  }

  set(seat) {
    this.seat = seat;
    writeSeat(this.save, seat);
    this.onChange();
  }

  /** Ask which seat this browser plays; keeps the seat as it was when dismissed. */
  async choose(options = {}) {
    const seat = await askSeat(this.save, { session: this.session, current: this.seat, ...options });
    if (seat) this.set(seat);
    return seat;
  }

  /** A game that came by link and has no seat yet asks (dismissed: just watching); a finished
   * game does not. */
  async askIfNew(session) {
    if (this.seat || session.finished) return;
    const seat = await askSeat(this.save, { first: true, session });
    this.set(seat || { mode: WATCH });
  }

  /** Before sharing a game whose seat was never chosen (a game started here), ask once
   * (dismissed: every seat stays here, and the next share asks again). */
  async beforeShare(session) {
    if (this.seat || session.finished) return;
    await this.choose({ sharing: true, session });
  }

  /** Redraw the seat line and the status line for the session; highlights the share button
   * when this seat has moved and the link should go to the next player. */
  update(session, shareButton) {
    this.save = session.save;
    this.session = session;
    const label = t(this.seat ? "ui.seat.label" : "ui.seat.label_all");
    this.line.dataset.seat = this.mode === SEAT ? this.seat.player : this.mode;
    this.line.replaceChildren(
      label,
      " ",
      h("strong", { class: "seat-name" }, seatName(this.seat)),
      " ",
      h(
        "button",
        {
          type: "button",
          class: "link-button",
          id: "seat-change",
          title: t("ui.seat.change_tip"),
          onclick: () => this.choose(),
        },
        t("ui.seat.change"),
      ),
    );
    const status = this.status(session);
    this.statusBox.hidden = !status;
    this.statusBox.dataset.state = status?.state || "";
    this.statusBox.replaceChildren(
      ...(status
        ? [
            h("span", { class: "seat-status" }, status.text),
            status.send
              ? h(
                  "button",
                  { type: "button", class: "button primary small", onclick: () => this.onShare() },
                  t("ui.seat.send"),
                )
              : null,
          ].filter(Boolean)
        : []),
    );
    shareButton.classList.toggle("attention", !!status?.send);
    const moves = JSON.stringify(session.save.actions);
    if (moves !== this.verified) {
      this.verified = moves;
      this.verify(session.save);
    }
  }

  /** After this browser's move: a seat signs it (signing.js). */
  moved(session) {
    if (this.mode !== SEAT) return;
    const save = session.save;
    this.signing = signLast(seatKey(save), identity(save), save, this.seat.player).catch((e) => {
      console.error(e);
      return t("ui.signing.failed");
    });
    this.signing.then((problem) => (problem ? this.showWarning([problem]) : this.verify(save)));
  }

  /** The object a link carries: the save, with the signatures of its moves when there are any. */
  async linkPayload(save) {
    await this.signing;
    try {
      return await wrap(seatKey(save), identity(save), save);
    } catch (e) {
      console.error(e);
      return save;
    }
  }

  /** Say which moves are not signed by their player (a rewritten history). */
  async verify(save) {
    const token = ++this.verifying;
    let unsigned = [];
    try {
      await this.signing;
      unsigned = await unsignedMoves(seatKey(save), identity(save), save);
    } catch (e) {
      console.error(e);
    }
    if (token !== this.verifying) return;
    const shown = unsigned.slice(0, 12).map((u) => `${u.move} (${u.player})`);
    if (unsigned.length > shown.length) shown.push(t("ui.signing.more", { n: unsigned.length - shown.length }));
    this.showWarning(
      unsigned.length ? [t("ui.signing.unsigned", { n: unsigned.length, moves: shown }), t("ui.signing.check")] : [],
    );
    this.warning.dataset.unsigned = unsigned.map((u) => u.move).join(",");
    this.warning.dataset.checked = String(save.actions.length); // the moves checked (for tests)
  }

  showWarning(lines) {
    this.warning.hidden = !lines.length;
    this.warning.replaceChildren(...lines.map((l, i) => (i ? [" ", l] : l)).flat());
  }

  status(session) {
    if (this.mode === ALL || session.finished) return null;
    const waiting = toMove(session);
    if (!waiting.length) return null;
    const who = waiting; // a list of names: "Ann and Bob"
    if (this.mode === WATCH) return { state: "watching", text: t("ui.seat.status_watching", { who }) };
    if (session.computer_to_act) return null; // this browser moves the computer (the turn banner says so)
    const me = this.seat.player;
    if (waiting.includes(me) && playable(this.seat, session.legal_actions).length) {
      return { state: "your-move", text: t("ui.seat.status_your_move", { me }) };
    }
    if (lastMover(session) === me) {
      return { state: "send", send: true, text: t("ui.seat.status_send", { who }) };
    }
    return { state: "waiting", text: t("ui.seat.status_waiting", { who }) };
  }
}

// --- a link of a game already stored here ---

/** {save, signed}: a link's save, and the keys and signatures its envelope carries (or null). */
export { unwrap as unwrapLink };

/** Keep the keys and signatures a link carries for its game (signing.js). */
export async function absorbLink(save, signed) {
  if (!signed) return;
  try {
    await absorb(seatKey(save), identity(save), save, signed);
  } catch (e) {
    console.error(e);
  }
}

const sameAction = (a, b) => JSON.stringify(a) === JSON.stringify(b);

function startsWith(longer, shorter) {
  if (shorter.length > longer.length) return false;
  return shorter.every((a, i) => sameAction(a, longer[i]));
}

/**
 * Where a save from a link goes, compared with the games stored here:
 *   {kind: "new"}                  no stored copy of this game
 *   {kind: "same", id}             a stored copy has exactly these moves
 *   {kind: "older", id, stored, n}  a stored copy is further on (the link is behind it)
 *   {kind: "extends", id, stored, n} the link carries a stored copy's moves and more: update it
 *   {kind: "diverged", id}         stored copies of the game whose moves differ: keep both
 * (stored, n: the stored copy's number of moves and the link's.)
 */
export function placeLink(save) {
  const actions = Array.isArray(save?.actions) ? save.actions : null;
  if (!actions) return { kind: "new" };
  const ident = identity(save);
  const copies = [];
  let games;
  try {
    games = storage.readIndex().games;
  } catch {
    return { kind: "new" };
  }
  for (const entry of games) {
    if (!entry || typeof entry !== "object" || entry.broken || typeof entry.id !== "string") continue;
    let stored;
    try {
      stored = parseBounded(storage.loadRaw(entry.id), "ui.json.what.saved_game");
    } catch {
      continue;
    }
    if (!stored || typeof stored !== "object" || !Array.isArray(stored.actions) || identity(stored) !== ident) continue;
    copies.push({ id: entry.id, actions: stored.actions });
  }
  if (!copies.length) return { kind: "new" };
  const n = actions.length;
  const same = copies.find((c) => c.actions.length === n && startsWith(c.actions, actions));
  if (same) return { kind: "same", id: same.id };
  const further = copies
    .filter((c) => startsWith(c.actions, actions))
    .sort((a, b) => b.actions.length - a.actions.length)[0];
  if (further) return { kind: "older", id: further.id, stored: further.actions.length, n };
  const behind = copies
    .filter((c) => startsWith(actions, c.actions))
    .sort((a, b) => b.actions.length - a.actions.length)[0];
  if (behind) return { kind: "extends", id: behind.id, stored: behind.actions.length, n };
  return { kind: "diverged", id: copies[0].id };
}

/** What to tell the player about where a link's game went (null: nothing worth saying). */
export function linkNotice(place) {
  if (place.kind === "new") return t("ui.seat.added");
  if (place.kind === "extends") return t("ui.seat.brought_up_to_date", { n: place.n - place.stored });
  if (place.kind === "older") return t("ui.seat.link_older", { n: place.n, stored: place.stored });
  if (place.kind === "diverged") return t("ui.seat.diverged");
  return null;
}
