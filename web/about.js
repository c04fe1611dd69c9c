// The About page: what this is, credits, which component data are stand-ins.

import { h, fill, titleText } from "./dom.js";
import { t } from "./i18n.js";

export function showAbout(ctx) {
  document.title = t("ui.about.document_title");
  fill(
    ctx.app,
    h(
      "article",
      { class: "panel about" },
      h("h1", {}, t("ui.about.title")),
      h("p", {}, t("ui.about.intro")),
      h("h2", {}, t("ui.nav.games")),
      h(
        "dl",
        { class: "credits" },
        ...ctx.titles.flatMap((title) => [
          h("dt", {}, title.name),
          h(
            "dd",
            {},
            titleText(title, "credits"),
            " ",
            t("ui.about.players", { min: title.players[0], max: title.players[1] }),
          ),
        ]),
      ),
      h("h2", {}, t("ui.about.stand_ins")),
      ...standIns(ctx),
      h("h2", {}, t("ui.about.your_data")),
      h("p", {}, t("ui.about.data")),
      h("p", { class: "muted" }, t("ui.about.fan_made")),
    ),
  );
}

function standIns(ctx) {
  const withStandIn = ctx.titles.filter((title) => title.stand_in);
  if (!withStandIn.length) return [h("p", {}, t("ui.about.all_printed"))];
  return withStandIn.map((title) =>
    h(
      "p",
      { class: "stand-in", role: "note" },
      h("strong", {}, t("ui.about.title_stand_in", { title: title.name }), " "),
      titleText(title, "stand_in"),
    ),
  );
}
