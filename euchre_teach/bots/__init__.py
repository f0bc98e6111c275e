"""Computer players that see only their seat's view and explain each decision.

Every bot has ``decide(view) -> Decision``: the action and a plain-English reason. Bots are
seeded, so a lesson's "computer" plays the same way for every learner. Three levels:
``"random"``; ``"rule of thumb"`` (a published hand-point count for bidding and the classic
maxims of play, :mod:`.rule_of_thumb`); ``"strong"`` (sampling and double-dummy analysis,
:mod:`.strong`).

Every level is known by name from the start (:data:`~.base.LEVELS`, the one registry), but its
module (and the analysis behind it) is imported when the first bot of that level is made (PEP 562
for the module names), so a widget that only checks a level's name pays nothing for it.

>>> from euchre_teach import new_hand
>>> hand = new_hand("standard", seed=3)
>>> bot = get_bot("random", seed=1)
>>> decision = bot.decide(hand.view(hand.current_player()))
>>> decision.action in hand.legal_actions(), decision.reason.startswith("chosen at random")
(True, True)
"""

from __future__ import annotations

from importlib import import_module

from euchre_teach.bots.base import LEVELS, Bot, Decision, RandomBot, computer_players, get_bot, play_out, register

TYPE_CHECKING = False
if TYPE_CHECKING:
    from euchre_teach.bots import rule_of_thumb, strong


def __getattr__(name: str) -> object:
    if name not in ("rule_of_thumb", "strong"):
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return import_module(f"{__name__}.{name}")


def __dir__() -> list[str]:
    return sorted({*globals(), "rule_of_thumb", "strong"})


__all__ = [
    "LEVELS",
    "Bot",
    "Decision",
    "RandomBot",
    "computer_players",
    "get_bot",
    "play_out",
    "register",
    "rule_of_thumb",
    "strong",
]
