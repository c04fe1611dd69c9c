// The Python side of the page: Pyodide and the rules, in a module Web Worker so the page never
// freezes. The page (py.js) and this worker speak JSON strings through pygame_rules.webapi.call.
//
// Posts while booting:  {type: "progress", stage, fraction}, then {type: "ready", ms} once Python
//                       has answered a first call (titles), or {type: "failed", message}.
// Answers {id, method, args} with {id, json}: json is webapi.call's answer, or an InternalError
// answer of the same shape when something unexpected broke. A long query reports on the way with
// {id, progress} (a fraction), before its answer.
// {id, method: "__install_wheel", args: {url, name?}} installs a wheel with micropip (a developer
// trying a rules wheel; never on the boot path) and reloads the rules: open games are dropped.

const PYODIDE_VERSION = "314.0.7"; // build.py checks it is the version it ships
const indexURL = new URL(`./pyodide/${PYODIDE_VERSION}/`, import.meta.url).href;

let pyodide = null;
let webapiCall = null; // pygame_rules.webapi.call, kept as one proxy

function progress(stage, fraction) {
  postMessage({ type: "progress", stage, fraction });
}

function loadRules() {
  webapiCall?.destroy();
  const webapi = pyodide.pyimport("pygame_rules.webapi");
  webapiCall = webapi.call.copy(); // outlives the module proxy destroyed below
  webapi.destroy();
  const answer = JSON.parse(webapiCall("titles", "{}"));
  if (!answer.ok) throw new Error(`the rules answered: ${answer.error.message}`);
}

async function boot() {
  progress("Loading Python…", 0.05);
  const { loadPyodide } = await import(`${indexURL}pyodide.mjs`);
  // The rules wheel is listed in our lock file, so it downloads while the interpreter boots.
  pyodide = await loadPyodide({
    indexURL,
    lockFileURL: `${indexURL}pyodide-lock.json`,
    packages: ["pygame-rules"],
  });
  progress("Loading the rules…", 0.85);
  loadRules();
  progress("Ready", 1);
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

// Fetched here (so blob: URLs of dropped files work too), then installed from Pyodide's own FS.
async function installWheel({ url, name }) {
  const fileName = name || new URL(url, location.href).pathname.split("/").pop();
  if (!fileName.endsWith(".whl")) throw new Error(`${fileName} is not a wheel (.whl)`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
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

function internalError(error) {
  const message = error instanceof Error ? error.message : String(error);
  return JSON.stringify({ ok: false, error: { kind: "InternalError", message } });
}

async function answer({ id, method, args }) {
  let json;
  try {
    await booted;
    json = method === "__install_wheel"
      ? await installWheel(args ?? {})
      : webapiCall(method, JSON.stringify(args ?? {}), (fraction) => postMessage({ id, progress: fraction }));
  } catch (error) {
    json = internalError(error);
  }
  postMessage({ id, json });
}

const booted = boot();
booted.catch((error) => postMessage({ type: "failed", message: error?.message ?? String(error) }));
onmessage = ({ data }) => answer(data);
