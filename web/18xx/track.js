// Laying track and placing station markers on the map. Hexes with a legal lay are highlighted;
// clicking one asks Python for its lays (each with the hex as it would look, and the terrain
// cost), the player picks a tile, turns it among its legal rotations only (the buttons, or a
// click on the hex again) and confirms: the confirm button is the legal lay_tile action.
// Cities where a station marker may go carry their place_token action.

import { h, fill, toast, actionData, groupBy, svg as s } from "../dom.js";
import { t } from "../i18n.js";
import { hexName, of, placeName } from "./common.js";
import { corpOwner } from "./moves.js";
import { drawHex } from "./map.js";
import { R } from "./hexes.js";

/** Offer the hexes with a legal lay on the map; `ui.lay` ({hex, options, at}) keeps the choice
 * in progress across re-renders of one position, and `panel` shows it. */
export function offerLays(ctx, map, ui, panel) {
  const byHex = groupBy(of(ctx, "lay_tile"), (a) => a.hex);
  const targets = () =>
    [...byHex].map(([coord, actions]) => ({
      coord,
      key: `lay-${coord}`,
      cls: ["lay", ui.lay?.hex === coord && "selected"],
      label: t("ui.18xx.lay.target", {
        hex: hexName(ctx.view, coord),
        n: new Set(actions.map((a) => `${a.tile}${a.private || ""}`)).size,
      }),
      // Enter on the chosen hex (or a tile of its picker) confirms the lay (web/game.js shortcut)
      data: ui.lay?.hex === coord ? { hex: coord, enterConfirms: "1" } : { hex: coord },
      onClick: () => select(coord),
    }));
  const refresh = () => {
    const lay = ui.lay;
    const chosen = lay?.options?.[lay.at];
    map.preview(chosen ? lay.hex : null, chosen?.hex);
    map.targets("lay", targets());
    fill(panel, layPanel(ctx, ui, refresh));
    map.float(panel, lay?.hex ?? null);
  };
  const select = async (coord) => {
    if (ui.lay?.hex === coord && ui.lay.options) {
      turn(ui.lay, 1);
      refresh();
      return;
    }
    ui.lay = { hex: coord, options: null, at: 0 };
    refresh();
    try {
      const options = await ctx.query("lays", { hex: coord });
      if (ui.lay?.hex !== coord) return;
      ui.lay.options = options;
      ui.redrawLay(); // this table's, or a newer one's drawn meanwhile
    } catch (e) {
      toast(e.message, { kind: "error" });
    }
  };
  ui.redrawLay = refresh;
  if (byHex.size) refresh();
}

/** The tiles that may go on the chosen hex: one choice per tile (and private power). */
function tileChoices(options) {
  return [
    ...groupBy(
      options.map((o, i) => ({ ...o, index: i })),
      (o) => `${o.action.tile}|${o.action.private || ""}`,
    ).values(),
  ];
}

function turn(lay, step) {
  const choice = tileChoices(lay.options).find((c) => c.some((o) => o.index === lay.at));
  const k = choice.findIndex((o) => o.index === lay.at);
  lay.at = choice[(k + step + choice.length) % choice.length].index;
}

function layPanel(ctx, ui, refresh) {
  const lay = ui.lay;
  if (!lay) return null;
  const hex = ctx.view.board.hexes[lay.hex];
  if (!lay.options)
    return h("p", { class: "x18-hint", role: "status" }, t("ui.18xx.lay.finding", { hex: hexName(ctx.view, lay.hex) }));
  const chosen = lay.options[lay.at];
  const choices = tileChoices(lay.options);
  const mine = choices.find((c) => c.some((o) => o.index === lay.at));
  const cost = chosen.cost ? { key: "ui.18xx.lay.cost", args: { cost: chosen.cost } } : { key: "ui.18xx.lay.no_cost" };
  const via = chosen.action.private ? ctx.private[chosen.action.private].name : null;
  return h(
    "div",
    { class: "x18-lay", dataset: { hex: lay.hex } },
    h(
      "p",
      { class: "x18-lay-head" },
      h("strong", {}, t("ui.18xx.lay.head", { hex: hexName(ctx.view, lay.hex) })),
      hex.terrain ? ` — ${hex.terrain.map(([k, c]) => t("ui.18xx.lay.terrain", { kind: k, cost: c })).join(", ")}` : "",
    ),
    h(
      "div",
      { class: "x18-tiles", role: "radiogroup", "aria-label": t("ui.18xx.lay.tiles_label") },
      choices.map((c) => {
        const first = c[0];
        const on = c === mine;
        return h(
          "button",
          {
            type: "button",
            class: ["x18-tile-choice", on && "chosen"],
            role: "radio",
            "aria-checked": String(on),
            dataset: {
              tile: first.action.tile,
              ...(first.action.private && { private: first.action.private }),
              enterConfirms: "1",
            },
            title: first.action.private
              ? t("ui.18xx.lay.choice_with", {
                  tile: first.action.tile,
                  private: ctx.private[first.action.private].name,
                  n: c.length,
                })
              : t("ui.18xx.lay.choice", { tile: first.action.tile, n: c.length }),
            onclick: () => {
              lay.at = on ? lay.at : first.index;
              refresh();
            },
          },
          tileIcon(ctx, (on ? chosen : first).hex),
          h("span", {}, first.action.tile),
          first.action.private ? h("span", { class: "muted" }, first.action.private) : null,
        );
      }),
    ),
    h(
      "div",
      { class: "x18-lay-buttons" },
      h(
        "button",
        {
          type: "button",
          class: "button",
          id: "x18-rotate-left",
          disabled: mine.length < 2,
          title: t("ui.18xx.lay.previous"),
          onclick: () => {
            turn(lay, -1);
            refresh();
          },
        },
        "⟲",
      ),
      h(
        "span",
        { class: "x18-rotation", dataset: { rotation: String(chosen.action.rotation) } },
        mine.length > 1
          ? t("ui.18xx.lay.rotation", { i: mine.findIndex((o) => o.index === lay.at) + 1, n: mine.length })
          : t("ui.18xx.lay.one_way"),
      ),
      h(
        "button",
        {
          type: "button",
          class: "button",
          id: "x18-rotate-right",
          disabled: mine.length < 2,
          title: t("ui.18xx.lay.next"),
          onclick: () => {
            turn(lay, 1);
            refresh();
          },
        },
        "⟳",
      ),
      h(
        "button",
        {
          type: "button",
          class: "button primary",
          id: "x18-lay-confirm",
          dataset: actionData([chosen.action], "lay-confirm"),
          "aria-keyshortcuts": "Enter", // i18n-ignore: a key's name (aria-keyshortcuts)
          title: t("ui.keys.confirm"),
        },
        via
          ? t("ui.18xx.lay.confirm_with", { tile: chosen.action.tile, private: via, cost })
          : t("ui.18xx.lay.confirm", { tile: chosen.action.tile, cost }),
      ),
      h(
        "button",
        {
          type: "button",
          class: "button",
          onclick: () => {
            ui.lay = null;
            refresh();
          },
        },
        t("ui.18xx.cancel"),
      ),
    ),
  );
}

/** A tile as a small picture, drawn like the map's hexes (the picker's choices, the tile manifest). */
export function tileIcon(ctx, hex) {
  return s(
    "svg",
    { class: "x18-tile-icon x18-art", viewBox: `${-R} ${-R} ${2 * R} ${2 * R}`, "aria-hidden": "true" },
    s("g", { transform: `translate(${-R} ${(-R * Math.sqrt(3)) / 2})` }, drawHex(ctx, "A1", hex, { icon: true })),
  );
}

/** Cities offered for a station marker (or for a corporation to give one up, 1856's CGR): map
 * targets. */
export function cityTargets(ctx) {
  const tokens = groupBy([...of(ctx, "place_token"), ...of(ctx, "remove_token")], (a) => a.city);
  // several cities of one hex offered: each numbered as its name numbers it ("city 2")
  const perHex = groupBy([...tokens.keys()], (city) => city.split("-")[0]);
  return [...tokens].map(([city, actions]) => {
    // a private's free marker and a bought one in the same city: the dialog asks which
    actions.sort((a, b) => (b.private ? 1 : 0) - (a.private ? 1 : 0));
    const remove = actions[0].type === "remove_token";
    const ref = city.split("-")[1];
    const badge = perHex.get(city.split("-")[0]).length > 1 && ref[0] === "c" ? String(Number(ref.slice(1)) + 1) : null;
    return {
      node: city,
      key: `city-${city}`,
      cls: remove ? "remove" : "token",
      actions,
      badge,
      label: remove
        ? t("ui.18xx.move.remove_token", {
            corp: corpOwner(ctx, actions[0].corporation),
            place: placeName(ctx.view, city, { side: true }),
          })
        : tokenLabel(ctx, actions[0]),
    };
  });
}

export function tokenLabel(ctx, a) {
  const where = placeName(ctx.view, a.city, { side: true });
  const corp = ctx.corp[a.corporation];
  if (a.private)
    return t("ui.18xx.token.free_in", { corp: a.corporation, place: where, private: ctx.private[a.private].name });
  const lifted = ctx.view.lifted_markers?.[0];
  if (lifted) return t("ui.18xx.token.lifted_in", { corp: lifted.corporation, place: where });
  if (ctx.view.operating?.step === "home") return t("ui.18xx.token.home_in", { corp: a.corporation, place: where });
  return t("ui.18xx.token.in_for", { place: where, amount: corp.tokens_left[0] });
}
