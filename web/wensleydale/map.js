// The Wensleydale/Nürnberg board: an SVG area map drawn from the view's coordinates, zoomed and
// moved as every map (web/panzoom.js), its targets and its names laid out so none covers another.

import { h, groupBy, svg as s } from "../dom.js";
import { t } from "../i18n.js";
import { PanZoom } from "../panzoom.js";
import { COMPANIES, loadMsg, msg, of, playable } from "./common.js";
import { costText } from "./prompt.js";

// --- the board ---

const cellCache = new Map();

/** Each area's cell: the points nearer its centre than any other's, inside the board. */
function cells(board) {
  const key = `${board.id}:${board.areas.length}`;
  if (cellCache.has(key)) return cellCache.get(key);
  const [w, hgt] = board.size;
  const out = {};
  for (const a of board.areas) {
    let poly = [
      [0, 0],
      [w, 0],
      [w, hgt],
      [0, hgt],
    ];
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
      const f = fp / (fp - fq);
      out.push([p[0] + f * (q[0] - p[0]), p[1] + f * (q[1] - p[1])]);
    }
  }
  return out;
}

const points = (poly) => poly.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");

// The map is drawn in the board's own units; a target (a place to start a line, a border to
// build across, a load to pick up) is a round badge at its place, at least TARGET_PX across on
// the screen (TOUCH_PX on a phone or a touch screen), pushed apart until no two overlap; a thin
// leader joins a badge moved off its place. The map can be zoomed; on a phone it opens zoomed.
const TARGET_PX = 28;
const TOUCH_PX = 46;
const PHONE = "(max-width: 560px)";
const MOST = 4; // the closest zoom
const PHONE_ZOOM = 2.5; // a phone's map with moves on it opens at this zoom
// game id -> the step whose moves its map was last shown around
const centred = new Map();

const touch = () => matchMedia(PHONE).matches || matchMedia("(pointer: coarse)").matches;

export function boardPanel(ctx, focus) {
  const { view } = ctx;
  const board = view.board;
  const [w, hgt] = board.size;
  // a place a badge leads to is named by the badge's caption instead
  const moves = targets(ctx);
  const captioned = new Set(ctx.extensions.map((x) => x.to));
  const map = s(
    "svg",
    {
      class: "wd-map",
      viewBox: `0 0 ${w} ${hgt}`,
      role: "group",
      "aria-label": t("ui.wd.board.label", { board: board.name }),
    },
    s(
      "g",
      { class: "cells" },
      board.areas.map((a) => cell(ctx, a)),
    ),
    s("g", { class: "rivers" }, (board.rivers || []).map(river)),
    lastOnMap(ctx), // under the track, as a glow around it
    s(
      "g",
      { class: "borders" },
      board.borders.map((b) => border(ctx, b)),
    ),
    s(
      "g",
      { class: "towns" },
      board.areas.map((a) => town(ctx, a)),
    ),
    s(
      "g",
      { class: "pieces" },
      board.areas.map((a) => contents(ctx, a)),
    ),
    s(
      "g",
      { class: "names" },
      board.areas.map((a) => name(a, captioned.has(a.id))),
    ),
    s("g", { class: "targets" }, moves),
    s("g", { class: "captions" }),
  );
  map.addEventListener("keydown", (e) => {
    const el = e.target.closest?.("[data-action]");
    const enter = e.key === "Enter"; // i18n-ignore: the name of a key on the keyboard
    if (el && (enter || e.key === " ")) {
      e.preventDefault();
      el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    }
  });
  const wrap = h("div", { class: "wd-map-wrap" }, map);
  const camera = frame(ctx, map, moves.length > 0);
  const line = view.build || view.takeover;
  return h(
    "section",
    { class: ["wd-board", focus && "focus"], "aria-labelledby": "wd-board-h" },
    h(
      "div",
      { class: "wd-board-head" },
      h(
        "h2",
        { id: "wd-board-h" },
        t("ui.wd.board.title", { board: board.name }),
        " ",
        h("span", { class: "muted" }, t("ui.wd.board.note", { quarry: board.goods.quarry, field: board.goods.field })),
      ),
      camera.toolbar("wd-zoom", { words: true }),
    ),
    wrap,
    legend(ctx),
    view.stand_in ? h("p", { class: "wd-stand-in", role: "note" }, t("ui.wd.stand_in")) : null,
    line
      ? h(
          "p",
          { class: "wd-line-note" },
          t("ui.wd.line", { player: line.player, areas: line.areas.map((id) => ctx.area[id].name).join(" → ") }),
        )
      : null,
    view.connection_bonus
      ? h(
          "p",
          { class: "wd-bonus" },
          t("ui.wd.bonus", {
            scores: Object.entries(view.connection_bonus).map(([player, vp]) => msg("ui.wd.bonus.vp", { player, vp })),
          }),
        )
      : null,
  );
}

/** The map's zoom and panning (kept across moves), on its board's terms: its box grows with the
 * zoom up to the height of its frame (the frame's max-height, which the table fits under the
 * question); a phone opens the map zoomed in around the moves when it has any (else whole, so a
 * swipe over it scrolls the page) until the player zooms or moves it; a map the player zoomed
 * shows a new turn's moves in its middle. Names and badges are laid out again at each new scale. */
function frame(ctx, map, moves) {
  const [w, hgt] = ctx.view.board.size;
  const camera = new PanZoom(map, {
    full: [0, 0, w, hgt],
    gameId: ctx.gameId,
    most: MOST,
    // the whole map fits the frame; zoomed in, the box is as tall as the view or the frame allows
    aspect: (vw) => {
      const width = map.getBoundingClientRect().width;
      const most = parseFloat(getComputedStyle(map).maxHeight) || Infinity;
      return vw >= w - 1 || !width ? hgt / w : Math.min(hgt / vw, most / width);
    },
    moved: (scaled) => {
      // once a frame, however many moves a pinch makes
      if (scaled && opened) pending ||= requestAnimationFrame(layout);
    },
  });
  let pending = 0;
  const layout = () => {
    cancelAnimationFrame(pending);
    pending = 0;
    layoutNames(map, w, hgt);
    layoutTargets(map, w, hgt);
    map.dataset.laidOut = "true"; // names and badges apart at this scale (tests wait for it)
  };
  const open = () => {
    const step = String(ctx.view.step);
    const kept = camera.kept();
    const around = (width) => {
      const at = [...map.querySelectorAll(".target-slot")].map((el) => [Number(el.dataset.x), Number(el.dataset.y)]);
      const mid = (i) => (Math.min(...at.map((p) => p[i])) + Math.max(...at.map((p) => p[i]))) / 2;
      const hh = width * camera.aspect(width);
      return [mid(0) - width / 2, mid(1) - hh / 2, width];
    };
    if (!kept) camera.show(moves && matchMedia(PHONE).matches ? around(w / PHONE_ZOOM) : camera.full, { kept: false });
    else if (moves && centred.get(ctx.gameId) !== step) camera.show(around(kept[2]));
    else camera.show(kept, { kept: false });
    if (moves) centred.set(ctx.gameId, step);
  };
  let opened = false;
  camera.show(camera.kept() || camera.full, { kept: false });
  // once laid out, and whenever its box changes size (a phone turned, the frame fitted anew)
  const watch = new ResizeObserver(() => {
    if (!map.isConnected) return watch.disconnect(); // a table drawn anew replaced this one
    requestAnimationFrame(() => {
      if (!map.getBoundingClientRect().width) return;
      if (opened) camera.refit();
      else open();
      opened = true;
      layout();
    });
  });
  watch.observe(map);
  return camera;
}

/** A river as a wavy light-blue line, so nobody takes it for a player's track. */
function river(r) {
  const d = [];
  r.points.forEach(([x, y], i) => {
    if (!i) return d.push(`M${x},${y}`);
    const [px, py] = r.points[i - 1];
    const len = Math.hypot(x - px, y - py);
    const waves = Math.max(1, Math.round(len / 9));
    const [nx, ny] = [-(y - py) / len, (x - px) / len];
    for (let k = 0; k < waves; k++) {
      const f = (k + 0.5) / waves;
      const side = k % 2 ? -2.2 : 2.2;
      const qx = px + (x - px) * f + nx * side;
      const qy = py + (y - py) * f + ny * side;
      const ex = px + ((x - px) * (k + 1)) / waves;
      const ey = py + ((y - py) * (k + 1)) / waves;
      d.push(`Q${qx.toFixed(1)},${qy.toFixed(1)} ${ex.toFixed(1)},${ey.toFixed(1)}`);
    }
  });
  return s("path", { class: "river", d: d.join(" ") }, s("title", {}, t("ui.wd.river", { name: r.name })));
}

function cell(ctx, a) {
  const poly = cells(ctx.view.board)[a.id];
  const offered = ctx.offeredAreas.has(a.id);
  const cls = ["cell", `terrain-${a.terrain}`, a.build_out_only && "south", offered && "offered"];
  return s("polygon", { points: points(poly), class: cls, dataset: { area: a.id } }, s("title", {}, areaTitle(ctx, a)));
}

// --- targets ---

/** Every move on the map as a badge: [{x, y, actions, key, label, body, cls}]. */
function targets(ctx) {
  const out = [];
  const area = ctx.area;
  for (const [id, actions] of groupBy(ctx.starts, (a) => a.area)) {
    const a = area[id];
    const takeover = actions[0].type === "takeover_start";
    out.push({
      x: a.x,
      y: a.y,
      actions,
      key: `area-${id}`,
      cls: takeover ? "start takeover" : "start",
      label: t(takeover ? "ui.wd.area.start_takeover" : "ui.wd.area.start_line", { area: a.name }),
      text: "+",
    });
  }
  for (const x of ctx.extensions) {
    const to = area[x.to];
    const { a, b } = ctx.border[x.border];
    const from = area[a === x.to ? b : a];
    const label =
      x.type === "build_border"
        ? t("ui.wd.border.build_to", { area: to.name, cost: costText(x.cost) })
        : t("ui.wd.border.hand_over_to", { area: to.name });
    // on the border, near the place it leads to, which stays readable beside it
    const f = 0.62;
    out.push({
      x: from.x + f * (to.x - from.x),
      y: from.y + f * (to.y - from.y),
      actions: [x],
      key: `border-${x.border}`,
      border: x.border,
      label,
      caption: to.name,
      from,
      cls: x.type === "build_border" ? "extend" : "extend takeover",
      text: x.cost ? `${x.cost.points}` : "→",
    });
  }
  for (const [where, actions] of groupBy(of(ctx, "transport"), (x) => `${x.area} ${x.load}`)) {
    const a = area[actions[0].area];
    const load = actions[0].load;
    const goodsKind = COMPANIES.includes(load)
      ? `passenger-${load}`
      : load === ctx.view.board.goods.quarry
        ? "goods-quarry"
        : "goods-field";
    out.push({
      x: a.x,
      y: a.y + 11,
      actions,
      key: `load-${where.replace(" ", "-")}`,
      cls: `load ${goodsKind}`,
      label: t("ui.wd.load_from", { load: loadMsg(load), area: a.name }),
      icon: goodsKind,
    });
  }
  return out.map((x) => {
    const attrs = playable(x.actions, x.key, x.label);
    if (x.border) attrs.dataset.border = x.border;
    const body = x.icon
      ? x.icon.startsWith("passenger")
        ? s("circle", { r: 4.5, class: x.icon })
        : s("rect", { x: -4.5, y: -4.5, width: 9, height: 9, class: x.icon })
      : s("text", { class: "target-text", "text-anchor": "middle", "dominant-baseline": "central" }, x.text);
    // a badge may hide the name of the place it leads to, so it says it beyond itself, away
    // from the line's end (the captions are drawn over all badges: see layoutTargets)
    const from = x.from ? { fx: String(x.from.x), fy: String(x.from.y) } : {};
    return s(
      "g",
      { class: "target-slot", dataset: { x: String(x.x), y: String(x.y), ...from } },
      s("line", { class: "leader", x1: x.x, y1: x.y, x2: x.x, y2: x.y }),
      s(
        "g",
        { class: ["target", ...x.cls.split(" ")], transform: `translate(${x.x} ${x.y})`, ...attrs },
        s("circle", { class: "disc", r: 10 }),
        body,
        s("title", {}, x.label),
      ),
      x.caption
        ? s(
            "text",
            { class: "caption", x: x.x, y: x.y + 14, "text-anchor": "middle", "aria-hidden": "true" },
            x.caption,
          )
        : null,
    );
  });
}

/** Sizes the badges for the map's scale on the screen and pushes them apart until none overlap
 * (in board units; a badge never leaves the board, w by hgt). */
function layoutTargets(map, w, hgt) {
  const slots = [...map.querySelectorAll(".target-slot")];
  if (!slots.length) return;
  const scale = shownScale(map);
  if (!scale) return;
  const r = Math.max((touch() ? TOUCH_PX : TARGET_PX) / 2 / scale, 6.5); // zoomed in: still round a town's mark
  const anchors = slots.map((el) => [Number(el.dataset.x), Number(el.dataset.y)]);
  const at = spread(anchors, r, w, hgt);
  slots.forEach((el, i) => {
    const [x, y] = at[i];
    el.querySelector(".target").setAttribute(
      "transform",
      `translate(${x.toFixed(2)} ${y.toFixed(2)}) scale(${(r / 10).toFixed(3)})`,
    );
    const caption = el.querySelector(".caption") || map.querySelector(`.captions [data-slot="${i}"]`);
    if (caption) {
      const size = NAME_PX / scale;
      const [dx, dy] = [x - Number(el.dataset.fx), y - Number(el.dataset.fy)];
      const d = Math.hypot(dx, dy) || 1;
      const out = r + size * 0.6;
      caption.setAttribute("x", (x + (dx / d) * out).toFixed(2));
      caption.setAttribute("y", (y + (dy / d) * out + size * 0.35).toFixed(2));
      caption.setAttribute("text-anchor", dx / d > 0.5 ? "start" : dx / d < -0.5 ? "end" : "middle");
      caption.dataset.slot = String(i);
      map.querySelector(".captions").append(caption);
      caption.style.fontSize = `${size}px`;
      caption.style.strokeWidth = `${(size * 0.3).toFixed(2)}px`;
    }
    const leader = el.querySelector(".leader");
    leader.setAttribute("x2", x.toFixed(2));
    leader.setAttribute("y2", y.toFixed(2));
    leader.style.strokeWidth = `${(1.5 / scale).toFixed(2)}`;
  });
}

/** Discs of radius r at the anchors, moved apart until no two overlap, each as near its anchor as that allows. */
function spread(anchors, r, w, hgt) {
  const gap = 2 * r * 1.08;
  const at = anchors.map(([x, y]) => [x, y]);
  const inside = (p) => {
    p[0] = Math.min(w - r, Math.max(r, p[0]));
    p[1] = Math.min(hgt - r, Math.max(r, p[1]));
  };
  at.forEach(inside);
  for (let round = 0; round < 400; round++) {
    let moved = false;
    for (let i = 0; i < at.length; i++) {
      for (let j = i + 1; j < at.length; j++) {
        let dx = at[j][0] - at[i][0];
        let dy = at[j][1] - at[i][1];
        let d = Math.hypot(dx, dy);
        if (d >= gap) continue;
        if (d < 1e-6) {
          // the same place: fan out by their order
          const angle = (j * 2.39996) % (2 * Math.PI);
          [dx, dy, d] = [Math.cos(angle), Math.sin(angle), 1];
        }
        const push = (gap - d) / 2 + 1e-3;
        at[i][0] -= (dx / d) * push;
        at[i][1] -= (dy / d) * push;
        at[j][0] += (dx / d) * push;
        at[j][1] += (dy / d) * push;
        inside(at[i]);
        inside(at[j]);
        moved = true;
      }
    }
    if (!moved) break;
  }
  return at;
}

/** Screen pixels per board unit: the view's, fitted whole into the map's box. */
function shownScale(map) {
  const r = map.getBoundingClientRect();
  const { width, height } = map.viewBox.baseVal;
  return Math.min(r.width / width, r.height / height);
}

// --- names ---

const NAME_PX = 11; // a name's height on the screen, at any zoom: a small map shows fewer names, never smaller ones

/** Places the names for the map's scale on the screen: each at the first of a few places around
 * its area that no town mark, row of pieces or other name holds (company towns first, then
 * stations, then the rest). A name with no free place is left out at this zoom (the area's
 * tooltip still says it; zooming in makes room). The board is w by hgt. */
function layoutNames(map, w, hgt) {
  const scale = shownScale(map);
  if (!scale) return;
  const size = NAME_PX / scale;
  const names = [...map.querySelectorAll(".name")];
  for (const el of names) {
    el.style.fontSize = `${size}px`;
    el.style.strokeWidth = `${(size * 0.3).toFixed(2)}px`;
  }
  const rank = (el) => Number(el.dataset.rank);
  const at = (el) => [Number(el.dataset.x), Number(el.dataset.y)];
  // town marks, and the row below each place where its landowners, passengers and goods lie
  const taken = names.flatMap((el) => {
    const [x, y] = at(el);
    return [rank(el) < 3 && [x - 6, y - 6, x + 6, y + 6], [x - 10, y + 7, x + 10, y + 15]].filter(Boolean);
  });
  const outside = (box) => box[0] < 0 || box[2] > w || box[1] < 0 || box[3] > hgt; // cut off at the board's edge
  const hits = (box) =>
    outside(box) || taken.some((o) => box[0] < o[2] && o[0] < box[2] && box[1] < o[3] && o[1] < box[3]);
  for (const el of names.sort((p, q) => rank(p) - rank(q))) {
    if (el.dataset.captioned) continue;
    const [x, y] = at(el);
    el.removeAttribute("visibility");
    el.setAttribute("x", x);
    el.setAttribute("text-anchor", "middle");
    const wd = el.getComputedTextLength();
    const up = (rank(el) < 3 ? 6 : 1) + size * 0.25;
    /** @type {[number, number, string][]} where the name may go: x, y and its anchor */
    const tries = [
      [x, y - up, "middle"],
      [x + 7, y + size * 0.35, "start"],
      [x - 7, y + size * 0.35, "end"],
      [x, y + 15 + size, "middle"],
      [x + 5, y - up, "start"],
      [x - 5, y - up, "end"],
      [x, y - up - size, "middle"],
    ];
    const box = ([px, py, anchor]) => {
      const left = anchor === "middle" ? px - wd / 2 : anchor === "start" ? px : px - wd;
      return [left, py - size * 0.92, left + wd, py + size * 0.28]; // a line of text, ascent to descent
    };
    const free = tries.find((place) => !hits(box(place)));
    if (!free) {
      // company towns and major stations were placed first
      el.setAttribute("visibility", "hidden");
      continue;
    }
    const [px, py, anchor] = free;
    el.setAttribute("x", px.toFixed(1));
    el.setAttribute("y", py.toFixed(1));
    el.setAttribute("text-anchor", anchor);
    taken.push(box(free));
  }
}

const RANK = { company: 0, major: 1, minor: 2 };

function name(a, captioned) {
  return s(
    "text",
    {
      x: a.x,
      y: a.y - 6,
      class: ["name", a.town && "town-name"],
      "text-anchor": "middle",
      visibility: captioned ? "hidden" : null,
      dataset: {
        x: String(a.x),
        y: String(a.y),
        rank: String(RANK[a.town] ?? 3),
        ...(captioned ? { captioned: "1" } : {}),
      },
    },
    a.name,
  );
}

function areaTitle(ctx, a) {
  const here = ctx.view.areas[a.id] || {};
  const parts = [a.name, t(`ui.wd.terrain.${a.terrain}`)];
  if (a.town) parts.push(t(a.town === "company" ? `ui.wd.town.company_${a.company}` : `ui.wd.town.${a.town}`));
  if (here.companies?.length) {
    const owners = COMPANIES.filter((c) => here.companies.includes(c)).join("_");
    parts.push(t(`ui.wd.area.belongs.${owners}`));
  }
  if (a.build_out_only) parts.push(t("ui.wd.area.build_out_only"));
  if (a.feeds?.length)
    parts.push(t("ui.wd.area.feeds", { goods: a.goods, stations: a.feeds.map((f) => ctx.area[f].name) }));
  return parts.join(" · ");
}

function border(ctx, b) {
  const A = ctx.area[b.a];
  const B = ctx.area[b.b];
  const at = (f) => [A.x + f * (B.x - A.x), A.y + f * (B.y - A.y)];
  const [mx, my] = at(0.5);
  const owner = ctx.view.track[b.id];
  const offered = ctx.offeredBorders.has(b.id);
  const line = ctx.view.build || ctx.view.takeover;
  const inLine = line && line.borders.includes(b.id);
  if (b.no_track) {
    return s(
      "text",
      { x: mx, y: my, class: "no-track", "text-anchor": "middle", "dominant-baseline": "central" },
      "✕",
      s("title", {}, t("ui.wd.border.no_track", { a: A.name, b: B.name })),
    );
  }
  // a piece of track runs from town to town, so a player's pieces join into lines
  const ends = { x1: A.x, y1: A.y, x2: B.x, y2: B.y };
  if (owner) {
    return s(
      "g",
      { class: "track" },
      s("line", { ...ends, class: "casing" }),
      s(
        "line",
        { ...ends, class: ["piece", inLine && "in-line"], stroke: ctx.colour[owner], dataset: { border: b.id, owner } },
        s(
          "title",
          {},
          COMPANIES.includes(owner)
            ? t(`ui.wd.border.company_track_${owner}`, { a: A.name, b: B.name })
            : t("ui.wd.border.track", { player: owner, a: A.name, b: B.name }),
        ),
      ),
    );
  }
  if (offered) return s("line", { ...ends, class: "offer-line" });
  if (b.points > 1) {
    const [x1, y1] = at(0.34);
    const [x2, y2] = at(0.66);
    return s("line", { x1, y1, x2, y2, class: "dear", dataset: { border: b.id } });
  }
  return null;
}

/** Where on the map the last move was: the border it built or handed over, the area a line
 * started in or a load was taken from (a glow under the track and the towns, so both stay readable). */
function lastOnMap(ctx) {
  const { last } = ctx;
  const b = last.border && ctx.border[last.border];
  const a = !b && last.area && ctx.area[last.area];
  if (!b && !a) return null;
  const title = s("title", {}, t("ui.wd.last_move_here"));
  if (b) {
    const [A, B] = [ctx.area[b.a], ctx.area[b.b]];
    return s(
      "g",
      { class: "last-move", dataset: { border: b.id } },
      s("line", { class: "last-halo", x1: A.x, y1: A.y, x2: B.x, y2: B.y }, title),
    );
  }
  return s(
    "g",
    { class: "last-move", dataset: { area: a.id } },
    s("circle", { class: "last-halo", cx: a.x, cy: a.y, r: 13 }, title),
  );
}

function town(ctx, a) {
  if (!a.town) return null;
  const owners = ctx.view.areas[a.id]?.companies || [];
  const fill = a.town === "company" ? `var(--${a.company})` : "#222";
  const mark =
    a.town === "minor"
      ? s("circle", { cx: a.x, cy: a.y, r: 4.5, fill })
      : s("rect", { x: a.x - 5, y: a.y - 5, width: 10, height: 10, fill });
  return s(
    "g",
    { class: ["town", `town-${a.town}`] },
    mark,
    owners
      .filter((c) => c !== a.company)
      .map((c, i) => s("circle", { cx: a.x, cy: a.y, r: 7.5 + 2.5 * i, class: "owned", stroke: `var(--${c})` })),
  );
}

function contents(ctx, a) {
  const here = ctx.view.areas[a.id] || {};
  const items = [];
  for (let i = 0; i < (here.landowners || 0); i++) items.push({ kind: "landowner", title: t("ui.wd.landowner") });
  for (const c of COMPANIES)
    for (let i = 0; i < (here.passengers?.[c] || 0); i++)
      items.push({ kind: `passenger-${c}`, title: t(`ui.wd.kind.${c}`) });
  for (let i = 0; i < (here.goods || 0); i++) {
    const which = a.goods === ctx.view.board.goods.quarry ? "quarry" : "field";
    items.push({ kind: `goods-${which}`, title: t(`ui.wd.kind.${a.goods}`) });
  }
  return s(
    "g",
    { class: "contents", dataset: { area: a.id } },
    items.map((it, i) => {
      const x = a.x - (items.length - 1) * 4.5 + i * 9;
      const y = a.y + 11;
      const icon =
        it.kind === "landowner" || it.kind.startsWith("passenger")
          ? s("circle", { cx: x, cy: y, r: 3.6, class: it.kind })
          : s("rect", { x: x - 3.5, y: y - 3.5, width: 7, height: 7, class: it.kind });
      return s("g", {}, icon, s("title", {}, t("ui.wd.item_in", { item: it.title, area: a.name })));
    }),
  );
}

function legend(ctx) {
  const board = ctx.view.board;
  const entry = (cls, text) => h("li", {}, h("span", { class: ["swatch", cls], "aria-hidden": "true" }), text);
  return h(
    "ul",
    { class: "wd-legend", "aria-label": t("ui.wd.legend") },
    entry("terrain-plain", t("ui.wd.terrain.plain")),
    board.areas.some((a) => a.terrain === "valley") ? entry("terrain-valley", t("ui.wd.terrain.valley")) : null,
    board.areas.some((a) => a.terrain === "hills") ? entry("terrain-hills", t("ui.wd.legend.hills")) : null,
    board.areas.some((a) => a.terrain === "hop_field") ? entry("terrain-hop_field", t("ui.wd.legend.hop_field")) : null,
    board.rivers?.length ? entry("river", t("ui.wd.legend.river")) : null,
    entry("track", t("ui.wd.legend.track")),
    entry("target", t("ui.wd.legend.target")),
    entry("dear", t("ui.wd.legend.dear")),
    entry("town-major", t("ui.wd.town.major")),
    entry("town-minor", t("ui.wd.town.minor")),
    entry("landowner", t("ui.wd.landowner")),
    entry("goods-quarry", t(`ui.wd.kind.${board.goods.quarry}`)),
    entry("goods-field", t(`ui.wd.kind.${board.goods.field}`)),
  );
}
