// The 18xx table's moves in the player's words (the title's layer names its own moves:
// layer.words), and how the shared safety net (web/reach.js) sees the table. Also which
// corporation a decision is for when a corporation over its train limit discards, or when the
// title's layer says (1856: while the CGR forms), which may not be the corporation operating.

import { t } from "../i18n.js";
import { hexName, of, placeName, trainName, trainType } from "./common.js";

/**
 * The corporation the active player decides for, when it is not simply the one operating: the
 * one the title's layer names (layer.decisionFor), or the corporation over its train limit. Null
 * otherwise.
 */
export function decisionFor(ctx) {
  const special = ctx.layer.decisionFor?.(ctx);
  if (special) return special;
  const discarding = new Set(of(ctx, "discard_train").map((a) => a.corporation));
  return discarding.size === 1 ? [...discarding][0] : null;
}

const privateName = (ctx, id) => ctx.private[id]?.name || id;

/** A corporation as "its" owner in a move's words: "GT's", or as the title's layer names it
 * ("the CGR's"). */
export const corpOwner = (ctx, corp) => ctx.layer.corpName?.(corp) ?? corp;

const WORDS = {
  pass: (ctx, a) => (a.corporation ? t("ui.18xx.move.pass_for", { corp: a.corporation }) : t("ui.18xx.pass")),
  discard_train: (ctx, a) =>
    t("ui.18xx.move.discard", { corp: corpOwner(ctx, a.corporation), train: trainName(a.train) }),
  remove_token: (ctx, a) =>
    t("ui.18xx.move.remove_token", { corp: corpOwner(ctx, a.corporation), place: placeName(ctx.view, a.city) }),
  bid: (ctx, a) => t("ui.18xx.move.bid", { private: privateName(ctx, a.private) }),
  par: (ctx, a) =>
    typeof a.price === "number"
      ? t("ui.18xx.move.par_at", { corp: a.corporation, price: a.price })
      : t("ui.18xx.move.par", { corp: a.corporation }),
  buy_share: (ctx, a) =>
    t(a.from === "pool" ? "ui.18xx.move.buy_pool_share" : "ui.18xx.move.buy_share", { corp: a.corporation }),
  sell_shares: (ctx, a) =>
    a.percent
      ? t("ui.18xx.move.sell_percent", { percent: a.percent, corp: a.corporation })
      : t("ui.18xx.move.sell", { corp: a.corporation }),
  lay_tile: (ctx, a) => t("ui.18xx.move.lay_tile", { tile: a.tile, hex: hexName(ctx.view, a.hex) }),
  place_token: (ctx, a) => t("ui.18xx.move.place_token", { place: placeName(ctx.view, a.city) }),
  run_routes: () => t("ui.18xx.move.run"),
  dividend: (ctx, a) =>
    a.kind === "payout"
      ? t("ui.18xx.dividend.payout")
      : a.kind === "withhold"
        ? t("ui.18xx.dividend.withhold")
        : t("ui.18xx.move.dividend", { kind: a.kind }),
  buy_train: (ctx, a) =>
    typeof a.price === "number"
      ? t("ui.18xx.move.buy_train_for", { corp: a.corporation, train: trainName(a.train), price: a.price })
      : t("ui.18xx.move.buy_train", { corp: a.corporation, train: trainName(a.train) }),
  buy_private: (ctx, a) => t("ui.18xx.move.buy_private", { corp: a.corporation, private: privateName(ctx, a.private) }),
  end_game: () => t("ui.18xx.end_game.now"),
  bankrupt: (ctx, a) => t("ui.18xx.move.bankrupt", { player: a.player }),
};

/** A legal action in the player's words ("Discard the CGR's 4-train"), the title's layer's first;
 * one neither knows by its type's name ("Wave flag (CGR)"). */
export function describeMove(ctx, a) {
  const own = ctx.layer.words?.[a.type]?.(ctx, a);
  if (own != null) return own;
  if (WORDS[a.type]) return WORDS[a.type](ctx, a);
  const words = a.type.replace(/_/g, " ");
  const named = `${words[0].toUpperCase()}${words.slice(1)}`;
  return a.corporation ? t("ui.18xx.move.unknown_for", { move: named, corp: a.corporation }) : named;
}

/** Actions that do the same: those the title's layer calls alike (layer.alike), and discarding
 * one train or another of a type (the discard buttons offer one per type). */
const alike = (ctx, a) =>
  ctx.layer.alike?.(ctx, a) ?? (a.type === "discard_train" ? { ...a, train: trainType(a.train) } : a);

/** How the shared safety net (web/reach.js) sees this table: moves in the player's words and
 * moves alike; a tile lay is offered by its hex on the map (the tiles come from Python when it
 * is clicked), the run by the run panel. Its buttons go in `into` (the prompt). */
export function reachOptions(ctx, into) {
  const reachable = (a, root) => {
    if (a.type === "lay_tile") return !!root.querySelector(`[data-target="lay-${CSS.escape(a.hex)}"]`);
    if (a.type === "run_routes") return !!root.querySelector(".x18-run");
    return false;
  };
  return { words: (a) => describeMove(ctx, a), alike: (a) => alike(ctx, a), reachable, into, cls: "x18-other-moves" };
}
