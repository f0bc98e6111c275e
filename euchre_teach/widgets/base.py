"""What every widget shares: SVG in an HTML widget, labelled buttons, messages, computer players.

Widgets hold engine values and show what the engine says. A misclick raises a
:class:`~euchre_teach.errors.EuchreError` in the engine; every button's click runs through
:func:`guarded`, which shows its message in the widget instead of a traceback, and a click on a
disabled button is ignored (a late click, sent before the browser drew the button disabled).

Every argument a widget takes is read here or in :mod:`euchre_teach.inputs` before the widget
assigns anything, so a refused call is a ``EuchreError`` naming the argument and changes nothing.
"""

from __future__ import annotations

import html
import threading
from collections.abc import Callable
from typing import Any

import ipywidgets as W

from euchre_teach import bots
from euchre_teach.bots import LEVELS, Bot
from euchre_teach.cards import Suit
from euchre_teach.errors import EuchreError
from euchre_teach.inputs import check_count, check_seed
from euchre_teach.record import Record
from euchre_teach.render.geometry import NARROW_MOST
from euchre_teach.render.style import Style
from euchre_teach.render.svg import table_svg
from euchre_teach.rules import Rules, as_rules
from euchre_teach.state import HandState
from euchre_teach.views import SeatView
from euchre_teach.widgets.css import MESSAGE_MARK, MESSAGE_STYLE

#: The most deals a widget's coach may sample for one decision: a few seconds at most per click.
MAX_SAMPLES = 2_000


def svg_html(svg: str = "") -> W.HTML:
    """An HTML widget holding an SVG picture (saved with the notebook's widget state)."""
    return W.HTML(value=svg, layout=W.Layout(overflow="auto"))


def table_html(state: HandState | SeatView, seat: int | None, style: Style, fit: Callable[[str], str] = str, *,
               bottom_seat: int | None = None, hints: bool = False) -> str:
    """A table as a widget shows it: the wide picture, and for a phone the narrow one (side seats' cards in
    columns), which the page's styles show instead under 600 px, so that the whole table reads at 12 px on a
    phone without scrolling. ``fit`` sets each picture's height limit (:func:`~euchre_teach.render.svg.within`).
    A projector style, or a table of more seats than a narrow one holds, has the wide picture only."""
    wide = fit(table_svg(state, seat, style, bottom_seat=bottom_seat, hints=hints))
    if style.on_projector or state.rules.players > NARROW_MOST:
        return wide
    narrow = fit(table_svg(state, seat, style, bottom_seat=bottom_seat, hints=hints, narrow=True))
    return f'<div class="euchre-wide-table">{wide}</div><div class="euchre-narrow-table">{narrow}</div>'


def message_html() -> W.HTML:
    """A status line that screen readers announce when it changes."""
    return W.HTML(value="")


def show_message(target: W.HTML, text: str, kind: str = "info") -> None:
    """Put ``text`` in a status line: ``kind`` is 'info', 'error' or 'good'."""
    if not text:
        target.value = ""
        return
    target.value = (f'<div role="status" aria-live="polite" class="euchre-{kind}" '
                    f'style="{MESSAGE_STYLE[kind]}">{MESSAGE_MARK[kind]}{html.escape(text)}</div>')


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


def button(label: str, tooltip: str, on_click: Callable[[], Any], status: W.HTML, *,
           width: str | None = None) -> W.Button:
    """A button whose text and tooltip say what it does (its text is what screen readers read).

    A click while the button is disabled is ignored; an engine error the click raises is shown in
    ``status`` (never a traceback in the notebook).
    """
    widget = W.Button(description=label, tooltip=tooltip, layout=W.Layout(width=width or "auto"))

    def clicked(pressed: W.Button) -> None:
        if not pressed.disabled:  # disabled on screen is disabled here too
            guarded(status, on_click)

    widget.on_click(one_at_a_time(clicked))
    return widget


def on_change(control: W.ValueWidget, status: W.HTML, callback: Callable[[], Any]) -> None:
    """Run ``callback`` when ``control``'s value changes, one at a time, with errors shown in ``status``."""
    control.observe(one_at_a_time(lambda _change: guarded(status, callback)), names="value")


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
    return as_rules(rules)


def read_setup(seed: object, level: object = "rule of thumb", samples: object = None) -> tuple[int, str, int | None]:
    """A widget's seed (:func:`~euchre_teach.inputs.check_seed`), computer level and coach's deals
    (1 to :data:`MAX_SAMPLES`, or None), checked when the widget is made, so a bad one is refused at
    once and not at the first click."""
    if not isinstance(level, str) or level not in LEVELS:
        raise EuchreError(f"no computer level {level!r:.60}; choose one of {', '.join(LEVELS)}")
    if samples is not None:
        samples = check_count(samples, "samples", 1, MAX_SAMPLES)
    return check_seed(seed), level, samples


def read_flag(value: object, what: str) -> bool:
    """A yes/no option (``hints``, ``match``…): ``True`` or ``False``, not ``1``, ``'yes'`` or ``None``."""
    if type(value) is not bool:
        raise EuchreError(f"{what} is {value!r:.60}: give True or False")
    return value


def read_suit(value: object, what: str = "trump") -> Suit:
    """A suit argument: a :class:`Suit` or its name (``'hearts'``, ``'H'``, ``'♥'``)."""
    if isinstance(value, Suit):
        return value
    try:
        return Suit.parse(value)
    except EuchreError as error:
        raise EuchreError(f"{what} is {value!r:.60}: {error}") from None


def read_question(text: object, what: str = "question") -> str:
    """A lesson's question or answer: non-empty text of at most 2,000 characters."""
    if not isinstance(text, str) or not text.strip() or len(text) > 2_000:
        raise EuchreError(f"{what} is {text!r:.60}: give it as text of 1 to 2,000 characters")
    return text


def bot_move(hand: HandState, bot: Bot, listener: int | None = None) -> str:
    """Let ``bot`` act for the current player; returns the narration as ``listener`` may hear it."""
    seat = hand.current_player()
    assert seat is not None
    decision = bot.decide(hand.view(seat))
    said = hand.narrate(decision.action, listener)
    hand.apply(decision.action)
    return said


def play_out(hand: HandState, level: str = "rule of thumb", seed: int = 0) -> HandState:
    """Play ``hand`` to its end with computer players of ``level`` (seat ``s`` seeded ``seed + s``):
    the lessons' short name for :func:`euchre_teach.bots.play_out`."""
    return bots.play_out(hand, bots.computer_players(level, seed, hand.rules.players))


def play_on(hand: HandState, players: list[Bot], until: Callable[[HandState], bool],
            listener: int | None = None) -> list[str]:
    """Let ``players`` act (:func:`euchre_teach.bots.play_out`) until ``until(hand)`` or the end of
    the hand; returns their moves in words, as ``listener`` may hear them."""
    start = len(hand.actions)
    bots.play_out(hand, players, until=until)
    record = Record.of(hand)
    return [record.narration(step, listener) for step in range(start, len(record))]


def paragraph(text: str, *, bold: bool = False) -> str:
    """Escaped text as an HTML paragraph."""
    body = html.escape(text)
    return f"<p style='margin:4px 0'>{'<b>' + body + '</b>' if bold else body}</p>"


def pictures_row(pictures: list[str]) -> str:
    """Pictures side by side while the column has room for them, one under another when it has not."""
    inner = "".join(f"<div style='max-width:100%'>{picture}</div>" for picture in pictures)
    return f"<div style='display:flex;flex-wrap:wrap;gap:4px 12px;white-space:normal'>{inner}</div>"
