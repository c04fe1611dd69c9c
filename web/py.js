// The page's door to Python: one module Web Worker (worker.js) per page, JSON answers.
//
//   await boot(({stage, fraction}) => ...)   resolves {ms} when Python answers; rejects with an
//                                            Error saying why (boot failure, 60 s timeout)
//   await call("new_game", {...})            resolves the answer's data, or throws a PyError
//                                            whose .kind and .message come from the answer
//   await call("query", {...}, {onProgress})  onProgress(fraction) hears a long query's progress
//
// call() boots if nobody has yet. After a failed boot, boot() may be called again to retry.

const BOOT_TIMEOUT_MS = 60_000;

export class PyError extends Error {
  constructor(kind, message) {
    super(message);
    this.name = "PyError";
    this.kind = kind;
  }
}

let worker = null;
let booting = null;
let nextId = 1;
const pending = new Map(); // id -> {resolve(json), onProgress?(fraction)}
const listeners = new Set();

function internalError(message) {
  return JSON.stringify({ ok: false, error: { kind: "InternalError", message } });
}

function failPending(message) {
  for (const { resolve } of pending.values()) resolve(internalError(message));
  pending.clear();
}

function start() {
  return new Promise((resolve, reject) => {
    const fail = (message) => {
      clearTimeout(timer);
      worker.terminate();
      booting = null;
      failPending(message);
      reject(new Error(message));
    };
    const timer = setTimeout(() => fail(
      "Python did not start within 60 s. If the server does not send .wasm files as " +
      "application/wasm, Pyodide never finishes loading; otherwise reload the page."),
    BOOT_TIMEOUT_MS);
    worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
    worker.onmessage = ({ data }) => {
      if (data.id !== undefined && data.progress !== undefined) {
        pending.get(data.id)?.onProgress?.(data.progress);
      } else if (data.id !== undefined) {
        pending.get(data.id)?.resolve(data.json);
        pending.delete(data.id);
      } else if (data.type === "progress") {
        for (const listener of listeners) listener({ stage: data.stage, fraction: data.fraction });
      } else if (data.type === "ready") {
        clearTimeout(timer);
        resolve({ ms: data.ms });
      } else if (data.type === "failed") {
        fail(`Python could not start: ${data.message}`);
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      fail(`The Python worker stopped: ${event.message || "its script did not load"}`);
    };
  });
}

export function boot(onProgress) {
  if (onProgress) listeners.add(onProgress);
  booting ??= start();
  return booting;
}

export async function call(method, args = {}, { onProgress } = {}) {
  await boot();
  const id = nextId++;
  const json = await new Promise((resolve) => {
    pending.set(id, { resolve, onProgress });
    worker.postMessage({ id, method, args });
  });
  const answer = JSON.parse(json);
  if (answer.ok) return answer.data;
  throw new PyError(answer.error.kind, answer.error.message);
}
