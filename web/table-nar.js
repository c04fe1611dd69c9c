// The North American Railways table: share and city columns as cards (the bottom card of each
// column is on offer), the five companies, the players, whose turn it is, the log.
// Every legal move is an element carrying data-action (the action's JSON, as Python listed it);
// a card that stands for several actions (one per start city) also carries data-actions.

import { h, money, names } from "./dom.js";
import { logPanel } from "./table-generic.js";

// Display only: the treasury's half of a price, rounded up to $100 (rule book, phase I 3a/3b).
// It explains a consequence before the click; Python computes the real payment.
const treasuryHalf = (price) => Math.ceil(price / 200) * 100;

const c2cText = (n) => `${n} Coast-to-Coast symbol${n === 1 ? "" : "s"}`;

function index(view) {
  return {
    company: Object.fromEntries(view.companies.map((c) => [c.id, c])),
    player: Object.fromEntries(view.players.map((p) => [p.name, p])),
  };
}

function groupLegal(legal) {
  const g = { shares: new Map(), cities: new Map(), decision: [], end: [] };
  for (const a of legal) {
    if (["found_company", "buy_own_share", "propose_price"].includes(a.type)) {
      if (!g.shares.has(a.column)) g.shares.set(a.column, []);
      g.shares.get(a.column).push(a);
    } else if (a.type === "buy_city") {
      if (!g.cities.has(a.column)) g.cities.set(a.column, []);
      g.cities.get(a.column).push(a);
    } else if (a.type === "allow_purchase" || a.type === "director_buys") g.decision.push(a);
    else g.end.push(a);
  }
  return g;
}

/** Attributes that make an element one legal move (or a choice among several). */
function actionAttrs(actions, key) {
  const data = { action: JSON.stringify(actions[0]), key };
  if (actions.length > 1) data.actions = JSON.stringify(actions);
  return data;
}

export function renderTable(view, { legal = [], readonly = false } = {}) {
  const idx = index(view);
  const g = groupLegal(readonly ? [] : legal);
  return h("div", { class: ["nar-table", readonly && "readonly"], dataset: { phase: view.phase } },
    turnBanner(view, idx),
    readonly ? null : prompt(view, idx, g),
    h("div", { class: "nar-grid" },
      h("div", { class: "nar-main" },
        shareMarket(view, idx, g),
        cityMarket(view, idx, g),
        companiesPanel(view, idx)),
      h("div", { class: "nar-side" },
        playersPanel(view, idx),
        logPanel(view))));
}

// --- whose turn ---

function turnBanner(view, idx) {
  const active = view.active_players;
  let who = names(active);
  let what = view.phase_name;
  if (view.phase === "over") {
    who = "Game over";
    what = view.result ? `${view.result.ranking[0]} wins` : "";
  } else if (view.offer) {
    const company = idx.company[view.offer.company];
    what = `${view.phase_name} — decide on ${view.offer.proposer}'s offer for a ${company.name} share`;
  }
  return h("section", { class: ["turn-banner", view.last_turn && "last-turn"], dataset: { active: active.join(",") },
    "aria-label": "Whose turn" },
    h("div", { class: "turn-line" },
      h("span", { class: "turn-who" }, who),
      h("span", { class: "turn-sep", "aria-hidden": "true" }, " — "),
      h("span", { class: "turn-phase" }, what)),
    h("div", { class: "turn-meta" },
      h("span", {}, `Turn ${view.turn}`),
      h("span", {}, `Start player: ${view.start_player}`),
      h("span", {}, `Order: ${view.turn_order.join(" → ")}`)),
    view.last_turn && view.phase !== "over"
      ? h("p", { class: "last-turn-warning", role: "status" },
        h("strong", {}, "Last turn! "), `The game ends after this turn's income and the final payment: ${view.end_reasons.join("; ")}.`)
      : null);
}

function prompt(view, idx, g) {
  if (view.phase === "over") return null;
  const box = h("section", { class: "prompt", "aria-label": "Your move" });
  if (g.decision.length) {
    box.append(directorPrompt(view, idx, g.decision));
    return box;
  }
  const player = view.active_players[0];
  if (view.phase === "trade_shares") {
    box.append(h("p", {}, view.chosen_this_turn.length
      ? `${player}: the director bought your pick. Choose a share of another company at the bottom of a column, or end your turn.`
      : `${player}: take one share from the bottom of a column — found a company (you set the price; all of it goes to its treasury), buy a share of a company you direct ($1,000: half to the treasury, half to the bank), or propose a price to another company's director.`));
  } else {
    box.append(h("p", {}, `${player}: buy a city at the bottom of a column for a company you hold a share of, paid from that company's treasury — each player once per company in this phase — or pass and leave the phase.`));
  }
  const buttons = h("div", { class: "prompt-buttons" });
  for (const a of g.end) {
    const label = a.type === "end_turn" ? "End my turn" : a.type === "pass" ? "Pass (leave phase II)" : a.type;
    const tip = a.type === "pass"
      ? "You buy no more cities this turn; phase II ends when everyone has passed."
      : "You take no share this turn.";
    buttons.append(h("button", { type: "button", class: "button", title: tip, dataset: actionAttrs([a], a.type) }, label));
  }
  if (buttons.children.length) box.append(buttons);
  return box;
}

function directorPrompt(view, idx, decision) {
  const offer = view.offer;
  const company = idx.company[offer.company];
  const director = decision[0].player;
  const proposer = offer.proposer;
  const price = offer.price;
  const half = offer.to_treasury;
  const rest = offer.to_other;
  const proposerShares = (idx.player[proposer].shares[offer.company] || 0) + 1;
  const directorShares = idx.player[director].shares[offer.company] || 0;
  const change = proposerShares >= directorShares
    ? ` ${proposer} would then hold ${proposerShares} ${company.name} share${proposerShares === 1 ? "" : "s"} to your ${directorShares} and become director of ${company.name}.`
    : ` You stay director (${directorShares} shares to ${proposer}'s ${proposerShares}).`;
  const allow = decision.find((a) => a.type === "allow_purchase");
  const buy = decision.find((a) => a.type === "director_buys");
  const cash = idx.player[director].cash;
  return h("div", { class: ["director-prompt", `company-${company.id}`], role: "group", "aria-label": `Decision for ${director}` },
    h("p", { class: "director-ask" }, h("strong", {}, `${director}`), `, you direct ${company.name}. ${proposer} proposes ${money(price)} for a ${company.name} share.`),
    h("div", { class: "decision-options" },
      allow ? h("button", { type: "button", class: "button decision", dataset: actionAttrs([allow], "allow"),
        title: "Option 3a of phase I: the proposer buys; half (rounded up) to the treasury, the rest to the bank." },
      h("span", { class: "decision-title" }, `Let ${proposer} buy it`),
      h("span", { class: "decision-text" }, `${proposer} pays ${money(price)}: ${money(half)} to ${company.name}'s treasury, ${money(rest)} to the bank.${change}`)) : null,
      buy ? h("button", { type: "button", class: "button decision", dataset: actionAttrs([buy], "dbuy"),
        title: "Option 3b of phase I: the director buys at the proposed price; half (rounded up) to the treasury, the rest to the proposer." },
      h("span", { class: "decision-title" }, `Buy it yourself for ${money(price)}`),
      h("span", { class: "decision-text" }, `You pay ${money(price)}: ${money(half)} to ${company.name}'s treasury, ${money(rest)} to ${proposer}. ${proposer} may then pick a share of another company.`))
        : h("p", { class: "decision-off muted" }, `You cannot buy it yourself: you have ${money(cash)}.`)));
}

// --- the share columns ---

function shareMarket(view, idx, g) {
  return h("section", { class: "market share-market", "aria-labelledby": "shares-h" },
    h("h2", { id: "shares-h" }, "Shares ", h("span", { class: "muted" }, `— the bottom card of each column is on offer; ${view.shares_removed} shares are out of the game unseen`)),
    h("div", { class: "columns" }, view.share_columns.map((col, i) => shareColumn(view, idx, col, i, g.shares.get(i) || []))));
}

function shareColumn(view, idx, col, i, actions) {
  const column = h("div", { class: "column", dataset: { column: String(i) }, "aria-label": `Share column ${i + 1}, ${col.length} cards` });
  if (!col.length) return append(column, h("div", { class: "card empty" }, "empty"));
  col.slice(0, -1).forEach((id, k) => column.append(h("div", { class: ["strip", `company-${id}`], role: "img",
    "aria-label": `${idx.company[id].name} share, ${col.length - 1 - k} above the bottom` }, idx.company[id].name)));
  column.append(shareCard(view, idx, col[col.length - 1], i, actions));
  return column;
}

function append(el, child) { el.append(child); return el; }

function shareCard(view, idx, id, column, actions) {
  const company = idx.company[id];
  const offered = view.offer && view.offer.column === column;
  const chosen = view.chosen_this_turn.includes(id);
  let status = company.director ? `Director: ${company.director}` : "Not founded yet";
  if (offered) status = `${view.offer.proposer} offers ${money(view.offer.price)}`;
  else if (chosen) status = "Bought by its director this turn";
  let hint = null;
  let tip = null;
  const a = actions[0];
  if (a?.type === "found_company") {
    hint = "Found it: choose price and start city";
    tip = "Found the company: you pay any multiple of $100; all of it goes to its treasury. You become director and choose its start city.";
  } else if (a?.type === "buy_own_share") {
    hint = `Buy for ${money(a.price)}`;
    tip = `A share of a company you direct costs ${money(a.price)}: ${money(treasuryHalf(a.price))} to its treasury, the rest to the bank.`;
  } else if (a?.type === "propose_price") {
    hint = `Propose a price to ${company.director}`;
    tip = `${company.director} directs ${company.name} and may let you buy at your price (half to the treasury, rest to the bank) or buy it at that price (half to the treasury, rest to you).`;
  }
  const body = [
    h("span", { class: "card-company" }, company.name),
    h("span", { class: "card-kind" }, "Share"),
    h("span", { class: "card-status" }, status),
    hint ? h("span", { class: "card-hint" }, hint) : null,
  ];
  const label = `${company.name} share on offer in column ${column + 1}. ${status}.${hint ? ` ${hint}.` : ""}`;
  const cls = ["card", "share-card", `company-${id}`, actions.length && "playable", offered && "offered"];
  if (!actions.length) return h("div", { class: cls, role: "img", "aria-label": label }, body);
  return h("button", { type: "button", class: cls, "aria-label": label, title: tip,
    dataset: actionAttrs(actions, `share-${column}`) }, body);
}

// --- the city columns ---

function cityMarket(view, idx, g) {
  const left = view.city_columns.reduce((n, c) => n + c.length, 0);
  return h("section", { class: "market city-market", "aria-labelledby": "cities-h" },
    h("h2", { id: "cities-h" }, "Cities ", h("span", { class: "muted" }, `— ${left} left; cost is paid from a company's treasury`)),
    h("div", { class: "columns" }, view.city_columns.map((col, i) => cityColumn(view, idx, col, i, g.cities.get(i) || []))));
}

function c2c(n) {
  return h("span", { class: "c2c", title: c2cText(n), "aria-label": c2cText(n) },
    n ? "★".repeat(n) : h("span", { class: "c2c-none" }, "–"));
}

function cityFigures(city) {
  return [
    h("span", { class: "cost", title: "Cost, paid from the company's treasury" }, money(city.cost)),
    h("span", { class: "income", title: "Income each turn" }, `+${money(city.income)}`),
    c2c(city.coast_to_coast),
  ];
}

const cityLabel = (c) => `${c.name}: cost ${money(c.cost)}, income ${money(c.income)}, ${c2cText(c.coast_to_coast)}`;

function cityColumn(view, idx, col, i, actions) {
  const column = h("div", { class: "column", dataset: { column: String(i) }, "aria-label": `City column ${i + 1}, ${col.length} cards` });
  if (!col.length) return append(column, h("div", { class: "card empty" }, "empty"));
  col.slice(0, -1).forEach((c) => column.append(h("div", { class: "strip city-strip", role: "img", "aria-label": cityLabel(c) },
    h("span", { class: "strip-name" }, c.name), h("span", { class: "strip-figs" }, cityFigures(c)))));
  column.append(cityCard(idx, col[col.length - 1], i, actions));
  return column;
}

function cityCard(idx, city, column, actions) {
  const body = [
    h("span", { class: "city-name" }, city.name),
    h("span", { class: "city-figures" }, cityFigures(city)),
  ];
  const label = `${cityLabel(city)}. On offer in column ${column + 1}.`;
  const buyTip = (a) => {
    const co = idx.company[a.company];
    return `Buy ${city.name} for ${co.name}: ${money(city.cost)} from its treasury (${money(co.treasury)}). Each player buys at most one city per company in phase II.`;
  };
  if (!actions.length) return h("div", { class: "card city-card", role: "img", "aria-label": label }, body);
  if (actions.length === 1) {
    const co = idx.company[actions[0].company];
    return h("button", { type: "button", class: ["card", "city-card", "playable"], title: buyTip(actions[0]),
      "aria-label": `${label} Buy it for ${co.name}.`, dataset: actionAttrs(actions, `city-${column}`) },
    body, h("span", { class: ["buy-for", `company-${co.id}`] }, `Buy for ${co.name}`));
  }
  return h("div", { class: ["card", "city-card", "playable-group"], role: "group", "aria-label": label },
    body,
    h("span", { class: "buy-buttons" }, actions.map((a) => {
      const co = idx.company[a.company];
      return h("button", { type: "button", class: ["buy-for", `company-${co.id}`], title: buyTip(a),
        "aria-label": `Buy ${city.name} for ${co.name}`, dataset: actionAttrs([a], `city-${column}-${co.id}`) }, `for ${co.name}`);
    })));
}

// --- companies and players ---

function companiesPanel(view, idx) {
  return h("section", { class: "companies", "aria-labelledby": "companies-h" },
    h("h2", { id: "companies-h" }, "Companies"),
    h("div", { class: "company-grid" }, view.companies.map((c) => companyPanel(view, c))));
}

function companyPanel(view, c) {
  const founded = !!c.director;
  return h("article", { class: ["company", `company-${c.id}`, !founded && "unfounded"], dataset: { company: c.id },
    "aria-label": `${c.name} company` },
    h("header", { class: "company-head" },
      h("h3", {}, c.name),
      h("span", { class: "director", title: "The director holds the most shares; a player who ties by buying takes over." },
        founded ? `Director: ${c.director}` : "not founded")),
    h("dl", { class: "figures" },
      fig("Treasury", money(c.treasury), "treasury", "Pays for cities in phase II"),
      fig("Income", money(c.income), "income", "Split between the shares each phase III"),
      fig("Coast to Coast", String(c.coast_to_coast), "c2c", "At game end, each share gets $100 per symbol"),
      fig("Shares", `${c.shares_held} held · ${c.shares_on_offer} on offer`, "shares")),
    founded ? h("div", { class: "network" },
      h("div", { class: "start-city", title: "Start city" }, h("span", { class: "city-name" }, c.start_city.name),
        h("span", { class: "income" }, `+${money(c.start_city.income)}`)),
      c.cities.map((city) => h("div", { class: "owned-city", "aria-label": cityLabel(city) },
        h("span", { class: "city-name" }, city.name), h("span", { class: "income" }, `+${money(city.income)}`), c2c(city.coast_to_coast))))
      : null);
}

function fig(label, value, cls, tip) {
  return h("div", { class: ["fig", cls], title: tip },
    h("dt", {}, label), h("dd", { class: cls }, value));
}

function playersPanel(view, idx) {
  const active = new Set(view.active_players);
  const phase2 = view.phase === "buy_cities";
  return h("section", { class: "players", "aria-labelledby": "players-h" },
    h("h2", { id: "players-h" }, "Players"),
    view.players.map((p) => {
      const directs = view.companies.filter((c) => c.director === p.name).map((c) => c.id);
      const held = view.companies.filter((c) => p.shares[c.id]);
      return h("article", { class: ["player", active.has(p.name) && "active", p.passed && "passed"],
        dataset: { player: p.name }, "aria-label": `Player ${p.name}${active.has(p.name) ? ", to act" : ""}` },
      h("header", { class: "player-head" },
        h("h3", { class: "player-name" }, p.name),
        view.start_player === p.name ? h("span", { class: "marker start", title: "Start player this turn" }, "Start player") : null,
        active.has(p.name) ? h("span", { class: "marker to-act" }, "to act") : null,
        phase2 && p.passed ? h("span", { class: "marker passed", title: "Has left phase II" }, "passed") : null),
      h("div", { class: "cash-line" }, h("span", { class: "label" }, "Cash"), h("span", { class: "cash" }, money(p.cash))),
      h("ul", { class: "holdings", "aria-label": "Shares" },
        held.length ? held.map((c) => h("li", {
          class: ["holding", `company-${c.id}`, phase2 && p.acted_for.includes(c.id) && "acted"],
          dataset: { shares: c.id },
          title: `${p.shares[c.id]} ${c.name} share${p.shares[c.id] === 1 ? "" : "s"}${directs.includes(c.id) ? ", director" : ""}${phase2 && p.acted_for.includes(c.id) ? "; has bought a city for it this phase" : ""}`,
        }, h("span", { class: "holding-name" }, c.name), h("span", { class: "count" }, `×${p.shares[c.id]}`),
        directs.includes(c.id) ? h("span", { class: "dir-mark", "aria-label": "director" }, "D") : null))
          : h("li", { class: "muted" }, "no shares")),
      phase2 && p.acted_for.length ? h("p", { class: "acted-note muted" },
        `Bought for: ${p.acted_for.map((c) => idx.company[c].name).join(", ")}`) : null);
    }));
}

// --- the end ---

export function renderScores(view, result) {
  if (!result) return null;
  const rows = result.ranking.map((name, i) => {
    const p = view.players.find((x) => x.name === name);
    const total = result.scores[name];
    const fp = p.final_payment ?? 0;
    const tiedAbove = i > 0 && result.scores[result.ranking[i - 1]] === total;
    return h("tr", { class: i === 0 && "winner", dataset: { player: name } },
      h("td", { class: "rank" }, String(i + 1)),
      h("th", { scope: "row" }, name),
      h("td", { class: "num before" }, money(total - fp)),
      h("td", { class: "num final-payment" }, money(fp)),
      h("td", { class: "num total" }, money(total)),
      h("td", { class: "tie muted" }, tiedAbove ? "tie: the player who acted earlier in the last turn ranks higher" : ""));
  });
  const winner = result.ranking[0];
  return h("section", { class: "panel scores", "aria-labelledby": "scores-h" },
    h("h2", { id: "scores-h" }, "Final scores"),
    h("p", { class: "winner-line" }, h("strong", {}, winner), ` wins with ${money(result.scores[winner])} and is the next Rail Baron.`),
    h("table", { class: "score-table" },
      h("thead", {}, h("tr", {}, h("th", {}, "#"), h("th", {}, "Player"), h("th", {}, "Money before the final payment"),
        h("th", {}, "Final payment"), h("th", {}, "Total"), h("th", {}, ""))),
      h("tbody", {}, rows)),
    h("p", { class: "muted" }, "Final payment: each company pays $100 per Coast-to-Coast symbol in its network for every share."));
}

// --- asking for a price and a start city ---

export function actionSpec(actions, view) {
  const idx = index(view);
  const a = actions[0];
  const company = idx.company[a.company];
  const player = idx.player[a.player];
  const format = money;
  const startCity = Object.fromEntries(view.start_cities_available.map((c) => [c.id, c]));
  const cityName = (id) => startCity[id].name;
  if (a.type === "found_company") {
    return {
      title: `Found ${company.name}`,
      intro: [`${a.player}, you take the first ${company.name} share and become its director. The whole price goes into ${company.name}'s treasury — the company pays for its cities from it in phase II.`],
      choices: { start_city: { label: "Start city",
        option: (id) => `${cityName(id)} (income ${money(startCity[id].income)})` } },
      ranges: { price: { label: "Price (multiples of $100)", format,
        help: (v) => `${money(v)} into ${company.name}'s treasury; you keep ${money(player.cash - v)}.` } },
      confirm: (x) => `Found ${company.name} for ${money(x.price)} (start: ${cityName(x.start_city)})`,
    };
  }
  if (a.type === "propose_price") {
    const director = idx.player[company.director];
    const mine = (player.shares[a.company] || 0) + 1;
    const theirs = director.shares[a.company] || 0;
    return {
      title: `Propose a price for a ${company.name} share`,
      intro: [`${company.director} directs ${company.name} and decides: let you buy at your price, or buy the share at that price themself.`],
      ranges: { price: { label: "Your price (multiples of $100)", format,
        help: (v) => {
          const half = treasuryHalf(v);
          const lines = [`If ${company.director} lets you: you pay ${money(v)} — ${money(half)} to ${company.name}'s treasury, ${money(v - half)} to the bank${mine >= theirs ? `, and you become director (${mine} shares to ${theirs})` : ""}.`];
          lines.push(director.cash >= v
            ? ` If ${company.director} buys: they pay ${money(v)} — ${money(half)} to the treasury, ${money(v - half)} to you — and you may pick another company's share.`
            : ` ${company.director} has only ${money(director.cash)}, too little to buy it at this price.`);
          return lines.join("");
        } } },
      confirm: (x) => `Propose ${money(x.price)} to ${company.director}`,
    };
  }
  return { title: a.type };
}
