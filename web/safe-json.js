// JSON from outside the page (links, files, storage) is measured before it is parsed: too long
// or nested too deep is refused with a reason, so no input can freeze the tab or the worker
// (a save nested 3,000 deep is 81 characters in a link). Parsed values are plain data, never run.

import { language, t } from "./i18n.js";

export const MAX_JSON_CHARS = 4_000_000; // far above the longest real game (an 18xx export ~0.5 MB)
export const MAX_JSON_DEPTH = 64; // a save needs about 6 levels, an 18xx.games export about 8

export class BadJson extends Error {
  /** kind: "too-long" | "too-deep" | "not-json"; said: the reason as a message {key, args}
   * (.message is its text in the page's language) */
  constructor(kind, said) {
    super(t(said.key, said.args));
    this.name = "BadJson";
    this.kind = kind;
    this.said = said;
  }
}

/** The deepest nesting of arrays and objects in a JSON text (strings skipped), stopping early
 * once `limit` is passed. Linear in the text's length. */
export function jsonDepth(text, limit = Infinity) {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if (c === 91 || c === 123) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (c === 93 || c === 125) {
      depth--;
    }
  }
  return deepest;
}

/** JSON.parse, after the size and depth checks; `what` names the text for the message (the key
 * of its name: "ui.json.what.<...>"). */
export function parseBounded(
  text,
  what = "ui.json.what.data",
  { maxChars = MAX_JSON_CHARS, maxDepth = MAX_JSON_DEPTH } = {},
) {
  const named = { key: what, args: {} };
  if (typeof text !== "string") throw new BadJson("not-json", { key: "ui.json.not_text", args: { what: named } });
  if (text.length > maxChars) {
    const count = text.length.toLocaleString(language());
    throw new BadJson("too-long", {
      key: "ui.json.too_long",
      args: { what: named, count, max: maxChars.toLocaleString(language()) },
    });
  }
  if (jsonDepth(text, maxDepth) > maxDepth) {
    throw new BadJson("too-deep", { key: "ui.json.too_deep", args: { what: named, max: maxDepth } });
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new BadJson("not-json", { key: "ui.json.not_json", args: { what: named } });
  }
}
