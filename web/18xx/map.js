// An 18xx map as SVG in the printed layout: each hex as the view shows it (tile colour, track,
// cities with their station slots and markers, towns, off-board revenues by phase, terrain and
// its cost, labels, names, the marks of its icons as the title's layer names them: 1856's
// port/bridge/tunnel, and the badges it adds: 1856's destinations), track by its gauge where a
// title has two (18ESP: narrow and dual beside the broad), a stop's symbol (18ESP's mine,
// harbour), a slot held by a marker of no corporation (18ESP's "Closed" on a mountain pass), the
// home markers, the hexes privates block, and the markers the title's layer adds (1856: the port
// marker). A hex's marks keep clear of its revenue centres, bubbles and boxes, and its name of
// all of them. Above the hexes: the names, then layers the other parts of the table fill (a
// tile's preview, the routes, the places to click, numbered where several cities of one hex are
// offered). Zoom and pan as every map (web/panzoom.js: the buttons, ctrl+wheel or a pinch; a drag);
// until the player has zoomed or moved the map of the game on show, a phone's map opens around
// the places to click, close enough for the names to be read.

import { h, svg as s, actionData } from "../dom.js";
import { t } from "../i18n.js";
import { PanZoom } from "../panzoom.js";
import { money, placeName } from "./common.js";
import { R, centre, corners, pointsOf, extent, stopPositions, pathData, edgePoint } from "./hexes.js";

const SLOT = 11; // a station slot's radius
const SLOT_PLACES = {
  1: [[0, 0]],
  2: [
    [-SLOT, 0],
    [SLOT, 0],
  ],
  3: [
    [-SLOT, SLOT * 0.6],
    [SLOT, SLOT * 0.6],
    [0, -SLOT * 1.1],
  ],
  4: [
    [-SLOT, -SLOT],
    [SLOT, -SLOT],
    [-SLOT, SLOT],
    [SLOT, SLOT],
  ],
};
// the phases by their tiles' colour, as an off-board revenue names them ("$40 (diesel)")
const phaseColourName = (colour) => (colour === "black" ? t("ui.18xx.hex.diesel") : t(`term.${colour}`));
const STOP_KINDS = {
  city: "ui.18xx.stop.city",
  town: "ui.18xx.stop.town",
  halt: "ui.18xx.stop.halt",
  offboard: "ui.18xx.stop.offboard",
};
const NARROW = "(max-width: 700px)"; // 18xx.css: there the map is a tall box
// a hex name's size in map units (18xx.css .name) and the least it may be on a phone, in CSS px
const NAME_UNITS = 10;
const NAME_PX_PHONE = 11.5; // 11 px and a little room for rounding

export class HexMap {
  constructor(ctx) {
    this.ctx = ctx;
    const view = ctx.view;
    this.full = extent(Object.keys(view.board.hexes));
    this.offered = {};
    /** @type {ResizeObserver | null} the tile picker's: it follows the map's size */
    this.resized = null;
    this.layers = {
      hexes: s(
        "g",
        { class: "hexes" },
        Object.entries(view.board.hexes).map(([coord, hex]) => drawHex(ctx, coord, hex)),
      ),
      names: s("g", { class: "names" }),
      markers: s("g", { class: "markers" }, markers(ctx)),
      preview: s("g", { class: "preview" }),
      routes: s("g", { class: "routes" }),
      targets: s("g", { class: "targets" }),
    };
    // the names over every hex, so that a long one is not hidden under the next hex drawn
    this.layers.names.append(...this.layers.hexes.querySelectorAll("text.name"));
    // a map much taller than wide (18ESP) would be drawn too small to read in the screen's
    // height: it may grow taller than the screen (18xx.css), the page scrolls
    const tall = this.full[3] > this.full[2] * 1.25;
    this.svg = s(
      "svg",
      {
        class: ["x18-map", "x18-art", tall && "tall"],
        role: "group",
        "aria-label": t(ctx.layer.mapLabel || "ui.18xx.map.title"),
        viewBox: this.full.join(" "),
      },
      Object.values(this.layers),
    );
    this.svg.addEventListener("keydown", (e) => {
      const el = e.target.closest?.("[data-action], [data-target]");
      // Enter on the hex being laid goes on to the page: it confirms the lay (web/game.js)
      const enter = e.key === "Enter"; // i18n-ignore: a key's name
      if (el && (e.key === " " || (enter && !el.closest("[data-enter-confirms]")))) {
        e.preventDefault();
        el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
      }
    });
    this.camera = new PanZoom(this.svg, {
      full: this.full,
      gameId: ctx.gameId,
      aspect: () => this.aspect(),
      moved: () => this.floating && this.placeFloat(),
    });
    this.camera.show(this.camera.kept() || this.full, { kept: false });
    // once laid out: a narrow screen starts close up, around the places to click
    requestAnimationFrame(
      () => this.svg.isConnected && this.camera.show(this.camera.kept() || this.startBox(), { kept: false }),
    );
  }

  /** The height of what the map shows per unit of width: the element's own on a narrow
   * screen (a tall map), the whole map's otherwise. */
  aspect() {
    if (!this.narrow()) return this.full[3] / this.full[2];
    const r = this.svg.getBoundingClientRect();
    return r.height / r.width;
  }

  /** A narrow screen, the map laid out on it (measured only then: a map being drawn, not yet
   * in the page, would make the browser lay out the old page for nothing). */
  narrow() {
    return matchMedia(NARROW).matches && this.svg.isConnected && this.svg.getBoundingClientRect().width > 0;
  }

  /** The view a map opens at: the whole map, on a phone a part around the places to click, at a
   * zoom where the names are at least NAME_PX_PHONE high. */
  startBox() {
    if (!this.narrow()) return this.full;
    const points = Object.values(this.offered)
      .flat()
      .map((t) => (t.node ? stopPoint(this.ctx.view, t.node) : centre(t.coord)));
    const [fx, fy, fw, fh] = this.full;
    const [cx, cy] = points.length
      ? [points.reduce((a, p) => a + p[0], 0) / points.length, points.reduce((a, p) => a + p[1], 0) / points.length]
      : [fx + fw / 2, fy + fh / 2];
    const w = Math.min(fw / 2.6, (this.svg.getBoundingClientRect().width * NAME_UNITS) / NAME_PX_PHONE);
    const hh = w * this.aspect();
    return [cx - w / 2, cy - hh / 2, w, hh];
  }

  /** Keep `panel` (the tile picker, inside the map's box) beside the hex `coord` as the map is
   * zoomed and moved: right or left of it on a wide map, above or below it across a narrow one,
   * so that the player picks a tile and its rotation without leaving the map, and never over the
   * zoom buttons (null: none). */
  float(panel, coord) {
    this.floating = coord ? { panel, coord } : null;
    requestAnimationFrame(() => this.placeFloat());
    // and again whenever the map's size changes (a phone turned, a scroll bar come or gone)
    this.resized ||= new ResizeObserver(() => this.placeFloat());
    this.resized.observe(this.svg);
  }

  placeFloat() {
    const { panel, coord } = this.floating || {};
    if (panel && !panel.isConnected) this.resized?.disconnect();
    const hex =
      panel?.isConnected &&
      this.svg.querySelector(`.targets [data-hex="${CSS.escape(coord)}"], .hexes [data-hex="${CSS.escape(coord)}"]`);
    if (!hex) return;
    const box = panel.parentElement.getBoundingClientRect();
    const r = hex.getBoundingClientRect();
    const [pw, ph] = [panel.offsetWidth, panel.offsetHeight];
    // clear of the chosen hex's outline, drawn wider than the hex (wider still when zoomed in)
    const gap = 6 + (6 * r.width) / (2 * R);
    // the zoom buttons' corner: the picker stays below it wherever the two would share columns
    const zoom = panel.parentElement.querySelector(":scope > .x18-zoom")?.getBoundingClientRect();
    const under = zoom ? zoom.bottom - box.top + gap : 0;
    const besideZoom = (x) => !zoom || x >= zoom.right - box.left + gap || x + pw <= zoom.left - box.left - gap;
    // the part of the map's box on the screen: the picker stays within it where it can
    const shownTop = Math.max(0, -box.top);
    const shownBottom = Math.min(box.height, innerHeight - box.top);
    let left, top;
    if (box.width < 2 * pw + 2 * gap) {
      left = (box.width - pw) / 2;
      // below the hex or above it, where there is more room on the screen
      const above = r.top - box.top - Math.max(shownTop, besideZoom(left) ? 0 : under) - gap;
      top = above < shownBottom - (r.bottom - box.top) - gap ? r.bottom - box.top + gap : r.top - box.top - gap - ph;
    } else {
      left = r.right - box.left + gap;
      if (left + pw > box.width) left = r.left - box.left - gap - pw;
      top = (r.top + r.bottom) / 2 - box.top - ph / 2;
    }
    left = Math.max(0, Math.min(left, box.width - pw));
    top = Math.max(besideZoom(left) ? 0 : under, shownTop, Math.min(top, box.height - ph, shownBottom - ph));
    panel.style.left = `${left}px`;
    panel.style.top = `${top}px`;
  }

  /** Draw `hex` (a preview from Python) on `coord` in place of what is there. */
  preview(coord, hex) {
    this.layers.preview.replaceChildren(...(coord ? [drawHex(this.ctx, coord, hex, { preview: true })] : []));
  }

  /** Clickable places on top of the map, by the part of the table that offers them:
   * [{coord | node, key, label, cls, actions? (legal moves) | onClick, data?}]. */
  targets(group, list) {
    this.offered[group] = list;
    this.layers.targets.replaceChildren(
      ...Object.values(this.offered)
        .flat()
        .map((t) => target(this.ctx, t)),
    );
  }

  routes(children) {
    this.layers.routes.replaceChildren(...children);
  }

  /** The map in its box, the zoom buttons over its corner. */
  element() {
    return h("div", { class: "x18-map-box" }, this.camera.toolbar("x18-zoom"), this.svg);
  }
}

/** Where a stop of a hex sits on the map. */
export function stopPoint(view, node) {
  const coord = node.split("-")[0];
  const hex = view.board.hexes[coord];
  const [x, y] = centre(coord);
  const [dx, dy] = stopPositions(hex)[node.split("-")[1]] || [0, 0];
  return [x + dx, y + dy];
}

function target(ctx, t) {
  const attrs = {
    class: ["target", t.cls],
    tabindex: 0,
    role: "button",
    "aria-label": t.label,
    dataset: t.actions ? { ...actionData(t.actions, t.key), target: t.key } : { target: t.key, ...(t.data || {}) },
    onclick: t.onClick || null,
  };
  if (t.node) {
    const [x, y] = stopPoint(ctx.view, t.node);
    const r = t.r || SLOT + 5;
    const circle = s("circle", { ...attrs, cx: x, cy: y, r }, s("title", {}, t.label));
    if (!t.badge) return circle;
    // a number beside the circle, as the prompt's button for it names the city
    return s(
      "g",
      { class: "target-with-badge" },
      circle,
      s(
        "g",
        { class: "target-badge", "aria-hidden": "true" },
        s("circle", { cx: x + r * 0.8, cy: y - r * 0.8, r: 7 }),
        s("text", { x: x + r * 0.8, y: y - r * 0.8 + 3.5, "text-anchor": "middle" }, t.badge),
      ),
    );
  }
  return s("polygon", { ...attrs, points: pointsOf(corners(centre(t.coord), R - 2)) }, s("title", {}, t.label));
}

// --- one hex ---

export function drawHex(ctx, coord, hex, { preview = false, icon = false } = {}) {
  const c = centre(coord);
  const positions = stopPositions(hex);
  const offboard = hex.stops.some((st) => st.kind === "offboard");
  const laid = hex.tile ? { tile: hex.tile, rotation: String(hex.rotation) } : {};
  const printed = printedBoxes(hex, positions); // what the name and the marks keep clear of
  return s(
    "g",
    {
      class: ["hex", `tile-${hex.colour}`, hex.region && `region-${hex.region}`, preview && "previewed"],
      dataset: { hex: coord, ...laid },
    },
    s("polygon", { class: "face", points: pointsOf(corners(c)) }, s("title", {}, hexTitle(ctx, coord, hex))),
    terrain(hex, c),
    s(
      "g",
      { class: "track" },
      hex.track.map(([a, b, gauge]) => trackPath(hex, a, b, positions, c, offboard, gauge)),
    ),
    hex.stops.map((st) => stop(ctx, hex, st, positions, c)),
    revenueBubble(hex, positions, c),
    hex.label ? s("text", { class: "label", x: c[0] - R * 0.66, y: c[1] - R * 0.5 }, hex.label) : null,
    hex.name && !icon
      ? nameText(coord, hex.name, c, offboard, Math.max(0, ...printed.map(([, by, , bh]) => by + bh)))
      : null,
    // the tile's number and the hex's coordinate in the left and right corners, where no track
    // runs and a name at the bottom does not reach
    hex.tile
      ? s("text", { class: "tile-number", x: c[0] + R * 0.93, y: c[1] + 2.3, "text-anchor": "end" }, hex.tile)
      : null,
    icons(ctx, coord, hex, c, printed, offboard),
    icon ? null : s("text", { class: "coord", x: c[0] - R * 0.93, y: c[1] + 2.3 }, coord),
  );
}

// a name's width per character at the map's name size (10 units, semi-bold, 18xx.css): an
// estimate, as the map is drawn before it is laid out
const NAME_EM = 5.7;
const NAME_ROOM = R * 1.15; // the hex's width along its name's line

/** A hex's name: along the bottom, below its lowest revenue centre (`low`: how far down that
 * reaches), an off-board area's along the top; one too long for the hex on two lines, split at
 * the space nearest its middle. */
function nameText(coord, name, [x, y], offboard, low) {
  const attrs = { class: ["name", offboard && "top"], x, "text-anchor": "middle", dataset: { nameOf: coord } };
  const at = offboard ? -R * 0.68 : Math.min(R * 0.86, Math.max(R * 0.75, low + 10));
  // a line still too long is narrowed to the hex's width
  const narrowed = (text) =>
    text.length * NAME_EM > NAME_ROOM ? { textLength: NAME_ROOM, lengthAdjust: "spacingAndGlyphs" } : {};
  const lines = nameLines(name);
  if (lines.length === 1) return s("text", { ...attrs, y: y + at, ...narrowed(name) }, name);
  // two lines: the first moves up (an off-board's second line down) by a line's height
  const [first, second] = offboard ? [at, at + 10] : [at - 7, at + 2.5];
  const line = (text, dy) => s("tspan", { x, y: y + dy, ...narrowed(text) }, text);
  return s("text", { ...attrs, y: y + first }, line(lines[0], first), line(lines[1], second));
}

/** A name as it is printed: one line, or two split at the space nearest its middle when it is
 * too long for the hex. */
function nameLines(name) {
  const spaces = [...name.matchAll(/ /g)].map((m) => m.index);
  if (name.length * NAME_EM <= NAME_ROOM || !spaces.length) return [name];
  const split = spaces.reduce((best, i) =>
    Math.abs(i - name.length / 2) < Math.abs(best - name.length / 2) ? i : best,
  );
  return [name.slice(0, split), name.slice(split + 1)];
}

function hexTitle(ctx, coord, hex) {
  const parts = [hex.name ? `${hex.name} (${coord})` : coord];
  if (hex.tile) parts.push(t("ui.18xx.hex.tile", { tile: hex.tile }));
  if (hex.terrain) parts.push(hex.terrain.map(([kind, cost]) => t("ui.18xx.hex.terrain", { kind, cost })).join(", "));
  for (const st of hex.stops) {
    if (st.kind === "offboard" && st.revenues) {
      parts.push(
        t("ui.18xx.hex.revenues", {
          list: Object.entries(st.revenues)
            .map(([k, v]) => t("ui.18xx.hex.revenue_in", { amount: v, phase: phaseColourName(k) }))
            .join(", "),
        }),
      );
    } else if (st.revenue)
      parts.push(
        t("ui.18xx.hex.revenue", {
          kind: STOP_KINDS[st.kind] ? { key: STOP_KINDS[st.kind] } : st.kind,
          amount: st.revenue,
        }),
      );
    if (st.slots) {
      const held = st.slots.filter(Boolean);
      const args = {
        place: placeName(ctx.view, st.id),
        held: held.length ? held.join(", ") : t("ui.18xx.hex.no_station"),
        corps: (st.reserved || []).join(", "),
      };
      parts.push(t(st.reserved?.length ? "ui.18xx.hex.slots_home" : "ui.18xx.hex.slots", args));
    }
  }
  return parts.join(" · ");
}

/** @param {number[]} at */
function terrain(hex, at) {
  const [x, y] = at;
  if (!hex.terrain) return null;
  return hex.terrain.map(([kind, cost], i) =>
    s(
      "g",
      { class: ["terrain", kind] },
      kind === "water"
        ? s("path", { d: `M${x - 12},${y + R * 0.4 - i * 14} q6,-6 12,0 t12,0` })
        : s("polygon", {
            points: pointsOf([
              [x - 11, y + R * 0.48 - i * 14],
              [x, y + R * 0.2 - i * 14],
              [x + 11, y + R * 0.48 - i * 14],
            ]),
          }),
      s("text", { x: x + 14, y: y + R * 0.48 - i * 14, class: "cost" }, money(cost)),
    ),
  );
}

/** A piece of track; `gauge` ("narrow", "dual") only where a title has more than one. */
function trackPath(hex, a, b, positions, c, offboard, gauge = null) {
  if (offboard && (typeof a === "string" || typeof b === "string")) {
    // track into an off-board area ends in an arrow at the edge
    const edge = typeof a === "number" ? a : b;
    const [ex, ey] = edgePoint(edge);
    const [ix, iy] = edgePoint(edge, R * 0.35);
    const [px, py] = [-ey * 0.18, ex * 0.18];
    return s("polygon", {
      class: ["arrow", gauge && `gauge-${gauge}`],
      points: pointsOf([
        [c[0] + ex + px, c[1] + ey + py],
        [c[0] + ex - px, c[1] + ey - py],
        [c[0] + ix, c[1] + iy],
      ]),
    });
  }
  const d = pathData(a, b, positions, c);
  return s(
    "g",
    { class: gauge && `gauge-${gauge}` },
    s("path", { class: "casing", d }),
    s("path", { class: "rail", d }),
    gauge === "dual" ? s("path", { class: "rail-inner", d }) : null,
  );
}

function stop(ctx, hex, st, positions, [x, y]) {
  const [dx, dy] = positions[st.id.split("-")[1]] || [0, 0];
  const cx = x + dx;
  const cy = y + dy;
  if (st.kind === "town" || st.kind === "halt") {
    return s(
      "g",
      {},
      s("circle", {
        class: ["town", st.symbol && `symbol-${st.symbol}`],
        cx,
        cy,
        r: 6,
        dataset: { stop: st.id, ...(st.symbol && { symbol: st.symbol }) },
      }),
      st.symbol ? symbol(ctx, st.symbol, cx, cy) : null,
      st.revenues
        ? phaseRevenue(
            ctx,
            st,
            boxesAt(dx, dy, st).map((v, i) => v + [x, y][i]),
          )
        : null,
    );
  }
  if (st.kind === "offboard") return phaseRevenue(ctx, st, [cx, cy]);
  const slots = st.slots || [];
  const places = SLOT_PLACES[Math.min(4, Math.max(1, slots.length))];
  const reserved = [...(st.reserved || [])];
  return s(
    "g",
    { class: "city", dataset: { stop: st.id } },
    slots.length === 2
      ? s("rect", { class: "city-bg", x: cx - 2 * SLOT, y: cy - SLOT, width: 4 * SLOT, height: 2 * SLOT, rx: SLOT })
      : null,
    slots.length > 2 ? s("circle", { class: "city-bg", cx, cy, r: SLOT * 2.2 }) : null,
    slots.map((holder, i) => {
      const [sx, sy] = places[i] || [0, 0];
      const home = !holder && reserved.length ? reserved.shift() : null;
      return marker(ctx, holder || home, cx + sx, cy + sy, { home: !!home, city: st.id });
    }),
  );
}

/** A stop's symbol (18ESP: mine, harbour) as the title's layer marks it. */
function symbol(ctx, kind, x, y) {
  const { text, tip } = ctx.layer.mapIcon?.(ctx, kind) || { text: kind, tip: kind };
  return s("text", { class: ["symbol", kind], x, y: y + 3.5, "text-anchor": "middle" }, text, s("title", {}, tip));
}

function marker(ctx, corpId, x, y, { home = false, city = null } = {}) {
  const corp = corpId && ctx.corp[corpId];
  if (corpId && !corp) {
    // a marker of no corporation (18ESP: "Closed" on a mountain pass), as the title's layer names it
    const { text, tip } = ctx.layer.mapIcon?.(ctx, corpId) || { text: corpId, tip: corpId };
    return s(
      "g",
      { class: "slot-held", dataset: { held: corpId, city } },
      s("circle", { class: "slot held", cx: x, cy: y, r: SLOT }),
      s("text", { x, y: y + 3, "text-anchor": "middle" }, text),
      s("title", {}, tip),
    );
  }
  if (!corp) return s("circle", { class: "slot", cx: x, cy: y, r: SLOT });
  return s(
    "g",
    { class: ["token", home && "home"], dataset: { token: corpId, city, home: home ? "1" : null } },
    s("circle", { cx: x, cy: y, r: SLOT, fill: home ? "#fff" : corp.color, stroke: home ? "#333" : corp.color }),
    s(
      "text",
      {
        x,
        y: y + 2.6,
        "text-anchor": "middle",
        fill: home ? "#555" : corp.text_color,
        class: corpId.length > 3 ? "small" : null,
      },
      corpId,
    ),
    s("title", {}, t(home ? "ui.18xx.map.home_of" : "ui.18xx.map.marker_of", { name: corp.name })),
  );
}

function revenueBubble(hex, positions, [x, y]) {
  return bubbleSpots(hex, positions).map(([bx, by, value]) =>
    s(
      "g",
      { class: "revenue" },
      s("circle", { cx: x + bx, cy: y + by, r: 8.5 }),
      s("text", { x: x + bx, y: y + by + 3, "text-anchor": "middle" }, value),
    ),
  );
}

/** Where a hex's revenue bubbles go, around its centre, with their values: one for the hex when
 * its cities and towns pay alike, else one beside each. */
function bubbleSpots(hex, positions) {
  const paying = hex.stops.filter((st) => (st.kind === "city" || st.kind === "town") && st.revenue > 0 && !st.revenues);
  if (!paying.length) return [];
  const taken = Object.values(positions);
  const room = (p) => Math.min(...taken.map(([sx, sy]) => Math.hypot(p[0] - sx, p[1] - sy)));
  const nameRows = hex.name ? nameLines(hex.name).length : 0;
  if (new Set(paying.map((st) => st.revenue)).size === 1)
    return [[...freeSpot(taken, room, nameRows), paying[0].revenue]];
  return paying.map((st) => {
    const [dx, dy] = positions[st.id.split("-")[1]] || [0, 0];
    return [dx + (dx >= 0 ? 14 : -14), dy - 20, st.revenue];
  });
}

/** Of a few spots around the centre, the one farthest from the revenue centres (not the bottom
 * one when the hex's name is there, nor the lower ones beside it when the name takes two lines). */
function freeSpot(taken, room, nameRows) {
  const spots = [210, 330, ...(nameRows > 1 ? [] : [150, 30]), 270, ...(nameRows ? [] : [90])].map((deg) => [
    R * 0.5 * Math.cos((deg * Math.PI) / 180),
    R * 0.5 * Math.sin((deg * Math.PI) / 180),
  ]);
  return spots.reduce((best, p) => (room(p) > room(best) + 1 ? p : best));
}

/** Where the boxes of a town's or halt's revenue by phase are centred, from the hex's centre:
 * above the stop (at dx, dy), or below it when it sits high, kept within the hex. */
function boxesAt(dx, dy, st) {
  const by = dy - 20 - 8 < -R * 0.85 ? dy + 20 : dy - 20;
  const room = Math.max(0, R - (Math.abs(by) + 8) / Math.sqrt(3) - 2 - (Object.keys(st.revenues).length * 19) / 2);
  return [Math.min(room, Math.max(-room, dx)), by];
}

/** A revenue that changes with the phase: a box per phase colour, the current one marked. */
/** @param {number[]} at */
function phaseRevenue(ctx, st, at) {
  const [x, y] = at;
  const entries = Object.entries(st.revenues || { now: st.revenue });
  const width = 19;
  const left = x - (entries.length * width) / 2;
  const phaseColours = ctx.view.phase.tiles;
  const current = [...phaseColours].reverse().find((c) => c in (st.revenues || {}));
  return s(
    "g",
    { class: "offboard", dataset: { stop: st.id } },
    entries.map(([colour, value], i) =>
      s(
        "g",
        { class: ["phase-box", `phase-${colour}`, colour === current && "now"] },
        s("rect", { x: left + i * width, y: y - 8, width, height: 15 }),
        s("text", { x: left + i * width + width / 2, y: y + 3.5, "text-anchor": "middle" }, value),
      ),
    ),
  );
}

/** A hex's icons as marks, in the words of the title's layer (its name, for one it does not know),
 * and the badges the layer puts on the hex (1856: destinations), in rows from the top right
 * corner, clear of the revenue centres (an off-board area's, and a hex whose revenue by phase
 * sits at its top, along the bottom). */
function icons(ctx, coord, hex, [x, y], printed, offboard) {
  const marks = [...new Set(hex.icons || [])].map((kind) => {
    const { text, tip } = ctx.layer.mapIcon?.(ctx, kind) || { text: kind, tip: kind };
    return { text, tip, cls: `icon ${kind}` };
  });
  const all = [...marks, ...(ctx.layer.hexBadges?.(ctx, coord) || [])];
  const below = offboard || hex.stops.some((st) => st.revenues);
  const rows = (below ? [0.45, 0.45 + 12 / R, -0.74] : [-0.64, -0.64 + 12 / R, 0.45]).map((k) => R * k);
  const busy = keepClear(hex, printed);
  const out = [];
  const right = rows.map(() => null);
  for (const mark of all) {
    const w = pillWidth(mark.text);
    const placed = rows.findIndex((dy, row) => {
      const half = R - (Math.abs(dy) + 6) / Math.sqrt(3) - 3; // the hex's half width along the row, less a margin
      for (let end = right[row] ?? half; end - w >= -half; end -= 3) {
        if (busy.some(([cx, cy, bw, bh]) => Math.abs(cx - (end - w / 2)) < bw + w / 2 && Math.abs(cy - dy) < bh + 6))
          continue;
        out.push(pill(x + end - w / 2, y + dy, mark.text, mark.cls, mark.tip, mark));
        right[row] = end - w - 2;
        return true;
      }
      return false;
    });
    // no room anywhere: on the first row, over what is there
    if (placed < 0) out.push(pill(x + (right[0] ?? 0) - w / 2, y + rows[0], mark.text, mark.cls, mark.tip, mark));
  }
  return out;
}

/** What a hex's marks must keep clear of, as boxes [x, y, half width, half height] around its
 * centre: what it prints (`printed`: printedBoxes), its name and label. */
function keepClear(hex, printed) {
  const name = hex.name && !hex.stops.some((st) => st.kind === "offboard") ? [[0, R * 0.75 - 7, R * 0.6, 10]] : [];
  // the label in the upper left corner (11 units, bold)
  const label = hex.label ? [[-R * 0.66 + hex.label.length * 3.5, -R * 0.5 - 4, hex.label.length * 3.5 + 1, 5]] : [];
  return [...printed, ...name, ...label];
}

/** A hex's revenue centres, revenue bubbles and boxes of revenue by phase, as boxes [x, y, half
 * width, half height] around its centre. */
function printedBoxes(hex, positions) {
  const stops = hex.stops
    .filter((st) => st.kind !== "offboard")
    .map((st) => {
      const [dx, dy] = positions[st.id.split("-")[1]] || [0, 0];
      const n = st.slots?.length || 0;
      const r = n > 2 ? SLOT * 2.2 : n ? SLOT : 8;
      return [dx, dy, n === 2 ? SLOT * 2 : r, r];
    });
  const bubbles = bubbleSpots(hex, positions).map(([bx, by]) => [bx, by, 8.5, 8.5]);
  // a town's or halt's revenue by phase: its boxes above or below it (boxesAt)
  const boxes = hex.stops
    .filter((st) => st.revenues && st.kind !== "offboard")
    .map((st) => {
      const [dx, dy] = positions[st.id.split("-")[1]] || [0, 0];
      const [bx, by] = boxesAt(dx, dy, st);
      return [bx, by - 0.5, (Object.keys(st.revenues).length * 19) / 2, 7.5];
    });
  return [...stops, ...bubbles, ...boxes];
}

const pillWidth = (text) => 4 + text.length * 4.4;

/** A small rounded label on the map (in a corporation's colours: `fill`, `ink`; `data`: its
 * dataset). */
export function pill(x, y, text, cls, tip, { fill = null, ink = null, data = null } = {}) {
  const w = pillWidth(text);
  const rect = s("rect", { x: x - w / 2, y: y - 6, width: w, height: 11, rx: 5 });
  const label = s("text", { x, y: y + 2.5, "text-anchor": "middle" }, text);
  // through the CSSOM: the page's Content-Security-Policy refuses style attributes
  if (fill) rect.style.fill = fill;
  if (ink) label.style.fill = ink;
  return s("g", { class: ["pill", cls], dataset: data }, rect, label, s("title", {}, tip));
}

// --- markers not printed on the hexes: the hexes privates block, and the title's own ---

function markers(ctx) {
  const { view } = ctx;
  const out = [];
  for (const p of view.privates) {
    if (!p.owner || p.corp_owned || p.closed) continue;
    for (const coord of p.blocks || []) {
      const [x, y] = centre(coord);
      out.push(
        pill(
          x,
          y + R * 0.45,
          t("ui.18xx.map.blocks", { private: p.id }),
          "blocked",
          t("ui.18xx.map.blocks_title", { name: p.name }),
        ),
      );
    }
  }
  return ctx.layer.mapMarkers ? ctx.layer.mapMarkers(ctx, out) : out;
}
