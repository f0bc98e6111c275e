"""Why an action is not allowed now, in words a learner understands.

Only the message is made here; what is legal is decided by the state machine in
:mod:`euchre_teach.state`, and these explanations read its public properties.
"""

from __future__ import annotations

from euchre_teach.actions import BID_LEVELS, Action, Kind
from euchre_teach.cards import Card, Suit, format_cards
from euchre_teach.ranking import card_role
from euchre_teach.state import HandState, Phase  # this module is imported lazily, by HandState.verify


def allowed_text(state: HandState) -> str:
    """'North may: pass, order up, order up alone'."""
    legal = ", ".join(str(a) for a in state.legal_actions())
    return f"{state.seat_name(state.current_player())} may: {legal}"  # type: ignore[arg-type]


def turn_text(state: HandState, seat: int) -> str:
    """Why ``seat`` may not act now: it is another seat's turn, or ``seat`` sits out (R16)."""
    who, now = state.seat_name(seat), state.seat_name(state.current_player())  # type: ignore[arg-type]
    if seat in state.sitting_out:
        defender = state.lone_defender
        if defender is not None and seat == (defender + 2) % state.rules.players:
            why = f"{state.seat_name(defender)}, {who}'s partner, defends alone"
        else:
            why = f"{state.seat_name(state.maker)}, {who}'s partner, plays alone"  # type: ignore[arg-type]
        return f"{who} sits out this hand: {why}, so {who}'s cards lie face down (R16). It is {now}'s turn"
    return f"It is {now}'s turn, not {who}'s"


def _alone_refused(state: HandState, who: str, plain: str) -> str:
    """Why 'alone' cannot be added here, in the words of this game."""
    from euchre_teach.rules import Partnership

    if state.rules.partnership is Partnership.NONE:
        return (f"Nobody has a partner in this game, so the maker always plays alone against the others: "
                f"there is no 'alone' to add; {who} may say '{plain}'")
    if state.rules.partnership is Partnership.CALLED:
        return (f"In this game the maker chooses to play alone after the bidding, by saying 'go alone' "
                f"instead of calling a partner: {who} may say '{plain}' now")
    return f"{who} may not go alone here: {allowed_text(state)}"


def explain_illegal(state: HandState, action: Action) -> str:
    """The reason ``action`` is refused in ``state``."""
    phase = state.phase
    explain = _BY_PHASE.get(phase)
    if explain is None:  # pragma: no cover - the hand is over; verify says so first
        return "The hand is over"
    who = state.seat_name(state.current_player())  # type: ignore[arg-type]
    if phase is not Phase.PLAY and action.kind is Kind.PLAY:
        return f"Cards are played after the bidding ({state.phase.value} now): {allowed_text(state)}"
    return explain(state, action, who)


def _before(state: HandState, action: Action, who: str) -> str:
    if action.kind is Kind.GO_UNDER:
        return f"{who} cannot go under: that needs three 9s and 10s (a farmer's hand), and only one player may"
    if action.kind is Kind.THROW_IN:
        return f"{who} holds an ace or a face card, so may not throw the hand in"
    return f"Before the bidding: {allowed_text(state)}"


def _round_1(state: HandState, action: Action, who: str) -> str:
    upcard = state.upcard
    assert upcard is not None and upcard.suit is not None
    if action.kind is Kind.ORDER_UP:
        if action.alone:
            return _alone_refused(state, who, "order up")
        return (
            f"{who}, the dealer's partner, may order it up only alone under these rules "
            "(the Canadian loner): say 'order up alone' or 'pass'"
        )
    if action.kind is Kind.CALL:
        return (
            f"In round 1 the only trump on offer is the upcard's suit ({upcard.suit.plural}, "
            f"the {upcard}): {who} may pass or order it up; naming a suit comes in round 2"
        )
    return f"The bidding is in round 1: {allowed_text(state)}"


def _round_2(state: HandState, action: Action, who: str) -> str:
    upcard = state.upcard
    assert upcard is not None and upcard.suit is not None
    turned = upcard.suit
    others = ", ".join(s.plural for s in Suit if s != turned)
    stuck = state.rules.stick_the_dealer and state.current_player() == state.dealer
    if action.kind is Kind.ORDER_UP:
        return f"The {upcard} was turned down: in round 2 {who} may name {others}, or pass"
    if action.kind is Kind.CALL and action.suit == turned:
        return (
            f"{turned.plural.capitalize()} was turned down and cannot be named in round 2: "
            f"{who} may name {others}" + ("" if stuck else ", or pass")
        )
    if action.kind is Kind.CALL and action.alone:
        return _alone_refused(state, who, f"call {action.suit.plural}")  # type: ignore[union-attr]
    if action.kind is Kind.PASS:
        return f"Stick the dealer: {who}, the dealer, may not pass and must name {others}"
    return f"The bidding is in round 2: {allowed_text(state)}"


def _names(state: HandState, action: Action, who: str) -> str:
    if action.kind is Kind.CALL:
        return f"The {state.upcard} was turned up: {who} names trump without going alone"
    return (
        f"The {state.upcard} (best bower) was turned up: there is no bidding; {who}, the dealer, "
        "names trump before looking at the hand (call clubs, diamonds, hearts or spades)"
    )


def _auction(state: HandState, action: Action, who: str) -> str:
    high = state.bid
    if action.kind is Kind.BID and high is not None:
        words = {8: "8 (alone, after the widow)", 15: "15 (alone, as dealt)"}
        higher = [words.get(level, str(level)) for level in BID_LEVELS if level > high.bid]  # type: ignore[operator]
        beat = f"The bid to beat is {high.bid} in {high.suit.plural} by {state.seat_name(state.bidder)}"  # type: ignore[union-attr,arg-type]
        if not higher:
            return f"{beat}, the highest bid there is: nobody can overcall it, so {who} may only pass"
        return f"{beat}: {who} must bid more ({', '.join(higher)}) or pass"
    if action.kind is Kind.PASS:
        return f"Stick the dealer: nobody has bid, so {who}, the dealer, must bid at least 3"
    return f"The auction is on: {who} may pass or bid, e.g. 'bid 3 hearts'"


def _discard(state: HandState, action: Action, who: str) -> str:
    if action.kind is not Kind.DISCARD:
        return f"{who} must discard before play: {allowed_text(state)}"
    card = action.card
    hand = state.hand(state.current_player())  # type: ignore[arg-type]
    if card not in hand:
        return f"{who} does not hold the {card}: discard one of {format_cards(hand)}"
    return f"Under these rules the dealer keeps the upcard {state.upcard}: discard another card"


def _best(state: HandState, action: Action, who: str) -> str:
    maker = state.seat_name(state.maker)  # type: ignore[arg-type]
    if action.kind is Kind.GIVE:
        return f"{who} does not hold the {action.card}: give {maker} one of {format_cards(state.hand(who))}"
    return f"Calling for best: {who} passes one card face down to {maker}, e.g. 'give AS'"


def _partner(state: HandState, action: Action, who: str) -> str:
    if action.kind is Kind.ALLY and state.rules.bidding.value != "auction":
        return (f"In call-ace the maker calls a suit, not a card: {who} may say 'call ace hearts' (any suit) "
                "or 'go alone'")
    if action.kind is Kind.ALLY:
        if action.card in state.hand(who):
            return f"{who} holds the {action.card}: name a card that another player may hold"
        if action.card in state.discards:
            return f"{who} discarded the {action.card}: name a card still in play"
        return f"The {action.card} is not in this pack"
    if state.rules.bidding.value == "auction":
        return f"{who} names a card not in hand to call the silent partner, e.g. 'ally AH'"
    return f"{who} names a suit to call the ace ('call ace hearts') or plays alone ('go alone')"


def _defending(state: HandState, action: Action, who: str) -> str:
    return f"Before play, {who} may defend alone or pass"


def _play(state: HandState, action: Action, who: str) -> str:
    if action.kind is not Kind.PLAY:
        return f"The hand is being played: {who} must play a card ({allowed_text(state)})"
    card = action.card
    assert card is not None
    hand = state.hand(who)
    if card not in hand:
        return f"{who} does not hold the {card} (holds {format_cards(hand)})"
    trump, led = state.trump, state.led_suit
    assert trump is not None and led is not None
    holding = ", ".join(_card_text(state, a.card) for a in state.legal_actions() if a.card is not None)
    message = (
        f"{who} cannot play {card} in trick {len(state.tricks) + 1}: must follow "
        f"{led.plural} (holds {holding}); trump is {trump.plural}"
    )
    role = card_role(card, trump, state.rules)
    if role in ("left bower", "best bower") and led != trump:
        printed = card.suit.plural[:-1] if card.suit is not None else "joker"
        message += f". The {card} is the {role} and counts as a {trump.plural[:-1]}, not a {printed}"
    return message


def _card_text(state: HandState, card: Card) -> str:
    role = card_role(card, state.trump, state.rules)
    return f"{card} = {role}" if role and role != "trump" else str(card)


_BY_PHASE = {
    Phase.BEFORE_BIDDING: _before,
    Phase.ROUND_1: _round_1,
    Phase.ROUND_2: _round_2,
    Phase.DEALER_NAMES: _names,
    Phase.AUCTION: _auction,
    Phase.DISCARD: _discard,
    Phase.CALLING_FOR_BEST: _best,
    Phase.PARTNER: _partner,
    Phase.DEFENDING: _defending,
    Phase.PLAY: _play,
}
