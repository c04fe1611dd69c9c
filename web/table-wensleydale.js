// The table of Last Train to Wensleydale and First Train to Nürnberg (one rule set, two boards):
// the board as an SVG area map drawn from the view's coordinates, the influence display with its
// bids, the influence, profit/loss and order tracks, the train display, the players, the log.
// Every legal move is an element carrying data-action (the action's JSON, as Python listed it);
// one that stands for several actions (a load that fits several trains) also carries
// data-actions, and the dialog asks which. Nothing here decides what is legal.

import { h, names, actionData, groupBy, svg as s } from "./dom.js";
import { logPanel } from "./table-generic.js";

const SEAT_COLOURS = ["#e07b24", "#2f6fb5", "#7d3c98", "#1a8a7a"]; // orange, blue, purple, teal
const INFLUENCE = ["white", "brown", "red", "green"];
const INFLUENCE_NAMES = { white: "government (white)", brown: "rolling stock (brown)", red: "red company", green: "green company" };

if (!document.querySelector("link[data-table-css='wensleydale']")) {
  document.head.append(h("link", { rel: "stylesheet", href: "table-wensleydale.css", dataset: { tableCss: "wensleydale" } }));
}

function playable(actions, key, label) {
  return { dataset: actionData(actions, key), tabindex: 0, role: "button", "aria-label": label };
}

function context(view, legal) {
  const colour = Object.fromEntries(view.players.map((p) => [p.name, SEAT_COLOURS[p.seat % SEAT_COLOURS.length]]));
  colour.red = "var(--red)";
  colour.green = "var(--green)";
  return {
    view,
    legal,
    colour,
    area: Object.fromEntries(view.board.areas.map((a) => [a.id, a])),
    byType: groupBy(legal, (a) => a.type),
  };
}

const of = (ctx, type) => ctx.byType.get(type) || [];
const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
const loadName = (load) => (load === "red" || load === "green" ? `${load} passenger` : load);

/** The player's colour as a style attribute (a custom property cannot be assigned to .style). */
const pc = (ctx, name) => `--pc: ${ctx.colour[name] || "#777"}`;

function chip(ctx, name, extra = {}) {
  return h("span", { class: "wd-chip", style: pc(ctx, name), ...extra }, name);
}

export function renderTable(view, { legal = [], readonly = false } = {}) {
  const ctx = context(view, readonly ? [] : legal);
  return h("div", { class: ["wd-table", readonly && "readonly"], dataset: { phase: view.phase, board: view.board.id } },
    turnBanner(ctx),
    readonly || view.phase === "over" ? null : prompt(ctx),
    h("div", { class: "wd-grid" },
      h("div", { class: "wd-main" },
        boardPanel(ctx),
        influenceDisplay(ctx),
        trainDisplay(ctx)),
      h("div", { class: "wd-side" },
        playersPanel(ctx),
        tracksPanel(ctx),
        logPanel(view))));
}

// --- whose turn, and what to do ---

function turnBanner(ctx) {
  const { view } = ctx;
  const over = view.phase === "over";
  return h("section", { class: "turn-banner", dataset: { active: view.active_players.join(",") }, "aria-label": "Whose turn" },
    h("div", { class: "turn-line" },
      h("span", { class: "turn-who" }, over ? "Game over" : names(view.active_players)),
      h("span", { class: "turn-sep", "aria-hidden": "true" }, " — "),
      h("span", { class: "turn-phase" }, over && view.result ? `${view.result.ranking[0]} wins` : view.phase_name)),
    h("div", { class: "turn-meta" },
      h("span", {}, `Round ${view.round} of ${view.rounds}`),
      h("span", {}, `Player order: ${view.player_order.join(" → ")}`),
      h("span", {}, `${view.side} player displays`)));
}

function costText(cost) {
  const parts = [plural(cost.points, "build point")];
  for (const c of ["white", "red", "green"]) if (cost[c]) parts.push(`${cost[c]} ${c} influence`);
  return parts.join(" + ");
}

function button(actions, key, label, title) {
  return h("button", { type: "button", class: "button", title, dataset: actionData(actions, key) }, label);
}

function prompt(ctx) {
  const { view } = ctx;
  const who = view.active_players[0];
  const box = h("section", { class: "prompt", "aria-label": "Your move" });
  const buttons = h("div", { class: "prompt-buttons" });
  let text = "";
  if (view.payment) {
    const what = view.payment.purpose === "build"
      ? "the rest of your line's build points, with influence of any colour"
      : "3 points for each missing brown influence, with cubes and white, red or green influence";
    text = `${who}: pay ${plural(view.payment.points, "more point")}: ${what}.`;
    for (const a of of(ctx, "pay")) {
      const from = a.source === "cubes" ? "investment cubes" : `${a.source} influence`;
      buttons.append(button([a], `pay-${a.source}`, `Pay with ${from} (up to ${a.amount.max})`));
    }
  } else if (view.phase === "auction") {
    text = `${who}: bid on an influence field (click it): top row at least 3 cubes, bottom row 2; to outbid, more cubes than lie there. Every player ends with two bids.`;
  } else if (view.phase === "credit") {
    text = `${who}: the two-coloured marker of your field — take red or green influence?`;
    for (const a of of(ctx, "choose_influence")) buttons.append(button([a], `choose-${a.colour}`, `Take ${a.colour} influence`));
  } else if (view.phase === "track_building") {
    if (view.build) {
      const done = of(ctx, "build_done")[0];
      text = done
        ? `${who}: your line has ${plural(view.build.borders.length, "piece")} and costs ${costText(done.cost)}. Build on across a highlighted border, or finish it.`
        : `${who}: build across a highlighted border (the label shows what the line then costs).`;
      if (done) buttons.append(button([done], "build-done", `Finish the line: pay ${costText(done.cost)}`));
    } else {
      text = `${who}: start a line in a highlighted area (a red or green town or station, or an area your track reaches), or build nothing this round.`;
    }
  } else if (view.phase === "transport") {
    text = `${who}: buy a train (click it on the train display), load a passenger or goods (click it on the map), or pass for the rest of the phase.`;
  } else if (view.phase === "takeovers") {
    if (view.takeover) {
      const done = of(ctx, "takeover_done")[0];
      text = `${who}: hand your line to the ${view.takeover.company} company border by border (two pieces per ${view.takeover.company} influence); it must end in an area with a town or station.`;
      if (done) buttons.append(button([done], "takeover-done", `Hand over ${plural(done.pieces, "piece")} for ${done.influence} ${done.company} influence`));
    } else {
      text = `${who}: you may hand one line of your track to a company: click the company's town or station where it starts. Or hand over nothing.`;
    }
  }
  const pass = of(ctx, "pass")[0];
  if (pass) {
    const label = { track_building: "Build nothing this round", transport: "Pass for the rest of the phase", takeovers: "Hand over nothing" }[view.phase] || "Pass";
    buttons.append(button([pass], "pass", label));
  }
  box.append(h("p", {}, text));
  if (buttons.children.length) box.append(buttons);
  return box;
}

// --- the board ---

const cellCache = new Map();

/** Each area's cell: the points nearer its centre than any other's, inside the board. */
function cells(board) {
  const key = `${board.id}:${board.areas.length}`;
  if (cellCache.has(key)) return cellCache.get(key);
  const [w, hgt] = board.size;
  const out = {};
  for (const a of board.areas) {
    let poly = [[0, 0], [w, 0], [w, hgt], [0, hgt]];
    for (const o of board.areas) {
      if (o === a) continue;
      const nx = o.x - a.x;
      const ny = o.y - a.y;
      poly = clip(poly, nx, ny, (o.x * o.x + o.y * o.y - a.x * a.x - a.y * a.y) / 2);
    }
    out[a.id] = poly;
  }
  cellCache.set(key, out);
  return out;
}

/** The part of a polygon where nx*x + ny*y <= c. */
function clip(poly, nx, ny, c) {
  const out = [];
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % poly.length];
    const fp = nx * p[0] + ny * p[1] - c;
    const fq = nx * q[0] + ny * q[1] - c;
    if (fp <= 0) out.push(p);
    if ((fp < 0 && fq > 0) || (fp > 0 && fq < 0)) {
      const t = fp / (fp - fq);
      out.push([p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])]);
    }
  }
  return out;
}

const points = (poly) => poly.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");

function boardPanel(ctx) {
  const { view } = ctx;
  const board = view.board;
  const [w, hgt] = board.size;
  const starts = groupBy([...of(ctx, "build_start"), ...of(ctx, "takeover_start")], (a) => a.area);
  const map = s("svg", { class: "wd-map", viewBox: `0 0 ${w} ${hgt}`, role: "group", "aria-label": `${board.name} board` },
    s("g", { class: "cells" }, board.areas.map((a) => cell(ctx, a, starts.get(a.id) || []))),
    s("g", { class: "rivers", "aria-hidden": "true" }, (board.rivers || []).map((r) =>
      s("polyline", { points: r.points.map((p) => p.join(",")).join(" ") }, s("title", {}, r.name)))),
    s("g", { class: "borders" }, board.borders.map((b) => border(ctx, b))),
    s("g", { class: "towns" }, board.areas.map((a) => town(ctx, a))),
    s("g", { class: "pieces" }, board.areas.map((a) => contents(ctx, a))));
  map.addEventListener("keydown", (e) => {
    const el = e.target.closest?.("[data-action]");
    if (el && (e.key === "Enter" || e.key === " ")) {
      e.preventDefault();
      el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    }
  });
  const line = view.build || view.takeover;
  return h("section", { class: "wd-board", "aria-labelledby": "wd-board-h" },
    h("h2", { id: "wd-board-h" }, `The ${board.name} board `,
      h("span", { class: "muted" }, `— ${board.goods.quarry} and ${board.goods.field} goods; track pieces cross the borders`)),
    map,
    legend(ctx),
    line ? h("p", { class: "wd-line-note" }, `${line.player}'s line: ${line.areas.map((id) => ctx.area[id].name).join(" → ")}`) : null,
    view.connection_bonus ? h("p", { class: "wd-bonus" }, "Nürnberg and Fürth joined: ",
      Object.entries(view.connection_bonus).map(([p, vp]) => `${p} ${vp} VP`).join(", ")) : null);
}

function cell(ctx, a, actions) {
  const poly = cells(ctx.view.board)[a.id];
  const cls = ["cell", `terrain-${a.terrain}`, a.build_out_only && "south", actions.length && "playable"];
  const label = `${a.name}: start ${actions[0]?.type === "takeover_start" ? "handing over a line" : "a line"} here`;
  return s("polygon", { points: points(poly), class: cls, dataset: { area: a.id },
    ...(actions.length ? playable(actions, `area-${a.id}`, label) : {}) },
  s("title", {}, areaTitle(ctx, a)));
}

function areaTitle(ctx, a) {
  const here = ctx.view.areas[a.id] || {};
  const parts = [a.name, a.terrain.replace("_", " ")];
  if (a.town) parts.push(a.town === "company" ? `${a.company} company town` : `${a.town} station`);
  if (here.companies?.length) parts.push(`belongs to ${here.companies.join(" and ")}`);
  if (a.build_out_only) parts.push("build out of it only");
  if (a.feeds?.length) parts.push(`its ${a.goods} leaves by ${a.feeds.map((f) => ctx.area[f].name).join(", ")}`);
  return parts.join(" · ");
}

function border(ctx, b) {
  const A = ctx.area[b.a];
  const B = ctx.area[b.b];
  const at = (t) => [A.x + t * (B.x - A.x), A.y + t * (B.y - A.y)];
  const [x1, y1] = at(0.34);
  const [x2, y2] = at(0.66);
  const [mx, my] = at(0.5);
  const owner = ctx.view.track[b.id];
  const offers = [...of(ctx, "build_border"), ...of(ctx, "takeover_border")].filter((a) => a.border === b.id);
  const line = ctx.view.build || ctx.view.takeover;
  const inLine = line && line.borders.includes(b.id);
  if (b.no_track) {
    return s("text", { x: mx, y: my, class: "no-track", "text-anchor": "middle", "dominant-baseline": "central" }, "✕",
      s("title", {}, `${A.name} and ${B.name} may never be joined`));
  }
  const piece = owner ? s("line", { x1, y1, x2, y2, class: ["piece", inLine && "in-line"], stroke: ctx.colour[owner], dataset: { border: b.id, owner } },
    s("title", {}, `${owner}'s track between ${A.name} and ${B.name}`)) : null;
  if (!offers.length) return piece || (b.points > 1 ? s("line", { x1, y1, x2, y2, class: "dear", dataset: { border: b.id } }) : null);
  const a = offers[0];
  const label = a.type === "build_border"
    ? `Build to ${ctx.area[a.to].name}: the line then costs ${costText(a.cost)}`
    : `Hand over the piece to ${ctx.area[a.to].name}`;
  const attrs = playable(offers, `border-${b.id}`, label);
  attrs.dataset.border = b.id;
  return s("g", {}, piece, s("g", { class: "offer", ...attrs },
    s("line", { x1, y1, x2, y2 }),
    a.cost ? s("text", { x: mx, y: my - 5, "text-anchor": "middle", class: "offer-cost" }, `${a.cost.points}`) : null,
    s("title", {}, label)));
}

function town(ctx, a) {
  if (!a.town) return s("text", { x: a.x, y: a.y - 6, class: "name", "text-anchor": "middle" }, a.name);
  const owners = ctx.view.areas[a.id]?.companies || [];
  const fill = a.town === "company" ? `var(--${a.company})` : "#222";
  const mark = a.town === "minor"
    ? s("circle", { cx: a.x, cy: a.y, r: 4.5, fill })
    : s("rect", { x: a.x - 5, y: a.y - 5, width: 10, height: 10, fill });
  return s("g", { class: ["town", `town-${a.town}`] }, mark,
    owners.filter((c) => c !== a.company).map((c, i) => s("circle", { cx: a.x, cy: a.y, r: 7.5 + 2.5 * i, class: "owned", stroke: `var(--${c})` })),
    s("text", { x: a.x, y: a.y - 9, class: "name", "text-anchor": "middle" }, a.name));
}

function contents(ctx, a) {
  const here = ctx.view.areas[a.id] || {};
  const loads = groupBy(of(ctx, "transport").filter((t) => t.area === a.id), (t) => t.load);
  const items = [];
  for (let i = 0; i < (here.landowners || 0); i++) items.push({ kind: "landowner", title: "landowner" });
  for (const c of ["red", "green"]) for (let i = 0; i < (here.passengers?.[c] || 0); i++) items.push({ kind: `passenger-${c}`, load: c, title: `${c} passenger` });
  for (let i = 0; i < (here.goods || 0); i++) {
    const kind = a.goods === ctx.view.board.goods.quarry ? "quarry" : "field";
    items.push({ kind: `goods-${kind}`, load: a.goods, title: a.goods });
  }
  const offered = new Set();
  return s("g", { class: "contents", dataset: { area: a.id } }, items.map((it, i) => {
    const x = a.x - (items.length - 1) * 4.5 + i * 9;
    const y = a.y + 11;
    const icon = it.kind === "landowner" || it.kind.startsWith("passenger")
      ? s("circle", { cx: x, cy: y, r: 3.6, class: it.kind })
      : s("rect", { x: x - 3.5, y: y - 3.5, width: 7, height: 7, class: it.kind });
    const actions = it.load && !offered.has(it.load) ? loads.get(it.load) : null;
    if (!actions) return s("g", {}, icon, s("title", {}, `${it.title} in ${a.name}`));
    offered.add(it.load);
    const label = `Load the ${loadName(it.load)} from ${a.name}`;
    return s("g", { class: "loadable", ...playable(actions, `load-${a.id}-${it.load}`, label) }, icon, s("title", {}, label));
  }));
}

function legend(ctx) {
  const board = ctx.view.board;
  const entry = (cls, text) => h("li", {}, h("span", { class: ["swatch", cls], "aria-hidden": "true" }), text);
  return h("ul", { class: "wd-legend", "aria-label": "Legend" },
    entry("terrain-plain", "plain"),
    board.areas.some((a) => a.terrain === "valley") ? entry("terrain-valley", "valley") : null,
    board.areas.some((a) => a.terrain === "hills") ? entry("terrain-hills", "hills (no track)") : null,
    board.areas.some((a) => a.terrain === "hop_field") ? entry("terrain-hop_field", "hop field (no track)") : null,
    board.rivers?.length ? entry("river", "river") : null,
    entry("dear", "dotted: a border that costs more to cross"),
    entry("town-major", "major station"),
    entry("town-minor", "minor station"),
    entry("landowner", "landowner"),
    entry("goods-quarry", board.goods.quarry),
    entry("goods-field", board.goods.field));
}

// --- the influence display ---

function marker(colour, drawn = false) {
  const cls = ["wd-marker", `inf-${colour}`, drawn && "drawn"];
  const title = colour === "red_or_green" ? "red or green, the winner chooses" : `${colour}${drawn ? " (drawn from the bag)" : ""}`;
  return h("span", { class: cls, title, "aria-label": title });
}

function influenceDisplay(ctx) {
  const { view } = ctx;
  const bids = groupBy(of(ctx, "bid"), (a) => a.field);
  const row = (name) => view.influence_fields.filter((f) => f.row === name).map((f) => field(ctx, f, bids.get(f.number) || []));
  const bag = INFLUENCE.map((c) => `${view.bag[c] || 0} ${c}`).join(", ");
  return h("section", { class: "wd-influence", "aria-labelledby": "wd-influence-h" },
    h("h2", { id: "wd-influence-h" }, "Influence display ", h("span", { class: "muted" }, `— credited in field order; in the bag: ${bag}`)),
    h("div", { class: "wd-fields top" }, row("top")),
    h("div", { class: "wd-fields bottom" }, row("bottom")));
}

function field(ctx, f, actions) {
  const body = [
    h("span", { class: "field-number" }, `${f.number}`),
    h("span", { class: "field-markers" }, f.printed.map((c) => marker(c)), f.drawn ? marker(f.drawn, true) : null),
    h("span", { class: "field-bid" }, f.bid ? [chip(ctx, f.bid.player), ` ${plural(f.bid.cubes, "cube")}`] : `min. ${f.min_bid}`),
  ];
  const label = `Influence field ${f.number} (${f.row} row, at least ${f.min_bid} cubes): ${[...f.printed, f.drawn].filter(Boolean).join(", ")}${f.bid ? `; ${f.bid.player} bids ${f.bid.cubes}` : ""}`;
  if (!actions.length) return h("div", { class: "wd-field", role: "img", "aria-label": label, dataset: { field: String(f.number) } }, body);
  return h("button", { type: "button", class: ["wd-field", "playable"], "aria-label": `${label}. Bid here.`,
    dataset: { ...actionData(actions, `field-${f.number}`), field: String(f.number) } }, body);
}

// --- the train display ---

function trainDisplay(ctx) {
  const { view } = ctx;
  const buys = groupBy(of(ctx, "buy_train"), (a) => a.train);
  const rows = groupBy(view.trains, (t) => t.row);
  return h("section", { class: "wd-trains", "aria-labelledby": "wd-trains-h" },
    h("h2", { id: "wd-trains-h" }, "Train display ",
      h("span", { class: "muted" }, view.first_class
        ? "— passengers score the train's price (first, second, third class)"
        : "— every load scores 1 VP")),
    h("div", { class: "wd-train-rows" }, [...rows.entries()].map(([r, trains]) =>
      h("div", { class: "wd-train-row" },
        h("span", { class: "row-price", title: "brown influence per train" }, `${trains[0].price}`),
        trains.map((t) => train(ctx, t, buys.get(t.id) || []))))));
}

function train(ctx, t, actions) {
  const seats = [];
  const passengers = t.loads.filter((l) => l === "red" || l === "green");
  const goods = t.loads.filter((l) => l !== "red" && l !== "green");
  for (let i = 0; i < t.passengers; i++) seats.push(h("span", { class: ["slot", "seat", passengers[i] && `passenger-${passengers[i]}`] }));
  const places = [];
  for (let i = 0; i < t.goods; i++) {
    const g = goods[i];
    places.push(h("span", { class: ["slot", "place", g && (g === ctx.view.board.goods.quarry ? "goods-quarry" : "goods-field")] }));
  }
  const body = [
    h("span", { class: "train-id" }, t.id),
    t.owner ? chip(ctx, t.owner, { class: "wd-chip loco", title: `${t.owner}'s locomotive` }) : null,
    t.passengers ? h("span", { class: "wagon", title: `passenger wagon: ${t.passengers} seats` }, seats) : null,
    t.goods ? h("span", { class: "wagon", title: `goods wagon: room for ${t.goods}` }, places) : null,
  ];
  const label = `Train ${t.id}: price ${t.price} brown influence, ${plural(t.passengers, "seat")}, room for ${plural(t.goods, "goods cube")}${t.owner ? `, ${t.owner}'s, carrying ${t.loads.join(", ") || "nothing"}` : ""}`;
  if (!actions.length) return h("div", { class: ["wd-train", t.owner && "owned"], role: "img", "aria-label": label, dataset: { train: t.id } }, body);
  return h("button", { type: "button", class: ["wd-train", "playable"], "aria-label": `${label}. Buy it.`,
    dataset: { ...actionData(actions, `train-${t.id}`), train: t.id } }, body);
}

// --- players and tracks ---

function playersPanel(ctx) {
  const { view } = ctx;
  const active = new Set(view.active_players);
  const goods = [view.board.goods.quarry, view.board.goods.field, "red", "green"];
  return h("section", { class: "wd-players", "aria-labelledby": "wd-players-h" },
    h("h2", { id: "wd-players-h" }, "Players"),
    view.players.map((p) => h("article", { class: ["wd-player", active.has(p.name) && "active", p.passed && "passed"],
      style: pc(ctx, p.name), dataset: { player: p.name }, "aria-label": `Player ${p.name}${active.has(p.name) ? ", to act" : ""}` },
    h("header", {}, h("h3", { class: "player-name" }, p.name),
      active.has(p.name) ? h("span", { class: "marker to-act" }, "to act") : null,
      p.passed && view.phase === "transport" ? h("span", { class: "marker passed" }, "passed") : null),
    h("dl", { class: "wd-figures" },
      fig("Cubes", `${p.cubes}`, "cubes", `investment cubes in hand (${p.supply} more in his supply)`),
      fig("Track", `${p.pieces} left`, "pieces", "track pieces not yet on the board"),
      fig("VP", `${p.vp}`, "vp", "victory points so far"),
      fig("Profit/loss", p.profit > 0 ? `+${p.profit}` : `${p.profit}`, "profit", "position on the profit/loss track")),
    h("div", { class: "wd-influence-line", "aria-label": "Influence" },
      INFLUENCE.map((c) => h("span", { class: ["inf", `inf-${c}`], dataset: { influence: c }, title: `${INFLUENCE_NAMES[c]} influence` }, `${p.influence[c]}`))),
    h("div", { class: "wd-loads", "aria-label": "Loads kept for the final sets" },
      goods.map((k) => h("span", { class: "kept", dataset: { load: k } }, `${p.loads[k] || 0} ${loadName(k)}`)),
      h("span", { class: "sets" }, `${plural(p.sets, "set")}`)),
    trainsOf(ctx, p.name))));
}

function trainsOf(ctx, name) {
  const mine = ctx.view.trains.filter((t) => t.owner === name);
  if (!mine.length) return null;
  return h("p", { class: "wd-own-trains muted" }, `Trains: ${mine.map((t) => `${t.id} (${t.loads.length} loaded)`).join(", ")}`);
}

function fig(label, value, cls, tip) {
  return h("div", { class: ["fig", cls], title: tip }, h("dt", {}, label), h("dd", { class: cls }, value));
}

function track(ctx, title, stacks, low, high, cls) {
  const at = new Map(stacks.map((x) => [x.position, x.stack]));
  const spaces = [];
  for (let i = low; i <= high; i++) {
    const stack = at.get(i) || [];
    spaces.push(h("li", { class: ["space", stack.length && "occupied"], dataset: { position: String(i) },
      title: stack.length ? `${i}: ${stack.join(" on top of ")}` : `${i}` },
    h("span", { class: "pos" }, i > 0 && cls === "profit" ? `+${i}` : `${i}`),
    h("span", { class: "stack" }, stack.map((p) => h("span", { class: "dot", style: pc(ctx, p), title: p }, p.slice(0, 1))))));
  }
  return h("div", { class: ["wd-track", cls], dataset: { track: cls } }, h("h3", {}, title), h("ol", {}, spaces));
}

function tracksPanel(ctx) {
  const { view } = ctx;
  const orders = [["Player order", view.player_order, "auction, scoring, takeovers"],
    ["Track building", view.build_order, "by white influence"],
    ["Trains and transport", view.train_order, "by brown influence"]];
  return h("section", { class: "wd-tracks", "aria-labelledby": "wd-tracks-h" },
    h("h2", { id: "wd-tracks-h" }, "Tracks ", h("span", { class: "muted" }, "— the marker on top of a stack goes first")),
    INFLUENCE.map((c) => track(ctx, `${INFLUENCE_NAMES[c]} influence`, view.influence_tracks[c], 0, view.influence_top, c)),
    track(ctx, "Profit/loss", view.profit_track, view.profit_range[0], view.profit_range[1], "profit"),
    h("div", { class: "wd-orders" }, orders.map(([name, order, why]) => h("div", { class: "wd-order", dataset: { order: name } },
      h("h3", {}, name, " ", h("span", { class: "muted" }, why)),
      order.length ? h("p", { class: "order" }, order.map((p, i) => [i ? " → " : "", chip(ctx, p)]))
        : h("p", { class: "muted" }, "set in phase 4")))));
}

// --- the end ---

export function renderScores(view, result) {
  if (!result || !view.final) return null;
  const rows = result.ranking.map((name, i) => {
    const f = view.final[name];
    return h("tr", { class: i === 0 && "winner", dataset: { player: name } },
      h("td", { class: "rank" }, String(i + 1)),
      h("th", { scope: "row" }, name),
      h("td", { class: "num" }, `${f.vp}`),
      h("td", { class: "num" }, `${f.sets}`),
      h("td", { class: "num" }, f.profit > 0 ? `+${f.profit}` : `${f.profit}`),
      h("td", { class: "num" }, `${f.track}`),
      h("td", { class: "num total" }, `${f.total}`));
  });
  const winner = result.ranking[0];
  return h("section", { class: "panel scores", "aria-labelledby": "scores-h" },
    h("h2", { id: "scores-h" }, "Final scores"),
    h("p", { class: "winner-line" }, h("strong", {}, winner), ` wins with ${result.scores[winner]} points.`),
    h("table", { class: "score-table" },
      h("thead", {}, h("tr", {}, h("th", {}, "#"), h("th", {}, "Player"), h("th", {}, "VP"), h("th", {}, "Sets (2 each)"),
        h("th", {}, "Profit/loss"), h("th", {}, "Track pieces"), h("th", {}, "Total"))),
      h("tbody", {}, rows)),
    h("p", { class: "muted" }, "A set is one of each goods and a red and a green passenger. A tie goes to the higher profit/loss position."));
}

// --- asking for a number or a choice ---

export function actionSpec(actions, view) {
  const a = actions[0];
  const me = view.players.find((p) => p.name === a.player);
  if (a.type === "bid") {
    const f = view.influence_fields.find((x) => x.number === a.field);
    return {
      title: `Bid on influence field ${a.field}`,
      intro: [`Markers: ${[...f.printed, f.drawn].filter(Boolean).join(", ")}.${f.bid ? ` ${f.bid.player} bids ${f.bid.cubes}; outbid means more cubes.` : ""}`],
      ranges: { cubes: { label: "Cubes", help: (v) => `You keep ${me.cubes - v} of your ${me.cubes} cubes.` } },
      confirm: (x) => `Bid ${plural(x.cubes, "cube")} on field ${x.field}`,
    };
  }
  if (a.type === "pay") {
    const from = a.source === "cubes" ? "investment cubes" : `${a.source} influence`;
    return {
      title: `Pay with ${from}`,
      intro: [`${plural(view.payment.points, "point")} still to pay.`],
      ranges: { amount: { label: `Points paid with ${from}` } },
      confirm: (x) => `Pay ${x.amount} with ${from}`,
    };
  }
  if (a.type === "transport") {
    const trains = Object.fromEntries(view.trains.map((t) => [t.id, t]));
    return {
      title: `Load the ${loadName(a.load)}`,
      choices: { train: { label: "Onto which train?", option: (id) => `Train ${id} (price ${trains[id].price}, ${trains[id].loads.length} loaded)` } },
      confirm: (x) => `Load onto train ${x.train}`,
    };
  }
  if (a.type === "takeover_start") {
    return {
      title: "Hand a line to a company",
      choices: { company: { label: "Which company takes it?", option: (c) => `the ${c} company` } },
      confirm: (x) => `Start at this ${x.company} station`,
    };
  }
  return { title: a.type };
}
