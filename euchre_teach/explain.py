"""Why an action is not allowed now, in words a learner understands.

Only the message is made here; what is legal is decided by the state machine in
:mod:`euchre_teach.state`, which hands these explanations its teacher's view (every hand
face up) of the moment, so that this module needs nothing above :mod:`euchre_teach.views`.
"""

from __future__ import annotations

from collections.abc import Iterable

from euchre_teach.actions import BID_LEVELS, Action, Kind
from euchre_teach.cards import Card, Rank, Suit, format_cards
from euchre_teach.i18n import mark_in, say_in
from euchre_teach.ranking import card_role
from euchre_teach.rules import Partnership
from euchre_teach.table import Phase
from euchre_teach.views import SeatView

#: One card of each suit, as English says "the highest heart", in the order of :class:`Suit`.
_ONE_OF = (mark_in("one card of a suit", "club"), mark_in("one card of a suit", "diamond"),
           mark_in("one card of a suit", "heart"), mark_in("one card of a suit", "spade"))


def one_of(suit: Suit | None) -> str:
    """One card of ``suit`` in the learner's language, as in "the highest heart" (``None``: the joker)."""
    return Rank.JOKER.said if suit is None else say_in("one card of a suit", _ONE_OF[suit])


def sentences(*texts: str) -> str:
    """Sentences one after another as the language writes them: a space between (none in Japanese); an empty
    text is left out."""
    out = ""
    for text in texts:
        if text:
            # Translators: two sentences one after the other ("{before}{after}" where no space goes between).
            out = say_in("sentences", "{before} {after}", before=out, after=text) if out else text
    return out


def listed(items: Iterable[str]) -> str:
    """Items of a list in one line, parted as the learner's language parts them ('a, b, c'; ja 'a、b、c')."""
    # Translators: what stands between the items of a list ("passing +0.30, ordering up alone +0.01").
    return say_in("list", ", ").join(items)


def allowed_text(view: SeatView) -> str:
    """'North may: pass, order up, order up alone'; cards with their suit symbols ('play J♣'),
    which a learner reads more easily and :meth:`Action.parse` reads back as well."""
    legal = ", ".join(action_text(a) for a in view.legal)
    return f"{view.name(view.to_act)} may: {legal}"


def action_text(action: Action) -> str:
    """An action as it is said, with a card's symbol: 'play 10♥', 'ally J♠', 'order up'."""
    if action.card is None:
        return str(action)
    return f"{str(action).rpartition(' ')[0]} {action.card}"


def turn_text(view: SeatView, seat: int) -> str:
    """Why ``seat`` may not act now: it is another seat's turn, or ``seat`` sits out (R16)."""
    who, now = view.rules.seat_name(seat), view.name(view.to_act)
    if seat in view.sitting_out:
        defender = view.lone_defender
        if defender is not None and seat == view.rules.partner(defender):
            why = f"{view.rules.seat_name(defender)}, {who}'s partner, defends alone"
        else:
            why = f"{view.name(view.maker)}, {who}'s partner, plays alone"
        return f"{who} sits out this hand: {why}, so {who}'s cards lie face down (R16). It is {now}'s turn"
    return f"It is {now}'s turn, not {who}'s"


def _alone_refused(view: SeatView, who: str, plain: str) -> str:
    """Why 'alone' cannot be added here, in the words of this game."""
    if view.rules.partnership is Partnership.NONE:
        return (f"Nobody has a partner in this game, so the maker always plays alone against the others: "
                f"there is no 'alone' to add; {who} may say '{plain}'")
    if view.rules.partnership is Partnership.CALLED:
        return (f"In this game the maker chooses to play alone after the bidding, by saying 'go alone' "
                f"instead of calling a partner: {who} may say '{plain}' now")
    return f"{who} may not go alone here: {allowed_text(view)}"


def explain_illegal(view: SeatView, action: Action) -> str:
    """The reason ``action`` is refused in ``state``."""
    phase = view.phase
    explain = _BY_PHASE.get(phase)
    if explain is None:  # pragma: no cover - the hand is over; verify says so first
        return "The hand is over"
    who = view.name(view.to_act)
    if phase is not Phase.PLAY and action.kind is Kind.PLAY:
        return f"Cards are played after the bidding ({view.phase.value} now): {allowed_text(view)}"
    return explain(view, action, who)


def _before(view: SeatView, action: Action, who: str) -> str:
    if action.kind is Kind.GO_UNDER:
        return f"{who} cannot go under: that needs three 9s and 10s (a farmer's hand), and only one player may"
    if action.kind is Kind.THROW_IN:
        return f"{who} holds an ace or a face card, so may not throw the hand in"
    return f"Before the bidding: {allowed_text(view)}"


def _round_1(view: SeatView, action: Action, who: str) -> str:
    upcard = view.upcard
    assert upcard is not None and upcard.suit is not None
    if action.kind is Kind.ORDER_UP:
        if action.alone:
            return _alone_refused(view, who, "order up")
        return (
            f"{who}, the dealer's partner, may order it up only alone under these rules "
            "(the Canadian loner): say 'order up alone' or 'pass'"
        )
    if action.kind is Kind.CALL:
        return (
            f"In round 1 the only trump on offer is the upcard's suit ({upcard.suit.plural}, "
            f"the {upcard}): {who} may pass or order it up; naming a suit comes in round 2"
        )
    return f"The bidding is in round 1: {allowed_text(view)}"


def _round_2(view: SeatView, action: Action, who: str) -> str:
    upcard = view.upcard
    assert upcard is not None and upcard.suit is not None
    turned = upcard.suit
    others = ", ".join(s.plural for s in Suit if s != turned)
    stuck = view.rules.stick_the_dealer and view.to_act == view.dealer
    if action.kind is Kind.ORDER_UP:
        return f"The {upcard} was turned down: in round 2 {who} may name {others}, or pass"
    if action.kind is Kind.CALL and action.suit == turned:
        return (
            f"{turned.plural.capitalize()} was turned down and cannot be named in round 2: "
            f"{who} may name {others}" + ("" if stuck else ", or pass")
        )
    if action.kind is Kind.CALL and action.alone:
        return _alone_refused(view, who, f"call {action.suit.plural if action.suit is not None else 'a suit'}")
    if action.kind is Kind.PASS:
        return f"Stick the dealer: {who}, the dealer, may not pass and must name {others}"
    return f"The bidding is in round 2: {allowed_text(view)}"


def _names(view: SeatView, action: Action, who: str) -> str:
    if action.kind is Kind.CALL:
        return f"The {view.upcard} was turned up: {who} names trump without going alone"
    return (
        f"The {view.upcard} (best bower) was turned up: there is no bidding; {who}, the dealer, "
        "names trump before looking at the hand (call clubs, diamonds, hearts or spades)"
    )


def _auction(view: SeatView, action: Action, who: str) -> str:
    high = view.bid
    if action.kind is Kind.BID and high is not None and high.bid is not None and high.suit is not None:
        words = {8: "8 (alone, after the widow)", 15: "15 (alone, as dealt)"}
        higher = [words.get(level, str(level)) for level in BID_LEVELS if level > high.bid]
        beat = f"The bid to beat is {high.bid} in {high.suit.plural} by {view.name(view.bidder)}"
        if not higher:
            return f"{beat}, the highest bid there is: nobody can overcall it, so {who} may only pass"
        return f"{beat}: {who} must bid more ({', '.join(higher)}) or pass"
    if action.kind is Kind.PASS:
        return f"Stick the dealer: nobody has bid, so {who}, the dealer, must bid at least 3"
    return f"The auction is on: {who} may pass or bid, e.g. 'bid 3 hearts'"


def _discard(view: SeatView, action: Action, who: str) -> str:
    if action.kind is not Kind.DISCARD:
        return f"{who} must discard before play: {allowed_text(view)}"
    card = action.card
    hand = _held(view, view.to_act)
    if card not in hand:
        return f"{who} does not hold the {card}: discard one of {format_cards(hand)}"
    return f"Under these rules the dealer keeps the upcard {view.upcard}: discard another card"


def _best(view: SeatView, action: Action, who: str) -> str:
    maker = view.name(view.maker)
    if action.kind is Kind.GIVE:
        return f"{who} does not hold the {action.card}: give {maker} one of {format_cards(_held(view, who))}"
    return f"Calling for best: {who} passes one card face down to {maker}, e.g. 'give AS'"


def _partner(view: SeatView, action: Action, who: str) -> str:
    if action.kind is Kind.ALLY and view.rules.bidding.value != "auction":
        return (f"In call-ace the maker calls a suit, not a card: {who} may say 'call ace hearts' (any suit) "
                "or 'go alone'")
    if action.kind is Kind.ALLY:
        if action.card in _held(view, who):
            return f"{who} holds the {action.card}: name a card that another player may hold"
        if action.card in view.discards:
            return f"{who} discarded the {action.card}: name a card still in play"
        return f"The {action.card} is not in this pack"
    if view.rules.bidding.value == "auction":
        return f"{who} names a card not in hand to call the silent partner, e.g. 'ally AH'"
    return f"{who} names a suit to call the ace ('call ace hearts') or plays alone ('go alone')"


def _defending(view: SeatView, action: Action, who: str) -> str:
    return f"Before play, {who} may defend alone or pass"


def _play(view: SeatView, action: Action, who: str) -> str:
    if action.kind is not Kind.PLAY:
        return f"The hand is being played: {who} must play a card ({allowed_text(view)})"
    card = action.card
    assert card is not None
    hand = _held(view, who)
    if card not in hand:
        return f"{who} does not hold the {card} (holds {format_cards(hand)})"
    trump, led = view.trump, view.led_suit
    assert trump is not None and led is not None
    holding = ", ".join(_card_text(view, a.card) for a in view.legal if a.card is not None)
    message = (
        f"{who} cannot play {card} in trick {len(view.tricks) + 1}: must follow "
        f"{led.plural} (holds {holding}); trump is {trump.plural}"
    )
    role = card_role(card, trump, view.rules)
    if role in ("left bower", "best bower") and led != trump:
        printed = card.suit.plural[:-1] if card.suit is not None else "joker"
        message += f". The {card} is the {role} and counts as a {trump.plural[:-1]}, not a {printed}"
    return message


def _card_text(view: SeatView, card: Card) -> str:
    role = card_role(card, view.trump, view.rules)
    return f"{card} = {role}" if role and role != "trump" else str(card)


def _held(view: SeatView, seat: int | str | None) -> tuple[Card, ...]:
    """The cards a seat holds (the teacher's view has every hand)."""
    hand = view.hands[view.rules.parse_seat(seat)] if seat is not None else None
    return hand or ()


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
