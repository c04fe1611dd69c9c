// Running trains: the routes drawn on the map per train in distinct colours, each train's revenue
// and the total. The legal run_routes action carries the engine's best run (its search bounded
// so the move stays fast); the panel asks Python for the exact best run with progress, and for
// the revenue and validity of a route the player edits by clicking stops. The button that runs
// the trains is the run_routes action with the routes shown; Python checks it.

import { h, fill, toast, actionData, svg as s } from "../dom.js";
import { language, said, t } from "../i18n.js";
import { money, of, placeName, rich, trainName } from "./common.js";
import { centre, pathData, stopPositions } from "./hexes.js";
import { stopPoint } from "./map.js";

export const ROUTE_COLOURS = ["#d6336c", "#1c7ed6", "#2b9348", "#f08c00", "#7048e8", "#0c8599"];

/** Set up the run step (once per position) and return its panel; the map shows the routes. */
export function runPanel(ctx, map, ui) {
  const [offer] = of(ctx, "run_routes");
  const panel = h("section", { class: "x18-run", "aria-label": t("ui.18xx.run.label") });
  const corp = ctx.corp[offer.corporation];
  const run = (ui.run ||= start(ctx, offer));
  const redraw = () => {
    fill(panel, content(ctx, offer, corp, run, redraw));
    map.routes(drawRoutes(ctx, corp, run));
    map.targets("route", run.editing ? editTargets(ctx, run, redraw) : []);
  };
  run.redraw = () => panel.isConnected && redraw();
  redraw();
  return panel;
}

function start(ctx, offer) {
  const run = { routes: offer.routes, answer: null, editing: null, asked: 0, search: { fraction: 0, done: false } };
  check(ctx, run, null);
  ctx
    .query("best_routes", {}, (fraction) => {
      run.search.fraction = fraction;
      run.redraw?.();
    })
    .then((best) => {
      run.search = { done: true, ...best };
      if (!run.edited) {
        run.routes = best.routes;
        run.answer = {
          routes: best.routes,
          revenues: best.revenues,
          total: best.total,
          problem: null,
          problems: best.routes.map(() => null),
        };
      }
      run.redraw?.();
    })
    .catch((e) => toast(e.message, { kind: "error" }));
  return run;
}

/** Ask Python for the run's revenues (and, editing, to build the edited train's route). */
async function check(ctx, run, edit) {
  const ask = ++run.asked;
  try {
    const answer = await ctx.query("run", edit ? { routes: run.routes, edit } : { routes: run.routes });
    if (ask !== run.asked) return;
    run.answer = answer;
    run.routes = answer.routes;
    if (edit) run.editing = { ...answer.edit };
    run.redraw?.();
  } catch (e) {
    toast(e.message, { kind: "error" });
  }
}

function content(ctx, offer, corp, run, redraw) {
  const answer = run.answer;
  const byTrain = Object.fromEntries((answer?.routes || run.routes).map((r, i) => [r.train, { route: r, i }]));
  const search = run.search;
  const status = search.done
    ? h(
        "p",
        { class: "x18-search done", role: "status", dataset: { searched: "1" } },
        search.optimal
          ? t("ui.18xx.run.best", { total: search.total, steps: search.steps.toLocaleString(language()) })
          : t("ui.18xx.run.best_found", { total: search.total }),
      )
    : h(
        "p",
        { class: "x18-search", role: "status" },
        t("ui.18xx.run.finding"),
        " ",
        h("progress", { max: 1, value: search.fraction, "aria-label": t("ui.18xx.run.search_label") }),
        ` ${Math.round(search.fraction * 100)}%`,
      );
  const editing = run.editing;
  const named = (train) => ctx.layer.trainShown?.(ctx, corp.id, train) ?? trainName(train); // 18ESP: "2+3+2-train"
  const rows = corp.trains.map((train, k) => {
    const mine = byTrain[train];
    const colour = ROUTE_COLOURS[k % ROUTE_COLOURS.length];
    const stops = editing?.train === train ? editing.stops : mine?.route.stops || [];
    const revenue = mine ? answer?.revenues?.[mine.i] : null;
    const problem = editing?.train === train ? editing.problem : mine ? answer?.problems?.[mine.i] : null;
    return h(
      "li",
      { class: ["x18-train-route", editing?.train === train && "editing"], dataset: { train } },
      h("span", { class: "swatch", style: `background: ${colour}` }),
      h("span", { class: "train" }, named(train)),
      h(
        "span",
        { class: "stops" },
        stops.length ? stops.map((st) => placeName(ctx.view, st)).join(" → ") : t("ui.18xx.run.no_run"),
      ),
      h(
        "span",
        { class: ["revenue", problem && "bad"], dataset: { revenue: revenue ?? "" } },
        problem ? said(problem, String(problem)) : revenue != null ? money(revenue) : "",
      ),
      h(
        "span",
        { class: "route-buttons" },
        h(
          "button",
          {
            type: "button",
            class: "button small",
            dataset: { edit: train },
            onclick: () => {
              if (editing?.train === train) run.editing = null;
              else {
                run.editing = { train, stops: [], next: [] };
                run.edited = true;
                run.routes = run.routes.filter((r) => r.train !== train);
                check(ctx, run, { train, stops: [] });
              }
              redraw();
            },
          },
          t(editing?.train === train ? "ui.18xx.done" : "ui.18xx.run.draw"),
        ),
        mine
          ? h(
              "button",
              {
                type: "button",
                class: "button small",
                title: t("ui.18xx.run.clear_title"),
                onclick: () => {
                  run.edited = true;
                  run.routes = run.routes.filter((r) => r.train !== train);
                  check(ctx, run, null);
                },
              },
              t("ui.18xx.run.clear"),
            )
          : null,
      ),
    );
  });
  const ok = answer && !answer.problem;
  const action = { ...offer, routes: answer?.routes || run.routes };
  return [
    h("h3", {}, t("ui.18xx.run.title", { corp: corp.id })),
    status,
    h("ol", { class: "x18-train-routes" }, rows),
    editing ? h("p", { class: "x18-hint" }, t("ui.18xx.run.drawing", { train: named(editing.train) })) : null,
    h(
      "p",
      { class: "x18-run-total" },
      answer?.problem
        ? h("span", { class: "bad" }, said(answer.problem, String(answer.problem)))
        : h(
            "span",
            {},
            rich("ui.18xx.run.total", {
              total: h(
                "strong",
                { dataset: { total: String(answer?.total ?? "") } },
                answer ? money(answer.total) : "…",
              ),
            }),
          ),
    ),
    h(
      "div",
      { class: "prompt-buttons" },
      h(
        "button",
        {
          type: "button",
          class: "button primary",
          id: "x18-run",
          disabled: !ok,
          dataset: actionData([action], "run"),
          "aria-keyshortcuts": "Enter", // i18n-ignore: a key's name (aria-keyshortcuts)
          title: t("ui.keys.confirm"),
        },
        ok ? t("ui.18xx.run.run_for", { total: answer.total }) : t("ui.18xx.run.run"),
      ),
      search.done
        ? h(
            "button",
            {
              type: "button",
              class: "button",
              title: t("ui.18xx.run.best_title"),
              onclick: () => {
                run.edited = false;
                run.editing = null;
                run.routes = search.routes;
                check(ctx, run, null);
              },
            },
            t("ui.18xx.run.best_button"),
          )
        : null,
    ),
  ];
}

/** The stops the edited route may go on to, and its last stop (to take it back). */
function editTargets(ctx, run, redraw) {
  const { train, stops, next } = run.editing;
  const go = (list) => {
    run.editing = { ...run.editing, stops: list, next: [] };
    redraw();
    check(ctx, run, { train, stops: list });
  };
  const out = (next || []).map((node) => ({
    node,
    key: `stop-${node}`,
    cls: "stop",
    r: 15,
    label: t("ui.18xx.run.go_on_to", { place: placeName(ctx.view, node) }),
    data: { stop: node },
    onClick: () => go([...stops, node]),
  }));
  if (stops.length) {
    const last = stops[stops.length - 1];
    out.push({
      node: last,
      key: `unstop-${last}`,
      cls: "unstop",
      r: 15,
      label: t("ui.18xx.run.take_back", { place: placeName(ctx.view, last) }),
      data: { stop: last },
      onClick: () => go(stops.slice(0, -1)),
    });
  }
  return out;
}

function drawRoutes(ctx, corp, run) {
  const routes = run.answer?.routes || run.routes;
  const out = [];
  for (const route of routes) {
    const k = corp.trains.indexOf(route.train);
    const colour = ROUTE_COLOURS[k % ROUTE_COLOURS.length];
    const d = route.legs
      .flat()
      .map((ref) => refPath(ctx, ref))
      .join(" ");
    out.push(
      s(
        "g",
        { class: "route", dataset: { train: route.train } },
        s("path", { class: "route-line", d, stroke: colour }),
        route.stops.map((st) => {
          const [x, y] = stopPoint(ctx.view, st);
          return s("circle", { class: "route-stop", cx: x, cy: y, r: 14, stroke: colour });
        }),
      ),
    );
  }
  const editing = run.editing;
  if (editing && editing.stops.length === 1) {
    const [x, y] = stopPoint(ctx.view, editing.stops[0]);
    out.push(
      s("circle", {
        class: "route-stop",
        cx: x,
        cy: y,
        r: 14,
        stroke: ROUTE_COLOURS[corp.trains.indexOf(editing.train) % ROUTE_COLOURS.length],
      }),
    );
  }
  return out;
}

/** A path ref "<hex>:<from>-<to>" as SVG path data, along the track drawn on the map. */
function refPath(ctx, ref) {
  const [coord, ends] = ref.split(":");
  const [a, b] = ends.split("-").map((e) => (/^\d+$/.test(e) ? Number(e) : e));
  const hex = ctx.view.board.hexes[coord];
  return pathData(a, b, stopPositions(hex), centre(coord));
}
