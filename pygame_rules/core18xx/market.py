"""The stock market: cells with prices and zones, par values, and the four moves. `Market` is
the 2-D grid (1856); `ZigZagMarket` the one-row zig-zag (18ESP).

A corporation's marker is a (row, column) cell; markers on one cell form a stack, newest at the
bottom. The market itself is data (a title's market.json); the stacks live in the game state.
"""

from __future__ import annotations

from dataclasses import dataclass

Cell = tuple[int, int]

YELLOW = "yellow"  # shares do not count for the certificate limit
BROWN = "brown"  # not counted, and a player may hold more than the ownership limit
CLOSED = "closed"  # the corporation closes


@dataclass(frozen=True)
class Market:
    rows: tuple[tuple[dict | None, ...], ...]
    pars: tuple[Cell, ...] = ()  # par cells, highest price first

    @classmethod
    def from_data(cls, data: dict) -> Market:
        rows = tuple(tuple(row) for row in data["rows"])
        pars = [(r, c) for r, row in enumerate(rows) for c, cell in enumerate(row) if cell and cell.get("par")]
        return cls(rows, tuple(sorted(pars, key=lambda rc: -rows[rc[0]][rc[1]]["price"])))

    def cell(self, at: Cell) -> dict | None:
        row, col = at
        if 0 <= row < len(self.rows) and 0 <= col < len(self.rows[row]):
            return self.rows[row][col]
        return None

    def printed(self, at: Cell) -> dict:
        """A cell that is on the market (a marker's, a par cell)."""
        cell = self.cell(at)
        assert cell is not None
        return cell

    def price(self, at: Cell) -> int:
        return self.printed(at)["price"]

    def zone(self, at: Cell) -> str | None:
        return self.printed(at).get("zone")

    def par_cell(self, price: int) -> Cell | None:
        return next((rc for rc in self.pars if self.price(rc) == price), None)

    # --- moves: a marker at an edge of the grid goes the way the printed arrows show ---
    def right(self, at: Cell) -> Cell:
        row, col = at
        return (row, col + 1) if self.cell((row, col + 1)) else self.up(at)

    def left(self, at: Cell) -> Cell:
        row, col = at
        return (row, col - 1) if col > 0 and self.cell((row, col - 1)) else self.down(at)

    def up(self, at: Cell) -> Cell:
        row, col = at
        return (row - 1, col) if self.cell((row - 1, col)) else at

    def down(self, at: Cell) -> Cell:
        row, col = at
        return (row + 1, col) if self.cell((row + 1, col)) else at

    def shortened(self, at: Cell, direction: str) -> bool:
        """Whether the move goes less far than the market's usual step because it reaches an
        end (only the zig-zag market has such moves)."""
        return False


@dataclass(frozen=True)
class ZigZagMarket(Market):
    """One row of prices printed as a zig-zag: every other cell sits half a row higher. A marker
    moving 'horizontally' (right for a payout, left for a withholding) skips a cell: two cells on
    the row; 'diagonally' (down for each share sold, up when sold out) it goes to the next cell.
    A horizontal move that would leave the row goes diagonally to the last cell instead (18ESP,
    5.5: from 55 to 50, from 380 to 400); nothing moves past the ends."""

    def right(self, at: Cell) -> Cell:
        row, col = at
        return (row, min(col + 2, len(self.rows[row]) - 1))

    def left(self, at: Cell) -> Cell:
        row, col = at
        return (row, max(col - 2, 0))

    def up(self, at: Cell) -> Cell:
        row, col = at
        return (row, min(col + 1, len(self.rows[row]) - 1))

    def down(self, at: Cell) -> Cell:
        row, col = at
        return (row, max(col - 1, 0))

    def shortened(self, at: Cell, direction: str) -> bool:
        row, col = at
        if direction == "right":
            return col + 2 >= len(self.rows[row]) > col + 1
        if direction == "left":
            return col == 1
        return False


def order_key(market: Market, at: Cell, stack_index: int) -> tuple:
    """Operating order: higher price first, then further right, then higher row, then the top
    of a stack first (1856 glossary, 'in order of share price')."""
    return (-market.price(at), -at[1], at[0], stack_index)
