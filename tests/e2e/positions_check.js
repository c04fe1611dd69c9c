// The positions test's judge, run in the page (test_e2e_positions.py adds it as a script): it
// draws a table for a position computed in Python and says what is wrong with it. A legal move
// must be within reach of a visible, enabled control, no control may start an illegal move, the
// prompt names only moves on offer, and no text reads "undefined", "NaN", "null" or
// "[object Object]" (nor a message key or a placeholder left unfilled).
/* global CSS */

(() => {
  const canonical = (v) => {
    if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
    if (v && typeof v === "object") return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`).join(",")}}`;
    return JSON.stringify(v);
  };

  // what a player must never read
  const BAD_TEXT = /\b(?:undefined|NaN|null)\b|\[object Object\]/;
  // a message key shown instead of its words, or a placeholder the words left unfilled
  const RAW_TEXT = /\b(?:ui|wd|nar|g1856|g18esp|list|title|option|error|term)\.[a-z0-9_]+\.[a-z0-9_.]*[a-z0-9_]\b|\{[a-z_]+(?::[a-z]+(?::[^{}]*)?)?\}/;
  const TEXT_ATTRIBUTES = ["title", "aria-label", "aria-description", "alt", "placeholder"];
  // the safety net's buttons (web/reach.js): a move found only there is a problem of its table
  const NET = ".other-moves";

  // Controls that reach a legal move without carrying it (the tables' own ways, judged here
  // apart from what the tables say): an 18xx tile lay by its hex on the map (the tiles come
  // from Python when it is clicked), an 18xx run by the run panel, a Wensleydale/Nürnberg
  // payment by the button that opens its dialog.
  const REACHED_BY = {
    lay_tile: (root, a) => root.querySelectorAll(`.x18-map [data-target="lay-${CSS.escape(a.hex)}"]`),
    run_routes: (root) => root.querySelectorAll(".x18-run"),
    pay: (root) => root.querySelectorAll("[data-pay-dialog]"),
  };

  /** Whether a player sees the element: rendered, not transparent, with a size; inside a
   * closed <details>, whether its <summary> is seen (a click opens it). */
  function seen(el) {
    const closed = el.closest("details:not([open])");
    if (closed) {
      const summary = closed.querySelector(":scope > summary");
      if (!summary) return false;
      if (!summary.contains(el)) return seen(summary);
    }
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  }

  /** Whether a click on the element can start its move. */
  function enabled(el) {
    if (el.disabled || el.getAttribute("aria-disabled") === "true") return false;
    if (el.closest("[hidden], [inert], fieldset[disabled]")) return false;
    return getComputedStyle(el).pointerEvents !== "none";
  }

  // what an element belongs to, for a problem's description
  const OWNERS = ["corporation", "company", "player", "private", "hex", "area", "train", "field", "column"];

  const describe = (el) => {
    const cls = typeof el.className === "string" ? el.className : el.getAttribute("class") || "";
    const key = el.dataset?.key ? ` data-key=${el.dataset.key}` : "";
    const owners = OWNERS.map((name) => {
      const owner = el.closest(`[data-${name}]`);
      return owner ? `${name} ${owner.dataset[name]}` : null;
    }).filter(Boolean);
    return `<${el.tagName.toLowerCase()}${cls ? ` class="${cls}"` : ""}${key}>${owners.length ? ` (${owners.join(", ")})` : ""}`;
  };

  /** Every text a player may read under root (text, tooltips, labels for screen readers). */
  function texts(root) {
    const out = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) out.push([node.parentElement, node.data]);
    for (const el of [root, ...root.querySelectorAll("*")]) {
      for (const name of TEXT_ATTRIBUTES) if (el.hasAttribute(name)) out.push([el, el.getAttribute(name)]);
    }
    return out;
  }

  function checkTexts(root, problem) {
    for (const [el, text] of texts(root)) {
      if (BAD_TEXT.test(text)) problem("bad text", `${describe(el)} reads ${JSON.stringify(text.slice(0, 160))}`);
      else if (RAW_TEXT.test(text)) problem("raw text", `${describe(el)} reads ${JSON.stringify(text.slice(0, 160))}`);
    }
  }

  /**
   * What is wrong with a drawn table: [{kind, detail}]. `legal`: the legal actions; `alike(a)`:
   * the action as a player tells it apart (moves alike need one control), or null.
   */
  function checkTable(root, legal, { alike = null } = {}) {
    const problems = [];
    const problem = (kind, detail) => problems.push({ kind, detail });
    const key = (a) => canonical((alike && alike(a)) || a);
    const legalSet = new Set(legal.map(canonical));
    const legalTypes = new Set(legal.map((a) => a.type));
    // every element that starts a move: no illegal move; which legal ones it reaches
    const reachers = new Map(); // key -> [element]
    for (const el of root.querySelectorAll("[data-action], [data-actions]")) {
      let list;
      try {
        list = el.dataset.actions ? JSON.parse(el.dataset.actions) : [JSON.parse(el.dataset.action)];
      } catch {
        problem("unreadable control", `${describe(el)}: ${el.dataset.actions || el.dataset.action}`);
        continue;
      }
      if (!enabled(el)) continue;
      for (const a of list) {
        if (!legalSet.has(canonical(a))) problem("illegal control", `${describe(el)} starts ${canonical(a)}`);
        if (!reachers.has(key(a))) reachers.set(key(a), []);
        reachers.get(key(a)).push(el);
      }
    }
    let reached = 0;
    for (const a of legal) {
      const by = [...(reachers.get(key(a)) || []), ...(REACHED_BY[a.type]?.(root, a) || [])].filter(enabled);
      const own = by.filter((el) => !el.closest(NET));
      if (own.some(seen)) reached += 1;
      else if (by.length && by.some(seen)) problem("left to the safety net", canonical(a));
      else if (own.length) problem("hidden control", `${canonical(a)}: ${own.map(describe).join(", ")} not seen`);
      else problem("no control", canonical(a));
    }
    // the prompt: there is one when there are moves, and it names only moves on offer
    const prompt = root.querySelector(".prompt");
    if (legal.length && (!prompt || !seen(prompt) || !prompt.textContent.trim())) problem("no prompt", "moves but no prompt seen");
    if (prompt && legal.length && !prompt.querySelector("[data-moves]")) {
      problem("prompt names no moves", `no sentence with data-moves in ${JSON.stringify(prompt.textContent.trim().slice(0, 160))}`);
    }
    for (const sentence of prompt ? prompt.querySelectorAll("[data-moves]") : []) {
      const types = sentence.dataset.moves.split(/\s+/).filter(Boolean);
      const off = types.filter((type) => !legalTypes.has(type));
      if (!types.length) problem("prompt names no moves", `empty data-moves on ${JSON.stringify(sentence.textContent.trim().slice(0, 160))}`);
      if (off.length) {
        problem("prompt names a move not on offer",
          `${off.join(" ")} (legal: ${[...legalTypes].join(" ") || "none"}) in ${JSON.stringify(sentence.textContent.trim().slice(0, 160))}`);
      }
    }
    checkTexts(root, problem);
    return { problems, reached };
  }

  /** How the title's table tells moves apart that a player takes as one (an 18xx table's
   * discards of one type of train, 18ESP's combinations): the table's own rule. */
  async function alikeFor(title, view, legal) {
    if (!["1856", "18esp"].includes(title)) return null;
    const [{ tableContext }, { layerFor }, { reachOptions }] = await Promise.all([
      import("./18xx/common.js"), import("./18xx/table.js"), import("./18xx/moves.js")]);
    return reachOptions(tableContext(view, legal, null, layerFor(view)), null).alike;
  }

  /** Moves in words (the safety net's buttons): text without a flaw, and for the tables whose
   * words must tell every move apart (NAR, Wensleydale/Nürnberg), one text per move. */
  function checkWords(table, title, view, legal, alike) {
    const problems = [];
    if (!table.moveWords) return problems;
    const distinct = ["nar", "lttw", "fttn"].includes(title);
    const seenWords = new Map();
    for (const a of legal) {
      const words = table.moveWords(view, a);
      if (typeof words !== "string" || !words.trim()) {
        if (distinct) problems.push({ kind: "move without words", detail: canonical(a) });
        continue;
      }
      if (BAD_TEXT.test(words) || RAW_TEXT.test(words)) problems.push({ kind: "bad words", detail: `${canonical(a)}: ${JSON.stringify(words)}` });
      const k = canonical((alike && alike(a)) || a);
      if (distinct && seenWords.has(words) && seenWords.get(words) !== k) {
        problems.push({ kind: "words alike", detail: `${JSON.stringify(words)} for ${seenWords.get(words)} and ${k}` });
      }
      seenWords.set(words, k);
    }
    return problems;
  }

  /** Draw each position in each language and judge it: [{index, language, problems, reached}]. */
  async function run(text, languages) {
    const positions = JSON.parse(text); // one string: far quicker to pass than the objects
    const [{ tableFor }, i18n] = await Promise.all([import("./tables.js"), import("./i18n.js")]);
    let box = document.getElementById("positions-box");
    if (!box) {
      box = Object.assign(document.createElement("div"), { id: "positions-box", className: "table-box" });
      document.body.append(box);
    }
    const out = [];
    for (const language of languages) {
      if (i18n.language() !== language) await i18n.chooseLanguage(language);
      for (const [index, p] of positions.entries()) {
        i18n.useCurrency(p.view.currency || "$");
        const table = tableFor(p.title);
        const drawn = table.renderTable(p.view, { legal: p.legal, readonly: false, last: p.last, computers: p.computers,
          query: () => new Promise(() => {}), gameId: "positions" });
        const scores = p.result && table.renderScores ? table.renderScores(p.view, p.result, { computers: p.computers }) : null;
        box.replaceChildren(...[scores, drawn].filter(Boolean));
        const alike = await alikeFor(p.title, p.view, p.legal);
        const { problems, reached } = checkTable(drawn, p.legal, { alike });
        if (scores) checkTexts(scores, (kind, detail) => problems.push({ kind, detail: `scores: ${detail}` }));
        problems.push(...checkWords(table, p.title, p.view, p.legal, alike));
        out.push({ index, language, problems, reached });
      }
    }
    box.replaceChildren();
    i18n.useCurrency();
    return out;
  }

  window.positionsCheck = { checkTable, run, canonical };
})();
