"""Interactive widgets for lessons: each holds an engine record (or rules) and shows what the engine says.

Importing this package imports ipywidgets (``pip install 'euchre-teach[lab]'``); the engine
itself never does. ipycanvas is optional: the deal animation falls back to SVG without it.
"""

from euchre_teach.widgets.bidding import BiddingRound
from euchre_teach.widgets.bower import BowerExplorer
from euchre_teach.widgets.deal_animation import DealAnimation
from euchre_teach.widgets.history_stepper import HistoryStepper
from euchre_teach.widgets.play import PlayTable
from euchre_teach.widgets.quiz import TrickQuiz
from euchre_teach.widgets.stepper import HandStepper
from euchre_teach.widgets.timeline import HistoryTimeline
from euchre_teach.widgets.variants import VariantExplorer

__all__ = [
    "BiddingRound",
    "BowerExplorer",
    "DealAnimation",
    "HandStepper",
    "HistoryStepper",
    "HistoryTimeline",
    "PlayTable",
    "TrickQuiz",
    "VariantExplorer",
]
