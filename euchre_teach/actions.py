"""Actions: small integers that read and print as text.

An :class:`Action` is an ``int`` (so the engine can compare and store it cheaply, and a
bot can treat actions as OpenSpiel does) whose text is what a player would say:

>>> Action.parse("order it up alone"), Action.parse("call ♥"), Action.parse("JH")
(Action('order up alone'), Action('call hearts'), Action('play JH'))
>>> str(Action.parse("discard 9c")), Action.parse("bid 4 spades").bid, Action.parse("ally AH").card
('discard 9C', 4, AH)
"""

from __future__ import annotations

import enum
from functools import cache, lru_cache

from euchre_teach.cards import CARDS, NUM_CARD_IDS, SUIT_WIDTH, Card, Suit, ids_of_mask
from euchre_teach.errors import EuchreError, InvalidActionError, InvalidCardError
from euchre_teach.i18n import mark_in, say, say_in
from euchre_teach.inputs import check_text, whole_number

# Action numbers: one block per kind, card blocks 48 wide (a card id is below 41).
_DISCARD_BASE = 48
_GIVE_BASE = 96
_ALLY_BASE = 144
PASS_ID = 192
ORDER_UP_ID = 193
ORDER_UP_ALONE_ID = 194
_CALL_BASE = 196
_CALL_ALONE_BASE = 200
DEFEND_ALONE_ID = 204
GO_ALONE_ID = 205
GO_UNDER_ID = 206
THROW_IN_ID = 207
_CALL_ACE_BASE = 208
_BID_BASE = 212
#: The auction's bids: 3, 4 or 5 tricks; 8 = alone after the widow; 15 = alone as dealt (R26).
BID_LEVELS = (3, 4, 5, 8, 15)
NUM_ACTION_IDS = _BID_BASE + 4 * len(BID_LEVELS)


class Kind(enum.Enum):
    """What sort of action this is."""

    PLAY = "play"
    DISCARD = "discard"
    PASS = "pass"
    ORDER_UP = "order up"
    CALL = "call"
    DEFEND_ALONE = "defend alone"
    GIVE = "give"
    ALLY = "ally"
    GO_ALONE = "go alone"
    GO_UNDER = "go under"
    THROW_IN = "throw in"
    CALL_ACE = "call ace"
    BID = "bid"


class Action(int):
    """One player's action, an ``int`` with a text form; build it with the helpers below."""

    __slots__ = ()

    def __new__(cls, number: int) -> Action:
        """The action numbered ``number``; a number that names no action is an ``InvalidActionError``.

        Every ``Action`` is one of the table's, so its text, kind and card always exist.
        """
        if isinstance(number, Action):
            return number
        if isinstance(number, int) and not isinstance(number, bool):
            found = _ACTIONS[number] if 0 <= number < NUM_ACTION_IDS else None
            if found is not None:  # the blocks have gaps: 41 to 47 name no card, so no action
                return found
            raise InvalidActionError(f"{number} names no action: action numbers run from 0 to {NUM_ACTION_IDS - 1}, "
                                     "with gaps (actions.ALL_ACTIONS lists every one)")
        raise InvalidActionError(f"Action() takes an action number 0 to {NUM_ACTION_IDS - 1}, not "
                                 f"{type(number).__name__} {_short(number)}; to read text say Action.parse('pass')")

    @property
    def kind(self) -> Kind:
        """What sort of action: play, discard, pass, order up, call, bid, …"""
        return _KIND[self]

    @property
    def card(self) -> Card | None:
        """The card played, discarded, given to a loner or named as the ally."""
        return _CARD.get(self)

    @property
    def the_card(self) -> Card:
        """The card of a play, discard, gift or ally action (an error for any other kind)."""
        card = _CARD.get(self)
        if card is None:
            raise InvalidActionError(f"{self.text!r} names no card; only play, discard, give and ally do")
        return card

    @property
    def suit(self) -> Suit | None:
        """The suit named by a call, a bid or a call for the ace."""
        return _SUIT.get(self)

    @property
    def the_suit(self) -> Suit:
        """The suit of a call, bid or call for the ace (an error for any other kind)."""
        suit = _SUIT.get(self)
        if suit is None:
            raise InvalidActionError(f"{self.text!r} names no suit; only calls and bids do")
        return suit

    @property
    def bid(self) -> int | None:
        """The number bid in the auction (3, 4, 5, 8 or 15)."""
        if _BID_BASE <= self < NUM_ACTION_IDS:
            return BID_LEVELS[(self - _BID_BASE) // 4]
        return None

    @property
    def the_bid(self) -> int:
        """The number of an auction bid (an error for any other kind)."""
        level = self.bid
        if level is None:
            raise InvalidActionError(f"{self.text!r} is not a bid; bids say a number and a suit, as 'bid 4 spades'")
        return level

    @property
    def alone(self) -> bool:
        """True when the bidder goes alone (or a defender defends alone)."""
        return self in _ALONE

    @property
    def text(self) -> str:
        """The canonical text: ``'play JH'``, ``'call hearts alone'``."""
        return _TEXT[self]

    @property
    def said(self) -> str:
        """The action in the learner's words, a card by its symbols: ``'play J♥'``, ``'call hearts alone'``
        (:attr:`text` is what programs write and read back)."""
        kind = _KIND[self]
        template = _SAID_ALONE.get(kind) if self in _ALONE else None
        card, suit = _CARD.get(self), _SUIT.get(self)
        return say_in("action", template or _SAID[kind], card="" if card is None else str(card),
                      suit="" if suit is None else suit.said, number=self.bid or 0)

    def __str__(self) -> str:
        return _TEXT[self]

    def __repr__(self) -> str:
        return f"Action({_TEXT[self]!r})"

    @classmethod
    def parse(cls, text: str | int) -> Action:
        """Read an action from what a player might type (see the module examples).

        Text that cannot be read as an action raises
        :class:`~euchre_teach.errors.InvalidActionError` saying what is understood.
        """
        if isinstance(text, int) and not isinstance(text, bool):
            return Action(text)  # an action number: Action checks the range
        if not isinstance(text, str):
            # Translators: {text} is what was given, as Python shows it; 'pass' and 'play JH' are typed as they are.
            raise InvalidActionError(say("{text} is not an action: write it as text, e.g. 'pass' or 'play JH'",
                                         text=repr(text)))
        check_text(text, "the action", InvalidActionError)
        try:
            return _parse_text(text)
        except InvalidActionError:
            raise
        except EuchreError as exc:  # a bad card or suit inside the action
            # Translators: {text} is what the player typed (quoted), {problem} what is wrong with a card or suit in it.
            raise InvalidActionError(say("{text}: {problem}", text=_quote(text), problem=exc)) from None


#: An action in the learner's words, by its kind (:attr:`Action.said`).
_SAID = {
    # Translators: an action as a button or a record of a move names it (imperative, as short as a button):
    # {card} is a card's symbols (J♥), {suit} a suit's name (hearts), {number} the tricks bid (3, 4, 5, 8 or 15).
    Kind.PLAY: mark_in("action", "play {card}"), Kind.DISCARD: mark_in("action", "discard {card}"),
    Kind.GIVE: mark_in("action", "give {card}"), Kind.ALLY: mark_in("action", "ally {card}"),
    Kind.PASS: mark_in("action", "pass"), Kind.ORDER_UP: mark_in("action", "order up"),
    Kind.CALL: mark_in("action", "call {suit}"), Kind.DEFEND_ALONE: mark_in("action", "defend alone"),
    Kind.GO_ALONE: mark_in("action", "go alone"), Kind.GO_UNDER: mark_in("action", "go under"),
    Kind.THROW_IN: mark_in("action", "throw in"), Kind.CALL_ACE: mark_in("action", "call ace {suit}"),
    Kind.BID: mark_in("action", "bid {number} {suit}"),
}
_SAID_ALONE = {Kind.ORDER_UP: mark_in("action", "order up alone"), Kind.CALL: mark_in("action", "call {suit} alone")}

_ACTIONS: list[Action | None] = [None] * NUM_ACTION_IDS
_TEXT: dict[int, str] = {}
_KIND: dict[int, Kind] = {}
_CARD: dict[int, Card] = {}
_SUIT: dict[int, Suit] = {}
_ALONE: set[int] = set()


def _add(number: int, words: str, kind: Kind, card: Card | None = None, suit: Suit | None = None,
         alone: bool = False) -> Action:
    action = _ACTIONS[number] = int.__new__(Action, number)  # the table Action() reads from
    _TEXT[number] = words
    _KIND[number] = kind
    if card is not None:
        _CARD[number] = card
    if suit is not None:
        _SUIT[number] = suit
    if alone:
        _ALONE.add(number)
    return action


PLAY = tuple(_add(c.id, f"play {c.code}", Kind.PLAY, card=c) for c in CARDS)
DISCARD = tuple(_add(_DISCARD_BASE + c.id, f"discard {c.code}", Kind.DISCARD, card=c) for c in CARDS)
GIVE = tuple(_add(_GIVE_BASE + c.id, f"give {c.code}", Kind.GIVE, card=c) for c in CARDS)
ALLY = tuple(_add(_ALLY_BASE + c.id, f"ally {c.code}", Kind.ALLY, card=c) for c in CARDS)


def of_cards(table: tuple[Action, ...], mask: int) -> tuple[Action, ...]:
    """The actions of ``table`` (``PLAY``, ``DISCARD``, ``GIVE`` or ``ALLY``) for the cards of the bitmask
    ``mask``, in card-id order."""
    return tuple(map(table.__getitem__, ids_of_mask(mask)))


@lru_cache(maxsize=1 << 16)
def plays_of(mask: int) -> tuple[Action, ...]:
    """The plays of the cards of ``mask`` (a hand, or the cards of it that follow suit), kept: the play
    asks for them at every decision, and a simulation meets the same hands again. A hand not met yet
    is the plays of its two halves (two suits each), which are few and soon all kept."""
    return _of_half(_PLAYS, mask & _HALF_MASK, 0) + _of_half(_PLAYS, mask >> _HALF, _HALF)


def discards_of(mask: int) -> tuple[Action, ...]:
    """The discards of the cards of ``mask`` (the dealer's hand with the upcard), from the kept halves
    as :func:`plays_of` builds its plays: every hand's discard is asked for once."""
    return _of_half(_DISCARDS, mask & _HALF_MASK, 0) + _of_half(_DISCARDS, mask >> _HALF, _HALF)


_HALF = 2 * SUIT_WIDTH  # the card ids of the first two suits; the rest (and the joker) are the high half
_HALF_MASK = (1 << _HALF) - 1
_PLAYS, _DISCARDS = 0, 1  # which table of card actions a half is built from


@cache
def _of_half(kind: int, half: int, start: int) -> tuple[Action, ...]:
    """The plays (or discards) of the cards of half a mask (``start``: the id of its bit 0)."""
    table = PLAY if kind == _PLAYS else DISCARD
    return tuple(table[start + card] for card in ids_of_mask(half))
PASS = _add(PASS_ID, "pass", Kind.PASS)
ORDER_UP = _add(ORDER_UP_ID, "order up", Kind.ORDER_UP)
ORDER_UP_ALONE = _add(ORDER_UP_ALONE_ID, "order up alone", Kind.ORDER_UP, alone=True)
CALL = tuple(_add(_CALL_BASE + s, f"call {s.plural}", Kind.CALL, suit=s) for s in Suit)
CALL_ALONE = tuple(_add(_CALL_ALONE_BASE + s, f"call {s.plural} alone", Kind.CALL, suit=s, alone=True) for s in Suit)
DEFEND_ALONE = _add(DEFEND_ALONE_ID, "defend alone", Kind.DEFEND_ALONE, alone=True)
GO_ALONE = _add(GO_ALONE_ID, "go alone", Kind.GO_ALONE, alone=True)
GO_UNDER = _add(GO_UNDER_ID, "go under", Kind.GO_UNDER)
THROW_IN = _add(THROW_IN_ID, "throw in", Kind.THROW_IN)
CALL_ACE = tuple(_add(_CALL_ACE_BASE + s, f"call ace {s.plural}", Kind.CALL_ACE, suit=s) for s in Suit)
#: ``BIDS[level index][suit]``: the auction's bids.
BIDS = tuple(
    tuple(_add(_BID_BASE + 4 * i + s, f"bid {level} {s.plural}", Kind.BID, suit=s, alone=level >= 8) for s in Suit)
    for i, level in enumerate(BID_LEVELS)
)
#: Every action there is, in id order.
ALL_ACTIONS: tuple[Action, ...] = tuple(a for a in _ACTIONS if a is not None)
assert len(PLAY) == NUM_CARD_IDS


def play(card: Card | str) -> Action:
    """The action of playing ``card``."""
    return PLAY[Card.parse(card).id]


def discard(card: Card | str) -> Action:
    """Discarding ``card`` (the dealer after picking up, a maker after the widow or a gift)."""
    return DISCARD[Card.parse(card).id]


def _suit(suit: Suit | str | int) -> Suit:
    if isinstance(suit, int) and not isinstance(suit, bool) and not isinstance(suit, Suit):
        if 0 <= suit < 4:
            return Suit(suit)
        raise InvalidCardError(f"{suit} is not a suit number: 0 clubs, 1 diamonds, 2 hearts, 3 spades")
    return Suit.parse(suit)


def call(suit: Suit | str | int, alone: bool = False) -> Action:
    """Naming ``suit`` as trump (round 2, or the dealer under a turned joker)."""
    return (CALL_ALONE if alone else CALL)[_suit(suit)]


def bid(level: int, suit: Suit | str | int) -> Action:
    """An auction bid of ``level`` (3, 4, 5, 8 or 15) tricks with ``suit`` as trump."""
    if type(level) is not int or level not in BID_LEVELS:
        raise InvalidActionError(say("{level} is not a bid: bid 3, 4 or 5 tricks, 8 (alone after the widow) or 15",
                                     level=repr(level)))
    return BIDS[BID_LEVELS.index(level)][_suit(suit)]


# What a player may say, read by hand: importing ``re`` would cost milliseconds at import.
#: Every way to order it up (``(i )?(order|ordered)( it)? up``, and a few others).
_ORDER_WORDS = frozenset(
    [f"{i}{verb}{it} up" for i in ("", "i ") for verb in ("order", "ordered") for it in ("", " it")]
    + ["up", "assist", "take up", "take it up", "pick up", "pick it up", "accept"]
)
#: Words at the end that make an action alone (after a space or any character that is not part of a word).
_ALONE_WORDS = ("alone", "going alone", "go alone", "and go alone", "lone")
_SIMPLE = {
    "pass": PASS, "p": PASS, "no": PASS, "i pass": PASS, "decline": PASS, "play with partner": PASS,
    "defend alone": DEFEND_ALONE, "i defend alone": DEFEND_ALONE,
    "go alone": GO_ALONE, "play alone": GO_ALONE, "alone": GO_ALONE,
    "go under": GO_UNDER, "farmer's hand": GO_UNDER, "farmers hand": GO_UNDER,
    "throw in": THROW_IN, "no ace no face": THROW_IN, "redeal": THROW_IN,
}


#: Punctuation a player may add, dropped before reading: ``!``, ``.`` and ``,``.
_DROPPED = str.maketrans("", "", "!.,")
#: What a player may type, for the messages below (the words stay English: they are what :meth:`Action.parse` reads).
# Translators: the actions after "say" are typed as they are, in English: they are what the program reads.
_HELP = mark_in("typed action", "say pass, order up, order up alone, call hearts, call hearts alone, discard 9C, "
                "defend alone, or play JH")


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:40] + "…"


def _quote(raw: str) -> str:
    text = raw.strip()
    return repr(text if len(text) <= 40 else text[:40] + "…")


def _normalised(raw: str) -> str:
    """What a player typed, lower case, without ``!``, ``.`` or ``,``, with single spaces and none at the ends."""
    return " ".join(raw.lower().translate(_DROPPED).split())


def _alone_at(text: str) -> int:
    """Where the 'alone' words that end ``text`` begin, the space before them included (0: none).

    ``text`` has single spaces and none at either end. The words must start a word: after a
    space, a character that is not part of a word (not a letter, digit or ``_``), or at the start
    (which counts as none: the whole text is the words).
    """
    starts = [len(text) - len(words) for words in _ALONE_WORDS if text.endswith(words)]
    found = [at - (text[at - 1] == " ") for at in starts if at == 0 or not _is_word(text[at - 1])]
    return min(found, default=0)


def _is_word(char: str) -> bool:
    """A character that can be part of a word (a letter, a digit or ``_``)."""
    return char.isalnum() or char == "_"


def _parse_text(raw: str) -> Action:
    """An action from text: a word of its own (``pass``), ordering up, a call, a bid, a card action, a card."""
    text = _normalised(raw)
    if not text:
        # Translators: {help} says what may be typed ("say pass, order up, …").
        raise InvalidActionError(say("no action given: {help}", help=say_in("typed action", _HELP)))
    if text in _SIMPLE:
        return _SIMPLE[text]
    at = _alone_at(text)
    alone = at > 0
    if alone:
        text = text[:at].strip()
    if text in _ORDER_WORDS:
        return ORDER_UP_ALONE if alone else ORDER_UP
    verb, _, rest = text.partition(" ")
    if verb in ("call", "name", "make", "choose", "trump") and rest:
        return _parse_call(raw, rest, alone)
    if verb == "bid" and rest:
        return _parse_bid(raw, rest, alone)
    if not rest:
        try:
            return call(verb, alone)
        except EuchreError:
            pass
    if alone:
        # Translators: {text} is what the player typed, quoted; the words in '' are typed as they are, in English.
        raise InvalidActionError(say("{text}: 'alone' goes with ordering up, naming trump or a bid ('order up alone', "
                                     "'call hearts alone', 'bid 8 hearts'), or say 'go alone' or 'defend alone'",
                                     text=_quote(raw)))
    return _parse_card_action(raw, verb)


def _parse_call(raw: str, rest: str, alone: bool) -> Action:
    """``call hearts (alone)``, or ``call ace of spades`` (call-ace: never alone)."""
    if not rest.startswith("ace "):
        return call(rest, alone)
    if alone:
        # Translators: {text} is what the player typed, quoted; 'go alone' is typed as it is, in English.
        raise InvalidActionError(say("{text}: calling an ace chooses a silent partner, so it cannot be alone; to play "
                                     "alone say 'go alone' instead of calling an ace", text=_quote(raw)))
    return CALL_ACE[Suit.parse(rest[4:].removeprefix("of "))]


def _parse_bid(raw: str, rest: str, alone: bool) -> Action:
    """``bid 4 hearts``; alone only for the lone bids (8 and 15)."""
    number, _, suit = rest.partition(" ")
    if not suit:
        # Translators: {text} is what the player typed, quoted; 'bid 4 hearts' is typed as it is, in English.
        raise InvalidActionError(say("{text}: a bid is a number and a suit, e.g. 'bid 4 hearts'", text=_quote(raw)))
    level = whole_number(number, "the bid", InvalidActionError)
    action = bid(level, suit)
    if alone and not action.alone:
        # Translators: {text} is what the player typed, quoted; {level} is 3, 4 or 5; {suit} is the suit as typed in
        # English ("hearts"): the bids in '' are typed as they are.
        raise InvalidActionError(say("{text}: a bid of {level} is played with a partner; the lone bids are "
                                     "'bid 8 {suit}' (alone, after the widow) and 'bid 15 {suit}' (as dealt)",
                                     text=_quote(raw), level=level, suit=_suit(suit).plural))
    return action


def _parse_card_action(raw: str, verb: str) -> Action:
    """A discard, a play, a gift or an ally, named by its verb and card; or a card alone (a play)."""
    as_typed = raw.strip().split(None, 1)[-1]  # the card as the player typed it, for messages
    if verb in ("discard", "bury", "throw"):
        return discard(as_typed)
    if verb in ("play", "lead"):
        return play(as_typed)
    if verb in ("give", "pass-card"):
        return GIVE[Card.parse(as_typed).id]
    if verb in ("ally", "partner"):
        return ALLY[Card.parse(as_typed.split(None, 1)[-1] if as_typed.lower().startswith("card ") else as_typed).id]
    try:
        return play(raw)
    except EuchreError:
        # Translators: {text} is what the player typed, quoted; {help} says what may be typed ("say pass, …").
        raise InvalidActionError(say("{text} is not an action: {help}", text=_quote(raw),
                                     help=say_in("typed action", _HELP))) from None
