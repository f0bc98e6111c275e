"""The rules of a game as one frozen, self-validating value, with named presets.

Rule books disagree (docs/rules.md lists where): the seed texts give each default, and every
other reading is a named option. A custom mix is ``rules.replace(...)``; an
impossible mix raises :class:`~euchre_teach.errors.RulesError` saying why.

>>> rules = find_variant("british")
>>> rules.best_bower, rules.pack_cards
(2S, 25)
>>> Rules(pack_size=30)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
euchre_teach.errors.RulesError: pack_size=30 is not a euchre pack: choose 24 (9 to A), 28 (8 to A), ...
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass, field
from typing import Any

from euchre_teach.cards import CARDS, JOKER, JOKER_ID, Card, Rank, Suit
from euchre_teach.errors import InvalidCardError, RulesError
from euchre_teach.inputs import check_text, parse_seat, said_seat, whole_number


class JokerUpcard(str, enum.Enum):
    """What happens when the joker (or benny) is the upcard (R8)."""

    DEALER_NAMES = "dealer names trump"
    AGREED_SUIT = "agreed suit"


class DefendAlone(str, enum.Enum):
    """When a defender may declare defending alone (R15)."""

    ALWAYS = "always"
    AGAINST_LONER = "against a loner"
    NEVER = "never"


class OpeningLead(str, enum.Enum):
    """Who leads to the first trick (R17)."""

    LONERS_LEFT = "loner's left"
    DEALERS_LEFT = "dealer's left"


class Partnership(str, enum.Enum):
    """Who plays with whom: fixed partners opposite, nobody, or a partner called each hand."""

    OPPOSITE = "partners opposite"
    NONE = "every player for himself"
    CALLED = "silent partner called"


class Bidding(str, enum.Enum):
    """The two rounds on a turned-up card (R9–R12), or one auction round with a widow (R26)."""

    TWO_ROUNDS = "two rounds"
    AUCTION = "auction"


class Scoring(str, enum.Enum):
    """Points (R20) or the Finnish count of euchres (R22)."""

    POINTS = "points"
    EUCHRES = "euchres"


_PACK_LOWEST = {24: Rank.NINE, 28: Rank.EIGHT, 32: Rank.SEVEN, 36: Rank.SIX}
_CLASS_NAMES = ("Ann", "Ben", "Cal", "Dee", "Eve", "Fay", "Gus")


def default_seat_names(players: int) -> tuple[str, ...]:
    """Compass seats for two to four players (clockwise), first names for five to seven."""
    if players == 2:
        return ("North", "South")
    if players == 3:
        return ("North", "East", "West")
    if players == 4:
        return ("North", "East", "South", "West")
    return _CLASS_NAMES[:players]


@dataclass(frozen=True, slots=True, init=False)
class Rules:
    """Every option of a game. The defaults are the four-hand game of the seed texts.

    Options are given by name; ``rules.replace(target=5)`` is a copy with options changed,
    checked as new rules are. A friendly value is accepted and stored as its type: ``'2S'``
    for a card, ``'hearts'`` for a suit, ``'always'`` for a word of the rules, a list for a tuple.
    """

    players: int
    partnership: Partnership
    bidding: Bidding
    widow: int
    #: Left out (None), the smallest pack that deals every player five cards and the upcard or widow.
    pack_size: int
    best_bower: Card | None
    deal_packets: tuple[int, ...]
    joker_upcard: JokerUpcard
    joker_agreed_suit: Suit
    dealer_partner_must_go_alone: bool
    stick_the_dealer: bool
    dealer_picks_up_when_partner_alone: bool
    dealer_may_discard_upcard: bool
    calling_for_best: bool
    farmers_hand: bool
    no_ace_no_face: bool
    #: Left out (None), it follows the partnership: 'always' with partners opposite, else 'never'.
    defend_alone: DefendAlone
    opening_lead: OpeningLead
    make_points: int
    march_points: int
    alone_march_points: int
    euchre_points: int
    #: Left out (None), it is euchre_points.
    lone_defender_euchre_points: int
    lone_hand_euchre_points: int
    super_euchre_points: int | None
    scoring: Scoring
    target: int
    seat_names: tuple[str, ...]
    #: Worked out from the options when the rules are made (not options: not compared, shown or saved).
    pack: tuple[Card, ...] = field(init=False, repr=False, compare=False)  # every card, in id order
    pack_mask: int = field(init=False, repr=False, compare=False)  # the pack as a bitmask of card ids
    _hash: int = field(init=False, repr=False, compare=False)  # the options' hash: rules key the plan cache

    def __init__(
        self,
        *values: object,
        players: int = 4,
        partnership: Partnership | str = Partnership.OPPOSITE,
        bidding: Bidding | str = Bidding.TWO_ROUNDS,
        widow: int = 0,
        pack_size: int | None = None,
        best_bower: Card | str | None = None,
        deal_packets: tuple[int, ...] | list[int] = (3, 2),
        joker_upcard: JokerUpcard | str = JokerUpcard.DEALER_NAMES,
        joker_agreed_suit: Suit | str = Suit.HEARTS,
        dealer_partner_must_go_alone: bool = False,
        stick_the_dealer: bool = False,
        dealer_picks_up_when_partner_alone: bool = False,
        dealer_may_discard_upcard: bool = True,
        calling_for_best: bool = False,
        farmers_hand: bool = False,
        no_ace_no_face: bool = False,
        defend_alone: DefendAlone | str | None = None,
        opening_lead: OpeningLead | str = OpeningLead.LONERS_LEFT,
        make_points: int = 1,
        march_points: int = 2,
        alone_march_points: int = 4,
        euchre_points: int = 2,
        lone_defender_euchre_points: int | None = None,
        lone_hand_euchre_points: int | None = None,
        super_euchre_points: int | None = None,
        scoring: Scoring | str = Scoring.POINTS,
        target: int = 10,
        seat_names: tuple[str, ...] | list[str] = (),
        **unknown: object,
    ) -> None:
        """``Rules(4)`` and ``Rules(foo=1)`` are ``RulesError``s listing the options, not ``TypeError``s."""
        if values:
            raise RulesError(f"give rules options by name, e.g. Rules(players=3), not {len(values)} bare "
                             f"value(s); the options: {', '.join(OPTIONS)}")
        _check_option_names(unknown)
        given = dict(
            players=players, partnership=partnership, bidding=bidding, widow=widow, pack_size=pack_size,
            best_bower=best_bower, deal_packets=deal_packets, joker_upcard=joker_upcard,
            joker_agreed_suit=joker_agreed_suit, dealer_partner_must_go_alone=dealer_partner_must_go_alone,
            stick_the_dealer=stick_the_dealer, dealer_picks_up_when_partner_alone=dealer_picks_up_when_partner_alone,
            dealer_may_discard_upcard=dealer_may_discard_upcard, calling_for_best=calling_for_best,
            farmers_hand=farmers_hand, no_ace_no_face=no_ace_no_face, defend_alone=defend_alone,
            opening_lead=opening_lead, make_points=make_points, march_points=march_points,
            alone_march_points=alone_march_points, euchre_points=euchre_points,
            lone_defender_euchre_points=lone_defender_euchre_points, lone_hand_euchre_points=lone_hand_euchre_points,
            super_euchre_points=super_euchre_points,
            scoring=scoring, target=target, seat_names=seat_names,
        )
        for name, value in given.items():
            object.__setattr__(self, name, value)  # a frozen dataclass's own __init__ sets its fields so
        _check_types(self)
        _normalise(self)
        _validate(self)
        pack = _cards_of_pack(self.lowest_rank, self.best_bower)
        object.__setattr__(self, "pack", pack)
        object.__setattr__(self, "pack_mask", sum(1 << card.id for card in pack))
        object.__setattr__(self, "_hash", hash(tuple(getattr(self, name) for name in OPTIONS)))

    def __hash__(self) -> int:
        """By the options, as equality (worked out once: the plan cache hashes the rules of every new hand)."""
        return self._hash

    def replace(self, **changes: Any) -> Rules:
        """A copy with some options changed, checked as new rules are."""
        return dataclasses.replace(self, **changes)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled and copied as the options, and made again (the hash differs between processes)."""
        return _rules_of, (tuple(getattr(self, name) for name in OPTIONS),)

    # -- derived facts -------------------------------------------------------------
    @property
    def lowest_rank(self) -> Rank:
        """The lowest rank in the pack: 9, 8 or 7."""
        return _PACK_LOWEST[self.pack_size]

    @property
    def pack_cards(self) -> int:
        """How many cards the pack holds, the best bower included."""
        return self.pack_size + (self.best_bower is not None)

    @property
    def partners_opposite(self) -> bool:
        """True in the four-hand partnership game."""
        return self.partnership is Partnership.OPPOSITE

    @property
    def cards_needed(self) -> int:
        """Five cards a player, and an upcard or the widow."""
        return self.players * self.hand_size + (self.widow if self.bidding is Bidding.AUCTION else 1)

    @property
    def hand_size(self) -> int:
        """Cards dealt to each player."""
        return sum(self.deal_packets)

    # -- seats: the one home of seat arithmetic -------------------------------------
    def seat_name(self, seat: int | str) -> str:
        """The name of a seat as the learner reads it: ``'North'`` (``'Pohjoinen'`` in Finnish); a seat number,
        name or initial, else ``SeatError``. Files and records write :meth:`seat_code` instead."""
        return said_seat(self.seat_names[parse_seat(self.seat_names, seat)])

    @property
    def said_names(self) -> tuple[str, ...]:
        """Every seat's name as the learner reads it (:meth:`seat_name`), in seat order; :attr:`seat_names`
        are the names files write."""
        return tuple(said_seat(name) for name in self.seat_names)

    def seat_code(self, seat: int | str) -> str:
        """The name of a seat as files and records write it, in every language: ``'North'``."""
        return self.seat_names[parse_seat(self.seat_names, seat)]

    def left(self, seat: int) -> int:
        """The seat on ``seat``'s left: the next to deal, bid and play."""
        return (seat + 1) % self.players

    def partner(self, seat: int) -> int:
        """The seat opposite ``seat``: its partner in the four-hand game (R13)."""
        return (seat + 2) % self.players

    def seats_from(self, seat: int) -> tuple[int, ...]:
        """Every seat in turn, starting with ``seat`` and going left.

        >>> STANDARD.seats_from(STANDARD.left(3))  # the dealer West: bidding starts at North
        (0, 1, 2, 3)
        """
        return tuple((seat + i) % self.players for i in range(self.players))

    def parse_seat(self, text: str | int) -> int:
        """A seat from its number, name or initial (``'W'``, ``'west'``, ``3``); else ``SeatError``."""
        return parse_seat(self.seat_names, text)

    # -- saving ---------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """The options that differ from the defaults, as JSON-ready values."""
        out: dict[str, Any] = {}
        for name in OPTIONS:
            value = getattr(self, name)
            default = _structural(self, name) if name in _STRUCTURAL else _DEFAULTS[name]
            if value != default:
                out[name] = _to_plain(value)
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """Rules from :meth:`to_dict` output; an unknown or bad option raises ``RulesError``."""
        if not isinstance(data, dict):
            raise RulesError(f"rules must be a mapping of options, not {type(data).__name__}")
        _check_option_names(data)
        return cls(**data)

    def to_text(self) -> str:
        """The nearest preset's name plus the options that differ from it.

        >>> STANDARD.replace(target=11).to_text()
        'standard; target=11'
        """
        name, preset = min(PRESETS.items(), key=lambda item: len(_diff(item[1], self)))
        parts = [name] + [f"{k}={_text_value(v)}" for k, v in _diff(preset, self).items()]
        return "; ".join(parts)

    @classmethod
    def from_text(cls, text: str) -> Rules:
        """Rules from :meth:`to_text` output: ``'standard; stick_the_dealer=true'``."""
        check_text(text, "the rules", RulesError)
        name, *options = [part.strip() for part in text.split(";")]
        rules = find_variant(name)
        changes: dict[str, Any] = {}
        for option in options:
            key, sep, value = option.partition("=")
            key = key.strip()
            if not sep or key not in _FIELD_TYPES:
                raise RulesError(f"cannot read rules option {option[:60]!r}: expected name=value, "
                                 f"the name one of {', '.join(OPTIONS)}")
            if key in changes:
                raise RulesError(f"rules option {key} is given twice")
            changes[key] = _from_text_value(key, value.strip())
        return rules.replace(**changes)

    def describe(self) -> str:
        """A plain-English summary of the game these rules make (see :func:`describe_rules`)."""
        return describe_rules(self)


def _check_option_names(options: dict[Any, object]) -> None:
    """Every key must name an option of :class:`Rules`; else a ``RulesError`` listing them."""
    for key in options:
        if key not in _FIELD_TYPES:
            raise RulesError(f"unknown rules option {str(key)[:40]!r}; known: {', '.join(OPTIONS)}")


def _rules_of(values: tuple[object, ...]) -> Rules:
    """Rules made from every option's value, in the order of :data:`OPTIONS` (unpickling)."""
    return Rules(**dict(zip(OPTIONS, values, strict=True)))  # type: ignore[arg-type]


def _cards_of_pack(lowest: Rank, best_bower: Card | None) -> tuple[Card, ...]:
    """Every card of a pack, in id order: the suits from ``lowest`` up, and the best bower."""
    cards = [c for c in CARDS[:JOKER_ID] if c.rank >= lowest]
    if best_bower is not None:
        cards.append(best_bower)
    return tuple(sorted(cards, key=lambda c: c.id))


#: The options' names, in order (the fields of :class:`Rules` given when rules are made).
OPTIONS: tuple[str, ...] = tuple(option.name for option in dataclasses.fields(Rules) if option.init)
#: Each option's default: what ``Rules()`` is given when the option is left out (None: worked out from the others).
_DEFAULTS: dict[str, object] = dict(Rules.__init__.__kwdefaults__ or {})
#: Each option's type as its annotation reads (``'bool'``, ``'int'``, ``'int | None'``, ``'Card | None'``).
_FIELD_TYPES: dict[str, str] = {option.name: str(option.type) for option in dataclasses.fields(Rules) if option.init}
_BOOL_FIELDS = tuple(name for name, kind in _FIELD_TYPES.items() if kind == "bool")
_INT_FIELDS = tuple(name for name, kind in _FIELD_TYPES.items() if kind == "int")
_OPTIONAL_INT_FIELDS = tuple(name for name, kind in _FIELD_TYPES.items() if kind == "int | None")
_WORD_FIELDS = ("partnership", "bidding", "joker_upcard", "defend_alone", "opening_lead", "scoring")
_POINT_FIELDS = ("make_points", "march_points", "alone_march_points", "euchre_points",
                 "lone_defender_euchre_points", "lone_hand_euchre_points", "super_euchre_points")
#: Seat names may not be these words: they begin the header lines of a saved hand.
RESERVED_NAMES = ("rules", "dealer", "seed", "kitty", "end")
_NAME_FORBIDDEN = set(":;=,#") | {chr(c) for c in range(32)} | {"\x7f"}
MAX_TARGET = 10_000
MAX_POINTS = 1_000
#: Options whose default follows the rest of the rules (``None`` means "the usual for this game").
_STRUCTURAL = ("defend_alone", "lone_defender_euchre_points", "lone_hand_euchre_points", "seat_names", "pack_size")


def _structural(rules: Rules, name: str) -> object:
    """The value an option takes when the learner leaves it out, given the other options."""
    if name == "defend_alone":
        return DefendAlone.ALWAYS if rules.partnership is Partnership.OPPOSITE else DefendAlone.NEVER
    if name in ("lone_defender_euchre_points", "lone_hand_euchre_points"):
        return rules.euchre_points
    if name == "pack_size":  # R24, R26: 24 cards for four; larger packs for more players
        sizes = (24, 28, 32, 36) if rules.bidding is Bidding.AUCTION else (24, 32, 36)
        extra = rules.best_bower is not None
        fits = [size for size in sizes if size + extra >= rules.cards_needed]
        return fits[0] if fits else 36
    return default_seat_names(rules.players) if type(rules.players) is int and 2 <= rules.players <= 7 else ()


def _check_types(rules: Rules) -> None:
    """Every option of the right kind, before any is used (a wrong type is a RulesError, never a crash)."""
    for name, wanted in _wrong_types(rules):
        value = getattr(rules, name)
        shown = repr(value) if len(repr(value)) <= 60 else repr(value)[:57] + "..."
        raise RulesError(f"{name}={shown} must be {wanted}")


def _wrong_types(rules: Rules) -> list[tuple[str, str]]:
    """The options of the wrong kind, each with what it must be, in the order of the checks."""
    wrong = [(name, "true or false") for name in _BOOL_FIELDS if type(getattr(rules, name)) is not bool]
    wrong += [(name, "a whole number") for name in _INT_FIELDS if type(getattr(rules, name)) is not int
              and not (name in _STRUCTURAL and getattr(rules, name) is None)]
    wrong += [(name, "a whole number (or left out)") for name in _OPTIONAL_INT_FIELDS
              if getattr(rules, name) is not None and type(getattr(rules, name)) is not int]
    if rules.best_bower is not None and not isinstance(rules.best_bower, Card | str):
        wrong.append(("best_bower", "a card such as 'joker' or '2S', or None"))
    if not _sequence_of(rules.deal_packets, int, exact=True):
        wrong.append(("deal_packets", "packets such as (3, 2) or (2, 3)"))
    if not _sequence_of(rules.seat_names, str):
        wrong.append(("seat_names", "a list of names, one a player, such as ('Ann', 'Ben', 'Cal', 'Dee')"))
    if not isinstance(rules.joker_agreed_suit, Suit | str):
        wrong.append(("joker_agreed_suit", "a suit such as 'hearts'"))
    words = "one of the words listed in the rules (for example 'always')"
    left_out = rules.defend_alone is None  # (worked out from the partnership)
    wrong += [(name, words) for name in _WORD_FIELDS
              if not isinstance(getattr(rules, name), str) and not (name == "defend_alone" and left_out)]
    return wrong


def _sequence_of(value: object, kind: type, exact: bool = False) -> bool:
    """Is ``value`` a tuple or list whose items are all of ``kind`` (exactly of it, for ``exact``)?"""
    if not isinstance(value, tuple | list):
        return False
    return all(type(item) is kind if exact else isinstance(item, kind) for item in value)


def _normalise(rules: Rules) -> None:
    """Accept friendly values (``'2S'``, ``'joker'``, ``'hearts'``) and store the types."""

    def put(name: str, value: object) -> None:
        object.__setattr__(rules, name, value)

    if isinstance(rules.best_bower, str):
        text = rules.best_bower.strip().lower()
        try:
            put("best_bower", Card.parse("2S" if text == "benny" else text))
        except InvalidCardError as exc:
            raise RulesError(f"best_bower: {exc}") from None
    for name, kind in (
        ("partnership", Partnership),
        ("bidding", Bidding),
        ("joker_upcard", JokerUpcard),
        ("defend_alone", DefendAlone),
        ("opening_lead", OpeningLead),
        ("scoring", Scoring),
    ):
        value = getattr(rules, name)
        if value is None:
            continue
        try:
            put(name, kind(value))
        except ValueError:
            allowed = ", ".join(repr(k.value) for k in kind)
            raise RulesError(f"{name}={value[:60]!r} is not allowed: choose {allowed}") from None
    try:
        put("joker_agreed_suit", Suit.parse(rules.joker_agreed_suit))
    except InvalidCardError as exc:
        raise RulesError(f"joker_agreed_suit: {exc}") from None
    for name in ("deal_packets", "seat_names"):
        value = getattr(rules, name)
        if isinstance(value, list):
            put(name, tuple(value))
    _fill_structural(rules)


def _fill_structural(rules: Rules) -> None:
    """The options left out (None) that follow the rest of the rules: seat names, pack size, who may
    defend alone, the lone scores (see :func:`_structural`)."""

    def put(name: str, value: object) -> None:
        object.__setattr__(rules, name, value)

    if 2 <= rules.players <= 7:
        defaults = {default_seat_names(n) for n in range(2, 8)}
        if not rules.seat_names or (rules.seat_names in defaults and len(rules.seat_names) != rules.players):
            put("seat_names", default_seat_names(rules.players))  # a new player count keeps default names
    if rules.pack_size is None:
        put("pack_size", _structural(rules, "pack_size") if 2 <= rules.players <= 7 else 24)
    for name in ("defend_alone", "lone_defender_euchre_points", "lone_hand_euchre_points"):
        if getattr(rules, name) is None:
            put(name, _structural(rules, name))


def _validate(rules: Rules) -> None:
    if rules.pack_size not in _PACK_LOWEST:
        raise RulesError(
            f"pack_size={rules.pack_size} is not a euchre pack: choose 24 (9 to A), "
            "28 (8 to A), 32 (7 to A) or 36 (6 to A)"
        )
    _validate_table(rules)
    bower = rules.best_bower
    if bower is not None and not bower.is_joker and bower.rank >= rules.lowest_rank:
        raise RulesError(
            f"best_bower={bower.code}: the {bower} is already in the {rules.pack_size}-card "
            "pack; the benny must be a card outside it (the 2♠ is customary) or the joker"
        )
    if rules.deal_packets not in ((3, 2), (2, 3)):
        raise RulesError(
            f"deal_packets={rules.deal_packets!r}: a euchre hand is dealt in packets of 3 then 2, "
            "or 2 then 3 (R6): choose (3, 2) or (2, 3)"
        )
    needed = rules.cards_needed
    if rules.pack_cards < needed:
        extra = f"a {rules.widow}-card widow" if rules.bidding is Bidding.AUCTION else "an upcard"
        raise RulesError(
            f"{rules.players} players need {needed} cards: {rules.hand_size} each and {extra}; "
            f"this pack has {rules.pack_cards}"
        )
    if rules.farmers_hand and rules.pack_cards - rules.players * rules.hand_size < 4:
        raise RulesError("farmers_hand: going under swaps three cards for the three under the upcard, "
                         "but this deal leaves fewer than three there")
    _validate_scores(rules)
    if rules.defend_alone is DefendAlone.NEVER and rules.lone_defender_euchre_points != rules.euchre_points:
        raise RulesError(
            "lone_defender_euchre_points is set, but defend_alone='never' means nobody "
            "can defend alone: allow defending alone or drop the lone-defender score"
        )
    if rules.partnership is Partnership.NONE and rules.lone_hand_euchre_points != rules.euchre_points:
        raise RulesError(
            "lone_hand_euchre_points is set, but without partners nobody goes alone by choice: "
            "drop the lone-hand score"
        )
    if not 1 <= rules.target <= MAX_TARGET:
        raise RulesError(f"target={rules.target}: a game is played to at least 1 and at most {MAX_TARGET:,}")


def _validate_scores(rules: Rules) -> None:
    """Points within bounds, and at least one outcome that scores, so that a match can end (R21)."""
    for name in _POINT_FIELDS:
        value = getattr(rules, name)
        if value is not None and not 0 <= value <= MAX_POINTS:
            raise RulesError(f"{name}={value} must be between 0 and {MAX_POINTS:,}")
    if rules.super_euchre_points is not None and rules.super_euchre_points < rules.euchre_points:
        raise RulesError(
            f"super_euchre_points={rules.super_euchre_points!r}: a super-euchre (no tricks "
            f"at all) scores at least as much as a euchre ({rules.euchre_points})"
        )
    if rules.scoring is Scoring.EUCHRES or rules.bidding is Bidding.AUCTION:
        return  # a euchre counts 1; an auction scores the bid: every such hand can score
    reachable = [rules.make_points, rules.march_points, rules.euchre_points]
    if rules.partnership is not Partnership.NONE:
        reachable += [rules.alone_march_points, rules.lone_hand_euchre_points]  # somebody may go alone
    if rules.defend_alone is not DefendAlone.NEVER:
        reachable.append(rules.lone_defender_euchre_points)
    if not any(reachable):
        raise RulesError(
            "no hand can score a point under these rules (every score is 0), so a match would never "
            f"reach its target of {rules.target}: give making, a march or a euchre at least 1 point"
        )


def _validate_table(rules: Rules) -> None:
    """Players, partnerships and bidding that fit together (R23–R27)."""
    n = rules.players
    if not 2 <= n <= 7:
        raise RulesError(f"players={n}: euchre is played by two to seven players")
    if rules.partnership is Partnership.OPPOSITE and n != 4:
        raise RulesError(
            f"players={n}: partners opposite needs exactly four players; for {n} choose "
            "partnership='every player for himself' (cutthroat, two-handed) or a called partner"
        )
    if rules.partnership is Partnership.CALLED and n < 4:
        raise RulesError(f"players={n}: a called (silent) partner needs at least four players")
    _validate_bidding(rules)
    if not rules.partners_opposite:
        for name in ("dealer_partner_must_go_alone", "calling_for_best"):
            if getattr(rules, name):
                raise RulesError(f"{name} needs partners opposite: in this game nobody has a fixed partner")
        if rules.defend_alone is not DefendAlone.NEVER:
            raise RulesError("defending alone needs fixed partners: set defend_alone='never' for this game")
    _validate_auction_options(rules)
    if len(rules.seat_names) != n or len({name.lower() for name in rules.seat_names}) != n:
        raise RulesError(f"seat_names must give {n} different names")
    for name in rules.seat_names:
        _check_name(name)


def _validate_bidding(rules: Rules) -> None:
    """The auction (R26) goes with a widow, a called partner and points; a widow only with the auction."""
    if rules.bidding is not Bidding.AUCTION:
        if rules.widow:
            raise RulesError(f"widow={rules.widow}: a widow belongs to auction bidding; the two-round game "
                             "turns up a card instead")
        return
    if rules.widow < 1:
        raise RulesError("auction bidding needs a widow for the maker to take: set widow=3")
    if rules.partnership is not Partnership.CALLED:
        raise RulesError("auction euchre calls its partner: set partnership='silent partner called'")


def _validate_auction_options(rules: Rules) -> None:
    """The auction scores the bid, and has no kitty to go under with or throw in on."""
    if rules.bidding is Bidding.AUCTION and rules.scoring is Scoring.EUCHRES:
        raise RulesError("auction euchre scores the bid; counting euchres belongs to the two-round game")
    if rules.bidding is Bidding.AUCTION and (rules.farmers_hand or rules.no_ace_no_face):
        raise RulesError("farmer's hand and no-ace-no-face belong to the two-round game with a kitty")


def _check_name(name: str) -> None:
    """A seat name is a word or two that a record file can hold: ``'Ann'``, ``'Mrs Lee'``."""
    shown = repr(name) if len(name) <= 30 else repr(name[:30] + "…")
    if not name or name != name.strip() or len(name) > 20:
        raise RulesError(f"seat name {shown}: a name has 1 to 20 characters, with no space at either end")
    if set(name) & _NAME_FORBIDDEN or not name.isprintable():
        raise RulesError(f"seat name {shown}: a name may not hold : ; = , # or control characters "
                         "(a saved hand uses them to separate its parts)")
    if name.lower() in RESERVED_NAMES or name.isdigit():
        raise RulesError(f"seat name {shown}: {', '.join(RESERVED_NAMES)} and numbers are kept for the lines "
                         "of a saved hand; choose another name")


def _to_plain(value: object) -> object:
    if isinstance(value, Card):
        return value.code
    if isinstance(value, enum.Enum):
        return value.value if not isinstance(value, Suit) else value.plural
    if isinstance(value, tuple):
        return list(value)
    return value


def _diff(base: Rules, other: Rules) -> dict[str, Any]:
    return {
        name: getattr(other, name)
        for name in OPTIONS
        if getattr(base, name) != getattr(other, name)
    }


def _text_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "none"
    if isinstance(value, tuple):
        return ("," if value and isinstance(value[0], str) else "-").join(str(v) for v in value)
    return str(_to_plain(value))


def _from_text_value(name: str, text: str) -> object:
    """Read an option's text by the option's type (so ``'5'`` for deal_packets is a packet, not an int)."""
    kind = _FIELD_TYPES[name]
    lowered = text.lower()
    if kind == "bool":
        if lowered in ("true", "yes"):
            return True
        if lowered in ("false", "no"):
            return False
        raise RulesError(f"{name}={text[:40]!r} must be true or false")
    if kind.endswith(" | None") and lowered == "none":
        return None
    if kind in ("int", "int | None"):
        return whole_number(text, name, RulesError)
    if name == "deal_packets":
        return tuple(whole_number(part, name, RulesError) for part in text.split("-"))
    if name == "seat_names":
        return tuple(part.strip() for part in text.split(","))
    return text


# -- the plain-English summary: where rule books disagree, it says which reading these rules take --


def describe_rules(rules: Rules) -> str:
    """Players, pack, deal, bidding, special cards, scoring table and target, in sentences.

    >>> print(describe_rules(STANDARD).splitlines()[0])
    Players: 4 in two partnerships, partners sitting opposite (North–South against East–West).
    """
    parts = [_players(rules), _pack(rules), _deal(rules), *_bidding(rules), *_before_play(rules),
             _lead(rules), _scoring(rules)]
    return "\n".join(part for part in parts if part)


def _players(rules: Rules) -> str:
    names = rules.seat_names
    if rules.partnership is Partnership.OPPOSITE:
        return (f"Players: 4 in two partnerships, partners sitting opposite "
                f"({names[0]}–{names[2]} against {names[1]}–{names[3]}).")
    seats = ", ".join(names)
    if rules.partnership is Partnership.NONE:
        return (f"Players: {rules.players} ({seats}), every player for himself: the maker always plays "
                f"alone against the other{'s' if rules.players > 2 else ''}, and each player keeps a score.")
    return (f"Players: {rules.players} ({seats}), every player for himself: each hand the maker calls "
            "a silent partner, and each member of a side scores the side's points.")


def _pack(rules: Rules) -> str:
    lowest = rules.lowest_rank.label
    pack = f"Pack: {rules.pack_cards} cards, A down to {lowest} in each suit"
    if rules.best_bower is not None:
        which = "the joker" if rules.best_bower.is_joker else f"the {rules.best_bower} (standing in for a joker)"
        pack += f", plus {which} as the best bower (benny), the highest trump"
    return pack + "."


def _deal(rules: Rules) -> str:
    packets = " then ".join(str(p) for p in rules.deal_packets)
    deal = f"Deal: {rules.hand_size} cards each in packets of {packets}, from the dealer's left; "
    if rules.bidding is Bidding.AUCTION:
        deal += f"{rules.widow} cards lie face down as the widow."
        if rules.pack_cards > rules.cards_needed:
            deal += f" {rules.pack_cards - rules.cards_needed} cards stay undealt."
        if rules.players == 7 and rules.widow < 3:
            deal += (" (A reconstruction: the rule books ask a three-card widow for seven, which needs "
                     "38 cards; they point to Foster's Complete Hoyle (1897) for the pack, but which 38 "
                     "cards it uses is not known here, and the packs here hold at most 37 (6 to A and the "
                     "joker), so seven play with a 2-card widow.)")
    else:
        deal += "the rest form the kitty and its top card is turned up."
    return deal + " The deal passes left."


def _bidding(rules: Rules) -> list[str]:
    if rules.bidding is Bidding.AUCTION:
        lines = ["Bidding: one round from the dealer's left; each player passes or bids more than the bid "
                 "before: 3, 4 or 5 tricks with a named trump, 8 (alone, after taking the widow) or 15 "
                 "(alone, as dealt). If all pass the hand is thrown in."]
        if rules.stick_the_dealer:
            lines.append("Stick the dealer: if nobody has bid, the dealer must.")
        lines.append(f"The maker takes the widow and discards {rules.widow} cards face down (not for 15), then "
                     "calls an ally by naming any card not in hand: its holder is the silent partner "
                     "(not for 8 or 15).")
        return lines
    alone = " Anyone may go alone." if rules.partners_opposite else ""
    bidding = ("Bidding: round 1, each player from the dealer's left passes or orders up the "
               f"upcard's suit; round 2, each may name another suit.{alone}")
    if rules.dealer_partner_must_go_alone:
        bidding += " The dealer's partner may order it up only alone (Canadian loner)."
    bidding += (" Stick the dealer: the dealer may not pass in round 2." if rules.stick_the_dealer
                else " If all pass twice the hand is thrown in.")
    pickup = "The dealer takes up the upcard and discards when it becomes trump"
    if rules.partners_opposite:
        pickup += (", even when the partner goes alone." if rules.dealer_picks_up_when_partner_alone
                   else ", unless the dealer's partner goes alone.")
    else:
        pickup += "."
    if not rules.dealer_may_discard_upcard:
        pickup += " The dealer may not discard the upcard itself."
    lines = [bidding, pickup]
    if rules.best_bower is not None:
        if rules.joker_upcard is JokerUpcard.DEALER_NAMES:
            lines.append("If the best bower is turned up there is no bidding: the dealer names trump "
                         "before looking at the hand, and the dealer's side are the makers.")
        else:
            lines.append(f"If the best bower is turned up, {rules.joker_agreed_suit.plural} are trump "
                         "(agreed beforehand) and the dealer's side are the makers.")
        lines.append("Nobody may go alone on such a hand: trump was not chosen for its strength. (A reading: "
                     "the seed texts give no bidding here, so none of its options, going alone included.)")
    if rules.farmers_hand:
        lines.append("Farmer's hand: before the bidding, a player holding three 9s and 10s may go under, "
                     "swapping three of them for the three cards under the upcard (the lowest three go; "
                     "once a hand).")
    if rules.no_ace_no_face:
        lines.append("No ace, no face: a player dealt no ace and no face card may throw the hand in.")
    if rules.farmers_hand or rules.no_ace_no_face:
        lines.append("Every player is asked in turn from the dealer's left, also one who cannot go under or "
                     "throw in (that player can only pass), so being asked tells the table nothing about "
                     "anyone's cards.")
    return lines


def _before_play(rules: Rules) -> list[str]:
    lines = []
    if rules.partnership is Partnership.CALLED and rules.bidding is Bidding.TWO_ROUNDS:
        lines.append("Call-ace: after the bidding the maker names a suit; whoever holds the highest card "
                     "of it in play (undealt cards do not count) is the silent partner, known only when "
                     "that card is played. If the suit's top card was not dealt, the highest in play "
                     "counts, but nobody can know that (its holder included: the top card may be in "
                     "another hand), so that partner is made known only when the hand is over. The maker "
                     "may play alone instead ('go alone'), and may turn out to be their own partner.")
    if rules.calling_for_best:
        lines.append("Calling for best: a loner's partner passes the best card face down; the loner "
                     "discards one.")
    # Without defending alone the summary says nothing of it: the first lessons print these
    # rules before lesson 4 teaches the words.
    if rules.partners_opposite and rules.defend_alone is not DefendAlone.NEVER:
        lines.append({
            DefendAlone.ALWAYS: "Either defender may defend alone, whether or not a maker is alone.",
            DefendAlone.AGAINST_LONER: "A defender may defend alone only against a lone maker.",
        }[rules.defend_alone])
    return lines


def _lead(rules: Rules) -> str:
    if rules.opening_lead is OpeningLead.DEALERS_LEFT:
        skip = ", skipping a seat that sits out" if rules.partners_opposite else ""
        return f"Opening lead: always the dealer's left{skip}."
    if rules.partners_opposite and rules.defend_alone is not DefendAlone.NEVER:
        return ("Opening lead: the player on the loner's left (or that player's partner, defending "
                "alone); otherwise the dealer's left.")
    if rules.partners_opposite:
        return "Opening lead: the player on the loner's left; otherwise the dealer's left."
    if rules.partnership is Partnership.NONE:
        return "Opening lead: the dealer's left."
    return "Opening lead: the dealer's left (the loner's left when the maker plays alone)."


def _scoring(rules: Rules) -> str:
    if rules.bidding is Bidding.AUCTION:
        return (f"Scoring (Foster's auction euchre): makers who take the tricks bid score the bid (3, 4, 5, "
                f"8 or 15), more tricks count no extra; euchred makers give each opponent the bid. "
                f"Game to {rules.target}.")
    if rules.scoring is Scoring.EUCHRES:
        return ("Scoring: count euchres. The makers count one for a march; the defenders "
                "count one when the makers take fewer than 3 tricks (fewer than 2 when the "
                f"joker was turned). First to {rules.target} euchres wins.")
    table = (f"Scoring: makers {rules.make_points} for 3 or 4 tricks, {rules.march_points} for "
             "a march")
    if rules.partnership is not Partnership.NONE:
        table += f", {rules.alone_march_points} for a lone march"
    who = "each opponent scores" if not rules.partners_opposite else "the defenders score"
    table += f"; euchred makers: {who} {rules.euchre_points}"
    if rules.lone_defender_euchre_points != rules.euchre_points:
        table += f" ({rules.lone_defender_euchre_points} to a lone defender)"
    if rules.lone_hand_euchre_points != rules.euchre_points and rules.partnership is not Partnership.NONE:
        table += f", {rules.lone_hand_euchre_points} when the makers went alone"
    if rules.super_euchre_points is not None:
        table += f", {rules.super_euchre_points} if the makers take no trick at all"
    if rules.partnership is Partnership.NONE:
        table += (". The maker plays alone by necessity, so a march scores as an ordinary march "
                  "(some books give 3 or 4: set march_points)")
    return table + f". Game to {rules.target}."


STANDARD = Rules()


def _build_presets() -> dict[str, Rules]:
    """Every preset, validated as any Rules are."""
    presets = {
        "standard": STANDARD,
        "british": Rules(best_bower=Card(Rank.TWO, Suit.SPADES)),
        "finnish": Rules(best_bower=JOKER),
        "finnish euchres": Rules(best_bower=JOKER, scoring=Scoring.EUCHRES, target=3),
        "openspiel": Rules(
            stick_the_dealer=True,
            opening_lead=OpeningLead.DEALERS_LEFT,
            dealer_picks_up_when_partner_alone=True,
            dealer_may_discard_upcard=False,
            defend_alone=DefendAlone.NEVER,
        ),
        "32-card": Rules(pack_size=32),
        "railroad": Rules(
            best_bower=JOKER,
            stick_the_dealer=True,
            lone_defender_euchre_points=4,
            calling_for_best=True,
            dealer_partner_must_go_alone=True,
        ),
        "cutthroat": Rules(players=3, partnership=Partnership.NONE, defend_alone=DefendAlone.NEVER),
        "two-handed": Rules(players=2, partnership=Partnership.NONE, defend_alone=DefendAlone.NEVER, target=5),
        "call-ace": Rules(players=4, partnership=Partnership.CALLED, defend_alone=DefendAlone.NEVER),
        "call-ace 5": Rules(players=5, pack_size=32, partnership=Partnership.CALLED, defend_alone=DefendAlone.NEVER),
        "call-ace 6": Rules(players=6, pack_size=32, partnership=Partnership.CALLED, defend_alone=DefendAlone.NEVER),
        **{
            f"auction {n}": Rules(
                players=n, pack_size=pack, best_bower=bower, partnership=Partnership.CALLED,
                bidding=Bidding.AUCTION, widow=widow, defend_alone=DefendAlone.NEVER,
                opening_lead=OpeningLead.DEALERS_LEFT, target=15,
            )
            for n, pack, bower, widow in ((5, 28, None, 3), (6, 32, JOKER, 3), (7, 36, JOKER, 2))
        },
    }
    # -- eras of euchre's history (euchre_teach.history.ERAS): presets like the others ------
    # Jucker and the rules of 1844 are the 32-card game above; the 24-card game of the 20th
    # century is "standard"; British euchre is "british". Two eras need presets of their own.
    presets.update({
        "best bower": Rules(pack_size=32, best_bower=JOKER),  # "Euchre with the Joker", printed rules of 1868
        "stick the dealer": Rules(stick_the_dealer=True),  # today's commonest house rule
    })
    # The first lessons' game: standard rules without defending alone (R15), which many tables
    # leave out and lesson 4 teaches; so that a newcomer is not asked about it before then.
    presets["no defending alone"] = Rules(defend_alone=DefendAlone.NEVER)
    assert tuple(presets) == PRESET_NAMES
    return presets


#: The presets' names, in menu order (known without building them).
PRESET_NAMES = (
    "standard", "british", "finnish", "finnish euchres", "openspiel", "32-card", "railroad", "cutthroat",
    "two-handed", "call-ace", "call-ace 5", "call-ace 6", "auction 5", "auction 6", "auction 7", "best bower",
    "stick the dealer", "no defending alone",
)
_ERA_ALIASES = {
    "32-card": ("jucker", "juckerspiel", "1844", "1844 rules", "early american", "earliest rules"),
    "best bower": ("1868", "1868 rules", "1860s", "euchre with the joker", "imperial bower"),
    "standard": ("24-card", "24 cards", "20th century", "twentieth century"),
    "british": ("british euchre", "benny euchre"),
    "stick the dealer": ("today", "modern", "today's house rules", "screw the dealer"),
}

_ALIASES = {
    "standard": ("north american", "american", "classic", "default", "basic"),
    "british": ("benny", "cornish", "english", "uk"),
    "finnish": ("suomi", "joker", "fi"),
    "finnish euchres": ("euchre count", "euchres", "count euchres", "finnish count"),
    "openspiel": ("open spiel", "open_spiel", "pyspiel"),
    "32-card": ("32 cards", "thirty-two", "piquet pack", "32"),
    "railroad": ("railroad euchre", "house rules"),
    "cutthroat": ("three-handed", "three handed", "3 players", "cut-throat"),
    "two-handed": ("two handed", "2 players", "heads up"),
    "call-ace": ("call ace", "call-ace 4", "call the ace"),
    "auction 5": ("auction", "auction euchre", "five-handed", "five handed"),
    "auction 6": ("six-handed", "six handed auction"),
    "auction 7": ("seven-handed", "seven handed"),
    "no defending alone": ("first lessons", "beginner", "without defending alone"),
}


def _key(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch.isalnum())


#: Every preset by name, in menu order.
PRESETS: dict[str, Rules] = _build_presets()
_LOOKUP = {_key(name): name for name in PRESET_NAMES}
_LOOKUP.update({_key(alias): name for name, aliases in _ALIASES.items() for alias in aliases})
_LOOKUP.update({_key(alias): name for name, aliases in _ERA_ALIASES.items() for alias in aliases})


def find_variant(name: str) -> Rules:
    """The preset called ``name`` or one of its aliases (case, spaces and dashes ignored).

    >>> find_variant("Euchre-Count").scoring
    <Scoring.EUCHRES: 'euchres'>
    """
    if not isinstance(name, str):
        raise RulesError(f"{name!r} is not a variant name: give a name such as 'standard'; "
                         f"known: {', '.join(PRESET_NAMES)}")
    preset = _LOOKUP.get(_key(name[:100]))
    if preset is None:
        raise RulesError(f"no variant called {name[:60]!r}; known: {', '.join(PRESET_NAMES)}")
    return PRESETS[preset]


def as_rules(value: object) -> Rules:
    """Rules given by a caller: a :class:`Rules`, or a variant's name as :func:`find_variant` reads it
    (``' Standard '``); anything else is a :class:`RulesError` saying what to give.

    >>> as_rules(" Standard ") is STANDARD
    True
    """
    if isinstance(value, Rules):
        return value
    if isinstance(value, str):
        return find_variant(value)
    raise RulesError(f"rules must be a Rules value or a variant's name such as 'standard', not {value!r:.60}")


def variant_names() -> tuple[str, ...]:
    """The names of the presets, in menu order."""
    return PRESET_NAMES


__all__ = [
    "PRESETS",
    "STANDARD",
    "Bidding",
    "DefendAlone",
    "JokerUpcard",
    "OpeningLead",
    "Partnership",
    "Rules",
    "Scoring",
    "as_rules",
    "default_seat_names",
    "describe_rules",
    "find_variant",
    "variant_names",
]
