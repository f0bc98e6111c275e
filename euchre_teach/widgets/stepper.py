"""Hand stepper: step a recorded hand from the deal to the score, forward and back.

Buttons (first, back, forward, last) and a step number box that answers the arrow keys and
typing; the table at the current step, the narration of the step, and a teacher's switch
between every hand face up and one seat's view.
"""

from __future__ import annotations

import html
from functools import partial

import ipywidgets as W

from euchre_teach.errors import EuchreError
from euchre_teach.i18n import say, say_in, say_plural
from euchre_teach.record import Record
from euchre_teach.render.style import Style, get_style
from euchre_teach.render.svg import within
from euchre_teach.rules import Rules
from euchre_teach.share import from_code
from euchre_teach.state import HandState, new_hand
from euchre_teach.widgets.base import (
    button,
    on_change,
    paragraph,
    play_out,
    read_rules,
    read_setup,
    svg_html,
    table_html,
)
from euchre_teach.widgets.css import STEPPER_TABLE_HEIGHT, focus_style

TEACHER = -1


def _read_step(step: object, what: str) -> int:
    """A step number: a whole number (``True``, ``1.5`` and ``'3'`` are not), clamped by the caller."""
    if type(step) is not int:
        raise EuchreError(f"{what} is {step!r:.60}: give the step as a whole number, 0 for the deal")
    return step


class HandStepper(W.VBox):
    """A record and a cursor: every step is ``record.at(cursor)``, every line ``record.narration``."""

    def __init__(self, record: Record | HandState, *, cursor: int = 0, seat: int | None = None,
                 style: Style | str | None = None, level: str = "rule of thumb", seed: int = 0) -> None:
        record = Record.of(record) if isinstance(record, HandState) else record
        if not isinstance(record, Record):
            raise EuchreError(f"a stepper shows a Record or a HandState, not {record!r:.60}")
        seed, level, _ = read_setup(seed, level)
        shown = TEACHER if seat is None else record.rules.parse_seat(seat)
        _read_step(cursor, "cursor")
        #: How many of the steps were given; an unfinished hand is played out by ``level`` players.
        self.given = len(record)
        self.record = record if record.final.is_terminal() else Record.of(play_out(record.final, level, seed))
        self.style = get_style(style)
        names = self.record.rules.said_names
        self.narration = W.HTML()
        self.first_button = button(say("« First"), say("Go to the deal"), lambda: self.go(0), self.narration)
        self.back_button = button(say("◀ Back"), say("One step back (down arrow in the Step box)"),
                                  lambda: self.go(self.cursor - 1), self.narration)
        self.forward_button = button(say("Forward ▶"), say("One step forward (up arrow in the Step box)"),
                                     lambda: self.go(self.cursor + 1), self.narration)
        self.last_button = button(say("Last »"), say("Go to the end of the hand"),
                                  lambda: self.go(len(self.record)), self.narration)
        # A number box, not a slider: ipywidgets' slider handle has no accessible name (axe-core flags
        # it), while this box is labelled "Step" and answers the up and down arrow keys and typing.
        self.step_input = W.BoundedIntText(value=0, min=0, max=len(self.record), description=say_in("control", "Step"),
                                           continuous_update=True, layout=W.Layout(width="170px"))
        on_change(self.step_input, self.narration, self._show)
        # Translators: {seat} is a seat's name ("North"): the table as that player sees it.
        self.view_choice = W.Dropdown(options=[(say("All hands (teacher)"), TEACHER)]
                                      + [(say("{seat}'s view", seat=name), i) for i, name in enumerate(names)],
                                      value=shown, description=say_in("control", "Show"))
        on_change(self.view_choice, self.narration, self._show)
        self.table = svg_html()
        controls = W.HBox([self.first_button, self.back_button, self.forward_button, self.last_button,
                           self.step_input, self.view_choice], layout=W.Layout(flex_flow="row wrap"))
        self.note = W.HTML(self._note_text(level))
        controls.add_class("euchre-controls")
        super().__init__([focus_style(), controls, self.note, self.narration, self.table])
        self.add_class("euchre-stepper")  # for page styles and browser tests
        self.go(cursor)

    @classmethod
    def from_seed(cls, rules: Rules | str = "standard", seed: int = 0, level: str = "rule of thumb",
                  *, cursor: int = 0, seat: int | None = None, style: Style | str | None = None) -> HandStepper:
        """A stepper over a seeded hand played out by computer players of ``level``."""
        seed, level, _ = read_setup(seed, level)
        return cls(play_out(new_hand(read_rules(rules), seed), level, seed), cursor=cursor, seat=seat, style=style)

    @classmethod
    def from_code(cls, code: str, *, seat: int | None = None, style: Style | str | None = None,
                  level: str = "rule of thumb") -> HandStepper:
        """A stepper over a shared deal (:mod:`euchre_teach.share`), at the step its code names (else the deal).

        A code that is not a code, is damaged or does not replay is a :class:`~euchre_teach.errors.CodeError`."""
        record, step = from_code(code)
        return cls(record, cursor=0 if step is None else step, seat=seat, style=style, level=level)

    def _note_text(self, level: str) -> str:
        if self.given == len(self.record):
            return ""
        # Translators: {level} is the computer players' level ("rule of thumb"); {count} the steps given.
        if self.given == 0:
            return paragraph(say("This hand was not played yet, so computer players ({level}) played it out to the "
                                 "score: step through it with the buttons or the Step box.", level=level))
        return paragraph(say_plural("This hand stopped after {count} step(s), so computer players ({level}) played it "
                                    "out to the score: step through it with the buttons or the Step box.",
                                    "This hand stopped after {count} step(s), so computer players ({level}) played it "
                                    "out to the score: step through it with the buttons or the Step box.",
                                    self.given, level=level))

    @property
    def cursor(self) -> int:
        """How many actions have been taken at the step shown."""
        return self.step_input.value

    @property
    def seat(self) -> int | None:
        """The seat whose view is shown (None: the teacher's view of every hand)."""
        value = self.view_choice.value
        return None if value == TEACHER else value

    @property
    def state(self) -> HandState:
        """A fresh state at the current step."""
        return self.record.at(self.cursor)

    def go(self, step: int) -> None:
        """Show the state after ``step`` actions (a whole number, clamped to the record)."""
        target = max(0, min(len(self.record), _read_step(step, "step")))
        if self.step_input.value == target:
            self._show()
        else:
            self.step_input.value = target  # the box's observer redraws

    def narration_text(self) -> str:
        """What happened at this step, as the chosen seat may hear it."""
        step = self.cursor
        if step == 0:
            state = self.state
            first = state.current_player()
            # Translators: {dealer} and {first} are seats ("West"); {card} the card turned up ("J♦").
            facts = {"dealer": state.seat_name(state.dealer), "card": state.upcard,
                     "first": None if first is None else state.seat_name(first)}
            if state.upcard is not None:
                return (say("The deal: {dealer} deals and turns up the {card}. {first} speaks first.", **facts)
                        if first is not None else say("The deal: {dealer} deals and turns up the {card}.", **facts))
            return (say("The deal: {dealer} deals. {first} speaks first.", **facts) if first is not None else
                    say("The deal: {dealer} deals.", **facts))
        return self.record.narration(step - 1, self.seat)

    def _show(self) -> None:
        step, total = self.cursor, len(self.record)
        # below two rows of controls and the narration, the table still ends on the screen
        self.table.value = table_html(self.state, self.seat, self.style, partial(within, height=STEPPER_TABLE_HEIGHT))
        where = html.escape(say("Step {step} of {total}:", step=step, total=total))
        self.narration.value = (f'<div role="status" aria-live="polite" class="euchre-narration" '
                                f'style="font-size:1.1em;margin:4px 0"><b>{where}</b> '
                                f"{html.escape(self.narration_text())}</div>")
        self.first_button.disabled = self.back_button.disabled = step == 0
        self.forward_button.disabled = self.last_button.disabled = step == total
