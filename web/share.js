// Play by link: the save, as UTF-8 JSON, raw-deflated and base64url-encoded (no padding) in the
// URL fragment "#g=...". The fragment never reaches a server.
// Reading a link is bounded work: unpacking stops past MAX_JSON_CHARS bytes (a deflate bomb) and
// the JSON is measured (length, nesting) before it is parsed, so no link can freeze the tab or
// reach Python with a save nested thousands deep.

import { BadJson, MAX_JSON_CHARS, parseBounded } from "./safe-json.js";

export const LONG_LINK = 8 * 1024; // beyond this, suggest a file export instead

export class BrokenLink extends Error {}

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
    throw new BrokenLink("The link is damaged: its game code contains characters that cannot be part of it (was it cut or changed?).");
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
      throw new BrokenLink("The link is damaged: its game code does not unpack (was it cut off when it was copied?).");
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      reader.cancel().catch(() => {});
      throw new BrokenLink("The link is damaged or is not a game: it unpacks to far more than any game holds, so it was not read.");
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
  "too-long": "The link is damaged or is not a game: it holds far more than any game, so it was not read.",
  "too-deep": "The link is damaged or is not a game: what it holds is nested deeper than any game, so it was not read.",
  "not-json": "The link is damaged: its game is not valid JSON.",
};

/** The save inside a game code; BrokenLink says what is wrong. */
export async function decodeSave(code) {
  if (!code) throw new BrokenLink("The link holds no game.");
  const bytes = await inflateBounded(fromBase64url(code), MAX_JSON_CHARS);
  let text;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new BrokenLink("The link is damaged: its game is not readable text.");
  }
  let save;
  try {
    save = parseBounded(text, "The link's game");
  } catch (e) {
    if (e instanceof BadJson) throw new BrokenLink(REFUSED[e.kind] ?? e.message);
    throw e;
  }
  if (!save || typeof save !== "object" || Array.isArray(save)) {
    throw new BrokenLink("The link does not hold a saved game.");
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
