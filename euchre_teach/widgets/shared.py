"""A shared deal opened from its code: what the offline site's share page runs (``share.html#deal=CODE``).

The page cannot hand the code to Python any other way than in the code it runs, so it runs
``shared_deal("CODE", "deal")``; a code that cannot be opened shows its reason, in words, where the
widget would be (a learner who followed a damaged link sees what to do, not a traceback).
"""

from __future__ import annotations

import ipywidgets as W

from euchre_teach.errors import EuchreError
from euchre_teach.share import VIEWS
from euchre_teach.widgets.base import message_html, show_message
from euchre_teach.widgets.play import PlayTable
from euchre_teach.widgets.stepper import HandStepper


def shared_deal(code: str, view: str = "deal", seat: int | str = "South") -> W.Widget:
    """The widget a shared link opens: ``view`` 'deal' steps through the hand (:meth:`HandStepper.from_code`),
    'play' plays it at the learning table as ``seat`` (``PlayTable(code=...)``)."""
    try:
        if view not in VIEWS:
            raise EuchreError(f"a shared link opens 'deal' (step through the hand) or 'play' (play it), "
                              f"not {view!r:.30}")
        if view == "deal":
            return HandStepper.from_code(code)
        return PlayTable(code=code, seat=seat)
    except EuchreError as exc:
        refused = message_html()
        refused.add_class("euchre-shared-refused")
        reason = str(exc).rstrip(".")
        show_message(refused, f"This shared deal cannot be opened. {reason[:1].upper()}{reason[1:]}.", "error")
        return refused
