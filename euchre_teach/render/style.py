"""Looks a classroom needs: a normal and a projector size, and a colour-blind-safe style.

Every drawing is made in base units (a card is 64 × 90); ``scale`` only sets the size on
screen, so the SVG and the canvas views share one geometry at every size, and ``min_text`` is the
smallest text (CSS px) a page may show: a picture is never shrunk below it.

In the colour-blind-safe style a suit is never told by colour alone: each card also prints
its suit letter, red suits are drawn as hollow outlines and black suits solid, so red and
black (which the left bower depends on) stay distinguishable in greyscale.

>>> get_style("projector").scale, get_style("colour-blind").colour_blind
(2.0, True)
"""

from __future__ import annotations

import os
from dataclasses import dataclass, replace

from euchre_teach.errors import StyleError

#: The smallest text of a projector style, read from the back of a classroom (CSS px).
PROJECTOR_TEXT = 16.0


@dataclass(frozen=True)
class Style:
    """Colours, size and the colour-blind switch for every picture."""

    name: str = "classic"
    scale: float = 1.0
    colour_blind: bool = False
    red: str = "#c0162c"
    black: str = "#1a1a1a"
    felt: str = "#1d6b3a"
    felt_text: str = "#ffffff"
    trump: str = "#e0a800"
    #: The seat to act's label on the felt: a light gold that reads on the felt (the trump gold is 3:1 there,
    #: enough for a border but not for words).
    acting: str = "#ffe680"
    winner: str = "#ffd400"
    back: str = "#2a4d9b"
    joker: str = "#6a2c91"
    font: str = "DejaVu Sans, Verdana, Arial, sans-serif"
    #: The smallest text a page may show, in CSS px: a picture is never drawn smaller than that.
    min_text: float = 12.0

    @property
    def on_projector(self) -> bool:
        """True for a projector style (text of 16 px and up, read from the back of a room): a widget then
        gives its picture the screen's height and puts its controls beside it, or in tabs."""
        return self.min_text >= PROJECTOR_TEXT

    def suit_colour(self, is_red: bool) -> str:
        """The ink of a red or a black suit."""
        return self.red if is_red else self.black


CLASSIC = Style()
#: Twice the size, and text at least 16 px: read from the back of a classroom.
PROJECTOR = Style(name="projector", scale=2.0, min_text=PROJECTOR_TEXT)
#: Okabe–Ito vermillion for red suits, darkened to read on white (5.5:1; the plain #d55e00 is 3.9:1),
#: plus hollow red pips and suit letters on every card.
COLOUR_BLIND = Style(name="colour-blind", colour_blind=True, red="#b34700")
STYLES: dict[str, Style] = {
    "classic": CLASSIC,
    "projector": PROJECTOR,
    "colour-blind": COLOUR_BLIND,
    "projector colour-blind": replace(COLOUR_BLIND, name="projector colour-blind", scale=2.0,
                                      min_text=PROJECTOR_TEXT),
}


def get_style(style: str | Style | None = None) -> Style:
    """A style by name (``'classic'``, ``'projector'``, ``'colour-blind'``, ``'projector colour-blind'``).

    ``None`` is the default style: ``$EUCHRE_TEACH_STYLE`` if set (the presenter sets ``projector``),
    else classic.
    """
    if style is None:
        configured = os.environ.get("EUCHRE_TEACH_STYLE", "").strip()
        return get_style(configured) if configured else CLASSIC
    if isinstance(style, Style):
        return style
    key = style.strip().lower().replace("_", "-").replace("color", "colour") if isinstance(style, str) else None
    if key not in STYLES:
        raise StyleError(f"no style called {style!r}; choose one of {', '.join(STYLES)}")
    return STYLES[key]
