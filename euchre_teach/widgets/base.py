"""What every widget shares: SVG in an HTML widget, labelled buttons, messages, computer players.

Widgets hold engine values and show what the engine says. A misclick raises a
:class:`~euchre_teach.errors.EuchreError` in the engine; :func:`guarded` catches it and shows
its message in the widget instead of a traceback.
"""

from __future__ import annotations

import html
import threading
from collections.abc import Callable
from typing import Any

import ipywidgets as W

from euchre_teach.bots import LEVELS, Bot, get_bot
from euchre_teach.errors import EuchreError, RulesError
from euchre_teach.inputs import check_seed
from euchre_teach.rules import Rules, find_variant
from euchre_teach.state import HandState


def svg_html(svg: str = "") -> W.HTML:
    """An HTML widget holding an SVG picture (saved with the notebook's widget state)."""
    return W.HTML(value=svg, layout=W.Layout(overflow="auto"))


def message_html() -> W.HTML:
    """A status line that screen readers announce when it changes."""
    return W.HTML(value="")


def show_message(target: W.HTML, text: str, kind: str = "info") -> None:
    """Put ``text`` in a status line: ``kind`` is 'info', 'error' or 'good'."""
    if not text:
        target.value = ""
        return
    colour = {"error": "#a40000", "good": "#0b6b2b", "info": "#222222"}[kind]
    mark = {"error": "✗ ", "good": "✓ ", "info": ""}[kind]
    target.value = (f'<div role="status" aria-live="polite" class="euchre-{kind}" '
                    f'style="color:{colour};font-size:1.05em;padding:2px 0">{mark}{html.escape(text)}</div>')


#: One callback of the package's widgets at a time. JupyterLab 4.6 with ipykernel 7 sends widget
#: messages over kernel subshells, so two clicks can be handled at once in different threads: without
#: this lock a second click could move the hand between the first one's check and its move.
CALLBACKS = threading.RLock()


def one_at_a_time(callback: Callable[..., Any]) -> Callable[..., Any]:
    """``callback`` run under :data:`CALLBACKS` (for ``on_click`` and ``observe``)."""
    def run(*args: Any) -> Any:
        with CALLBACKS:
            return callback(*args)
    return run


def button(label: str, tooltip: str, on_click: Callable[[], Any], *, width: str | None = None) -> W.Button:
    """A button whose text and tooltip say what it does (its text is what screen readers read)."""
    widget = W.Button(description=label, tooltip=tooltip, layout=W.Layout(width=width or "auto"))
    widget.on_click(one_at_a_time(lambda _button: on_click()))
    return widget


def guarded(status: W.HTML, action: Callable[[], Any]) -> bool:
    """Run ``action``; an engine error shows its message in ``status`` and returns False."""
    try:
        action()
    except EuchreError as error:
        show_message(status, str(error), "error")
        return False
    return True


def read_rules(rules: object) -> Rules:
    """A widget's ``rules``: a :class:`Rules` or a variant's name; anything else is a ``RulesError``."""
    if isinstance(rules, Rules):
        return rules
    if isinstance(rules, str):
        return find_variant(rules)
    raise RulesError(f"rules must be a variant name such as 'standard' or a Rules value, not {rules!r:.60}")


def read_setup(seed: object, level: object = "rule of thumb", samples: object = None) -> tuple[int, str, int | None]:
    """A widget's seed (:func:`~euchre_teach.inputs.check_seed`), computer level and coach's deals, checked
    when the widget is made, so a bad one is refused at once and not at the first click."""
    if not isinstance(level, str) or level not in LEVELS:
        raise EuchreError(f"no computer level {level!r:.60}; choose one of {', '.join(LEVELS)}")
    if samples is not None and (type(samples) is not int or samples < 1):
        raise EuchreError(f"samples is {samples!r:.60}: give a whole number of deals, 1 or more (or None)")
    return check_seed(seed), level, samples


def make_bot(level: str, seed: int | None) -> Bot:
    """A computer player of the named level; an unknown level is refused (``EuchreError`` naming
    the levels), never silently replaced by another player."""
    return get_bot(level, seed)


def bot_move(hand: HandState, bot: Bot, listener: int | None = None) -> str:
    """Let ``bot`` act for the current player; returns the narration as ``listener`` may hear it."""
    seat = hand.current_player()
    assert seat is not None
    decision = bot.decide(hand.view(seat))
    said = hand.narrate(decision.action, listener)
    hand.apply(decision.action)
    return said


def play_out(hand: HandState, level: str = "rule of thumb", seed: int = 0) -> HandState:
    """Play ``hand`` to its end with computer players (seat ``s`` seeded ``seed + s``)."""
    bots = [make_bot(level, seed + seat) for seat in range(hand.rules.players)]
    while not hand.is_terminal():
        bot_move(hand, bots[hand.player_to_act()])
    return hand


def paragraph(text: str, *, bold: bool = False) -> str:
    """Escaped text as an HTML paragraph."""
    body = html.escape(text)
    return f"<p style='margin:4px 0'>{'<b>' + body + '</b>' if bold else body}</p>"
