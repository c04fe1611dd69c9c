// What 1856 adds to the 18xx table (web/18xx/table.js): the CGR and its formation,
// corporation loans and their interest, capitalization and escrow, destinations, the bridge and
// tunnel rights, the port marker, markers lifted by a lay, the W&S's free station.
//
// A title layer is a module whose exports the table's parts look up on ctx.layer; every hook is
// optional, and a title without one gets the generic 18xx behaviour:
//   mapLabel                            the map's name for screen readers (a message key)
//   mapIcon(ctx, kind) -> {text, tip}   a hex icon's mark on the map ("port", "bridge"), a stop's
//                                       symbol (18ESP "mine"), a slot's marker of no corporation
//                                       (18ESP "closed")
//   mapMarkers(ctx, blocks) -> [el]     the map's markers, given the privates' blocks
//   hexBadges(ctx, coord) -> [{text, tip, cls, fill?, ink?, data?}]  marks the map lays out on a hex
//                                       with its icons (1856: destinations)
//   corporationShown(view, c) -> bool   whether a corporation has a card
//   corporationsNote(view) -> text      beside the corporations' heading
//   corporationFigures(ctx, c) -> [el]  a started corporation's figures after the generic ones
//   corporationAbout(ctx, c) -> el      the line of a corporation not yet started
//   corpTrains(ctx, c) -> text          a corporation's trains as the title names them (18ESP: sides)
//   trainShown(ctx, corpId, train) -> text  one of its trains so named (the run panel; 18ESP "2+3+2-train")
//   alike(ctx, a) -> action | null      a move as a player tells it apart (moves alike get one button;
//                                       18ESP: combining either of two trains of one side)
//   playerFigures(ctx, p) -> [el]       a player's figures after cash, value and certificates
//   bidsOn(ctx, p) -> {player: amount}  the bids on a private card (18ESP: the one offered only)
//   bidLabel(ctx, p, bid) -> {label, title}  a private card's bid button
//   auctionNote(view) -> text           beside the privates' heading during the auction
//   trainLabel(ctx, a) -> text | null   a buy_train move's train (18ESP: the side bought)
//   trainLimit(view, corp?) -> text     the phase's train limit (for a corporation) if not a number
//   limitText(limit) -> text            a phase's train limit in the roster when not a number (18ESP)
//   rosterColumns(ctx) -> [{head, tip, cls, cell(type)}]  the roster's columns of the title's own
//   entityColumns(ctx) -> [{head, tip, cls, cell(corp), cellClass?(corp)}]  the entities table's
//                                       corporation columns of the title's own (1856: loans)
//   entityPlayerRows(ctx) -> [{label, cls, cell(player)}]  its player rows of the title's own (18ESP: loans)
//   bankText(view) -> text              the bank's line (18ESP: unlimited)
//   marketZones {zone: key}             the market's zones beyond yellow and brown
//   phaseNotes(view) -> [text]          more of the phase's summary
//   banner(ctx, round) -> text | null   the banner's round while something of the title's own happens
//   endReason(view) -> text | null      why the game ended, for an end of the title's own (18ESP: RENFE)
//   decisionFor(ctx) -> corp | null     the corporation the active player decides for, if the title says
//   crisis {reason: [key, key_or_bankrupt]}  why a player must raise money
//   prompt(ctx, {say, add, player}) -> bool  the prompt for a moment of the title's own (asked
//                                       before the round's own prompt); true if it drew one.
//                                       say(types, ...text): a sentence, with the move types its
//                                       words ask for (data-moves; none: it only tells)
//   steps {step: (ctx, {corp, lead, ask, say, add, pass})}  the prompt for a step of the title's own
//                                       (ask(parts): "<player> operates <corp>: A, B or C." of the
//                                       parts [type, words, on?] whose moves are legal, common.asked)
//   stepLead(ctx, step, corp) -> [key, args, types] | null  a generic step's sentence when the
//                                       title says more, with the move types it asks for
//   trackParts(ctx, corp) -> [[type, words]]  more a track step asks for (18ESP: a mountain pass)
//   anytime(ctx, generic) -> [{label, types, buttons}]  the groups of moves open at any time in a
//                                       turn, given the generic ones (prompt.moveGroup)
//   privateTerms(view) -> text          what a corporation pays a player for a private
//   statusText(view, c) -> text | null  a corporation's line before it operates (18ESP: floating)
//   focus(ctx) -> name | null           the part of the table the decision is on, when the title
//                                       says (18xx/table.js focusOf)
//   words {type: (ctx, a) -> text | null}  a move in words (null: the generic words)
//   corpName(id) -> name | {key}        a corporation as a move's words name it
//   dialog(actions, view, spec) -> spec  the dialog for a move, given the generic one
//   scoresNote(view) -> key             what the final values count

import { h } from "../dom.js";
import { t } from "../i18n.js";
import { actionButton, corpChip, either, hexName, listOf, of, placeName, rich, trainName } from "../18xx/common.js";
import { fig } from "../18xx/corporations.js";
import { R, centre } from "../18xx/hexes.js";
import { pill } from "../18xx/map.js";
import { describeMove } from "../18xx/moves.js";
import { discardButtons, moveGroup, passPart } from "../18xx/prompt.js";

const CGR = "CGR";
// The CGR's own train limit (rule book, "CGR"); the view gives only the phase's, for the others.
const CGR_TRAIN_LIMIT = 3;
// what a port marker adds to a route (privates.json GLSC "bonus")
const PORT_BONUS = 20;
// what a bridge or tunnel right adds to each route there (privates.json "bonus")
const RIGHT_BONUS = 10;
const RIGHTS = { bridge: "1856.right.bridge", tunnel: "1856.right.tunnel" };
const RIGHT_ICONS = ["bridge", "tunnel"];

/** How a corporation is paid for its shares (fixed when it is started): escrow, incremental, full. */
const capitalizationText = (kind) => (kind ? t(`ui.1856.capitalization_about.${kind}`) : "");

/** While the CGR forms: the view says so, or the legal moves are the formation's own. */
function cgrForming(ctx) {
  return !!ctx.view.cgr?.formation || ["merge", "repay_loans", "remove_token"].some((type) => of(ctx, type).length);
}

const loanLabel = (view) =>
  t("ui.1856.take_loan", { value: view.loan_terms.value, interest: view.loan_terms.interest });

/** A corporation's loans against its limit ("6 / 5"; over it, the excess is repaid after buying
 * trains); the CGR takes none. */
const loansOf = (c) => t("ui.1856.corp.loans_of", { n: c.loans, limit: c.loan_limit });
const overLimit = (c) => c.loan_limit != null && c.loans > c.loan_limit;
const loansTip = (view, c) =>
  [
    t("ui.1856.corp.loans_limit_title", {
      limit: c.loan_limit,
      value: view.loan_terms.value,
      interest: view.loan_terms.interest,
    }),
    overLimit(c) ? t("ui.1856.corp.loans_over", { n: c.loans - c.loan_limit }) : null,
  ]
    .filter(Boolean)
    .join(" ");

/** A destination by its places' names ("Brantford → Welland"), and by coordinates for a tooltip. */
const destinationText = (key, d) => t(key, { from: d.from_name, to: either(d.to_names) });
const destinationCoords = (d) => t("ui.1856.corp.destination_to", { from: d.from, to: either(d.to) });

// --- the map ---

export const mapLabel = "ui.1856.map.label";

export function mapIcon(ctx, kind) {
  if (kind === "port") return { text: t("ui.1856.map.port"), tip: t("ui.1856.map.port_title") };
  const left = ctx.view.right_tokens[kind];
  if (!RIGHT_ICONS.includes(kind)) return { text: `${kind} ×${left}`, tip: kind };
  return {
    text: t(`ui.1856.map.tokens.${kind}`, { n: left }),
    tip: t(`ui.1856.map.tokens_title.${kind}`, { n: left }),
  };
}

/** The destinations on their hexes, as badges in the corporations' colours (the map lays them
 * out with the hex's icons, clear of its revenue). */
export function hexBadges(ctx, coord) {
  return ctx.view.corporations
    .filter((corp) => corp.destination && !corp.destinated && !corp.closed && corp.destination.to.includes(coord))
    .map((corp) => ({
      text: corp.id,
      cls: "destination",
      fill: corp.color,
      ink: corp.text_color,
      data: { destination: corp.id },
      tip: t("ui.1856.map.destination_of", { name: corp.name, from: corp.destination.from_name }),
    }));
}

/** The port marker. */
export function mapMarkers(ctx, blocks) {
  const { view } = ctx;
  const port = [];
  if (view.port) {
    const [coord, corpId] = view.port;
    const [x, y] = centre(coord);
    port.push(
      pill(
        x - R * 0.25,
        y + R * 0.45,
        t("ui.1856.map.port_marker", { bonus: PORT_BONUS, corp: corpId }),
        "port-marker",
        t("ui.1856.map.port_marker_title", { bonus: PORT_BONUS, corp: corpId }),
      ),
    );
  }
  return [...blocks, ...port];
}

// --- the corporations, the market, the phase ---

export const corporationShown = (view, c) => c.id !== CGR || view.cgr.formed;

export const corporationsNote = (view) =>
  t("ui.1856.corporations.note", {
    percent: view.operating_percent,
    capitalization: { key: `1856.capitalization.${view.new_capitalization}` },
  });

/** Loans and interest (not the CGR's: it takes none), capitalization and escrow, destination,
 * rights and privates. */
export function corporationFigures(ctx, c) {
  const { view } = ctx;
  return [
    c.id !== CGR
      ? fig(
          t("ui.1856.corp.loans"),
          [
            h("span", { class: "loans-of" }, loansOf(c)),
            c.loans
              ? ` · ${t("ui.1856.corp.loans_owed", { n: c.loans, value: view.loan_terms.value, interest: c.loans * view.loan_terms.interest })}`
              : null,
          ],
          ["loans", overLimit(c) && "over"],
          loansTip(view, c),
        )
      : null,
    c.capitalization
      ? fig(
          t("ui.1856.corp.capital"),
          c.escrow != null
            ? t("ui.1856.corp.escrow", { amount: c.escrow })
            : t(`ui.1856.capitalization.${c.capitalization}`),
          "capital",
          capitalizationText(c.capitalization),
        )
      : null,
    c.destination
      ? fig(
          t("ui.1856.corp.destination"),
          destinationText(
            c.destinated ? "ui.1856.corp.destination_reached" : "ui.1856.corp.destination_to",
            c.destination,
          ),
          "destination",
          destinationCoords(c.destination),
        )
      : null,
    c.rights.length || c.privates.length
      ? fig(t("ui.1856.corp.owns"), [...c.rights.map((r) => t(`1856.right.${r}`)), ...c.privates].join(", "), "owns")
      : null,
  ];
}

/** The entities table's loans column, against their limit and red over it (the CGR takes none). */
export const entityColumns = (ctx) => [
  {
    head: t("ui.1856.corp.loans"),
    tip: t("ui.1856.entities.loans_title", {
      value: ctx.view.loan_terms.value,
      interest: ctx.view.loan_terms.interest,
    }),
    cls: "loans",
    cell: (c) => (c.id === CGR || !c.par ? "" : loansOf(c)),
    cellClass: (c) => overLimit(c) && "over",
  },
];

export function corporationAbout(ctx, c) {
  return c.destination
    ? h(
        "p",
        { class: "muted small", title: destinationCoords(c.destination) },
        destinationText("ui.1856.corp.home_and_destination", c.destination),
      )
    : null;
}

export const marketZones = { closed: "ui.1856.market.zone_closed" };

export const phaseNotes = (view) =>
  "loans" in view.phase ? [t(view.phase.loans ? "ui.1856.phase.loans" : "ui.1856.phase.no_loans")] : [];

// --- the banner and the prompt ---

export function banner(ctx, round) {
  if (!cgrForming(ctx)) return null;
  // after the formation 18xx.games may ask the CGR's director about its trains again (cgr.ask_again)
  return t(ctx.view.cgr.formation?.asked_again ? "ui.1856.banner.cgr_trains" : "ui.1856.banner.cgr_forms", { round });
}

/** While the CGR forms: the corporation that merges or repays, or the CGR (its stations, its
 * trains). */
export function decisionFor(ctx) {
  if (!cgrForming(ctx)) return null;
  const owing = [...of(ctx, "merge"), ...of(ctx, "repay_loans")][0];
  if (owing) return owing.corporation;
  if (ctx.legal.some((a) => a.corporation === CGR)) return CGR;
  return ctx.view.cgr?.formation?.queue?.[0] || CGR;
}

// what a player must raise money for (core18xx CashCrisis.reason)
export const crisis = {
  interest: ["ui.1856.crisis.interest", "ui.1856.crisis.interest_or_bankrupt"],
  "loan repayment": ["ui.1856.crisis.repayment", "ui.1856.crisis.repayment_or_bankrupt"],
};

/** The CGR's formation, or the second half of its director's certificate. */
export function prompt(ctx, { say, add, player }) {
  if (cgrForming(ctx)) {
    cgrPrompt(ctx, say, add, player);
    return true;
  }
  if (ctx.view.round === "stock" && ctx.view.cgr.half_director === ctx.view.active_players[0]) {
    secondHalfPrompt(ctx, say, add, player);
    return true;
  }
  return false;
}

/** The CGR's half-paid director buys the second half of its director's certificate before
 * anything else; short of money, he sells shares for it; unable to raise it, he is bankrupt (the
 * bankruptcy's button is the prompt's own, under it). */
function secondHalfPrompt(ctx, say, add, player) {
  const cgr = ctx.corp.CGR;
  const buys = of(ctx, "buy_share").filter((a) => a.corporation === CGR);
  const cost = Math.min(...[cgr.par, cgr.price].filter((p) => p != null));
  if (buys.length) {
    say(["buy_share"], rich("ui.1856.second_half.buy", { player: player(), chip: corpChip(cgr) }));
    add(
      buys.map((a) =>
        actionButton(
          [a],
          `second-half-${a.from}`,
          t("ui.1856.second_half.pay", { amount: a.from === "pool" ? cgr.price : cgr.par }),
          { cls: "primary" },
        ),
      ),
    );
  } else if (of(ctx, "sell_shares").length) {
    say(["sell_shares"], rich("ui.1856.second_half.sell", { player: player(), chip: corpChip(cgr), amount: cost }));
  } else {
    say(
      of(ctx, "bankrupt").length ? ["bankrupt"] : [],
      rich("ui.1856.second_half.bankrupt", { player: player(), chip: corpChip(cgr), amount: cost }),
    );
  }
}

/** Each director of a corporation still owing repays or merges it, then the CGR's director takes
 * out the station markers it may not keep and chooses its trains. */
function cgrPrompt(ctx, say, add, player) {
  const { view } = ctx;
  const owing = [...of(ctx, "repay_loans"), ...of(ctx, "merge")];
  if (owing.length) {
    const c = ctx.corp[owing[0].corporation];
    const repays = of(ctx, "repay_loans").length > 0;
    say(
      repays ? ["repay_loans", "merge"].filter((type) => of(ctx, type).length) : ["merge"],
      rich(repays ? "ui.1856.cgr.owing" : "ui.1856.cgr.owing_merge", {
        player: player(),
        chip: corpChip(c),
        corp: c.id,
        loans: c.loans,
        debt: c.loans * view.loan_terms.value,
        cash: c.cash,
      }),
    );
    add(
      of(ctx, "repay_loans").map((a) =>
        actionButton(
          [a],
          "repay",
          t("ui.1856.cgr.repay", { corp: a.corporation, amount: c.loans * view.loan_terms.value - c.cash }),
        ),
      ),
    );
    add(
      of(ctx, "merge").map((a) =>
        actionButton([a], "merge", t("ui.1856.cgr.merge", { corp: a.corporation }), { cls: "danger-quiet" }),
      ),
    );
    return;
  }
  const cgr = ctx.corp.CGR;
  const lead = (key, args = {}) =>
    rich("ui.1856.cgr.lead", { player: player(), chip: corpChip(cgr), what: t(key, args) });
  const removes = of(ctx, "remove_token");
  if (removes.length) {
    say(["remove_token"], lead("ui.1856.cgr.remove_station"));
    add(removes.map((a) => actionButton([a], `remove-${a.city}`, describeMove(ctx, a))));
    return;
  }
  const discards = of(ctx, "discard_train").filter((a) => a.corporation === CGR);
  const keep = of(ctx, "pass").filter((a) => a.corporation === CGR);
  if (discards.length || keep.length) {
    const limit = view.cgr.train_limit ?? CGR_TRAIN_LIMIT;
    const trains = cgr.trains.length ? listOf(cgr.trains.map(trainName)) : t("ui.18xx.none");
    const types = [discards.length && "discard_train", keep.length && "pass"].filter(Boolean);
    say(
      types,
      lead(
        !discards.length
          ? "ui.1856.cgr.trains_keep_only"
          : keep.length
            ? "ui.1856.cgr.trains_keep"
            : "ui.1856.cgr.trains_discard",
        { limit, n: cgr.trains.length, trains },
      ),
    );
    add(discardButtons(ctx, CGR));
    add(
      keep.map((a) =>
        actionButton([a], "keep-trains", t("ui.1856.cgr.keep"), { cls: "primary", title: t("ui.1856.cgr.keep_title") }),
      ),
    );
  }
}

/** 1856's own steps of an operating turn: borrowing a train (no train when diesels come), the
 * loans, the check of destinations for escrow. */
export const steps = {
  borrow(ctx, { ask, add, pass }) {
    ask([["borrow_train", t("ui.1856.ask.borrow")], passPart(t("ui.1856.ask.no_borrow"))]);
    add(
      of(ctx, "borrow_train").map((a) =>
        actionButton([a], `borrow-${a.train}`, t("ui.1856.borrow", { train: trainName(a.train) })),
      ),
    );
    pass(t("ui.1856.no_borrow"));
  },
  loans(ctx, { corp, ask, say, add, pass }) {
    ask([
      ["take_loan", t("ui.1856.ask.take_loan")],
      ["payoff_loan", t("ui.1856.ask.payoff_loan")],
      passPart(t("ui.1856.ask.loans_done")),
    ]);
    say([], t("ui.1856.op.loans_now", { loans: corp.loans }));
    add(
      of(ctx, "payoff_loan").map((a) =>
        actionButton([a], "payoff", t("ui.1856.repay_loan", { amount: ctx.view.loan_terms.value })),
      ),
    );
    add(of(ctx, "take_loan").map((a) => actionButton([a], "loan", loanLabel(ctx.view))));
    pass(t("ui.18xx.done"));
  },
  escrow(ctx, { lead, say, add }) {
    const [a] = of(ctx, "destination_connection");
    say(
      ["destination_connection"],
      a.corporations.length
        ? lead("ui.1856.op.destinations", { corps: a.corporations })
        : lead("ui.1856.op.no_destination"),
    );
    add(actionButton([a], "destinations", t("ui.18xx.go_on")));
  },
};

/** A station step where a marker costs a loan first; a run and a dividend owing interest. */
export function stepLead(ctx, step, corp) {
  const { view } = ctx;
  if (
    step === "token" &&
    !of(ctx, "place_token").some((a) => !a.private) &&
    of(ctx, "take_loan").length &&
    of(ctx, "pass").length
  ) {
    return ["ui.1856.op.token_loan", { cost: corp.tokens_left[0] }, ["take_loan", "pass"]];
  }
  if (step === "routes" && corp.loans && of(ctx, "run_routes").length) {
    return [
      "ui.1856.op.routes_interest",
      { amount: corp.loans * view.loan_terms.interest, loans: corp.loans },
      ["run_routes"],
    ];
  }
  if (step === "dividend" && view.operating.revenue_penalty) {
    return [
      "ui.1856.op.dividend_interest",
      { revenue: view.operating.revenue, interest: view.operating.revenue_penalty },
      ["dividend"],
    ];
  }
  return null;
}

/** A loan (outside the loans step), buying a private, a bridge or tunnel right, the port marker,
 * the W&S's free station: each a group of small buttons. */
export function anytime(ctx, generic) {
  const { view } = ctx;
  return [
    moveGroup(
      t("ui.1856.anytime.loan", { value: view.loan_terms.value, interest: view.loan_terms.interest }),
      ["take_loan"],
      view.operating?.step !== "loans"
        ? of(ctx, "take_loan").map((a) =>
            actionButton([a], "loan", t("ui.1856.anytime.take_loan"), { title: loanLabel(view) }),
          )
        : [],
    ),
    ...generic,
    moveGroup(
      t("ui.1856.anytime.rights", { bonus: RIGHT_BONUS }),
      ["buy_right"],
      of(ctx, "buy_right").map((a) =>
        actionButton([a], `right-${a.right}`, t(`1856.right.${a.right}`), {
          title: t(`ui.1856.buy_right.${a.right}`, { bonus: RIGHT_BONUS }),
        }),
      ),
    ),
    moveGroup(
      t("ui.1856.anytime.port", { bonus: PORT_BONUS }),
      ["place_port"],
      of(ctx, "place_port").map((a) =>
        actionButton([a], `port-${a.hex}`, hexName(view, a.hex), {
          title: t("ui.1856.port_on", { hex: hexName(view, a.hex) }),
        }),
      ),
    ),
    moveGroup(
      t("ui.1856.anytime.free_station"),
      ["place_token"],
      of(ctx, "place_token")
        .filter((a) => a.private)
        .map((a) =>
          actionButton([a], `ws-${a.city}`, placeName(view, a.city), {
            title: t("ui.1856.free_station", { place: placeName(view, a.city) }),
          }),
        ),
    ),
  ];
}

/** A corporation pays half to twice a private's printed price (phases 2 and 3). */
export const privateTerms = () => t("ui.1856.private_terms");

// --- moves in words, dialogs, scores ---

/** The CGR as "its" owner in a move's words ("the CGR's 4-train"). */
export const corpName = (id) => (id === CGR ? { key: "ui.1856.the_cgr" } : id);

export const words = {
  pass: (ctx, a) => (a.corporation === CGR && cgrForming(ctx) ? t("ui.1856.cgr.keep") : null),
  merge: (ctx, a) => t("ui.1856.cgr.merge", { corp: a.corporation }),
  repay_loans: (ctx, a) => t("ui.1856.move.repay_loans", { corp: a.corporation }),
  borrow_train: (ctx, a) => t("ui.1856.borrow", { train: trainName(a.train) }),
  buy_right: (ctx, a) =>
    t("ui.1856.move.buy_right", { corp: a.corporation, right: RIGHTS[a.right] ? { key: RIGHTS[a.right] } : a.right }),
  place_port: (ctx, a) => t("ui.1856.port_on", { hex: hexName(ctx.view, a.hex) }),
  take_loan: (ctx, a) => t("ui.1856.move.take_loan", { corp: a.corporation }),
  payoff_loan: (ctx, a) => t("ui.1856.move.payoff_loan", { corp: a.corporation }),
  destination_connection: () => t("ui.18xx.go_on"),
};

/** A par dialog says how the corporation is capitalized; a station choice names the W&S's free
 * marker. */
export function dialog(actions, view, spec) {
  const a = actions[0];
  if (a.type === "par") {
    return {
      ...spec,
      intro: [
        t("ui.1856.par.about", {
          capitalization: capitalizationText(view.new_capitalization),
          percent: view.operating_percent,
        }),
      ],
    };
  }
  if (a.type === "place_token") {
    const corp = view.corporations.find((c) => c.id === a.corporation);
    return {
      ...spec,
      choices: {
        private: {
          label: t("ui.18xx.token.place"),
          option: (pid) =>
            pid ? t("ui.1856.token.free", { private: pid }) : t("ui.18xx.token.for", { amount: corp.tokens_left[0] }),
        },
      },
      confirm: (x) => t(x.private ? "ui.1856.token.place_free" : "ui.18xx.token.place_pay"),
    };
  }
  return spec;
}

/** Without the CGR, a corporation's loans count against its shares' value. */
export const scoresNote = (view) => (view.cgr.formed ? null : "ui.1856.scores.about_no_cgr");
