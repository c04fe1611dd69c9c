// Play by link: the save, as UTF-8 JSON, raw-deflated and base64url-encoded (no padding) in the
// URL fragment "#g=...". The fragment never reaches a server.

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

/** The save inside a game code; BrokenLink says what is wrong. */
export async function decodeSave(code) {
  if (!code) throw new BrokenLink("The link holds no game.");
  const packed = fromBase64url(code);
  let bytes;
  try {
    bytes = await pipe(packed, new DecompressionStream("deflate-raw"));
  } catch {
    throw new BrokenLink("The link is damaged: its game code does not unpack (was it cut off when it was copied?).");
  }
  let text;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new BrokenLink("The link is damaged: its game is not readable text.");
  }
  let save;
  try {
    save = JSON.parse(text);
  } catch {
    throw new BrokenLink("The link is damaged: its game is not valid JSON.");
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
