// Whose turn it is and what they may do now: the banner (round, phase, operating order) and the
// prompt for the step (the auction, a stock turn, each step of a corporation's operating turn,
// selling to raise money, a station marker a lay lifted, and what the title's layer adds: 1856's
// CGR formation, its loans), with the step's moves as buttons. Moves that sit elsewhere (tiles and
// cities on the map, shares on the corporation cards, bids on the private cards) are named here
// and highlighted there. Each sentence that asks for moves is made from the moves legal now and
// names their types in data-moves (tables.js); the moves open at any time of a turn come last, in
// groups of small buttons.

import { h, toast, groupBy } from "../dom.js";
import { t } from "../i18n.js";
import { actionButton, asked, cheapest, corpChip, hexName, listOf, of, placeName, rich, trainName } from "./common.js";
import { trainButtons } from "./trains.js";
import { decisionFor } from "./moves.js";
import { playerLabel } from "../computers.js";

/** The round as the banner names it ("Stock round 2", "Operating round 2.1 (of 2)"). */
function roundName(view) {
  if (view.round === "stock") return t("ui.18xx.round.stock_n", { number: view.turn });
  if (view.round === "operating") {
    return t("ui.18xx.round.operating_n", {
      turn: view.turn,
      number: view.operating_round,
      count: view.operating_rounds,
    });
  }
  return t(`ui.18xx.round.${view.round}`);
}

export function turnBanner(ctx) {
  const { view } = ctx;
  const over = view.round === "over";
  const op = view.operating;
  let what = roundName(view);
  // something of the title's own happening (1856: the CGR forming) names the round its way
  const special = over ? null : ctx.layer.banner?.(ctx, what);
  if (special) what = special;
  else if (op) what = t("ui.18xx.banner.operating", { round: what, corp: op.corporation });
  const decision = over ? null : decisionFor(ctx);
  const shown = decision && (special || decision !== op?.corporation) ? ctx.corp[decision] : null;
  return h(
    "section",
    {
      class: "turn-banner x18-banner",
      dataset: { active: view.active_players.join(","), round: view.round, ...(shown && { decision: shown.id }) },
      "aria-label": t("ui.18xx.banner.label"),
    },
    h(
      "div",
      { class: "turn-line" },
      h(
        "span",
        { class: "turn-who" },
        over ? t("ui.18xx.round.over") : listOf(view.active_players.map((p) => playerLabel(ctx.computers, p))),
      ),
      h("span", { class: "turn-sep", "aria-hidden": "true" }, " — "),
      h("span", { class: "turn-phase" }, over ? (ctx.layer.endReason?.(view) ?? endReason(view)) : what),
      shown
        ? h(
            "span",
            { class: "x18-decision", dataset: { corporation: shown.id } },
            rich("ui.18xx.banner.deciding_for", { corp: corpChip(shown) }),
          )
        : null,
    ),
    h(
      "div",
      { class: "turn-meta" },
      h("span", {}, t("ui.18xx.banner.phase", { phase: view.phase.name })),
      h("span", {}, ctx.layer.bankText?.(view) ?? t("ui.18xx.banner.bank", { amount: view.bank })),
      h("span", {}, t("ui.18xx.banner.priority", { player: view.priority })),
      view.operating_order.length && view.round === "operating"
        ? h(
            "span",
            { class: "x18-order", "aria-label": t("ui.18xx.banner.order_label") },
            t("ui.18xx.banner.order"),
            view.operating_order.map((id) =>
              corpChip(ctx.corp[id], {
                class: [
                  "x18-chip",
                  view.operated.includes(id) && op?.corporation !== id && "done",
                  op?.corporation === id && "now",
                ],
              }),
            ),
          )
        : null,
    ),
  );
}

const END_REASONS = ["bank", "bankrupt", "manually_ended", "stalled"];

function endReason(view) {
  return END_REASONS.includes(view.end_reason) ? t(`ui.18xx.end.${view.end_reason}`) : view.end_reason || "";
}

// what a player must raise money for (core18xx CashCrisis.reason) when the title's layer does
// not name it (layer.crisis): its sentence, with and without the bankruptcy open
const RAISE_MONEY = ["ui.18xx.crisis.raise", "ui.18xx.crisis.raise_or_bankrupt"];

/** "pass" as a part of a sentence (asked): the words of passing. */
export const passPart = (words = t("ui.18xx.ask.pass")) => ["pass", words];

/** The prompt; `panels` are the step panels other parts build (the run; the tile lay floats on the map). */
export function prompt(ctx, panels) {
  const { view } = ctx;
  const box = h("section", { class: "prompt x18-prompt", "aria-label": t("ui.18xx.prompt.label") });
  const who = view.active_players[0];
  const player = () => h("strong", {}, who);
  // a sentence; `types`: the move types its words ask for (none: it only tells)
  const say = (types, ...text) =>
    box.append(h("p", { dataset: types.length ? { moves: types.join(" ") } : null }, ...text));
  const buttons = h("div", { class: "prompt-buttons" });
  const add = (...els) => buttons.append(...els.flat());
  const pass = (label, title = null) =>
    of(ctx, "pass").forEach((a) => add(actionButton([a], "pass", label, { title })));
  const op = view.operating;
  const corp = op && ctx.corp[op.corporation];
  const lifted = view.lifted_markers?.[0];
  if (view.crisis) {
    crisisPrompt(ctx, say, player);
  } else if (ctx.layer.prompt?.(ctx, { say, add, player })) {
    // the title's own moment (1856: the CGR forming; 18ESP: an offer, P7's start price) drew the prompt
  } else if (lifted && view.round === "operating") {
    liftedPrompt(ctx, lifted, say, add, player);
  } else if (view.round === "auction") {
    auctionPrompt(ctx, say, player);
    pass(t("ui.18xx.pass"));
  } else if (view.round === "stock") {
    stockPrompt(ctx, say, player);
    pass(t("ui.18xx.pass"), t("ui.18xx.stock.pass_title"));
  } else if (of(ctx, "discard_train").length) {
    const c = ctx.corp[of(ctx, "discard_train")[0].corporation];
    say(
      ["discard_train"],
      rich("ui.18xx.over_limit", {
        player: player(),
        corp: c.id,
        limit: ctx.layer.trainLimit?.(view, c) ?? view.phase.train_limit,
      }),
    );
    add(discardButtons(ctx));
  } else if (op) {
    operatingPrompt(ctx, corp, player, say, add, pass, panels, box);
  }
  if (buttons.children.length) box.append(buttons);
  box.append(...anytime(ctx), ...others(ctx), h("p", { class: "x18-keys muted small" }, t("ui.keys.help")));
  return view.round === "over" ? null : box;
}

/** A player short of money sells shares (on the corporation cards), or goes bankrupt. */
function crisisPrompt(ctx, say, player) {
  const keys = ctx.layer.crisis?.[ctx.view.crisis.reason] || RAISE_MONEY;
  const sells = of(ctx, "sell_shares").length > 0;
  const bankrupt = of(ctx, "bankrupt").length > 0;
  if (sells)
    say(bankrupt ? ["sell_shares", "bankrupt"] : ["sell_shares"], rich(keys[bankrupt ? 1 : 0], { player: player() }));
  else if (bankrupt) say(["bankrupt"], rich("ui.18xx.crisis.bankrupt", { player: player() }));
}

/** A station marker a tile lay lifted goes back into a city of its hex: the cities as buttons,
 * told apart by their number and where they sit (the same numbers on the map). */
function liftedPrompt(ctx, lifted, say, add, player) {
  const { view } = ctx;
  const c = ctx.corp[lifted.corporation];
  const home = c.home === lifted.hex;
  const reserved = reservedIn(view, lifted.hex);
  say(
    ["place_token"],
    rich(home ? "ui.18xx.lifted.home" : "ui.18xx.lifted.station", {
      player: player(),
      chip: corpChip(c),
      hex: hexName(view, lifted.hex),
      n: of(ctx, "place_token").length,
    }),
  );
  if (reserved.length) say([], t("ui.18xx.lifted.reserved", { corps: listOf(reserved) }));
  add(placeButtons(ctx, of(ctx, "place_token"), (place) => t("ui.18xx.token.lifted_to", { place })));
}

/** The corporations whose home is held in a hex (their station not yet placed). */
function reservedIn(view, coord) {
  return [...new Set((view.board.hexes[coord]?.stops || []).flatMap((st) => st.reserved || []))];
}

/** A button for each city the moves go to, named so that cities of one hex are told apart. */
export function placeButtons(ctx, actions, label) {
  return [...groupBy(actions, (a) => a.city)].map(([city, same]) =>
    actionButton(same, `place-${city}`, label(placeName(ctx.view, city, { side: true })), { cls: "primary" }),
  );
}

function auctionPrompt(ctx, say, player) {
  const { view } = ctx;
  const auction = view.auction;
  const name = (id) => ctx.private[id]?.name ?? id;
  if (auction.auctioning) {
    const { words, types } = asked(ctx, [
      ["bid", t("ui.18xx.ask.raise_bid", { private: name(auction.auctioning) })],
      passPart(t("ui.18xx.ask.drop_out")),
    ]);
    say(types, rich("ui.18xx.auction.turn", { player: player(), moves: words }));
    return;
  }
  const first = cheapest(view);
  const bids = of(ctx, "bid");
  const { words, types } = asked(ctx, [
    ["bid", t("ui.18xx.ask.buy_cheapest", { private: name(first) }), bids.some((a) => a.private === first)],
    ["bid", t("ui.18xx.ask.bid_later"), bids.some((a) => a.private !== first)],
    passPart(),
  ]);
  say(types, rich("ui.18xx.auction.turn", { player: player(), moves: words }));
}

function stockPrompt(ctx, say, player) {
  const onlySells =
    of(ctx, "sell_shares").length && !of(ctx, "buy_share").length && !of(ctx, "par").length && !of(ctx, "pass").length;
  if (onlySells) {
    say(["sell_shares"], rich("ui.18xx.stock.must_sell", { player: player() }));
    return;
  }
  const { words, types } = asked(ctx, [
    ["buy_share", t("ui.18xx.ask.buy_share")],
    ["par", t("ui.18xx.ask.par")],
    ["sell_shares", t("ui.18xx.ask.sell_shares")],
    passPart(),
  ]);
  say(types, rich("ui.18xx.stock.turn", { player: player(), moves: words }));
}

function operatingPrompt(ctx, corp, player, say, add, pass, panels, box) {
  const { view } = ctx;
  const step = view.operating.step;
  // "Ann operates GT: <what>" from a key, or from moves asked ({words, types})
  const lead = (key, args = {}) =>
    rich("ui.18xx.op.lead", { player: player(), corp: corpChip(corp), what: t(key, args) });
  const ask = (parts, more = []) => {
    const { words, types } = asked(ctx, parts);
    if (!types.length) return;
    say(
      [...types, ...more],
      rich("ui.18xx.op.lead", { player: player(), corp: corpChip(corp), what: t("ui.18xx.ask.end", { moves: words }) }),
    );
  };
  const own = ctx.layer.steps?.[step];
  if (own) {
    own(ctx, { corp, lead, ask, say, add, pass });
    return;
  }
  // the title layer's sentence when it says more (1856: interest on its loans): [key, args, types]
  const special = ctx.layer.stepLead?.(ctx, step, corp);
  if (special) say(special[2], lead(special[0], special[1]));
  if (step === "home") {
    const homes = of(ctx, "place_token");
    if (!special) say(["place_token"], lead("ui.18xx.op.home", { hex: hexName(view, homes[0].city.split("-")[0]) }));
    if (homes.length > 1) add(placeButtons(ctx, homes, (place) => t("ui.18xx.token.home_to", { place })));
  } else if (step === "track") {
    if (!special) ask(trackParts(ctx, corp));
    pass(t("ui.18xx.op.no_tile"));
  } else if (step === "token") {
    if (!special)
      ask([["place_token", t("ui.18xx.ask.place_token", { cost: corp.tokens_left[0] }), bought(ctx)], passPart()]);
    pass(t("ui.18xx.op.no_token"));
  } else if (step === "routes") {
    if (!special) ask([["run_routes", t("ui.18xx.ask.run_routes")]]);
    if (panels.run) box.append(panels.run);
  } else if (step === "dividend") {
    if (!special) say(["dividend"], lead("ui.18xx.op.dividend", { revenue: view.operating.revenue }));
    add(dividendButtons(ctx));
  } else if (step === "trains") {
    trainsPrompt(ctx, corp, lead, ask, say);
    add(trainButtons(ctx));
    pass(t("ui.18xx.op.no_trains"));
  } else if (step === "privates") {
    ask([["buy_private", t("ui.18xx.ask.buy_private")], passPart()]);
    const terms = privateTerms(ctx);
    if (terms && of(ctx, "buy_private").length) say([], terms);
    add(of(ctx, "buy_private").map((a) => actionButton([a], `private-${a.private}`, buyPrivateLabel(ctx, a))));
    pass(t("ui.18xx.op.no_private"));
  }
}

/** A station marker bought (not a private's free one, which the moves of the turn offer). */
const bought = (ctx) => of(ctx, "place_token").some((a) => !a.private);

/** What a track step asks: a tile, a station marker where the title has it in that step (18ESP),
 * and what the title's layer adds (layer.trackParts: 18ESP's mountain passes), or passing. */
export function trackParts(ctx, corp) {
  const parts = [
    ["lay_tile", t("ui.18xx.ask.lay_tile")],
    ["place_token", t("ui.18xx.ask.place_token", { cost: corp.tokens_left[0] ?? 0 }), bought(ctx)],
    ...(ctx.layer.trackParts?.(ctx, corp) || []),
    passPart(),
  ];
  return parts;
}

/** The train step's sentence: a train it must buy (and how its director helps when the treasury
 * is short), or trains it may buy. */
export function trainsPrompt(ctx, corp, lead, ask, say, more = "") {
  const buys = of(ctx, "buy_train").length > 0;
  const sells = of(ctx, "sell_shares").length > 0;
  const short = sells ? ` ${t("ui.18xx.op.treasury_short")}` : "";
  if (!of(ctx, "pass").length && buys)
    say(sells ? ["buy_train", "sell_shares"] : ["buy_train"], lead("ui.18xx.op.must_buy_train"), short, more);
  else if (!of(ctx, "pass").length && sells) say(["sell_shares"], lead("ui.18xx.op.must_sell_for_train"));
  else {
    ask([["buy_train", t("ui.18xx.ask.buy_train")], passPart()], sells ? ["sell_shares"] : []);
    if (sells) say(["sell_shares"], t("ui.18xx.op.treasury_short"));
  }
}

const buyPrivateLabel = (ctx, a) =>
  t("ui.18xx.buy_private", { private: ctx.private[a.private].name, min: a.price.min, max: a.price.max });

/** The price a corporation pays for a private, in the title's words (layer.privateTerms), for
 * the privates step and the purchase's dialog; null: the title says nothing more. */
export const privateTerms = (ctx) => ctx.layer.privateTerms?.(ctx.view) ?? null;

function dividendButtons(ctx) {
  const actions = of(ctx, "dividend");
  const details = new Map();
  const buttons = actions.map((a) => {
    const detail = h("span", { class: "decision-text", dataset: { outcome: a.kind } }, "…");
    details.set(a.kind, detail);
    return h(
      "button",
      { type: "button", class: "button decision", dataset: { action: JSON.stringify(a), key: `dividend-${a.kind}` } },
      h(
        "span",
        { class: "decision-title" },
        t(a.kind === "payout" ? "ui.18xx.dividend.payout" : "ui.18xx.dividend.withhold"),
      ),
      detail,
    );
  });
  ctx
    .query("dividends")
    .then((outcomes) => {
      for (const [kind, o] of Object.entries(outcomes)) {
        const el = details.get(kind);
        if (!el) continue;
        const paid = Object.entries(o.players)
          .map(([p, v]) => t("ui.18xx.dividend.paid", { player: p, amount: v }))
          .join(", ");
        const move = o.closes
          ? t("ui.18xx.dividend.closes")
          : o.price[0] === o.price[1]
            ? t("ui.18xx.dividend.price_stays", { price: o.price[0] })
            : t("ui.18xx.dividend.price_moves", { before: o.price[0], after: o.price[1] });
        const what =
          kind !== "payout"
            ? t("ui.18xx.dividend.to_treasury", { amount: o.corporation })
            : o.corporation
              ? t("ui.18xx.dividend.per_share_pool", {
                  amount: o.per_share,
                  paid: paid || t("ui.18xx.nobody"),
                  treasury: o.corporation,
                })
              : t("ui.18xx.dividend.per_share", { amount: o.per_share, paid: paid || t("ui.18xx.nobody") });
        el.textContent = t("ui.18xx.dividend.outcome", { what, move });
      }
    })
    .catch((e) => toast(e.message, { kind: "error" }));
  return buttons;
}

/** One button per type of train (trains of one type are alike); only `corporation`'s, if given. */
export function discardButtons(ctx, corporation = null) {
  const mine = of(ctx, "discard_train").filter((a) => !corporation || a.corporation === corporation);
  const byType = new Map(mine.map((a) => [`${a.corporation} ${trainName(a.train)}`, a]).reverse());
  return [...byType]
    .reverse()
    .map(([, a]) => actionButton([a], `discard-${a.train}`, t("ui.18xx.discard", { train: trainName(a.train) })));
}

/** A group of the moves open at any time of a turn: its name and small buttons; `types`: the
 * move types it offers. */
export const moveGroup = (label, types, buttons) => (buttons.length ? { label, types, buttons } : null);

/** Buying a player's private: one small button each, by its id (its name and price range in the
 * tooltip, the price asked in the dialog). */
function privateGroup(ctx) {
  const buys = of(ctx, "buy_private");
  return moveGroup(
    t("ui.18xx.anytime.privates"),
    ["buy_private"],
    buys.map((a) => {
      const button = actionButton([a], `private-${a.private}`, a.private, { title: buyPrivateLabel(ctx, a) });
      button.setAttribute("aria-label", buyPrivateLabel(ctx, a));
      return button;
    }),
  );
}

/** Moves open at any time in a corporation's turn, in groups of small buttons ("Buy a private:
 * P1 ₧1–₧20, P2 ..."): buying a private, and the title's own (layer.anytime, given the generic
 * groups). */
function anytime(ctx) {
  const step = ctx.view.operating?.step;
  const generic = step !== "privates" ? [privateGroup(ctx)] : [];
  const groups = (ctx.layer.anytime ? ctx.layer.anytime(ctx, generic) : generic).filter(Boolean);
  if (!groups.length) return [];
  const types = [...new Set(groups.flatMap((g) => g.types))];
  return [
    h(
      "div",
      { class: "x18-anytime", dataset: { moves: types.join(" ") } },
      h("span", { class: "muted x18-anytime-head" }, t("ui.18xx.also_now")),
      groups.map((g) =>
        h(
          "span",
          { class: "x18-anytime-group" },
          g.label ? h("span", { class: "x18-anytime-label" }, g.label) : null,
          g.buttons.map((b) => {
            b.classList.add("small");
            return b;
          }),
        ),
      ),
    ),
  ];
}

/** Rare moves no part of the table shows (a bankruptcy, ending the game). */
function others(ctx) {
  const end = of(ctx, "end_game");
  const bankrupt = of(ctx, "bankrupt");
  const out = [];
  if (bankrupt.length)
    out.push(
      h(
        "div",
        { class: "prompt-buttons" },
        bankrupt.map((a) =>
          actionButton([a], "bankrupt", t("ui.18xx.bankrupt_ends", { player: a.player }), { cls: "danger" }),
        ),
      ),
    );
  if (end.length) {
    out.push(
      h(
        "details",
        { class: "x18-end" },
        h("summary", { dataset: { moves: "end_game" } }, t("ui.18xx.end_game.summary")),
        h("p", { class: "muted" }, t("ui.18xx.end_game.about")),
        end.map((a) => {
          const button = actionButton([a], `end-${a.player}`, t("ui.18xx.end_game.now"), { cls: "danger" });
          Object.assign(button.dataset, {
            confirm: t("ui.18xx.end_game.confirm"),
            confirmText: t("ui.18xx.end_game.about"),
          });
          return button;
        }),
      ),
    );
  }
  return out;
}
