// Whose turn it is and what they may do now: the banner (round, phase, operating order) and the
// prompt for the step (the auction, a stock turn, each step of a corporation's operating turn,
// selling to raise money, and what the title's layer adds: 1856's CGR formation, its loans),
// with the step's moves as buttons. Moves that sit elsewhere (tiles and cities on the map, shares
// on the corporation cards, bids on the private cards) are named here and highlighted there.

import { h, toast } from "../dom.js";
import { t } from "../i18n.js";
import { actionButton, corpChip, hexName, listOf, of, rich, trainName } from "./common.js";
import { trainButtons } from "./trains.js";
import { decisionFor } from "./moves.js";
import { playerLabel } from "../computers.js";

/** The round as the banner names it ("Stock round 2", "Operating round 2.1 (of 2)"). */
function roundName(view) {
  if (view.round === "stock") return t("ui.18xx.round.stock_n", { number: view.turn });
  if (view.round === "operating") {
    return t("ui.18xx.round.operating_n", { turn: view.turn, number: view.operating_round, count: view.operating_rounds });
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
  return h("section", { class: "turn-banner g56-banner", dataset: { active: view.active_players.join(","), round: view.round, ...(shown && { decision: shown.id }) }, "aria-label": t("ui.18xx.banner.label") },
    h("div", { class: "turn-line" },
      h("span", { class: "turn-who" }, over ? t("ui.18xx.round.over") : listOf(view.active_players.map((p) => playerLabel(ctx.computers, p)))),
      h("span", { class: "turn-sep", "aria-hidden": "true" }, " — "),
      h("span", { class: "turn-phase" }, over ? ctx.layer.endReason?.(view) ?? endReason(view) : what),
      shown ? h("span", { class: "g56-decision", dataset: { corporation: shown.id } }, rich("ui.18xx.banner.deciding_for", { corp: corpChip(shown) })) : null),
    h("div", { class: "turn-meta" },
      h("span", {}, t("ui.18xx.banner.phase", { phase: view.phase.name })),
      h("span", {}, ctx.layer.bankText?.(view) ?? t("ui.18xx.banner.bank", { amount: view.bank })),
      h("span", {}, t("ui.18xx.banner.priority", { player: view.priority })),
      view.operating_order.length && view.round === "operating"
        ? h("span", { class: "g56-order", "aria-label": t("ui.18xx.banner.order_label") }, t("ui.18xx.banner.order"),
          view.operating_order.map((id) => corpChip(ctx.corp[id], { class: ["g56-chip", view.operated.includes(id) && op?.corporation !== id && "done", op?.corporation === id && "now"] })))
        : null));
}

const END_REASONS = ["bank", "bankrupt", "manually_ended", "stalled"];

function endReason(view) {
  return END_REASONS.includes(view.end_reason) ? t(`ui.18xx.end.${view.end_reason}`) : view.end_reason || "";
}

// what a player must raise money for (core18xx CashCrisis.reason) when the title's layer does
// not name it (layer.crisis): its sentence, with and without the bankruptcy open
const RAISE_MONEY = ["ui.18xx.crisis.raise", "ui.18xx.crisis.raise_or_bankrupt"];

/** The prompt; `panels` are the step panels other parts build (the run; the tile lay floats on the map). */
export function prompt(ctx, panels) {
  const { view } = ctx;
  const box = h("section", { class: "prompt g56-prompt", "aria-label": t("ui.18xx.prompt.label") });
  const who = view.active_players[0];
  const player = () => h("strong", {}, who);
  const say = (...text) => box.append(h("p", {}, ...text));
  const buttons = h("div", { class: "prompt-buttons" });
  const add = (...els) => buttons.append(...els.flat());
  const pass = (label, title = null) => of(ctx, "pass").forEach((a) => add(actionButton([a], "pass", label, { title })));
  const op = view.operating;
  const corp = op && ctx.corp[op.corporation];
  if (view.crisis) {
    const keys = ctx.layer.crisis?.[view.crisis.reason] || RAISE_MONEY;
    say(rich(keys[of(ctx, "bankrupt").length ? 1 : 0], { player: player() }));
  } else if (ctx.layer.prompt?.(ctx, { say, add, player })) {
    // the title's own moment (1856: the CGR forming, a lifted station marker) drew the prompt
  } else if (view.round === "auction") {
    const auction = view.auction;
    if (auction.auctioning) say(rich("ui.18xx.auction.raise", { player: player(), private: ctx.private[auction.auctioning].name }));
    else say(rich("ui.18xx.auction.buy_or_bid", { player: player() }));
    pass(t("ui.18xx.pass"));
  } else if (view.round === "stock") {
    const onlySells = of(ctx, "sell_shares").length && !of(ctx, "buy_share").length && !of(ctx, "par").length && !of(ctx, "pass").length;
    say(rich(onlySells ? "ui.18xx.stock.must_sell" : "ui.18xx.stock.turn", { player: player() }));
    pass(t("ui.18xx.pass"), t("ui.18xx.stock.pass_title"));
  } else if (of(ctx, "discard_train").length) {
    const c = ctx.corp[of(ctx, "discard_train")[0].corporation];
    say(rich("ui.18xx.over_limit", { player: player(), corp: c.id, limit: ctx.layer.trainLimit?.(view, c) ?? view.phase.train_limit }));
    add(discardButtons(ctx));
  } else if (op) {
    operatingPrompt(ctx, corp, player, say, add, pass, panels, box);
  }
  if (buttons.children.length) box.append(buttons);
  box.append(...anytime(ctx), ...others(ctx), h("p", { class: "g56-keys muted small" }, t("ui.keys.help")));
  return view.round === "over" ? null : box;
}

function operatingPrompt(ctx, corp, player, say, add, pass, panels, box) {
  const { view } = ctx;
  const step = view.operating.step;
  // "Ann operates GT: <what>"
  const lead = (key, args = {}) => rich("ui.18xx.op.lead", { player: player(), corp: corpChip(corp), what: t(key, args) });
  const own = ctx.layer.steps?.[step];
  if (own) {
    own(ctx, { corp, lead, say, add, pass });
    return;
  }
  // the step's sentence, or the title layer's when it says more (1856: interest on its loans)
  const sentence = (key, args = {}) => lead(...(ctx.layer.stepLead?.(ctx, step, corp) || [key, args]));
  if (step === "home") {
    const home = of(ctx, "place_token")[0].city.split("-")[0];
    say(sentence("ui.18xx.op.home", { hex: hexName(view, home) }));
  } else if (step === "track") {
    say(sentence("ui.18xx.op.track"));
    pass(t("ui.18xx.op.no_tile"));
  } else if (step === "token") {
    say(sentence("ui.18xx.op.token", { cost: corp.tokens_left[0] }));
    pass(t("ui.18xx.op.no_token"));
  } else if (step === "routes") {
    say(sentence("ui.18xx.op.routes"));
    box.append(panels.run);
  } else if (step === "dividend") {
    say(sentence("ui.18xx.op.dividend", { revenue: view.operating.revenue }));
    add(dividendButtons(ctx));
  } else if (step === "trains") {
    const must = !of(ctx, "pass").length;
    say(sentence(must ? "ui.18xx.op.must_buy_train" : "ui.18xx.op.trains"),
      of(ctx, "sell_shares").length ? ` ${t("ui.18xx.op.treasury_short")}` : "");
    add(trainButtons(ctx));
    pass(t("ui.18xx.op.no_trains"));
  } else if (step === "privates") {
    say(sentence("ui.18xx.op.privates"));
    add(of(ctx, "buy_private").map((a) => actionButton([a], `private-${a.private}`, buyPrivateLabel(ctx, a))));
    pass(t("ui.18xx.op.no_private"));
  }
}

const buyPrivateLabel = (ctx, a) => t("ui.18xx.buy_private", { private: ctx.private[a.private].name, min: a.price.min, max: a.price.max });

function dividendButtons(ctx) {
  const actions = of(ctx, "dividend");
  const details = new Map();
  const buttons = actions.map((a) => {
    const detail = h("span", { class: "decision-text", dataset: { outcome: a.kind } }, "…");
    details.set(a.kind, detail);
    return h("button", { type: "button", class: "button decision", dataset: { action: JSON.stringify(a), key: `dividend-${a.kind}` } },
      h("span", { class: "decision-title" }, t(a.kind === "payout" ? "ui.18xx.dividend.payout" : "ui.18xx.dividend.withhold")), detail);
  });
  ctx.query("dividends").then((outcomes) => {
    for (const [kind, o] of Object.entries(outcomes)) {
      const el = details.get(kind);
      if (!el) continue;
      const paid = Object.entries(o.players).map(([p, v]) => t("ui.18xx.dividend.paid", { player: p, amount: v })).join(", ");
      const move = o.closes ? t("ui.18xx.dividend.closes")
        : o.price[0] === o.price[1] ? t("ui.18xx.dividend.price_stays", { price: o.price[0] })
          : t("ui.18xx.dividend.price_moves", { before: o.price[0], after: o.price[1] });
      const what = kind !== "payout" ? t("ui.18xx.dividend.to_treasury", { amount: o.corporation })
        : o.corporation ? t("ui.18xx.dividend.per_share_pool", { amount: o.per_share, paid: paid || t("ui.18xx.nobody"), treasury: o.corporation })
          : t("ui.18xx.dividend.per_share", { amount: o.per_share, paid: paid || t("ui.18xx.nobody") });
      el.textContent = t("ui.18xx.dividend.outcome", { what, move });
    }
  }).catch((e) => toast(e.message, { kind: "error" }));
  return buttons;
}

/** One button per type of train (trains of one type are alike); only `corporation`'s, if given. */
export function discardButtons(ctx, corporation = null) {
  const mine = of(ctx, "discard_train").filter((a) => !corporation || a.corporation === corporation);
  const byType = new Map(mine.map((a) => [`${a.corporation} ${trainName(a.train)}`, a]).reverse());
  return [...byType].reverse().map(([, a]) => actionButton([a], `discard-${a.train}`, t("ui.18xx.discard", { train: trainName(a.train) })));
}

/** Moves open at any time in a corporation's turn: buying a private, and the title's own
 * (layer.anytime, given the generic ones). */
function anytime(ctx) {
  const step = ctx.view.operating?.step;
  const generic = step !== "privates" ? of(ctx, "buy_private").map((a) => actionButton([a], `private-${a.private}`, buyPrivateLabel(ctx, a))) : [];
  const els = ctx.layer.anytime ? ctx.layer.anytime(ctx, generic) : generic;
  for (const el of els) el.classList.add("small");
  return els.length ? [h("div", { class: "g56-anytime" }, h("span", { class: "muted" }, t("ui.18xx.also_now")), els)] : [];
}

/** Rare moves no part of the table shows (a bankruptcy, ending the game). */
function others(ctx) {
  const end = of(ctx, "end_game");
  const bankrupt = of(ctx, "bankrupt");
  const out = [];
  if (bankrupt.length) out.push(h("div", { class: "prompt-buttons" }, bankrupt.map((a) => actionButton([a], "bankrupt", t("ui.18xx.bankrupt_ends", { player: a.player }), { cls: "danger" }))));
  if (end.length) {
    out.push(h("details", { class: "g56-end" }, h("summary", {}, t("ui.18xx.end_game.summary")),
      h("p", { class: "muted" }, t("ui.18xx.end_game.about")),
      end.map((a) => {
        const button = actionButton([a], `end-${a.player}`, t("ui.18xx.end_game.now"), { cls: "danger" });
        Object.assign(button.dataset, { confirm: t("ui.18xx.end_game.confirm"), confirmText: t("ui.18xx.end_game.about") });
        return button;
      })));
  }
  return out;
}
