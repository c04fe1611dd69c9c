// The game screen: opens a saved game in Python, draws its table with the title's renderer,
// sends the player's chosen action, saves after every change, and hosts undo, history,
// export and share. It never decides what is legal: it only sends actions Python listed.

import { h, fill, toast, download, names } from "./dom.js";
import { askAction, confirmDialog, isRange, linkDialog, messageDialog } from "./dialogs.js";
import * as storage from "./storage.js";
import { shareLink, decodeSave, LONG_LINK } from "./share.js";
import { tableFor } from "./tables.js";
import { historyBar } from "./history.js";
import { SeatControl, placeLink, linkNotice, unwrapLink, absorbLink, readSeat, ALL, SEAT, WATCH } from "./seats.js";
import { computersOf, isComputer, playerLabel } from "./computers.js";
import { said, t, useCurrency } from "./i18n.js";
import { showKeys } from "./keys.js";

/** How the page paces computer players: a pause before each computer's move, so people can
 * follow the moves one by one (a test may shorten it: `(await import("./game.js")).settings`),
 * and how long a computer may think before the engine counts as stuck. */
export const settings = {
  computerPauseMs: 450,
  computerStallMs: 60_000,
};
const DIALOG_WAIT_MS = 300; // a computer waits while a dialog is open (the seat question)

const preloaded = new Map(); // game id -> a session Python just opened (new game, import)

/** A session already open in Python under this id (the next showGame uses it as is). */
export function rememberSession(id, session) {
  preloaded.set(id, session);
}

function goHome(ctx, notice) {
  ctx.replace("#/");
  return import("./home.js").then((m) => m.showHome(ctx, { notice }));
}

/** Open a stored game: {session, raw} (raw: the stored text it came from, null for a game
 * not stored yet). A save that cannot be opened is kept aside and the player told. A session
 * Python just opened (new game, import, a link that brings a stored game up to date) is meant
 * to be written over what is stored now. */
async function openStored(ctx, id) {
  if (preloaded.has(id)) {
    const session = preloaded.get(id);
    preloaded.delete(id);
    return { session, raw: storage.loadRaw(id) };
  }
  const { raw, save } = storage.loadGame(id);
  try {
    return { session: await ctx.call("open", { game_id: id, save, seat: readSeat(save) }), raw };
  } catch (e) {
    if (e.kind === "DamagedSave") {
      storage.markBroken(id, storage.reasonOf(e));
      throw new Error(t("ui.game.damaged", { reason: e.message }), { cause: e });
    }
    if (e.kind === "IncompatibleSave") {
      storage.markBroken(id, { key: "ui.storage.version", args: { reason: storage.reasonOf(e) } });
      throw new Error(t("ui.game.incompatible", { reason: e.message }), { cause: e });
    }
    throw e;
  }
}

/** fromLink: the game came by link (a game with no seat yet asks which player this browser is). */
export async function showGame(ctx, id, { fromLink = false } = {}) {
  let opened;
  try {
    opened = await openStored(ctx, id);
  } catch (e) {
    return goHome(ctx, e.message);
  }
  const screen = new GameScreen(ctx, id, opened.session, opened.raw);
  useCurrency(screen.title.currency); // the dollar again once another screen shows (app.js)
  ctx.leave = () => screen.close();
  ctx.redraw = () => {
    // in place: the game stays open in Python, history and unsaved moves stay
    screen.build();
    screen.render();
  };
  await screen.persist(CHANGED);
  screen.render();
  if (fromLink) screen.seats.askIfNew(screen.session); // not awaited: the page is ready behind the question
}

/** A "#g=" link: a game stored here is updated when the link carries its moves and more (or
 * shown when the link is the same or older); otherwise the game is stored as a new saved game. */
export async function openSharedGame(ctx, code) {
  let save;
  let signed; // the keys and signatures a signed link carries
  let place;
  let id;
  let session;
  try {
    ({ save, signed } = unwrapLink(await decodeSave(code))); // a signed link: an envelope around the save
    place = placeLink(save); // seats.js: new, same, older, extends or diverged
    if (place.kind === "same" || place.kind === "older") id = place.id;
    else {
      id = place.kind === "extends" ? place.id : storage.newId();
      session = await ctx.call("open", { game_id: id, save, seat: readSeat(save) });
    }
  } catch (e) {
    const reason =
      e.kind === "DamagedSave"
        ? t("ui.game.shared_damaged", { reason: e.message })
        : e.kind === "IncompatibleSave"
          ? t("ui.game.shared_incompatible", { reason: e.message })
          : e.message;
    return goHome(ctx, t("ui.game.shared_failed", { reason }));
  }
  if (session) rememberSession(id, session);
  await absorbLink(save, signed);
  ctx.replace(`#/game/${encodeURIComponent(id)}`);
  await showGame(ctx, id, { fromLink: true });
  const notice = linkNotice(place);
  if (notice) toast(notice, { ms: place.kind === "new" ? 4000 : 12000 });
}

/** A refusal in the player's words: Python's own sentence, never a traceback or an internal
 * error's details (those go to the console). */
function readableError(e) {
  const message = String(e?.message || "").trim();
  const unexpected = !e?.kind || e.kind === "InternalError" || /Traceback|File "|\n/.test(message);
  if (unexpected || !message) return t("ui.game.engine_error");
  return /[.!?]$/.test(message) ? message : `${message}.`;
}

/** The log's lines of the last move (the highest step), as one text. */
function lastMoveSaid(view) {
  const log = view?.log || [];
  const last = Math.max(0, ...log.map((e) => e.step));
  return log
    .filter((e) => last > 0 && e.step === last)
    .map((e) => said(e.message, e.text))
    .join(" ");
}

// what the player is told when another tab changed the game (keys: said when it happens)
const CHANGED = "ui.game.changed";
const NOT_PLAYED = "ui.game.not_played";
const NOT_SAVED = "ui.game.move_not_saved";
const TIMEOUT = "Timeout"; // i18n-ignore: the kind of a PyError (py.js)
// a control that answers Enter itself when the keyboard moved to it; an element focused only
// because it was clicked (main, tabindex -1) is not one
const CONTROLS = 'button, a[href], summary, [tabindex]:not([tabindex="-1"])'; // i18n-ignore: a selector
// the history's keys: where each takes the history (at: where it is, n: the moves)
const HISTORY_KEYS = {
  ArrowLeft: (at) => at - 1,
  ArrowRight: (at) => at + 1,
  Home: () => 0,
  End: (at, n) => n, // i18n-ignore: keys' names
};

class GameScreen {
  /** `seen`: the stored save text this tab last read or wrote (null: not stored yet). A save
   * is only written on top of it, and a change by another tab is followed at once. */
  constructor(ctx, id, session, seen) {
    this.ctx = ctx;
    this.id = id;
    this.session = session;
    this.seen = seen;
    this.unsaved = false; // Python holds moves the storage does not (it was full)
    this.newer = undefined; // another tab's save, waiting while this tab has unsaved moves
    this.title = ctx.titleById(session.save.title) || { id: session.save.title, name: session.save.title };
    this.table = tableFor(this.title.id);
    this.busy = false;
    this.history = null; // {at, view} while looking back
    this.storageProblem = null;
    this.computerTimer = null; // the next computer's move, after its pause
    this.computerTrouble = null; // {length, message}: a computer could not move in that position
    this.computerSaid = ""; // the log of the computer's last move, for screen readers
    this.paused = false; // the computers wait (this screen only: not saved, a reload plays on)
    // at one screen with secrets (NAR's hidden money): the person the table was last shown to
    // (undefined: nobody yet; whoever opened the game looks first)
    this.atScreen = undefined;
    this.seats = new SeatControl(session.save, { onChange: () => this.reseat(), onShare: () => this.share() });
    /** Ask Python about the position now (Title.query), e.g. how a tile would look on a hex. */
    this.query = (name, args = {}, onProgress = null) =>
      this.ctx.call("query", { game_id: this.id, name, args }, { onProgress });
    this.onStorage = (e) => {
      if (e.storageArea !== localStorage || (e.key !== null && e.key !== storage.gameKey(this.id))) return;
      const raw = storage.loadRaw(this.id);
      if (raw !== this.seen && !this.busy) this.changedElsewhere(raw, CHANGED); // a busy move checks when it is done
    };
    window.addEventListener("storage", this.onStorage);
    this.onKey = (e) => this.shortcut(e);
    document.addEventListener("keydown", this.onKey);
    this.build();
  }

  async close() {
    this.closed = true;
    clearTimeout(this.computerTimer);
    window.removeEventListener("storage", this.onStorage);
    document.removeEventListener("keydown", this.onKey);
    await this.ctx.call("close", { game_id: this.id }).catch(() => {});
  }

  /** Write the save at once: after every change (new game, open, import, move, undo), only on
   * top of the save this tab last saw; if another tab changed it meanwhile, show that instead
   * (and say `changedMessage`, a key). True when this session is what the storage holds now. */
  async persist(changedMessage = NOT_SAVED) {
    try {
      this.seen = storage.saveGame(this.id, this.session, this.title.name, this.seen);
      this.unsaved = false;
      this.storageProblem = null;
      return true;
    } catch (e) {
      if (e instanceof storage.ChangedElsewhere) await this.changedElsewhere(e.raw, changedMessage);
      else {
        this.unsaved = true;
        this.storageProblem =
          e instanceof storage.StorageFull ? e.message : t("ui.game.not_saved", { reason: e.message });
      }
      return false;
    }
  }

  /** Another tab saved (or deleted) this game: show its game (and say `message`, a key), unless
   * this tab holds moves the storage does not; then the banner lets the player export them first. */
  async changedElsewhere(raw, message) {
    if (this.closed) return;
    if (this.unsaved) {
      this.newer = raw;
      return this.render();
    }
    if (raw === null) {
      await this.close();
      return goHome(this.ctx, t("ui.game.deleted_elsewhere"));
    }
    this.busy = true;
    this.render();
    let followed = false;
    try {
      const { raw: now, save } = storage.loadGame(this.id);
      this.session = await this.ctx.call("open", { game_id: this.id, save, seat: this.seats.seat });
      this.seen = now;
      this.unsaved = false;
      this.newer = undefined;
      this.storageProblem = null;
      followed = true;
      toast(t(message), { kind: message === CHANGED ? "info" : "error" });
    } catch (e) {
      // this tab's `seen` stays the older save, so it writes nothing over the newer one
      this.storageProblem = t("ui.game.newer_unreadable", { reason: e.message });
    } finally {
      this.busy = false;
    }
    if (this.history) await this.showHistory(Math.min(this.history.at, this.session.length));
    this.render();
    const again = storage.loadRaw(this.id);
    if (followed && again !== this.seen) await this.changedElsewhere(again, CHANGED);
  }

  build() {
    const players = this.session.save.players;
    this.undoButton = h(
      "button",
      {
        type: "button",
        class: "button",
        id: "undo",
        "aria-keyshortcuts": "U Control+Z Meta+Z",
        title: t("ui.seat.undo_any"),
        onclick: () => this.undo(),
      },
      t("ui.game.undo"),
    );
    this.historyButton = h(
      "button",
      {
        type: "button",
        class: "button",
        id: "history-toggle",
        "aria-keyshortcuts": "H",
        "aria-pressed": String(!!this.history),
        title: `${t("ui.game.history_tip")} · ${t("ui.keys.history")}`,
        onclick: () => this.toggleHistory(),
      },
      t("ui.game.history"),
    );
    this.historyButton.classList.toggle("active", !!this.history);
    this.banner = h("div", { class: "storage-banner", hidden: true, role: "alert" });
    this.historyBox = h("div", { class: "history-box" });
    this.scoresBox = h("div", { class: "scores-box" });
    this.tableBox = h("div", { class: "table-box", "aria-live": "off" });
    // what the computers do, for screen readers (the turn banner shows it on the table)
    this.computerLive = h("p", { class: "sr-only", role: "status", "aria-live": "polite" });
    this.computerBox = h("div", { class: "computer-trouble", role: "alert", hidden: true });
    this.tableBox.addEventListener("click", (e) => this.onTableClick(e));
    fill(
      this.ctx.app,
      h(
        "div",
        { class: "game", dataset: { gameId: this.id, title: this.title.id } },
        h(
          "div",
          { class: "game-head" },
          h(
            "div",
            { class: "game-name" },
            h("h1", {}, this.title.name),
            h(
              "p",
              { class: "muted game-players" },
              names(players.map((p) => playerLabel(computersOf(this.session), p))),
            ),
            this.seats.line,
          ),
          h(
            "div",
            { class: "toolbar", role: "toolbar", "aria-label": t("ui.game.toolbar") },
            this.undoButton,
            this.historyButton,
            (this.shareButton = h(
              "button",
              {
                type: "button",
                class: "button",
                id: "share",
                title: t("ui.game.share_tip"),
                onclick: () => this.share(),
              },
              t("ui.game.share"),
            )),
            h(
              "button",
              {
                type: "button",
                class: "button",
                id: "export",
                title: t("ui.game.export_tip"),
                onclick: () => this.exportFile(),
              },
              t("ui.game.export"),
            ),
            this.table.export18xx ? this.export18xxButton() : null,
            Object.keys(computersOf(this.session)).length
              ? (this.pauseButton = h("button", {
                  type: "button",
                  class: "button",
                  id: "computers-pause",
                  title: t("ui.computer.pause_tip"),
                  onclick: () => this.pause(!this.paused),
                }))
              : null,
            h(
              "button",
              {
                type: "button",
                class: "button keys-button",
                id: "keys",
                "aria-keyshortcuts": "?",
                title: t("ui.keys.button_tip"),
                onclick: () => showKeys(),
              },
              t("ui.keys.button"),
            ),
          ),
        ),
        this.banner,
        this.seats.box,
        this.computerLive,
        this.computerBox,
        this.historyBox,
        this.scoresBox,
        this.tableBox,
      ),
    );
    document.title = `${this.title.name} · ${names(players)}`;
  }

  render() {
    const s = this.session;
    const root = this.ctx.app.querySelector(".game");
    root.dataset.length = String(s.length);
    root.dataset.finished = s.finished ? "1" : "0";
    const undo = this.seats.undo(s); // a seat takes back only its own last move
    this.undoButton.disabled = this.busy || !undo.ok || !!this.history;
    this.undoButton.title = [undo.why, t("ui.keys.undo")].filter(Boolean).join(" · ");
    this.seats.update(s, this.shareButton);
    const waiting = this.newer !== undefined;
    const problem = waiting ? t("ui.game.newer_unsaved") : this.storageProblem;
    this.banner.hidden = !problem;
    if (problem) {
      fill(
        this.banner,
        h("span", {}, problem),
        " ",
        h("button", { type: "button", class: "button", onclick: () => this.exportFile() }, t("ui.game.export_this")),
        waiting
          ? h(
              "button",
              {
                type: "button",
                class: "button",
                dataset: { showNewer: "1" },
                onclick: () => {
                  this.unsaved = false;
                  this.changedElsewhere(storage.loadRaw(this.id), CHANGED);
                },
              },
              t("ui.game.show_newer"),
            )
          : null,
      );
    }
    const focusKey = document.activeElement?.closest?.("[data-key]")?.getAttribute("data-key");
    const computers = computersOf(s);
    const cover = this.history ? null : this.coverFor();
    this.historyButton.disabled = !!cover; // the history would show the next player's secrets
    root.dataset.cover = cover ?? "";
    if (cover) {
      this.historyBox.replaceChildren();
      this.scoresBox.replaceChildren();
      fill(this.tableBox, this.coverScreen(cover));
    } else if (this.history) {
      fill(
        this.historyBox,
        historyBar({
          at: this.history.at,
          length: s.length,
          onGo: (at) => this.showHistory(at),
          onNow: () => this.toggleHistory(false),
        }),
      );
      this.scoresBox.replaceChildren();
      fill(
        this.tableBox,
        this.table.renderTable(this.history.view, {
          legal: [],
          readonly: true,
          last: s.save.actions[this.history.at - 1] ?? null,
          computers,
          gameId: this.id,
        }),
      );
    } else {
      this.historyBox.replaceChildren();
      fill(
        this.scoresBox,
        s.finished && this.table.renderScores ? this.table.renderScores(s.view, s.result, { computers }) : null,
      );
      const legal = this.seats.legal(s.legal_actions); // only this browser's seat's moves (never a computer's)
      fill(
        this.tableBox,
        this.table.renderTable(s.view, {
          legal,
          readonly: this.seats.readonly(legal, s),
          query: this.query,
          last: s.save.actions.at(-1) ?? null,
          computers,
          gameId: this.id,
        }),
      );
    }
    this.showComputers();
    if (this.pauseButton) {
      this.pauseButton.hidden = s.finished || this.seats.mode === WATCH;
      this.pauseButton.textContent = t(this.paused ? "ui.computer.resume" : "ui.computer.pause");
      this.pauseButton.setAttribute("aria-pressed", String(this.paused));
    }
    this.tableBox.classList.toggle("busy", this.busy);
    this.tableBox.classList.toggle("in-history", !!this.history);
    if (focusKey) this.tableBox.querySelector(`[data-key="${CSS.escape(focusKey)}"]`)?.focus();
    for (const log of this.ctx.app.querySelectorAll("[data-autoscroll]")) log.scrollTop = log.scrollHeight;
    this.driveComputers();
  }

  // --- one screen passed round: the cover between players ---

  /** Whom the screen must be passed to before the table shows (null: no cover). At one screen
   * (every seat here), while the table shows the player to act what the others must not see
   * (the session's secrets: NAR's hidden money), and that person is not the one the table was
   * last shown to. A computer's turn shows no one's secrets and needs none; a seat of one
   * player, and watching, show only what this browser may see. */
  coverFor() {
    const s = this.session;
    if (this.seats.mode !== ALL || !s.secrets || s.finished || s.computer_to_act) return null;
    const computers = computersOf(s);
    const people = (s.active_players || []).filter((p) => !isComputer(computers, p));
    if (people.length !== 1) return null;
    if (this.atScreen === undefined) this.atScreen = people[0];
    return people[0] === this.atScreen ? null : people[0];
  }

  /** "Pass the screen to Bob", the last move (the log says it to all), and "I am Bob". */
  coverScreen(who) {
    const last = lastMoveSaid(this.session.view);
    return h(
      "section",
      { class: "pass-cover", role: "region", "aria-labelledby": "cover-h", dataset: { cover: who } },
      h("h2", { id: "cover-h" }, t("ui.cover.pass", { player: who })),
      h("p", {}, t("ui.cover.why", { player: who })),
      last ? h("p", { class: "cover-last" }, h("strong", {}, t("ui.cover.last_move")), " ", last) : null,
      // not focused: a key pressed twice by the player who just moved must not show the next one's table
      h(
        "button",
        {
          type: "button",
          class: "button primary big",
          id: "cover-ok",
          onclick: () => {
            this.atScreen = who;
            this.render();
          },
        },
        t("ui.cover.i_am", { player: who }),
      ),
    );
  }

  /** The seat the history is asked for: at one screen with secrets, the person at the screen
   * (a past table as the player to act then saw it would show the others' secrets). */
  historySeat() {
    if (this.seats.mode === ALL && this.session.secrets && this.atScreen) return { mode: SEAT, player: this.atScreen };
    return this.seats.seat;
  }

  // --- computer players ---

  /** The computer player this page moves now (null: people are to act, the game is over, or
   * this browser only watches). In play by link the browser that finds a computer to act moves
   * it; its moves are the same in any browser (a computer plays the same move in the same
   * position). */
  computerToAct() {
    const s = this.session;
    if (s.finished || this.seats.mode === WATCH) return null;
    return s.computer_to_act ?? null;
  }

  /** The computers wait (on) or play on (off), on this screen. */
  pause(on) {
    this.paused = on;
    this.render();
  }

  /** "Computer 1 is thinking…" on the turn banner and for screen readers, that the computers are
   * paused (with Resume), or why the computers stopped (with Try again). */
  showComputers() {
    const who = this.computerToAct();
    const trouble = who && this.computerTrouble?.length === this.session.length ? this.computerTrouble : null;
    const paused = who && !trouble && !this.history && this.paused ? t("ui.computer.paused", { player: who }) : "";
    const thinking = who && !trouble && !this.history && !paused ? t("ui.computer.thinking", { player: who }) : "";
    const game = this.ctx.app.querySelector(".game");
    game.dataset.thinking = thinking ? who : "";
    game.dataset.paused = this.paused ? "1" : "0";
    const live = [this.computerSaid, thinking || paused].filter(Boolean).join(" ");
    if (this.computerLive.textContent !== live) this.computerLive.textContent = live;
    if (thinking) {
      this.tableBox
        .querySelector(".turn-banner")
        ?.append(
          h(
            "p",
            { class: "computer-thinking", "aria-hidden": "true" },
            h("span", { class: "thinking-dots" }, h("span", {}), h("span", {}), h("span", {})),
            thinking,
          ),
        );
    }
    if (paused) {
      this.tableBox
        .querySelector(".turn-banner")
        ?.append(
          h(
            "p",
            { class: "computer-thinking computer-paused" },
            h("span", { class: "paused-mark", "aria-hidden": "true" }),
            h("span", {}, paused),
            " ",
            h(
              "button",
              { type: "button", class: "button small", id: "computers-resume", onclick: () => this.pause(false) },
              t("ui.computer.resume"),
            ),
          ),
        );
    }
    this.computerBox.hidden = !trouble;
    if (trouble) {
      fill(
        this.computerBox,
        h("span", {}, t("ui.computer.stopped", { reason: trouble.message })),
        " ",
        h(
          "button",
          {
            type: "button",
            class: "button",
            id: "computer-retry",
            onclick: () => {
              this.computerTrouble = null;
              this.render();
            },
          },
          t("ui.computer.retry"),
        ),
      );
    }
  }

  /** Let the computer to act move after its pause, and so on until a person is to act. Not
   * while a move is in flight, the history is on show, another tab's save waits, the computers
   * are paused, or after a computer failed in this very position (until Try again). */
  driveComputers() {
    clearTimeout(this.computerTimer);
    this.computerTimer = null;
    const who = this.computerToAct();
    if (!who || this.closed || this.busy || this.history || this.paused || this.newer !== undefined) return;
    if (this.computerTrouble?.length === this.session.length) return;
    this.computerTimer = setTimeout(() => this.computerMove(who), settings.computerPauseMs);
  }

  async computerMove(who) {
    this.computerTimer = null;
    if (this.closed || this.history || this.paused || this.computerToAct() !== who) return;
    if (this.busy || this.ctx.py.isStuck() || document.querySelector("dialog[open]")) {
      // e.g. the seat question of a link: wait
      this.computerTimer = setTimeout(() => this.computerMove(who), DIALOG_WAIT_MS);
      return;
    }
    await this.send("bot_move", { game_id: this.id, length: this.session.length });
  }

  async onTableClick(event) {
    const el = event.target.closest("[data-action]");
    if (!el || !this.tableBox.contains(el) || this.busy || this.history) return;
    event.preventDefault();
    const actions = el.dataset.actions ? JSON.parse(el.dataset.actions) : [JSON.parse(el.dataset.action)];
    // a move that cannot be taken back without the others' consent (ending the game) asks first
    if (
      el.dataset.confirm &&
      !(await confirmDialog({
        title: el.dataset.confirm,
        text: el.dataset.confirmText,
        ok: el.textContent,
        danger: true,
      }))
    )
      return;
    let action = actions[0];
    const needsChoice = actions.length > 1 || Object.values(action).some(isRange);
    if (needsChoice) {
      action = await askAction(actions, this.table.actionSpec?.(actions, this.session.view) || {});
      if (!action) return;
    }
    await this.send("apply", { game_id: this.id, action });
  }

  async send(method, args) {
    if (this.busy) return;
    if (this.ctx.py.isStuck()) {
      return toast(t("ui.game.busy"), { kind: "error" });
    }
    const stored = storage.loadRaw(this.id);
    if (stored !== this.seen) {
      return this.changedElsewhere(stored, NOT_PLAYED);
    }
    this.busy = true;
    const computer = method === "bot_move";
    if (!computer) this.tableBox.classList.add("busy"); // a computer's moves follow each other without a flicker
    try {
      this.session = await this.ctx.call(
        method,
        { ...args, seat: this.seats.seat },
        {
          onLate: (session) => this.lateAnswer(method, session),
          ...(computer && { stallMs: settings.computerStallMs }),
        },
      );
      await this.adopted(method);
      this.computerSaid = computer ? lastMoveSaid(this.session.view) : "";
    } catch (e) {
      if (computer && e.kind !== TIMEOUT)
        this.computerTrouble = { length: this.session.length, message: readableError(e) };
      else {
        const shown = toast(e.kind === TIMEOUT ? t("ui.game.in_flight") : e.message, { kind: "error" });
        if (e.kind === TIMEOUT) this.inFlightToast = shown;
      }
    } finally {
      this.busy = false;
      this.render();
    }
  }

  async adopted(method) {
    const saved = await this.persist();
    if (saved && method === "apply") this.seats.moved(this.session); // a seat signs its move
  }

  /** The engine answered a move after the page had stopped waiting: the move was played, so
   * the table takes it (and saves it) as if the answer had come in time. */
  async lateAnswer(method, session) {
    if (this.closed || session.game_id !== this.id) return;
    this.session = session;
    await this.adopted(method);
    this.render();
    this.inFlightToast?.remove(); // its "not answered yet" is over
    toast(t("ui.game.answered_late"));
  }

  /** Keys (the "?" dialog lists them, keys.js): U or Ctrl/Cmd+Z takes back the last move; H
   * opens or closes the history, and while it is open the arrows step through it, Home and End
   * go to its ends and Escape closes it; a control of the table marked with aria-keyshortcuts
   * ("P": pass, "Enter": confirm the tile lay or the run) is pressed by its key. Never while
   * typing in a field or while a dialog is open (Enter there is the dialog's own). Enter on a
   * control the keyboard moved to presses that control, except on the hex being laid and its
   * tiles (data-enter-confirms); after a click anywhere (which leaves the focus on what was
   * clicked, or on the page) it confirms, as the prompt says. */
  shortcut(e) {
    if (e.defaultPrevented || e.altKey || e.isComposing || this.closed) return;
    const at = e.target instanceof Element ? e.target : null;
    if (at?.closest("input, textarea, select, [contenteditable], dialog") || document.querySelector("dialog[open]"))
      return;
    const mod = e.ctrlKey || e.metaKey;
    const letter = e.key.length === 1 ? e.key.toUpperCase() : e.key;
    if ((mod && letter === "Z" && !e.shiftKey) || (!mod && letter === "U")) {
      e.preventDefault();
      if (!this.undoButton.disabled) this.undo();
      return;
    }
    if (mod) return;
    if (letter === "?") {
      e.preventDefault();
      showKeys();
      return;
    }
    if (letter === "H") {
      e.preventDefault();
      if (!this.historyButton.disabled) this.toggleHistory();
      return;
    }
    if (this.history && this.historyKey(e)) return;
    const focused = at?.closest(CONTROLS) && at.matches(":focus-visible") && !at.closest("[data-enter-confirms]");
    if (letter === "Enter" && focused) return; // i18n-ignore: a key's name
    const control = [...this.tableBox.querySelectorAll("[aria-keyshortcuts]")].find(
      (el) => !el.disabled && el.getAttribute("aria-keyshortcuts").split(" ").includes(letter),
    );
    if (!control) return;
    e.preventDefault();
    control.click();
  }

  /** A key of the open history: true when it was one. */
  historyKey(e) {
    const escape = e.key === "Escape"; // i18n-ignore: a key's name
    if (escape) {
      e.preventDefault();
      this.toggleHistory(false);
      return true;
    }
    const to = HISTORY_KEYS[e.key];
    if (!to || e.shiftKey) return false;
    e.preventDefault();
    const from = this.historyAim ?? this.history.at; // a key pressed again before the table came steps on from there
    const at = Math.max(0, Math.min(this.session.length, to(from, this.session.length)));
    if (at !== from) this.showHistory(at);
    return true;
  }

  /** The seat changed: Python draws the table again as that seat sees it (a title may hide
   * what a seat must not see, NAR's money), then the screen shows it. */
  async reseat() {
    if (this.closed) return;
    try {
      this.session = await this.ctx.call("session", { game_id: this.id, seat: this.seats.seat });
      if (this.history) await this.showHistory(this.history.at);
    } catch (e) {
      toast(e.message, { kind: "error" });
    }
    this.render();
  }

  undo() {
    if (this.busy || !this.seats.undo(this.session).ok) return;
    return this.send("undo", { game_id: this.id });
  }

  async toggleHistory(on = !this.history) {
    this.historyButton.setAttribute("aria-pressed", String(on));
    this.historyButton.classList.toggle("active", on);
    if (!on) {
      this.history = null;
      this.historyAim = null; // a step on its way is not shown
      this.render();
      return;
    }
    await this.showHistory(this.session.length);
  }

  async showHistory(at) {
    this.historyAim = at;
    try {
      const answer = await this.ctx.call("history", { game_id: this.id, at, seat: this.historySeat() });
      if (this.historyAim !== at) return; // a later step is on its way
      this.history = { at: answer.at, view: answer.view };
      this.render();
    } catch (e) {
      toast(e.message, { kind: "error" });
    } finally {
      if (this.historyAim === at) this.historyAim = null;
    }
  }

  /** "1856-Ann-Bob-Cy-2025-01-31.json"; `kind` goes before the extension ("18xx"). */
  fileName(kind = null) {
    const date = new Date().toISOString().slice(0, 10);
    const who = this.session.save.players
      .join("-")
      .replace(/[^\p{L}\p{N}-]+/gu, "")
      .slice(0, 40);
    return `${this.title.id}-${who || "game"}-${date}${kind ? `.${kind}` : ""}.json`;
  }

  exportFile() {
    download(this.fileName(), JSON.stringify(this.session.save, null, 1));
  }

  export18xxButton() {
    this.export18xxBtn = h(
      "button",
      {
        type: "button",
        class: "button",
        id: "export-18xx",
        title: t("ui.game.export_18xx_tip"),
        onclick: () => this.export18xx(),
      },
      t("ui.game.export_18xx"),
    );
    return this.export18xxBtn;
  }

  /** The game as an 18xx.games export (Python writes it), offered as a file. A game Python
   * cannot write that way is told in a dialog; the game itself is untouched either way. */
  async export18xx() {
    const button = this.export18xxBtn;
    if (button.disabled) return;
    button.disabled = true;
    try {
      const exported = await this.ctx.call("export_18xx", { game_id: this.id });
      if (!exported || typeof exported !== "object" || !Array.isArray(exported.actions)) {
        throw Object.assign(new Error(t("ui.game.export_18xx_none")), { kind: "NoExport" });
      }
      download(this.fileName("18xx"), JSON.stringify(exported, null, 1));
    } catch (e) {
      console.error(e);
      await messageDialog({
        title: t("ui.game.export_18xx_failed"),
        text: [
          t("ui.game.export_18xx_not_written"),
          readableError(e),
          t("ui.game.export_18xx_nothing_changed", { export: t("ui.game.export") }),
        ],
      });
    } finally {
      button.disabled = false;
    }
  }

  async share() {
    await this.seats.beforeShare(this.session); // a game started here: which player is this browser, once
    const link = await shareLink(await this.seats.linkPayload(this.session.save));
    let copied = false;
    try {
      await navigator.clipboard.writeText(link);
      copied = true;
    } catch {
      /* the dialog offers the copy button and the text */
    }
    await linkDialog({ link, copied, tooLong: link.length > LONG_LINK, onExport: () => this.exportFile() });
  }
}
