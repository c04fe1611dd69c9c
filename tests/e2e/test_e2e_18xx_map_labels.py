"""What the 18xx maps print stays readable at the zoom they open at: on both titles' maps, mid-game,
on a laptop and a phone, no hex's name covers a revenue centre, a station slot or marker, a
revenue bubble or a box of revenue by phase (its own hex's or a neighbour's), nor another name;
the marks on a hex (its icons, 1856's destinations, 18ESP's goals) cover none of those either;
and the names are drawn at a size that can be read: on a laptop, and on a phone at the zoom the
map opens at (at least 11 px, without zooming in first)."""

from __future__ import annotations

import json

import pytest
from e2e_helpers import next_frames
from g18esp_page import recorded_export
from g1856_page import open_position, recorded_save

import pygame_rules as pr

OVERLAPS = """() => {
  const map = document.querySelector('.table-box .x18-map');
  const box = (el) => { const r = el.getBoundingClientRect(); return {x: r.left, y: r.top, w: r.width, h: r.height}; };
  const hit = (a, b) => a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;
  const name = (el) => `${el.closest('[data-hex]')?.dataset.hex || el.dataset.nameOf || ''} ${el.textContent.slice(0, 24)}`;
  const shown = (els) => [...els].filter((el) => { const r = el.getBoundingClientRect(); return r.width > 0; });
  const names = shown(map.querySelectorAll('text.name'));
  const marks = shown(map.querySelectorAll('.hexes .pill, .markers .pill'));
  const printed = shown(map.querySelectorAll(
    '.hexes .revenue, .hexes .city circle, .hexes .phase-box, .hexes .token, .hexes .town, .hexes .slot-held'));
  const found = [];
  for (const [i, n] of names.entries()) {
    for (const o of [...printed, ...names.slice(i + 1)]) if (hit(box(n), box(o))) found.push([name(n), name(o)]);
  }
  for (const m of marks) for (const o of printed) if (hit(box(m), box(o))) found.push([name(m), name(o)]);
  const sizes = names.map((n) => parseFloat(getComputedStyle(n).fontSize) * n.getScreenCTM().a);
  return {found, smallest: Math.min(...sizes)};
}"""

LAPTOP, PHONE = {"width": 1400, "height": 900}, {"width": 390, "height": 844}


def the_1856_game() -> tuple[dict, int]:
    return recorded_save(), 309  # CV's track step in operating round 5.1


def the_18esp_game() -> tuple[dict, int]:
    return pr.import_18xx(json.loads(recorded_export().read_text("utf-8"))).to_save(), 600  # AVT's track step


@pytest.mark.parametrize("size", [LAPTOP, PHONE], ids=["laptop", "phone"])
@pytest.mark.parametrize("title", ["1856", "18esp"])
def test_names_and_marks_leave_revenue_and_stations_clear(page, site, title, size):
    save, moves = the_1856_game() if title == "1856" else the_18esp_game()
    page.set_viewport_size(size)
    open_position(page, site.url, save, moves)
    next_frames(page)  # the map's first frame places its view
    shown = page.evaluate(OVERLAPS)
    assert shown["found"] == [], f"{title} at {size['width']} px: labels over what they must leave clear"
    if size is LAPTOP:
        assert shown["smallest"] >= 7, f"{title}: names {shown['smallest']:.1f} px high on a laptop"
    else:
        assert shown["smallest"] >= 11, f"{title}: names {shown['smallest']:.1f} px high on a phone"
