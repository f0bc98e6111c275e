"""Why an action is not allowed now, in words a learner understands.

Only the message is made here; what is legal is decided by the state machine in
:mod:`euchre_teach.state`, which hands these explanations its teacher's view (every hand
face up) of the moment, so that this module needs nothing above :mod:`euchre_teach.views`.
"""

from __future__ import annotations

from collections.abc import Iterable

from euchre_teach.actions import BID_LEVELS, ORDER_UP, Action, Kind, call
from euchre_teach.cards import Card, Rank, Suit, format_cards
from euchre_teach.i18n import mark_in, say, say_in
from euchre_teach.ranking import card_role, role_label
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


#: The coach's grades as a learner reads them (a grade's ``label`` stays English: code compares it).
_GRADE_WORDS = {
    "best": mark_in("grade", "best"), "good": mark_in("grade", "good"), "inaccuracy": mark_in("grade", "inaccuracy"),
    "mistake": mark_in("grade", "mistake"), "blunder": mark_in("grade", "blunder"),
    "not graded": mark_in("grade", "not graded"),
}


def grade_word(label: str) -> str:
    """A coach's grade (:mod:`euchre_teach.analysis.grading`) in the learner's language: 'mistake', fi 'virhe',
    ja '悪手' (a label it does not know comes back as it is). Here, below the coach, so that a widget can say a
    grade without loading the coach.

    >>> grade_word("blunder"), grade_word("not graded")
    ('blunder', 'not graded')
    """
    return say_in("grade", _GRADE_WORDS[label]) if label in _GRADE_WORDS else label


def listed(items: Iterable[str]) -> str:
    """Items of a list in one line, parted as the learner's language parts them ('a, b, c'; ja 'a、b、c')."""
    # Translators: what stands between the items of a list ("passing +0.30, ordering up alone +0.01").
    return say_in("list", ", ").join(items)


def allowed_text(view: SeatView) -> str:
    """'North may: pass, order up, order up alone'; cards with their suit symbols ('play J♣'),
    which a learner reads more easily and :meth:`Action.parse` reads back as well (in English)."""
    # Translators: {who} is a seat's name; {actions} lists what that seat may say or play now, in the words of
    # context "action" ("pass, order up, order up alone"; "play 10♦").
    return say("{who} may: {actions}", who=view.name(view.to_act), actions=listed(a.said for a in view.legal))


def action_text(action: Action) -> str:
    """An action as it is said, with a card's symbol: 'play 10♥', 'ally J♠', 'order up' (:attr:`Action.said`)."""
    return action.said


def turn_text(view: SeatView, seat: int) -> str:
    """Why ``seat`` may not act now: it is another seat's turn, or ``seat`` sits out (R16)."""
    who, now = view.rules.seat_name(seat), view.name(view.to_act)
    if seat in view.sitting_out:
        defender = view.lone_defender
        if defender is not None and seat == view.rules.partner(defender):
            # Translators: {who} sits out; {partner} is {who}'s partner, a seat's name; {now} the seat to act.
            return say("{who} sits out this hand: {partner}, {who}'s partner, defends alone, so {who}'s cards lie "
                       "face down (R16). It is {now}'s turn", who=who, partner=view.rules.seat_name(defender), now=now)
        # Translators: {who} sits out; {partner} is {who}'s partner, a seat's name; {now} the seat to act.
        return say("{who} sits out this hand: {partner}, {who}'s partner, plays alone, so {who}'s cards lie face "
                   "down (R16). It is {now}'s turn", who=who, partner=view.name(view.maker), now=now)
    # Translators: {now} is the seat whose turn it is, {who} the seat that tried to act.
    return say("It is {now}'s turn, not {who}'s", now=now, who=who)


def _alone_refused(view: SeatView, who: str, plain: Action) -> str:
    """Why 'alone' cannot be added here, in the words of this game."""
    if view.rules.partnership is Partnership.NONE:
        # Translators: {plain} is the action without "alone", in the words of context "action" ("order up").
        return say("Nobody has a partner in this game, so the maker always plays alone against the others: there "
                   "is no 'alone' to add; {who} may say '{plain}'", who=who, plain=plain.said)
    if view.rules.partnership is Partnership.CALLED:
        # Translators: {plain} is the action without "alone", in the words of context "action" ("call hearts").
        return say("In this game the maker chooses to play alone after the bidding, by saying 'go alone' instead "
                   "of calling a partner: {who} may say '{plain}' now", who=who, plain=plain.said)
    # Translators: {allowed} is a sentence "North may: pass, order up" saying what may be done now.
    return say("{who} may not go alone here: {allowed}", who=who, allowed=allowed_text(view))


def explain_illegal(view: SeatView, action: Action) -> str:
    """The reason ``action`` is refused in ``state``."""
    phase = view.phase
    explain = _BY_PHASE.get(phase)
    if explain is None:  # pragma: no cover - the hand is over; verify says so first
        return say("The hand is over")
    who = view.name(view.to_act)
    if phase is not Phase.PLAY and action.kind is Kind.PLAY:
        # Translators: {phase} is the phase's name ("round 2"); {allowed} a sentence "North may: pass, …".
        return say("Cards are played after the bidding ({phase} now): {allowed}", phase=phase.label,
                   allowed=allowed_text(view))
    return explain(view, action, who)


def _before(view: SeatView, action: Action, who: str) -> str:
    if action.kind is Kind.GO_UNDER:
        return say("{who} cannot go under: that needs three 9s and 10s (a farmer's hand), and only one player may",
                   who=who)
    if action.kind is Kind.THROW_IN:
        return say("{who} holds an ace or a face card, so may not throw the hand in", who=who)
    return say("Before the bidding: {allowed}", allowed=allowed_text(view))


def _round_1(view: SeatView, action: Action, who: str) -> str:
    upcard = view.upcard
    assert upcard is not None and upcard.suit is not None
    if action.kind is Kind.ORDER_UP:
        if action.alone:
            return _alone_refused(view, who, ORDER_UP)
        # Translators: 'order up alone' and 'pass' are the actions of context "action".
        return say("{who}, the dealer's partner, may order it up only alone under these rules (the Canadian loner): "
                   "say 'order up alone' or 'pass'", who=who)
    if action.kind is Kind.CALL:
        # Translators: {suit} is the upcard's suit (context "suit"), {upcard} the card (J♥).
        return say("In round 1 the only trump on offer is the upcard's suit ({suit}, the {upcard}): {who} may pass "
                   "or order it up; naming a suit comes in round 2", suit=upcard.suit.said, upcard=upcard, who=who)
    return say("The bidding is in round 1: {allowed}", allowed=allowed_text(view))


def _round_2(view: SeatView, action: Action, who: str) -> str:
    upcard = view.upcard
    assert upcard is not None and upcard.suit is not None
    turned = upcard.suit
    others = listed(s.said for s in Suit if s != turned)
    stuck = view.rules.stick_the_dealer and view.to_act == view.dealer
    if action.kind is Kind.ORDER_UP:
        # Translators: {others} lists the suits that may be named (context "suit"): "diamonds, hearts, spades".
        return say("The {upcard} was turned down: in round 2 {who} may name {others}, or pass", upcard=upcard,
                   who=who, others=others)
    if action.kind is Kind.CALL and action.suit == turned:
        suit = _capital(turned.said)
        if stuck:
            # Translators: {suit} is a suit's name (context "suit") with a capital first letter: it starts the text.
            # {others} lists the suits that may be named ("diamonds, hearts, spades").
            return say("{suit} was turned down and cannot be named in round 2: {who} may name {others}", suit=suit,
                       who=who, others=others)
        # Translators: {suit} is a suit's name (context "suit") with a capital first letter: it starts the text.
        # {others} lists the suits that may be named ("diamonds, hearts, spades").
        return say("{suit} was turned down and cannot be named in round 2: {who} may name {others}, or pass",
                   suit=suit, who=who, others=others)
    if action.kind is Kind.CALL and action.alone:
        return _alone_refused(view, who, call(action.the_suit))
    if action.kind is Kind.PASS:
        # Translators: {others} lists the suits that may be named (context "suit"): "diamonds, hearts, spades".
        return say("Stick the dealer: {who}, the dealer, may not pass and must name {others}", who=who, others=others)
    return say("The bidding is in round 2: {allowed}", allowed=allowed_text(view))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _names(view: SeatView, action: Action, who: str) -> str:
    if action.kind is Kind.CALL:
        return say("The {upcard} was turned up: {who} names trump without going alone", upcard=view.upcard, who=who)
    return say("The {upcard} (best bower) was turned up: there is no bidding; {who}, the dealer, names trump before "
               "looking at the hand (call clubs, diamonds, hearts or spades)", upcard=view.upcard, who=who)


#: The auction's lone bids in words (:func:`_auction`).
_LONE_BIDS = {8: mark_in("auction bid", "8 (alone, after the widow)"),
              15: mark_in("auction bid", "15 (alone, as dealt)")}


def _auction(view: SeatView, action: Action, who: str) -> str:
    high = view.bid
    if action.kind is Kind.BID and high is not None and high.bid is not None and high.suit is not None:
        higher = [say_in("auction bid", _LONE_BIDS[level]) if level in _LONE_BIDS else str(level)
                  for level in BID_LEVELS if level > high.bid]
        values = {"bid": high.bid, "suit": high.suit.said, "bidder": view.name(view.bidder), "who": who}
        if not higher:
            # Translators: {bid} is a number of tricks, {suit} a suit's name (context "suit"), {bidder} and {who}
            # seats' names.
            return say("The bid to beat is {bid} in {suit} by {bidder}, the highest bid there is: nobody can overcall "
                       "it, so {who} may only pass", **values)
        # Translators: {bid} is a number of tricks, {suit} a suit's name (context "suit"), {bidder} and {who} seats'
        # names; {higher} lists the higher bids ("5, 8 (alone, after the widow), 15 (alone, as dealt)").
        return say("The bid to beat is {bid} in {suit} by {bidder}: {who} must bid more ({higher}) or pass",
                   higher=listed(higher), **values)
    if action.kind is Kind.PASS:
        return say("Stick the dealer: nobody has bid, so {who}, the dealer, must bid at least 3", who=who)
    # Translators: 'bid 3 hearts' is an action of context "action" ("bid {number} {suit}").
    return say("The auction is on: {who} may pass or bid, e.g. 'bid 3 hearts'", who=who)


def _discard(view: SeatView, action: Action, who: str) -> str:
    if action.kind is not Kind.DISCARD:
        return say("{who} must discard before play: {allowed}", who=who, allowed=allowed_text(view))
    card = action.card
    hand = _held(view, view.to_act)
    if card not in hand:
        # Translators: {cards} are the cards held, by their symbols ("J♥ 9♣ 10♦").
        return say("{who} does not hold the {card}: discard one of {cards}", who=who, card=card,
                   cards=format_cards(hand))
    return say("Under these rules the dealer keeps the upcard {upcard}: discard another card", upcard=view.upcard)


def _best(view: SeatView, action: Action, who: str) -> str:
    maker = view.name(view.maker)
    if action.kind is Kind.GIVE:
        # Translators: {maker} is the lone maker's seat; {cards} are the cards held, by their symbols ("J♥ 9♣").
        return say("{who} does not hold the {card}: give {maker} one of {cards}", who=who, card=action.card,
                   maker=maker, cards=format_cards(_held(view, who)))
    # Translators: 'give AS' is what a player types (the ace of spades by its code).
    return say("Calling for best: {who} passes one card face down to {maker}, e.g. 'give AS'", who=who, maker=maker)


def _partner(view: SeatView, action: Action, who: str) -> str:
    if action.kind is Kind.ALLY and view.rules.bidding.value != "auction":
        return say("In call-ace the maker calls a suit, not a card: {who} may say 'call ace hearts' (any suit) or "
                   "'go alone'", who=who)
    if action.kind is Kind.ALLY:
        if action.card in _held(view, who):
            return say("{who} holds the {card}: name a card that another player may hold", who=who, card=action.card)
        if action.card in view.discards:
            return say("{who} discarded the {card}: name a card still in play", who=who, card=action.card)
        return say("The {card} is not in this pack", card=action.card)
    if view.rules.bidding.value == "auction":
        # Translators: 'ally AH' is what a player types (the ace of hearts by its code).
        return say("{who} names a card not in hand to call the silent partner, e.g. 'ally AH'", who=who)
    return say("{who} names a suit to call the ace ('call ace hearts') or plays alone ('go alone')", who=who)


def _defending(view: SeatView, action: Action, who: str) -> str:
    return say("Before play, {who} may defend alone or pass", who=who)


def _play(view: SeatView, action: Action, who: str) -> str:
    if action.kind is not Kind.PLAY:
        return say("The hand is being played: {who} must play a card ({allowed})", who=who,
                   allowed=allowed_text(view))
    card = action.card
    assert card is not None
    hand = _held(view, who)
    if card not in hand:
        return say("{who} does not hold the {card} (holds {cards})", who=who, card=card, cards=format_cards(hand))
    trump, led = view.trump, view.led_suit
    assert trump is not None and led is not None
    values = {"who": who, "card": card, "number": len(view.tricks) + 1, "suit": led.said, "trump": trump.said,
              "holding": listed(_card_text(view, a.card) for a in view.legal if a.card is not None)}
    role = card_role(card, trump, view.rules)
    if role in ("left bower", "best bower") and led != trump:
        # Translators: {suit} is the suit led and {trump} the trump suit (context "suit"); {holding} lists the cards
        # that follow suit ("10♦, J♦ = left bower"); {role} is a card's role ("left bower"), {one} and {printed}
        # one card of a suit (context "one card of a suit": "heart", "diamond").
        return say("{who} cannot play {card} in trick {number}: must follow {suit} (holds {holding}); trump is "
                   "{trump}. The {card} is the {role} and counts as a {one}, not a {printed}", role=role_label(role),
                   one=one_of(trump), printed=one_of(card.suit), **values)
    # Translators: {suit} is the suit led and {trump} the trump suit (context "suit"); {holding} lists the cards that
    # follow suit ("10♦, J♦ = left bower").
    return say("{who} cannot play {card} in trick {number}: must follow {suit} (holds {holding}); trump is {trump}",
               **values)


def _card_text(view: SeatView, card: Card) -> str:
    role = card_role(card, view.trump, view.rules)
    return f"{card} = {role_label(role)}" if role and role != "trump" else str(card)


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
