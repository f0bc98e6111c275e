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

from collections.abc import Sequence

from euchre_teach.cards import CARDS, SUIT_WIDTH, Rank, Suit, ids_of_mask
from euchre_teach.ranking import tables
from euchre_teach.rules import Rules

CALL_AT = 7  #: the count's "aggressive" range starts here
ALONE_AT = 11  #: "anything above 10 points, consider going alone"
_TRUMP_POINTS = {Rank.ACE: 3, Rank.KING: 2, Rank.QUEEN: 2}


def trump_points(rules: Rules, card: int, trump: int) -> tuple[int, str]:
    """The count's value of one trump card, and its name: (4, 'right bower')."""
    tab = tables(rules)
    if tab.strength[trump][trump][card] == 40:
        return 4, "best bower"
    c = CARDS[card]
    if c.rank is Rank.JACK:
        return (4, "right bower") if c.suit == trump else (3, "left bower")
    return _TRUMP_POINTS.get(c.rank, 1), f"{c.rank.word} of trump"


def bid_points(rules: Rules, hand: int, trump: int, upcard: int | None = None,
               our_deal: bool = False) -> tuple[int, str]:
    """The hand-point count for naming ``trump``, and the items that made it.

    ``upcard`` is the turned card when it would become trump (round 1): its value counts
    for the side that deals (``our_deal``) and against the other side.
    """
    tab = tables(rules)
    trumps = hand & tab.suit_mask[trump][trump]
    parts: list[tuple[int, str]] = [trump_points(rules, c, trump) for c in ids_of_mask(trumps)]
    parts.sort(key=lambda part: -part[0])
    for c in ids_of_mask(hand & ~trumps):
        if CARDS[c].rank is Rank.ACE:
            parts.append((2, "off-suit ace"))
    held = hand | (1 << upcard if upcard is not None and our_deal else 0)
    suits = {tab.effective_suit[trump][c] for c in ids_of_mask(held)}
    if len(suits) <= 2:
        parts.append((1, _few_suits(rules, hand, held, trump, suits)))
    if upcard is not None:
        value, _ = trump_points(rules, upcard, trump)
        parts.append((value, "your side's upcard") if our_deal else (-value, "the opponents' upcard"))
    total = sum(value for value, _ in parts)
    words = ", ".join(f"{name} {value}" if value >= 0 else f"{name} −{-value}" for value, name in parts)
    return total, words or "nothing"


def _few_suits(rules: Rules, hand: int, held: int, trump: int, suits: set[int]) -> str:
    """'only two suits, hearts and clubs (the J♦ counts as a heart)': counted with the left bower as
    trump, and with the upcard when the count adds it (``held``, against ``hand``)."""
    tab = tables(rules)
    names = " and ".join(Suit(s).plural for s in sorted(suits, key=lambda s: s != trump))
    label = f"only one suit, {names}" if len(suits) == 1 else f"only two suits, {names}"
    notes = [f"the {CARDS[c]} counts as a {Suit(trump).plural[:-1]}" for c in ids_of_mask(held)
             if CARDS[c].suit is not None and tab.effective_suit[trump][c] != CARDS[c].suit]  # the left bower
    notes += [f"with the {CARDS[c]} your side picks up" for c in ids_of_mask(held & ~hand)]
    return label + (f" ({'; '.join(notes)})" if notes else "")


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
        return low, f"every card is a trump: discard the lowest, the {CARDS[low]}"
    by_suit: dict[int, list[int]] = {}
    for c in ids_of_mask(hand):
        by_suit.setdefault(tab.effective_suit[trump][c], []).append(c)
    singles = [c for c in side if len(by_suit[tab.effective_suit[trump][c]]) == 1 and CARDS[c].rank is not Rank.ACE]
    if singles:
        card = min(singles, key=lambda c: CARDS[c].rank)
        suit = Suit(tab.effective_suit[trump][card]).plural
        return card, f"discard the {CARDS[card]} to be void in {suit}: then you can trump {suit}"
    card = min(side, key=lambda c: (CARDS[c].rank is Rank.ACE, CARDS[c].rank))
    return card, f"discard the {CARDS[card]}, your lowest side card"


# -- bidding -----------------------------------------------------------------------------


def bid(rules: Rules, hand: int, upcard: int, seat: int, dealer: int, round_two: bool,
        stuck: bool = False, alone_only: bool = False) -> tuple[int, int, bool, str]:
    """The count's bid: returns (trump or -1 to pass, points, alone, reason).

    In round 1 the only trump is the upcard's suit; in round 2 the best other suit.
    ``stuck``: the dealer may not pass (stick the dealer); ``alone_only``: the Canadian loner.
    Without fixed partners nobody goes alone: the maker already plays alone against the rest.
    """
    partners = rules.partners_opposite
    our_deal = dealer in (seat, rules.partner(seat)) if partners else dealer == seat
    turned = upcard // SUIT_WIDTH
    if round_two:
        options = [(bid_points(rules, hand, s), s) for s in range(4) if s != turned]
        (points, words), trump = max(options, key=lambda o: o[0][0])
        held = hand
    else:
        trump = turned
        points, words = bid_points(rules, hand, trump, upcard, our_deal)
        held = hand | (1 << upcard if seat == dealer else 0)
    name = Suit(trump).plural
    count = trump_count(rules, held, trump)
    pts = f"{points} point{'s' if abs(points) != 1 else ''}".replace("-", "−")
    if partners and points >= ALONE_AT and count >= 3:
        return trump, points, True, f"{pts} for {name} ({words}): above 10 with {count} trumps, go alone"
    if alone_only:
        return -1, points, False, f"{pts} for {name} ({words}): not enough to go alone, pass"
    if points >= CALL_AT and count >= 2:
        return trump, points, False, f"{pts} for {name} ({words}): {CALL_AT} or more, make it trump"
    if stuck:
        return trump, points, False, f"stuck as dealer: {name} is your best suit ({pts}: {words})"
    if points >= CALL_AT:
        return -1, points, False, f"{pts} for {name}, but only one trump: never make it with one trump"
    return -1, points, False, f"{pts} for {name} ({words}): {CALL_AT - 1} or fewer, pass"


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
        return low, _partner_winning(rules, trump, cards, low, win_card, follows, low_wins, Suit(led).plural)
    if not winners:
        return low, f"you cannot beat the {CARDS[win_card]}: play your lowest, the {CARDS[low]}"
    if last:
        return winners[0], f"last to play: win as cheaply as you can with the {CARDS[winners[0]]}"
    if not follows:
        return winners[0], f"you are out of {Suit(led).plural}: trump in with the {CARDS[winners[0]]}"
    if len(trick) == 1:
        if low_wins:  # every card that follows suit beats the lead: low is still the cheapest
            return low, (f"second hand low, but every {Suit(led).plural[:-1]} you hold beats the "
                         f"{CARDS[win_card]}: play the lowest, the {CARDS[low]}")
        return low, f"second hand low: play the {CARDS[low]} and leave the trick to your partner"
    return winners[-1], f"third hand high: play the {CARDS[winners[-1]]} to win the trick"


def _partner_winning(rules: Rules, trump: int, cards: Sequence[int], low: int, win_card: int, follows: bool,
                     low_wins: bool, led: str) -> str:
    """Why the lowest card when the partner's card is winning the trick, in words true of the cards."""
    eff = tables(rules).effective_suit[trump]
    partner = f"your partner's {CARDS[win_card]} is winning"
    if follows and low_wins:
        return (f"{partner}, but you must follow {led} and every one you hold beats it: "
                f"play the lowest, the {CARDS[low]}")
    if follows:
        return f"{partner}: play low ({CARDS[low]})"
    if eff[low] == trump:
        return f"{partner}, but you hold only trumps: play the lowest, the {CARDS[low]}"
    if not any(eff[c] == trump for c in cards):
        return f"{partner} and you cannot follow {led}: throw your cheapest card, the {CARDS[low]}"
    if eff[win_card] == trump:
        return f"{partner}: don't overtrump your partner, throw the {CARDS[low]}"
    return f"don't trump your partner's winner ({CARDS[win_card]}): throw the {CARDS[low]}"


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
            return top, f"lead trump when your side made it: the {CARDS[top]} is the highest trump left"
        if len(trumps) >= 2 or not side:
            return top, f"lead trump when your side made it: the {CARDS[top]} draws the defenders' trumps"
    bosses = [c for c in side if _is_boss(rules, trump, c, unseen)]
    if bosses:
        card = max(bosses, key=lambda c: CARDS[c].rank)
        suit = Suit(tab.effective_suit[trump][card]).plural
        return card, f"lead the {CARDS[card]}: it is the highest {suit[:-1]} left"
    if side:
        counts = {s: sum(1 for c in side if tab.effective_suit[trump][c] == s) for s in range(4)}
        card = min(side, key=lambda c: (counts[tab.effective_suit[trump][c]], CARDS[c].rank))
        return card, f"lead low from your shortest side suit ({CARDS[card]}) to make a void"
    card = min(trumps, key=lambda c: tab.strength[trump][trump][c])
    return card, f"only trumps left: lead the lowest, the {CARDS[card]}"
