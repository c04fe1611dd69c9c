// The page's door to Python: one module Web Worker (worker.js) per page, JSON answers.
//
//   await boot()                             resolves {ms} when Python answers; rejects with an
//                                            Error saying why (progress comes as onEvent events)
//   await call("new_game", {...})            resolves the answer's data, or throws a PyError
//                                            whose .kind and .message come from the answer
//                                            (.message in the page's language, .said the
//                                            reason's {key, args} when the rules said one)
//   await call("query", {...}, {onProgress})  onProgress(fraction) hears a long query's progress
//   await call("apply", {...}, {onLate})      onLate(data) hears an answer that came after the
//                                            call timed out (a move the worker did play)
//   await call("bot_move", {...}, {stallMs})  a call that may think longer than settings.callStallMs
//   await restart()                          ends the worker (and every open game in it) and
//                                            boots a fresh one; saved games are in storage
//   onEvent(fn)                              fn({type: "progress" | "ready" | "failed" |
//                                            "stuck" | "restarting", ...}) for the page's status
//                                            ("ready" again when a stuck worker answers after all)
//
// Nothing waits for ever: the boot fails after settings.bootStallMs with no progress at all
// (bytes still arriving count as progress, so a slow first visit goes on), and a call fails
// with kind "Timeout" after settings.callStallMs with neither an answer nor progress.
// call() boots if nobody has yet. After a failed boot, boot() may be called again to retry.

import { t } from "./i18n.js";

export const settings = {
  bootStallMs: 30_000,
  callStallMs: 20_000,
};

export class PyError extends Error {
  constructor(kind, message, said = null) {
    super(said ? t(said.key, said.args) : message);
    this.name = "PyError";
    this.kind = kind;
    this.said = said;
  }
}

let worker = null;
let booting = null;
let ready = false;
let stuck = false; // a call timed out and nothing has come back since
let nextId = 1;
const pending = new Map(); // id -> {resolve(json), reject(error), onProgress?, onLate?, timer}
const late = new Map(); // id -> onLate(data) of calls that timed out and may still answer
const eventListeners = new Set();

function emit(event) {
  for (const listener of eventListeners) listener(event);
}

/** Hear the engine's state: progress, ready, failed, stuck (a call timed out), restarting. */
export function onEvent(listener) {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

export const isReady = () => ready;
export const isStuck = () => stuck;

function failPending(message) {
  for (const entry of pending.values()) {
    clearTimeout(entry.timer);
    entry.reject(new PyError("EngineStopped", message));
  }
  pending.clear();
}

function workerURL() {
  const url = new URL("./worker.js", import.meta.url);
  // a test may ask for the worker's test-only methods; a normal page never does
  if (new URLSearchParams(location.search).has("test-hooks")) url.search = "?test-hooks";
  return url;
}

function start() {
  return new Promise((resolve, reject) => {
    let timer = null;
    const own = new Worker(workerURL(), { type: "module" });
    worker = own;
    const fail = (message) => {
      clearTimeout(timer);
      own.terminate();
      if (worker !== own) return;
      worker = null;
      booting = null;
      failPending(message);
      emit({ type: "failed", message });
      reject(new Error(message));
    };
    const stalled = () => fail(t("ui.engine.boot_stalled", { seconds: Math.round(settings.bootStallMs / 1000) }));
    const alive = () => {
      clearTimeout(timer);
      timer = setTimeout(stalled, settings.bootStallMs);
    };
    alive();
    own.onmessage = ({ data }) => {
      if (worker !== own) return;
      if (data.id !== undefined) {
        const entry = pending.get(data.id);
        if (stuck) {
          // it answers again after all: no restart needed
          stuck = false;
          emit({ type: "ready" });
        }
        if (!entry) {
          // timed out already
          const onLate = late.get(data.id);
          if (onLate && data.progress === undefined) {
            late.delete(data.id);
            const answer = JSON.parse(data.json);
            if (answer.ok) onLate(answer.data);
          }
          return;
        }
        if (data.progress !== undefined) {
          entry.alive();
          entry.onProgress?.(data.progress);
        } else {
          clearTimeout(entry.timer);
          pending.delete(data.id);
          entry.resolve(data.json);
        }
      } else if (data.type === "progress") {
        alive();
        emit({ type: "progress", stage: data.stage, loaded: data.loaded });
      } else if (data.type === "ready") {
        clearTimeout(timer);
        ready = true;
        emit({ type: "ready", ms: data.ms });
        resolve({ ms: data.ms });
      } else if (data.type === "failed") {
        fail(t("ui.engine.boot_failed", { reason: data.message }));
      }
    };
    own.onerror = (event) => {
      event.preventDefault();
      if (ready && worker === own) {
        failPending(t("ui.engine.stopped", { reason: event.message || "?" }));
        emit({ type: "stuck", message: t("ui.engine.stopped_unexpectedly") });
        return;
      }
      fail(event.message ? t("ui.engine.worker_stopped", { reason: event.message }) : t("ui.engine.worker_not_loaded"));
    };
  });
}

export function boot() {
  booting ??= start();
  return booting;
}

/** End the worker (open games in it are dropped: re-open them from storage) and boot anew. */
export function restart() {
  emit({ type: "restarting" });
  worker?.terminate();
  worker = null;
  booting = null;
  ready = false;
  stuck = false;
  failPending(t("ui.engine.restarted_before_answer"));
  late.clear();
  return boot();
}

/**
 * @param {string} method
 * @param {object} [args]
 * @param {{ onProgress?: (done: number) => void, onLate?: (answer: any) => void, stallMs?: number }} [options]
 */
export async function call(method, args = {}, { onProgress, onLate, stallMs = settings.callStallMs } = {}) {
  await boot();
  const id = nextId++;
  const json = await new Promise((resolve, reject) => {
    const entry = { resolve, reject, onProgress, timer: null };
    entry.alive = () => {
      clearTimeout(entry.timer);
      entry.timer = setTimeout(() => {
        pending.delete(id);
        if (onLate) late.set(id, onLate);
        const message = t("ui.engine.call_stalled", { seconds: Math.round(stallMs / 1000) });
        stuck = true;
        emit({ type: "stuck", message });
        reject(new PyError("Timeout", message)); // i18n-ignore: the kind of error, not its text
      }, stallMs);
    };
    entry.alive();
    pending.set(id, entry);
    worker.postMessage({ id, method, args });
  });
  const answer = JSON.parse(json);
  if (answer.ok) return answer.data;
  throw new PyError(answer.error.kind, answer.error.message, answer.error.said);
}
