// How the dialog asks for a number or a choice at an 18xx table (a bid or the purchase of the
// cheapest private, a par value, a private's or a used train's price, which of two station
// markers), and the final values with the computers' seats marked; the title's layer may add to a
// dialog (layer.dialog), word a private's price (layer.privateTerms) and say what the values count
// (layer.scoresNote).

import { h } from "../dom.js";
import { said, t } from "../i18n.js";
import { cheapest, money, rich, trainName } from "./common.js";
import { computerMark } from "../computers.js";

export function actionSpec(actions, view, layer = {}) {
  const spec = genericSpec(actions, view, layer);
  return layer.dialog ? layer.dialog(actions, view, spec) : spec;
}

/**
 * A bid on a private, or (`purchase`) buying the cheapest one at its price: the opening round
 * sells it at once to whoever takes it; any more is accepted as its price (rules-notes, 1856's
 * opening round), so the dialog starts at the price and calls it a purchase.
 */
export function bidSpec(view, a, { purchase }) {
  const player = view.players.find((p) => p.name === a.player);
  const p = view.privates.find((x) => x.id === a.private);
  const terms = t("ui.18xx.private.terms_about", {
    price: p.price,
    income: p.income,
    about: said(p.about, p.description),
  });
  if (purchase) {
    return {
      title: t("ui.18xx.buy.title", { private: p.name }),
      intro: [t("ui.18xx.buy.about", { price: p.price }), terms],
      ranges: {
        price: {
          label: t("ui.18xx.price"),
          format: money,
          help: (v) => t("ui.18xx.buy.help", { amount: player.cash - v }),
        },
      },
      confirm: (x) => t("ui.18xx.buy.confirm", { amount: x.price, private: p.id }),
    };
  }
  return {
    title: t("ui.18xx.bid.title", { private: p.name }),
    intro: [terms],
    ranges: {
      price: {
        label: t("ui.18xx.bid.label"),
        format: money,
        help: (v) => t("ui.18xx.bid.help", { amount: player.cash - v }),
      },
    },
    confirm: (x) => t("ui.18xx.bid.confirm", { amount: x.price, private: p.id }),
  };
}

function genericSpec(actions, view, layer) {
  const a = actions[0];
  const corp = view.corporations.find((c) => c.id === a.corporation);
  if (a.type === "bid")
    return bidSpec(view, a, { purchase: !!view.auction && !view.auction.auctioning && a.private === cheapest(view) });
  if (a.type === "par") {
    return {
      title: t("ui.18xx.par.title", { name: corp.name }),
      choices: {
        price: { label: t("ui.18xx.par.label"), option: (v) => t("ui.18xx.par.option", { par: v, cost: 2 * v }) },
      },
      confirm: (x) => t("ui.18xx.par.confirm", { corp: corp.id, par: x.price, cost: 2 * x.price }),
    };
  }
  if (a.type === "buy_private") {
    const p = view.privates.find((x) => x.id === a.private);
    return {
      title: t("ui.18xx.move.buy_private", { corp: corp.id, private: p.name }),
      intro: [t("ui.18xx.buy_private.from", { owner: p.owner, price: p.price }), layer.privateTerms?.(view)].filter(
        Boolean,
      ),
      ranges: {
        price: {
          label: t("ui.18xx.price"),
          format: money,
          help: (v) => t("ui.18xx.treasury_keeps", { corp: corp.id, amount: corp.cash - v }),
        },
      },
      confirm: (x) => t("ui.18xx.buy_for", { price: x.price }),
    };
  }
  if (a.type === "buy_train") {
    const seller = view.corporations.find((c) => c.trains.includes(a.train));
    return {
      title: seller
        ? t("ui.18xx.buy_train.from", { corp: corp.id, seller: seller.id, train: trainName(a.train) })
        : t("ui.18xx.move.buy_train", { corp: corp.id, train: trainName(a.train) }),
      intro: [t("ui.18xx.buy_train.about", { min: 1 })],
      ranges: {
        price: {
          label: t("ui.18xx.price"),
          format: money,
          help: (v) => t("ui.18xx.treasury_keeps", { corp: corp.id, amount: corp.cash - v }),
        },
      },
      confirm: (x) => t("ui.18xx.buy_for", { price: x.price }),
    };
  }
  if (a.type === "place_token") {
    return {
      title: t("ui.18xx.token.which"),
      choices: {
        private: {
          label: t("ui.18xx.token.place"),
          option: (pid) => pid || t("ui.18xx.token.for", { amount: corp.tokens_left[0] }),
        },
      },
    };
  }
  return { title: a.type };
}

export function renderScores(view, result, layer = {}, computers = {}) {
  if (!result) return null;
  const values = Object.fromEntries(view.players.map((p) => [p.name, p]));
  return h(
    "section",
    { class: "panel scores x18-scores", "aria-labelledby": "scores-h" },
    h("h2", { id: "scores-h" }, t("ui.18xx.scores.title")),
    h(
      "p",
      { class: "winner-line" },
      rich("ui.18xx.scores.winner", {
        player: h("strong", {}, result.ranking[0]),
        amount: result.scores[result.ranking[0]],
      }),
    ),
    h(
      "table",
      { class: "score-table" },
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          h("th", {}, "#"),
          h("th", {}, t("ui.18xx.scores.player")),
          h("th", {}, t("ui.18xx.scores.cash")),
          h("th", {}, t("ui.18xx.scores.value")),
        ),
      ),
      h(
        "tbody",
        {},
        result.ranking.map((name, i) =>
          h(
            "tr",
            { class: i === 0 && "winner", dataset: { player: name } },
            h("td", { class: "rank" }, String(i + 1)),
            h("th", { scope: "row" }, name, computerMark(computers, name)),
            h("td", { class: "num" }, money(values[name]?.cash)),
            h("td", { class: "num total" }, money(result.scores[name])),
          ),
        ),
      ),
    ),
    h("p", { class: "muted" }, t(layer.scoresNote?.(view) ?? "ui.18xx.scores.about")),
  );
}
