"""An EGN game as the engine holds it: rules, deals replayed as actions, annotations and alternative lines.

Every deal's ``actions`` were replayed by the engine (so every card is legal); ``unknown`` lists the
seats whose dealt cards the file does not show (a lone hand's partner, a dealer whose discard is left
out, a deal cut short): their hands were filled with cards consistent with the file, and no view,
picture or review should present those cards as fact.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from euchre_teach.actions import Action
from euchre_teach.deal import Deal
from euchre_teach.errors import EgnError
from euchre_teach.rules import Rules

#: Annotations of one phase: (index, texts) pairs in index order; EGN keys call annotations by call
#: number and play annotations by card number, both counted from 0 within the phase.
Notes = tuple[tuple[int, tuple[str, ...]], ...]


@dataclass(frozen=True, slots=True)
class EgnBranch:
    """An alternative line: the main line's first ``fork`` actions, then others.

    ``step`` is EGN's ``branchIndex`` (calls and cards counted from 0, the discard not counted);
    ``actions`` is the whole line, as :meth:`Record.branch` would make it.
    """

    step: int
    fork: int
    actions: tuple[Action, ...]
    discard_known: bool = True
    call_notes: Notes = ()
    play_notes: Notes = ()


@dataclass(frozen=True, slots=True)
class EgnDeal:
    """One deal: its cards, the actions of its main line, what the file left unknown, and its notes."""

    deal: Deal
    actions: tuple[Action, ...]
    unknown: frozenset[int] = frozenset()
    discard_known: bool = True
    hands_written: bool = True
    call_notes: Notes = ()
    play_notes: Notes = ()
    branches: tuple[EgnBranch, ...] = ()


@dataclass(frozen=True, slots=True)
class EgnGame:
    """A whole EGN file: rules, the score before the first deal (team 0 is North–South), the deals,
    and the file's other metadata (title, players, date…) as canonical JSON text."""

    rules: Rules
    deals: tuple[EgnDeal, ...]
    initial_score: tuple[int, int] = (0, 0)
    metadata: str = "{}"

    def deal(self, number: int | None = None) -> EgnDeal:
        """Deal ``number`` (from 1), or the only deal when ``number`` is left out."""
        count = len(self.deals)
        if number is None and count == 1:
            return self.deals[0]
        if number is None or type(number) is not int or not 1 <= number <= count:
            raise EgnError(_no_such_deal(count, number))
        return self.deals[number - 1]

    @property
    def info(self) -> dict[str, Any]:
        """The metadata as a new dict (title, description, players, date, gameId)."""
        value = json.loads(self.metadata)
        return value if isinstance(value, dict) else {}

    @property
    def players(self) -> tuple[str, ...]:
        """The players' names in seat order (North, East, South, West), as the file gives them."""
        names = []
        for player in self.info.get("players", []):
            names.append(player if isinstance(player, str) else str(player.get("name", "")))
        return tuple(names)


def _no_such_deal(count: int, number: object) -> str:
    """Why ``number`` names no deal of a game of ``count`` deals, in a sentence."""
    if not count:
        return "This game has no deal."
    if number is None:
        return f"This game has {count} deals: choose one by its number, from 1 to {count}."
    if count == 1:
        return f"This game has one deal: there is no deal {number!r:.20}."
    return f"This game has {count} deals, numbered 1 to {count}: there is no deal {number!r:.20}."
