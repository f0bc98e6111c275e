"""Actions: small integers that read and print as text.

An :class:`Action` is an ``int`` (so the engine can compare and store it cheaply, and a
bot can treat actions as OpenSpiel does) whose text is what a player would say:

>>> Action.parse("order it up alone"), Action.parse("call ♥"), Action.parse("JH")
(Action('order up alone'), Action('call hearts'), Action('play JH'))
>>> str(Action.parse("discard 9c")), int(Action.parse("pass"))
('discard 9C', 80)
"""

from __future__ import annotations

import enum
import re

from euchre_teach.cards import CARDS, NUM_CARD_IDS, Card, Suit
from euchre_teach.errors import IllegalActionError

_DISCARD_BASE = 40
PASS_ID = 80
ORDER_UP_ID = 81
ORDER_UP_ALONE_ID = 82
_CALL_BASE = 84
_CALL_ALONE_BASE = 88
DEFEND_ALONE_ID = 92
NUM_ACTION_IDS = 93


class Kind(enum.Enum):
    """What sort of action this is."""

    PLAY = "play"
    DISCARD = "discard"
    PASS = "pass"
    ORDER_UP = "order up"
    CALL = "call"
    DEFEND_ALONE = "defend alone"


class Action(int):
    """One player's action, an ``int`` with a text form; build it with the helpers below."""

    __slots__ = ()

    @property
    def kind(self) -> Kind:
        """Play, discard, pass, order up, call (name a suit) or defend alone."""
        return _KIND[self]

    @property
    def card(self) -> Card | None:
        """The card played or discarded."""
        if self < NUM_CARD_IDS:
            return CARDS[self]
        if _DISCARD_BASE <= self < _DISCARD_BASE + NUM_CARD_IDS:
            return CARDS[self - _DISCARD_BASE]
        return None

    @property
    def suit(self) -> Suit | None:
        """The suit named by a call."""
        if _CALL_BASE <= self < _CALL_ALONE_BASE + 4:
            return Suit((self - _CALL_BASE) % 4)
        return None

    @property
    def alone(self) -> bool:
        """True when the bidder goes alone (or a defender defends alone)."""
        return self in (ORDER_UP_ALONE_ID, DEFEND_ALONE_ID) or _CALL_ALONE_BASE <= self < _CALL_ALONE_BASE + 4

    @property
    def text(self) -> str:
        """The canonical text: ``'play JH'``, ``'call hearts alone'``."""
        return _TEXT[self]

    def __str__(self) -> str:
        return _TEXT[self]

    def __repr__(self) -> str:
        return f"Action({_TEXT[self]!r})"

    @classmethod
    def parse(cls, text: str | int) -> Action:
        """Read an action from what a player might type (see the module examples)."""
        if isinstance(text, Action):
            return text
        if isinstance(text, int):
            if 0 <= text < NUM_ACTION_IDS and _ACTIONS[text] is not None:
                return _ACTIONS[text]
            raise IllegalActionError(f"{text} is not an action number")
        return _parse_text(str(text))


def _build() -> tuple[list[Action | None], dict[int, str], dict[int, Kind]]:
    actions: list[Action | None] = [None] * NUM_ACTION_IDS
    text: dict[int, str] = {}
    kinds: dict[int, Kind] = {}

    def add(number: int, words: str, kind: Kind) -> None:
        actions[number] = Action(number)
        text[number] = words
        kinds[number] = kind

    for card in CARDS:
        add(card.id, f"play {card.code}", Kind.PLAY)
        add(_DISCARD_BASE + card.id, f"discard {card.code}", Kind.DISCARD)
    add(PASS_ID, "pass", Kind.PASS)
    add(ORDER_UP_ID, "order up", Kind.ORDER_UP)
    add(ORDER_UP_ALONE_ID, "order up alone", Kind.ORDER_UP)
    for suit in Suit:
        add(_CALL_BASE + suit, f"call {suit.plural}", Kind.CALL)
        add(_CALL_ALONE_BASE + suit, f"call {suit.plural} alone", Kind.CALL)
    add(DEFEND_ALONE_ID, "defend alone", Kind.DEFEND_ALONE)
    return actions, text, kinds


_ACTIONS, _TEXT, _KIND = _build()
#: Every action there is, in id order.
ALL_ACTIONS: tuple[Action, ...] = tuple(a for a in _ACTIONS if a is not None)

PASS: Action = _ACTIONS[PASS_ID]  # type: ignore[assignment]
ORDER_UP: Action = _ACTIONS[ORDER_UP_ID]  # type: ignore[assignment]
ORDER_UP_ALONE: Action = _ACTIONS[ORDER_UP_ALONE_ID]  # type: ignore[assignment]
DEFEND_ALONE: Action = _ACTIONS[DEFEND_ALONE_ID]  # type: ignore[assignment]
#: ``PLAY[card_id]`` and ``DISCARD[card_id]``: the prebuilt actions, for the hot path.
PLAY: tuple[Action, ...] = tuple(_ACTIONS[:NUM_CARD_IDS])  # type: ignore[arg-type]
DISCARD: tuple[Action, ...] = tuple(_ACTIONS[_DISCARD_BASE:_DISCARD_BASE + NUM_CARD_IDS])  # type: ignore[arg-type]
CALL: tuple[Action, ...] = tuple(_ACTIONS[_CALL_BASE:_CALL_BASE + 4])  # type: ignore[arg-type]
CALL_ALONE: tuple[Action, ...] = tuple(_ACTIONS[_CALL_ALONE_BASE:_CALL_ALONE_BASE + 4])  # type: ignore[arg-type]


def play(card: Card | str) -> Action:
    """The action of playing ``card``."""
    return PLAY[Card.parse(card).id]


def discard(card: Card | str) -> Action:
    """The dealer's discard of ``card``."""
    return DISCARD[Card.parse(card).id]


def call(suit: Suit | str, alone: bool = False) -> Action:
    """Naming ``suit`` as trump (round 2, or the dealer under a turned joker)."""
    suit = Suit.parse(suit)
    return (CALL_ALONE if alone else CALL)[suit]


_ORDER_WORDS = re.compile(
    r"(order|ordered)( it)? up|up|assist|take( it)? up|pick( it)? up|accept|i order it up"
)
_ALONE = re.compile(r"\s*\b(alone|going alone|go alone|and go alone|lone)$")


def _parse_text(raw: str) -> Action:
    text = re.sub(r"[!.,]", "", raw.strip().lower())
    text = re.sub(r"\s+", " ", text)
    if text in ("pass", "p", "no", "i pass", "decline", "play with partner"):
        return PASS
    if text in ("defend alone", "defend alone!", "i defend alone"):
        return DEFEND_ALONE
    alone = False
    found = _ALONE.search(text)
    if found and found.start() > 0:
        alone = True
        text = text[: found.start()].strip()
    if _ORDER_WORDS.fullmatch(text):
        return ORDER_UP_ALONE if alone else ORDER_UP
    verb, _, rest = text.partition(" ")
    if verb in ("call", "name", "make", "choose", "trump") and rest:
        return call(Suit.parse(rest), alone)
    if not rest and not alone:
        try:
            return call(Suit.parse(verb))
        except ValueError:
            pass
    elif alone and not rest:
        return call(Suit.parse(verb), alone)
    if alone:
        raise IllegalActionError(f"{raw!r}: only bids can be made alone")
    as_typed = raw.strip().split(None, 1)[-1]  # the card as the player typed it, for messages
    if verb in ("discard", "bury", "throw"):
        return discard(Card.parse(as_typed))
    if verb in ("play", "lead"):
        return play(Card.parse(as_typed))
    try:
        return play(Card.parse(raw))
    except ValueError:
        raise IllegalActionError(
            f"{raw!r} is not an action: say pass, order up, order up alone, call hearts, "
            "call hearts alone, discard 9C, defend alone, or play JH"
        ) from None
