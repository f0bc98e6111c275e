"""Why, not just what: double-dummy analysis, hand strength and move grading.

Everything here is pure Python and seeded; a widget calls it and shows the numbers and the
reason as they come.

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

from euchre_teach.analysis.coach import Advice, advise, judge, side_by_side
from euchre_teach.analysis.double_dummy import Analysis, Solver, analyse, solve
from euchre_teach.analysis.equity import win_chance
from euchre_teach.analysis.grading import GRADES, Grade, grade, grade_advice
from euchre_teach.analysis.minimax import minimax, minimax_moves
from euchre_teach.analysis.play import ActionValue, PlayAdvice, advise_discard, advise_play
from euchre_teach.analysis.position import Position
from euchre_teach.analysis.realistic import Estimate, realistic
from euchre_teach.analysis.sampling import Knowledge, deal_unseen, knowledge
from euchre_teach.analysis.strength import BidAdvice, BidOption, advise_bid

__all__ = [
    "GRADES",
    "ActionValue",
    "Advice",
    "Analysis",
    "BidAdvice",
    "BidOption",
    "Estimate",
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
    "side_by_side",
    "solve",
    "win_chance",
]
