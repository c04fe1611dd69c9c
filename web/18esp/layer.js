// What 18ESP adds to the 18xx table (web/18xx/table.js): the two gauges (the north's
// narrow gauge and the south's broad; the map draws each piece of track by its gauge), mines and
// harbours, the mountain passes and their "Closed" markers, the majors' goals, minors and majors
// with their own train limits, the player order cards and loans, the sides of a train card, combined
// trains and tenders, deals another player must accept (a train, a private, a tender, a minor
// taken over), the takeover of minors, the train export and the final operating rounds, the
// auction of the privates one at a time and P7's start price. The hooks are listed in
// web/1856/layer.js.

import { groupBy, h } from "../dom.js";
import { t } from "../i18n.js";
import {
  actionButton,
  asked,
  corpChip,
  hexName,
  listOf,
  money,
  of,
  placeName,
  placeOnly,
  rich,
  trainName,
  trainType,
} from "../18xx/common.js";
import { fig } from "../18xx/corporations.js";
import { R, centre } from "../18xx/hexes.js";
import { pill } from "../18xx/map.js";
import { discardButtons, moveGroup, passPart, trackParts as trackAsks, trainsPrompt } from "../18xx/prompt.js";
import { canonical } from "../reach.js";
import { trainButtons } from "../18xx/trains.js";
import { bidSpec } from "../18xx/dialogs.js";

const CLOSED = "closed"; // the "Closed" markers on a mountain pass (rule book 2.1)
const GOAL_KEYS = {
  destination: "ui.18esp.goal.destination",
  offboard: "ui.18esp.goal.offboard",
  harbour: "ui.18esp.goal.harbour",
};

const corpOf = (ctx, id) => ctx.corp[id];
// an unbuilt mine hex: a yellow mine tile goes there besides the normal lay (5.3.3)
const mineHex = (view, coord) => view.board.hexes[coord]?.terrain?.some(([kind]) => kind === "mine");
const privateName = (ctx, id) => ctx.private[id]?.name || id;

/** A train as 18ESP names it: the side it runs on, a combined train both ("4+1+2"). */
export function trainShown(ctx, corpId, train) {
  const names = corpOf(ctx, corpId)?.train_names || {};
  return names[train] ? t("ui.18xx.train", { train: names[train] }) : trainName(train);
}

// --- the map ---

export const mapLabel = "ui.18esp.map.label";

/** The marks on the map: mines, harbours, the "Closed" markers, harbour cities (anchor) and the
 * corporations' destinations (their id, with a tick once reached). */
export function mapIcon(ctx, kind) {
  if (kind === "mine") return { text: "⚒", tip: t("ui.18esp.map.mine") }; // i18n-ignore: a symbol
  if (kind === "harbour") return { text: "⚓", tip: t("ui.18esp.map.harbour") }; // i18n-ignore: a symbol
  if (kind === "anchor") return { text: "⚓", tip: t("ui.18esp.map.port_city") }; // i18n-ignore: a symbol
  if (kind === CLOSED) return { text: "✕", tip: t("ui.18esp.map.closed") }; // i18n-ignore: a symbol
  const corp = corpOf(ctx, kind);
  if (corp?.destination) {
    const reached = corp.goals_reached.includes("destination");
    return {
      text: reached ? `${kind} ✓` : kind,
      tip: t(reached ? "ui.18esp.map.destination_reached" : "ui.18esp.map.destination", { name: corp.name }),
    };
  }
  return { text: kind, tip: corp ? corp.name : kind };
}

/** Each mountain pass: its name, and what opening it costs or, once open, its bonus. */
export function mapMarkers(ctx, blocks) {
  const passes = ctx.view.mountain_passes.map((p) => {
    const [x, y] = centre(p.hex);
    const text = p.open
      ? t("ui.18esp.map.pass_open", { name: p.name, bonus: p.bonus })
      : t("ui.18esp.map.pass_closed", { name: p.name, cost: p.cost });
    const tip = t(p.open ? "ui.18esp.map.pass_open_title" : "ui.18esp.map.pass_closed_title", {
      name: p.name,
      cost: p.cost,
      bonus: p.bonus,
    });
    const el = pill(x, y - R * 0.62, text, ["pass", p.open && "open"].filter(Boolean).join(" "), tip);
    el.dataset.pass = p.hex;
    return el;
  });
  return [...blocks, ...passes];
}

// --- the corporations, the players, the phase ---

export function corporationsNote(view) {
  const removed = view.set_up.removed;
  return t(view.set_up.core ? "ui.18esp.corporations.note_core" : "ui.18esp.corporations.note", {
    removed: removed.length ? listOf(removed) : t("ui.18xx.none"),
  });
}

const kindText = (c) => t(c.kind === "minor" ? "ui.18esp.corp.minor" : `ui.18esp.corp.major_${c.region}`);

/** Trains by the side they run on, combined trains both, the tender beside them (null: none). */
export function corpTrains(ctx, c) {
  const names = c.trains.map((id) => trainShown(ctx, c.id, id));
  if (!c.tender) return names.length ? names.join(", ") : null;
  return names.length ? t("ui.18esp.corp.trains_tender", { trains: names.join(", ") }) : t("ui.18esp.corp.tender_only");
}

/** Minor or major (north or south), the goals and their status, locked station markers. */
export function corporationFigures(ctx, c) {
  return [
    fig(t("ui.18esp.corp.kind"), kindText(c), "kind"),
    c.destination && c.goals ? fig(t("ui.18esp.corp.goals"), goalsList(ctx, c), "goals") : null,
    c.destination && !c.goals
      ? fig(
          t("ui.18esp.corp.destination"),
          placeOnly(ctx.view, c.destination),
          "destination",
          `${hexName(ctx.view, c.destination)}: ${t("ui.18esp.corp.no_goals")}`,
        )
      : null,
    c.locked_tokens.length
      ? fig(
          t("ui.18esp.corp.locked"),
          t("ui.18esp.corp.locked_n", { n: c.locked_tokens.length }),
          "locked",
          t("ui.18esp.corp.locked_title"),
        )
      : null,
    c.floated ? null : fig(t("ui.18esp.corp.floated"), t("ui.18esp.corp.not_floated"), "floated"),
  ];
}

/** A major's three goals by name, each reached or open, with the capital it brings (6.1.2). */
function goalsList(ctx, c) {
  const { view } = ctx;
  const reached = c.goals_reached;
  return h(
    "ul",
    { class: "x18-goals", dataset: { reached: String(reached.length) } },
    view.terms.goals.map((goal) =>
      h(
        "li",
        {
          class: reached.includes(goal) ? "reached" : "open",
          dataset: { goal },
          title: goal === "destination" ? hexName(view, c.destination) : null,
        },
        t(GOAL_KEYS[goal], { place: placeOnly(view, c.destination) }),
      ),
    ),
    reached.length < view.terms.goals.length && c.par
      ? h(
          "li",
          { class: "muted small" },
          t("ui.18esp.goal.next_pays", { amount: view.terms.goal_multiples[reached.length] * c.par }),
        )
      : null,
  );
}

/** A corporation not yet started: minor or major, its home and destination by name. */
export function corporationAbout(ctx, c) {
  const home = c.home_name ? `${c.home_name} (${c.home})` : c.home;
  return h(
    "p",
    { class: "muted small" },
    c.destination
      ? t("ui.18esp.corp.about_major", { kind: kindText(c), home, to: hexName(ctx.view, c.destination) })
      : t("ui.18esp.corp.about_minor", { home }),
  );
}

/** A player's order card and his loan (owed 1.5 times at the end, 8.1). */
export function playerFigures(ctx, p) {
  return [
    h(
      "div",
      { class: "fig", title: t("ui.18esp.player.order_title") },
      h("dt", {}, t("ui.18esp.player.order")),
      h("dd", { class: "order-card" }, String(p.order_card)),
    ),
    h(
      "div",
      {
        class: ["fig", p.loan && "over"],
        title: t("ui.18esp.player.loan_title", { percent: ctx.view.terms.loan_interest_percent }),
      },
      h("dt", {}, t("ui.18esp.player.loan")),
      h("dd", { class: "loan" }, p.loan ? money(p.loan) : t("ui.18xx.none")),
    ),
  ];
}

/** The train limit of the phase: minors and majors apart (table 8). */
export function trainLimit(view, corp = null) {
  const limit = view.phase.train_limit;
  return corp ? (limit[corp.kind] ?? 0) : limitText(limit);
}

export const limitText = (limit) => t("ui.18esp.phase.limits", { minor: limit.minor ?? 0, major: limit.major });

/** The roster's other side of each card (5.7) and what recycling one costs (6.2.1). */
export const rosterColumns = () => [
  {
    head: t("ui.18esp.roster.narrow"),
    tip: t("ui.18esp.roster.narrow_title"),
    cls: "narrow",
    cell: (r) => t("ui.18xx.train", { train: r.narrow }),
  },
  {
    head: t("ui.18esp.roster.recycle"),
    tip: t("ui.18esp.roster.recycle_title"),
    cls: "recycle",
    cell: (r) => money(r.recycle_price),
  },
];

/** The entities table's row of players' loans. */
export const entityPlayerRows = () => [
  { label: t("ui.18esp.player.loan"), cls: "loan", cell: (p) => (p.loan ? money(p.loan) : "") },
];

/** The train export (5.9), the tenders left, RENFE's last set of operating rounds (8). */
export function phaseNotes(view) {
  const next = view.depot.next[0];
  return [
    next ? t("ui.18esp.phase.export", { train: trainName(next) }) : null,
    t("ui.18esp.phase.tenders", {
      p5: view.tenders.P5 ?? 0,
      market: view.tenders.market ?? 0,
      price: view.terms.tender_price,
    }),
    view.final_turn != null ? t("ui.18esp.phase.final", { turn: view.final_turn }) : null,
  ].filter(Boolean);
}

/** The bank has no limit (2.1): the game ends by RENFE, never by a broken bank. */
export const bankText = () => t("ui.18esp.bank");

// --- the auction ---

/** The bids on the private offered now (the others wait their turn). */
export const bidsOn = (ctx, p) => (ctx.view.auction?.offered === p.id ? ctx.view.auction.bids : {});

/** The privates go up one at a time, in order (3.2). */
export const auctionNote = (view) => t("ui.18esp.auction.note", { private: view.auction.offered });

export function bidLabel(ctx, p, bid) {
  const { auction } = ctx.view;
  const none = !Object.keys(auction?.bids || {}).length;
  return {
    label: none
      ? t("ui.18esp.auction.bid_start", { min: bid.price.min })
      : t("ui.18xx.private.bid_from", { min: bid.price.min }),
    title: t("ui.18esp.auction.bid_title"),
  };
}

// --- the prompt ---

export function banner(ctx, round) {
  if (ctx.view.final_turn != null && ctx.view.round === "operating" && ctx.view.turn >= ctx.view.final_turn) {
    return t("ui.18esp.banner.final", { round, corp: ctx.view.operating?.corporation || "" });
  }
  return null;
}

/** The game ended with RENFE's last operating rounds (8). */
export const endReason = (view) => (view.end_reason === "renfe" ? t("ui.18esp.end.renfe") : null);

/** Who decides now when it is not the operating director: the player answering an offer. */
export function decisionFor(ctx) {
  return ctx.view.offer ? ctx.view.offer.action.corporation : null;
}

/** The moments of 18ESP's own, before the round's prompt: an offer to answer, P7's start price,
 * the side of P2's train, a marker lifted by a lay, the auction, a loan to repay, trains over
 * the limit in a stock round. */
export function prompt(ctx, { say, add, player }) {
  const { view } = ctx;
  if (view.offer) {
    say(
      ["accept_offer", "decline_offer"].filter((type) => of(ctx, type).length),
      offerSentence(ctx, player),
    );
    add(
      of(ctx, "accept_offer").map((a) => actionButton([a], "accept", t("ui.18esp.offer.accept"), { cls: "primary" })),
    );
    add(of(ctx, "decline_offer").map((a) => actionButton([a], "decline", t("ui.18esp.offer.decline"))));
    return true;
  }
  if (view.pending_par) {
    const c = corpOf(ctx, view.pending_par);
    say(
      ["par"],
      rich("ui.18esp.p7.start_price", { player: player(), corp: corpChip(c), private: privateName(ctx, "P7") }),
    );
    add(
      of(ctx, "par").map((a) => actionButton([a], `par-${a.corporation}-${a.price}`, money(a.price), { cls: "small" })),
    );
    return true;
  }
  const sides = of(ctx, "choose_side");
  if (sides.length) {
    say(
      ["choose_side"],
      rich("ui.18esp.p2.side", {
        player: player(),
        corp: corpChip(corpOf(ctx, sides[0].corporation)),
        private: privateName(ctx, "P2"),
      }),
    );
    add(sides.map((a) => actionButton([a], `side-${a.variant}`, sideLabel(a.variant), { cls: "primary" })));
    return true;
  }
  if (view.round === "auction" && view.auction) {
    const a = view.auction;
    const high = Object.entries(a.bids).sort((x, y) => y[1] - x[1])[0];
    const { words, types } = asked(ctx, [
      [
        "bid",
        t(high ? "ui.18esp.ask.raise" : "ui.18esp.ask.bid", { private: privateName(ctx, a.offered), min: a.min_bid }),
      ],
      passPart(),
    ]);
    say(types, rich("ui.18xx.auction.turn", { player: player(), moves: words }));
    if (high)
      say(
        [],
        t("ui.18esp.auction.leading", { leader: high[0], amount: high[1], private: privateName(ctx, a.offered) }),
      );
    else say([], t("ui.18esp.auction.if_all_pass"));
    if (!high && a.discounts[a.offered]) say([], t("ui.18esp.auction.dropped", { amount: a.discounts[a.offered] }));
    of(ctx, "pass").forEach((p) =>
      add(actionButton([p], "pass", t("ui.18xx.pass"), { title: t("ui.18esp.auction.pass_title") })),
    );
    return true;
  }
  if (view.round === "stock" && of(ctx, "discard_train").length) {
    const c = corpOf(ctx, of(ctx, "discard_train")[0].corporation);
    say(["discard_train"], rich("ui.18xx.over_limit", { player: player(), corp: c.id, limit: trainLimit(view, c) }));
    add(discardButtons(ctx));
    return true;
  }
  if (view.round === "stock" && of(ctx, "repay_loan").length) {
    const me = view.players.find((p) => p.name === view.active_players[0]);
    const { words, types } = asked(ctx, [
      ["repay_loan", t("ui.18esp.ask.repay_loan", { percent: view.terms.loan_interest_percent })],
      ["sell_shares", t("ui.18xx.ask.sell_shares")],
      passPart(),
    ]);
    say(types, rich("ui.18esp.loan.stock_turn", { player: player(), amount: me.loan, moves: words }));
    add(
      of(ctx, "repay_loan").map((a) => actionButton([a], "repay-loan", t("ui.18esp.loan.repay"), { cls: "primary" })),
    );
    of(ctx, "pass").forEach((p) =>
      add(actionButton([p], "pass", t("ui.18xx.pass"), { title: t("ui.18xx.stock.pass_title") })),
    );
    return true;
  }
  return false;
}

const sideLabel = (variant) =>
  t(variant.includes("+") ? "ui.18esp.side.narrow" : "ui.18esp.side.broad", { train: variant });

/** "Ann: ZP (Cy) offers ₧80 for your tender" in the words of the deal. */
function offerSentence(ctx, player) {
  const { action } = ctx.view.offer;
  const corp = corpChip(corpOf(ctx, action.corporation));
  const by = corpOf(ctx, action.corporation).director;
  const args = { player: player(), corp, by, amount: action.price };
  if (action.type === "buy_train")
    return rich("ui.18esp.offer.train", { ...args, train: trainShown(ctx, ownerOf(ctx, action.train), action.train) });
  if (action.type === "buy_private")
    return rich("ui.18esp.offer.private", { ...args, private: privateName(ctx, action.private) });
  if (action.type === "buy_tender")
    return rich("ui.18esp.offer.tender", { ...args, share: ctx.view.terms.tender_to_owner });
  return rich("ui.18esp.offer.takeover", {
    ...args,
    minor: action.minor,
    price: corpOf(ctx, action.minor)?.price ?? 0,
  });
}

const ownerOf = (ctx, train) => ctx.view.corporations.find((c) => c.trains.includes(train))?.id;

/** 18ESP's own steps of an operating turn: trains (sides, combined trains), the takeover of minors. */
export const steps = {
  track(ctx, { corp, ask, say, pass }) {
    ask(trackAsks(ctx, corp));
    if (of(ctx, "lay_tile").some((a) => mineHex(ctx.view, a.hex))) say([], t("ui.18esp.op.mine_note"));
    pass(t("ui.18xx.op.no_tile"));
  },
  trains(ctx, { corp, lead, ask, say, add, pass }) {
    const must = !of(ctx, "pass").length;
    trainsPrompt(
      ctx,
      corp,
      lead,
      ask,
      say,
      must && corp.kind !== "minor"
        ? ` ${t("ui.18esp.loan.emergency", { percent: ctx.view.terms.loan_interest_percent })}`
        : "",
    );
    add(trainButtons(ctx));
    const combines = of(ctx, "combine_trains");
    if (combines.length) {
      say(["combine_trains"], t("ui.18esp.combine.about"));
      const one = [...groupBy(combines, (a) => canonical(alike(ctx, a))).values()].map((same) => same[0]);
      add(
        one.map((a) => actionButton([a], `combine-${a.train}-${a.recycled}`, combineLabel(ctx, a), { cls: "combine" })),
      );
    }
    pass(t("ui.18xx.op.no_trains"));
  },
  takeover(ctx, { corp, lead, ask, say, add, pass }) {
    const markers = of(ctx, "takeover_marker");
    if (markers.length) {
      say(
        ["takeover_marker"],
        lead("ui.18esp.takeover.marker", {
          place: ctx.view.takeover_marker ? placeName(ctx.view, ctx.view.takeover_marker[1]) : "",
        }),
      );
      add(
        markers.map((a) =>
          actionButton(
            [a],
            `takeover-marker-${a.choice}`,
            t(a.choice === "map" ? "ui.18esp.takeover.marker_place" : "ui.18esp.takeover.marker_none"),
          ),
        ),
      );
      return;
    }
    ask([["take_over", t("ui.18esp.ask.take_over", { cash: corp.cash })], passPart()]);
    add(of(ctx, "take_over").map((a) => actionButton([a], `take-over-${a.minor}`, takeOverLabel(ctx, a))));
    pass(t("ui.18esp.takeover.none"));
  },
};

function takeOverLabel(ctx, a) {
  const minor = corpOf(ctx, a.minor);
  return t("ui.18esp.takeover.button", {
    minor: a.minor,
    director: minor.director,
    price: minor.price ?? 0,
    cash: minor.cash,
    trains: minor.trains.length,
  });
}

/** Moves that are the same to a player: combining either of two trains of one side (both able
 * to run this round) with either of two recycled cards of one type (one button for them; the table's safety net counts it for both). */
export function alike(ctx, a) {
  if (a.type !== "combine_trains") return null;
  return {
    ...a,
    train: trainShown(ctx, a.corporation, a.train),
    recycled: trainType(a.recycled),
    idle: ctx.view.idle_trains.includes(a.train),
  };
}

function combineLabel(ctx, a) {
  return t("ui.18esp.combine.button", {
    train: trainShown(ctx, a.corporation, a.train),
    recycled: a.variant,
    price: a.price,
  });
}

/** A run may begin with the tender put on a train. */
export function stepLead(ctx, step) {
  if (step === "routes" && of(ctx, "attach_tender").length && of(ctx, "run_routes").length)
    return ["ui.18esp.op.routes_tender", {}, ["run_routes", "attach_tender"]];
  return null;
}

/** A track step also opens mountain passes (6.2; the buttons are among the moves of the turn). */
export const trackParts = () => [["open_pass", t("ui.18esp.ask.open_pass")]];

/** Opening a mountain pass, buying a tender, attaching the tender to a train for this run: each
 * a group of small buttons. */
export function anytime(ctx, generic) {
  const { view } = ctx;
  const passes = Object.fromEntries(view.mountain_passes.map((p) => [p.hex, p]));
  const owner = ctx.private.P5?.owner || "";
  return [
    ...generic,
    moveGroup(
      t("ui.18esp.anytime.passes"),
      ["open_pass"],
      of(ctx, "open_pass").map((a) => {
        const p = passes[a.hex];
        return actionButton([a], `pass-${a.hex}`, t("ui.18esp.anytime.pass", { name: p.name, cost: p.cost }), {
          title: t("ui.18esp.pass.open", { name: p.name, cost: p.cost, bonus: p.bonus }),
        });
      }),
    ),
    moveGroup(
      t("ui.18esp.anytime.tenders", { price: view.terms.tender_price }),
      ["buy_tender"],
      of(ctx, "buy_tender").map((a) =>
        actionButton(
          [a],
          `tender-${a.from}`,
          a.from === "market" ? t("ui.18esp.anytime.tender_market") : t("ui.18esp.anytime.tender_p5", { owner }),
          {
            title: t(a.from === "market" ? "ui.18esp.tender.buy_market" : "ui.18esp.tender.buy_p5", {
              price: a.price,
              owner,
              share: view.terms.tender_to_owner,
            }),
          },
        ),
      ),
    ),
    moveGroup(
      t("ui.18esp.anytime.attach"),
      ["attach_tender"],
      of(ctx, "attach_tender").map((a) =>
        actionButton([a], `attach-${a.train}`, trainShown(ctx, a.corporation, a.train), {
          title: t("ui.18esp.tender.attach", { train: trainShown(ctx, a.corporation, a.train) }),
        }),
      ),
    ),
  ];
}

/** A corporation pays a player 1 up to the phase's share of a private's face value (5.8, table 3). */
export function privateTerms(view) {
  const s = view.starting;
  return s.private_price_percent == null
    ? null
    : t("ui.18esp.private_terms", {
        min: s.private_price_min,
        percent: s.private_price_percent,
        phase: view.phase.name,
      });
}

/** A major not yet floated: how much of it must be sold and what its treasury then receives
 * (4.3.2); floated, it operates from the next operating round. */
export function statusText(view, c) {
  if (c.floated) return t("ui.18esp.status.floated");
  const s = view.starting;
  return t("ui.18esp.status.floats_at", { percent: s.float_percent, amount: s.capital_multiple * c.par });
}

/** A train to buy by the side it will run on ("1+2-train (narrow gauge)"). */
export function trainLabel(ctx, a) {
  if (!a.variant) return ownerOf(ctx, a.train) ? trainShown(ctx, ownerOf(ctx, a.train), a.train) : null;
  return sideLabel(a.variant);
}

// --- moves in words, dialogs, scores ---

export const words = {
  accept_offer: () => t("ui.18esp.offer.accept"),
  decline_offer: () => t("ui.18esp.offer.decline"),
  open_pass: (ctx, a) =>
    t("ui.18esp.move.open_pass", { name: ctx.view.mountain_passes.find((p) => p.hex === a.hex)?.name || a.hex }),
  attach_tender: (ctx, a) => t("ui.18esp.tender.attach", { train: trainShown(ctx, a.corporation, a.train) }),
  buy_tender: (ctx, a) => t("ui.18esp.move.buy_tender", { corp: a.corporation, price: a.price }),
  combine_trains: (ctx, a) => combineLabel(ctx, a),
  choose_side: (ctx, a) => sideLabel(a.variant),
  take_over: (ctx, a) => t("ui.18esp.move.take_over", { corp: a.corporation, minor: a.minor }),
  takeover_marker: (ctx, a) =>
    t(a.choice === "map" ? "ui.18esp.takeover.marker_place" : "ui.18esp.takeover.marker_none"),
  repay_loan: () => t("ui.18esp.loan.repay"),
  buy_train: (ctx, a) =>
    a.variant
      ? t("ui.18esp.move.buy_train_side", { corp: a.corporation, train: sideLabel(a.variant), price: a.price })
      : null,
};

/** The start of a corporation: what its start price brings (4.3.1, 4.3.2, 6.1); P7's start price
 * costs its buyer nothing more; a bid is a bid (the privates are auctioned one at a time); a
 * private's price; a loan is repaid in part or whole, with interest. */
export function dialog(actions, view, spec) {
  const a = actions[0];
  if (a.type === "bid") return { ...spec, ...bidSpec(view, a, { purchase: false }) };
  if (a.type === "par" && !view.pending_par)
    return {
      ...spec,
      intro: startAbout(
        view,
        view.corporations.find((c) => c.id === a.corporation),
      ),
    };
  if (a.type === "par" && view.pending_par) {
    return {
      ...spec,
      choices: { price: { label: t("ui.18xx.par.label"), option: (v) => money(v) } },
      confirm: (x) => t("ui.18esp.p7.confirm", { corp: a.corporation, price: x.price }),
    };
  }
  if (a.type === "repay_loan") {
    const owed = view.players.find((p) => p.name === a.player).loan;
    const interest = (v) => Math.ceil((v * view.terms.loan_interest_percent) / 100);
    return {
      title: t("ui.18esp.loan.repay"),
      intro: [t("ui.18esp.loan.about", { owed, percent: view.terms.loan_interest_percent })],
      ranges: {
        amount: {
          label: t("ui.18esp.loan.amount"),
          format: money,
          help: (v) => t("ui.18esp.loan.pays", { amount: v, interest: interest(v), total: v + interest(v) }),
        },
      },
      confirm: (x) => t("ui.18esp.loan.confirm", { amount: x.amount, total: x.amount + interest(x.amount) }),
    };
  }
  return spec;
}

/** What starting a corporation brings, in the phase now: a minor's buyer pays its treasury and it
 * operates at once (4.3.1); a major floats once enough of it is sold and then receives its capital,
 * before phase 5 the rest by its goals (4.3.2, 6.1). */
function startAbout(view, corp) {
  const s = view.starting;
  if (corp.kind === "minor") {
    return [t("ui.18esp.start.minor", { multiple: s.minor_capital_multiple }), t("ui.18esp.start.minor_life")];
  }
  const goals = view.terms.goal_multiples;
  return [
    t("ui.18esp.start.major", { percent: s.float_percent, multiple: s.capital_multiple }),
    s.goals
      ? t("ui.18esp.start.goals", {
          place: corp.destination ? placeOnly(view, corp.destination) : "",
          first: goals[0],
          second: goals[1],
          third: goals[2],
        })
      : t("ui.18esp.start.no_goals"),
  ];
}

/** Each fortune counts cash and shares, less 1.5 times what is still owed (8.1). */
export const scoresNote = () => "ui.18esp.scores.about";
