// Runs the rule tests inside Pyodide under Node, against the INSTALLED wheel.
//
//   node tests/pyodide/run.mjs [pytest args...]      (default: tests/rules -q)
//
// Needs a built site (python3 build.py: dist/pyodide/<version>/ holds the runtime, our wheel and
// our lock file) and the pytest wheels for Python 3.14 in .cache/pyodide-test-wheels/ (build.py
// test fetches them). Nothing comes from the network. The interpreter boots exactly as the site
// does (our lock file, packages: ["pygame-rules"]); only the repository's tests/ folder is
// mounted (at /project/tests), so the checkout's pygame_rules/ cannot shadow the wheel, and its
// pygame_rules/tools/ (never shipped) inside the installed package.
// Exits with pytest's return code. Env overrides: PYODIDE_INDEX (a folder), PYODIDE_TEST_WHEELS.

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

function pyodideIndex() {
  if (process.env.PYODIDE_INDEX) return path.resolve(process.env.PYODIDE_INDEX);
  const base = path.join(ROOT, "dist", "pyodide");
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort() : [];
  if (versions.length !== 1) fail(`expected one built runtime in ${base}: run python3 build.py`);
  return path.join(base, versions[0]);
}

function testWheels() {
  const dir = path.resolve(
    process.env.PYODIDE_TEST_WHEELS ?? path.join(ROOT, ".cache", "pyodide-test-wheels"),
  );
  const wheels = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".whl")) : [];
  if (!wheels.some((f) => f.startsWith("pytest-"))) {
    fail(`no pytest wheel in ${dir}: run python3 build.py test`);
  }
  return wheels.sort().map((f) => path.join(dir, f));
}

function fail(message) {
  console.error(`run.mjs: ${message}`);
  process.exit(2);
}

// Host folders seen by Python: the tests, and ../shared (fixtures) where the checkout has one.
function mount(pyodide, hostPath, at) {
  pyodide.FS.mkdirTree(at);
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: fs.realpathSync(hostPath) }, at);
}

const PYTEST = `
import importlib.metadata, importlib.util, os, sys
sys.dont_write_bytecode = True  # write nothing into the mounted tests/
os.chdir("/project")
wheel = str(importlib.metadata.distribution("pygame-rules").locate_file("pygame_rules/__init__.py"))
origin = importlib.util.find_spec("pygame_rules").origin
assert origin == wheel, f"pygame_rules comes from {origin}, not the installed wheel"
import pytest
code = int(pytest.main(list(ARGS)))
imported = sys.modules["pygame_rules"].__file__
assert imported == wheel, f"the tests imported pygame_rules from {imported}, not the wheel"
code
`;

async function main() {
  const index = pyodideIndex() + path.sep;
  const wheels = testWheels();
  const args = process.argv.slice(2);
  const pytestArgs = [...(args.length ? args : ["tests/rules", "-q"]), "-p", "no:cacheprovider"];

  const started = performance.now();
  const { loadPyodide } = await import(pathToFileURL(path.join(index, "pyodide.mjs")).href);
  const pyodide = await loadPyodide({
    indexURL: index,
    lockFileURL: path.join(index, "pyodide-lock.json"),
    packages: ["pygame-rules"],
  });
  await pyodide.loadPackage(wheels, { messageCallback: () => {} });
  mount(pyodide, path.join(ROOT, "tests"), "/project/tests");
  // the developer tools, which the wheel leaves out, where the package would hold them (the
  // board-layer tests build their positions with them)
  const pkg = pyodide.runPython("import os, pygame_rules; os.path.dirname(pygame_rules.__file__)");
  mount(pyodide, path.join(ROOT, "pygame_rules", "tools"), `${pkg}/tools`);
  const shared = path.join(ROOT, "..", "shared");
  if (fs.existsSync(shared)) mount(pyodide, shared, "/shared");
  console.log(`Pyodide ${pyodide.version} ready in ${Math.round(performance.now() - started)} ms`);

  pyodide.globals.set("ARGS", pyodide.toPy(pytestArgs));
  const code = pyodide.runPython(PYTEST);
  const ms = Math.round(performance.now() - started);
  console.log(`pytest in Pyodide: exit ${code} after ${ms} ms`);
  process.exit(code);
}

main().catch((e) => {
  console.error(e);
  process.exit(3);
});
