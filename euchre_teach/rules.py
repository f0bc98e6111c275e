"""The rules of a game as one frozen, self-validating value, with named presets.

Rule books disagree (RULES.md lists where): the seed texts give each default, and every
other reading is a named option. A custom mix is ``dataclasses.replace(rules, ...)``; an
impossible mix raises :class:`~euchre_teach.errors.RulesError` saying why.

>>> rules = find_variant("british")
>>> rules.best_bower, rules.pack_cards
(2S, 25)
>>> Rules(pack_size=30)
Traceback (most recent call last):
...
euchre_teach.errors.RulesError: pack_size=30 is not a euchre pack: choose 24 (9 to A), 28 (8 to A) or 32 (7 to A)
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass, field, fields
from functools import cached_property
from typing import Any

from euchre_teach.cards import CARDS, JOKER, Card, Rank, Suit
from euchre_teach.errors import InvalidCardError, RulesError


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


class Scoring(str, enum.Enum):
    """Points (R20) or the Finnish count of euchres (R22)."""

    POINTS = "points"
    EUCHRES = "euchres"


_PACK_LOWEST = {24: Rank.NINE, 28: Rank.EIGHT, 32: Rank.SEVEN}
SEAT_NAMES_4 = ("North", "East", "South", "West")


@dataclass(frozen=True, kw_only=True)
class Rules:
    """Every option of a game. The defaults are the four-hand game of the seed texts."""

    players: int = 4
    pack_size: int = 24
    best_bower: Card | None = None
    deal_packets: tuple[int, ...] = (3, 2)
    joker_upcard: JokerUpcard = JokerUpcard.DEALER_NAMES
    joker_agreed_suit: Suit = Suit.HEARTS
    dealer_partner_must_go_alone: bool = False
    stick_the_dealer: bool = False
    dealer_picks_up_when_partner_alone: bool = False
    dealer_may_discard_upcard: bool = True
    defend_alone: DefendAlone = DefendAlone.ALWAYS
    opening_lead: OpeningLead = OpeningLead.LONERS_LEFT
    make_points: int = 1
    march_points: int = 2
    alone_march_points: int = 4
    euchre_points: int = 2
    lone_defender_euchre_points: int = 2
    super_euchre_points: int | None = None
    scoring: Scoring = Scoring.POINTS
    target: int = 10
    seat_names: tuple[str, ...] = field(default=SEAT_NAMES_4)

    def __post_init__(self) -> None:
        _normalise(self)
        _validate(self)

    # -- derived facts -------------------------------------------------------------
    @property
    def lowest_rank(self) -> Rank:
        """The lowest rank in the pack: 9, 8 or 7."""
        return _PACK_LOWEST[self.pack_size]

    @cached_property
    def pack(self) -> tuple[Card, ...]:
        """Every card of the pack, in id order."""
        cards = [c for c in CARDS[:36] if c.rank >= self.lowest_rank]
        if self.best_bower is not None:
            cards.append(self.best_bower)
        return tuple(sorted(cards, key=lambda c: c.id))

    @cached_property
    def pack_mask(self) -> int:
        """The pack as a bitmask of card ids."""
        return sum(1 << c.id for c in self.pack)

    @property
    def pack_cards(self) -> int:
        """How many cards the pack holds, the best bower included."""
        return self.pack_size + (self.best_bower is not None)

    @property
    def hand_size(self) -> int:
        """Cards dealt to each player."""
        return sum(self.deal_packets)

    def seat_name(self, seat: int) -> str:
        """The name of a seat: ``'North'``."""
        return self.seat_names[seat]

    def parse_seat(self, text: str | int) -> int:
        """A seat from its number, name or initial (``'W'``, ``'west'``, ``3``)."""
        if isinstance(text, int):
            if 0 <= text < self.players:
                return int(text)
            raise RulesError(f"there is no seat {text}: seats are 0 to {self.players - 1}")
        key = text.strip().lower()
        for i, name in enumerate(self.seat_names):
            if key in (name.lower(), name[0].lower()):
                return i
        names = ", ".join(self.seat_names)
        raise RulesError(f"{text!r} is not a seat: expected one of {names}")

    # -- saving ---------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """The options that differ from the defaults, as JSON-ready values."""
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if value != f.default:
                out[f.name] = _to_plain(value)
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """Rules from :meth:`to_dict` output; an unknown or bad option raises ``RulesError``."""
        if not isinstance(data, dict):
            raise RulesError(f"rules must be a mapping of options, not {type(data).__name__}")
        known = {f.name: f for f in fields(cls)}
        kwargs = {}
        for key, value in data.items():
            if key not in known:
                raise RulesError(f"unknown rules option {key!r}; known: {', '.join(known)}")
            kwargs[key] = value
        return cls(**kwargs)

    def to_text(self) -> str:
        """The nearest preset's name plus the options that differ from it.

        >>> dataclasses.replace(STANDARD, stick_the_dealer=True).to_text()
        'standard; stick_the_dealer=true'
        """
        name, preset = min(PRESETS.items(), key=lambda item: len(_diff(item[1], self)))
        parts = [name] + [f"{k}={_text_value(v)}" for k, v in _diff(preset, self).items()]
        return "; ".join(parts)

    @classmethod
    def from_text(cls, text: str) -> Rules:
        """Rules from :meth:`to_text` output: ``'standard; stick_the_dealer=true'``."""
        name, *options = [part.strip() for part in text.split(";")]
        rules = find_variant(name)
        known = {f.name for f in fields(cls)}
        changes: dict[str, Any] = {}
        for option in options:
            key, sep, value = option.partition("=")
            key = key.strip()
            if not sep or key not in known:
                raise RulesError(f"cannot read rules option {option!r}: expected name=value")
            changes[key] = _from_text_value(value.strip())
        return dataclasses.replace(rules, **changes)

    def describe(self) -> str:
        """A plain-English summary of the game these rules make."""
        from euchre_teach.describe import describe_rules

        return describe_rules(self)


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
        ("joker_upcard", JokerUpcard),
        ("defend_alone", DefendAlone),
        ("opening_lead", OpeningLead),
        ("scoring", Scoring),
    ):
        value = getattr(rules, name)
        try:
            put(name, kind(value))
        except ValueError:
            allowed = ", ".join(repr(k.value) for k in kind)
            raise RulesError(f"{name}={value!r} is not allowed: choose {allowed}") from None
    try:
        put("joker_agreed_suit", Suit.parse(rules.joker_agreed_suit))
    except InvalidCardError as exc:
        raise RulesError(f"joker_agreed_suit: {exc}") from None
    for name in ("deal_packets", "seat_names"):
        value = getattr(rules, name)
        if isinstance(value, list):
            put(name, tuple(value))


def _validate(rules: Rules) -> None:
    for f in fields(rules):
        value = getattr(rules, f.name)
        if f.type in ("int", "bool") and type(value) is not (int if f.type == "int" else bool):
            raise RulesError(f"{f.name}={value!r} must be {'a whole number' if f.type == 'int' else 'true or false'}")
    if rules.pack_size not in _PACK_LOWEST:
        raise RulesError(
            f"pack_size={rules.pack_size} is not a euchre pack: choose 24 (9 to A), "
            "28 (8 to A) or 32 (7 to A)"
        )
    if rules.players != 4:
        raise RulesError(
            f"players={rules.players}: the partnership game is for exactly four players "
            "(partners sit opposite)"
        )
    if len(rules.seat_names) != rules.players or len({n[0].lower() for n in rules.seat_names}) != rules.players:
        raise RulesError(f"seat_names must give {rules.players} names with different initials")
    bower = rules.best_bower
    if bower is not None and not bower.is_joker and bower.rank >= rules.lowest_rank:
        raise RulesError(
            f"best_bower={bower.code}: the {bower} is already in the {rules.pack_size}-card "
            "pack; the benny must be a card outside it (the 2♠ is customary) or the joker"
        )
    if not rules.deal_packets or any(type(p) is not int or p < 1 for p in rules.deal_packets):
        raise RulesError(f"deal_packets={rules.deal_packets!r}: each packet is one or more cards")
    if rules.hand_size != 5:
        raise RulesError(
            f"deal_packets={rules.deal_packets!r} deal {rules.hand_size} cards: a euchre hand "
            "is five cards (3 then 2, or 2 then 3)"
        )
    needed = rules.players * rules.hand_size + 1
    if rules.pack_cards < needed:
        raise RulesError(
            f"{rules.players} players need {needed} cards: {rules.hand_size} each and an "
            f"upcard; this pack has {rules.pack_cards}"
        )
    for name in ("make_points", "march_points", "alone_march_points", "euchre_points",
                 "lone_defender_euchre_points"):
        if getattr(rules, name) < 0:
            raise RulesError(f"{name}={getattr(rules, name)} cannot be negative")
    if rules.super_euchre_points is not None and (
        type(rules.super_euchre_points) is not int or rules.super_euchre_points < rules.euchre_points
    ):
        raise RulesError(
            f"super_euchre_points={rules.super_euchre_points!r}: a super-euchre (no tricks "
            f"at all) scores at least as much as a euchre ({rules.euchre_points})"
        )
    if rules.defend_alone is DefendAlone.NEVER and rules.lone_defender_euchre_points != rules.euchre_points:
        raise RulesError(
            "lone_defender_euchre_points is set, but defend_alone='never' means nobody "
            "can defend alone: allow defending alone or drop the lone-defender score"
        )
    if rules.target < 1:
        raise RulesError(f"target={rules.target}: a game is played to at least 1")


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
        f.name: getattr(other, f.name)
        for f in fields(Rules)
        if getattr(base, f.name) != getattr(other, f.name)
    }


def _text_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "none"
    if isinstance(value, tuple):
        return "-".join(str(v) for v in value)
    return str(_to_plain(value))


def _from_text_value(text: str) -> object:
    lowered = text.lower()
    if lowered in ("true", "yes"):
        return True
    if lowered in ("false", "no"):
        return False
    if lowered == "none":
        return None
    if lowered.lstrip("-").isdigit():
        return int(lowered)
    if "-" in text and all(part.isdigit() for part in text.split("-")):
        return tuple(int(part) for part in text.split("-"))
    return text


STANDARD = Rules()
PRESETS: dict[str, Rules] = {
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
}
_ALIASES = {
    "standard": ("north american", "american", "classic", "default", "basic"),
    "british": ("benny", "cornish", "english", "uk"),
    "finnish": ("suomi", "joker", "fi"),
    "finnish euchres": ("euchre count", "euchres", "count euchres", "finnish count"),
    "openspiel": ("open spiel", "open_spiel", "pyspiel"),
}


def _key(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch.isalnum())


_LOOKUP = {_key(name): name for name in PRESETS}
_LOOKUP.update({_key(alias): name for name, aliases in _ALIASES.items() for alias in aliases})


def find_variant(name: str) -> Rules:
    """The preset called ``name`` or one of its aliases (case, spaces and dashes ignored).

    >>> find_variant("Euchre-Count").scoring
    <Scoring.EUCHRES: 'euchres'>
    """
    preset = _LOOKUP.get(_key(name))
    if preset is None:
        raise RulesError(f"no variant called {name!r}; known: {', '.join(PRESETS)}")
    return PRESETS[preset]


def variant_names() -> tuple[str, ...]:
    """The names of the presets, in menu order."""
    return tuple(PRESETS)


__all__ = [
    "PRESETS",
    "STANDARD",
    "DefendAlone",
    "JokerUpcard",
    "OpeningLead",
    "Rules",
    "Scoring",
    "find_variant",
    "variant_names",
]
