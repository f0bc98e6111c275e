"""Plain-English narration of every action, for steppers, lessons and logs.

>>> from euchre_teach import new_hand
>>> hand = new_hand("standard", seed=1)
>>> hand.narrate("order up")
'West orders up the J♦ — diamonds are trump; the dealer, South, picks it up and discards.'
"""

from __future__ import annotations

from euchre_teach.actions import Action, Kind
from euchre_teach.ranking import card_role
from euchre_teach.rules import Partnership, Rules
from euchre_teach.table import Phase
from euchre_teach.views import SeatView


def side_name(rules: Rules, seats: tuple[int, ...]) -> str:
    """'North–South' for a pair of seats, a single name for one."""
    return "–".join(rules.seat_name(s) for s in seats)


def narrate(state: SeatView, action: Action, after: SeatView, seat: int | None = None, why: str = "") -> str:
    """Describe ``action`` taken in ``state``, which led to ``after`` (both teacher's views).

    ``seat`` is the listener: a secret (the dealer's discard) is told only to the teacher
    (None) and to the seat who knows it. :meth:`HandState.narrate` builds the two views.
    ``why``, the player's reason, follows the move itself (before who won the trick).
    """
    because = f" Why: {why}." if why else ""
    if state.phase is Phase.PLAY:
        return _narrate_play(state, action, after, because)
    return _narrate(state, action, seat) + because


def _narrate(state: SeatView, action: Action, seat: int | None) -> str:
    who = state.name(state.to_act)
    phase = state.phase
    if phase is Phase.DISCARD:
        if seat is None or seat == state.to_act:
            return f"{who} discards the {action.card} face down."
        return f"{who} discards a card face down."
    if phase is Phase.BEFORE_BIDDING:
        return _narrate_before(state, action, who)
    if phase is Phase.AUCTION:
        return _narrate_auction(state, action, who)
    if phase is Phase.CALLING_FOR_BEST:
        maker = state.name(state.maker)
        card = f"the {action.card}" if seat in (None, state.maker, state.to_act) else "a card"
        return f"Calling for best: {who} passes {card} face down to {maker}, who will discard one."
    if phase is Phase.PARTNER:
        return _narrate_partner(state, action, who)
    if phase is Phase.DEFENDING:
        if action.kind is Kind.PASS:
            return f"{who} does not defend alone."
        partner = state.name(state.rules.partner(_actor(state)))
        return f"{who} defends alone: {partner} lays down their cards."
    if phase is Phase.DEALER_NAMES:
        assert action.suit is not None
        return (
            f"The {state.upcard} was turned up, so there is no bidding: {who}, the dealer, names "
            f"{action.suit.plural} as trump without looking, then takes the {state.upcard} and discards."
        )
    return _narrate_bid(state, action, who)


def _narrate_before(state: SeatView, action: Action, who: str) -> str:
    if action.kind is Kind.GO_UNDER:
        return (f"{who} has a farmer's hand (three 9s and 10s) and goes under: three of them are swapped "
                f"for the three cards under the {state.upcard}.")
    if action.kind is Kind.THROW_IN:
        return f"{who} holds no ace and no face card and throws the hand in: the deal passes left."
    return f"{who} keeps the hand."  # every seat is asked, so this tells nothing about the cards


def _narrate_auction(state: SeatView, action: Action, who: str) -> str:
    last = state.to_act == state.dealer
    if action.kind is Kind.PASS:
        if last and state.bid is None:
            return f"{who}, the dealer, passes: nobody bid, so the hand is thrown in and the deal passes left."
        high = state.bid
        if last and high is not None and high.suit is not None:
            winner = state.name(state.bidder)
            return f"{who} passes: {winner} wins the auction with {high.bid} in {high.suit.plural}."
        return f"{who} passes."
    assert action.bid is not None and action.suit is not None
    meaning = {8: " — alone, after taking the widow", 15: " — alone, as dealt, without the widow"}.get(action.bid, "")
    return f"{who} bids {action.bid} in {action.suit.plural}{meaning}."


def _narrate_partner(state: SeatView, action: Action, who: str) -> str:
    if action.kind is Kind.GO_ALONE:
        return f"{who} plays alone: no partner this hand."
    if action.kind is Kind.CALL_ACE:
        assert action.suit is not None
        suit = action.suit.plural
        return (f"{who} calls for the ace of {suit}: whoever holds the highest {suit[:-1]} in play is "
                "the silent partner, known only when that card is played.")
    return (f"{who} calls the {action.card} as ally: its holder is the silent partner, "
            "known only when it is played.")


def _alone_words(state: SeatView, action: Action) -> str:
    if not action.alone:
        return ""
    partner = state.name(state.rules.partner(_actor(state)))
    return f" {partner}, the partner, lays down their cards."


def _narrate_bid(state: SeatView, action: Action, who: str) -> str:
    """A pass, ordering up or naming trump in the two rounds (R9–R12)."""
    if action.kind is Kind.PASS:
        return _narrate_pass(state, who)
    if action.kind is Kind.ORDER_UP:
        return _narrate_order_up(state, action, who)
    suit, upcard = action.suit, state.upcard
    assert suit is not None and upcard is not None and upcard.suit is not None
    kind = "next: the same colour as" if suit == upcard.suit.same_colour else "crossing from"
    alone_tag = " alone" if action.alone else ""
    return (f"{who} names {suit.plural} as trump{alone_tag} ({kind} the turned-down {upcard})."
            f"{_alone_words(state, action)}")


def _narrate_pass(state: SeatView, who: str) -> str:
    """A pass; the dealer's closes a round (R11), or throws the hand in (R12)."""
    if state.to_act != state.dealer:
        return f"{who} passes."
    if state.phase is Phase.ROUND_1:
        return f"{who}, the dealer, passes: the {state.upcard} is turned down."
    if not state.rules.stick_the_dealer:
        return (f"{who}, the dealer, passes: everyone has passed twice, so the hand is thrown in "
                "and the deal passes left.")
    return f"{who} passes."


def order_up_verb(rules: Rules, seat: int, dealer: int) -> str:
    """What a player says to accept the upcard's suit (R10): the dealer 'take it up', the dealer's
    partner 'assist', an opponent 'order it up'.

    >>> from euchre_teach.rules import STANDARD
    >>> [order_up_verb(STANDARD, seat, dealer=3) for seat in range(4)]
    ['order it up', 'assist', 'order it up', 'take it up']
    """
    if seat == dealer:
        return "take it up"
    return "assist" if rules.partners_opposite and seat == rules.partner(dealer) else "order it up"


def _narrate_order_up(state: SeatView, action: Action, who: str) -> str:
    """Ordering up (R10): the dealer takes up the upcard, or is told to (assisting, if the partner)."""
    rules, dealer, seat, upcard = state.rules, state.dealer, state.to_act, state.upcard
    assert upcard is not None and upcard.suit is not None
    trump = upcard.suit.plural
    alone = _alone_words(state, action)
    alone_tag = " alone" if action.alone else ""
    if seat == dealer:
        return (f"{who}, the dealer, takes up the {upcard}{alone_tag} — {trump} are trump; "
                f"{who} discards a card.{alone}")
    partner = rules.partners_opposite and seat == rules.partner(dealer)
    picks = f"the dealer, {rules.seat_name(dealer)}, picks it up and discards"
    if action.alone and seat == rules.partner(dealer) and not rules.dealer_picks_up_when_partner_alone:
        picks = f"the dealer, {rules.seat_name(dealer)}, sits out, so the {upcard} stays on the kitty"
    phrase = f"{who} assists, ordering up the {upcard}" if partner else f"{who} orders up the {upcard}"
    return f"{phrase}{alone_tag} — {trump} are trump; {picks}.{alone}"


def _reveal(state: SeatView, who: str) -> str:
    """The silent partner made known: by playing the called card, or at the end when it was undealt."""
    maker = state.name(state.maker)
    card = state.partner_card
    if state.partner_known_to_holder:
        if state.partner is not None:
            return f" {who} is revealed as {maker}'s silent partner."
        return f" {who} held the called card: {who} was their own partner, playing alone."
    partner = state.partner
    if card is None or partner is None:
        return f" Nobody held a card of the called suit: {maker} played without a partner."
    holder = "their own" if partner == state.maker else f"{maker}'s silent"
    return (f" The called suit's top card was not dealt, so the highest in play, the {card}, made "
            f"{state.rules.seat_name(partner)} {holder} partner: now the hand is over, everyone may know it.")


def _actor(view: SeatView) -> int:
    """The seat taking the action narrated (there is one: the hand is not over)."""
    seat = view.to_act
    assert seat is not None
    return seat


def _narrate_play(state: SeatView, action: Action, after: SeatView, because: str) -> str:
    card = action.card
    assert card is not None
    who = state.name(state.to_act)
    role = card_role(card, state.trump, state.rules)
    described = f"the {card}" + (f" ({role})" if role and role != "trump" else "")
    verb = "leads" if state.current_trick is None else "plays"
    text = f"{who} {verb} {described}.{because}"
    if len(after.tricks) > len(state.tricks):
        done = after.tricks[-1]
        winner, led = done.winner, state.led_suit
        assert winner is not None and led is not None
        winning = dict(done.plays)[winner]
        how = card_role(winning, state.trump, state.rules) or f"highest {led.plural[:-1]}"
        text += f" {state.name(winner)} wins trick {done.number} with the {winning} ({how})."
    called = state.rules.partnership is Partnership.CALLED and not state.alone  # only then is a card called
    if called and not state.partner_revealed and after.partner_revealed:
        text += _reveal(state, who)
    if after.result is not None:
        makers = side_name(state.rules, state.makers)
        text += f" Hand over ({makers} made trump): {after.result.explanation}."
    return text
