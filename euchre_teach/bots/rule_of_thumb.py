"""The "rule of thumb" level: a published hand-point count to bid, classic maxims to play.

The count and the maxims live in :mod:`euchre_teach.analysis.heuristics` (with their
sources); this bot turns a seat view into their inputs and every answer into a
:class:`~euchre_teach.bots.Decision` whose reason names the rule used.

>>> from euchre_teach import new_hand
>>> hand = new_hand("standard", seed=22)  # West: A♠ Q♠ J♠ 10♣ K♦, the 10♠ turned up
>>> decision = RuleOfThumbBot(seed=1).decide(hand.view(hand.current_player()))
>>> decision.action
Action('order up')
>>> print(decision.reason)  # doctest: +NORMALIZE_WHITESPACE
8 points for spades (right bower 4, ace of trump 3, queen of trump 2, the opponents' upcard −1):
7 or more, make it trump
"""

from __future__ import annotations

import random

from euchre_teach import actions as A
from euchre_teach.actions import Action, Kind
from euchre_teach.analysis.heuristics import (
    ALONE_AT,
    CALL_AT,
    bid,
    bid_points,
    choose_discard,
    choose_play,
    trump_count,
)
from euchre_teach.bots.base import Decision, bot_seed
from euchre_teach.cards import CARDS, Suit, ids_of_mask, mask_of
from euchre_teach.errors import EuchreError
from euchre_teach.ranking import card_role, tables
from euchre_teach.table import Phase
from euchre_teach.views import SeatView

_AUCTION_LEVELS = ((13, 5), (10, 4), (CALL_AT, 3))  # points needed for a bid of 5, 4 and 3 tricks


class RuleOfThumbBot:
    """Bids by the hand-point count and plays by the maxims; explains which rule it followed."""

    name = "rule of thumb"

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(bot_seed(seed))

    def decide(self, view: SeatView) -> Decision:
        """The rule's choice among ``view.legal``, with the rule in words."""
        if not view.legal or view.seat is None or view.hand is None:
            raise EuchreError("this seat has nothing to decide now")
        if len(view.legal) == 1:
            return Decision(view.legal[0], _forced(view))
        handler = _PHASES.get(view.phase)
        action, reason = handler(self, view) if handler else (view.legal[0], "the only sensible choice here")
        if action not in view.legal:  # a rule never overrides the rules of the game
            action, reason = view.legal[0], f"{reason} — not allowed here, so {view.legal[0]}"
        return Decision(action, reason)

    # -- one method per phase ---------------------------------------------------------------
    def _before(self, view: SeatView) -> tuple[Action, str]:
        if A.THROW_IN in view.legal:
            return A.THROW_IN, "no ace and no face card: such a hand rarely takes a trick, throw it in"
        if A.GO_UNDER in view.legal:
            return A.GO_UNDER, "three nines and tens take no tricks: go under and swap them for the kitty"
        return A.PASS, "a playable hand: keep it"

    def _bid(self, view: SeatView) -> tuple[Action, str]:
        rules, seat = view.rules, view.own_seat
        round_two = view.phase is Phase.ROUND_2
        trump, _, alone, reason = bid(
            rules, mask_of(view.own_hand), view.the_upcard.id, seat, view.dealer, round_two,
            stuck=A.PASS not in view.legal, alone_only=A.ORDER_UP not in view.legal and not round_two,
        )
        if trump < 0:
            return A.PASS, reason
        if round_two:
            return (A.CALL_ALONE if alone else A.CALL)[trump], reason
        return (A.ORDER_UP_ALONE if alone else A.ORDER_UP), reason

    def _names(self, view: SeatView) -> tuple[Action, str]:
        suit = self._rng.choice(list(Suit))
        return A.CALL[suit], f"you name trump before looking at your hand, so any suit is as good: {suit.plural}"

    def _auction(self, view: SeatView) -> tuple[Action, str]:
        hand = mask_of(view.own_hand)
        (points, words), trump = max(((bid_points(view.rules, hand, s), s) for s in range(4)), key=lambda o: o[0][0])
        for needed, level in _AUCTION_LEVELS:
            if points >= needed:
                action = A.bid(level, trump)
                if action in view.legal:
                    return action, f"{points} points for {Suit(trump).plural} ({words}): worth a bid of {level}"
        return A.PASS, f"{points} points at best ({Suit(trump).plural}: {words}): not enough to outbid, pass"

    def _discard(self, view: SeatView) -> tuple[Action, str]:
        allowed = mask_of(a.the_card for a in view.legal)
        card, reason = choose_discard(view.rules, mask_of(view.own_hand), int(view.trump_suit), allowed)
        return A.DISCARD[card], reason

    def _give(self, view: SeatView) -> tuple[Action, str]:
        tab, trump = tables(view.rules), int(view.trump_suit)
        best = max((a.the_card.id for a in view.legal), key=lambda c: tab.strength[trump][trump][c])
        return A.GIVE[best], f"calling for best: give your partner your best card for trump, the {CARDS[best]}"

    def _partner(self, view: SeatView) -> tuple[Action, str]:
        rules, trump = view.rules, int(view.trump_suit)
        hand = mask_of(view.own_hand)
        points, words = bid_points(rules, hand, trump)
        if A.GO_ALONE in view.legal and points >= ALONE_AT and trump_count(rules, hand, trump) >= 3:
            return A.GO_ALONE, f"{points} points ({words}): strong enough to play alone"
        tab = tables(rules)
        if view.legal[0].kind is Kind.ALLY:  # auction: name the best trump you do not hold
            best = max((a.the_card.id for a in view.legal if tab.effective_suit[trump][a.the_card.id] == trump),
                       key=lambda c: tab.strength[trump][trump][c])
            return A.ALLY[best], f"name the {CARDS[best]}, the best trump you lack: its holder is your ally"
        held = {tab.effective_suit[trump][c] for c in ids_of_mask(hand)}
        missing = [s for s in range(4) if s != trump and s not in held] or [s for s in range(4) if s != trump]
        suit = missing[0]
        return A.CALL_ACE[suit], f"call the ace of {Suit(suit).plural}, a suit you cannot win yourself"

    def _defend(self, view: SeatView) -> tuple[Action, str]:
        rules = view.rules
        hand = mask_of(view.own_hand)
        trumps = trump_count(rules, hand, int(view.trump_suit))
        if rules.lone_defender_euchre_points > rules.euchre_points and trumps >= 3:
            return A.DEFEND_ALONE, f"{trumps} trumps, and a lone defender's euchre scores more: defend alone"
        return A.PASS, "defend with your partner: two hands stop the makers more often than one"

    def _play(self, view: SeatView) -> tuple[Action, str]:
        rules, seat = view.rules, view.own_seat
        trump = int(view.trump_suit)
        active = [s for s in range(rules.players) if s not in view.sitting_out]
        makers = set(view.makers)
        side = frozenset(makers if seat in makers else set(active) - makers)
        hand = mask_of(view.own_hand)
        unseen = rules.pack_mask & ~hand & ~mask_of(view.played) & ~mask_of(view.discards)
        trick = [(s, c.id) for s, c in view.current_trick.plays] if view.current_trick else []
        legal = mask_of(a.the_card for a in view.legal)
        card, reason = choose_play(rules, trump, hand, legal, trick, seat, side, seat in makers, unseen, len(active))
        return A.PLAY[card], reason


def _forced(view: SeatView) -> str:
    """Why the only legal action is the only one."""
    only = view.legal[0]
    if view.phase is not Phase.PLAY:
        return f"the only legal choice: {only}"
    trick = view.current_trick
    if trick is not None:
        tab, trump = tables(view.rules), int(view.trump_suit)
        led = Suit(tab.effective_suit[trump][trick.plays[0][1].id])
        role = card_role(only.the_card, Suit(trump), view.rules)
        card = f"the {only.card}" + (f" (the {role} counts as a {led.plural[:-1]})" if "bower" in role else "")
        if tab.effective_suit[trump][only.the_card.id] == led:
            return f"the only card you may play: you must follow {led.plural} with {card}"
    return f"the only card left: the {only.card}"


_PHASES = {
    Phase.BEFORE_BIDDING: RuleOfThumbBot._before,
    Phase.ROUND_1: RuleOfThumbBot._bid,
    Phase.ROUND_2: RuleOfThumbBot._bid,
    Phase.DEALER_NAMES: RuleOfThumbBot._names,
    Phase.AUCTION: RuleOfThumbBot._auction,
    Phase.DISCARD: RuleOfThumbBot._discard,
    Phase.CALLING_FOR_BEST: RuleOfThumbBot._give,
    Phase.PARTNER: RuleOfThumbBot._partner,
    Phase.DEFENDING: RuleOfThumbBot._defend,
    Phase.PLAY: RuleOfThumbBot._play,
}
