// Signed moves for play by link. A browser that plays one seat signs each of its moves with a
// key of its own (WebCrypto ECDSA P-256; the key stays in this browser's localStorage as JWK).
// A signature covers the whole history up to its move (a hash chain over the game's identity and
// its actions), so a player's signature also vouches for that player's earlier moves, and a link
// whose earlier moves were rewritten no longer matches the signatures after them. Links carry
// each player's latest signature (a link grows by one signature per player, not per move) in an
// envelope around the save:
//   {envelope: "railgames-signed/1", save, seats: {player: publicKeyJwk}, signatures: [sig|null]}
// (signatures[i] belongs to save.actions[i]); a plain save (older links) still opens.
// A player's key is trusted the first time this browser sees it; a later link that names
// another key for that player does not replace it. Nothing here is ever executed.

import { PREFIX } from "./storage.js";
import { parseBounded } from "./safe-json.js";
import { t } from "./i18n.js";

export const ENVELOPE = "railgames-signed/1";
const KEY = `${PREFIX}signing-key`;
const ALG = { name: "ECDSA", namedCurve: "P-256" };
const SIGN = { name: "ECDSA", hash: "SHA-256" };
const B64 = /^[A-Za-z0-9_-]{1,200}$/;

const bytes = (text) => new TextEncoder().encode(text);
// WebCrypto exists only on https (and localhost): elsewhere moves are simply not signed
const canSign = () => !!globalThis.crypto?.subtle;

function b64url(buffer) {
  let bin = "";
  for (const b of new Uint8Array(buffer)) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function unb64url(text) {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4);
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
}

/** The public part of a P-256 JWK, or null when it is not one. */
function publicJwk(jwk) {
  if (!jwk || typeof jwk !== "object" || jwk.kty !== "EC" || jwk.crv !== "P-256") return null;
  if (typeof jwk.x !== "string" || typeof jwk.y !== "string" || !B64.test(jwk.x) || !B64.test(jwk.y)) return null;
  return { kty: "EC", crv: "P-256", x: jwk.x, y: jwk.y };
}

const sameKey = (a, b) => !!a && !!b && a.x === b.x && a.y === b.y;

let mine = null; // {privateKey, publicJwk}: this browser's key, made once

/** This browser's signing key (made and stored the first time). */
async function myKey() {
  if (mine) return mine;
  try {
    const stored = parseBounded(localStorage.getItem(KEY), "ui.json.what.signing_key", {
      maxChars: 10_000,
      maxDepth: 4,
    });
    const pub = publicJwk(stored?.publicJwk);
    if (pub && stored.privateJwk) {
      const privateKey = await crypto.subtle.importKey("jwk", stored.privateJwk, ALG, false, ["sign"]);
      mine = { privateKey, publicJwk: pub };
      return mine;
    }
  } catch {
    /* none yet, or unreadable: make a new one */
  }
  const pair = await crypto.subtle.generateKey(ALG, true, ["sign", "verify"]);
  const privateJwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
  const pub = publicJwk(await crypto.subtle.exportKey("jwk", pair.publicKey));
  localStorage.setItem(KEY, JSON.stringify({ privateJwk, publicJwk: pub }));
  mine = { privateKey: pair.privateKey, publicJwk: pub };
  return mine;
}

/** The hash chain: link i = SHA-256(link i-1, action i); link -1 = SHA-256(the game's identity). */
async function chain(identityText, actions) {
  let last = b64url(await crypto.subtle.digest("SHA-256", bytes(identityText)));
  const out = [];
  for (const action of actions) {
    last = b64url(await crypto.subtle.digest("SHA-256", bytes(`${last}\n${JSON.stringify(action)}`)));
    out.push(last);
  }
  return out;
}

// What this browser knows of a game's keys and signatures, per game identity (seats.js's key):
// {seats: [[player, jwk]], sigs: [[chainLink, signature]], first: [[player, move index]]} (lists,
// so any name is a plain value). first: a player's first signed move; their earlier moves were
// played before they took a seat (hotseat) and are not expected to be signed.
const knownKey = (seatKey) => seatKey.replace(`${PREFIX}seat:`, `${PREFIX}signed:`);

function readKnown(seatKey) {
  const known = { seats: new Map(), sigs: new Map(), first: new Map() };
  try {
    const raw = parseBounded(localStorage.getItem(knownKey(seatKey)), "ui.json.what.signatures");
    for (const [player, jwk] of raw?.seats || [])
      if (typeof player === "string" && publicJwk(jwk)) known.seats.set(player, publicJwk(jwk));
    for (const [link, sig] of raw?.sigs || [])
      if (typeof link === "string" && typeof sig === "string" && B64.test(sig)) known.sigs.set(link, sig);
    for (const [player, n] of raw?.first || [])
      if (typeof player === "string" && Number.isInteger(n) && n >= 0) known.first.set(player, n);
  } catch {
    /* nothing known yet */
  }
  return known;
}

function writeKnown(seatKey, known) {
  try {
    localStorage.setItem(
      knownKey(seatKey),
      JSON.stringify({ seats: [...known.seats], sigs: [...known.sigs], first: [...known.first] }),
    );
  } catch {
    /* storage full: the signatures are only missing from the next link */
  }
}

/** After this browser, playing `player`, made the last move of `save`: sign it. Returns a
 * warning when this game already knows another key for that player (then nothing is signed). */
export async function signLast(seatKey, identityText, save, player) {
  if (!canSign() || !save.actions.length || save.actions[save.actions.length - 1]?.player !== player) return null;
  const key = await myKey();
  const known = readKnown(seatKey);
  const theirs = known.seats.get(player);
  if (theirs && !sameKey(theirs, key.publicJwk)) {
    return t("ui.signing.other_browser", { player });
  }
  known.seats.set(player, key.publicJwk);
  const links = await chain(identityText, save.actions);
  const link = links[links.length - 1];
  known.sigs.set(link, b64url(await crypto.subtle.sign(SIGN, key.privateKey, bytes(link))));
  noteFirst(known, player, links.length - 1);
  writeKnown(seatKey, known);
  return null;
}

function noteFirst(known, player, n) {
  if (!known.first.has(player) || known.first.get(player) > n) known.first.set(player, n);
}

/** What a link carries: the save, wrapped with the keys and signatures known for its moves
 * (a plain save when none of its moves is signed). */
export async function wrap(seatKey, identityText, save) {
  const known = readKnown(seatKey);
  if (!canSign() || !known.sigs.size) return save;
  const links = await chain(identityText, save.actions);
  const latest = new Map(); // player -> index of their last signed move
  links.forEach((link, i) => {
    if (known.sigs.has(link)) latest.set(save.actions[i]?.player, i);
  });
  const kept = new Set(latest.values());
  const signatures = links.map((link, i) => (kept.has(i) ? known.sigs.get(link) : null));
  if (signatures.every((s) => s === null)) return save;
  const players = new Set(save.actions.map((a) => a?.player));
  const seats = Object.fromEntries([...known.seats].filter(([p]) => players.has(p)));
  return { envelope: ENVELOPE, save, seats, signatures };
}

/** {save, signed}: the save in a link's object, and its envelope's keys and signatures (or null). */
export function unwrap(value) {
  if (value?.envelope === ENVELOPE && value.save && typeof value.save === "object" && !Array.isArray(value.save)) {
    return { save: value.save, signed: { seats: value.seats, signatures: value.signatures } };
  }
  return { save: value, signed: null };
}

/** Keep a link's keys (a player's first key stays) and signatures for its moves. */
export async function absorb(seatKey, identityText, save, signed) {
  if (!canSign() || !signed || !Array.isArray(save?.actions)) return;
  const known = readKnown(seatKey);
  for (const [player, jwk] of Object.entries(signed.seats && typeof signed.seats === "object" ? signed.seats : {})) {
    const pub = publicJwk(jwk);
    if (pub && !known.seats.has(player)) known.seats.set(player, pub);
  }
  const sigs = Array.isArray(signed.signatures) ? signed.signatures : [];
  const links = await chain(identityText, save.actions.slice(0, sigs.length));
  links.forEach((link, i) => {
    if (typeof sigs[i] !== "string" || !B64.test(sigs[i])) return;
    if (!known.sigs.has(link)) known.sigs.set(link, sigs[i]);
    const player = save.actions[i]?.player;
    if (typeof player === "string" && known.seats.has(player)) noteFirst(known, player, i);
  });
  writeKnown(seatKey, known);
}

/** The moves whose player has a key in this game but which that key did not sign (neither the
 * move itself nor a later move of the same player, whose signature covers the history before it):
 * [{move (1-based), player}]. Moves of players without a key, and a player's moves before their
 * first signed one (played at one screen before seats were chosen), are not listed. */
export async function unsignedMoves(seatKey, identityText, save) {
  const known = readKnown(seatKey);
  if (!canSign() || !known.seats.size) return [];
  const links = await chain(identityText, save.actions);
  const keys = new Map();
  const lastGood = new Map(); // player -> index of their last move with a valid signature
  for (let i = 0; i < links.length; i++) {
    const player = save.actions[i]?.player;
    const jwk = known.seats.get(player);
    const sig = known.sigs.get(links[i]);
    if (!jwk || !sig) continue;
    try {
      if (!keys.has(player)) keys.set(player, await crypto.subtle.importKey("jwk", jwk, ALG, false, ["verify"]));
      if (await crypto.subtle.verify(SIGN, keys.get(player), unb64url(sig), bytes(links[i]))) lastGood.set(player, i);
    } catch {
      /* not a valid signature */
    }
  }
  const out = [];
  save.actions.forEach((action, i) => {
    const player = action?.player;
    if (!known.seats.has(player) || !(i >= known.first.get(player))) return;
    if (!(lastGood.get(player) >= i)) out.push({ move: i + 1, player });
  });
  return out;
}
