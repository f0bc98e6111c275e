"""What every bot is: a :class:`Decision`, the :class:`Bot` protocol, the random baseline and the levels.

Each level's module registers its class here with :func:`register`; :mod:`euchre_teach.bots`
registers a stand-in for each level first, which imports the level's module when the first bot of
that level is made, so :func:`get_bot` knows every level by name once the package is imported.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from euchre_teach.actions import Action
from euchre_teach.errors import EuchreError
from euchre_teach.views import SeatView


@dataclass(frozen=True, slots=True)
class Decision:
    """A bot's choice and why it made it."""

    action: Action
    reason: str


class Bot(Protocol):
    """Anything that picks a legal action from a seat view."""

    name: str

    def decide(self, view: SeatView) -> Decision:
        """Choose one of ``view.legal``."""
        ...


class RandomBot:
    """Picks uniformly among the legal actions: the baseline every other bot must beat."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def decide(self, view: SeatView) -> Decision:
        """A random legal action."""
        if not view.legal:
            raise EuchreError("this seat has nothing to decide now")
        action = self._rng.choice(view.legal)
        return Decision(action, f"chosen at random from {len(view.legal)} legal actions")


#: Bot levels by name; other modules add theirs with :func:`register`.
LEVELS: dict[str, Callable[[int | None], Bot]] = {"random": RandomBot}


def register(name: str, factory: Callable[[int | None], Bot]) -> None:
    """Make a bot level available to :func:`get_bot` (and so to widgets and lessons)."""
    LEVELS[name] = factory


def get_bot(level: str = "random", seed: int | None = None) -> Bot:
    """A bot of the named level, seeded."""
    if not isinstance(level, str) or level not in LEVELS:
        raise EuchreError(f"no bot level {level!r}; choose one of {', '.join(LEVELS)}")
    return LEVELS[level](seed)
