"""The 6-and-4 score markers drawn: two spare cards, one lying on the other, whose pips showing count a score.

One common way to keep a side's score from 1 to 9 with a 6 and a 4 of one suit: up to 3, the 4 lies face down
on the face-up 6 and leaves that many of its pips showing; at 4 the 4 lies face up on the face-down 6; at 5 it
lies face up on the face-up 6, one pip of the 6 showing; at 6 the 6 lies face up on the face-down 4; from 7 to
9 it lies on the face-up 4 and leaves 1 to 3 of its pips showing. At 10 the game is won.

Where the top card lies (:data:`PLACES`) was worked out so that each pip of the card underneath is plainly
covered or plainly showing; :func:`pips_showing` counts them from the same numbers, and the tests check that
they add up to the score.

>>> pips_showing(7)
7
>>> svg = markers_svg()
>>> svg.count("<g><title>") == 9 and "7 points: the 4 face up, the 6 face up on top of it" in svg
True
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from xml.sax.saxutils import escape

from euchre_teach.cards import Suit
from euchre_teach.errors import EuchreError
from euchre_teach.i18n import say, say_plural
from euchre_teach.inputs import check_count
from euchre_teach.render.shapes import Rect, Shape, Text, pip
from euchre_teach.render.style import Style, get_style
from euchre_teach.render.svg import SvgImage, shape_svg

#: A marker card's size, and where its pips are (centres, from its top-left corner).
MARKER_W, MARKER_H, PIP = 80, 112, 18
PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    6: ((24, 28), (56, 28), (24, 56), (56, 56), (24, 84), (56, 84)),
    4: ((24, 30), (56, 30), (24, 82), (56, 82)),
}
#: How far a pip's centre lies inside or outside the top card's edge, at least, to count as covered or showing.
MARGIN = 10
#: A panel for one score: the card underneath sits at (LEFT, TOP); the score is written below.
PANEL_W, PANEL_H, LEFT, TOP, COLUMNS = 170, 184, 50, 40, 3
LABEL_SIZE = 15
#: The picture is shown at this fraction of its units (its labels 12.9 px): small enough to sit on a printed
#: page with its lead-in, never shrunk further (it is narrower than a lesson's column and a page; the class
#: ``euchre-keep-size`` tells a handout not to shrink it as it shrinks tables).
SHOWN = 0.86


@dataclass(frozen=True, slots=True)
class Place:
    """How the two cards lie for one score: which is underneath, which faces up, and where the top card's
    centre is (from the lower card's top-left corner) and how far it is turned (degrees, clockwise)."""

    under: int
    under_up: bool
    top_up: bool
    angle: float
    x: float
    y: float


PLACES: dict[int, Place] = {
    1: Place(6, True, False, -50, 40, 32),
    2: Place(6, True, False, 0, 40, 18),
    3: Place(6, True, False, 0, 6, 56),
    4: Place(6, False, True, 0, 58, 64),
    5: Place(6, True, True, -50, 40, 32),
    6: Place(4, False, True, 0, 58, 64),
    7: Place(4, True, True, -25, 12, 56),
    8: Place(4, True, True, 0, 40, 16),
    9: Place(4, True, True, 0, 6, 16),
}


def _covered(place: Place, centre: tuple[int, int]) -> bool | None:
    """True when the top card plainly covers a pip of the lower card, False when it plainly shows, else None."""
    dx, dy = centre[0] - place.x, centre[1] - place.y
    turn = math.radians(-place.angle)
    x = abs(dx * math.cos(turn) - dy * math.sin(turn))
    y = abs(dx * math.sin(turn) + dy * math.cos(turn))
    if x <= MARKER_W / 2 - MARGIN and y <= MARKER_H / 2 - MARGIN:
        return True
    if x >= MARKER_W / 2 + MARGIN or y >= MARKER_H / 2 + MARGIN:
        return False
    return None


def pips_showing(points: int) -> int:
    """The pips showing on the markers laid out for ``points`` (1–9): the score they keep."""
    place = PLACES[check_count(points, "points", 1, 9)]
    top = 10 - place.under if place.top_up else 0
    if not place.under_up:
        return top
    under = [_covered(place, centre) for centre in PIPS[place.under]]
    if None in under:
        raise EuchreError(f"the markers for {points} leave a pip half covered")
    return top + under.count(False)


def words(points: int) -> str:
    """What the markers for ``points`` look like, in a sentence (the picture's text for screen readers)."""
    place = PLACES[check_count(points, "points", 1, 9)]
    top, under = 10 - place.under, place.under
    shown = pips_showing(points) - (top if place.top_up else 0)
    # Translators: {points} is "7 points"; {under} and {top} are the 6 and the 4 (numbers); {pips} "3 pips of the 6
    # showing".
    values = {"points": say_plural("{count} point", "{count} points", points), "under": under, "top": top,
              "pips": say_plural("{count} pip of the {under} showing", "{count} pips of the {under} showing", shown,
                                 under=under)}
    if place.under_up and place.top_up:
        return say("{points}: the {under} face up, the {top} face up on top of it, {pips}.", **values)
    if place.under_up:
        return say("{points}: the {under} face up, the {top} face down on top of it, {pips}.", **values)
    if place.top_up:
        return say("{points}: the {under} face down, the {top} face up on top of it.", **values)
    return say("{points}: the {under} face down, the {top} face down on top of it.", **values)


def _card(rank: int, up: bool, suit: Suit, style: Style) -> list[Shape]:
    """A marker card with its top-left corner at (0, 0): its pips, or its back."""
    if not up:
        return [Rect(0, 0, MARKER_W, MARKER_H, 6, fill="#ffffff", stroke="#555555"),
                Rect(5, 5, MARKER_W - 10, MARKER_H - 10, 3, fill=style.back)]
    face: list[Shape] = [Rect(0, 0, MARKER_W, MARKER_H, 6, fill="#ffffff", stroke="#555555")]
    return face + [pip(suit, x - PIP / 2, y - PIP / 2, PIP, style) for x, y in PIPS[rank]]


def _drawn(shapes: list[Shape], style: Style, transform: str) -> str:
    return f'<g transform="{transform}">' + "".join(shape_svg(shape, style) for shape in shapes) + "</g>"


def panel_svg(points: int, x: float, y: float, suit: Suit, style: Style) -> str:
    """One score's markers, with the score written under them, in a panel whose corner is at (x, y)."""
    place = PLACES[check_count(points, "points", 1, 9)]
    left, top = x + LEFT, y + TOP
    under = _drawn(_card(place.under, place.under_up, suit, style), style, f"translate({left} {top})")
    turn = f"translate({left + place.x} {top + place.y}) rotate({place.angle:g})"
    upper = _drawn(_card(10 - place.under, place.top_up, suit, style), style,
                   f"{turn} translate({-MARKER_W / 2:g} {-MARKER_H / 2:g})")
    label = Text(x + PANEL_W / 2, y + PANEL_H - 4, say_plural("{count} point", "{count} points", points), LABEL_SIZE,
                 style.black, bold=True, anchor="middle")
    return f"<g><title>{escape(words(points))}</title>{under}{upper}{shape_svg(label, style)}</g>"


def markers_svg(suit: Suit = Suit.SPADES, style: Style | str | None = None) -> SvgImage:
    """The 6-and-4 markers for every score from 1 to 9, three to a row, each with its score written under it."""
    if not isinstance(suit, Suit):
        raise EuchreError(f"suit must be a Suit, such as Suit.SPADES, not {suit!r:.40}")
    style = get_style(style)
    rows = math.ceil(len(PLACES) / COLUMNS)
    width, height = PANEL_W * COLUMNS, PANEL_H * rows
    panels = "".join(panel_svg(points, PANEL_W * ((points - 1) % COLUMNS), PANEL_H * ((points - 1) // COLUMNS),
                               suit, style) for points in PLACES)
    title = say("The 6 and the 4 as score markers, for every score from 1 to 9")
    readable = math.ceil(width * style.min_text / LABEL_SIZE)  # never smaller words than the style's (12 or 16 px)
    shown = max(SHOWN, style.min_text / LABEL_SIZE)  # a projector's markers are drawn larger
    head = (f'xmlns="http://www.w3.org/2000/svg" width="{width * shown:g}" height="{height * shown:g}" '
            f'viewBox="0 0 {width} {height}" '
            f'role="img" aria-label="{escape(title)}" class="euchre-keep-size" '
            f'style="max-width:100%;min-width:{readable}px;height:auto"')
    backdrop = shape_svg(Rect(0, 0, width, height, fill="#ffffff"), style)
    return SvgImage(f"<svg {head}><title>{escape(title)}</title>{backdrop}{panels}</svg>")


__all__ = ["PLACES", "markers_svg", "pips_showing", "words"]
