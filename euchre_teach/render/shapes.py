"""Drawing primitives shared by the SVG and the canvas views, and the shapes of a card.

A card (or a whole table) is a list of :class:`Rect`, :class:`Glyph`, :class:`Circle` and
:class:`Text` in base units. :mod:`euchre_teach.render.svg` writes them as SVG elements;
``euchre_teach.widgets.canvas`` replays the same list on an ipycanvas canvas, so both views
draw the same picture from the same numbers.

>>> shapes = card_shapes(Card.parse("JD"), 0, 0, role="left bower", trump=True)
>>> [s.text for s in shapes if isinstance(s, Text)]
['J', 'J', 'L']
"""

from __future__ import annotations

from dataclasses import dataclass

from euchre_teach.cards import Card, Rank, Suit
from euchre_teach.render.geometry import CARD_H, CARD_W
from euchre_teach.render.style import CLASSIC, Style


@dataclass(frozen=True, slots=True)
class Rect:
    """A (rounded) rectangle."""

    x: float
    y: float
    w: float
    h: float
    r: float = 0.0
    fill: str = "none"
    stroke: str = "none"
    width: float = 1.0
    dash: tuple[float, ...] = ()
    opacity: float = 1.0


@dataclass(frozen=True, slots=True)
class Glyph:
    """A path drawn in a 100 × 100 box, placed at (x, y) and scaled to ``size``."""

    d: str
    x: float
    y: float
    size: float
    fill: str = "none"
    stroke: str = "none"
    width: float = 1.0


@dataclass(frozen=True, slots=True)
class Circle:
    """A circle (dealer chips, role badges)."""

    cx: float
    cy: float
    r: float
    fill: str = "none"
    stroke: str = "none"
    width: float = 1.0


@dataclass(frozen=True, slots=True)
class Text:
    """One line of text; ``anchor`` is ``'start'``, ``'middle'`` or ``'end'``."""

    x: float
    y: float
    text: str
    size: float
    fill: str = "#000000"
    bold: bool = False
    anchor: str = "start"


@dataclass(frozen=True, slots=True)
class Group:
    """Shapes that make one thing (a card), with its text alternative for screen readers."""

    title: str
    shapes: tuple[Shape, ...]


Shape = Rect | Glyph | Circle | Text | Group

#: Suit outlines in a 100 × 100 box; every sub-path winds the same way, so they fill solid.
SUIT_PATHS: dict[Suit, str] = {
    Suit.HEARTS: ("M50 90 C22 66 4 50 4 31 C4 15 16 5 30 5 C40 5 47 11 50 20 "
                  "C53 11 60 5 70 5 C84 5 96 15 96 31 C96 50 78 66 50 90 Z"),
    Suit.DIAMONDS: "M50 2 L86 50 L50 98 L14 50 Z",
    Suit.SPADES: ("M50 3 C62 24 96 40 96 62 C96 76 86 84 74 84 C64 84 57 79 54 73 "
                  "C55 84 60 92 68 97 L32 97 C40 92 45 84 46 73 C43 79 36 84 26 84 "
                  "C14 84 4 76 4 62 C4 40 38 24 50 3 Z"),
    Suit.CLUBS: ("M30 27 A20 20 0 1 0 70 27 A20 20 0 1 0 30 27 Z "
                 "M6 60 A20 20 0 1 0 46 60 A20 20 0 1 0 6 60 Z "
                 "M54 60 A20 20 0 1 0 94 60 A20 20 0 1 0 54 60 Z "
                 "M46 55 C46 78 40 90 30 97 L70 97 C60 90 54 78 54 55 Z"),
}
STAR_PATH = "M50 3 L61 36 L97 36 L68 57 L79 92 L50 71 L21 92 L32 57 L3 36 L39 36 Z"

WHITE = "#ffffff"
_EDGE = "#555555"


def pip(suit: Suit, x: float, y: float, size: float, style: Style = CLASSIC) -> Glyph:
    """A suit symbol; hollow for red suits in the colour-blind style."""
    ink = style.suit_colour(suit.is_red)
    if style.colour_blind and suit.is_red:
        return Glyph(SUIT_PATHS[suit], x, y, size, fill=WHITE, stroke=ink, width=max(1.5, size / 9))
    return Glyph(SUIT_PATHS[suit], x, y, size, fill=ink)


def card_shapes(
    card: Card,
    x: float,
    y: float,
    style: Style = CLASSIC,
    *,
    role: str = "",
    trump: bool = False,
    dim: bool = False,
    mark: str | None = None,
) -> list[Shape]:
    """The face of ``card`` with its top-left corner at (x, y).

    ``role`` ('right bower', 'left bower', 'best bower') adds a badge; ``trump`` draws the
    thick trump border; ``dim`` greys out a card; ``mark`` ('winner' or 'legal') rings it.
    """
    out: list[Shape] = []
    if mark == "winner":  # a dark and a bright ring: visible on the felt and on white
        out.append(Rect(x - 5, y - 5, CARD_W + 10, CARD_H + 10, 10, stroke=style.black, width=7))
        out.append(Rect(x - 5, y - 5, CARD_W + 10, CARD_H + 10, 10, stroke=style.winner, width=4))
    elif mark == "legal":
        out.append(Rect(x - 4, y - 4, CARD_W + 8, CARD_H + 8, 9, stroke=style.trump, width=4, dash=(6.0, 3.0)))
    edge, edge_width = (style.trump, 4.0) if trump else (_EDGE, 1.0)
    out.append(Rect(x, y, CARD_W, CARD_H, 6, fill=WHITE, stroke=edge, width=edge_width))
    if card.suit is None:
        out += _joker_face(x, y, style)
    else:
        out += _suited_face(card, card.suit, x, y, style)
    badge = {"right bower": "R", "left bower": "L"}.get(role)
    if badge:  # its letter as large as the corner's: the smallest text on a card decides how far it may shrink
        out.append(Circle(x + CARD_W - 13, y + CARD_H - 13, 12, fill=style.trump, stroke=style.black, width=1.5))
        out.append(Text(x + CARD_W - 13, y + CARD_H - 6.5, badge, 18, style.black, bold=True, anchor="middle"))
    elif role == "best bower" and card.suit is not None:
        out.append(Circle(x + CARD_W - 13, y + CARD_H - 13, 12, fill=style.trump, stroke=style.black, width=1.5))
        out.append(Glyph(STAR_PATH, x + CARD_W - 22, y + CARD_H - 22, 18, fill=style.black))
    if dim:
        out.append(Rect(x, y, CARD_W, CARD_H, 6, fill=WHITE, opacity=0.6))
    return out


def _suited_face(card: Card, suit: Suit, x: float, y: float, style: Style) -> list[Shape]:
    ink = style.suit_colour(suit.is_red)
    label = card.rank.label
    out: list[Shape] = [
        Text(x + 5, y + 20, label, 18, ink, bold=True),
        pip(suit, x + 5, y + 24, 14, style),
    ]
    if style.colour_blind:
        out.append(Text(x + CARD_W - 5, y + 19, suit.letter, 18, ink, bold=True, anchor="end"))
    if card.rank in (Rank.JACK, Rank.QUEEN, Rank.KING):
        out.append(Rect(x + 21, y + 28, CARD_W - 27, CARD_H - 36, 3, stroke=ink, width=1.5))
        out.append(pip(suit, x + 21 + (CARD_W - 27) / 2 - 6, y + 32, 12, style))
        out.append(Text(x + 21 + (CARD_W - 27) / 2, y + 70, label, 28, ink, bold=True, anchor="middle"))
    else:
        size = 40 if card.rank is Rank.ACE else 32
        out.append(pip(suit, x + (CARD_W - size) / 2 + 6, y + (CARD_H - size) / 2 + 8, size, style))
    return out


def _joker_face(x: float, y: float, style: Style) -> list[Shape]:
    return [
        # words of 15 units (14.5 for the longer, in regular weight to fit the frame): close to a table's other
        # small print, so a table with the joker keeps 12 px text at a laptop's column width
        Rect(x + 2.5, y + 2.5, CARD_W - 5, CARD_H - 5, 4, stroke=style.joker, width=1.5, dash=(3.0, 2.0)),
        Text(x + CARD_W / 2, y + 21, "BEST", 15, style.joker, bold=True, anchor="middle"),
        Glyph(STAR_PATH, x + (CARD_W - 34) / 2, y + 27, 34, fill=style.joker),
        Text(x + CARD_W / 2, y + 80, "BOWER", 14.5, style.joker, anchor="middle"),
    ]


def back_shapes(x: float, y: float, style: Style = CLASSIC, *, dim: bool = False) -> list[Shape]:
    """The back of a card: a blue panel with a white frame and a diamond (few shapes, quick to animate)."""
    out: list[Shape] = [
        Rect(x, y, CARD_W, CARD_H, 6, fill=WHITE, stroke=_EDGE, width=1),
        Rect(x + 5, y + 5, CARD_W - 10, CARD_H - 10, 3, fill=style.back),
        Rect(x + 10, y + 10, CARD_W - 20, CARD_H - 20, 2, stroke="rgba(255,255,255,0.6)", width=2),
        Glyph(SUIT_PATHS[Suit.DIAMONDS], x + CARD_W / 2 - 14, y + CARD_H / 2 - 14, 28, fill="rgba(255,255,255,0.45)"),
    ]
    if dim:
        out.append(Rect(x, y, CARD_W, CARD_H, 6, fill=WHITE, opacity=0.6))
    return out
