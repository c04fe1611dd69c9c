// Play by link: the save, as UTF-8 JSON, raw-deflated and base64url-encoded (no padding) in the
// URL fragment "#g=...". The fragment never reaches a server.
// Reading a link is bounded work: unpacking stops past MAX_JSON_CHARS bytes (a deflate bomb) and
// the JSON is measured (length, nesting) before it is parsed, so no link can freeze the tab or
// reach Python with a save nested thousands deep.

import { BadJson, MAX_JSON_CHARS, parseBounded } from "./safe-json.js";
import { t } from "./i18n.js";

export const LONG_LINK = 8 * 1024; // beyond this, suggest a file export instead

/** A link that cannot be read; `key` says why (its text in the page's language is .message). */
export class BrokenLink extends Error {
  constructor(key) {
    super(t(key));
    this.key = key;
  }
}

async function pipe(bytes, stream) {
  const out = new Response(new Blob([bytes]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

function toBase64url(bytes) {
  let bin = "";
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) {
    throw new BrokenLink("ui.link.bad_characters");
  }
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4);
  const bin = atob(b64);
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** The game code for a save. */
export async function encodeSave(save) {
  const json = new TextEncoder().encode(JSON.stringify(save));
  return toBase64url(await pipe(json, new CompressionStream("deflate-raw")));
}

/** The bytes a raw-deflated code unpacks to; BrokenLink once they pass maxBytes. */
async function inflateBounded(packed, maxBytes) {
  const reader = new Blob([packed]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
  const chunks = [];
  let size = 0;
  for (;;) {
    let chunk;
    try {
      chunk = await reader.read();
    } catch {
      throw new BrokenLink("ui.link.not_unpacked");
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      reader.cancel().catch(() => {});
      throw new BrokenLink("ui.link.unpacks_too_big");
    }
    chunks.push(chunk.value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return bytes;
}

const REFUSED = {
  // BadJson's kind -> the reason said of a link
  "too-long": "ui.link.too_long",
  "too-deep": "ui.link.too_deep",
  "not-json": "ui.link.not_json",
};

/** The save inside a game code; BrokenLink says what is wrong. */
export async function decodeSave(code) {
  if (!code) throw new BrokenLink("ui.link.empty");
  const bytes = await inflateBounded(fromBase64url(code), MAX_JSON_CHARS);
  let text;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new BrokenLink("ui.link.not_text");
  }
  let save;
  try {
    save = parseBounded(text, "ui.json.what.link");
  } catch (e) {
    if (e instanceof BadJson) throw new BrokenLink(REFUSED[e.kind] ?? "ui.link.not_json");
    throw e;
  }
  if (!save || typeof save !== "object" || Array.isArray(save)) {
    throw new BrokenLink("ui.link.not_a_save");
  }
  return save;
}

/** The full link to a game: this page plus "#g=<code>". */
export async function shareLink(save) {
  return `${location.origin}${location.pathname}#g=${await encodeSave(save)}`;
}

/** The game code in the current URL's fragment, or null. */
export function codeInLocation() {
  const m = /^#g=(.*)$/s.exec(location.hash);
  return m ? m[1] : null;
}
