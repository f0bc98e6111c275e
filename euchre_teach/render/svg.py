"""Deterministic SVG: the same input gives the same bytes (no ids, no randomness, no clock).

Each picture carries its text alternative as ``<title>`` and ``<desc>`` (and every card its
own ``<title>``, such as "J♦, left bower"), so screen readers and tests can read it.

>>> from euchre_teach.cards import Card, Suit
>>> svg = card_svg(Card.parse("JD"), trump=Suit.HEARTS)
>>> svg.startswith("<svg") and "<title>J♦, left bower</title>" in svg
True
>>> card_svg(Card.parse("JD"), trump=Suit.HEARTS) == svg
True

Every function returns an :class:`SvgImage`: the SVG text, which a notebook cell shows as the
picture (as python-chess's ``chess.svg`` returns its ``SvgWrapper``).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape, quoteattr

from euchre_teach.cards import Card, Suit
from euchre_teach.i18n import say
from euchre_teach.match import Match
from euchre_teach.record import Record
from euchre_teach.render import pictures as P
from euchre_teach.render.shapes import Circle, Glyph, Group, Rect, Shape, Text
from euchre_teach.render.style import Style, get_style
from euchre_teach.rules import STANDARD, Rules
from euchre_teach.state import HandState
from euchre_teach.table import Trick
from euchre_teach.views import SeatView

if TYPE_CHECKING:
    from euchre_teach.render.pictures import Picture

_ANCHOR = {"start": "start", "middle": "middle", "end": "end"}
#: The screen height a picture may take inline: the screen less room for its widget's controls (a table
#: and its buttons fit a 1280×800 screen). :func:`within` gives a widget's pictures a lower limit.
SCREEN = "(100vh - 230px)"
#: The screen height a projector-style picture shown on its own (not in a widget) may take: the presenter
#: (Voilà) has no notebook bars and the picture no controls, so all but the page's margins (:func:`alone`).
PROJECTOR_SCREEN = "100vh - 120px"


def within(svg: str, height: str) -> SvgImage:
    """The same picture with a lower height limit (a CSS length such as ``"34vh"`` or ``"100vh - 330px"``),
    for a widget that shows several pictures and its controls on one screen (never below its readable width)."""
    return SvgImage(svg.replace(f"calc({SCREEN} *", f"calc(({height}) *", 1))


def alone(svg: str, style: Style | str | None = None) -> SvgImage:
    """A picture with nothing above or below it on the screen (a cell's picture, or a widget's table with its
    controls beside it): in a projector style (text of 16 px and up) it may take the presenter's whole screen
    height less its margins, so that its text reads at 16 px there."""
    return within(svg, PROJECTOR_SCREEN) if get_style(style).on_projector else SvgImage(svg)


def smallest_text(shapes: Sequence[Shape]) -> float | None:
    """The smallest font size (base units) among ``shapes``, groups included; None without text."""
    sizes = [s.size for s in shapes if isinstance(s, Text)]
    sizes += [found for g in shapes if isinstance(g, Group) if (found := smallest_text(g.shapes)) is not None]
    return min(sizes, default=None)


#: The smallest text any page shows, in CSS px, whatever the style: a picture never shrinks below it.
FLOOR_TEXT = 12.0


def fit(picture: Picture, style: Style) -> str:
    """The picture's size on a page, sized to its text: its natural width (the style's scale), shrunk
    to its column and to the screen's height, but never so far that its smallest text is under the
    style's ``min_text`` CSS px (so it reads at every screen size and grows with browser zoom); a
    column too narrow for that (a projector-style picture in a zoomed notebook) gets text down to
    :data:`FLOOR_TEXT` px first.

    Where the column is narrower than the readable width, the picture keeps it and its box scrolls.
    """
    least = smallest_text(picture.shapes)
    readable = math.ceil(picture.width * style.min_text / least) if least else 0
    floor = math.ceil(picture.width * FLOOR_TEXT / least) if least else 0
    shape = picture.width / picture.height
    # max-width apart from width: a percentage inside min() would make a flex box holding it as wide as
    # the natural width, whatever the picture's own width comes to
    least_width = f"{readable}px" if readable <= floor else f"max({floor}px, min({readable}px, 100%))"
    return (f"width:min({_num(picture.width * style.scale)}px, calc({SCREEN} * {shape:.4f}));max-width:100%;"
            f"min-width:{least_width};height:auto")


class SvgImage(str):
    """An SVG document: text (save it, compare it, put it in a page) that a notebook shows as a picture."""

    __slots__ = ()

    def _repr_svg_(self) -> str:
        """The picture, when a notebook cell shows this value."""
        return str(self)

    def _repr_html_(self) -> str:
        """The same picture inline, as the engine's values show theirs (see :mod:`euchre_teach.display`)."""
        return str(self)


def _num(value: float) -> str:
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _attrs(**values: object) -> str:
    parts = []
    for key, value in values.items():
        if value is None:
            continue
        text = _num(value) if isinstance(value, float | int) and not isinstance(value, bool) else str(value)
        parts.append(f"{key.rstrip('_').replace('_', '-')}={quoteattr(text)}")
    return " ".join(parts)


def shape_svg(shape: Shape, style: Style) -> str:
    """One shape as an SVG element."""
    if isinstance(shape, Group):
        inner = "".join(shape_svg(s, style) for s in shape.shapes)
        return f"<g><title>{escape(shape.title)}</title>{inner}</g>"
    if isinstance(shape, Rect):
        return "<rect " + _attrs(
            x=shape.x, y=shape.y, width=shape.w, height=shape.h, rx=shape.r or None, fill=shape.fill,
            stroke=shape.stroke, stroke_width=shape.width if shape.stroke != "none" else None,
            stroke_dasharray=" ".join(_num(d) for d in shape.dash) or None,
            opacity=shape.opacity if shape.opacity != 1 else None,
        ) + "/>"
    if isinstance(shape, Glyph):
        k = shape.size / 100
        return "<path " + _attrs(
            d=shape.d, transform=f"translate({_num(shape.x)} {_num(shape.y)}) scale({_num(k)})",
            fill=shape.fill, stroke=shape.stroke,
            stroke_width=shape.width / k if shape.stroke != "none" else None,
        ) + "/>"
    if isinstance(shape, Circle):
        return "<circle " + _attrs(cx=shape.cx, cy=shape.cy, r=shape.r, fill=shape.fill, stroke=shape.stroke,
                                   stroke_width=shape.width if shape.stroke != "none" else None) + "/>"
    return "<text " + _attrs(
        x=shape.x, y=shape.y, font_size=shape.size, font_family=style.font, fill=shape.fill,
        font_weight="bold" if shape.bold else None,
        text_anchor=_ANCHOR[shape.anchor] if shape.anchor != "start" else None,
    ) + f">{escape(shape.text)}</text>"


def to_svg(picture: Picture, style: Style | str | None = None) -> SvgImage:
    """A whole picture as a standalone ``<svg>`` document, sized by the style's scale and its text (:func:`fit`)."""
    style = get_style(style)
    body = "".join(shape_svg(s, style) for s in picture.shapes)
    desc = f"<desc>{escape(picture.desc)}</desc>" if picture.desc else ""
    head = _attrs(
        xmlns="http://www.w3.org/2000/svg", width=picture.width * style.scale, height=picture.height * style.scale,
        viewBox=f"0 0 {_num(picture.width)} {_num(picture.height)}", role="img", aria_label=picture.title,
        style=fit(picture, style),
    )
    return SvgImage(f"<svg {head}><title>{escape(picture.title)}</title>{desc}{body}</svg>")


def card_svg(card: Card | str | None, trump: Suit | None = None, rules: Rules = STANDARD,
             style: Style | str | None = None, *, mark: str | None = None) -> SvgImage:
    """One card (``None``: a card back), with its role under ``trump``."""
    style = get_style(style)
    card = Card.parse(card) if isinstance(card, str) else card
    return to_svg(P.card_picture(card, trump, rules, style, mark=mark), style)


def back_svg(style: Style | str | None = None) -> SvgImage:
    """The back of a card."""
    return card_svg(None, style=style)


def hand_svg(cards: Sequence[Card], trump: Suit | None = None, rules: Rules = STANDARD,
             style: Style | str | None = None, *, label: str = "", dim: Sequence[Card] = (),
             marks: Mapping[Card, str] | None = None) -> SvgImage:
    """Cards side by side: a hand, a pack, a trump order."""
    style = get_style(style)
    return to_svg(P.hand_picture(cards, trump, rules, style, label=label, dim=dim, marks=marks), style)


def rows_svg(rows: Sequence[tuple[str, Sequence[Card]]], trump: Suit | None = None, rules: Rules = STANDARD,
             style: Style | str | None = None, *, title: str = "", marks: Mapping[Card, str] | None = None,
             label_width: float = 150) -> SvgImage:
    """Labelled rows of cards (each effective suit in rank order, say); ``label_width`` leaves room for the labels."""
    style = get_style(style)
    return to_svg(P.rows_picture(rows, trump, rules, style, title=title, marks=marks, label_width=label_width), style)


def trick_svg(trick: Trick, trump: Suit | None = None, rules: Rules | None = None,
              style: Style | str | None = None) -> SvgImage:
    """A trick's cards in the order played, with seats, leader and winner."""
    style = get_style(style)
    return to_svg(P.trick_picture(trick, trump, rules, style), style)


def table_svg(state: HandState | SeatView, seat: int | str | None = None, style: Style | str | None = None, *,
              bottom_seat: int | None = None, hints: bool = False, narrow: bool = False) -> SvgImage:
    """The table of a hand for ``seat`` (None: the teacher's view with every hand face up); ``narrow`` draws a
    phone's table (up to four seats), as readable in a third less width."""
    style = get_style(style)
    result = None
    if isinstance(state, HandState):
        if state.is_terminal():
            result = state.result.explanation
        view = state.table_view() if seat is None else state.view(seat)
    else:
        view = state
    return to_svg(P.table_picture(view, style, bottom_seat=bottom_seat, hints=hints, result=result, narrow=narrow),
                  style)


def seating_svg(rules: Rules, style: Style | str | None = None) -> SvgImage:
    """The seats of a game round the table."""
    style = get_style(style)
    return to_svg(P.seating_picture(rules, style), style)


def pack_svg(rules: Rules, style: Style | str | None = None) -> SvgImage:
    """Every card of a game's pack, suit by suit."""
    style = get_style(style)
    return to_svg(P.pack_picture(rules, style), style)


def score_svg(match: Match, style: Style | str | None = None) -> SvgImage:
    """A match's score sheet: each hand played, what happened, and the running score of each side."""
    style = get_style(style)
    rules = match.rules
    sides = tuple(match.side_scores())
    lines = []
    for line in match.history:
        scores = (line.scores[0], line.scores[1]) if rules.partners_opposite else line.scores
        # Translators: a row of the score sheet: the hand's number, the dealer's seat, what happened.
        lines.append((say("{number}. {dealer} deals: {outcome}", number=line.number,
                          dealer=rules.seat_name(line.dealer), outcome=line.result.outcome), scores))
    return to_svg(P.score_sheet_picture(sides, lines, say("Score sheet: {summary}", summary=match.summary()), style),
                  style)


def repr_svg(obj: object) -> str:
    """The SVG for ``_repr_svg_`` of a Card, a HandState, a Trick, a SeatView, a sequence of cards,
    a Record (its final table) or a Match (its score sheet)."""
    if isinstance(obj, Record):
        return alone(table_svg(obj.final))
    if isinstance(obj, Match):
        return alone(score_svg(obj))
    if isinstance(obj, Card):
        return alone(card_svg(obj))
    if isinstance(obj, HandState | SeatView):
        return alone(table_svg(obj))
    if isinstance(obj, Trick):
        return alone(trick_svg(obj))
    if isinstance(obj, list | tuple) and all(isinstance(c, Card) for c in obj):
        return alone(hand_svg(obj))
    raise TypeError(f"no SVG picture for {type(obj).__name__}")
