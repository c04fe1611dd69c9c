// One pan and zoom for the maps the tables draw as SVG (the 18xx map: web/18xx/map.js; the
// Wensleydale/Nürnberg board: web/wensleydale/map.js). What a map shows is its view box: zoomed
// with the toolbar's buttons, ctrl+wheel (a touchpad's pinch) or a pinch, and moved by dragging
// once it shows less than the whole map (a drag is no click on what lies under it). Where the
// player zoomed or moved a map is kept for the game on show only (its id), across the draws of its
// table. What is a map's own it gives: its whole extent, the shape of the box it is shown in, how
// close it may zoom, where it opens and what it lays out again at a new scale.

import { h } from "./dom.js";
import { t } from "./i18n.js";

const STEP = 1.5; // a button's zoom
// game id -> [x, y, w, h]: the view the player zoomed or moved that game's map to
const views = new Map();

export class PanZoom {
  /**
   * @param {SVGSVGElement} svg the map, its viewBox the view
   * @param {object} options
   * @param {number[]} options.full the whole map [x, y, w, h], in its own units
   * @param {string | null} [options.gameId] the game on show: the view the player chooses is kept for it
   * @param {number} [options.most] the closest zoom: the whole map's width over the least width shown
   * @param {(w: number) => number} [options.aspect] the height a view w wide has per unit of its
   *   width (the whole map's by default: the map's box keeps its shape)
   * @param {(scaled: boolean) => void} [options.moved] after each new view (scaled: at a new scale)
   */
  constructor(svg, { full, gameId = null, most = 8, aspect = null, moved = null }) {
    this.svg = svg;
    this.full = full;
    this.gameId = gameId || null;
    this.most = most;
    this.aspect = aspect || (() => full[3] / full[2]);
    this.moved = moved;
    /** @type {number[]} the view on show [x, y, w, h] */
    this.box = [...full];
    /** @type {HTMLElement | null} */
    this.bar = null;
    svg.classList.add("panzoom");
    listen(this);
  }

  /** Where the player left this game's map (null: nowhere yet). */
  kept() {
    return (this.gameId && views.get(this.gameId)) || null;
  }

  /** Whether the view shows less than the whole map (then a drag moves it). */
  zoomed() {
    const [, , w, hh] = this.box;
    return w < this.full[2] - 1 || hh < this.full[3] - 1;
  }

  /** Show `box` of the map ([x, y, w]: its height is the box's shape), kept within the map and
   * the zoom's limits; `kept`: the player chose it, and it is kept for this game's next draws. */
  show(box, { kept = true } = {}) {
    const [fx, fy, fw, fh] = this.full;
    let [x, y, w] = box;
    w = Math.min(fw, Math.max(fw / this.most, w));
    const hh = w * this.aspect(w);
    // a view larger than the map is centred on it, a smaller one stays on it
    const clamp = (v, low, size, room) =>
      size >= room ? low - (size - room) / 2 : Math.min(low + room - size, Math.max(low, v));
    x = clamp(x, fx, w, fw);
    y = clamp(y, fy, hh, fh);
    const scaled = Math.abs(w - this.box[2]) > 1e-6 || Math.abs(hh - this.box[3]) > 1e-6;
    this.box = [x, y, w, hh];
    if (kept && this.gameId) views.set(this.gameId, this.box);
    this.svg.setAttribute("viewBox", this.box.map((v) => v.toFixed(1)).join(" "));
    this.svg.classList.toggle("zoomed", this.zoomed());
    this.mark();
    this.moved?.(scaled);
  }

  /** The view the box on show has now (the box's shape may have changed: a phone turned). */
  refit() {
    this.show(this.box, { kept: false });
  }

  /** Zoom in by `factor` (out: below 1) around the point at `[px, py]` of the view (0..1). */
  zoom(factor, [px, py] = [0.5, 0.5]) {
    const [x, y, w, hh] = this.box;
    const fw = this.full[2];
    const nw = Math.min(fw, Math.max(fw / this.most, w / factor));
    const nh = nw * this.aspect(nw);
    this.show([x + (w - nw) * px, y + (hh - nh) * py, nw]);
  }

  /** The zoom buttons (in, out, the whole map) as a toolbar of class `cls`; `words`: the whole
   * map's button says so (else its sign). */
  toolbar(cls, { words = false } = {}) {
    const button = (zoom, label, text, onclick) =>
      h(
        "button",
        { type: "button", class: "button small", dataset: { zoom }, "aria-label": label, title: label, onclick },
        text,
      );
    this.bar = h(
      "div",
      { class: ["map-zoom", cls], role: "toolbar", "aria-label": t("ui.map.zoom") },
      button("in", t("ui.map.zoom_in"), "+", () => this.zoom(STEP)),
      button("out", t("ui.map.zoom_out"), "−", () => this.zoom(1 / STEP)),
      button("fit", t("ui.map.whole"), words ? t("ui.map.whole") : "⤢", () => this.show(this.full)),
    );
    this.mark();
    return this.bar;
  }

  /** The buttons that would do nothing are off: in at the closest zoom, out at the whole map. */
  mark() {
    if (!this.bar) return;
    const [fw, w] = [this.full[2], this.box[2]];
    /** @type {HTMLButtonElement | null} */ (this.bar.querySelector("[data-zoom='in']")).disabled =
      w <= (fw / this.most) * 1.001;
    /** @type {HTMLButtonElement | null} */ (this.bar.querySelector("[data-zoom='out']")).disabled = w >= fw - 1;
  }
}

/** ctrl+wheel and a pinch zoom; a drag moves a zoomed map. */
function listen(pz) {
  const svg = pz.svg;
  const pointers = new Map();
  let drag = null;
  let dragged = false;
  svg.addEventListener(
    "wheel",
    (e) => {
      if (!e.ctrlKey && !e.metaKey) return; // a plain wheel scrolls the page
      e.preventDefault();
      const r = svg.getBoundingClientRect();
      pz.zoom(Math.exp(-e.deltaY / 300), [(e.clientX - r.left) / r.width, (e.clientY - r.top) / r.height]);
    },
    { passive: false },
  );
  svg.addEventListener("pointerdown", (e) => {
    pointers.set(e.pointerId, [e.clientX, e.clientY]);
    drag = { x: e.clientX, y: e.clientY, box: pz.box, spread: spread(pointers) };
    dragged = false;
  });
  svg.addEventListener("pointermove", (e) => {
    if (!drag || !pointers.has(e.pointerId)) return;
    pointers.set(e.pointerId, [e.clientX, e.clientY]);
    if (pointers.size === 2 && drag.spread) {
      const factor = spread(pointers) / drag.spread;
      if (Math.abs(factor - 1) > 0.05) {
        dragged = true;
        const [x, y, w, hh] = drag.box;
        pz.show([x + (w - w / factor) / 2, y + (hh - hh / factor) / 2, w / factor]);
      }
      return;
    }
    const dx = e.clientX - drag.x;
    const dy = e.clientY - drag.y;
    if (!dragged && Math.hypot(dx, dy) < 6) return;
    if (!pz.zoomed()) return;
    dragged = true;
    svg.setPointerCapture?.(e.pointerId);
    const [x, y, w, hh] = drag.box;
    // map units per screen pixel (a box of another shape than the view shows it whole: the larger)
    const r = svg.getBoundingClientRect();
    const k = Math.max(w / r.width, hh / r.height);
    pz.show([x - dx * k, y - dy * k, w]);
  });
  const end = (e) => {
    pointers.delete(e.pointerId);
    if (!pointers.size) drag = null;
  };
  svg.addEventListener("pointerup", end);
  svg.addEventListener("pointercancel", end);
  // a drag is not a click on what lies under the pointer
  svg.addEventListener(
    "click",
    (e) => {
      if (dragged) {
        e.stopPropagation();
        e.preventDefault();
        dragged = false;
      }
    },
    true,
  );
}

function spread(pointers) {
  if (pointers.size !== 2) return 0;
  const [[ax, ay], [bx, by]] = [...pointers.values()];
  return Math.hypot(ax - bx, ay - by);
}
