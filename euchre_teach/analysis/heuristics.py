"""Rules of thumb a club player teaches, as pure functions on card-id bitmasks.

Bidding uses the hand-point count of *Euchre Point System* (euchrestrategy.info, "Basic
strategy of euchre"): right bower 4, left bower 3, trump ace 3, king and queen 2, ten and
nine 1; each off-suit ace 2; 1 for a hand of only two suits; the upcard's value is added
when your side deals and taken away when the opponents deal. Pass with 1–6, call with 7–9,
and from "anything above 10" consider going alone. Two guards come from *The point system
in action* (Euchre Universe, 2006): never order up with only one trump. Where the count is
silent we extend it and say so: a best bower (joker or benny) counts 4, like the right
bower, and an 8 or 7 of trump 1, like the nine.

Play follows the classic maxims: lead trump when your side made it, lead a winning off-suit
card otherwise, "second hand low, third hand high", win as cheaply as you can in last seat,
and never trump your partner's winner.

>>> from euchre_teach.cards import mask_of, parse_cards
>>> from euchre_teach.rules import STANDARD
>>> points, why = bid_points(STANDARD, mask_of(parse_cards("JH JD AH AS 9C")), 2)
>>> points, why
(12, 'right bower 4, left bower 3, ace of trump 3, off-suit ace 2')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from euchre_teach.cards import CARDS, SUIT_WIDTH, Rank, Suit, ids_of_mask
from euchre_teach.i18n import mark_in, say, say_in, say_plural
from euchre_teach.ranking import tables
from euchre_teach.rules import Rules

CALL_AT = 7  #: the count's "aggressive" range starts here
ALONE_AT = 11  #: "anything above 10 points, consider going alone"
_TRUMP_POINTS = {Rank.ACE: 3, Rank.KING: 2, Rank.QUEEN: 2}
#: One card of a suit, as a sentence names it ("the highest heart"); the last is a trump of any suit.
_ONE_OF = (mark_in("one card of a suit", "club"), mark_in("one card of a suit", "diamond"),
           mark_in("one card of a suit", "heart"), mark_in("one card of a suit", "spade"),
           mark_in("one card of a suit", "trump"))


def one_of(suit: int, trump: int | None = None) -> str:
    """One card of ``suit`` in words: 'heart' ('trump' when ``suit`` is ``trump``), in the learner's language."""
    return say_in("one card of a suit", _ONE_OF[4 if suit == trump else suit])


def and_said(names: Sequence[str]) -> str:
    """'hearts and clubs' ('a and b and c' for three): words joined as the learner's language joins them."""
    joined = names[0]
    for name in names[1:]:
        joined = say("{first} and {second}", first=joined, second=name)
    return joined


def points_said(points: int) -> str:
    """'8 points', '1 point', '−1 point': a hand-point count in words."""
    # Translators: {sign} is "−" for a count below zero, else empty.
    return say_plural("{sign}{count} point", "{sign}{count} points", abs(points), sign="−" if points < 0 else "")


def trump_points(rules: Rules, card: int, trump: int) -> tuple[int, str]:
    """The count's value of one trump card, and its name: (4, 'right bower')."""
    value, name = _trump_value(rules, card, trump)
    return value, name()


def _trump_value(rules: Rules, card: int, trump: int) -> tuple[int, Callable[[], str]]:
    """:func:`trump_points` with its name still to be said (a sampled deal's bidders never say it)."""
    tab = tables(rules)
    if tab.strength[trump][trump][card] == 40:
        return 4, lambda: say("best bower")
    c = CARDS[card]
    if c.rank is Rank.JACK:
        return (4, lambda: say("right bower")) if c.suit == trump else (3, lambda: say("left bower"))
    # Translators: {rank} is a rank's name ("ace"): a trump of that rank, counted in the hand-point count.
    return _TRUMP_POINTS.get(c.rank, 1), lambda: say("{rank} of trump", rank=c.rank.said)


def bid_points(rules: Rules, hand: int, trump: int, upcard: int | None = None,
               our_deal: bool = False, *, words: bool = True) -> tuple[int, str]:
    """The hand-point count for naming ``trump``, and the items that made it (``words=False``: the count
    alone, its items left unsaid, for the bidders of sampled deals).

    ``upcard`` is the turned card when it would become trump (round 1): its value counts
    for the side that deals (``our_deal``) and against the other side.
    """
    tab = tables(rules)
    trumps = hand & tab.suit_mask[trump][trump]
    parts = [_trump_value(rules, c, trump) for c in ids_of_mask(trumps)]
    parts.sort(key=lambda part: -part[0])
    for c in ids_of_mask(hand & ~trumps):
        if CARDS[c].rank is Rank.ACE:
            parts.append((2, lambda: say("off-suit ace")))
    held = hand | (1 << upcard if upcard is not None and our_deal else 0)
    suits = {tab.effective_suit[trump][c] for c in ids_of_mask(held)}
    if len(suits) <= 2:
        parts.append((1, partial(_few_suits, rules, hand, held, trump, suits)))
    if upcard is not None:
        value, _ = _trump_value(rules, upcard, trump)
        parts.append((value, lambda: say("your side's upcard")) if our_deal
                     else (-value, lambda: say("the opponents' upcard")))
    total = sum(value for value, _ in parts)
    if not words:
        return total, ""
    # Translators: one item of the hand-point count: {item} is what counts ("right bower"), {points} its value.
    said = say_in("list", ", ").join(say("{item} {points}", item=name(), points=value if value >= 0 else f"−{-value}")
                                     for value, name in parts)
    return total, said or say("nothing")


def _few_suits(rules: Rules, hand: int, held: int, trump: int, suits: set[int]) -> str:
    """'only two suits, hearts and clubs (the J♦ counts as a heart)': counted with the left bower as
    trump, and with the upcard when the count adds it (``held``, against ``hand``)."""
    tab = tables(rules)
    names = [Suit(s).said for s in sorted(suits, key=lambda s: s != trump)]
    # Translators: {suit}, {first}, {second}: suits' names ("hearts"), the only ones in the hand.
    label = (say("only one suit, {suit}", suit=names[0]) if len(suits) == 1
             else say("only two suits, {first} and {second}", first=names[0], second=names[-1]))
    # Translators: {card} is the left bower ("J♦"); {one} one card of the trump suit ("heart").
    notes = [say("the {card} counts as a {one}", card=CARDS[c], one=one_of(trump))
             for c in ids_of_mask(held) if CARDS[c].suit is not None and tab.effective_suit[trump][c] != CARDS[c].suit]
    notes += [say("with the {card} your side picks up", card=CARDS[c]) for c in ids_of_mask(held & ~hand)]
    # Translators: the hand-point count's item with notes on it: "only two suits, hearts and clubs (the J♦ ...)".
    return say("{item} ({notes})", item=label, notes=say_in("clauses", "; ").join(notes)) if notes else label


def trump_count(rules: Rules, hand: int, trump: int) -> int:
    """How many trumps the hand holds (bowers and benny included)."""
    return (hand & tables(rules).suit_mask[trump][trump]).bit_count()


def choose_discard(rules: Rules, hand: int, trump: int, allowed: int | None = None) -> tuple[int, str]:
    """The dealer's discard: make a void in a short side suit if possible, never a trump or an ace.

    >>> from euchre_teach.cards import mask_of, parse_cards
    >>> from euchre_teach.rules import STANDARD
    >>> card, why = choose_discard(STANDARD, mask_of(parse_cards("JH AH 9H KS QC TC")), 2)
    >>> CARDS[card], why
    (KS, 'discard the K♠ to be void in spades: then you can trump spades')
    """
    tab = tables(rules)
    allowed = hand if allowed is None else allowed
    side = [c for c in ids_of_mask(allowed) if tab.effective_suit[trump][c] != trump]
    if not side:
        low = min(ids_of_mask(allowed), key=lambda c: tab.strength[trump][trump][c])
        return low, say("every card is a trump: discard the lowest, the {card}", card=CARDS[low])
    by_suit: dict[int, list[int]] = {}
    for c in ids_of_mask(hand):
        by_suit.setdefault(tab.effective_suit[trump][c], []).append(c)
    singles = [c for c in side if len(by_suit[tab.effective_suit[trump][c]]) == 1 and CARDS[c].rank is not Rank.ACE]
    if singles:
        card = min(singles, key=lambda c: CARDS[c].rank)
        suit = Suit(tab.effective_suit[trump][card]).said
        # Translators: {suit} is a suit's name ("spades").
        return card, say("discard the {card} to be void in {suit}: then you can trump {suit}", card=CARDS[card],
                         suit=suit)
    card = min(side, key=lambda c: (CARDS[c].rank is Rank.ACE, CARDS[c].rank))
    return card, say("discard the {card}, your lowest side card", card=CARDS[card])


# -- bidding -----------------------------------------------------------------------------


def bid(rules: Rules, hand: int, upcard: int, seat: int, dealer: int, round_two: bool,
        stuck: bool = False, alone_only: bool = False, *, explain: bool = True) -> tuple[int, int, bool, str]:
    """The count's bid: returns (trump or -1 to pass, points, alone, reason).

    In round 1 the only trump is the upcard's suit; in round 2 the best other suit.
    ``stuck``: the dealer may not pass (stick the dealer); ``alone_only``: the Canadian loner.
    Without fixed partners nobody goes alone: the maker already plays alone against the rest.
    """
    partners = rules.partners_opposite
    our_deal = dealer in (seat, rules.partner(seat)) if partners else dealer == seat
    turned = upcard // SUIT_WIDTH
    counted: tuple[int | None, bool] = (None, False)
    if round_two:
        options = [(bid_points(rules, hand, s, words=False)[0], s) for s in range(4) if s != turned]
        points, trump = max(options, key=lambda o: o[0])
        held = hand
    else:
        trump = turned
        counted = (upcard, our_deal)
        points = bid_points(rules, hand, trump, upcard, our_deal, words=False)[0]
        held = hand | (1 << upcard if seat == dealer else 0)
    count = trump_count(rules, held, trump)
    if not explain:
        return _bid_only(partners, points, count, trump, stuck, alone_only)
    said = {"points": points_said(points), "suit": Suit(trump).said, "items": bid_points(rules, hand, trump,
                                                                                           *counted)[1]}
    # Translators: {points} is a count ("8 points"), {suit} a suit's name ("spades"), {items} what made the count.
    if partners and points >= ALONE_AT and count >= 3:
        return trump, points, True, say("{points} for {suit} ({items}): above 10 with {count} trumps, go alone",
                                        count=count, **said)
    if alone_only:
        return -1, points, False, say("{points} for {suit} ({items}): not enough to go alone, pass", **said)
    if points >= CALL_AT:
        if count >= 2:
            return trump, points, False, say("{points} for {suit} ({items}): {least} or more, make it trump",
                                             least=CALL_AT, **said)
        if not stuck:
            return -1, points, False, say("{points} for {suit}, but only one trump: never make it with one trump",
                                          **said)
    if stuck:
        return trump, points, False, say("stuck as dealer: {suit} is your best suit ({points}: {items})", **said)
    return -1, points, False, say("{points} for {suit} ({items}): {most} or fewer, pass", most=CALL_AT - 1, **said)


def _bid_only(partners: bool, points: int, count: int, trump: int, stuck: bool,
              alone_only: bool) -> tuple[int, int, bool, str]:
    """:func:`bid`'s choice without its reason (the bidders of sampled deals)."""
    if partners and points >= ALONE_AT and count >= 3:
        return trump, points, True, ""
    if alone_only:
        return -1, points, False, ""
    if (points >= CALL_AT and count >= 2) or stuck:
        return trump, points, False, ""
    return -1, points, False, ""


# -- play --------------------------------------------------------------------------------


def choose_play(rules: Rules, trump: int, hand: int, legal: int, trick: Sequence[tuple[int, int]],
                seat: int, partners: frozenset[int], we_made_it: bool, unseen: int,
                players_in_trick: int) -> tuple[int, str]:
    """A card by the maxims, with the maxim that chose it.

    ``trick`` is the open trick as (seat, card id); ``partners`` the viewer's side (itself
    included); ``unseen`` the cards the viewer has not seen; ``players_in_trick`` how many
    seats play to each trick.
    """
    tab = tables(rules)
    eff = tab.effective_suit[trump]
    cards = ids_of_mask(legal)
    if not trick:
        return _lead(rules, trump, hand, cards, we_made_it, unseen)
    led = eff[trick[0][1]]
    power = tab.strength[trump][led]
    win_seat, win_card = max(trick, key=lambda play: power[play[1]])
    winners = sorted((c for c in cards if power[c] > power[win_card]), key=lambda c: power[c])
    last = len(trick) == players_in_trick - 1
    follows = eff[cards[0]] == led
    low = _lowest(rules, trump, cards)
    low_wins = power[low] > power[win_card]
    if win_seat in partners:
        return low, _partner_winning(rules, trump, cards, low, win_card, follows, low_wins, Suit(led).said)
    # Translators: {card} is the card to play ("9♠"); {winning} the card winning the trick so far.
    if not winners:
        return low, say("you cannot beat the {winning}: play your lowest, the {card}", winning=CARDS[win_card],
                        card=CARDS[low])
    if last:
        return winners[0], say("last to play: win as cheaply as you can with the {card}", card=CARDS[winners[0]])
    if not follows:
        # Translators: {suit} is the suit led ("clubs").
        return winners[0], say("you are out of {suit}: trump in with the {card}", suit=Suit(led).said,
                               card=CARDS[winners[0]])
    if len(trick) == 1:
        if low_wins:  # every card that follows suit beats the lead: low is still the cheapest
            # Translators: {one} is one card of the suit led ("heart").
            return low, say("second hand low, but every {one} you hold beats the {winning}: play the lowest, the "
                            "{card}", one=one_of(led), winning=CARDS[win_card], card=CARDS[low])
        return low, say("second hand low: play the {card} and leave the trick to your partner", card=CARDS[low])
    return winners[-1], say("third hand high: play the {card} to win the trick", card=CARDS[winners[-1]])


def _partner_winning(rules: Rules, trump: int, cards: Sequence[int], low: int, win_card: int, follows: bool,
                     low_wins: bool, led: str) -> str:
    """Why the lowest card when the partner's card is winning the trick, in words true of the cards."""
    eff = tables(rules).effective_suit[trump]
    said = {"winning": CARDS[win_card], "card": CARDS[low]}
    # Translators: {winning} is the partner's card winning the trick ("A♥"); {card} the card to play;
    # {suit} the suit led ("hearts").
    if follows and low_wins:
        return say("your partner's {winning} is winning, but you must follow {suit} and every one you hold beats "
                   "it: play the lowest, the {card}", suit=led, **said)
    if follows:
        return say("your partner's {winning} is winning: play low ({card})", **said)
    if eff[low] == trump:
        return say("your partner's {winning} is winning, but you hold only trumps: play the lowest, the {card}",
                   **said)
    if not any(eff[c] == trump for c in cards):
        return say("your partner's {winning} is winning and you cannot follow {suit}: throw your cheapest card, "
                   "the {card}", suit=led, **said)
    if eff[win_card] == trump:
        return say("your partner's {winning} is winning: don't overtrump your partner, throw the {card}", **said)
    return say("don't trump your partner's winner ({winning}): throw the {card}", **said)


def _lowest(rules: Rules, trump: int, cards: Sequence[int]) -> int:
    """The cheapest card to give up: a low side card before any trump, aces last."""
    tab = tables(rules)

    def cost(c: int) -> tuple[int, int]:
        if tab.effective_suit[trump][c] == trump:
            return 2, tab.strength[trump][trump][c]
        return (1 if CARDS[c].rank is Rank.ACE else 0), CARDS[c].rank

    return min(cards, key=cost)


def _is_boss(rules: Rules, trump: int, card: int, unseen: int) -> bool:
    """No unseen card of the same effective suit is higher."""
    tab = tables(rules)
    suit = tab.effective_suit[trump][card]
    power = tab.strength[trump][suit]
    return not any(power[c] > power[card] for c in ids_of_mask(unseen & tab.suit_mask[trump][suit]))


def _lead(rules: Rules, trump: int, hand: int, cards: Sequence[int], we_made_it: bool, unseen: int) -> tuple[int, str]:
    tab = tables(rules)
    trumps = [c for c in cards if tab.effective_suit[trump][c] == trump]
    side = [c for c in cards if tab.effective_suit[trump][c] != trump]
    if we_made_it and trumps:
        top = max(trumps, key=lambda c: tab.strength[trump][trump][c])
        if _is_boss(rules, trump, top, unseen):
            return top, say("lead trump when your side made it: the {card} is the highest trump left", card=CARDS[top])
        if len(trumps) >= 2 or not side:
            return top, say("lead trump when your side made it: the {card} draws the defenders' trumps",
                            card=CARDS[top])
    bosses = [c for c in side if _is_boss(rules, trump, c, unseen)]
    if bosses:
        card = max(bosses, key=lambda c: CARDS[c].rank)
        # Translators: {one} is one card of the card's suit ("heart").
        return card, say("lead the {card}: it is the highest {one} left", card=CARDS[card],
                         one=one_of(tab.effective_suit[trump][card]))
    if side:
        counts = {s: sum(1 for c in side if tab.effective_suit[trump][c] == s) for s in range(4)}
        card = min(side, key=lambda c: (counts[tab.effective_suit[trump][c]], CARDS[c].rank))
        return card, say("lead low from your shortest side suit ({card}) to make a void", card=CARDS[card])
    card = min(trumps, key=lambda c: tab.strength[trump][trump][c])
    return card, say("only trumps left: lead the lowest, the {card}", card=CARDS[card])
