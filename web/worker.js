// The Python side of the page: Pyodide and the rules, in a module Web Worker so the page never
// freezes. The page (py.js) and this worker speak JSON strings through pygame_rules.webapi.call.
//
// Posts while booting:  {type: "progress", stage, loaded} (stage: "downloading", "loading";
//                       loaded: bytes of Python's files downloaded so far), then {type: "ready", ms} once Python has answered a
//                       first call (titles), or {type: "failed", message}.
// Answers {id, method, args} with {id, json}: json is webapi.call's answer, or an error answer
// of the same shape when something unexpected broke. A long query reports on the way with
// {id, progress} (a fraction), before its answer.
// {id, method: "__install_wheel", args: {url, name?}} installs a wheel with micropip (a developer
// trying a rules wheel; never on the boot path) and reloads the rules: open games are dropped.
// Only a wheel from this site or a blob: URL this page made (a dropped file) is installed.

const PYODIDE_VERSION = "314.0.7"; // build.py checks it is the version it ships
const indexURL = new URL(`./pyodide/${PYODIDE_VERSION}/`, import.meta.url).href;
const TEST_HOOKS = new URL(import.meta.url).searchParams.has("test-hooks");

let pyodide = null;
let webapiCall = null; // pygame_rules.webapi.call, kept as one proxy

function progress(stage, loaded) {
  postMessage({ type: "progress", stage, loaded });
}

// Bytes downloaded while booting: every response Pyodide fetches (wasm, standard library, lock
// file, wheels) is counted as it arrives, from a clone, so the response itself is untouched.
const DOWNLOADING = "downloading"; // the page words each stage (ui.engine.<stage>)
let received = 0;
let counting = true;
let lastReport = 0;
const baseFetch = globalThis.fetch.bind(globalThis);

async function count(body) {
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done || !counting) return reader.cancel().catch(() => {});
    received += value.byteLength;
    const now = performance.now();
    if (now - lastReport > 100) {
      lastReport = now;
      progress(DOWNLOADING, received);
    }
  }
}

globalThis.fetch = async (...args) => {
  const response = await baseFetch(...args);
  if (counting && response.body) count(response.clone().body).catch(() => {});
  return response;
};

function loadRules() {
  webapiCall?.destroy();
  const webapi = pyodide.pyimport("pygame_rules.webapi");
  webapiCall = webapi.call.copy(); // outlives the module proxy destroyed below
  webapi.destroy();
  const answer = JSON.parse(webapiCall("titles", "{}"));
  if (!answer.ok) throw new Error(answer.error.message); // the page says "Python could not start: ..."
}

async function boot() {
  progress(DOWNLOADING, 0);
  const { loadPyodide } = await import(`${indexURL}pyodide.mjs`);
  // The rules wheel is listed in our lock file, so it downloads while the interpreter boots.
  pyodide = await loadPyodide({
    indexURL,
    lockFileURL: `${indexURL}pyodide-lock.json`,
    packages: ["pygame-rules"],
  });
  counting = false;
  progress("loading", received);
  loadRules();
  postMessage({ type: "ready", ms: Math.round(performance.now()) });
}

const INSTALL = `
import importlib, sys
import micropip
await micropip.install("emfs:" + WHEEL_PATH, reinstall=True)
for name in [m for m in sys.modules if m == "pygame_rules" or m.startswith("pygame_rules.")]:
    del sys.modules[name]
importlib.invalidate_caches()
`;

/** A refusal said as a message (the page renders its key and arguments: ui.wheel.*); this worker
 * has no catalogue, so its .message is the key. */
class Refused extends Error {
  constructor(key, args = {}) {
    super(key);
    this.said = { key, args };
  }
}
const REFUSED = "Refused"; // i18n-ignore: the kind of the error answer

/** The wheel's URL if it is this site's own or a blob: URL of this page's (a dropped file). */
function allowedWheelURL(url) {
  let parsed;
  try {
    parsed = new URL(String(url), location.href);
  } catch {
    throw new Refused("ui.wheel.not_address");
  }
  const ownSite = (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.origin === location.origin;
  const droppedFile = parsed.protocol === "blob:" && parsed.origin === location.origin;
  if (!ownSite && !droppedFile) {
    throw parsed.protocol === "blob:"
      ? new Refused("ui.wheel.not_from_file")
      : new Refused("ui.wheel.not_from_site", { origin: parsed.origin });
  }
  return parsed;
}

// Fetched here (so blob: URLs of dropped files work too), then installed from Pyodide's own FS.
async function installWheel({ url, name }) {
  const parsed = allowedWheelURL(url);
  const fileName = String(name || parsed.pathname.split("/").pop());
  if (!/^[\w.+-]+\.whl$/.test(fileName)) throw new Refused("ui.wheel.not_a_wheel", { file: fileName });
  const response = await fetch(parsed.href);
  if (!response.ok) throw new Error(`${parsed.href}: HTTP ${response.status}`);
  const path = `/tmp/${fileName}`;
  pyodide.FS.writeFile(path, new Uint8Array(await response.arrayBuffer()));
  await pyodide.loadPackage("micropip");
  const globals = pyodide.toPy({ WHEEL_PATH: path });
  try {
    await pyodide.runPythonAsync(INSTALL, { globals });
  } finally {
    globals.destroy();
  }
  loadRules();
  return JSON.stringify({ ok: true, data: { installed: fileName } });
}

/** Test-only (the worker's URL asks for test hooks): keep the worker busy for `ms`, as a
 * runaway rule would, so the page's timeout and restart can be tested. */
function busy({ ms }) {
  const until = performance.now() + Math.min(Number(ms) || 0, 120_000);
  while (performance.now() < until) {
    /* busy */
  }
  return JSON.stringify({ ok: true, data: null });
}

function errorAnswer(error) {
  if (error instanceof Refused)
    return JSON.stringify({ ok: false, error: { kind: REFUSED, message: error.message, said: error.said } });
  const message = error instanceof Error ? error.message : String(error);
  return JSON.stringify({ ok: false, error: { kind: "InternalError", message } });
}

async function answer({ id, method, args }) {
  let json;
  try {
    await booted;
    if (method === "__install_wheel") json = await installWheel(args ?? {});
    else if (method === "__busy" && TEST_HOOKS) json = busy(args ?? {});
    else json = webapiCall(method, JSON.stringify(args ?? {}), (fraction) => postMessage({ id, progress: fraction }));
  } catch (error) {
    json = errorAnswer(error);
  }
  postMessage({ id, json });
}

const booted = boot();
booted.catch((error) => postMessage({ type: "failed", message: error?.message ?? String(error) }));
onmessage = ({ data }) => answer(data);
