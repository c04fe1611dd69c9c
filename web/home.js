// The home screen: the titles, a new game's set-up, the saved games, importing a save file.

import { h, append, fill, when, names, toast, download, titleText, optionLabel, choiceLabel } from "./dom.js";
import { confirmDialog, openDialog } from "./dialogs.js";
import { ruleTopics } from "./tables.js";
import * as storage from "./storage.js";
import { rememberSession } from "./game.js";
import { LEVELS, levelName, playerLabel } from "./computers.js";
import { t } from "./i18n.js";

const DEFAULT_NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]; // i18n-ignore: names are not translated
const PERSON = "person"; // a seat's "played by" choice; the others are the computer's levels
let chosenTitle = null; // the title whose set-up form is shown

export function showHome(ctx, { notice = null } = {}) {
  const saved = savedGames(ctx); // first: reading the list may find something to tell
  const notices = [...storage.notices.splice(0), ...(notice ? [notice] : [])];
  chosenTitle = ctx.titleById(chosenTitle) ? chosenTitle : ctx.titles[0]?.id;
  const setup = h("section", { class: "panel setup", "aria-labelledby": "setup-h" });
  fill(
    ctx.app,
    h(
      "div",
      { class: "home" },
      notices.map((n) =>
        h("div", { class: "notice error-card", role: "alert" }, h("strong", {}, t("ui.home.something_wrong"), " "), n),
      ),
      h("section", { class: "hero" }, h("h1", {}, t("ui.home.title")), h("p", { class: "lede" }, t("ui.home.lede"))),
      titleList(ctx, setup),
      setup,
      saved,
      importBox(ctx),
    ),
  );
  renderSetup(ctx, setup);
  document.title = t("ui.site_name");
}

/** "about 45 min", "1½–2 h" (the box's playing time, in minutes). */
function playingTime([least, most]) {
  if (!most) return null;
  const hours = (m) => (m % 60 === 30 ? `${Math.floor(m / 60) || ""}½` : String(Math.round(m / 60)));
  if (most < 60) return t("ui.home.time_minutes", { n: most });
  if (least === most) return t("ui.home.time_about_hours", { n: hours(most) });
  return t("ui.home.time_hours", { from: hours(least), to: hours(most) });
}

const WEIGHTS = ["light", "medium", "heavy"];

/** What a newcomer weighs up: players, playing time and how heavy the rules are. */
function titleFacts(title) {
  const time = playingTime(title.playing_time || []);
  const weight = WEIGHTS.includes(title.weight) ? title.weight : null;
  return h(
    "span",
    { class: "title-facts" },
    h("span", { class: "title-players" }, t("ui.players_range", { min: title.players[0], max: title.players[1] })),
    time ? h("span", { class: "title-time", title: t("ui.home.time_tip") }, time) : null,
    weight
      ? h(
          "span",
          { class: "title-weight", dataset: { weight }, title: t(`ui.home.weight_tip.${weight}`) },
          h(
            "span",
            { class: "weight-bars", "aria-hidden": "true" },
            WEIGHTS.map((w, i) => h("i", { class: i <= WEIGHTS.indexOf(weight) && "on" })),
          ),
          t(`ui.home.weight.${weight}`),
        )
      : null,
  );
}

/** Each game a card: its name, players, length and weight, one line on what it is, and "How to
 * play" a click away. A click anywhere else on the card chooses it for the set-up below. */
function titleList(ctx, setup) {
  const choose = (id) => {
    chosenTitle = id;
    for (const card of setup.parentElement.querySelectorAll(".title-card")) {
      card.classList.toggle("chosen", card.dataset.title === id);
      card.querySelector(".title-pick").setAttribute("aria-pressed", String(card.dataset.title === id));
    }
    renderSetup(ctx, setup);
    setup.scrollIntoView({ behavior: "smooth", block: "nearest" });
  };
  return h(
    "section",
    { class: "titles", "aria-label": t("ui.nav.games") },
    ctx.titles.map((title) =>
      h(
        "article",
        { class: ["title-card", title.id === chosenTitle && "chosen"], dataset: { title: title.id } },
        h(
          "button",
          {
            type: "button",
            class: "title-pick",
            "aria-pressed": String(title.id === chosenTitle),
            onclick: () => choose(title.id),
          },
          h("span", { class: "title-name" }, title.name),
          titleFacts(title),
          h("span", { class: "title-pitch" }, t(`title.${title.id}.pitch`)),
          title.stand_in
            ? h("span", { class: "badge", title: titleText(title, "stand_in") }, titleText(title, "stand_in_label"))
            : null,
        ),
        h(
          "button",
          {
            type: "button",
            class: "link-button title-rules",
            title: t("ui.home.rules_tip", { title: title.name }),
            onclick: () => showRules(title, () => choose(title.id)),
          },
          t("ui.home.rules"),
        ),
      ),
    ),
  );
}

/** "How to play": the title's rules in short, then each rule its table's "?" opens, in the order
 * of play. `onChoose`: set up this game (the dialog's main button). */
function showRules(title, onChoose) {
  const topics = ruleTopics(title);
  return openDialog(
    (dialog, done) => {
      dialog.classList.add("rules-dialog");
      dialog.dataset.title = title.id;
      append(dialog, [
        // (dialog.append would write the null of a title without topics as "null")
        h("h2", { id: "rules-h" }, t("ui.home.rules_title", { title: title.name })),
        h("p", { class: "muted" }, titleFacts(title)),
        h(
          "div",
          { class: "rules-summary" },
          t(`title.${title.id}.rules`)
            .split("\n")
            .map((line) => h("p", {}, line)),
        ),
        topics
          ? [
              h("p", { class: "rules-topics-intro" }, t("ui.home.rules_topics")),
              topics.topics.map((topic) =>
                h(
                  "details",
                  { class: "rules-topic", dataset: { rule: topic } },
                  h("summary", {}, t(`${topics.prefix}.${topic}.title`)),
                  t(`${topics.prefix}.${topic}.text`, topics.args)
                    .split("\n")
                    .map((line) => h("p", {}, line)),
                  h(
                    "small",
                    { class: "muted rule-source" },
                    t("ui.rule.source", { section: t(`${topics.prefix}.${topic}.section`) }),
                  ),
                ),
              ),
            ]
          : null,
        h(
          "div",
          { class: "dialog-buttons" },
          h("button", { type: "button", class: "button", onclick: () => done(false) }, t("ui.close")),
          h(
            "button",
            {
              type: "button",
              class: "button primary",
              onclick: () => {
                done(true);
                onChoose();
              },
            },
            t("ui.setup.title", { title: title.name }),
          ),
        ),
      ]);
    },
    { labelledBy: "rules-h", lightDismiss: true },
  );
}

function renderSetup(ctx, box) {
  const title = ctx.titleById(chosenTitle);
  if (!title) return fill(box, h("p", {}, t("ui.home.no_titles")));
  const [min, max] = title.players;
  const count = h("select", { id: "player-count", name: "count" });
  for (let n = min; n <= max; n++)
    count.append(h("option", { value: n, selected: n === min }, t("ui.setup.player_count", { n })));
  const namesBox = h("div", { class: "names" });
  const error = h("p", { class: "form-error", role: "alert" });
  const seed = h("input", {
    id: "seed",
    name: "seed",
    type: "text",
    inputmode: "numeric",
    pattern: "[0-9]*",
    placeholder: t("ui.setup.seed_random"),
    autocomplete: "off",
    size: 12,
  });

  // each seat: a name, and who plays it (a person, or a computer at a level); a computer's seat
  // is named "Computer 1", "Computer 2" until its name is typed
  const personName = (i) => DEFAULT_NAMES[i] ?? t("ui.setup.player", { n: i + 1 });
  const seats = () =>
    [...namesBox.querySelectorAll(".seat-setup")].map((row) => ({
      input: row.querySelector("input"),
      kind: row.querySelector("select"),
    }));
  const renameComputers = () => {
    let n = 0;
    seats().forEach(({ input, kind }, i) => {
      const computer = kind.value !== PERSON;
      if (computer) n++;
      if (input.dataset.auto !== "1") return; // a typed name stays
      input.value = computer ? t("ui.setup.computer_name", { n }) : personName(i);
    });
  };
  const renderNames = () => {
    const old = seats().map(({ input, kind }) => ({ name: input.value, auto: input.dataset.auto, kind: kind.value }));
    namesBox.replaceChildren();
    for (let i = 0; i < Number(count.value); i++) {
      const id = `player-${i + 1}`;
      const input = h("input", {
        id,
        name: id,
        type: "text",
        maxlength: 40,
        required: true,
        autocomplete: "off",
        value: old[i]?.name ?? personName(i),
        dataset: { auto: old[i]?.auto ?? "1" },
      });
      input.addEventListener("input", () => {
        input.dataset.auto = "0";
      });
      const kind = h(
        "select",
        {
          id: `kind-${i + 1}`,
          name: `kind-${i + 1}`,
          class: "seat-kind",
          "aria-label": t("ui.setup.played_by", { n: i + 1 }),
          title: t("ui.setup.played_by", { n: i + 1 }),
        },
        h("option", { value: PERSON }, t("ui.setup.person")),
        LEVELS.map((level) => h("option", { value: level }, t("ui.setup.computer", { level: levelName(level) }))),
      );
      kind.value = old[i]?.kind ?? PERSON;
      kind.addEventListener("change", renameComputers);
      namesBox.append(
        h(
          "div",
          { class: "field seat-setup", dataset: { seat: String(i + 1) } },
          h("label", { for: id }, t(i === 0 ? "ui.setup.first_player" : "ui.setup.player", { n: i + 1 })),
          h("div", { class: "seat-row" }, input, kind),
        ),
      );
    }
    renameComputers();
  };
  count.addEventListener("change", renderNames);

  // the title's options (e.g. a display side, a board extension), each a choice from its list;
  // an option that is on or off is a switch
  const options = Object.entries(title.options || {}).map(([name, spec]) => {
    if (spec.choices.length === 2 && spec.choices[0] === false && spec.choices[1] === true) {
      const box = h("input", {
        type: "checkbox",
        role: "switch",
        id: `option-${name}`,
        name: `option-${name}`,
        checked: spec.default === true,
      });
      return {
        name,
        value: () => box.checked,
        field: h(
          "div",
          { class: "field switch-field" },
          h(
            "label",
            { class: "switch", for: box.id },
            box,
            h("span", { class: "switch-track", "aria-hidden": "true" }),
            h("span", {}, optionLabel(title, name)),
          ),
        ),
      };
    }
    const select = h(
      "select",
      { id: `option-${name}`, name: `option-${name}` },
      spec.choices.map((c, i) => h("option", { value: i, selected: c === spec.default }, choiceLabel(title, name, c))),
    );
    return {
      name,
      value: () => spec.choices[Number(select.value)],
      field: h("div", { class: "field" }, h("label", { for: select.id }, optionLabel(title, name)), select),
    };
  });
  const start = h("button", { type: "submit", class: "button primary big", id: "start-game" }, t("ui.setup.start"));
  const form = h(
    "form",
    { class: "setup-form" },
    h("div", { class: "field" }, h("label", { for: "player-count" }, t("ui.setup.players")), count, leftOutNote(title)),
    namesBox,
    options.map((o) => o.field),
    h(
      "div",
      { class: "field" },
      h("label", { for: "seed" }, t("ui.setup.seed"), " ", h("span", { class: "muted" }, t("ui.setup.seed_hint"))),
      seed,
    ),
    error,
    start,
  );
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    error.textContent = "";
    const players = seats().map(({ input }) => input.value.trim());
    const computers = Object.fromEntries(
      seats()
        .map(({ kind }, i) => [players[i], kind.value])
        .filter(([, level]) => level !== PERSON),
    );
    const seedText = seed.value.trim();
    if (seedText && !/^\d+$/.test(seedText)) {
      error.textContent = t("ui.setup.seed_not_number");
      return;
    }
    const id = storage.newId();
    start.disabled = true;
    try {
      const session = await ctx.call("new_game", {
        game_id: id,
        title: title.id,
        players,
        seed: seedText ? Number(seedText) : null,
        options: Object.fromEntries(options.map((o) => [o.name, o.value()])),
        computers,
      });
      rememberSession(id, session);
      ctx.go(`#/game/${encodeURIComponent(id)}`);
    } catch (err) {
      error.textContent = err.message;
    } finally {
      start.disabled = false;
    }
  });
  renderNames();
  fill(
    box,
    h("h2", { id: "setup-h" }, t("ui.setup.title", { title: title.name })),
    title.stand_in
      ? h("p", { class: "stand-in", role: "note", dataset: { standIn: title.id } }, titleText(title, "stand_in"))
      : null,
    form,
  );
}

/** Player counts the title leaves out, and why (18ESP: the 2-player game is the playbook's). */
function leftOutNote(title) {
  const out = Object.entries(title.left_out || {});
  if (!out.length) return null;
  return h(
    "p",
    { class: "muted small left-out", role: "note", dataset: { leftOut: out.map(([n]) => n).join(",") } },
    out.map(([n, why]) => t("ui.setup.left_out", { n: Number(n), why: { key: why } })).join(" "),
  );
}

let shownSaved = null; // {ctx, box}: the saved-games list on screen, redrawn when another tab saves
window.addEventListener("storage", (e) => {
  if (!shownSaved?.box.isConnected || (e.key !== null && !e.key.startsWith(storage.PREFIX))) return;
  shownSaved.box.replaceWith(savedGames(shownSaved.ctx));
});

function savedGames(ctx) {
  const games = storage.listGames();
  const box = h(
    "section",
    { class: "panel saved", "aria-labelledby": "saved-h" },
    h("h2", { id: "saved-h" }, t("ui.saved.title")),
  );
  shownSaved = { ctx, box };
  if (!games.length) {
    box.append(h("p", { class: "muted" }, t("ui.saved.none")));
    return box;
  }
  const list = h("ul", { class: "saved-list" });
  for (const g of games) {
    const titleName = g.titleName || ctx.titleById(g.title)?.name || g.title || t("ui.saved.a_game");
    const li = h(
      "li",
      { class: ["saved-game", g.broken && "broken"], dataset: { gameId: g.id } },
      h(
        "div",
        { class: "saved-info" },
        h("div", { class: "saved-title" }, titleName),
        h("div", { class: "saved-players" }, names(g.players.map((p) => playerLabel(g.computers, p)))),
        g.broken
          ? h(
              "div",
              { class: "saved-broken", role: "note" },
              storage.shown(g.broken),
              " ",
              t("ui.saved.kept_aside", { key: `${storage.PREFIX}broken:${g.id}` }),
            )
          : h("div", { class: "saved-summary" }, storage.shown(g.summary)),
        g.updated
          ? h("div", { class: "saved-when muted" }, t("ui.saved.last_played", { when: when(g.updated) }))
          : null,
      ),
      h(
        "div",
        { class: "saved-actions" },
        g.broken
          ? h(
              "button",
              {
                type: "button",
                class: "button",
                onclick: () => download(`broken-save-${g.id}.json`, storage.brokenRaw(g.id) ?? ""),
              },
              t("ui.saved.download_raw"),
            )
          : h(
              "a",
              { class: "button primary", href: `#/game/${encodeURIComponent(g.id)}`, dataset: { resume: g.id } },
              t("ui.saved.resume"),
            ),
        h(
          "button",
          {
            type: "button",
            class: "button danger-quiet",
            dataset: { delete: g.id },
            onclick: async () => {
              const ok = await confirmDialog({
                title: t("ui.saved.delete_question"),
                text: t("ui.saved.delete_text", { title: titleName, players: g.players }),
                ok: t("ui.saved.delete"),
                danger: true,
              });
              if (!ok) return;
              storage.deleteGame(g.id);
              li.remove();
              toast(t("ui.saved.deleted"));
            },
          },
          t("ui.saved.delete"),
        ),
      ),
    );
    list.append(li);
  }
  box.append(list);
  return box;
}

function importBox(ctx) {
  const input = h("input", { type: "file", id: "import-file", accept: ".json,application/json" });
  const error = h("p", { class: "form-error", role: "alert" });
  input.addEventListener("change", async () => {
    error.textContent = "";
    const file = input.files?.[0];
    if (!file) return;
    try {
      await importText(ctx, await file.text());
    } catch (e) {
      error.textContent = t("ui.import.failed", { reason: e.message });
    } finally {
      input.value = "";
    }
  });
  return h(
    "section",
    { class: "panel import", "aria-labelledby": "import-h" },
    h("h2", { id: "import-h" }, t("ui.import.title")),
    h("p", { class: "muted" }, t("ui.import.text")),
    h("label", { for: "import-file", class: "button" }, t("ui.import.choose")),
    input,
    error,
  );
}

async function importText(ctx, text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(t("ui.import.not_json"));
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) throw new Error(t("ui.import.no_game"));
  const id = storage.newId();
  let session;
  if ("format" in data) {
    // our saves carry a "format"
    session = await ctx.call("open", { game_id: id, save: data });
  } else if (typeof data.title === "string" && Array.isArray(data.actions)) {
    try {
      session = await ctx.call("import_18xx", { game_id: id, export: data });
    } catch (e) {
      throw new Error(t("ui.import.not_replayed", { title: data.title, reason: e.message }), { cause: e });
    }
  } else {
    throw new Error(t("ui.import.unknown"));
  }
  rememberSession(id, session);
  ctx.go(`#/game/${encodeURIComponent(id)}`);
}
