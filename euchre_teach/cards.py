"""Suits, ranks and cards (R1): value types that never change identity.

A card's bower or benny status and its effective suit depend on trump; they are pure
functions in :mod:`euchre_teach.ranking`, never properties stored on the card.

Every card also has a small integer ``id`` (``suit * 10 + rank position``, the joker 40) so
that the engine can hold hands as bitmasks.

>>> Card.parse("jh"), Card.parse("10S"), Card.parse("J♥") == Card.parse("JH")
(JH, TS, True)
>>> str(Card.parse("joker")), str(Card.parse("TD"))
('joker', '10♦')

Cards, suits and ranks are also named in words in the learner's language (:mod:`euchre_teach.i18n`):

>>> Card.parse("JS").name, Suit.SPADES.said, Rank.JACK.said
('jack of spades', 'spades', 'jack')
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass, field

from euchre_teach.display import Pictured
from euchre_teach.errors import InvalidCardError
from euchre_teach.i18n import mark_in, say_in


class Suit(enum.IntEnum):
    """The four suits, in OpenSpiel's order (clubs, diamonds, hearts, spades)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        """One capital letter: ``C``, ``D``, ``H`` or ``S``."""
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        """The suit symbol: ``♣``, ``♦``, ``♥`` or ``♠``."""
        return "♣♦♥♠"[self]

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red; the left bower depends on colour."""
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @property
    def colour(self) -> str:
        """``'red'`` or ``'black'``."""
        return "red" if self.is_red else "black"

    @property
    def same_colour(self) -> Suit:
        """The other suit of the same colour: "next" to this one (R5)."""
        return Suit(self ^ 3)

    @property
    def cross(self) -> tuple[Suit, Suit]:
        """The two suits of the other colour (R5)."""
        first, second = (s for s in Suit if s.is_red != self.is_red)
        return first, second

    @property
    def plural(self) -> str:
        """The English name: ``'hearts'`` (the word code and files use; :attr:`said` is the learner's)."""
        return self.name.lower()

    @property
    def said(self) -> str:
        """The suit's name in the learner's language: ``'hearts'``; in Finnish ``'hertta'``."""
        return say_in("suit", _SUIT_NAMES[self])

    @classmethod
    def parse(cls, text: object) -> Suit:
        """Read a suit from ``'hearts'``, ``'H'``, ``'h'`` or ``'♥'``.

        >>> Suit.parse("hearts"), Suit.parse("♠")
        (<Suit.HEARTS: 2>, <Suit.SPADES: 3>)
        """
        if isinstance(text, Suit):
            return text
        key = text.strip().lower() if isinstance(text, str) else None
        suit = None if key is None else _SUIT_WORDS.get(key)
        if suit is None:
            raise InvalidCardError(
                f"{text!r} is not a suit: expected clubs, diamonds, hearts or spades "
                "(or C, D, H, S, or ♣ ♦ ♥ ♠)"
            )
        return suit


#: The suits' names for the catalogs (context "suit"), in the order of :class:`Suit`.
_SUIT_NAMES = (mark_in("suit", "clubs"), mark_in("suit", "diamonds"), mark_in("suit", "hearts"),
               mark_in("suit", "spades"))

_SUIT_WORDS: dict[str, Suit] = {}
for _suit in Suit:
    for _word in (_suit.name.lower(), _suit.name.lower()[:-1], _suit.letter.lower(), _suit.symbol):
        _SUIT_WORDS[_word] = _suit
for _word, _suit in (("♧", Suit.CLUBS), ("♢", Suit.DIAMONDS), ("♡", Suit.HEARTS), ("♤", Suit.SPADES)):
    _SUIT_WORDS[_word] = _suit


class Rank(enum.IntEnum):
    """Card ranks by face value; the joker has its own rank and no suit."""

    TWO = 2
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14
    JOKER = 15

    @property
    def label(self) -> str:
        """How the rank prints: ``'10'``, ``'J'``, ``'A'``."""
        return _RANK_LABELS[self]

    @property
    def word(self) -> str:
        """The English name: ``'ten'``, ``'jack'`` (the word code uses; :attr:`said` is the learner's)."""
        return self.name.lower()

    @property
    def said(self) -> str:
        """The rank's name in the learner's language: ``'jack'``; in Finnish ``'jätkä'``."""
        return say_in("rank", _RANK_NAMES[self])


_RANK_LABELS = {
    Rank.TWO: "2", Rank.SIX: "6", Rank.SEVEN: "7", Rank.EIGHT: "8", Rank.NINE: "9", Rank.TEN: "10",
    Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A", Rank.JOKER: "joker",
}
#: The ranks' names for the catalogs (context "rank").
_RANK_NAMES = {
    Rank.TWO: mark_in("rank", "two"), Rank.SIX: mark_in("rank", "six"), Rank.SEVEN: mark_in("rank", "seven"),
    Rank.EIGHT: mark_in("rank", "eight"), Rank.NINE: mark_in("rank", "nine"), Rank.TEN: mark_in("rank", "ten"),
    Rank.JACK: mark_in("rank", "jack"), Rank.QUEEN: mark_in("rank", "queen"), Rank.KING: mark_in("rank", "king"),
    Rank.ACE: mark_in("rank", "ace"), Rank.JOKER: mark_in("rank", "joker"),
}
#: Ranks of a suit from low to high; a card's id is ``suit * SUIT_WIDTH + position here``.
SUIT_RANKS: tuple[Rank, ...] = (
    Rank.TWO, Rank.SIX, Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN,
    Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE,
)
_RANK_POSITION = {rank: i for i, rank in enumerate(SUIT_RANKS)}
_RANK_WORDS = {
    "2": Rank.TWO, "6": Rank.SIX, "7": Rank.SEVEN, "8": Rank.EIGHT, "9": Rank.NINE, "10": Rank.TEN,
    "t": Rank.TEN, "j": Rank.JACK, "q": Rank.QUEEN, "k": Rank.KING, "a": Rank.ACE,
}
SUIT_WIDTH = len(SUIT_RANKS)
JOKER_ID = 4 * SUIT_WIDTH
NUM_CARD_IDS = JOKER_ID + 1


@dataclass(frozen=True, slots=True, init=False, repr=False, eq=False)
class Card(Pictured):
    """One playing card. ``suit`` is ``None`` only for the joker.

    ``repr`` is compact and typeable (``JH``, ``TS``); ``str`` uses suit symbols (``J♥``).
    ``id`` is the card's small integer id (0–39 for suited cards, 40 for the joker); cards
    compare and hash by it, and a pickled or copied card is the same card object.
    """

    rank: Rank
    suit: Suit | None
    id: int = field(init=False)
    bit: int = field(init=False)  # ``1 << id``: the card's bit in a hand's bitmask

    def __init__(self, rank: Rank, suit: Suit | None) -> None:
        if (rank is Rank.JOKER) != (suit is None):
            raise InvalidCardError("only the joker has no suit, and the joker has none")
        object.__setattr__(self, "rank", rank)  # a frozen dataclass's own __init__ sets its fields so
        object.__setattr__(self, "suit", suit)
        card_id = JOKER_ID if suit is None else suit * SUIT_WIDTH + _RANK_POSITION[rank]
        object.__setattr__(self, "id", card_id)
        object.__setattr__(self, "bit", 1 << card_id)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Card:
            return NotImplemented
        return self.id == other.id

    def __hash__(self) -> int:
        return self.id

    def __reduce__(self) -> tuple[object, ...]:
        return Card.from_id, (self.id,)

    @property
    def is_joker(self) -> bool:
        """True for the joker."""
        return self.suit is None

    @property
    def code(self) -> str:
        """Compact text such as ``JH``, ``TS`` or ``joker``."""
        if self.suit is None:
            return "joker"
        return ("T" if self.rank is Rank.TEN else self.rank.label) + self.suit.letter

    @property
    def name(self) -> str:
        """The card in words, in the learner's language: ``'jack of hearts'``; in Finnish ``'herttajätkä'``."""
        if self.suit is None:
            return self.rank.said
        # Translators: a card's name, from the words of context "rank" and "suit": "jack of spades". Order the
        # two as the language does ("{suit}の{rank}"), or join them into one word ("{suit}{rank}": patajätkä).
        return say_in("card", "{rank} of {suit}", rank=self.rank.said, suit=self.suit.said)

    def __repr__(self) -> str:
        return self.code

    def __str__(self) -> str:
        if self.suit is None:
            return "joker"
        return self.rank.label + self.suit.symbol


    @classmethod
    def from_id(cls, card_id: int) -> Card:
        """The card with this id."""
        return CARDS[card_id]

    @classmethod
    def parse(cls, text: str | Card) -> Card:
        """Read a card from forgiving text: ``JH``, ``jh``, ``10S``, ``TS``, ``J♥``, ``joker``.

        >>> Card.parse("QD")
        QD
        >>> Card.parse("ZZ")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        euchre_teach.errors.InvalidCardError: 'ZZ' is not a card: expected a rank (9, 10 or T, ...
        """
        if isinstance(text, Card):
            return text
        if not isinstance(text, str) or len(text) > 40:
            shown = repr(text) if not isinstance(text, str) else repr(text[:40] + "…")
            raise InvalidCardError(f"{shown} is not a card: write a card as text such as 'JH', '10S' or 'joker'")
        raw = text.strip()
        key = raw.lower().replace(" ", "")
        if key in ("joker", "jk", "jo", "🃏", "bestbower", "benny"):
            return CARDS[JOKER_ID]
        rank_text = "10" if key.startswith("10") else key[:1]
        rank = _RANK_WORDS.get(rank_text)
        suit_text = key[len(rank_text):]
        suit_text = suit_text.removeprefix("of") if suit_text not in _CARD_SUITS else suit_text
        if rank is None or suit_text not in _CARD_SUITS:
            raise InvalidCardError(
                f"{raw!r} is not a card: expected a rank (9, 10 or T, J, Q, K, A; 6, 7, 8 or 2 "
                "in larger packs) and a suit (C, D, H, S or ♣ ♦ ♥ ♠), e.g. JH, 10S, T♠, "
                "or 'joker'"
            )
        return CARDS[_SUIT_WORDS[suit_text] * SUIT_WIDTH + _RANK_POSITION[rank]]


#: A card's text is a rank (``_RANK_WORDS``), optionally "of", and one of these suits: read by hand, since
#: importing ``re`` costs milliseconds.
_CARD_SUITS = frozenset("cdhs♣♦♥♠♧♢♡♤") | {"clubs", "diamonds", "hearts", "spades"}

#: Every card by id: ``CARDS[card.id] is card``.
CARDS: tuple[Card, ...] = tuple(
    [Card(rank, suit) for suit in Suit for rank in SUIT_RANKS] + [Card(Rank.JOKER, None)]
)
JOKER = CARDS[JOKER_ID]


def parse_cards(text: str | Iterable[str | Card]) -> tuple[Card, ...]:
    """Read several cards from ``'9C 10C JC'`` (spaces or commas) or from a list.

    >>> parse_cards("9C, 10♣ jc")
    (9C, TC, JC)
    """
    if isinstance(text, str):
        if len(text) > 10_000:
            raise InvalidCardError(f"a list of cards {len(text):,} characters long is not a hand: at most 10,000")
        items: list[object] = list(text.replace(",", " ").split())
    elif isinstance(text, Iterable) and not isinstance(text, (bytes, dict)):
        items = list(text)
    else:
        raise InvalidCardError(
            f"{text!r} is not a list of cards: write them as text ('9C 10C JC') or give a list of cards"
        )
    cards = []
    for item in items:
        if not isinstance(item, (str, Card)):
            raise InvalidCardError(f"{item!r} is not a card: write cards as text such as 'JH' or '10S'")
        cards.append(Card.parse(item))
    return tuple(cards)


# -- hands as bitmasks: the one set of helpers (bit ``card.id`` stands for the card) --------------


def ids_of_mask(mask: int) -> tuple[int, ...]:
    """The card ids set in ``mask``, lowest first.

    >>> ids_of_mask(mask_of_ids([40, 3, 12]))
    (3, 12, 40)
    """
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return tuple(out)


def mask_of_ids(ids: Iterable[int]) -> int:
    """A bitmask with the bits of the given card ids set."""
    mask = 0
    for card_id in ids:
        mask |= 1 << card_id
    return mask


def cards_from_mask(mask: int) -> tuple[Card, ...]:
    """The cards whose id bits are set in ``mask``, in id order."""
    return tuple([CARDS[card_id] for card_id in ids_of_mask(mask)])


def mask_of(cards: Iterable[Card]) -> int:
    """A bitmask with one bit per card id."""
    mask = 0
    for card in cards:
        mask |= 1 << card.id
    return mask


def format_cards(cards: Iterable[Card]) -> str:
    """Cards with suit symbols, separated by spaces: ``'J♥ 9♣'``."""
    return " ".join(str(card) for card in cards)
