"""Deals a teacher can share: a record (and a step in it) as a short text code, and a link to it.

A code such as ``E1…`` holds the rules, the deal and every action of a hand, and may name a step.
It is short because it holds choices, not text: the deal is the pack's order (the seed instead,
when the deal was shuffled from one), and each action is its place among the legal actions at
that step, which replaying the engine lists again. Its letters are base 58 (no ``0``, ``O``, ``I``
or ``l``, which are easily misread), so a code can be read out or typed.

A code ends with a check, so a code changed by hand, cut short or mistyped is refused
(:class:`~euchre_teach.errors.CodeError`, "this code is damaged …") instead of opening another
deal, and it carries a fingerprint of its actions, so that a code which this version of the engine
replays differently is refused too. Decoding replays every action; nothing is returned half-built.

>>> from euchre_teach import new_hand
>>> hand = new_hand("standard", seed=5)
>>> _ = hand.apply("pass"); _ = hand.apply("order up")
>>> record = Record.of(hand)
>>> code = to_code(record, step=1)
>>> from_code(code) == (record, 1), code.startswith("E1")
(True, True)
"""

from __future__ import annotations

import hashlib
import os
from typing import NamedTuple
from urllib.parse import quote

from euchre_teach.cards import Card
from euchre_teach.deal import Deal
from euchre_teach.errors import CodeError, EuchreError
from euchre_teach.record import Record
from euchre_teach.rules import PRESETS, Rules
from euchre_teach.state import HandState

#: The version a code begins with (after ``E``); a code of another version is refused by name.
VERSION = 1
PREFIX = f"E{VERSION}"
#: The letters of a code: base 58, without the easily misread ``0``, ``O``, ``I`` and ``l``.
ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_VALUE = {letter: i for i, letter in enumerate(ALPHABET)}
_BASE = len(ALPHABET)
#: The check's letters at the end of a code (58**5: a changed code passes by chance once in 650 million).
CHECK_LETTERS = 5
_CHECK_RANGE: int = _BASE ** CHECK_LETTERS
#: The actions' fingerprint inside a code (58**2 values): a code this engine replays otherwise is refused.
_PRINT_RANGE: int = _BASE ** 2
#: The longest code read (a code with rules of its own is the longest: its rules text, 1.4 letters a byte).
MAX_CODE = 1600
#: The longest rules text a code holds (rules that are not a preset travel as their text, the preset
#: nearest them and the options that differ; seven seat names and every option changed fit).
MAX_RULES_TEXT = 1000
#: The most actions a code holds (the longest hand of any preset has well under 100).
MAX_ACTIONS = 200
#: The largest seed a code holds as a seed (a larger one travels as the deal's cards).
MAX_SEED_BYTES = 8
#: The presets a code names by number, in this order forever: a new preset goes at the end.
CODE_PRESETS = (
    "standard", "british", "finnish", "finnish euchres", "openspiel", "32-card", "railroad", "cutthroat",
    "two-handed", "call-ace", "call-ace 5", "call-ace 6", "auction 5", "auction 6", "auction 7", "best bower",
    "stick the dealer", "no defending alone",
)
_CUSTOM = len(CODE_PRESETS)  # the rules number of rules given as text
#: The site's page that opens a shared deal (``share.html#deal=CODE`` steps through it,
#: ``share.html#play=CODE`` plays it at the learning table).
SHARE_PAGE = "share.html"
VIEWS = ("deal", "play")


class Shared(NamedTuple):
    """What a code opens: the record, and the step it names (None: no step named)."""

    record: Record
    step: int | None


# -- numbers in mixed radix: each field is a digit whose base the fields before it decide --------


class _Writer:
    """Collects digits (value, base) and packs them into one whole number, the first digit lowest."""

    def __init__(self) -> None:
        self.digits: list[tuple[int, int]] = []

    def put(self, value: int, base: int) -> None:
        if not 0 <= value < base:  # pragma: no cover - a bug, never the user's input
            raise AssertionError(f"digit {value} outside base {base}")
        self.digits.append((value, base))

    def number(self) -> int:
        total = 0
        for value, base in reversed(self.digits):
            total = total * base + value
        return total


class _Reader:
    """Takes digits back out of a whole number, in the order they were put."""

    def __init__(self, number: int) -> None:
        self.rest = number

    def take(self, base: int) -> int:
        self.rest, value = divmod(self.rest, base)
        return value


def _letters(number: int, width: int = 1) -> str:
    """``number`` in base 58, at least ``width`` letters."""
    out: list[str] = []
    while number or len(out) < width:
        number, digit = divmod(number, _BASE)
        out.append(ALPHABET[digit])
    return "".join(reversed(out))


def _number(letters: str) -> int:
    total = 0
    for letter in letters:
        total = total * _BASE + _VALUE[letter]
    return total


def _check(body: str) -> int:
    """The check of a code's prefix and body (a keyed hash, not a sum: any change moves it)."""
    digest = hashlib.blake2b(f"{PREFIX}{body}".encode("ascii"), digest_size=8, person=b"euchre-code").digest()
    return int.from_bytes(digest, "big") % _CHECK_RANGE


def _fingerprint(actions: tuple[object, ...]) -> int:
    """The actions' fingerprint, from their words: the same code replayed otherwise gives another."""
    words = "|".join(str(action) for action in actions).encode("utf-8")
    return int.from_bytes(hashlib.blake2b(words, digest_size=4).digest(), "big") % _PRINT_RANGE


# -- writing a code -------------------------------------------------------------------------------


def to_code(record: Record, step: int | None = None) -> str:
    """The code of ``record``; with ``step``, the code also opens the hand at that step (0: the deal)."""
    if not isinstance(record, Record):
        raise CodeError(f"a code is made from a Record, not {type(record).__name__}: Record.of(hand) makes one")
    if step is not None:
        record.at(step)  # a step outside the record is a RecordError saying which steps there are
        step %= len(record) + 1
    if len(record) > MAX_ACTIONS:  # pragma: no cover - no preset's hand is this long
        raise CodeError(f"this hand has {len(record)} actions; a code holds at most {MAX_ACTIONS}")
    out = _Writer()
    _put_rules(out, record.rules)
    _put_deal(out, record.rules, record.deal)
    _put_actions(out, record)
    out.put(0 if step is None else step + 1, len(record) + 2)
    out.put(_fingerprint(record.actions), _PRINT_RANGE)
    body = _letters(out.number())
    return f"{PREFIX}{body}{_letters(_check(body), CHECK_LETTERS)}"


def _put_rules(out: _Writer, rules: Rules) -> None:
    """A preset as its number; other rules as their text (bytes)."""
    for number, name in enumerate(CODE_PRESETS):
        if PRESETS[name] == rules:
            out.put(number, _CUSTOM + 1)
            return
    text = rules.to_text().encode("utf-8")
    if len(text) > MAX_RULES_TEXT:
        raise CodeError(f"these rules are {len(text)} characters long as text, and a code holds at most "
                        f"{MAX_RULES_TEXT}: share the record file instead")
    out.put(_CUSTOM, _CUSTOM + 1)
    out.put(len(text), MAX_RULES_TEXT + 1)
    for byte in text:
        out.put(byte, 256)


def _seeded(rules: Rules, deal: Deal) -> bool:
    """True when ``deal`` is exactly the deal its seed shuffles (so the seed alone rebuilds it)."""
    seed = deal.seed
    return (seed is not None and 0 <= seed < 256 ** MAX_SEED_BYTES
            and Deal.from_seed(rules, seed, deal.dealer) == deal)


def _put_deal(out: _Writer, rules: Rules, deal: Deal) -> None:
    """The dealer, then the seed or the pack's order (every hand in seat order, then the kitty)."""
    out.put(deal.dealer, rules.players)
    if _seeded(rules, deal):
        assert deal.seed is not None
        size = (deal.seed.bit_length() + 7) // 8
        out.put(0, 2)
        out.put(size, MAX_SEED_BYTES + 1)
        for byte in deal.seed.to_bytes(size, "big"):
            out.put(byte, 256)
        return
    out.put(1, 2)
    left = list(rules.pack)
    for card in (*(c for hand in deal.hands for c in hand), *deal.kitty):
        out.put(left.index(card), len(left))
        left.remove(card)


def _put_actions(out: _Writer, record: Record) -> None:
    """How many actions, then each as its place among the legal actions at its step."""
    out.put(len(record), MAX_ACTIONS + 1)
    for state, action in zip(record.states(), record.actions, strict=False):
        legal = state.legal_actions()
        out.put(legal.index(action), len(legal))


# -- reading a code -------------------------------------------------------------------------------


def from_code(code: object) -> Shared:
    """The record and step a code holds, or a :class:`CodeError` saying why it cannot be opened.

    A link to the site (``…/share.html#deal=CODE``) is read as its code."""
    body = _body_of(code)
    reader = _Reader(_number(body))
    try:
        rules = _take_rules(reader)
        deal = _take_deal(reader, rules)
        record = _take_actions(reader, rules, deal)
        step = reader.take(len(record) + 2)
        fingerprint = reader.take(_PRINT_RANGE)
    except CodeError:
        raise
    except EuchreError as exc:
        raise CodeError(f"this code does not open a deal: {exc}") from None
    if reader.rest or fingerprint != _fingerprint(record.actions):
        raise CodeError("this code does not replay the same way in this version of euchre_teach (it was "
                        "probably made by another version): ask for the record file, or a code made by this version")
    return Shared(record, None if step == 0 else step - 1)


def _body_of(code: object) -> str:
    """The letters between the prefix and the check, once the code is known whole and unchanged."""
    if not isinstance(code, str):
        raise CodeError(f"a deal code is text such as 'E1…', not {type(code).__name__}")
    if len(code) > 2 * MAX_CODE:
        raise CodeError(f"this is not a deal code: it is {len(code):,} characters long, and a code has at most "
                        f"{MAX_CODE}")
    text = _from_link(code.strip())
    if not text.startswith("E") or len(text) > MAX_CODE:
        raise CodeError(f"{text[:30]!r} is not a deal code: a code begins with {PREFIX} and has at most "
                        f"{MAX_CODE} letters; copy the whole code or link")
    version = text[1:2]
    if version != str(VERSION):
        raise CodeError(f"this code is of version {version!r} and this version of euchre_teach reads codes of "
                        f"version {VERSION} (they begin with {PREFIX}): ask for a new code or the record file")
    for place, letter in enumerate(text, start=1):
        if letter not in _VALUE:
            raise CodeError(f"this code is damaged: its letter {letter!r} (place {place}) is never part of a code; "
                            "copy the whole code again")
    body, check = text[len(PREFIX):-CHECK_LETTERS], text[-CHECK_LETTERS:]
    if not body or _number(check) != _check(body):
        raise CodeError("this code is damaged: a letter was changed, lost or added, so its check does not match; "
                        "copy the whole code again, or ask for a new one")
    return body


def _from_link(text: str) -> str:
    """A link's code (the part after ``#deal=`` or ``#play=``); other text as it is."""
    for view in VIEWS:
        marker = f"#{view}="
        if marker in text:
            return text.split(marker, 1)[1]
    return text


def _take_rules(reader: _Reader) -> Rules:
    number = reader.take(_CUSTOM + 1)
    if number < _CUSTOM:
        return PRESETS[CODE_PRESETS[number]]
    size = reader.take(MAX_RULES_TEXT + 1)
    data = bytes(reader.take(256) for _ in range(size))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise CodeError("this code does not open a deal: its rules are not readable text") from None
    return Rules.from_text(text)


def _take_deal(reader: _Reader, rules: Rules) -> Deal:
    dealer = reader.take(rules.players)
    if reader.take(2) == 0:
        size = reader.take(MAX_SEED_BYTES + 1)
        seed = int.from_bytes(bytes(reader.take(256) for _ in range(size)), "big")
        return Deal.from_seed(rules, seed, dealer)
    left = list(rules.pack)
    order: list[Card] = [left.pop(reader.take(len(left))) for _ in range(len(rules.pack))]
    size = rules.hand_size
    hands = tuple(tuple(order[seat * size:(seat + 1) * size]) for seat in range(rules.players))
    deal = Deal(dealer, hands, tuple(order[rules.players * size:]))
    deal.check(rules)
    return deal


def _take_actions(reader: _Reader, rules: Rules, deal: Deal) -> Record:
    count = reader.take(MAX_ACTIONS + 1)
    state = HandState(rules, deal)
    for number in range(count):
        legal = state.legal_actions()
        if not legal:
            raise CodeError(f"this code does not open a deal: it holds {count} actions, but the hand is over "
                            f"after {number}")
        state.apply(legal[reader.take(len(legal))])
    return Record(rules, deal, state.actions)


# -- links ----------------------------------------------------------------------------------------


def share_link(code: str, site_url: str | None = None, view: str = "deal") -> str:
    """The site's link that opens ``code``: ``view`` 'deal' steps through it, 'play' plays it at the table.

    Without ``site_url`` the link is relative to the site's folder (``share.html#deal=…``)."""
    if view not in VIEWS:
        raise CodeError(f"a link opens the deal as 'deal' (step through it) or 'play' (the learning table), "
                        f"not {view!r:.30}")
    base = "" if site_url is None else _site_address(site_url).rstrip("/") + "/"
    if base.endswith(f"/{SHARE_PAGE}/"):
        base = base[:-1 - len(SHARE_PAGE)]
    return f"{base}{SHARE_PAGE}#{view}={quote(code, safe='')}"


def _site_address(site_url: object) -> str:
    """``site_url`` if it is a web address (http or https) with no space or fragment, else a CodeError."""
    if not isinstance(site_url, str) or not site_url.startswith(("http://", "https://")) or len(site_url) > 2_000 \
            or any(c.isspace() or c in "#<>\"" for c in site_url):
        raise CodeError(f"the site's address must be a web address such as https://school.example/euchre/, "
                        f"not {site_url!r:.60}")
    return site_url


def link_text(record: Record | str | os.PathLike[str], *, site_url: str | None = None,
              step: int | None = None) -> str:
    """What ``euchre-teach link RECORD`` prints: the code, and the links that open it in the offline site.

    ``record`` is a Record or the path of a saved one. Without ``site_url`` the links are given from the
    site's folder, with a sentence saying to put the site's address before them."""
    loaded = record if isinstance(record, Record) else Record.load(record)
    code = to_code(loaded, step)
    where = "the deal" if step is None else f"step {step % (len(loaded) + 1)} of {len(loaded)}"
    lines = [f"The code of this hand ({where}), {len(code)} letters long:", code, "",
             "In a notebook: HandStepper.from_code(code) steps through it; PlayTable(code=code) plays it.",
             "To step through it in the offline site:", share_link(code, site_url, "deal"),
             "To play it at the learning table there:", share_link(code, site_url, "play")]
    if site_url is None:
        lines.append("Put the address where your site is served (the folder that 'euchre-teach site' wrote) "
                     "before these links.")
    return "\n".join(lines) + "\n"


__all__ = ["ALPHABET", "MAX_CODE", "PREFIX", "SHARE_PAGE", "VERSION", "Shared", "from_code", "link_text",
           "share_link", "to_code"]
