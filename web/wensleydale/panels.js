// The Wensleydale/Nürnberg table's displays: influence, trains, the players, the tracks and the
// orders.

import { h, actionData, groupBy } from "../dom.js";
import { t } from "../i18n.js";
import { lastMark } from "../table-generic.js";
import { computerMark, playerLabel } from "../computers.js";
import { COMPANIES, INFLUENCE, chip, influence, influenceName, kind, msg, of, onTop, pc, signed } from "./common.js";
import { ruleHelp } from "./prompt.js";

// --- the influence display ---

function marker(colour, drawn = false) {
  const cls = ["wd-marker", `inf-${colour}`, drawn && "drawn"];
  const title =
    colour === "red_or_green"
      ? t("ui.wd.marker.red_or_green")
      : t(drawn ? "ui.wd.marker.drawn" : "ui.wd.marker.printed", { colour });
  return h("span", { class: cls, title, "aria-label": title });
}

export function influenceDisplay(ctx, focus) {
  const { view } = ctx;
  const bids = groupBy(of(ctx, "bid"), (a) => a.field);
  const row = (name) =>
    view.influence_fields.filter((f) => f.row === name).map((f) => field(ctx, f, bids.get(f.number) || []));
  const bag = INFLUENCE.map((colour) => msg("ui.wd.bag.count", { n: view.bag[colour] || 0, colour }));
  return h(
    "section",
    { class: ["wd-influence", focus && "focus"], "aria-labelledby": "wd-influence-h" },
    h(
      "h2",
      { id: "wd-influence-h" },
      t("ui.wd.influence.title"),
      " ",
      h("span", { class: "muted" }, t("ui.wd.influence.note", { bag })),
    ),
    h("div", { class: "wd-fields top" }, row("top")),
    h("div", { class: "wd-fields bottom" }, row("bottom")),
  );
}

/** The markers of an influence field, printed and drawn, as messages ("white", "red or green"). */
export function markerNames(f) {
  return [...f.printed, f.drawn]
    .filter(Boolean)
    .map((c) => msg(`ui.wd.marker.${c === "red_or_green" ? "red_or_green_short" : c}`));
}

function field(ctx, f, actions) {
  const touched = ctx.last.type === "bid" && ctx.last.field === f.number;
  const body = [
    h("span", { class: "field-number" }, `${f.number}`),
    h(
      "span",
      { class: "field-markers" },
      f.printed.map((c) => marker(c)),
      f.drawn ? marker(f.drawn, true) : null,
    ),
    h(
      "span",
      { class: "field-bid" },
      f.bid
        ? [chip(ctx, f.bid.player), " ", t("ui.wd.cubes", { n: f.bid.cubes })]
        : t("ui.wd.field.min", { n: f.min_bid }),
    ),
  ];
  const label = t(f.bid ? "ui.wd.field.label_bid" : "ui.wd.field.label", {
    field: f.number,
    row: msg(`ui.wd.row.${f.row}`),
    min: f.min_bid,
    markers: markerNames(f),
    player: f.bid?.player,
    cubes: f.bid?.cubes,
  });
  if (!actions.length)
    return h(
      "div",
      {
        class: ["wd-field", touched && "last-move"],
        role: "img",
        "aria-label": label,
        dataset: { field: String(f.number) },
      },
      body,
    );
  return h(
    "button",
    {
      type: "button",
      class: ["wd-field", "playable", touched && "last-move"],
      "aria-label": t("ui.wd.field.bid_here", { label }),
      dataset: { ...actionData(actions, `field-${f.number}`), field: String(f.number) },
    },
    body,
  );
}

// --- the train display ---

export function trainDisplay(ctx, focus) {
  const { view } = ctx;
  const buys = groupBy(of(ctx, "buy_train"), (a) => a.train);
  const rows = groupBy(view.trains, (tr) => tr.row);
  return h(
    "section",
    { class: ["wd-trains", focus && "focus"], "aria-labelledby": "wd-trains-h" },
    h(
      "h2",
      { id: "wd-trains-h" },
      t("ui.wd.trains.title"),
      " ",
      h("span", { class: "muted" }, t(view.first_class ? "ui.wd.trains.first_class" : "ui.wd.trains.one_vp")),
    ),
    h(
      "div",
      { class: "wd-train-rows" },
      [...rows.values()].map((trains) =>
        h(
          "div",
          { class: "wd-train-row" },
          h("span", { class: "row-price", title: t("ui.wd.trains.row_price") }, `${trains[0].price}`),
          trains.map((tr) => train(ctx, tr, buys.get(tr.id) || [])),
        ),
      ),
    ),
  );
}

function train(ctx, tr, actions) {
  const touched = ["buy_train", "transport"].includes(ctx.last.type) && ctx.last.train === tr.id;
  const seats = [];
  const passengers = tr.loads.filter((l) => l === "red" || l === "green");
  const goods = tr.loads.filter((l) => l !== "red" && l !== "green");
  for (let i = 0; i < tr.passengers; i++)
    seats.push(h("span", { class: ["slot", "seat", passengers[i] && `passenger-${passengers[i]}`] }));
  const places = [];
  for (let i = 0; i < tr.goods; i++) {
    const g = goods[i];
    places.push(
      h("span", {
        class: ["slot", "place", g && (g === ctx.view.board.goods.quarry ? "goods-quarry" : "goods-field")],
      }),
    );
  }
  const body = [
    h("span", { class: "train-id" }, tr.id),
    tr.owner
      ? chip(ctx, tr.owner, { class: "wd-chip loco", title: t("ui.wd.train.locomotive", { player: tr.owner }) })
      : null,
    tr.passengers
      ? h("span", { class: "wagon", title: t("ui.wd.train.passenger_wagon", { n: tr.passengers }) }, seats)
      : null,
    tr.goods ? h("span", { class: "wagon", title: t("ui.wd.train.goods_wagon", { n: tr.goods }) }, places) : null,
  ];
  const label = t(tr.owner ? "ui.wd.train.label_owned" : "ui.wd.train.label", {
    train: tr.id,
    price: influence("brown", tr.price),
    seats: tr.passengers,
    goods: tr.goods,
    player: tr.owner,
    loads: tr.loads.length ? tr.loads.map(kind) : msg("ui.wd.nothing"),
  });
  if (!actions.length)
    return h(
      "div",
      {
        class: ["wd-train", tr.owner && "owned", touched && "last-move"],
        role: "img",
        "aria-label": label,
        dataset: { train: tr.id },
      },
      body,
    );
  return h(
    "button",
    {
      type: "button",
      class: ["wd-train", "playable", touched && "last-move"],
      "aria-label": t("ui.wd.train.buy_it", { label }),
      dataset: { ...actionData(actions, `train-${tr.id}`), train: tr.id },
    },
    body,
  );
}

// --- players and tracks ---

export function playersPanel(ctx) {
  const { view } = ctx;
  const active = new Set(view.active_players);
  const goods = [view.board.goods.quarry, view.board.goods.field, ...COMPANIES];
  return h(
    "section",
    { class: "wd-players", "aria-labelledby": "wd-players-h" },
    h("h2", { id: "wd-players-h" }, t("ui.wd.players")),
    view.players.map((p) =>
      h(
        "article",
        {
          class: [
            "wd-player",
            active.has(p.name) && "active",
            p.passed && "passed",
            ctx.last.player === p.name && "last-move",
          ],
          style: pc(ctx, p.name),
          dataset: { player: p.name },
          "aria-label": t(active.has(p.name) ? "ui.wd.player_to_act" : "ui.wd.player", { player: p.name }),
        },
        h(
          "header",
          {},
          seatDot(ctx, p.name),
          h("h3", { class: "player-name" }, p.name),
          computerMark(ctx.computers, p.name),
          active.has(p.name) ? h("span", { class: "marker to-act" }, t("ui.wd.to_act")) : null,
          p.passed && view.phase === "transport" ? h("span", { class: "marker passed" }, t("ui.wd.passed")) : null,
          ctx.last.player === p.name ? lastMark() : null,
        ),
        h(
          "dl",
          { class: "wd-figures" },
          fig(t("ui.wd.fig.cubes"), `${p.cubes}`, "cubes", t("ui.wd.fig.cubes_tip", { supply: p.supply })),
          fig(t("ui.wd.fig.track"), t("ui.wd.fig.track_left", { n: p.pieces }), "pieces", t("ui.wd.fig.track_tip")),
          fig(t("ui.wd.fig.vp"), `${p.vp}`, "vp", t("ui.wd.fig.vp_tip")),
          fig(t("ui.wd.fig.profit"), signed(p.profit), "profit", t("ui.wd.fig.profit_tip")),
        ),
        h(
          "div",
          { class: "wd-influence-line", "aria-label": t("ui.wd.influence") },
          INFLUENCE.map((c) =>
            h(
              "span",
              {
                class: ["inf", `inf-${c}`, chosen(ctx, p.name, c) && "last-move"],
                dataset: { influence: c },
                title: influenceName(c),
              },
              `${p.influence[c]}`,
            ),
          ),
        ),
        h(
          "div",
          { class: "wd-loads", "aria-label": t("ui.wd.loads_kept") },
          goods.map((k) =>
            h("span", { class: "kept", dataset: { load: k } }, t(`ui.wd.count.${k}`, { n: p.loads[k] || 0 })),
          ),
          h("span", { class: "sets" }, t("ui.wd.sets", { n: p.sets })),
        ),
        trainsOf(ctx, p.name),
      ),
    ),
  );
}

/** Whether the last move took `colour` for `name` (the two-coloured marker's choice). */
const chosen = (ctx, name, colour) =>
  ctx.last.type === "choose_influence" && ctx.last.player === name && ctx.last.colour === colour;

function trainsOf(ctx, name) {
  const mine = ctx.view.trains.filter((tr) => tr.owner === name);
  if (!mine.length) return null;
  return h(
    "p",
    { class: "wd-own-trains muted" },
    t("ui.wd.own_trains", { trains: mine.map((tr) => msg("ui.wd.own_train", { train: tr.id, n: tr.loads.length })) }),
  );
}

/** A seat's marker: its colour and mark, its name (and whether a computer plays it) on hover. */
function seatDot(ctx, name) {
  return h(
    "span",
    { class: "dot", style: pc(ctx, name), title: playerLabel(ctx.computers, name), dataset: { player: name } },
    ctx.mark[name],
  );
}

function fig(label, value, cls, tip) {
  return h("div", { class: ["fig", cls], title: tip }, h("dt", {}, label), h("dd", { class: cls }, value));
}

function track(ctx, title, stacks, low, high, cls) {
  const at = new Map(stacks.map((x) => [x.position, x.stack]));
  const spaces = [];
  for (let i = low; i <= high; i++) {
    const stack = at.get(i) || [];
    spaces.push(
      h(
        "li",
        {
          class: ["space", stack.length && "occupied"],
          dataset: { position: String(i) },
          title: stack.length ? `${i}: ${t("ui.wd.names", { players: onTop(stack) })}` : `${i}`,
        },
        h("span", { class: "pos" }, cls === "profit" ? signed(i) : `${i}`),
        h(
          "span",
          { class: "stack" },
          stack.map((p) => seatDot(ctx, p)),
        ),
      ),
    );
  }
  return h("div", { class: ["wd-track", cls], dataset: { track: cls } }, h("h3", {}, title), h("ol", {}, spaces));
}

export function tracksPanel(ctx) {
  const { view } = ctx;
  return h(
    "section",
    { class: "wd-tracks", "aria-labelledby": "wd-tracks-h" },
    h(
      "h2",
      { id: "wd-tracks-h" },
      t("ui.wd.tracks.title"),
      " ",
      h("span", { class: "muted" }, t("ui.wd.tracks.note")),
      " ",
      ruleHelp("scoring", view.board),
    ),
    INFLUENCE.map((c) => track(ctx, influenceName(c), view.influence_tracks[c], 0, view.influence_top, c)),
    track(ctx, t("ui.wd.fig.profit"), view.profit_track, view.profit_range[0], view.profit_range[1], "profit"),
  );
}

// which order each phase plays in
const ORDER_OF = {
  auction: "player",
  credit: "player",
  track_building: "build",
  transport: "train",
  takeovers: "player",
};

/** The three orders as the phases use them: the one in use first and marked, who has had his
 * turn in it, who is on, who has passed. The build and train orders are fixed in phase 4 and
 * do not follow the influence tracks afterwards, so they are shown here, not beside the tracks. */
export function ordersPanel(ctx) {
  const { view } = ctx;
  const inUse = ORDER_OF[view.phase];
  const orders = { player: view.player_order, build: view.build_order, train: view.train_order };
  const sorted = Object.keys(orders).sort((x, y) => Number(y === inUse) - Number(x === inUse));
  const passed = new Set(view.players.filter((p) => p.passed).map((p) => p.name));
  return h(
    "section",
    { class: "wd-orders", "aria-labelledby": "wd-orders-h" },
    h("h2", { id: "wd-orders-h" }, t("ui.wd.orders.title")),
    sorted.map((which) => {
      const order = orders[which];
      const now = which === inUse ? order.findIndex((p) => view.active_players.includes(p)) : -1;
      return h(
        "div",
        { class: ["wd-order", which === inUse && "in-use"], dataset: { order: which } },
        h(
          "h3",
          {},
          t(`ui.wd.order.${which}`),
          " ",
          h("span", { class: "muted" }, t(`ui.wd.order.${which}_why`)),
          which === inUse ? h("span", { class: "marker in-use" }, t("ui.wd.orders.now")) : null,
        ),
        order.length
          ? h(
              "ol",
              { class: "order" },
              order.map((p, i) => {
                const state =
                  i === now
                    ? "on"
                    : now >= 0 && i < now && which === "build"
                      ? "done"
                      : which === inUse && which === "train" && passed.has(p)
                        ? "passed"
                        : null;
                return h(
                  "li",
                  { class: state, dataset: { player: p } },
                  chip(ctx, p),
                  state ? h("span", { class: "order-state" }, t(`ui.wd.orders.${state}`)) : null,
                );
              }),
            )
          : h("p", { class: "muted" }, t("ui.wd.order.unset")),
      );
    }),
  );
}
