// The North American Railways table: share and city columns as cards (the bottom card of each
// column is on offer), the five companies, the players, whose turn it is, the log.
// Every legal move is an element carrying data-action (the action's JSON, as Python listed it);
// a card that stands for several actions (one per start city) also carries data-actions. The
// prompt names only the moves on offer (each sentence's data-moves), and the shared safety net
// (reach.js) gives a button to any legal move the table would not offer.

import { h, names } from "../dom.js";
import { ruleHelp as sharedRuleHelp } from "../dialogs.js";
import { formatMoney as money, said, t } from "../i18n.js";
import { lastMark, logPanel } from "../table-generic.js";
import { computerMark, playerLabel } from "../computers.js";
import { reach } from "../reach.js";

// Display only: the treasury's half of a price, rounded up to $100 (rule book, phase I 3a/3b).
// It explains a consequence before the click; Python computes the real payment.
const treasuryHalf = (price) => Math.ceil(price / 200) * 100;

const PRICE_STEP = 100; // every price is a multiple of $100 (phase I)
const PER_SYMBOL = 100; // the final payment per Coast-to-Coast symbol, for every share (section 6)

const c2cText = (n) => t("ui.nar.c2c", { n });

/** A company's name: its colour, in the page's language. */
const coName = (id) => t(`nar.company.${id}`);

/** Names as a list in the page's language ("Ann, Bob and Cy"). */
/** A message whose argument `field` is shown in bold (a name at the start of a prompt). */
function emphasized(key, args, field) {
  const mark = "\u0000";
  const parts = t(key, { ...args, [field]: mark }).split(mark);
  return parts.flatMap((part, i) => (i ? [h("strong", {}, args[field]), part] : [part]));
}

function index(view, computers = {}) {
  return {
    computers, // {player: level}: the seats a computer plays
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
    else if (a.type === "end_turn" || a.type === "pass") g.end.push(a);
    // a move of no other kind is left to the safety net (reach.js)
  }
  return g;
}

/** Attributes that make an element one legal move (or a choice among several). */
function actionAttrs(actions, key) {
  const data = { action: JSON.stringify(actions[0]), key };
  if (actions.length > 1) data.actions = JSON.stringify(actions);
  return data;
}

/** The names of the phases (a saved game's summary, storage.js): `ui.nar.phase.<phase>`. */
export const phaseKey = "ui.nar.phase.";

export function renderTable(view, { legal = [], readonly = false, last = null, computers = {} } = {}) {
  const idx = index(view, computers);
  const g = groupLegal(readonly ? [] : legal);
  const promptBox = readonly ? null : prompt(view, idx, g);
  const table = h(
    "div",
    { class: ["nar-table", readonly && "readonly"], dataset: { phase: view.phase } },
    turnBanner(view, idx),
    promptBox,
    h(
      "div",
      { class: "nar-grid" },
      h("div", { class: "nar-main" }, shareMarket(view, idx, g), cityMarket(view, idx, g), companiesPanel(view, last)),
      h("div", { class: "nar-side" }, logPanel(view), playersPanel(view, idx, last)),
    ),
  );
  if (!readonly) reach(table, legal, { words: (a) => moveWords(view, a), into: promptBox });
  return table;
}

/** A legal move in the player's words (the safety net's buttons, reach.js). */
export function moveWords(view, a) {
  const company = a.company && coName(a.company);
  const column = a.column + 1; // a company's shares may lie at the bottom of two columns
  if (a.type === "found_company") {
    const city = view.start_cities_available.find((c) => c.id === a.start_city);
    return t("ui.nar.move.found", { company, column, city: city?.name ?? a.start_city });
  }
  if (a.type === "buy_own_share") return t("ui.nar.move.buy_own", { company, column, price: a.price });
  if (a.type === "propose_price") return t("ui.nar.move.propose", { company, column });
  if (a.type === "buy_city") {
    const city = view.city_columns[a.column]?.find((c) => c.id === a.city);
    return t("ui.nar.city.buy", { city: city?.name ?? a.city, company });
  }
  if (a.type === "allow_purchase") return t("ui.nar.decision.allow", { proposer: view.offer?.proposer ?? "" });
  if (a.type === "director_buys") return t("ui.nar.decision.buy", { price: a.price });
  if (a.type === "end_turn") return t("ui.nar.end_turn");
  if (a.type === "pass") return t("ui.nar.pass");
  return null;
}

// --- whose turn ---

function turnBanner(view, idx) {
  const active = view.active_players;
  const phase = t(`ui.nar.phase.${view.phase}`);
  let who = names(active.map((p) => playerLabel(idx.computers, p)));
  let what = phase;
  if (view.phase === "over") {
    who = phase;
    what = view.result ? t("ui.nar.wins", { player: view.result.ranking[0] }) : "";
  } else if (view.offer) {
    what = t("ui.nar.banner.offer", { phase, proposer: view.offer.proposer, company: coName(view.offer.company) });
  }
  const reasons = (view.end_messages || []).map((m, i) => said(m, view.end_reasons[i]));
  return h(
    "section",
    {
      class: ["turn-banner", view.last_turn && "last-turn"],
      dataset: { active: active.join(",") },
      "aria-label": t("ui.nar.whose_turn"),
    },
    h(
      "div",
      { class: "turn-line" },
      h("span", { class: "turn-who" }, who),
      h("span", { class: "turn-sep", "aria-hidden": "true" }, " — "),
      h("span", { class: "turn-phase" }, what),
    ),
    h(
      "div",
      { class: "turn-meta" },
      h("span", {}, t("ui.nar.turn", { turn: view.turn })),
      h("span", {}, t("ui.nar.start_player_is", { player: view.start_player })),
      h("span", {}, t("ui.nar.order", { order: view.turn_order.join(" → ") })),
    ),
    view.last_turn && view.phase !== "over"
      ? h(
          "p",
          { class: "last-turn-warning", role: "status" },
          h("strong", {}, t("ui.nar.last_turn")),
          " ",
          t("ui.nar.last_turn_why", { reasons }),
          " ",
          ruleHelp("end"),
        )
      : null,
  );
}

/** The "?" beside a prompt: the rule it applies (ui.nar.rule.<rule>.*). */
const ruleHelp = (rule) => sharedRuleHelp("ui.nar.rule", rule);

/** The rules behind the "?" helps, in the order of play (the home screen's "How to play"). */
export const ruleTopics = () => ({ prefix: "ui.nar.rule", topics: ["shares", "decision", "cities", "end"], args: {} });

/** A sentence of the prompt that asks for moves, naming their types (data-moves, tables.js). */
const asking = (types, ...text) => h("p", { dataset: { moves: [...new Set(types)].join(" ") } }, ...text);

// the ways to take a share in phase I, in the rule book's order (options 1, 2 and 3)
const SHARE_PICKS = ["found_company", "buy_own_share", "propose_price"];

function prompt(view, idx, g) {
  if (view.phase === "over") return null;
  const box = h("section", { class: "prompt", "aria-label": t("ui.nar.your_move") });
  if (g.decision.length) {
    box.append(directorPrompt(view, idx, g.decision));
    return box;
  }
  const player = view.active_players[0];
  if (view.phase === "trade_shares") box.append(...sharePrompt(view, g, player));
  else box.append(cityPrompt(g, player));
  const buttons = h("div", { class: "prompt-buttons" });
  for (const a of g.end) {
    const tip = a.type === "pass" ? t("ui.nar.pass_tip") : t("ui.nar.end_turn_tip");
    buttons.append(
      h(
        "button",
        { type: "button", class: "button", title: tip, dataset: actionAttrs([a], a.type) },
        moveWords(view, a),
      ),
    );
  }
  if (buttons.children.length) box.append(buttons);
  return box;
}

/** Phase I: the ways to take a share that are open now, and ending the turn when it is. */
function sharePrompt(view, g, player) {
  const picks = [...g.shares.values()].flat();
  const types = SHARE_PICKS.filter((type) => picks.some((a) => a.type === type));
  const own = picks.find((a) => a.type === "buy_own_share");
  const choices = names(
    types.map((type) =>
      t(
        `ui.nar.prompt.choice.${type}`,
        own && { price: own.price, half: treasuryHalf(own.price), rest: own.price - treasuryHalf(own.price) },
      ),
    ),
    "or",
  );
  const end = g.end.some((a) => a.type === "end_turn");
  if (!end)
    return types.length ? [asking(types, t("ui.nar.prompt.shares", { player, choices }), " ", ruleHelp("shares"))] : [];
  // the director bought the player's pick: another company's share, or the end of the turn
  return [
    h("p", {}, t("ui.nar.prompt.again", { player }), " ", ruleHelp("shares")),
    types.length
      ? asking([...types, "end_turn"], t("ui.nar.prompt.again_pick", { choices }))
      : asking(["end_turn"], t("ui.nar.prompt.again_end")),
  ];
}

/** Phase II: buy a city for a company, or pass (the only move when none can pay for one). */
function cityPrompt(g, player) {
  const buys = g.cities.size > 0;
  const types = [buys && "buy_city", ...g.end.map((a) => a.type)].filter(Boolean);
  return asking(
    types,
    t(buys ? "ui.nar.prompt.cities" : "ui.nar.prompt.cities_none", { player }),
    " ",
    ruleHelp("cities"),
  );
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
  const name = coName(company.id);
  const change =
    proposerShares >= directorShares
      ? t("ui.nar.decision.takes_over", { proposer, n: proposerShares, mine: directorShares, company: name })
      : t("ui.nar.decision.stays", { proposer, n: proposerShares, mine: directorShares });
  const allow = decision.find((a) => a.type === "allow_purchase");
  const buy = decision.find((a) => a.type === "director_buys");
  const cash = idx.player[director].cash;
  return h(
    "div",
    {
      class: ["director-prompt", `company-${company.id}`],
      role: "group",
      "aria-label": t("ui.nar.decision.label", { player: director }),
    },
    h(
      "p",
      { class: "director-ask", dataset: { moves: decision.map((a) => a.type).join(" ") } },
      emphasized("ui.nar.decision.ask", { director, proposer, company: name, price }, "director"),
      " ",
      ruleHelp("decision"),
    ),
    h(
      "div",
      { class: "decision-options" },
      allow
        ? h(
            "button",
            {
              type: "button",
              class: "button decision",
              dataset: actionAttrs([allow], "allow"),
              title: t("ui.nar.decision.allow_tip"),
            },
            h("span", { class: "decision-title" }, t("ui.nar.decision.allow", { proposer })),
            h(
              "span",
              { class: "decision-text" },
              t("ui.nar.decision.allow_text", { proposer, price, half, rest, company: name }),
              " ",
              change,
            ),
          )
        : null,
      buy
        ? h(
            "button",
            {
              type: "button",
              class: "button decision",
              dataset: actionAttrs([buy], "dbuy"),
              title: t("ui.nar.decision.buy_tip"),
            },
            h("span", { class: "decision-title" }, t("ui.nar.decision.buy", { price })),
            h(
              "span",
              { class: "decision-text" },
              t("ui.nar.decision.buy_text", { proposer, price, half, rest, company: name }),
            ),
          )
        : h("p", { class: "decision-off muted" }, t("ui.nar.decision.cannot_buy", { cash })),
    ),
  );
}

// --- the share columns ---

function shareMarket(view, idx, g) {
  return h(
    "section",
    { class: "market share-market", "aria-labelledby": "shares-h" },
    h(
      "h2",
      { id: "shares-h" },
      t("ui.nar.shares"),
      " ",
      h("span", { class: "muted" }, t("ui.nar.shares.note", { n: view.shares_removed })),
    ),
    h(
      "div",
      { class: "columns" },
      view.share_columns.map((col, i) => shareColumn(view, idx, col, i, g.shares.get(i) || [])),
    ),
  );
}

function shareColumn(view, idx, col, i, actions) {
  const column = h("div", {
    class: "column",
    dataset: { column: String(i) },
    "aria-label": t("ui.nar.shares.column", { column: i + 1, n: col.length }),
  });
  if (!col.length) return append(column, h("div", { class: "card empty" }, t("ui.nar.empty")));
  col.slice(0, -1).forEach((id, k) =>
    column.append(
      h(
        "div",
        {
          class: ["strip", `company-${id}`],
          role: "img",
          "aria-label": t("ui.nar.shares.strip", { company: coName(id), n: col.length - 1 - k }),
        },
        coName(id),
      ),
    ),
  );
  column.append(shareCard(view, idx, col[col.length - 1], i, actions));
  return column;
}

function append(el, child) {
  el.append(child);
  return el;
}

function shareCard(view, idx, id, column, actions) {
  const company = idx.company[id];
  const offered = view.offer && view.offer.column === column;
  const chosen = view.chosen_this_turn.includes(id);
  const name = coName(id);
  let status = company.director ? t("ui.nar.director_is", { player: company.director }) : t("ui.nar.not_founded_yet");
  if (offered) status = t("ui.nar.share.offered", { player: view.offer.proposer, price: view.offer.price });
  else if (chosen) status = t("ui.nar.share.chosen");
  let hint = null;
  let tip = null;
  const a = actions[0];
  if (a?.type === "found_company") {
    hint = t("ui.nar.share.found");
    tip = t("ui.nar.share.found_tip", { step: PRICE_STEP });
  } else if (a?.type === "buy_own_share") {
    hint = t("ui.nar.share.buy_own", { price: a.price });
    tip = t("ui.nar.share.buy_own_tip", { price: a.price, half: treasuryHalf(a.price) });
  } else if (a?.type === "propose_price") {
    hint = t("ui.nar.share.propose", { director: company.director });
    tip = t("ui.nar.share.propose_tip", { director: company.director, company: name });
  }
  const body = [
    h("span", { class: "card-company" }, name),
    h("span", { class: "card-kind" }, t("ui.nar.share")),
    h("span", { class: "card-status" }, status),
    hint ? h("span", { class: "card-hint" }, hint) : null,
  ];
  const label = [t("ui.nar.share.label", { company: name, column: column + 1 }), `${status}.`, hint && `${hint}.`]
    .filter(Boolean)
    .join(" ");
  const cls = ["card", "share-card", `company-${id}`, actions.length && "playable", offered && "offered"];
  if (!actions.length) return h("div", { class: cls, role: "img", "aria-label": label }, body);
  return h(
    "button",
    { type: "button", class: cls, "aria-label": label, title: tip, dataset: actionAttrs(actions, `share-${column}`) },
    body,
  );
}

// --- the city columns ---

function cityMarket(view, idx, g) {
  const left = view.city_columns.reduce((n, c) => n + c.length, 0);
  return h(
    "section",
    { class: "market city-market", "aria-labelledby": "cities-h" },
    h(
      "h2",
      { id: "cities-h" },
      t("ui.nar.cities"),
      " ",
      h("span", { class: "muted" }, t("ui.nar.cities.note", { n: left })),
    ),
    view.stand_in
      ? h(
          "details",
          { class: "stand-in-note" },
          h("summary", {}, t("ui.nar.stand_in")),
          h("p", { class: "stand-in" }, t("title.nar.stand_in")),
        )
      : null,
    h(
      "div",
      { class: "columns" },
      view.city_columns.map((col, i) => cityColumn(view, idx, col, i, g.cities.get(i) || [])),
    ),
  );
}

function c2c(n) {
  return h(
    "span",
    { class: "c2c", title: c2cText(n), "aria-label": c2cText(n) },
    n ? "★".repeat(n) : h("span", { class: "c2c-none" }, "–"),
  );
}

function cityFigures(city) {
  return [
    h("span", { class: "cost", title: t("ui.nar.city.cost_tip") }, money(city.cost)),
    h("span", { class: "income", title: t("ui.nar.city.income_tip") }, `+${money(city.income)}`),
    c2c(city.coast_to_coast),
  ];
}

const cityLabel = (c) => t("ui.nar.city.label", { city: c.name, cost: c.cost, income: c.income, n: c.coast_to_coast });

function cityColumn(view, idx, col, i, actions) {
  const column = h("div", {
    class: "column",
    dataset: { column: String(i) },
    "aria-label": t("ui.nar.cities.column", { column: i + 1, n: col.length }),
  });
  if (!col.length) return append(column, h("div", { class: "card empty" }, t("ui.nar.empty")));
  col
    .slice(0, -1)
    .forEach((c) =>
      column.append(
        h(
          "div",
          { class: "strip city-strip", role: "img", "aria-label": cityLabel(c) },
          h("span", { class: "strip-name" }, c.name),
          h("span", { class: "strip-figs" }, cityFigures(c)),
        ),
      ),
    );
  column.append(cityCard(idx, col[col.length - 1], i, actions));
  return column;
}

function cityCard(idx, city, column, actions) {
  const body = [h("span", { class: "city-name" }, city.name), h("span", { class: "city-figures" }, cityFigures(city))];
  const label = `${cityLabel(city)}. ${t("ui.nar.city.on_offer", { column: column + 1 })}`;
  const buyTip = (a) => {
    const co = idx.company[a.company];
    return t("ui.nar.city.buy_tip", {
      city: city.name,
      company: coName(co.id),
      cost: city.cost,
      treasury: co.treasury,
    });
  };
  if (!actions.length) return h("div", { class: "card city-card", role: "img", "aria-label": label }, body);
  if (actions.length === 1) {
    const co = idx.company[actions[0].company];
    return h(
      "button",
      {
        type: "button",
        class: ["card", "city-card", "playable"],
        title: buyTip(actions[0]),
        "aria-label": `${label} ${t("ui.nar.city.buy_it_for", { company: coName(co.id) })}`,
        dataset: actionAttrs(actions, `city-${column}`),
      },
      body,
      h("span", { class: ["buy-for", `company-${co.id}`] }, t("ui.nar.city.buy_for", { company: coName(co.id) })),
    );
  }
  return h(
    "div",
    { class: ["card", "city-card", "playable-group"], role: "group", "aria-label": label },
    body,
    h(
      "span",
      { class: "buy-buttons" },
      actions.map((a) => {
        const co = idx.company[a.company];
        return h(
          "button",
          {
            type: "button",
            class: ["buy-for", `company-${co.id}`],
            title: buyTip(a),
            "aria-label": t("ui.nar.city.buy", { city: city.name, company: coName(co.id) }),
            dataset: actionAttrs([a], `city-${column}-${co.id}`),
          },
          t("ui.nar.city.for", { company: coName(co.id) }),
        );
      }),
    ),
  );
}

// --- companies and players ---

function companiesPanel(view, last) {
  return h(
    "section",
    { class: "companies", "aria-labelledby": "companies-h" },
    h("h2", { id: "companies-h" }, t("ui.nar.companies")),
    h(
      "div",
      { class: "company-grid" },
      view.companies.map((c) => companyPanel(view, c, last)),
    ),
  );
}

function companyPanel(view, c, last) {
  const founded = !!c.director;
  const name = coName(c.id);
  const touched = last?.company === c.id;
  const boughtCity = last?.type === "buy_city" && touched ? last.city : null;
  return h(
    "article",
    {
      class: ["company", `company-${c.id}`, !founded && "unfounded", touched && "last-move"],
      dataset: { company: c.id },
      "aria-label": t("ui.nar.company.label", { company: name }),
    },
    h(
      "header",
      { class: "company-head" },
      h("h3", {}, name),
      touched ? lastMark() : null,
      h(
        "span",
        { class: "director", title: t("ui.nar.company.director_tip") },
        founded ? t("ui.nar.director_is", { player: c.director }) : t("ui.nar.not_founded"),
      ),
    ),
    h(
      "dl",
      { class: "figures" },
      fig(t("ui.nar.treasury"), money(c.treasury), "treasury", t("ui.nar.treasury_tip")),
      fig(t("ui.nar.income"), money(c.income), "income", t("ui.nar.income_tip")),
      fig(t("ui.nar.c2c.short"), String(c.coast_to_coast), "c2c", t("ui.nar.c2c.tip", { amount: PER_SYMBOL })),
      fig(
        t("ui.nar.shares"),
        t("ui.nar.company.shares", { held: c.shares_held, offered: c.shares_on_offer }),
        "shares",
      ),
    ),
    founded
      ? h(
          "div",
          { class: "network" },
          h(
            "div",
            { class: "start-city", title: t("ui.nar.start_city") },
            h("span", { class: "city-name" }, c.start_city.name),
            h("span", { class: "income" }, `+${money(c.start_city.income)}`),
          ),
          c.cities.map((city) =>
            h(
              "div",
              { class: ["owned-city", city.id === boughtCity && "last-move"], "aria-label": cityLabel(city) },
              h("span", { class: "city-name" }, city.name),
              h("span", { class: "income" }, `+${money(city.income)}`),
              c2c(city.coast_to_coast),
            ),
          ),
        )
      : null,
  );
}

function fig(label, value, cls, tip) {
  return h("div", { class: ["fig", cls], title: tip }, h("dt", {}, label), h("dd", { class: cls }, value));
}

function playersPanel(view, idx, last) {
  const active = new Set(view.active_players);
  const phase2 = view.phase === "buy_cities";
  return h(
    "section",
    { class: "players", "aria-labelledby": "players-h" },
    h("h2", { id: "players-h" }, t("ui.nar.players")),
    view.players.map((p) => {
      const directs = view.companies.filter((c) => c.director === p.name).map((c) => c.id);
      const held = view.companies.filter((c) => p.shares[c.id]);
      const mover = last?.player === p.name;
      return h(
        "article",
        {
          class: ["player", active.has(p.name) && "active", p.passed && "passed", mover && "last-move"],
          dataset: { player: p.name },
          "aria-label": t(active.has(p.name) ? "ui.nar.player.label_to_act" : "ui.nar.player.label", {
            player: p.name,
          }),
        },
        h(
          "header",
          { class: "player-head" },
          h("h3", { class: "player-name" }, p.name),
          computerMark(idx.computers, p.name),
          view.start_player === p.name
            ? h("span", { class: "marker start", title: t("ui.nar.start_player_tip") }, t("ui.nar.start_player"))
            : null,
          active.has(p.name) ? h("span", { class: "marker to-act" }, t("ui.nar.to_act")) : null,
          phase2 && p.passed
            ? h("span", { class: "marker passed", title: t("ui.nar.passed_tip") }, t("ui.nar.passed"))
            : null,
          mover ? lastMark() : null,
        ),
        h(
          "div",
          { class: "cash-line" },
          h("span", { class: "label" }, t("ui.nar.cash")),
          p.cash === null
            ? h("span", { class: "cash hidden-cash", title: t("ui.nar.cash_hidden_tip") }, t("ui.nar.cash_hidden"))
            : h("span", { class: "cash" }, money(p.cash)),
        ),
        h(
          "ul",
          { class: "holdings", "aria-label": t("ui.nar.shares") },
          held.length
            ? held.map((c) => {
                const acted = phase2 && p.acted_for.includes(c.id);
                const title = [
                  t(directs.includes(c.id) ? "ui.nar.holding_director" : "ui.nar.holding", {
                    n: p.shares[c.id],
                    company: coName(c.id),
                  }),
                  acted && t("ui.nar.holding_acted"),
                ]
                  .filter(Boolean)
                  .join("; ");
                return h(
                  "li",
                  { class: ["holding", `company-${c.id}`, acted && "acted"], dataset: { shares: c.id }, title },
                  h("span", { class: "holding-name" }, coName(c.id)),
                  h("span", { class: "count" }, `×${p.shares[c.id]}`),
                  directs.includes(c.id)
                    ? h("span", { class: "dir-mark", "aria-label": t("ui.nar.director") }, t("ui.nar.director_mark"))
                    : null,
                );
              })
            : h("li", { class: "muted" }, t("ui.nar.no_shares")),
        ),
        phase2 && p.acted_for.length
          ? h("p", { class: "acted-note muted" }, t("ui.nar.bought_for", { companies: p.acted_for.map(coName) }))
          : null,
      );
    }),
  );
}

// --- the end ---

export function renderScores(view, result, { computers = {} } = {}) {
  if (!result) return null;
  const rows = result.ranking.map((name, i) => {
    const p = view.players.find((x) => x.name === name);
    const total = result.scores[name];
    const fp = p.final_payment ?? 0;
    const tiedAbove = i > 0 && result.scores[result.ranking[i - 1]] === total;
    return h(
      "tr",
      { class: i === 0 && "winner", dataset: { player: name } },
      h("td", { class: "rank" }, String(i + 1)),
      h(
        "th",
        { scope: "row", class: "name" },
        name,
        computerAfter(computers, name),
        tiedAbove ? h("span", { class: "tie muted" }, t("ui.nar.scores.tie")) : null,
      ),
      h("td", { class: "num before" }, money(total - fp)),
      h("td", { class: "num final-payment" }, money(fp)),
      h("td", { class: "num total" }, money(total)),
    );
  });
  const winner = result.ranking[0];
  return h(
    "section",
    { class: "panel scores", "aria-labelledby": "scores-h" },
    h("h2", { id: "scores-h" }, t("ui.nar.scores")),
    h(
      "p",
      { class: "winner-line" },
      emphasized("ui.nar.scores.winner", { player: winner, amount: result.scores[winner] }, "player"),
      computerAfter(computers, winner),
    ),
    h(
      "table",
      { class: "score-table ranking" },
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          h("th", { class: "rank" }, "#"),
          h("th", {}, t("ui.nar.scores.player")),
          h("th", { class: "num", title: t("ui.nar.scores.before_tip") }, t("ui.nar.scores.before")),
          h("th", { class: "num" }, t("ui.nar.scores.final_payment")),
          h("th", { class: "num" }, t("ui.nar.scores.total")),
        ),
      ),
      h("tbody", {}, rows),
    ),
    finalPaymentTable(view, result.ranking),
    h("p", { class: "muted" }, t("ui.nar.scores.note", { amount: PER_SYMBOL }), " ", ruleHelp("end")),
  );
}

/** A computer's seat marked after its name (nothing for a person's). */
function computerAfter(computers, name) {
  const mark = computerMark(computers, name);
  return mark ? [" ", mark] : null;
}

/** Section 6: what each company paid each player at the end (Python's figures), and the totals. */
function finalPaymentTable(view, players) {
  const final = view.final_payment;
  if (!final || !final.companies.length) return null;
  const cell = (company, player) => {
    const n = view.players.find((p) => p.name === player).shares[company.company] || 0;
    return h(
      "td",
      {
        class: "num",
        dataset: { player },
        title: t("ui.nar.final.cell_tip", { player, n, company: coName(company.company), amount: company.per_share }),
      },
      company.paid[player] ? money(company.paid[player]) : "–",
    );
  };
  return h(
    "div",
    { class: "final-payment-box" },
    h("h3", { id: "final-h" }, t("ui.nar.final.title")),
    h(
      "div",
      { class: "table-scroll" },
      h(
        "table",
        { class: "score-table final-table", "aria-labelledby": "final-h" },
        h(
          "thead",
          {},
          h(
            "tr",
            {},
            h("th", {}, t("ui.nar.final.company")),
            players.map((name) => h("th", { class: "num player-col", scope: "col" }, name)),
          ),
        ),
        h(
          "tbody",
          {},
          final.companies.map((c) =>
            h(
              "tr",
              { dataset: { company: c.company } },
              h(
                "th",
                { scope: "row", class: ["final-company", `company-${c.company}`] },
                h("span", { class: "co-chip" }, coName(c.company)),
                h("span", { class: "per-share" }, t("ui.nar.final.per_share", { amount: c.per_share })),
              ),
              players.map((name) => cell(c, name)),
            ),
          ),
        ),
        h(
          "tfoot",
          {},
          h(
            "tr",
            { class: "final-totals" },
            h("th", { scope: "row" }, t("ui.nar.final.total")),
            players.map((name) => h("td", { class: "num", dataset: { player: name } }, money(final.totals[name]))),
          ),
        ),
      ),
    ),
  );
}

// --- asking for a price and a start city ---

export function actionSpec(actions, view) {
  const idx = index(view);
  const a = actions[0];
  const company = idx.company[a.company];
  const player = idx.player[a.player];
  const format = money;
  const name = coName(company.id);
  const startCity = Object.fromEntries(view.start_cities_available.map((c) => [c.id, c]));
  const cityName = (id) => startCity[id].name;
  if (a.type === "found_company") {
    return {
      title: t("ui.nar.found.title", { company: name }),
      intro: [t("ui.nar.found.intro", { player: a.player, company: name })],
      choices: {
        start_city: {
          label: t("ui.nar.start_city"),
          option: (id) => t("ui.nar.found.city", { city: cityName(id), income: startCity[id].income }),
        },
      },
      ranges: {
        price: {
          label: t("ui.nar.found.price", { step: PRICE_STEP }),
          format,
          help: (v) => t("ui.nar.found.help", { price: v, company: name, rest: player.cash - v }),
        },
      },
      confirm: (x) => t("ui.nar.found.confirm", { company: name, price: x.price, city: cityName(x.start_city) }),
    };
  }
  if (a.type === "propose_price") {
    const director = idx.player[company.director];
    const mine = (player.shares[a.company] || 0) + 1;
    const theirs = director.shares[a.company] || 0;
    return {
      title: t("ui.nar.propose.title", { company: name }),
      intro: [t("ui.nar.propose.intro", { director: company.director, company: name })],
      ranges: {
        price: {
          label: t("ui.nar.propose.price", { step: PRICE_STEP }),
          format,
          help: (v) => {
            const half = treasuryHalf(v);
            const args = { director: company.director, company: name, price: v, half, rest: v - half, mine, theirs };
            let ifBought = t("ui.nar.propose.if_bought_hidden", args); // the director's cash is hidden
            if (director.cash !== null) {
              ifBought =
                director.cash >= v
                  ? t("ui.nar.propose.if_bought", args)
                  : t("ui.nar.propose.cannot_buy", { director: company.director, cash: director.cash });
            }
            return [
              t(mine >= theirs ? "ui.nar.propose.if_allowed_director" : "ui.nar.propose.if_allowed", args),
              ifBought,
            ].join(" ");
          },
        },
      },
      confirm: (x) => t("ui.nar.propose.confirm", { director: company.director, price: x.price }),
    };
  }
  return { title: a.type };
}
