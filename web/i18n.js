// Sentences in the player's language: a message is a key with arguments, rendered from the
// language's catalogue (pygame_rules/lang/<language>.json) exactly as pygame_rules/messages.py
// renders it (tests/rules/test_messages.py runs the same cases through both). Placeholders:
// {name}, {name:money}, {name:term}, {name:plural:one|other}; a message argument ({key, args})
// is rendered in the same language, a list is joined ("A, B and C"). The result is text (set it
// with textContent, never as HTML).

const PLACEHOLDER = /\{(\w+)(?::(\w+)(?::([^{}]*))?)?\}/g;

export function money(language, amount) {
  const digits = Math.abs(amount).toLocaleString("en-US");
  const sign = amount < 0 ? "-" : "";
  return language === "de" ? `${sign}$ ${digits.replaceAll(",", ".")}` : `${sign}$${digits}`;
}

export function render(catalogue, language, key, args = {}) {
  const template = Object.hasOwn(catalogue, key) ? catalogue[key] : null;
  if (template === null) return Object.keys(args).length ? `${key} ${stableJson(args)}` : key;
  return template.replace(PLACEHOLDER, (all, name, kind, extra) => fill(catalogue, language, args, name, kind, extra));
}

function fill(catalogue, language, args, name, kind, extra) {
  if (!Object.hasOwn(args, name)) return `{${name}}`;
  const value = args[name];
  if (kind === "money" && Number.isInteger(value)) return money(language, value);
  if (kind === "term") return Object.hasOwn(catalogue, `term.${value}`) ? catalogue[`term.${value}`] : String(value);
  if (kind === "plural" && extra !== undefined) {
    const [one, other = ""] = extra.split(/\|(.*)/s);
    return value === 1 ? one : other;
  }
  return text(catalogue, language, value);
}

function text(catalogue, language, value) {
  if (value && typeof value === "object" && !Array.isArray(value) && typeof value.key === "string") {
    return render(catalogue, language, value.key, value.args || {});
  }
  if (Array.isArray(value)) {
    const parts = value.map((v) => text(catalogue, language, v));
    if (parts.length < 2) return parts.join("");
    return render(catalogue, language, "list.and", { items: parts.slice(0, -1).join(", "), last: parts.at(-1) });
  }
  return String(value);
}

// Python's json.dumps(args, sort_keys=True, ensure_ascii=False): keys sorted, ", " and ": "
function stableJson(value) {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(", ")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}: ${stableJson(value[k])}`).join(", ")}}`;
  }
  return JSON.stringify(value);
}
