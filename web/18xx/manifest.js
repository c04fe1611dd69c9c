// The tile manifest (18xx.games' "Tiles"): every tile of the supply by colour, drawn as the tile
// picker draws tiles, with how many are left of how many; the colours the phase has not brought
// out yet are dimmed. The counts are the view's (Python counts the copies on the map); the
// pictures come from the tile_faces query once per title and are kept here, as they never
// change. The panel is drawn only while it is open (it stays open across moves).

import { h, fill, toast } from "../dom.js";
import { t } from "../i18n.js";
import { tileIcon } from "./track.js";

const faces = new Map(); // title -> {tile: its face, unturned}
let open = false;

export function manifestPanel(ctx) {
  const { view } = ctx;
  const body = h("div", { class: "x18-manifest-body" });
  const draw = () =>
    fill(
      body,
      view.tiles.map((group) => colourGroup(ctx, group, faces.get(view.title))),
    );
  const load = () => {
    if (faces.has(view.title) || !ctx.query) return;
    ctx.query("tile_faces").then(
      (answer) => {
        faces.set(view.title, answer);
        if (open && body.isConnected) draw();
      },
      (e) => toast(e.message, { kind: "error" }),
    );
  };
  const panel = h(
    "details",
    { class: "x18-panel x18-manifest", open },
    h(
      "summary",
      {},
      h(
        "h2",
        { id: "x18-manifest-h" },
        t("ui.18xx.manifest.title"),
        " ",
        h("span", { class: "muted" }, t("ui.18xx.manifest.note")),
      ),
    ),
    body,
  );
  panel.addEventListener("toggle", () => {
    open = panel.open;
    if (open && !body.childElementCount) {
      draw();
      load();
    }
  });
  if (open) {
    draw();
    load();
  }
  return panel;
}

/** A colour's tiles, each with how many are left of how many (none left: crossed out). */
function colourGroup(ctx, group, shapes) {
  const heading = t(group.available ? "ui.18xx.manifest.colour" : "ui.18xx.manifest.colour_later", {
    colour: group.colour,
  });
  return h(
    "section",
    {
      class: ["x18-manifest-colour", !group.available && "unavailable"],
      dataset: { colour: group.colour },
      "aria-label": heading,
    },
    h("h3", {}, h("span", { class: `x18-colour ${group.colour}` }), heading),
    h(
      "ul",
      {},
      group.tiles.map(([name, left, copies]) => {
        const face = shapes?.[name];
        const tip = [
          t("ui.18xx.manifest.tile", { tile: name, left, copies }),
          face?.opposite ? t("ui.18xx.manifest.opposite", { tile: face.opposite }) : null,
        ]
          .filter(Boolean)
          .join(" · ");
        return h(
          "li",
          {
            class: ["x18-manifest-tile", !left && "gone"],
            title: tip,
            dataset: { tile: name, left: String(left), copies: String(copies) },
          },
          face ? tileIcon(ctx, face) : h("span", { class: `x18-manifest-blank tile-${group.colour}` }),
          h("span", { class: "name" }, name),
          h("span", { class: "count" }, t("ui.18xx.manifest.left", { left, copies })),
        );
      }),
    ),
  );
}
