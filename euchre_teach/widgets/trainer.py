"""Bidding trainer: "Should I order it up?" The learner decides, then sees the numbers and why.

Seeded hands, played by computer players up to the learner's first bid. Two sets of numbers,
both from deals of the unseen cards that fit the learner's seat view: **every card face up**
(:func:`euchre_teach.analysis.advise_bid`, each deal solved double dummy, which grades the
answer) and **cards hidden** (:func:`euchre_teach.analysis.realistic.realistic`, the deals
played out by rule-of-thumb players who see only their own cards, and fit the others' bids).
Both stop sampling early once the best bid is clear, so a click is answered in about a second.

:meth:`BidTrainer.practice` deals from a practice set (:mod:`euchre_teach.analysis.practice`)
instead: chosen hands where ordering up, passing, going alone and calling in round 2 each come up.
"""

from __future__ import annotations

import html
from functools import partial

import ipywidgets as W

from euchre_teach.actions import Action
from euchre_teach.analysis import BidAdvice, Grade, advise_bid, grade_advice
from euchre_teach.analysis.coach import bid_reason, move_words, option_words
from euchre_teach.analysis.practice import PracticeSet, bidding_turn, practice_set, read_practice
from euchre_teach.analysis.realistic import Estimate, realistic
from euchre_teach.analysis.strength import CONFIDENCE, BidOption
from euchre_teach.analysis.words import signed
from euchre_teach.errors import EuchreError
from euchre_teach.inputs import check_count, check_seed
from euchre_teach.render.style import Style, get_style
from euchre_teach.rules import Rules
from euchre_teach.state import HandState, Phase
from euchre_teach.views import SeatView
from euchre_teach.widgets.base import (
    MAX_SAMPLES,
    button,
    guarded,
    message_html,
    read_rules,
    read_setup,
    show_message,
    svg_html,
    table_html,
)
from euchre_teach.widgets.labels import action_label

#: How many seeded hands are dealt, from the given seed on, to find one where the learner bids.
SEARCH = 200


def bidding_position(rules: Rules, seed: int, seat: int, level: str = "rule of thumb") -> HandState:
    """The first seeded hand from ``seed`` on where ``seat`` gets to bid (others play ``level``).

    The search is counted (:data:`SEARCH` hands): where ``seat`` never bids in a round of ordering up
    and calling (an auction has none), it ends in a ``EuchreError`` that says so, never in a hang.
    """
    for number in range(seed, seed + SEARCH):
        hand = bidding_turn(rules, number, seat, level=level)
        if hand is not None:
            return hand
    raise EuchreError(f"{rules.seat_name(seat)} gets no turn to bid in the hands of seeds {seed} to "
                      f"{seed + SEARCH - 1}: try another seed or seat")


class BidTrainer(W.VBox):
    """Deal, decide, then read the numbers: every legal bid's chance to make and expected points."""

    def __init__(self, rules: Rules | str = "standard", *, seed: int = 0, seat: int | str = "South",
                 samples: int = 300, hidden_samples: int = 60, level: str = "rule of thumb",
                 style: Style | str | None = None, practice: PracticeSet | None = None) -> None:
        self.rules = read_rules(rules)
        self.seat = self.rules.parse_seat(seat)
        seed, self.level, _ = read_setup(seed, level)
        self.practice_set = read_practice(practice, self.rules, self.seat, self.level, "BidTrainer")
        self.number = 0  # the hand's place in the practice set (with one)
        self.samples = check_count(samples, "samples", 1, MAX_SAMPLES)
        self.hidden_samples = check_count(hidden_samples, "hidden_samples", 1, MAX_SAMPLES)  # at most, cards hidden
        self.style = get_style(style)
        self.table = svg_html()
        self.prompt = W.HTML()
        self.choices = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.verdict = message_html()
        self.numbers = W.HTML()
        self.next_button = button("Next hand ▶", "A new seeded hand to decide", self.next_hand, self.verdict)
        super().__init__([self.prompt, self.choices, self.verdict, self.numbers, self.next_button, self.table])
        self.add_class("euchre-trainer")
        self.deal(seed)

    @classmethod
    def practice(cls, name: str = "order it up", number: int = 0, *, samples: int = 300,
                 hidden_samples: int = 60, style: Style | str | None = None) -> BidTrainer:
        """A trainer that deals the hands of the practice set ``name``, from hand ``number`` (counted
        from 0) on, in the set's rules and seat; "Next hand" moves on through the set."""
        chosen = practice_set(name)
        return cls(chosen.rules, seed=number, seat=chosen.question(0).seat, samples=samples,
                   hidden_samples=hidden_samples, style=style, practice=chosen)

    def next_hand(self) -> None:
        """The next hand: the set's next one, or the next seeded hand where the learner bids."""
        self.deal(self.number + 1 if self.practice_set is not None else self.seed + 1)

    def deal(self, seed: int) -> None:
        """Show the next hand (from ``seed`` on) where the learner bids, or with a practice set its hand
        numbered ``seed`` (a refused seed changes nothing)."""
        seed = check_seed(seed)
        if self.practice_set is None:
            self.hand = bidding_position(self.rules, seed, self.seat, self.level)
        else:
            self.hand, self.number = self.practice_set.position(seed), seed
        self.seed = self.hand.deal.seed if self.hand.deal.seed is not None else seed
        self.decision: Grade | None = None
        self.hidden: Estimate | None = None  # the cards-hidden numbers, once the learner has answered
        show_message(self.verdict, "")
        self.numbers.value = ""
        upcard = self.hand.upcard
        question = (f"Round {1 if self.hand.phase is Phase.ROUND_1 else 2}. The {upcard} is "
                    f"{'turned up' if self.hand.phase is Phase.ROUND_1 else 'turned down'}. What do you say?")
        self.prompt.value = self._place() + f"<p style='margin:4px 0'><b>{html.escape(question)}</b></p>"
        self.choices.children = [
            button(action_label(self.hand, action), f"Decide: {action_label(self.hand, action)}",
                   partial(self.decide, action), self.verdict)
            for action in self.hand.legal_actions()
        ]
        self.table.value = table_html(self.hand, self.seat, self.style)

    def decide(self, action: Action) -> None:
        """The learner's choice: grade it, show every option's numbers, and close the question.

        A question is answered once (its buttons are then disabled): a second answer is refused with
        a ``EuchreError`` and changes nothing; an illegal one shows the engine's reason."""
        if self.decision is not None:
            raise EuchreError("This hand is answered: click “Next hand ▶” for a new one.")
        view = self.hand.view(self.seat)

        def judge() -> None:
            advice = advise_bid(view, self.samples, self.seed)
            self.decision = grade_advice(advice, action)
            kind = "good" if self.decision.label in ("best", "good") else "error"
            show_message(self.verdict, self._verdict(view, advice), kind)
            for choice in self.choices.children:
                choice.disabled = True  # one answer per question: the next hand asks again
            reason = f"<p>{html.escape(bid_reason(view, advice.best.action, advice))}</p>"
            # the verdict and the face-up figures show at once; the slower played-out deals follow
            self.numbers.value = (reason + self._table(advice, None) + "<p class='euchre-pending' "
                                  "style='font-size:max(12px, 0.9em)'>Playing the deals out with the cards hidden…</p>")
            self.hidden = realistic(view, self.hidden_samples, self.seed, self.level, confidence=CONFIDENCE)
            self.numbers.value = reason + self._table(advice, self.hidden) + self._why(view, advice, self.hidden)

        guarded(self.verdict, judge)

    def _place(self) -> str:
        """With a practice set: which hand of how many this is, and the set's mix."""
        chosen = self.practice_set
        if chosen is None:
            return ""
        total = len(chosen.questions)
        place = f"Practice hand {self.number % total + 1} of {total}. {chosen.mix()}"
        return f"<p class='euchre-practice' style='margin:4px 0;font-size:max(12px, 0.9em)'>{html.escape(place)}</p>"

    def _table(self, advice: BidAdvice, hidden: Estimate | None) -> str:
        """Each bid's numbers with every card face up beside the same figures with the cards hidden
        (None: not played out yet)."""
        pad, edge = "padding:2px 10px", ";border-left:1px solid #999"
        rows = "".join(
            f"<tr><td style='padding:2px 10px 2px 0'>{html.escape(action_label(self.hand, o.action))}</td>"
            + _cells(o, pad) + _cells(None if hidden is None else hidden.option(o.action), pad + edge) + "</tr>"
            for o in advice.ranked
        )
        groups = "".join(f"<th colspan='3' style='{pad}{e};text-align:center'>{w}</th>"
                         for e, w in (("", "every card face up"), (edge, "cards hidden")))
        heads = "".join(f"<th style='{pad}{e};text-align:right'>{w}</th>"
                        for e in ("", edge) for w in ("make it", "euchred", "expected points"))
        return ("<table class='euchre-numbers' style='border-collapse:collapse'>"
                f"<tr><th></th>{groups}</tr>"
                f"<tr><th style='padding:2px 10px 2px 0;text-align:left'>bid</th>{heads}</tr>{rows}</table>")

    def _why(self, view: SeatView, advice: BidAdvice, hidden: Estimate) -> str:
        """In plain words: where each set of numbers comes from, why face up is optimistic, what ± is."""
        fit = ("every one of them fits" if hidden.fitted == hidden.samples else
               f"{hidden.fitted} of them fit")
        lines = [
            f"<b>Every card face up</b>: {advice.samples} deals of the cards you cannot see, each played "
            "as if every player saw every card (double dummy). Nobody ever guesses wrong, so these figures "
            "are optimistic for the side that gains most from seeing everything: usually the makers with a "
            "partner (a lone hand, against two defenders who never go wrong, can look worse than it plays).",
            f"<b>Cards hidden</b>: {hidden.samples} such deals played out by rule-of-thumb players who see only "
            f"their own cards, as people do; a deal counts only if those players would have bid what the "
            f"others did bid ({fit}).",
            "<b>±</b> is the sampling error: another set of deals would move a figure by about that much.",
        ]
        real_best = hidden.best.action
        if real_best != advice.best.action:
            face_up = advice.best
            lines.append(
                f"Here the two disagree: with the cards hidden, {html.escape(move_words(view, real_best))} "
                f"comes out ahead ({signed(hidden.best.expected)} points against "
                f"{signed(hidden.option(face_up.action).expected)} for "
                f"{html.escape(move_words(view, face_up.action))}).")
        return "".join(f"<p style='font-size:max(12px, 0.9em);margin:4px 0'>{line}</p>" for line in lines)

    def _verdict(self, view: SeatView, advice: BidAdvice) -> str:
        """The grade in the buttons' words: 'Mistake: pass expects +0.23 points... Better, assist: ...'."""
        decision = self.decision
        assert decision is not None
        mine = option_words(view, advice.option(decision.action))
        if decision.label == "best":
            return f"Best, with every card face up: {mine}."
        better = option_words(view, advice.option(decision.best))
        return (f"{decision.label.capitalize()}, with every card face up: {mine}. Better: {better}: "
                f"{decision.loss:.2f} points more.")


def _cells(option: BidOption | None, style: str) -> str:
    """One bid's three figures as table cells: make it, euchred, expected points ± sampling error
    (None: still being worked out)."""
    cell = f"style='{style};text-align:right;white-space:nowrap'"
    if option is None:
        return f"<td {cell}>…</td>" * 3
    make = "—" if option.p_make is None else f"{option.p_make:.0%}"
    euchred = "—" if option.p_euchred is None else f"{option.p_euchred:.0%}"
    return (f"<td {cell}>{make}</td><td {cell}>{euchred}</td>"
            f"<td {cell}>{signed(option.expected)} ± {option.error:.2f}</td>")
