"""Bidding trainer: "Should I order it up?" The learner decides, then sees the numbers and why.

Seeded hands, played by computer players up to the learner's first bid. The numbers come from
:func:`euchre_teach.analysis.advise_bid` and the verdict from :func:`euchre_teach.analysis.grade`,
which see only the learner's seat view; the hands are sampled once per decision.
"""

from __future__ import annotations

import html
from functools import partial

import ipywidgets as W

from euchre_teach.actions import Action
from euchre_teach.analysis import BidAdvice, Grade, advise_bid, grade_advice
from euchre_teach.analysis.coach import bid_reason, option_words
from euchre_teach.analysis.words import signed
from euchre_teach.render.style import Style, get_style
from euchre_teach.render.svg import table_svg
from euchre_teach.rules import Rules
from euchre_teach.state import HandState, Phase, new_hand
from euchre_teach.views import SeatView
from euchre_teach.widgets.base import (
    bot_move,
    button,
    guarded,
    make_bot,
    message_html,
    read_rules,
    read_setup,
    show_message,
    svg_html,
)
from euchre_teach.widgets.labels import action_label


def bidding_position(rules: Rules, seed: int, seat: int, level: str = "rule of thumb") -> HandState:
    """The first seeded hand from ``seed`` on where ``seat`` gets to bid (others play ``level``)."""
    while True:
        hand = new_hand(rules, seed)
        bots = [make_bot(level, seed * 10 + s) for s in range(rules.players)]
        while hand.phase.is_bidding_round and hand.current_player() != seat:
            bot_move(hand, bots[hand.player_to_act()])
        if hand.phase.is_bidding_round:
            return hand
        seed += 1


class BidTrainer(W.VBox):
    """Deal, decide, then read the numbers: every legal bid's chance to make and expected points."""

    def __init__(self, rules: Rules | str = "standard", *, seed: int = 0, seat: int | str = "South",
                 samples: int = 300, level: str = "rule of thumb", style: Style | str | None = None) -> None:
        self.rules = read_rules(rules)
        self.seat = self.rules.parse_seat(seat)
        seed, self.level, checked = read_setup(seed, level, samples)
        self.samples = samples if checked is None else checked
        self.style = get_style(style)
        self.table = svg_html()
        self.prompt = W.HTML()
        self.choices = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.verdict = message_html()
        self.numbers = W.HTML()
        self.next_button = button("Next hand ▶", "A new seeded hand to decide", lambda: self.deal(self.seed + 1))
        super().__init__([self.prompt, self.choices, self.verdict, self.numbers, self.next_button, self.table])
        self.add_class("euchre-trainer")
        self.deal(seed)

    def deal(self, seed: int) -> None:
        """Show the next hand (from ``seed`` on) where the learner bids."""
        self.hand = bidding_position(self.rules, seed, self.seat, self.level)
        self.seed = self.hand.deal.seed if self.hand.deal.seed is not None else seed
        self.decision: Grade | None = None
        show_message(self.verdict, "")
        self.numbers.value = ""
        upcard = self.hand.upcard
        question = (f"Round {1 if self.hand.phase is Phase.ROUND_1 else 2}. The {upcard} is "
                    f"{'turned up' if self.hand.phase is Phase.ROUND_1 else 'turned down'}. What do you say?")
        self.prompt.value = f"<p style='margin:4px 0'><b>{html.escape(question)}</b></p>"
        self.choices.children = [
            button(action_label(self.hand, action), f"Decide: {action}", partial(self.decide, action))
            for action in self.hand.legal_actions()
        ]
        self.table.value = table_svg(self.hand, self.seat, self.style)

    def decide(self, action: Action) -> None:
        """The learner's choice: grade it, show every option's numbers, and close the question."""
        view = self.hand.view(self.seat)

        def judge() -> None:
            advice = advise_bid(view, self.samples, self.seed)
            self.decision = grade_advice(advice, action)
            kind = "good" if self.decision.label in ("best", "good") else "error"
            show_message(self.verdict, self._verdict(view, advice), kind)
            for choice in self.choices.children:
                choice.disabled = True  # one answer per question: the next hand asks again
            cell = "style='padding:2px 12px;text-align:right'"
            rows = "".join(
                f"<tr><td style='padding:2px 12px 2px 0'>{html.escape(action_label(self.hand, o.action))}</td>"
                f"<td {cell}>{'—' if o.p_make is None else f'{o.p_make:.0%}'}</td>"
                f"<td {cell}>{'—' if o.p_euchred is None else f'{o.p_euchred:.0%}'}</td>"
                f"<td {cell}>{signed(o.expected)} ± {o.error:.2f}</td></tr>"
                for o in advice.ranked
            )
            head = "style='padding:2px 12px;text-align:right'"
            self.numbers.value = (
                f"<p>{html.escape(bid_reason(view, advice.best.action, advice))}</p>"
                "<table class='euchre-numbers' style='border-collapse:collapse'>"
                f"<tr><th style='padding:2px 12px 2px 0;text-align:left'>bid</th><th {head}>make it</th>"
                f"<th {head}>euchred</th><th {head}>expected points</th></tr>"
                f"{rows}</table><p style='font-size:0.9em'>From {advice.samples} deals of the unseen cards "
                "that fit what you can see, each played out with best play by everyone (± is the sampling "
                "error: another set of deals would move the figure about that much).</p>"
            )

        guarded(self.verdict, judge)

    def _verdict(self, view: SeatView, advice: BidAdvice) -> str:
        """The grade in the buttons' words: 'Mistake: pass expects +0.23 points... Better, assist: ...'."""
        decision = self.decision
        assert decision is not None
        mine = option_words(view, advice.option(decision.action))
        if decision.label == "best":
            return f"Best: {mine}."
        better = option_words(view, advice.option(decision.best))
        return f"{decision.label.capitalize()}: {mine}. Better: {better}: {decision.loss:.2f} points more."
