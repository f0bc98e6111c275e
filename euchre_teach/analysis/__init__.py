"""Why, not just what: double-dummy analysis, hand strength and move grading.

Everything here is pure Python and seeded; a widget calls it and shows the numbers and the
reason as they come.

Each name below is imported from its module when first asked for (PEP 562), so a bot or a
widget that needs only the hand-point count does not pay for the solver, the samplers and the
coach at import time.

>>> from euchre_teach import new_hand
>>> from euchre_teach import analysis
>>> hand = new_hand("standard", seed=22)
>>> view = hand.view(hand.current_player())
>>> advice = analysis.advise_bid(view, samples=200, seed=1)
>>> advice.best.action, advice.option("order up").p_make
(Action('order up'), 0.93)
>>> analysis.grade(view, "order up", samples=200, seed=1).label
'best'
"""

from __future__ import annotations

import sys
from types import ModuleType

from euchre_teach.lazy import lazy_names

TYPE_CHECKING = False
if TYPE_CHECKING:
    from euchre_teach.analysis.coach import advise
    from euchre_teach.analysis.double_dummy import Analysis, Solver, analyse, solve
    from euchre_teach.analysis.equity import win_chance
    from euchre_teach.analysis.examples import side_by_side
    from euchre_teach.analysis.grading import GRADES, Advice, Grade, grade, grade_advice, judge
    from euchre_teach.analysis.minimax import minimax, minimax_moves
    from euchre_teach.analysis.play import ActionValue, PlayAdvice, advise_discard, advise_play
    from euchre_teach.analysis.position import Position
    from euchre_teach.analysis.realistic import Estimate, realistic
    from euchre_teach.analysis.review import GameReview, review_game
    from euchre_teach.analysis.sampling import Knowledge, deal_unseen, knowledge
    from euchre_teach.analysis.strength import BidAdvice, BidOption, advise_bid

#: Each public name and the module (under ``euchre_teach.analysis``) it lives in.
_HOMES = {
    "advise": "coach",
    "side_by_side": "examples",
    **dict.fromkeys(("Analysis", "Solver", "analyse", "solve"), "double_dummy"),
    "win_chance": "equity",
    **dict.fromkeys(("GRADES", "Advice", "Grade", "grade", "grade_advice", "judge"), "grading"),
    **dict.fromkeys(("minimax", "minimax_moves"), "minimax"),
    **dict.fromkeys(("ActionValue", "PlayAdvice", "advise_discard", "advise_play"), "play"),
    "Position": "position",
    **dict.fromkeys(("Estimate", "realistic"), "realistic"),
    **dict.fromkeys(("GameReview", "review_game"), "review"),
    **dict.fromkeys(("Knowledge", "deal_unseen", "knowledge"), "sampling"),
    **dict.fromkeys(("BidAdvice", "BidOption", "advise_bid"), "strength"),
}


class _Package(ModuleType):
    """Keeps ``minimax`` and ``realistic`` the functions (as the eager imports did) when the import
    system sets the submodule of the same name on the package."""

    def __setattr__(self, name: str, value: object) -> None:
        if isinstance(value, ModuleType) and _HOMES.get(name) == name:
            value = getattr(value, name)
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package


__getattr__, __dir__ = lazy_names(__name__, globals(), _HOMES)


__all__ = [
    "GRADES",
    "ActionValue",
    "Advice",
    "Analysis",
    "BidAdvice",
    "BidOption",
    "Estimate",
    "GameReview",
    "Grade",
    "Knowledge",
    "PlayAdvice",
    "Position",
    "Solver",
    "advise",
    "advise_bid",
    "advise_discard",
    "advise_play",
    "analyse",
    "deal_unseen",
    "grade",
    "grade_advice",
    "judge",
    "knowledge",
    "minimax",
    "minimax_moves",
    "realistic",
    "review_game",
    "side_by_side",
    "solve",
    "win_chance",
]
