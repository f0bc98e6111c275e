"""Where things go: card size, hands in a row, seats round a table of 2 to 7, animation paths.

Pure arithmetic in base units, shared by the SVG pictures and the canvas animations.

>>> layout = table_layout(4)
>>> [(round(s.cx), round(s.cy)) for s in layout.seats]  # North top, East right, ...
[(400, 80), (680, 300), (400, 520), (120, 300)]
>>> table_layout(4, bottom_seat=2).seats[2].cy > table_layout(4, bottom_seat=2).seats[0].cy
True
"""

from __future__ import annotations

import math
from dataclasses import dataclass

CARD_W = 64
CARD_H = 90
#: Widest a hand may spread on the table; more cards overlap more.
HAND_MAX_W = 216
#: The top and bottom seats of a table of up to four have room to spread their cards.
WIDE_HAND_W = 380
TABLE_W = 800
TABLE_H = 600
#: A phone's table (:func:`table_layout` with ``narrow``): 500 wide, so that its 18-unit text reads at 12 px in
#: a 340 px column; the dealer and trump take a band of their own above the seats, and the side seats hold
#: their cards in a column, each showing its corner.
NARROW_W = 500
NARROW_BAND = 96
#: The narrow table's seats are spread over more height, so that a six-card column clears the bottom hand.
NARROW_SEATS_H = 640
#: How far down each card of a column of cards starts below the one before: its corner's rank and suit show.
COLUMN_STEP = 38
#: The most seats a narrow table has room for (more sit round the wide table, and it scrolls in its box).
NARROW_MOST = 4
MIN_SEATS = 2
MAX_SEATS = 7


def row_step(count: int, max_width: float = HAND_MAX_W, gap: float = 6) -> float:
    """Horizontal distance between cards so that ``count`` cards fit in ``max_width``."""
    if count <= 1:
        return 0.0
    return min(CARD_W + gap, (max_width - CARD_W) / (count - 1))


def row_width(count: int, step: float) -> float:
    """Width of ``count`` cards laid ``step`` apart."""
    return 0.0 if count == 0 else CARD_W + step * (count - 1)


def row_positions(count: int, cx: float, y: float, max_width: float = HAND_MAX_W) -> list[tuple[float, float]]:
    """Top-left corners of ``count`` cards centred on ``cx``."""
    step = row_step(count, max_width)
    left = cx - row_width(count, step) / 2
    return [(left + i * step, y) for i in range(count)]


@dataclass(frozen=True, slots=True)
class SeatSpot:
    """One seat on the table: the centre of its hand, and where its trick card lies."""

    seat: int
    cx: float
    cy: float
    trick_x: float
    trick_y: float
    max_width: float = HAND_MAX_W
    #: The cards in a column, each below the one before (a narrow table's side seats), not in a row.
    column: bool = False

    @property
    def hand_top(self) -> float:
        """The y of the top of the seat's cards (a column's is where a five-card column starts)."""
        return self.cy - (CARD_H + 4 * COLUMN_STEP) / 2 if self.column else self.cy - CARD_H / 2

    def hand_positions(self, count: int) -> list[tuple[float, float]]:
        """Top-left corners of this seat's ``count`` cards."""
        if self.column:
            return [(self.cx - CARD_W / 2, self.hand_top + i * COLUMN_STEP) for i in range(count)]
        return row_positions(count, self.cx, self.hand_top, self.max_width)


@dataclass(frozen=True, slots=True)
class TableLayout:
    """A table of ``len(seats)`` seats round an ellipse, with the kitty in the middle."""

    width: float
    height: float
    seats: tuple[SeatSpot, ...]
    #: Where the seats' ellipse starts: below a band for the dealer and trump on a narrow table, else 0.
    top: float = 0

    @property
    def centre(self) -> tuple[float, float]:
        """The middle of the seats."""
        return self.width / 2, self.top + (self.height - self.top) / 2

    @property
    def kitty(self) -> tuple[float, float]:
        """Top-left corner of the upcard on the kitty."""
        cx, cy = self.centre
        return cx - CARD_W / 2, cy - CARD_H / 2


def table_layout(players: int, bottom_seat: int | None = None, *, narrow: bool = False) -> TableLayout:
    """Seats clockwise round the table: seat 0 at the top, or ``bottom_seat`` at the bottom.

    Play passes to the left, which is clockwise seen from above, as at a real table. A ``narrow`` table
    (a phone's, up to :data:`NARROW_MOST` seats) is :data:`NARROW_W` wide, its side hands overlapping more
    and the seats below a band for the dealer and trump.
    """
    if not MIN_SEATS <= players <= MAX_SEATS:
        raise ValueError(f"a table has {MIN_SEATS} to {MAX_SEATS} seats, not {players}")
    if narrow and players > NARROW_MOST:
        raise ValueError(f"a narrow table has room for {NARROW_MOST} seats, not {players}")
    width, top, seats_h = (NARROW_W, NARROW_BAND, NARROW_SEATS_H) if narrow else (TABLE_W, 0, TABLE_H)
    side_hand = CARD_W if narrow else HAND_MAX_W
    cx, cy = width / 2, top + seats_h / 2
    rx, ry = cx - side_hand / 2 - 12, seats_h / 2 - CARD_H / 2 - 35
    inner = 0.45 if players <= 4 else 0.52
    start = -90.0 if bottom_seat is None else 90.0 - 360.0 * bottom_seat / players
    spots = []
    for seat in range(players):
        angle = math.radians(start + 360.0 * seat / players)
        dx, dy = math.cos(angle), math.sin(angle)
        wide = players <= 4 and abs(dx) < 0.35  # top and bottom seats of a small table spread wider
        spots.append(SeatSpot(seat, cx + rx * dx, cy + ry * dy,
                              cx + inner * rx * dx - CARD_W / 2, cy + inner * ry * dy - CARD_H / 2,
                              WIDE_HAND_W if wide else side_hand, column=narrow and not wide))
    return TableLayout(width, top + seats_h, tuple(spots), top)


def lerp(start: tuple[float, float], end: tuple[float, float], t: float) -> tuple[float, float]:
    """The point a fraction ``t`` of the way from ``start`` to ``end``, eased in and out."""
    eased = t * t * (3 - 2 * t)
    return start[0] + (end[0] - start[0]) * eased, start[1] + (end[1] - start[1]) * eased
