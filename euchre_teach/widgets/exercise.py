"""Exercises: the learner does the step a worked example showed, and the engine checks it.

"Which card do you lead?", "finish the last two tricks", "choose the discard", "is this hand
worth ordering up?": the learner clicks a choice; an illegal card shows the engine's reason and
changes nothing; a legal one is graded by :func:`euchre_teach.analysis.grade` (card play exactly,
every hand face up; a bid or a discard over sampled deals of the cards the learner cannot see),
with the rule of thumb that leads to the best choice when there is one. The other seats play at
the rule-of-thumb level. Positions are seeded hands played by rule-of-thumb players; the finders
(:meth:`Exercise.lead`, :meth:`Exercise.finish`, :meth:`Exercise.discard`,
:meth:`Exercise.order_up`) skip hands with a partner sitting out, or with ``alone=True`` find one;
:meth:`Exercise.practice` asks for the bid in a hand of a practice set
(:mod:`euchre_teach.analysis.practice`), where the right bid varies from hand to hand.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import ipywidgets as W

from euchre_teach import analysis  # lazy (PEP 562): the solver and samplers load with the first grade
from euchre_teach.actions import Action
from euchre_teach.analysis.practice import practice_set
from euchre_teach.bots import Bot, computer_players, get_bot, play_out
from euchre_teach.errors import EuchreError
from euchre_teach.explain import sentences
from euchre_teach.i18n import say, say_in, say_plural
from euchre_teach.inputs import check_count
from euchre_teach.progress import ProgressFile
from euchre_teach.render.style import Style, get_style
from euchre_teach.render.svg import alone
from euchre_teach.rules import Rules
from euchre_teach.scoring import tricks_words
from euchre_teach.state import HandState, Phase, new_hand
from euchre_teach.widgets.base import (
    button,
    message_html,
    paragraph,
    play_on,
    read_flag,
    read_question,
    read_rules,
    read_setup,
    show_message,
    svg_html,
    table_html,
)
from euchre_teach.widgets.labels import action_label
from euchre_teach.widgets.lesson import sitting_out_words

_BIDS = (Phase.ROUND_1, Phase.ROUND_2)
#: How far a finder looks past its seed for a fitting position before it gives up.
SEARCH = 200


class Exercise(W.VBox):
    """A position, a question and the learner's seat: every choice is checked by the engine.

    ``to_the_end`` keeps the exercise going (the other seats playing) until the hand is over;
    otherwise it ends after the learner's first legal choice. ``show_all`` shows every hand face
    up (card play is then judged exactly); otherwise the table shows the learner's view only.
    ``samples`` deals of the unseen cards judge a bid (300 unless given) or a discard (100): a click
    answers in well under a second (``benchmarks/bench_lesson_clicks.py``; in the offline site,
    ``bench_jupyterlite.py --every-lesson``).
    """

    def __init__(self, hand: HandState, question: str, *, seat: int | str | None = None,
                 to_the_end: bool = False, show_all: bool = True, samples: int | None = None, seed: int = 0,
                 level: str = "rule of thumb", style: Style | str | None = None) -> None:
        if not isinstance(hand, HandState):
            raise EuchreError(f"an exercise needs a hand (a HandState), not {hand!r:.60}")
        seed, level, samples = read_setup(seed, level, samples)
        question = read_question(question)
        to_the_end, show_all = read_flag(to_the_end, "to_the_end"), read_flag(show_all, "show_all")
        acting = hand.current_player()
        if acting is None:
            raise EuchreError("an exercise needs a hand that is not over yet")
        self.seat = hand.rules.parse_seat(seat) if seat is not None else acting
        if acting != self.seat:
            raise EuchreError(f"it is {hand.seat_name(acting)}'s turn, not {hand.seat_name(self.seat)}'s")
        self.start, self.question = hand.clone(), question
        self.to_the_end, self.show_all = to_the_end, show_all
        self.samples, self.seed, self.level = samples, seed, level
        self.style = get_style(style)
        self.prompt = W.HTML(paragraph(question, bold=True))
        self.context = W.HTML()
        self.picture = svg_html()
        self.choices = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.feedback = message_html()
        self.reason = W.HTML()
        self.again_button = button(say("Start again"), say("Back to the start of this exercise"), self.reset,
                                   self.feedback)
        super().__init__([self.prompt, self.context, self.choices, self.feedback, self.reason, self.picture,
                          self.again_button])
        self.progress = ProgressFile()  # the learner's answers, kept on this machine
        self.add_class("euchre-exercise")
        self.reason.add_class("euchre-exercise-reason")
        self.reset()

    # -- finders: seeded positions played by rule-of-thumb players ---------------------------------
    @classmethod
    def lead(cls, rules: Rules | str = "standard", seed: int = 0, *, seat: int | str = "South",
             trick: int = 2, alone: bool = False, show_all: bool = True, samples: int | None = None,
             level: str = "rule of thumb", style: Style | str | None = None) -> Exercise:
        """"Which card do you lead?" at trick ``trick``, where the choice of card matters."""
        trick = check_count(trick, "trick", 1, read_rules(rules).hand_size)
        found = _find(rules, seed, seat, alone, partial(_leads, trick=trick))
        question = say("Trick {number}: you lead. Which card do you lead?", number=trick)
        return cls(found, question, seat=seat, seed=seed, show_all=show_all, samples=samples, level=level,
                   style=style)

    @classmethod
    def finish(cls, rules: Rules | str = "standard", seed: int = 0, *, seat: int | str = "South",
               tricks: int = 2, alone: bool = False, show_all: bool = True, samples: int | None = None,
               level: str = "rule of thumb", style: Style | str | None = None) -> Exercise:
        """"Finish the last ``tricks`` tricks": the learner plays every card of the seat to the end."""
        tricks = check_count(tricks, "tricks", 1, read_rules(rules).hand_size)
        found = _find(rules, seed, seat, alone, partial(_finishes, tricks=tricks))
        question = {
            1: say("Finish the last trick: play each of your cards. Try to win as many tricks as your side can."),
            2: say("Finish the last two tricks: play each of your cards. Try to win as many tricks as your side can."),
            3: say("Finish the last three tricks: play each of your cards. Try to win as many tricks as your side "
                   "can."),
        }.get(tricks) or say("Finish the hand: play each of your cards. Try to win as many tricks as your side can.")
        return cls(found, question, seat=seat, seed=seed, to_the_end=True, show_all=show_all, samples=samples,
                   level=level, style=style)

    @classmethod
    def discard(cls, rules: Rules | str = "standard", seed: int = 0, *, seat: int | str = "South",
                alone: bool = False, show_all: bool = False, samples: int | None = None,
                level: str = "rule of thumb", style: Style | str | None = None) -> Exercise:
        """"Choose the discard": the learner deals, trump is the upcard's suit, one card goes."""
        found = _find(rules, seed, seat, alone, lambda h, s: h.phase is Phase.DISCARD and h.current_player() == s)
        trump = found.trump
        assert trump is not None, "a discard comes after trump is made"
        # Translators: {card} is the card picked up ("J♦"); {suit} the trump suit's name (context "suit").
        question = say("You dealt and picked up the {card}: {suit} are trump. Which card do you discard?",
                       card=found.upcard, suit=trump.said)
        return cls(found, question, seat=seat, seed=seed, show_all=show_all, samples=samples, level=level,
                   style=style)

    @classmethod
    def order_up(cls, rules: Rules | str = "standard", seed: int = 0, *, seat: int | str = "South",
                 show_all: bool = False, samples: int | None = None, level: str = "rule of thumb",
                 style: Style | str | None = None) -> Exercise:
        """"Is this hand worth ordering up?" in round 1, judged on what the learner can see."""
        found = _find(rules, seed, seat, None, _orders)
        question = say("The {card} is turned up. Is your hand worth ordering it up?", card=found.upcard)
        return cls(found, question, seat=seat, seed=seed, show_all=show_all, samples=samples, level=level,
                   style=style)

    @classmethod
    def practice(cls, name: str = "first bids", number: int = 0, *, samples: int | None = None,
                 style: Style | str | None = None) -> Exercise:
        """"What do you say?" in hand ``number`` (counted from 0) of the practice set ``name``, judged
        as the set's answers were (the hand's seed, the learner's view)."""
        chosen = practice_set(name)
        question = chosen.question(read_setup(number)[0])
        found = chosen.position(number)
        asked = (say("The {card} is turned up. What do you say?", card=found.upcard) if found.phase is Phase.ROUND_1
                 else say("The {card} is turned down. What do you say?", card=found.upcard))
        return cls(found, asked, seat=question.seat,
                   seed=question.seed, show_all=False, samples=samples, style=style)

    # -- the learner's moves --------------------------------------------------------------------
    def reset(self) -> None:
        """Back to the starting position."""
        self.hand = self.start.clone()
        self.bots: list[Bot] = computer_players(self.level, self.seed * 10, self.hand.rules.players)
        self.grades: list[analysis.Grade] = []
        self.happened: list[str] = []
        self.best_tricks = self._side_tricks_with_best_play()
        show_message(self.feedback, "")
        self.reason.value = ""
        self._show()

    @property
    def finished(self) -> bool:
        """True once the learner has nothing more to choose in this exercise."""
        return self.hand.is_terminal() or (bool(self.grades) and not self.to_the_end)

    def choose(self, action: Action | str) -> bool:
        """The learner's choice (as a click does); returns True when it was the best (or a good) one.

        An illegal choice shows the engine's reason and changes nothing.
        """
        if self.finished or self.hand.current_player() != self.seat:
            show_message(self.feedback, say("This exercise is over: click Start again to try it again."), "error")
            return False
        try:
            chosen = self.hand.verify(action)
            verdict = self._grade(chosen)
        except EuchreError as error:
            show_message(self.feedback, str(error), "error")
            return False
        self.grades.append(verdict)
        ungraded = verdict.label == "not graded"  # the only move, or every move scores the same
        right = ungraded or verdict.label in ("best", "good")
        if not ungraded:
            self.progress.record("exercise", "exercises", self.question, right=right)
        hint = self._rule_of_thumb(verdict.best)
        self.hand.apply(chosen)
        self._others_play()
        # Translators: {reason} is the coach's verdict on the learner's choice, a sentence of its own.
        said = (verdict.reason if ungraded else say("Right! {reason}", reason=verdict.reason) if right else
                say("Not the best. {reason}", reason=verdict.reason))
        show_message(self.feedback, said, "info" if ungraded else "good" if right else "error")
        lines = [hint] if hint else []
        lines += self.happened[-6:]
        if self.finished:
            lines.append(self._summary())
        self.reason.value = "".join(paragraph(line) for line in lines)
        self._show()
        return right

    def _grade(self, action: Action) -> analysis.Grade:
        if self.hand.phase is Phase.PLAY and self.show_all:
            return analysis.grade(self.hand, action)  # every hand face up: exact
        samples = self.samples or (100 if self.hand.phase is Phase.DISCARD else 300)
        return analysis.grade(self.hand.view(self.seat), action, samples=samples, seed=self.seed)

    def _rule_of_thumb(self, best: Action) -> str:
        """The rule-of-thumb reason, when that rule leads to the best choice."""
        decision = get_bot("rule of thumb", self.seed).decide(self.hand.view(self.seat))
        # Translators: {reason} is a computer player's reason for its move ("lead the highest trump").
        return say("The rule of thumb: {reason}.", reason=decision.reason) if decision.action == best else ""

    def _others_play(self) -> None:
        self.happened = play_on(self.hand, self.bots, self._learners_turn)

    def _learners_turn(self, hand: HandState) -> bool:
        return hand.current_player() == self.seat

    def _side_tricks_with_best_play(self) -> int | None:
        """Tricks the learner's side takes from the start with best play by all (exact), for card play."""
        if self.hand.phase is not Phase.PLAY or not self.to_the_end:
            return None
        best = analysis.advise_play(self.hand).best
        return self._side_tricks(self.hand) + round(best.tricks)

    def _side_tricks(self, hand: HandState) -> int:
        side = hand.makers if self.seat in hand.makers else hand.defenders
        return sum(hand.tricks_won(s) for s in side)

    def _summary(self) -> str:
        right = sum(g.label in ("best", "good") for g in self.grades)
        # Translators: {count} counts the best choices, {total} the choices made.
        text = say_plural("You made the best choice {count} time out of {total}.",
                          "You made the best choice {count} times out of {total}.", right, total=len(self.grades))
        if self.best_tricks is not None:
            # Translators: {taken} is how many tricks the side took ("3 tricks"); {best} a number of tricks.
            took = say("Your side took {taken}; with best play by everyone from the start of the exercise it takes "
                       "{best}.", taken=tricks_words(self._side_tricks(self.hand)), best=self.best_tricks)
            text = sentences(text, took)
        if self.hand.is_terminal():
            # Translators: {result} is the engine's sentence on how the hand was scored.
            text = sentences(text, say("{result}.", result=self.hand.result.explanation[0].upper()
                                       + self.hand.result.explanation[1:]))
        return text

    def _show(self) -> None:
        hand = self.hand
        you = hand.seat_name(self.seat)
        # Translators: {suit} is the trump suit's name (context "suit"); {seat} the learner's seat ("South").
        text = (say("Trump: {suit}. You are {seat}.", suit=hand.trump.said, seat=you) if hand.trump is not None else
                say("You are {seat}.", seat=you))
        if hand.sitting_out:
            text = sentences(text, sitting_out_words(hand))
        self.context.value = paragraph(text)
        self.picture.value = table_html(hand, None if self.show_all else self.seat, self.style,
                                        partial(alone, style=self.style))
        if self.finished or hand.current_player() != self.seat:
            self.choices.children = []
            return
        self.choices.children = [
            button(label, say("Choose: {choice}", choice=label), partial(self.choose, action), self.feedback)
            for action, label in self._options()
        ]

    def _options(self) -> list[tuple[Action, str]]:
        """Every card in hand when playing (an illegal one is explained), else the legal choices."""
        hand = self.hand
        if hand.phase is Phase.PLAY:
            return [(Action.parse(f"play {card.code}"), say_in("bid button", "play {card}", card=card))
                    for card in hand.hand(self.seat)]
        return [(action, action_label(hand, action)) for action in hand.legal_actions()]


def _find(rules: Rules | str, seed: int, seat: int | str, alone: bool | None,
          fits: Callable[[HandState, int], bool]) -> HandState:
    """The first seeded hand from ``seed`` on that, played by rule-of-thumb players, reaches a
    position where ``fits`` (checked before every move) holds for ``seat``; ``alone`` asks for a
    hand with a partner sitting out (True), with everyone playing (False) or either (None)."""
    rules, seed = read_rules(rules), read_setup(seed)[0]
    target = rules.parse_seat(seat)
    if alone is not None:
        read_flag(alone, "alone")

    def found(hand: HandState) -> bool:
        return (alone is None or bool(hand.sitting_out) == alone) and fits(hand, target)

    for number in range(seed, seed + SEARCH):
        hand = play_out(new_hand(rules, number), computer_players("rule of thumb", number * 10, rules.players),
                        until=found)
        if not hand.is_terminal():
            return hand
    raise EuchreError(f"no seeded hand from {seed} to {seed + SEARCH - 1} fits this exercise: try another seed")


def _orders(hand: HandState, seat: int) -> bool:
    """Round 1 and ``seat`` to speak as an opponent of the dealer (who would *order it up*)."""
    n = hand.rules.players
    return (hand.phase is Phase.ROUND_1 and hand.current_player() == seat and seat != hand.dealer
            and not (n == 4 and seat == hand.rules.partner(hand.dealer)))


def _choice_matters(hand: HandState) -> bool:
    """More than one legal card, and not all of them worth the same (every hand face up)."""
    if len(hand.legal_actions()) < 2:
        return False
    values = {round(o.expected, 6) for o in analysis.advise_play(hand).options}
    return len(values) > 1


def _leads(hand: HandState, seat: int, *, trick: int) -> bool:
    return (hand.phase is Phase.PLAY and hand.current_player() == seat and len(hand.tricks) == trick - 1
            and hand.current_trick is None and _choice_matters(hand))


def _finishes(hand: HandState, seat: int, *, tricks: int) -> bool:
    return (hand.phase is Phase.PLAY and hand.current_player() == seat
            and len(hand.tricks) == hand.rules.hand_size - tricks and _choice_matters(hand))

