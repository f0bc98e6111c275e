"""The match-equity table as a picture: a heat map of the chance to win from every score.

Rows are your score, columns theirs; each cell shows your side's chance in percent when your
side deals next, shaded from red (we rarely win) through white to green (we usually win).
Built from Picture and shapes like every other picture, so it is deterministic.

>>> from euchre_teach.rules import STANDARD
>>> svg = equity_svg(STANDARD)
>>> svg.startswith("<svg") and "52%" in svg
True
"""

from __future__ import annotations

from euchre_teach.analysis.equity import win_chance
from euchre_teach.render.pictures import Picture
from euchre_teach.render.shapes import Rect, Shape, Text
from euchre_teach.render.svg import to_svg
from euchre_teach.rules import Rules

_CELL, _LEFT, _TOP = 46, 92, 70


def _shade(p: float) -> str:
    """Red at 0, white at one half, green at 1."""
    if p < 0.5:
        t = p / 0.5
        r, g, b = int(214 + (255 - 214) * t), int(96 + (255 - 96) * t), int(96 + (255 - 96) * t)
    else:
        t = (p - 0.5) / 0.5
        r, g, b = int(255 - (255 - 60) * t), int(255 - (255 - 170) * t), int(255 - (255 - 90) * t)
    return f"#{r:02x}{g:02x}{b:02x}"


def equity_picture(rules: Rules, we_deal: bool = True) -> Picture:
    """The heat map of :func:`~euchre_teach.analysis.equity.win_chance` for every score below the target."""
    n = rules.target
    shapes: list[Shape] = [Rect(0, 0, _LEFT + n * _CELL + 10, _TOP + n * _CELL + 10, 0, fill="#ffffff")]
    deal = "your side deals next" if we_deal else "the other side deals next"
    shapes.append(Text(8, 20, f"Your chance to win the match to {n}, when {deal}", 15, bold=True))
    shapes.append(Text(_LEFT + n * _CELL / 2, 44, "their score", 14, anchor="middle"))
    shapes.append(Text(8, _TOP - 8, "your score", 14))
    cells = []
    for ours in range(n):
        shapes.append(Text(_LEFT - 10, _TOP + ours * _CELL + _CELL / 2 + 5, str(ours), 14, anchor="end"))
        for theirs in range(n):
            if ours == 0:
                shapes.append(Text(_LEFT + theirs * _CELL + _CELL / 2, _TOP - 8, str(theirs), 14, anchor="middle"))
            p = win_chance(rules, ours, theirs, we_deal)
            x, y = _LEFT + theirs * _CELL, _TOP + ours * _CELL
            shapes.append(Rect(x, y, _CELL, _CELL, 0, fill=_shade(p), stroke="#ffffff"))
            shapes.append(Text(x + _CELL / 2, y + _CELL / 2 + 5, f"{p:.0%}", 13, anchor="middle"))
            cells.append(f"{ours}–{theirs}: {p:.0%}")
    title = f"Chance to win the match to {n} from each score when {deal}: " + ", ".join(cells[:: n + 1]) + " (tied)"
    return Picture(_LEFT + n * _CELL + 10, _TOP + n * _CELL + 10, tuple(shapes), title)


def equity_svg(rules: Rules, we_deal: bool = True) -> str:
    """The heat map as SVG."""
    return to_svg(equity_picture(rules, we_deal))
