// Hex geometry of the printed map, flat-topped: a hex's centre from its coordinate ("K5": column
// K, row 5, rows counted in half hexes), its corners, the middle of each edge (0 bottom, then
// clockwise: 1 lower left, 2 upper left, 3 top, 4 upper right, 5 lower right), where each revenue
// centre of a tile sits, and the shape of a track path between two ends.

export const R = 50; // corner radius
const APOTHEM = (R * Math.sqrt(3)) / 2;

export function columnRow(coord) {
  const [, letters, number] = /^([A-Z]+)(\d+)$/.exec(coord);
  let column = 0;
  for (const letter of letters) column = column * 26 + letter.charCodeAt(0) - 64;
  return [column - 1, Number(number) - 1];
}

/** @returns {[number, number]} */
export function centre(coord) {
  const [column, row] = columnRow(coord);
  return [R + column * 1.5 * R, APOTHEM + row * APOTHEM];
}

/** @param {number[]} at */
export function corners(at, r = R) {
  const [x, y] = at;
  return Array.from({ length: 6 }, (_, i) => [
    x + r * Math.cos((i * Math.PI) / 3),
    y + r * Math.sin((i * Math.PI) / 3),
  ]);
}

export const pointsOf = (list) => list.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");

function edgeAngle(edge) {
  return ((90 + 60 * edge) * Math.PI) / 180;
}

/** The middle of an edge, relative to the hex's centre. */
export function edgePoint(edge, d = APOTHEM) {
  return [d * Math.cos(edgeAngle(edge)), d * Math.sin(edgeAngle(edge))];
}

/** The bounding box of the hexes: [x, y, width, height]. */
export function extent(coords) {
  const xs = [];
  const ys = [];
  for (const coord of coords) {
    const [x, y] = centre(coord);
    xs.push(x);
    ys.push(y);
  }
  const pad = 4;
  return [
    Math.min(...xs) - R - pad,
    Math.min(...ys) - APOTHEM - pad,
    Math.max(...xs) - Math.min(...xs) + 2 * (R + pad),
    Math.max(...ys) - Math.min(...ys) + 2 * (APOTHEM + pad),
  ];
}

/** Where each revenue centre of a hex (as the view shows it) sits, relative to the centre: a
 * lone one in the middle, several towards the edges their track leaves by, those without
 * track side by side. */
export function stopPositions(hex) {
  const exits = {};
  for (const [a, b] of hex.track) {
    for (const [node, other] of [
      [a, b],
      [b, a],
    ]) {
      if (typeof node === "string" && typeof other === "number") (exits[node] ||= []).push(other);
    }
  }
  const stops = hex.stops.map((st) => st.id.split("-")[1]);
  const out = {};
  if (stops.length === 1) {
    out[stops[0]] = [0, 0];
    return out;
  }
  const loose = [];
  stops.forEach((ref, i) => {
    const edges = exits[ref] || [];
    let [x, y] = edges.reduce(
      ([sx, sy], e) => {
        const [ex, ey] = edgePoint(e, 1);
        return [sx + ex, sy + ey];
      },
      [0, 0],
    );
    const length = Math.hypot(x, y);
    if (!edges.length) loose.push(ref);
    else if (length < 0.2) {
      // through track: along the line, the stops of one tile apart from each other
      const [ex, ey] = edgePoint(edges[0], 1);
      out[ref] = [ex * R * 0.3 * (i % 2 ? -1 : 1), ey * R * 0.3 * (i % 2 ? -1 : 1)];
    } else {
      x /= length;
      y /= length;
      out[ref] = [x * R * 0.45, y * R * 0.45];
    }
  });
  loose.forEach((ref, i) => {
    const offset = (i - (loose.length - 1) / 2) * R * 0.62;
    out[ref] = [offset, 0];
  });
  return out;
}

/** An end of a path: an edge's middle or a revenue centre, relative to the hex's centre. */
export function endPoint(end, positions) {
  return typeof end === "number" ? edgePoint(end) : positions[end] || [0, 0];
}

/** SVG path data for track between two ends of one hex centred at (cx, cy): straight across,
 * curved between neighbouring edges, straight into a revenue centre. */
export function pathData(a, b, positions, [cx, cy]) {
  const [ax, ay] = endPoint(a, positions);
  const [bx, by] = endPoint(b, positions);
  const p = (x, y) => `${(cx + x).toFixed(1)},${(cy + y).toFixed(1)}`;
  if (typeof a === "number" && typeof b === "number" && (a - b + 6) % 6 !== 3) {
    const k = 0.55;
    return `M${p(ax, ay)} C${p(ax * (1 - k), ay * (1 - k))} ${p(bx * (1 - k), by * (1 - k))} ${p(bx, by)}`;
  }
  return `M${p(ax, ay)} L${p(bx, by)}`;
}
