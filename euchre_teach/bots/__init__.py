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

from euchre_teach.bots import rule_of_thumb, strong
from euchre_teach.bots.base import LEVELS, Bot, Decision, RandomBot, get_bot, register

__all__ = ["LEVELS", "Bot", "Decision", "RandomBot", "get_bot", "register", "rule_of_thumb", "strong"]
