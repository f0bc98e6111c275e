"""Plain-English narration of every action, for steppers, lessons and logs.

>>> from euchre_teach import new_hand
>>> hand = new_hand("standard", seed=1)
>>> hand.narrate("order up")
'West orders up the J♦ — diamonds are trump; the dealer, South, picks it up and discards.'
"""

from __future__ import annotations

from euchre_teach.actions import Action, Kind
from euchre_teach.explain import one_of, sentences
from euchre_teach.i18n import say
from euchre_teach.ranking import card_role, role_label
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
    The sentences are the learner's language's (:mod:`euchre_teach.i18n`); seats are named as the rules name them.
    """
    # Translators: the reason a player gives for a move, told after the move itself.
    because = say("Why: {why}.", why=why) if why else ""
    if state.phase is Phase.PLAY:
        return _narrate_play(state, action, after, because)
    return sentences(_narrate(state, action, seat), because)


def _narrate(state: SeatView, action: Action, seat: int | None) -> str:
    who = state.name(state.to_act)
    phase = state.phase
    if phase is Phase.DISCARD:
        if seat is None or seat == state.to_act:
            return say("{who} discards the {card} face down.", who=who, card=action.card)
        return say("{who} discards a card face down.", who=who)
    if phase is Phase.BEFORE_BIDDING:
        return _narrate_before(state, action, who)
    if phase is Phase.AUCTION:
        return _narrate_auction(state, action, who)
    if phase is Phase.CALLING_FOR_BEST:
        maker = state.name(state.maker)
        if seat in (None, state.maker, state.to_act):
            return say("Calling for best: {who} passes the {card} face down to {maker}, who will discard one.",
                       who=who, card=action.card, maker=maker)
        return say("Calling for best: {who} passes a card face down to {maker}, who will discard one.",
                   who=who, maker=maker)
    if phase is Phase.PARTNER:
        return _narrate_partner(state, action, who)
    if phase is Phase.DEFENDING:
        if action.kind is Kind.PASS:
            return say("{who} does not defend alone.", who=who)
        partner = state.name(state.rules.partner(_actor(state)))
        return say("{who} defends alone: {partner} lays down their cards.", who=who, partner=partner)
    if phase is Phase.DEALER_NAMES:
        assert action.suit is not None
        # Translators: {upcard} is a card's symbols (the joker), {suit} a suit's name (hearts).
        return say("The {upcard} was turned up, so there is no bidding: {who}, the dealer, names {suit} as trump "
                   "without looking, then takes the {upcard} and discards.", upcard=state.upcard, who=who,
                   suit=action.suit.said)
    return _narrate_bid(state, action, who)


def _narrate_before(state: SeatView, action: Action, who: str) -> str:
    if action.kind is Kind.GO_UNDER:
        return say("{who} has a farmer's hand (three 9s and 10s) and goes under: three of them are swapped for the "
                   "three cards under the {upcard}.", who=who, upcard=state.upcard)
    if action.kind is Kind.THROW_IN:
        return say("{who} holds no ace and no face card and throws the hand in: the deal passes left.", who=who)
    return say("{who} keeps the hand.", who=who)  # every seat is asked, so this tells nothing about the cards


def _narrate_auction(state: SeatView, action: Action, who: str) -> str:
    last = state.to_act == state.dealer
    if action.kind is Kind.PASS:
        if last and state.bid is None:
            return say("{who}, the dealer, passes: nobody bid, so the hand is thrown in and the deal passes left.",
                       who=who)
        high = state.bid
        if last and high is not None and high.suit is not None:
            # Translators: {bid} is the number of tricks bid (3, 4, 5, 8 or 15), {suit} a suit's name (hearts).
            return say("{who} passes: {winner} wins the auction with {bid} in {suit}.", who=who,
                       winner=state.name(state.bidder), bid=high.bid, suit=high.suit.said)
        return say("{who} passes.", who=who)
    assert action.bid is not None and action.suit is not None
    suit = action.suit.said
    if action.bid == 8:
        return say("{who} bids {bid} in {suit} — alone, after taking the widow.", who=who, bid=action.bid, suit=suit)
    if action.bid == 15:
        return say("{who} bids {bid} in {suit} — alone, as dealt, without the widow.", who=who, bid=action.bid,
                   suit=suit)
    return say("{who} bids {bid} in {suit}.", who=who, bid=action.bid, suit=suit)


def _narrate_partner(state: SeatView, action: Action, who: str) -> str:
    if action.kind is Kind.GO_ALONE:
        return say("{who} plays alone: no partner this hand.", who=who)
    if action.kind is Kind.CALL_ACE:
        assert action.suit is not None
        # Translators: {suit} is a suit's name (hearts); {one} one card of it (heart: context "one card of a suit").
        return say("{who} calls for the ace of {suit}: whoever holds the highest {one} in play is the silent partner, "
                   "known only when that card is played.", who=who, suit=action.suit.said, one=one_of(action.suit))
    return say("{who} calls the {card} as ally: its holder is the silent partner, known only when it is played.",
               who=who, card=action.card)


def _alone_words(state: SeatView, action: Action) -> str:
    """The sentence that follows a lone bid, or nothing."""
    if not action.alone:
        return ""
    partner = state.name(state.rules.partner(_actor(state)))
    return say("{partner}, the partner, lays down their cards.", partner=partner)


def _narrate_bid(state: SeatView, action: Action, who: str) -> str:
    """A pass, ordering up or naming trump in the two rounds (R9–R12)."""
    if action.kind is Kind.PASS:
        return _narrate_pass(state, who)
    if action.kind is Kind.ORDER_UP:
        return _narrate_order_up(state, action, who)
    suit, upcard = action.suit, state.upcard
    assert suit is not None and upcard is not None and upcard.suit is not None
    alone, named = _alone_words(state, action), suit.said
    if suit == upcard.suit.same_colour:
        if action.alone:
            return sentences(say("{who} names {suit} as trump alone (next: the same colour as the turned-down "
                                 "{upcard}).", who=who, suit=named, upcard=upcard), alone)
        return say("{who} names {suit} as trump (next: the same colour as the turned-down {upcard}).", who=who,
                   suit=named, upcard=upcard)
    if action.alone:
        return sentences(say("{who} names {suit} as trump alone (crossing from the turned-down {upcard}).", who=who,
                             suit=named, upcard=upcard), alone)
    return say("{who} names {suit} as trump (crossing from the turned-down {upcard}).", who=who, suit=named,
               upcard=upcard)


def _narrate_pass(state: SeatView, who: str) -> str:
    """A pass; the dealer's closes a round (R11), or throws the hand in (R12)."""
    if state.to_act != state.dealer:
        return say("{who} passes.", who=who)
    if state.phase is Phase.ROUND_1:
        return say("{who}, the dealer, passes: the {upcard} is turned down.", who=who, upcard=state.upcard)
    if not state.rules.stick_the_dealer:
        return say("{who}, the dealer, passes: everyone has passed twice, so the hand is thrown in and the deal "
                   "passes left.", who=who)
    return say("{who} passes.", who=who)


def order_up_verb(rules: Rules, seat: int, dealer: int) -> str:
    """What a player says to accept the upcard's suit (R10), in English: the dealer 'take it up', the dealer's
    partner 'assist', an opponent 'order it up' (:func:`order_up_said` says it in the learner's language).

    >>> from euchre_teach.rules import STANDARD
    >>> [order_up_verb(STANDARD, seat, dealer=3) for seat in range(4)]
    ['order it up', 'assist', 'order it up', 'take it up']
    """
    if seat == dealer:
        return "take it up"
    return "assist" if rules.partners_opposite and seat == rules.partner(dealer) else "order it up"


def order_up_said(rules: Rules, seat: int, dealer: int, alone: bool = False) -> str:
    """:func:`order_up_verb` in the learner's language, ``alone`` or not: ``'order it up alone'``."""
    verb = order_up_verb(rules, seat, dealer)
    if verb == "take it up":
        return say("take it up alone") if alone else say("take it up")
    if verb == "assist":
        return say("assist alone") if alone else say("assist")
    return say("order it up alone") if alone else say("order it up")


def _narrate_order_up(state: SeatView, action: Action, who: str) -> str:
    """Ordering up (R10): the dealer takes up the upcard, or is told to (assisting, if the partner)."""
    rules, dealer, seat, upcard = state.rules, state.dealer, state.to_act, state.upcard
    assert upcard is not None and upcard.suit is not None
    trump, alone = upcard.suit.said, _alone_words(state, action)
    if seat == dealer:
        if action.alone:
            return sentences(say("{who}, the dealer, takes up the {upcard} alone — {suit} are trump; {who} discards "
                                 "a card.", who=who, upcard=upcard, suit=trump), alone)
        return say("{who}, the dealer, takes up the {upcard} — {suit} are trump; {who} discards a card.", who=who,
                   upcard=upcard, suit=trump)
    values = {"who": who, "upcard": upcard, "suit": trump, "dealer": rules.seat_name(dealer)}
    if rules.partners_opposite and seat == rules.partner(dealer):
        return sentences(_assists(action, rules.dealer_picks_up_when_partner_alone, values), alone)
    if action.alone and seat == rules.partner(dealer) and not rules.dealer_picks_up_when_partner_alone:
        return sentences(say("{who} orders up the {upcard} alone — {suit} are trump; the dealer, {dealer}, sits out, "
                             "so the {upcard} stays on the kitty.", **values), alone)
    if action.alone:
        return sentences(say("{who} orders up the {upcard} alone — {suit} are trump; the dealer, {dealer}, picks it "
                             "up and discards.", **values), alone)
    # Translators: {upcard} is a card's symbols, {suit} its suit's name (hearts), {dealer} the dealer's seat's name.
    return say("{who} orders up the {upcard} — {suit} are trump; the dealer, {dealer}, picks it up and discards.",
               **values)


def _assists(action: Action, dealer_picks_up: bool, values: dict[str, object]) -> str:
    """The dealer's partner ordering up: assisting (R10)."""
    if not action.alone:
        return say("{who} assists, ordering up the {upcard} — {suit} are trump; the dealer, {dealer}, picks it up and "
                   "discards.", **values)
    if not dealer_picks_up:
        return say("{who} assists, ordering up the {upcard} alone — {suit} are trump; the dealer, {dealer}, sits out, "
                   "so the {upcard} stays on the kitty.", **values)
    return say("{who} assists, ordering up the {upcard} alone — {suit} are trump; the dealer, {dealer}, picks it up "
               "and discards.", **values)


def _reveal(state: SeatView, who: str) -> str:
    """The silent partner made known: by playing the called card, or at the end when it was undealt."""
    maker = state.name(state.maker)
    card = state.partner_card
    if state.partner_known_to_holder:
        if state.partner is not None:
            return say("{who} is revealed as {maker}'s silent partner.", who=who, maker=maker)
        return say("{who} held the called card: {who} was their own partner, playing alone.", who=who)
    partner = state.partner
    if card is None or partner is None:
        return say("Nobody held a card of the called suit: {maker} played without a partner.", maker=maker)
    seat = state.rules.seat_name(partner)
    if partner == state.maker:
        return say("The called suit's top card was not dealt, so the highest in play, the {card}, made {seat} "
                   "their own partner: now the hand is over, everyone may know it.", card=card, seat=seat)
    return say("The called suit's top card was not dealt, so the highest in play, the {card}, made {seat} "
               "{maker}'s silent partner: now the hand is over, everyone may know it.", card=card, seat=seat,
               maker=maker)


def _actor(view: SeatView) -> int:
    """The seat taking the action narrated (there is one: the hand is not over)."""
    seat = view.to_act
    assert seat is not None
    return seat


def _played(who: str, card: object, role: str, leads: bool) -> str:
    """'West leads the J♦ (left bower).': a card led or played, with its role when it has one beyond trump."""
    if role and role != "trump":
        said = role_label(role)
        # Translators: {card} is a card's symbols (J♦), {role} its role (left bower, context "card role").
        return (say("{who} leads the {card} ({role}).", who=who, card=card, role=said) if leads else
                say("{who} plays the {card} ({role}).", who=who, card=card, role=said))
    return say("{who} leads the {card}.", who=who, card=card) if leads else say("{who} plays the {card}.", who=who,
                                                                               card=card)


def _narrate_play(state: SeatView, action: Action, after: SeatView, because: str) -> str:
    card = action.card
    assert card is not None
    who = state.name(state.to_act)
    text = sentences(_played(who, card, card_role(card, state.trump, state.rules), state.current_trick is None),
                     because)
    if len(after.tricks) > len(state.tricks):
        done = after.tricks[-1]
        winner, led = done.winner, state.led_suit
        assert winner is not None and led is not None
        winning = dict(done.plays)[winner]
        role = card_role(winning, state.trump, state.rules)
        values = {"winner": state.name(winner), "number": done.number, "card": winning}
        text = sentences(text, say("{winner} wins trick {number} with the {card} ({role}).", role=role_label(role),
                                   **values) if role else
                         # Translators: {one} is one card of the suit led (heart: context "one card of a suit").
                         say("{winner} wins trick {number} with the {card} (highest {one}).", one=one_of(led),
                             **values))
    called = state.rules.partnership is Partnership.CALLED and not state.alone  # only then is a card called
    if called and not state.partner_revealed and after.partner_revealed:
        text = sentences(text, _reveal(state, who))
    if after.result is not None:
        # Translators: {makers} is the side that chose trump ("North–South"), {result} how the hand was scored.
        text = sentences(text, say("Hand over ({makers} made trump): {result}.",
                                   makers=side_name(state.rules, state.makers), result=after.result.explanation))
    return text
