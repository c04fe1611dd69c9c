// How the dialog asks for a number or a choice in 1856 (a bid, a par value, a private's or a
// used train's price, which of two station markers), and the final values.

import { h, money } from "../dom.js";
import { CAPITALIZATION, trainName } from "./common.js";

export function actionSpec(actions, view) {
  const a = actions[0];
  const player = view.players.find((p) => p.name === a.player);
  const corp = view.corporations.find((c) => c.id === a.corporation);
  if (a.type === "bid") {
    const p = view.privates.find((x) => x.id === a.private);
    return {
      title: `${p.name}`,
      intro: [`Printed price ${money(p.price)}, income ${money(p.income)}. ${p.description}`],
      ranges: { price: { label: "Your bid", format: money, help: (v) => `You keep ${money(player.cash - v)} free for other bids and shares.` } },
      confirm: (x) => `Bid ${money(x.price)} for ${p.id}`,
    };
  }
  if (a.type === "par") {
    return {
      title: `Start ${corp.name}`,
      intro: [`You buy its director's certificate (20%) for twice the par value. ${CAPITALIZATION[view.new_capitalization] || ""} It operates once ${view.operating_percent}% of its shares are sold.`],
      choices: { price: { label: "Par value", option: (v) => `${money(v)} — the certificate costs ${money(2 * v)}` } },
      confirm: (x) => `Start ${corp.id} at ${money(x.price)} (pay ${money(2 * x.price)})`,
    };
  }
  if (a.type === "buy_private") {
    const p = view.privates.find((x) => x.id === a.private);
    return {
      title: `${corp.id} buys ${p.name}`,
      intro: [`From ${p.owner}, for half to twice its price of ${money(p.price)}; the owner must agree to the price.`],
      ranges: { price: { label: "Price", format: money, help: (v) => `${corp.id}'s treasury keeps ${money(corp.cash - v)}.` } },
      confirm: (x) => `Buy for ${money(x.price)}`,
    };
  }
  if (a.type === "buy_train") {
    const seller = view.corporations.find((c) => c.trains.includes(a.train));
    return {
      title: `${corp.id} buys ${seller ? `${seller.id}'s ` : "a "}${trainName(a.train)}`,
      intro: ["Between corporations a train changes hands at any price both directors agree on (at least $1)."],
      ranges: { price: { label: "Price", format: money, help: (v) => `${corp.id}'s treasury keeps ${money(corp.cash - v)}.` } },
      confirm: (x) => `Buy for ${money(x.price)}`,
    };
  }
  if (a.type === "place_token") {
    return {
      title: "Which station marker?",
      choices: { private: { label: "Place", option: (pid) => (pid ? `the free marker of the Waterloo & Saugeen (${pid})` : `a marker for ${money(corp.tokens_left[0])}`) } },
      confirm: (x) => (x.private ? "Place the free marker" : "Place and pay"),
    };
  }
  return { title: a.type };
}

export function renderScores(view, result) {
  if (!result) return null;
  const values = Object.fromEntries(view.players.map((p) => [p.name, p]));
  return h("section", { class: "panel scores g56-scores", "aria-labelledby": "scores-h" },
    h("h2", { id: "scores-h" }, "Final values"),
    h("p", { class: "winner-line" }, h("strong", {}, result.ranking[0]), ` wins with ${money(result.scores[result.ranking[0]])}.`),
    h("table", { class: "score-table" },
      h("thead", {}, h("tr", {}, h("th", {}, "#"), h("th", {}, "Player"), h("th", {}, "Cash"), h("th", {}, "Value"))),
      h("tbody", {}, result.ranking.map((name, i) => h("tr", { class: i === 0 && "winner", dataset: { player: name } },
        h("td", { class: "rank" }, String(i + 1)),
        h("th", { scope: "row" }, name),
        h("td", { class: "num" }, money(values[name]?.cash)),
        h("td", { class: "num total" }, money(result.scores[name])))))),
    h("p", { class: "muted" }, "Value: cash, shares at their market price and privates at face value" +
      (view.cgr.formed ? "." : "; the CGR never formed, so each corporation's loans count against its shares' value.")));
}
