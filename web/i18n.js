// Words in the player's language. Every text the page shows is a message: a key with arguments,
// rendered from the language's catalogue (pygame_rules/lang/<code>.json, copied to lang/ by the
// build) exactly as pygame_rules/messages.py renders it (tests/rules/test_messages.py runs the
// same cases through both). Placeholders: {name}, {name:number}, {name:money}, {name:term},
// {name:plural:one|other} (the word for the count as the language's plural rules choose it:
// Intl.PluralRules, which in English and German choose "one" for 1 alone, as Python does); a
// message argument ({key, args}) is rendered in the same language, a list is joined by the
// catalogue's `list.and` ("A, B and C": not Intl.ListFormat, whose English adds a comma before
// "and" that Python's does not). The result is text (set it with textContent, never as HTML).
//
// The language: the one chosen in the header (remembered in this browser), else the first of the
// browser's languages that has a catalogue, else English. A shared link carries no language: it
// opens in the receiver's.

const PLACEHOLDER = /\{(\w+)(?::(\w+)(?::([^{}]*))?)?\}/g;
const STORAGE_KEY = "rbg.language";
const FALLBACK = "en";

const DOLLAR = "$";
const CURRENCY = "_currency"; // an argument naming the game's currency, where it is not the dollar

/** An amount as the catalogue writes money: `_money` ("{currency}{digits}") with `_thousands`,
 * in the game's currency ("$", 18ESP "₧"). */
export function money(catalogue, amount, currency = DOLLAR) {
  const template = Object.hasOwn(catalogue, "_money") ? catalogue._money : "{currency}{digits}";
  return (
    (amount < 0 ? "-" : "") +
    template.replace("{currency}", currency).replace("{digits}", number(catalogue, Math.abs(amount)))
  );
}

// groups of three digits; one formatter for all (toLocaleString makes one per call, which cost
// an 18xx table a tenth of a second per draw)
const GROUPED = new Intl.NumberFormat("en-US", { useGrouping: true, maximumFractionDigits: 0 });

/** A whole number with the catalogue's `_thousands` between groups of three digits. */
export function number(catalogue, n) {
  const separator = Object.hasOwn(catalogue, "_thousands") ? catalogue._thousands : ",";
  return GROUPED.format(n).replaceAll(",", separator);
}

/** A message of `catalogue`, the words of the language `code` ("en", "de"). */
export function render(catalogue, key, args = {}, currency = DOLLAR, code = FALLBACK) {
  args = args || {};
  if (typeof args[CURRENCY] === "string") currency = args[CURRENCY];
  const template = Object.hasOwn(catalogue, key) ? catalogue[key] : null;
  if (template === null) return Object.keys(args).length ? `${key} ${stableJson(args)}` : key;
  const words = { catalogue, currency, code };
  return template.replace(PLACEHOLDER, (all, name, kind, extra) => fill(words, args, name, kind, extra));
}

function fill(words, args, name, kind, extra) {
  const { catalogue, currency, code } = words;
  if (!Object.hasOwn(args, name)) return `{${name}}`;
  const value = args[name];
  if (kind === "money" && Number.isInteger(value)) return money(catalogue, value, currency);
  if (kind === "number" && Number.isInteger(value)) return number(catalogue, value);
  if (kind === "term") return Object.hasOwn(catalogue, `term.${value}`) ? catalogue[`term.${value}`] : String(value);
  if (kind === "plural" && extra !== undefined) {
    const [one, other = ""] = extra.split(/\|(.*)/s);
    return typeof value === "number" && pluralRules(code).select(value) === "one" ? one : other;
  }
  return text(words, value);
}

function text(words, value) {
  const { catalogue, currency, code } = words;
  if (value && typeof value === "object" && !Array.isArray(value) && typeof value.key === "string") {
    return render(catalogue, value.key, value.args || {}, currency, code);
  }
  if (Array.isArray(value)) {
    const parts = value.map((v) => text(words, v));
    if (parts.length < 2) return parts.join("");
    return render(catalogue, "list.and", { items: parts.slice(0, -1).join(", "), last: parts.at(-1) }, currency, code);
  }
  return String(value);
}

// one set of plural rules per language (making one costs more than choosing with it)
const PLURALS = new Map();

function pluralRules(code) {
  if (!PLURALS.has(code)) PLURALS.set(code, new Intl.PluralRules(code));
  return PLURALS.get(code);
}

// Python's json.dumps(args, sort_keys=True, ensure_ascii=False): keys sorted, ", " and ": "
function stableJson(value) {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(", ")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}: ${stableJson(value[k])}`)
      .join(", ")}}`;
  }
  return JSON.stringify(value);
}

// --- the page's language --------------------------------------------------------------------

const current = { code: FALLBACK, currency: DOLLAR, catalogue: {}, languages: [{ code: FALLBACK, name: "English" }] }; // i18n-ignore: a language's own name
const listeners = new Set();

/** The text of a message in the page's language. */
export function t(key, args) {
  return render(current.catalogue, key, args, current.currency, current.code);
}

/** A message from the rules ({key, args}), or its English text when it has none. */
export function said(message, english = "") {
  return message && typeof message.key === "string" ? t(message.key, message.args) : english;
}

/** An amount of money in the page's language. */
export function formatMoney(amount) {
  return money(current.catalogue, amount, current.currency);
}

/** The currency of the game on show ("$", 18ESP "₧"); the dollar elsewhere. */
export function useCurrency(symbol = DOLLAR) {
  current.currency = symbol || DOLLAR;
}

/** The page's language code ("en", "de"). */
export function language() {
  return current.code;
}

/** The languages there are catalogues for: [{code, name}]. */
export function languages() {
  return current.languages;
}

/** fn() after every change of language (the screen on show draws itself again). */
export function onLanguageChange(fn) {
  listeners.add(fn);
}

function storedChoice() {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked: the browser's language then
  }
}

/** The language to start in: the one chosen before, else the browser's first that we have. */
export function preferredLanguage(codes, stored = storedChoice(), wanted = navigator.languages || []) {
  if (stored && codes.includes(stored)) return stored;
  for (const tag of wanted) {
    const code = String(tag).toLowerCase().split("-")[0];
    if (codes.includes(code)) return code;
  }
  return codes.includes(FALLBACK) ? FALLBACK : codes[0];
}

async function loadCatalogue(code) {
  const response = await fetch(`./lang/${encodeURIComponent(code)}.json`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

function apply(code, catalogue) {
  Object.assign(current, { code, catalogue });
  document.documentElement.lang = code;
  for (const el of document.querySelectorAll("[data-t]")) el.textContent = t(el.getAttribute("data-t"));
  for (const el of document.querySelectorAll("[data-t-label]"))
    el.setAttribute("aria-label", t(el.getAttribute("data-t-label")));
}

/** Load the language to start in (`available`: [{code, name}] from site.json). */
export async function startLanguage(available) {
  if (Array.isArray(available) && available.length) current.languages = available;
  const code = preferredLanguage(current.languages.map((l) => l.code));
  try {
    apply(code, await loadCatalogue(code));
  } catch (e) {
    console.warn(`The ${code} catalogue did not load:`, e);
    if (code !== FALLBACK) apply(FALLBACK, await loadCatalogue(FALLBACK).catch(() => ({})));
  }
}

/** Switch to `code`, remember it in this browser and let the screen draw itself again. */
export async function chooseLanguage(code) {
  const catalogue = await loadCatalogue(code);
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    /* not remembered; the switch still works */
  }
  apply(code, catalogue);
  for (const fn of listeners) fn(code);
}
