"""Interactive widgets for lessons: each holds an engine record (or rules) and shows what the engine says.

The widgets need ipywidgets (``pip install 'euchre-teach[lab]'``); the engine itself never
does. ipycanvas is optional: the deal animation falls back to SVG without it.

Each name below is imported from its module when first asked for (PEP 562): a cell that
needs only ``HistoryStepper`` pays for that widget's imports, not for the bots and analysis
behind the trainers and tables. ``from euchre_teach.widgets import *`` imports them all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from euchre_teach.lazy import lazy_names

if TYPE_CHECKING:
    from euchre_teach.widgets.bidding import BiddingRound
    from euchre_teach.widgets.bower import BowerExplorer
    from euchre_teach.widgets.deal_animation import DealAnimation
    from euchre_teach.widgets.exercise import Exercise
    from euchre_teach.widgets.history_stepper import HistoryStepper
    from euchre_teach.widgets.lesson import (
        choices_words,
        dealer_discard_words,
        hand_words,
        order_words,
        score_words,
        sitting_out_words,
        start_play,
        story_words,
        suit_words,
    )
    from euchre_teach.widgets.play import PlayTable
    from euchre_teach.widgets.problems import ProblemSet, show_problem
    from euchre_teach.widgets.progress import Progress
    from euchre_teach.widgets.quiz import TrickQuiz
    from euchre_teach.widgets.review import GameReview, show_decision, show_line, show_verdict
    from euchre_teach.widgets.scoring import ScoreQuiz
    from euchre_teach.widgets.shared import shared_deal
    from euchre_teach.widgets.stepper import HandStepper
    from euchre_teach.widgets.timeline import HistoryTimeline
    from euchre_teach.widgets.variants import VariantExplorer

#: Each public name and the module (under ``euchre_teach.widgets``) it lives in.
_HOMES = {
    "BiddingRound": "bidding",
    "BowerExplorer": "bower",
    "DealAnimation": "deal_animation",
    "Exercise": "exercise",
    "GameReview": "review",
    "show_decision": "review",
    "show_verdict": "review",
    "show_line": "review",
    "HandStepper": "stepper",
    "HistoryStepper": "history_stepper",
    "HistoryTimeline": "timeline",
    "PlayTable": "play",
    "ProblemSet": "problems",
    "Progress": "progress",
    "show_problem": "problems",
    "ScoreQuiz": "scoring",
    "shared_deal": "shared",
    "TrickQuiz": "quiz",
    "VariantExplorer": "variants",
    **{name: "lesson" for name in ("choices_words", "dealer_discard_words", "hand_words", "order_words",
                                   "score_words", "sitting_out_words", "start_play", "story_words", "suit_words")},
}


__getattr__, __dir__ = lazy_names(__name__, globals(), _HOMES)


__all__ = [
    "BiddingRound",
    "BowerExplorer",
    "DealAnimation",
    "Exercise",
    "GameReview",
    "HandStepper",
    "HistoryStepper",
    "HistoryTimeline",
    "PlayTable",
    "ProblemSet",
    "Progress",
    "ScoreQuiz",
    "TrickQuiz",
    "VariantExplorer",
    "choices_words",
    "dealer_discard_words",
    "hand_words",
    "order_words",
    "score_words",
    "shared_deal",
    "show_decision",
    "show_line",
    "show_problem",
    "show_verdict",
    "sitting_out_words",
    "start_play",
    "story_words",
    "suit_words",
]
