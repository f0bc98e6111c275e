"""The dealt hands of an EGN deal, worked out from its lines of play.

EGN lists the cards as they fell, not who held them: the bidding names the maker and trump, the
opening lead follows the rules, and each trick's winner leads the next, so every card finds its
seat. A seat's dealt hand is the cards it played (the dealer's without the upcard it picked up, with
its discard); cards nobody played (a lone hand's partner, a discard the file leaves out, a deal cut
short) are filled from the unseen cards in a fixed order, never a card of a suit the seat showed out
of, and the seat is listed as unknown so that nobody presents those cards as fact.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations

from euchre_teach.cards import Card, Suit
from euchre_teach.deal import Deal
from euchre_teach.egn.notation import suit_of_call
from euchre_teach.errors import EgnError, InvalidDealError
from euchre_teach.ranking import effective_suit, trick_winner
from euchre_teach.rules import OpeningLead, Rules


@dataclass(frozen=True, slots=True)
class Line:
    """One line of a deal as the file gives it: calls in order from the dealer's left, and plays."""

    calls: tuple[str, ...]
    alone: bool
    discard: Card | None
    tricks: tuple[tuple[Card, ...], ...]


@dataclass(slots=True)
class Seen:
    """What a line shows: each seat's plays, the suits it showed out of, the maker, trump and who sat out."""

    plays: dict[int, list[Card]] = field(default_factory=dict)
    voids: dict[int, set[tuple[Suit, Suit]]] = field(default_factory=dict)  # (trump, suit)
    maker: int | None = None
    trump: Suit | None = None
    out: int | None = None
    picks_up: bool = False


def _bidding(rules: Rules, dealer: int, upcard: Card, line: Line, seen: Seen, where: str) -> None:
    """The maker, trump, sitting-out seat and whether the dealer picks up, from the calls."""
    for i, call in enumerate(line.calls):
        if call == "Pass":
            continue
        seen.maker = (dealer + 1 + i) % rules.players
        if i < rules.players:
            if call != "Order":
                raise EgnError(f"{where}: call {i} is {call!r}, but in round 1 a player passes or orders it up")
            seen.trump = upcard.suit
        else:
            if call == "Order":
                raise EgnError(f"{where}: call {i} is 'Order', but in round 2 a player passes or names a suit")
            seen.trump = suit_of_call(call)
        seen.out = rules.partner(seen.maker) if line.alone else None
        seen.picks_up = i < rules.players and (seen.out != dealer or rules.dealer_picks_up_when_partner_alone)
        return


def _first_lead(rules: Rules, dealer: int, seen: Seen) -> int:
    """Who leads the first trick: the loner's left or the dealer's left, skipping a seat that sits out."""
    if seen.out is not None and seen.maker is not None and rules.opening_lead is OpeningLead.LONERS_LEFT:
        return rules.left(seen.maker)
    lead = rules.left(dealer)
    return rules.left(lead) if lead == seen.out else lead


def seen_in(rules: Rules, dealer: int, upcard: Card, line: Line, where: str) -> Seen:
    """Seat every card of ``line`` by replaying who leads and who wins each trick."""
    seen = Seen()
    _bidding(rules, dealer, upcard, line, seen, where)
    if line.tricks and seen.trump is None:
        raise EgnError(f"{where}: cards are played, but nobody made trump")
    if seen.trump is None:
        return seen
    trump = seen.trump
    active = [s for s in rules.seats_from(_first_lead(rules, dealer, seen)) if s != seen.out]
    played: set[Card] = set()
    for t, trick in enumerate(line.tricks):
        if len(trick) > len(active) or (len(trick) < len(active) and t < len(line.tricks) - 1):
            raise EgnError(f"{where}: trick {t + 1} has {len(trick)} cards, but {len(active)} players play to it")
        for place, card in enumerate(trick):
            if card in played:
                raise EgnError(f"{where}: the {card} is played twice (again in trick {t + 1})")
            played.add(card)
            seat = active[place]
            seen.plays.setdefault(seat, []).append(card)
            led = effective_suit(trick[0], trump, rules)
            if place and effective_suit(card, trump, rules) != led:
                seen.voids.setdefault(seat, set()).add((trump, led))
        if len(trick) == len(active):
            winner = active[trick_winner(trick, trump, rules)]
            active = [s for s in rules.seats_from(winner) if s != seen.out]
    return seen


def _dealt(rules: Rules, dealer: int, upcard: Card, line: Line, seen: Seen) -> dict[int, set[Card]]:
    """The cards each seat must have been dealt, by this line."""
    known = {seat: set(cards) for seat, cards in seen.plays.items()}
    if seen.picks_up:
        known.setdefault(dealer, set()).discard(upcard)
        if line.discard is not None and line.discard != upcard:
            known[dealer].add(line.discard)
    elif line.discard is not None:
        raise EgnError("a discard is given, but the dealer does not pick up the upcard")
    return known


def _allowed(rules: Rules, card: Card, voids: set[tuple[Suit, Suit]]) -> bool:
    return all(effective_suit(card, trump, rules) != suit for trump, suit in voids)


def _choices(rules: Rules, need: int, free: int, pool: list[Card],
             voids: set[tuple[Suit, Suit]]) -> list[tuple[Card, ...]]:
    """Every way, in card order, to pick ``need`` cards of which all but ``free`` avoid the seat's voids
    (a dealer's unknown discard is free: it left the hand before the play)."""
    fits = [c for c in pool if _allowed(rules, c, voids)]
    out = []
    for held in combinations(fits, need - free):
        out += [held + extra for extra in combinations([c for c in pool if c not in held], free)]
    return out


def _fill(rules: Rules, need: list[int], free: list[int], pool: list[Card],
          voids: dict[int, set[tuple[Suit, Suit]]], seat: int = 0) -> list[tuple[Card, ...]] | None:
    """The first way, in card order, to give each seat its missing cards from ``pool`` (None if none)."""
    if seat == len(need):
        return []
    for chosen in _choices(rules, need[seat], min(free[seat], need[seat]), pool, voids.get(seat, set())):
        rest = _fill(rules, need, free, [c for c in pool if c not in chosen], voids, seat + 1)
        if rest is not None:
            return [chosen, *rest]
    return None


def reconstruct(rules: Rules, dealer: int, upcard: Card, lines: list[tuple[str, Line]],
                given: dict[int, set[Card]]) -> tuple[Deal, frozenset[int]]:
    """The deal every line agrees with, and the seats whose hands were partly filled in.

    ``lines`` are (where, line) with the main line first; ``given`` the hands the file lists.
    """
    known: dict[int, set[Card]] = {seat: set(cards) for seat, cards in given.items()}
    holder = {card: seat for seat, cards in known.items() for card in cards}
    voids: dict[int, set[tuple[Suit, Suit]]] = {}
    free = [0] * rules.players
    for where, line in lines:
        seen = seen_in(rules, dealer, upcard, line, where)
        if line is lines[0][1] and seen.picks_up and line.discard is None:
            free[dealer] = 1
        try:
            dealt = _dealt(rules, dealer, upcard, line, seen)
        except EgnError as exc:
            raise EgnError(f"{where}: {exc}") from None
        for seat, cards in dealt.items():
            for card in cards:
                if holder.setdefault(card, seat) != seat:
                    raise EgnError(f"{where}: {rules.seat_name(seat)} plays the {card}, but the deal's other "
                                   f"lines put it in {rules.seat_name(holder[card])}'s hand")
                known.setdefault(seat, set()).add(card)
        for seat, pairs in seen.voids.items():
            voids.setdefault(seat, set()).update(pairs)
    return _deal_of(rules, dealer, upcard, known, (voids, free), lines[0][0])


def _deal_of(rules: Rules, dealer: int, upcard: Card, known: dict[int, set[Card]],
             limits: tuple[dict[int, set[tuple[Suit, Suit]]], list[int]], where: str) -> tuple[Deal, frozenset[int]]:
    """Fill the unknown cards and build the deal."""
    size = rules.hand_size
    for seat, cards in known.items():
        if len(cards) > size:
            raise EgnError(f"{where}: {rules.seat_name(seat)} would hold {len(cards)} cards, but a hand has {size}")
    if any(upcard in cards for cards in known.values()):
        raise EgnError(f"{where}: the upcard {upcard} is played by a seat that never picked it up")
    need = [size - len(known.get(seat, ())) for seat in range(rules.players)]
    pool = [c for c in rules.pack if c != upcard and all(c not in cards for cards in known.values())]
    filled = _fill(rules, need, limits[1], pool, limits[0])
    if filled is None:
        raise EgnError(f"{where}: no deal fits the file: the unplayed cards cannot be given to the seats "
                       "without a seat holding a suit it showed out of")
    hands = [sorted(known.get(seat, set()) | set(filled[seat]), key=lambda c: c.id) for seat in range(rules.players)]
    rest = sorted(set(pool) - {c for extra in filled for c in extra}, key=lambda c: c.id)
    try:
        deal = Deal.from_hands(rules, hands, upcard=upcard, dealer=dealer, kitty=[upcard, *rest])
    except InvalidDealError as exc:
        raise EgnError(f"{where}: {exc}") from None
    return deal, frozenset(seat for seat in range(rules.players) if need[seat])
