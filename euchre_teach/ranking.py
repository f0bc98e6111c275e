"""Trump order, effective suit and trick winners (R2–R5, R19), as pure functions.

The friendly functions take :class:`Card` objects; :func:`tables` gives the same facts as
small precomputed integer tables for the engine's hot path (cards as ids, hands as
bitmasks). Both are built from the one definition in :func:`_strength`.

>>> from euchre_teach.cards import Card, Suit
>>> [str(c) for c in trump_order(Suit.HEARTS)]
['J♥', 'J♦', 'A♥', 'K♥', 'Q♥', '10♥', '9♥']
>>> effective_suit(Card.parse("JD"), Suit.HEARTS)
<Suit.HEARTS: 2>
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache

from euchre_teach.cards import CARDS, JOKER_ID, NUM_CARD_IDS, SUIT_RANKS, SUIT_WIDTH, Card, Rank, Suit, ids_of_mask
from euchre_teach.i18n import mark_in, say_in
from euchre_teach.rules import STANDARD, Rules, find_variant

_JACK_POSITION = SUIT_RANKS.index(Rank.JACK)


def _best_bower_id(rules: Rules) -> int:
    return rules.best_bower.id if rules.best_bower is not None else JOKER_ID


def _effective_suit_id(card_id: int, trump: int, best_id: int) -> int:
    if card_id in (JOKER_ID, best_id):
        return trump
    suit, position = divmod(card_id, SUIT_WIDTH)
    if position == _JACK_POSITION and suit == trump ^ 3:
        return trump
    return suit


def _strength(card_id: int, trump: int, led: int, best_id: int) -> int:
    """How strongly a card plays in a trick: trumps above the led suit, others zero."""
    suit = _effective_suit_id(card_id, trump, best_id)
    if suit == trump:
        if card_id in (JOKER_ID, best_id):
            return 40
        position = card_id % SUIT_WIDTH
        if position == _JACK_POSITION:
            return 39 if card_id // SUIT_WIDTH == trump else 38
        return 20 + position
    if suit == led:
        return 1 + card_id % SUIT_WIDTH
    return 0


class Tables:
    """Precomputed facts for one pack: indexed by trump, then led suit or card id.

    A plain class (one per pack, made once, read by the engine's hot path): a dataclass
    would cost more at import than everything it would add.
    """

    __slots__ = ("effective_suit", "lead", "strength", "suit_mask")

    def __init__(self, effective_suit: tuple[tuple[int, ...], ...], suit_mask: tuple[tuple[int, ...], ...],
                 strength: tuple[tuple[tuple[int, ...], ...], ...]) -> None:
        self.effective_suit = effective_suit  # [trump][card] -> suit
        self.suit_mask = suit_mask  # [trump][suit] -> mask of cards of that effective suit
        self.strength = strength  # [trump][led][card] -> strength
        #: [trump][card led] -> (mask of the led suit's cards, [card] -> strength in this trick, the lead's strength):
        #: all a lead sets up for the rest of its trick, in one subscript
        self.lead: tuple[tuple[tuple[int, tuple[int, ...], int], ...], ...] = tuple(
            tuple((suit_mask[t][led], strength[t][led], strength[t][led][c])
                  for c, led in enumerate(effective_suit[t]))
            for t in range(4)
        )


@cache
def _tables(lowest: Rank, best_id: int, with_best: bool) -> Tables:
    in_pack = [c.id for c in CARDS[:JOKER_ID] if c.rank >= lowest] + ([best_id] if with_best else [])
    eff = tuple(
        tuple(_effective_suit_id(c, t, best_id) for c in range(NUM_CARD_IDS)) for t in range(4)
    )
    masks = tuple(
        tuple(sum(1 << c for c in in_pack if eff[t][c] == s) for s in range(4)) for t in range(4)
    )
    strength = tuple(
        tuple(tuple(_strength(c, t, led, best_id) for c in range(NUM_CARD_IDS)) for led in range(4))
        for t in range(4)
    )
    return Tables(eff, masks, strength)


def tables(rules: Rules) -> Tables:
    """The integer tables for the pack of ``rules`` (built once per pack: cached by the pack's facts)."""
    return _tables(rules.lowest_rank, _best_bower_id(rules), rules.best_bower is not None)


# -- the friendly API ----------------------------------------------------------------


def is_best_bower(card: Card, rules: Rules = STANDARD) -> bool:
    """The joker, or the card standing in for it (the benny), is the highest trump (R1, R2)."""
    return card.is_joker or card == rules.best_bower


def is_right_bower(card: Card, trump: Suit) -> bool:
    """The jack of the trump suit."""
    return card.rank is Rank.JACK and card.suit == trump


def is_left_bower(card: Card, trump: Suit) -> bool:
    """The other jack of the trump's colour: it belongs to the trump suit (R4)."""
    return card.rank is Rank.JACK and card.suit == Suit(trump).same_colour


def effective_suit(card: Card, trump: Suit, rules: Rules = STANDARD) -> Suit:
    """The suit a card belongs to for following, leading and voids once trump is known (R4)."""
    return Suit(_effective_suit_id(card.id, int(trump), _best_bower_id(rules)))


def is_trump(card: Card, trump: Suit, rules: Rules = STANDARD) -> bool:
    """True when the card is a trump under ``trump``, bowers and benny included."""
    return effective_suit(card, trump, rules) == trump


def card_role(card: Card, trump: Suit | None, rules: Rules = STANDARD) -> str:
    """What a card is under this trump: 'best bower', 'right bower', 'left bower', 'trump' or ''."""
    if is_best_bower(card, rules):
        return "best bower"
    if trump is None:
        return ""
    if is_right_bower(card, trump):
        return "right bower"
    if is_left_bower(card, trump):
        return "left bower"
    return "trump" if card.suit == trump else ""


#: The roles :func:`card_role` names, for the catalogs.
_ROLES = (mark_in("card role", "best bower"), mark_in("card role", "right bower"), mark_in("card role", "left bower"),
          mark_in("card role", "trump"))


def role_label(role: str) -> str:
    """A role of :func:`card_role` (an identifier, English) as the learner reads it: Finnish ``'oikea bower'``.

    >>> role_label("left bower"), role_label("")
    ('left bower', '')
    """
    return say_in("card role", role) if role in _ROLES else role


def trump_order(trump: Suit | str, rules: Rules | str = STANDARD) -> tuple[Card, ...]:
    """The trump suit from highest to lowest (R2): best bower, right, left, A, K, Q, 10, 9…

    ``trump`` may be a :class:`Suit` or its name (``'hearts'``, ``'H'``, ``'♥'``), ``rules``
    a :class:`Rules` or a preset's name; anything else is a ``EuchreError`` saying what is allowed.
    """
    return suit_order(trump, trump, rules)


def suit_order(suit: Suit | str, trump: Suit | str, rules: Rules | str = STANDARD) -> tuple[Card, ...]:
    """The cards of one effective suit from highest to lowest under ``trump`` (R2, R3)."""
    suit, trump = Suit.parse(suit), Suit.parse(trump)
    if not isinstance(rules, Rules):
        rules = find_variant(rules)  # a preset's name, or a RulesError listing them
    best = _best_bower_id(rules)
    table = tables(rules)
    members = [CARDS[c] for c in range(NUM_CARD_IDS) if table.suit_mask[trump][suit] >> c & 1]
    return tuple(sorted(members, key=lambda c: -_strength(c.id, int(trump), int(suit), best)))


def trick_winner(cards: Sequence[Card], trump: Suit, rules: Rules = STANDARD) -> int:
    """Index of the winning card: the highest trump, else the highest of the led suit (R19)."""
    best = _best_bower_id(rules)
    led = _effective_suit_id(cards[0].id, int(trump), best)
    powers = [_strength(c.id, int(trump), led, best) for c in cards]
    return powers.index(max(powers))


def beats(challenger: Card, holder: Card, led: Suit, trump: Suit, rules: Rules = STANDARD) -> bool:
    """Does ``challenger`` take the trick from ``holder`` when ``led`` was led?"""
    best = _best_bower_id(rules)
    return _strength(challenger.id, int(trump), int(led), best) > _strength(
        holder.id, int(trump), int(led), best
    )


def sort_hand(cards: Sequence[Card], trump: Suit | None, rules: Rules = STANDARD) -> tuple[Card, ...]:
    """Cards in display order: trumps first, high to low, then the other suits by colour.

    Before trump is known, cards sort by printed suit (alternating colours) and rank.

    >>> from euchre_teach.cards import parse_cards
    >>> [str(c) for c in sort_hand(parse_cards("9H JD AS JH 10C"), Suit.HEARTS)]
    ['J♥', 'J♦', '9♥', '10♣', 'A♠']
    """
    place = display_places(-1 if trump is None else int(trump), _best_bower_id(rules))
    return tuple(sorted(cards, key=lambda card: place[card.id]))


@cache
def display_places(trump: int, best_id: int) -> tuple[int, ...]:
    """Card id -> its place in display order (:func:`sort_hand`) with ``trump`` (-1: not yet known),
    so that a hand of ids sorts with ``key=places.__getitem__``, in C. Equal places keep their order."""
    keys = [_display_key(card, trump, best_id) for card in range(NUM_CARD_IDS)]
    rank = {key: place for place, key in enumerate(sorted(set(keys)))}
    return tuple(rank[key] for key in keys)


@lru_cache(maxsize=1 << 16)
def sorted_cards(mask: int, trump: int, best_id: int) -> tuple[Card, ...]:
    """The cards of the bitmask ``mask`` in display order (:func:`sort_hand`), ``trump`` -1 before trump
    is known: every view of a hand shows its cards so, and a play-out meets the same hands again."""
    place = display_places(trump, best_id)
    return tuple(map(CARDS.__getitem__, sorted(ids_of_mask(mask), key=place.__getitem__)))


_PRINTED_ORDER = {int(Suit.SPADES): 0, int(Suit.HEARTS): 1, int(Suit.CLUBS): 2, int(Suit.DIAMONDS): 3}


def _display_key(card_id: int, trump: int, best_id: int) -> tuple[int, int]:
    """The display order's definition: before trump, printed suit (alternating colours), then rank
    high to low, the joker first; with trump, trumps first, then the suits by colour, high to low."""
    if trump < 0:
        if card_id == JOKER_ID:
            return -1, 0
        card = CARDS[card_id]
        return _PRINTED_ORDER[int(card.suit)], -card.rank  # type: ignore[arg-type]  # not the joker: a suit
    cross = Suit(trump).cross
    suit_rank = {trump: 0, int(cross[0]): 1, int(Suit(trump).same_colour): 2, int(cross[1]): 3}
    suit = _effective_suit_id(card_id, trump, best_id)
    return suit_rank[suit], -_strength(card_id, trump, suit, best_id)
