"""Bidding round: step a round 1 / round 2 auction seat by seat, choosing for one seat.

The learner's seat picks from the engine's legal choices (pass, order up / assist / take it
up, alone, name next or cross); the other seats are computer players, one seat per click.
:meth:`BiddingRound.practice` deals the hands of a practice set
(:mod:`euchre_teach.analysis.practice`), where the right bid varies from hand to hand.
"""

from __future__ import annotations

import html
from functools import partial

import ipywidgets as W

from euchre_teach.actions import Action
from euchre_teach.analysis.practice import PracticeSet, practice_set, read_practice
from euchre_teach.bots import computer_players
from euchre_teach.errors import EuchreError
from euchre_teach.i18n import say
from euchre_teach.inputs import check_seed
from euchre_teach.render.style import Style, get_style
from euchre_teach.rules import Rules
from euchre_teach.state import HandState, Phase, new_hand
from euchre_teach.widgets.base import (
    bot_move,
    button,
    guarded,
    message_html,
    play_on,
    read_rules,
    read_setup,
    show_message,
    svg_html,
    table_html,
)
from euchre_teach.widgets.labels import action_label


class BiddingRound(W.VBox):
    """One deal's auction: the learner speaks for ``seat``; the others speak when "Next seat" is clicked."""

    def __init__(self, rules: Rules | str = "standard", *, seed: int = 0, seat: int | str = 0,
                 level: str = "rule of thumb", style: Style | str | None = None,
                 practice: PracticeSet | None = None) -> None:
        self.rules = read_rules(rules)
        self.seat = self.rules.parse_seat(seat)
        seed, self.level, _ = read_setup(seed, level)
        self.practice_set = read_practice(practice, self.rules, self.seat, self.level, "BiddingRound")
        self.number = 0  # the deal's place in the practice set (with one)
        self.style = get_style(style)
        self.table = svg_html()
        self.choices = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.message = message_html()
        self.history_log = W.HTML()
        self.next_button = button(say("Next seat ▶"), say("Let the next computer player speak"), self.next_seat,
                                  self.message)
        self.finish_button = button(say("Finish the bidding »"), say("Let the computer players speak until it is your "
                                                                     "turn or the bidding is over"), self.finish,
                                    self.message)
        self.new_button = button(say("New deal"), say("Deal a new hand (the next seed)"), self.next_deal, self.message)
        super().__init__([W.HBox([self.next_button, self.finish_button, self.new_button]), self.message,
                          self.choices, self.table, self.history_log])
        self.add_class("euchre-bidding")  # for page styles and browser tests
        self.deal(seed)

    @classmethod
    def practice(cls, name: str = "first bids", number: int = 0, *, style: Style | str | None = None) -> BiddingRound:
        """The auctions of the practice set ``name`` from its hand ``number`` (counted from 0) on, in the
        set's rules and seat, with the computer players who chose the set's hands."""
        chosen = practice_set(name)
        return cls(chosen.rules, seed=number, seat=chosen.question(0).seat, style=style, practice=chosen)

    def next_deal(self) -> None:
        """A new deal: the practice set's next hand, or the next seed."""
        self.deal(self.number + 1 if self.practice_set is not None else self.seed + 1)

    def deal(self, seed: int) -> None:
        """Deal the hand of ``seed`` (with a practice set: its hand numbered ``seed``) and start its
        auction (a refused seed changes nothing)."""
        seed = check_seed(seed)
        if self.practice_set is not None:
            self.number, seed = seed, self.practice_set.question(seed).seed
        hand = new_hand(self.rules, seed)
        self.seed = seed
        self.hand: HandState = hand
        self.bots = computer_players(self.level, seed * 10, self.rules.players)
        self.lines: list[str] = []
        show_message(self.message, "")
        self._show()

    @property
    def bidding_over(self) -> bool:
        """True once trump is settled and play would start (or the hand is thrown in)."""
        return not self.hand.phase.is_before_play

    @property
    def learners_turn(self) -> bool:
        """True when the learner's seat must speak."""
        return not self.bidding_over and self.hand.current_player() == self.seat

    def choose(self, action: Action | str) -> bool:
        """The learner's choice; an illegal one shows the engine's reason and changes nothing."""
        def act() -> None:
            if self.bidding_over:
                raise EuchreError(say("The bidding is over: deal a new hand to bid again"))
            said = self.hand.narrate(self.hand.verify(action, self.seat), self.seat)
            self.hand.apply(action, self.seat)
            self.lines.append(said)

        done = guarded(self.message, act)
        if done:
            show_message(self.message, "")
            self._show()
        return done

    def next_seat(self) -> None:
        """One computer player speaks (nothing happens when it is the learner's turn)."""
        if self.bidding_over:
            show_message(self.message, say("The bidding is over: deal a new hand to bid again."))
        elif self.learners_turn:
            # Translators: {who} is the learner's seat, a seat's name.
            show_message(self.message, say("It is your turn, {who}: choose below.", who=self.hand.seat_name(self.seat)))
        else:
            self.lines.append(bot_move(self.hand, self.bots[self.hand.player_to_act()], self.seat))
            show_message(self.message, "")
        self._show()

    def finish(self) -> None:
        """Computer players speak until the learner's turn or the end of the bidding."""
        self.lines += play_on(self.hand, self.bots, self._stops, self.seat)
        self._show()

    def _stops(self, hand: HandState) -> bool:
        """Where "Finish the bidding" stops: the learner's turn, or the end of the bidding."""
        return not hand.phase.is_before_play or hand.current_player() == self.seat

    def summary(self) -> str:
        """Where the auction stands, in words."""
        hand = self.hand
        if hand.phase is Phase.OVER:
            result = hand.result.explanation
            # Translators: {result} is the engine's sentence on how the hand was scored.
            return say("{result}.", result=result[:1].upper() + result[1:])
        if self.bidding_over:
            maker, trump = hand.maker, hand.trump
            assert maker is not None and trump is not None, "past the bidding and not thrown in, so trump is made"
            if hand.alone:
                # Translators: {suit} is the trump suit's name (context "suit"); {who} the maker's seat, going alone.
                return say("Bidding over: {suit} are trump, made by {who} alone.", suit=trump.said,
                           who=hand.seat_name(maker))
            # Translators: {suit} is the trump suit's name (context "suit"); {who} the maker's seat.
            return say("Bidding over: {suit} are trump, made by {who}.", suit=trump.said, who=hand.seat_name(maker))
        phase = hand.phase.label
        phase = phase[:1].upper() + phase[1:]
        if self.learners_turn:
            # Translators: {phase} is the phase's name ("round 1") with a capital first letter: it starts the line.
            return say("{phase}: your turn.", phase=phase)
        # Translators: {phase} is the phase's name ("round 1") with a capital first letter: it starts the line; {who}
        # is the seat to speak.
        return say("{phase}: {who} to speak.", phase=phase, who=hand.seat_name(hand.player_to_act()))

    def _show(self) -> None:
        self.table.value = table_html(self.hand, self.seat, self.style)
        if self.learners_turn:
            self.choices.children = [
                # Translators: a bid button's tooltip; {words} is the bid ("bid 4 hearts", "pass").
                button(label := action_label(self.hand, action), say("Say: {words}", words=label),
                       partial(self.choose, action), self.message)
                for action in self.hand.legal_actions()
            ]
        else:
            self.choices.children = []
        self.next_button.disabled = self.finish_button.disabled = self.bidding_over or self.learners_turn
        items = "".join(f"<li>{html.escape(line)}</li>" for line in self.lines)
        self.history_log.value = (f'<div role="status" aria-live="polite" class="euchre-summary"><b>'
                          f"{html.escape(self.summary())}</b></div><ol>{items}</ol>")
