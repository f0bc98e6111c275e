"""Computer players that see only their seat's view and explain each decision.

Every bot has ``decide(view) -> Decision``: the action and a plain-English reason. Bots are
seeded, so a lesson's "computer" plays the same way for every learner. Three levels:
``"random"``; ``"rule of thumb"`` (a published hand-point count for bidding and the classic
maxims of play, :mod:`.rule_of_thumb`); ``"strong"`` (sampling and double-dummy analysis,
:mod:`.strong`).

>>> from euchre_teach import new_hand
>>> hand = new_hand("standard", seed=3)
>>> bot = get_bot("random", seed=1)
>>> decision = bot.decide(hand.view(hand.current_player()))
>>> decision.action in hand.legal_actions(), decision.reason.startswith("chosen at random")
(True, True)
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


# the other levels register themselves (they import the names above)
from euchre_teach.bots import rule_of_thumb, strong  # noqa: E402

__all__ = ["LEVELS", "Bot", "Decision", "RandomBot", "get_bot", "register", "rule_of_thumb", "strong"]
