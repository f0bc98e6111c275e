"""Looks a classroom needs: a normal and a projector size, and a colour-blind-safe style.

Every drawing is made in base units (a card is 64 × 90); ``scale`` only sets the size on
screen, so the SVG and the canvas views share one geometry at every size.

In the colour-blind-safe style a suit is never told by colour alone: each card also prints
its suit letter, red suits are drawn as hollow outlines and black suits solid, so red and
black (which the left bower depends on) stay distinguishable in greyscale.

>>> get_style("projector").scale, get_style("colour-blind").colour_blind
(2.0, True)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from euchre_teach.errors import StyleError


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
    winner: str = "#ffd400"
    back: str = "#2a4d9b"
    joker: str = "#6a2c91"
    font: str = "DejaVu Sans, Verdana, Arial, sans-serif"

    def suit_colour(self, is_red: bool) -> str:
        """The ink of a red or a black suit."""
        return self.red if is_red else self.black


CLASSIC = Style()
PROJECTOR = Style(name="projector", scale=2.0)
#: Okabe–Ito vermillion for red suits, plus hollow red pips and suit letters on every card.
COLOUR_BLIND = Style(name="colour-blind", colour_blind=True, red="#d55e00")
STYLES: dict[str, Style] = {
    "classic": CLASSIC,
    "projector": PROJECTOR,
    "colour-blind": COLOUR_BLIND,
    "projector colour-blind": replace(COLOUR_BLIND, name="projector colour-blind", scale=2.0),
}


def get_style(style: str | Style | None = None) -> Style:
    """A style by name (``'classic'``, ``'projector'``, ``'colour-blind'``, ``'projector colour-blind'``)."""
    if style is None:
        return CLASSIC
    if isinstance(style, Style):
        return style
    key = style.strip().lower().replace("_", "-").replace("color", "colour") if isinstance(style, str) else None
    if key not in STYLES:
        raise StyleError(f"no style called {style!r}; choose one of {', '.join(STYLES)}")
    return STYLES[key]
