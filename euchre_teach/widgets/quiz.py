"""Trick quiz: predict who wins a trick, then see the answer and the reason.

Positions come from seeded hands played by rule-of-thumb players; the winner is the engine's
(``Trick.winner``) and the reason names the led suit, the effective suits and the bowers. Until
going alone is taught (``full_tricks=True``, the default) every position is a four-card trick;
otherwise a short trick says who sits out. Positions are numbered from 1 for the learner.
"""

from __future__ import annotations

import random
from functools import partial

import ipywidgets as W

from euchre_teach.bots import get_bot, play_out
from euchre_teach.errors import EuchreError
from euchre_teach.i18n import say, say_in
from euchre_teach.inputs import check_seed
from euchre_teach.render.explain import trick_reason
from euchre_teach.render.style import Style, get_style
from euchre_teach.render.svg import trick_svg
from euchre_teach.rules import Rules
from euchre_teach.state import HandState, Trick, new_hand
from euchre_teach.widgets.base import (
    button,
    message_html,
    paragraph,
    read_flag,
    read_rules,
    read_setup,
    show_message,
    svg_html,
)
from euchre_teach.widgets.css import answers_row, answers_style

#: How many hands a position is looked for in before the quiz gives up (one or two are enough).
SEARCH = 200


def quiz_position(rules: Rules, seed: int, level: str = "rule of thumb", *,
                  full_tricks: bool = True) -> tuple[HandState, Trick]:
    """A seeded hand played until a finished trick (which one is drawn from the seed).

    With ``full_tricks`` the hand has nobody sitting out, so every seat plays to the trick.
    """
    rng = random.Random(seed)
    for _ in range(SEARCH):
        hand = new_hand(rules, rng.getrandbits(32))
        players = [get_bot(level, rng.getrandbits(32)) for _ in range(rules.players)]
        wanted = rng.randrange(1, 6)
        play_out(hand, players, until=partial(_has_tricks, wanted))
        if len(hand.tricks) >= wanted and not (full_tricks and hand.sitting_out):
            return hand, hand.tricks[wanted - 1]
    raise EuchreError(f"no trick to predict in {SEARCH} hands drawn from seed {seed}: try another seed")


def _has_tricks(wanted: int, hand: HandState) -> bool:
    """True once ``hand`` has ``wanted`` finished tricks."""
    return len(hand.tricks) >= wanted


class TrickQuiz(W.VBox):
    """Who wins this trick? Answer first; the winner and the reason are shown afterwards."""

    def __init__(self, rules: Rules | str = "standard", *, seed: int = 0, level: str = "rule of thumb",
                 full_tricks: bool = True, style: Style | str | None = None) -> None:
        self.rules = read_rules(rules)
        seed, level, _ = read_setup(seed, level)
        self.seed, self.level, self.full_tricks = seed, level, read_flag(full_tricks, "full_tricks")
        self.number = 0
        self.style = get_style(style)
        self.score = [0, 0]
        self.picture = svg_html()
        self.prompt = W.HTML()
        self.answers = answers_row()
        self.message = message_html()
        self.reason = W.HTML()
        self.next_button = button(say("Next position"), say("A new trick to predict"), self.next, self.message)
        super().__init__([answers_style(), self.prompt, self.picture, self.answers, self.message, self.reason,
                          self.next_button])
        self.add_class("euchre-trick-quiz")  # for page styles and browser tests
        self.load(seed)

    def next(self) -> None:
        """The next position (the next seed)."""
        self.load(self.seed + 1)

    def load(self, seed: int) -> None:
        """Show the position of ``seed`` with the winner hidden; it is the learner's next position.
        A refused seed changes nothing."""
        self.hand, self.trick = quiz_position(self.rules, check_seed(seed), self.level, full_tricks=self.full_tricks)
        self.seed = seed
        self.number += 1
        self.answered = False
        trump = self.hand.trump
        assert trump is not None
        hidden = Trick(self.trick.number, self.trick.leader, self.trick.plays, None)
        self.picture.value = trick_svg(hidden, trump, self.rules, self.style)
        leader = self.hand.seat_name(self.trick.leader)
        out = [self.hand.seat_name(s) for s in self.hand.sitting_out]
        # Translators: {number} counts the positions; {suit} is the trump suit's name (context "suit"); {seat} the
        # seat that leads ("West"); {trick} the trick's number; {out} the seat sitting out, {first} and {second}
        # the two seats sitting out.
        facts = {"number": self.number, "suit": trump.said, "seat": leader, "trick": self.trick.number}
        if not out:
            prompt = say("Position {number}: trump is {suit}; {seat} leads trick {trick}. Who wins this trick?",
                         **facts)
        elif len(out) == 1:
            prompt = say("Position {number}: trump is {suit}; {seat} leads trick {trick}. {out} sits out (a partner "
                         "plays alone). Who wins this trick?", out=out[0], **facts)
        elif len(out) == 2:
            prompt = say("Position {number}: trump is {suit}; {seat} leads trick {trick}. {first} and {second} sit "
                         "out (a partner plays alone). Who wins this trick?", first=out[0], second=out[1], **facts)
        else:
            prompt = say("Position {number}: trump is {suit}; {seat} leads trick {trick}. {out} sit out (a partner "
                         "plays alone). Who wins this trick?", out=" and ".join(out), **facts)
        self.prompt.value = paragraph(prompt, bold=True)
        self.answers.children = [
            button(self.hand.seat_name(seat), say("Predict: {seat} wins the trick", seat=self.hand.seat_name(seat)),
                   partial(self.answer, seat), self.message)
            for seat, _card in self.trick.plays
        ]
        show_message(self.message, say_in("quiz", "Score: {right} of {asked}", right=self.score[0],
                                          asked=self.score[1]))
        self.reason.value = ""

    def answer(self, seat: int | str) -> bool:
        """Predict ``seat`` as the winner; reveals the winner and why. Returns True when right.

        A position is answered once (its buttons are then disabled): a second answer, or a seat that
        did not play to the trick, is refused with a ``EuchreError`` and changes nothing."""
        if self.answered:
            raise EuchreError(say("Position {number} is answered: click “Next position” for a new trick.",
                                  number=self.number))
        seat = self.rules.parse_seat(seat)
        if seat not in (s for s, _card in self.trick.plays):
            raise EuchreError(say("{seat} did not play to this trick: predict one of the players shown.",
                                  seat=self.hand.seat_name(seat)))
        self.answered = True
        right = seat == self.trick.winner
        self.score[0] += right
        self.score[1] += 1
        for choice in self.answers.children:
            choice.disabled = True
        trump = self.hand.trump
        assert trump is not None and self.trick.winner is not None
        winner = self.hand.seat_name(self.trick.winner)
        score = {"right": self.score[0], "asked": self.score[1]}
        show_message(self.message, say_in("quiz", "Right! Score: {right} of {asked}", **score) if right else
                     say_in("quiz", "Not quite: {seat} wins. Score: {right} of {asked}", seat=winner, **score),
                     "good" if right else "error")
        self.picture.value = trick_svg(self.trick, trump, self.rules, self.style)
        # Translators: {seat} wins the trick; {reason} is the engine's explanation, a sentence of its own.
        self.reason.value = paragraph(say("{seat} wins. {reason}", seat=winner,
                                          reason=trick_reason(self.trick.cards, trump, self.rules)))
        return right
