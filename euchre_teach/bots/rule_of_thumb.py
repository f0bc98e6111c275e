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
    one_of,
    points_said,
    trump_count,
)
from euchre_teach.bots.base import Decision, bot_seed
from euchre_teach.cards import CARDS, Suit, ids_of_mask, mask_of
from euchre_teach.errors import EuchreError
from euchre_teach.i18n import say, say_plural
from euchre_teach.ranking import card_role, role_label, tables
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
            raise EuchreError(say("this seat has nothing to decide now"))
        if len(view.legal) == 1:
            return Decision(view.legal[0], _forced(view))
        handler = _PHASES.get(view.phase)
        action, reason = handler(self, view) if handler else (view.legal[0], say("the only sensible choice here"))
        if action not in view.legal:  # a rule never overrides the rules of the game
            # Translators: {reason} is the rule's reason for a move the rules forbid here; {move} the move made instead.
            action, reason = view.legal[0], say("{reason} — not allowed here, so {move}", reason=reason,
                                                move=view.legal[0].said)
        return Decision(action, reason)

    # -- one method per phase ---------------------------------------------------------------
    def _before(self, view: SeatView) -> tuple[Action, str]:
        if A.THROW_IN in view.legal:
            return A.THROW_IN, say("no ace and no face card: such a hand rarely takes a trick, throw it in")
        if A.GO_UNDER in view.legal:
            return A.GO_UNDER, say("three nines and tens take no tricks: go under and swap them for the kitty")
        return A.PASS, say("a playable hand: keep it")

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
        # Translators: {suit} is a suit's name ("hearts"), the one chosen.
        return A.CALL[suit], say("you name trump before looking at your hand, so any suit is as good: {suit}",
                                 suit=suit.said)

    def _auction(self, view: SeatView) -> tuple[Action, str]:
        hand = mask_of(view.own_hand)
        (points, words), trump = max(((bid_points(view.rules, hand, s), s) for s in range(4)), key=lambda o: o[0][0])
        for needed, level in _AUCTION_LEVELS:
            if points >= needed:
                action = A.bid(level, trump)
                if action in view.legal:
                    # Translators: {points} is a count ("11 points"); {suit} a suit's name ("hearts"); {items} what
                    # made the count; {level} the tricks bid (a number).
                    return action, say("{points} for {suit} ({items}): worth a bid of {level}",
                                       points=points_said(points), suit=Suit(trump).said, items=words, level=level)
        return A.PASS, say("{points} at best ({suit}: {items}): not enough to outbid, pass", points=points_said(points),
                           suit=Suit(trump).said, items=words)

    def _discard(self, view: SeatView) -> tuple[Action, str]:
        allowed = mask_of(a.the_card for a in view.legal)
        card, reason = choose_discard(view.rules, mask_of(view.own_hand), int(view.trump_suit), allowed)
        return A.DISCARD[card], reason

    def _give(self, view: SeatView) -> tuple[Action, str]:
        tab, trump = tables(view.rules), int(view.trump_suit)
        best = max((a.the_card.id for a in view.legal), key=lambda c: tab.strength[trump][trump][c])
        # Translators: {card} is a card's code ("J♥").
        return A.GIVE[best], say("calling for best: give your partner your best card for trump, the {card}",
                                 card=CARDS[best])

    def _partner(self, view: SeatView) -> tuple[Action, str]:
        rules, trump = view.rules, int(view.trump_suit)
        hand = mask_of(view.own_hand)
        points, words = bid_points(rules, hand, trump)
        if A.GO_ALONE in view.legal and points >= ALONE_AT and trump_count(rules, hand, trump) >= 3:
            # Translators: {points} is a count ("13 points"); {items} what made it.
            return A.GO_ALONE, say("{points} ({items}): strong enough to play alone", points=points_said(points),
                                   items=words)
        tab = tables(rules)
        if view.legal[0].kind is Kind.ALLY:  # auction: name the best trump you do not hold
            best = max((a.the_card.id for a in view.legal if tab.effective_suit[trump][a.the_card.id] == trump),
                       key=lambda c: tab.strength[trump][trump][c])
            return A.ALLY[best], say("name the {card}, the best trump you lack: its holder is your ally",
                                     card=CARDS[best])
        held = {tab.effective_suit[trump][c] for c in ids_of_mask(hand)}
        missing = [s for s in range(4) if s != trump and s not in held] or [s for s in range(4) if s != trump]
        suit = missing[0]
        # Translators: {suit} is a suit's name ("hearts").
        return A.CALL_ACE[suit], say("call the ace of {suit}, a suit you cannot win yourself", suit=Suit(suit).said)

    def _defend(self, view: SeatView) -> tuple[Action, str]:
        rules = view.rules
        hand = mask_of(view.own_hand)
        trumps = trump_count(rules, hand, int(view.trump_suit))
        if rules.lone_defender_euchre_points > rules.euchre_points and trumps >= 3:
            return A.DEFEND_ALONE, say_plural("{count} trump, and a lone defender's euchre scores more: defend alone",
                                              "{count} trumps, and a lone defender's euchre scores more: defend alone",
                                              trumps)
        return A.PASS, say("defend with your partner: two hands stop the makers more often than one")

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
        # Translators: {only} is the move ("pass", "play J♥").
        return say("the only legal choice: {only}", only=only.said)
    trick = view.current_trick
    if trick is not None:
        tab, trump = tables(view.rules), int(view.trump_suit)
        led = Suit(tab.effective_suit[trump][trick.plays[0][1].id])
        if tab.effective_suit[trump][only.the_card.id] == led:
            role = card_role(only.the_card, Suit(trump), view.rules)
            if "bower" in role:
                # Translators: {suit} is the suit led ("spades"); {card} a card's code ("J♣"); {role} its role
                # ("left bower"); {one} one card of the suit led ("spade").
                return say("the only card you may play: you must follow {suit} with the {card} (the {role} counts "
                           "as a {one})", suit=led.said, card=only.card, role=role_label(role), one=one_of(int(led)))
            # Translators: {suit} is the suit led ("spades"); {card} a card's code ("9♠").
            return say("the only card you may play: you must follow {suit} with the {card}", suit=led.said,
                       card=only.card)
    # Translators: {card} is a card's code ("9♠").
    return say("the only card left: the {card}", card=only.card)


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
