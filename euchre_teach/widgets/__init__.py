"""Interactive widgets for lessons: each holds an engine record (or rules) and shows what the engine says.

Importing this package imports ipywidgets (``pip install 'euchre-teach[lab]'``); the engine
itself never does. ipycanvas is optional: the deal animation falls back to SVG without it.
"""

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
from euchre_teach.widgets.quiz import TrickQuiz
from euchre_teach.widgets.stepper import HandStepper
from euchre_teach.widgets.timeline import HistoryTimeline
from euchre_teach.widgets.variants import VariantExplorer

__all__ = [
    "BiddingRound",
    "BowerExplorer",
    "DealAnimation",
    "Exercise",
    "HandStepper",
    "HistoryStepper",
    "HistoryTimeline",
    "PlayTable",
    "TrickQuiz",
    "VariantExplorer",
    "choices_words",
    "dealer_discard_words",
    "hand_words",
    "order_words",
    "score_words",
    "sitting_out_words",
    "start_play",
    "story_words",
    "suit_words",
]
