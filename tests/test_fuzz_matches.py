"""Fuzz of matches: every match ends within its bound, hostile arguments, save and load paths and
damaged files are refused with a EuchreError, and a refused call changes nothing.

Seeded (``random.Random``) and bounded: every case runs under a time limit, and
``EUCHRE_FUZZ_SCALE=10`` runs ten times as many. The failure shapes found (an error that is not a
EuchreError, a hang, a refused call that changed the match, a match past its bound) are gathered
and printed with the inputs tried (``pytest -s``); the test fails if there is any.
"""

from __future__ import annotations

import json
import os
import random
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fuzzing import HOSTILE_OBJECTS, HOSTILE_SEATS, HOSTILE_TEXT, Hang, snapshot, time_limit

from euchre_teach import PRESETS, Match, Rules, variant_names
from euchre_teach.errors import EuchreError, FileError, RecordError
from euchre_teach.match import hand_limit

SCALE = int(os.environ.get("EUCHRE_FUZZ_SCALE", "1"))
LIMIT = 30.0  # seconds a case may take: far beyond any real case, short enough that a hang fails
COUNTS: Counter[str] = Counter()
#: Failure shapes of the test running now, and of every test run (for the report).
SHAPES: dict[str, str] = {}
SEEN: dict[str, str] = {}


def _try(where: str, call: Callable[[], Any], *allowed: type[EuchreError]) -> Any:
    """Run ``call`` under the time limit; a refusal must be a EuchreError (of ``allowed`` if given).
    Anything else is a failure shape, kept with the first input that showed it."""
    COUNTS[where] += 1
    try:
        with time_limit(LIMIT):
            return call()
    except EuchreError as error:
        if allowed and not isinstance(error, allowed):
            SHAPES.setdefault(f"{where}: {type(error).__name__} instead of {allowed[0].__name__}", str(error)[:120])
        elif not str(error):
            SHAPES.setdefault(f"{where}: an error without a message", "")
        return error
    except (Hang, Exception) as error:  # every other error is a shape to report
        SHAPES.setdefault(f"{where}: {type(error).__name__}", str(error)[:120])
        return error


@pytest.fixture(scope="module", autouse=True)
def report() -> Iterator[None]:
    yield
    print("\nmatch fuzz inputs tried:", sum(COUNTS.values()), "failure shapes:", len(SEEN))
    for where, count in sorted(COUNTS.items()):
        print(f"  {where}: {count}")
    for shape, example in SEEN.items():
        print(f"  SHAPE {shape}: {example}")


@pytest.fixture(autouse=True)
def shapes_of_each_test() -> Iterator[None]:
    SHAPES.clear()
    yield
    SEEN.update(SHAPES)


def _rules(rng: random.Random) -> Rules:
    """A preset at a random target, with some scoring options changed (mixes the rules refuse are skipped)."""
    preset = PRESETS[rng.choice(sorted(PRESETS))]
    changes: dict[str, object] = {"target": rng.choice([1, 2, 3, preset.target, rng.randrange(1, 31)])}
    for option, values in (("stick_the_dealer", [True, False]), ("scoring", ["points", "euchres"]),
                           ("make_points", [0, 1]), ("march_points", [0, 2]), ("euchre_points", [0, 2])):
        if rng.random() < 0.2:
            changes[option] = rng.choice(values)
    try:
        return preset.replace(**changes)
    except EuchreError:
        return preset.replace(target=changes["target"])


#: How players choose: at random, always the first or last legal action, or passing whenever allowed.
POLICIES: dict[str, Callable[[random.Random, tuple[Any, ...]], Any]] = {
    "random": lambda rng, legal: rng.choice(legal),
    "first": lambda rng, legal: legal[0],
    "last": lambda rng, legal: legal[-1],
    "pass": lambda rng, legal: next((a for a in legal if str(a) == "pass"), legal[0]),
}


def _hand_bound(rules: Rules) -> int:
    """Actions a hand may take: bids, alone and defend-alone calls, a discard, a called suit, the tricks."""
    return 10 * rules.players + 10


def _play_to_the_end(match: Match, rng: random.Random, policy: str) -> None:
    bound = match.hand_limit * _hand_bound(match.rules)
    for _ in range(bound):
        if match.is_terminal():
            return
        match.apply(POLICIES[policy](rng, match.legal_actions()))
    raise AssertionError(f"not over after {bound} actions: {match.summary()}")


def test_fuzz_every_match_ends_within_its_bound() -> None:
    rng = random.Random(31)
    for case in range(40 * SCALE):
        rules, policy = _rules(rng), rng.choice(sorted(POLICIES))
        match = _try("Match(rules)", lambda r=rules, s=case: Match(r, seed=s))
        if not isinstance(match, Match):
            continue
        outcome = _try(f"match to the end ({policy})", lambda m=match, p=policy: _play_to_the_end(m, rng, p))
        if isinstance(outcome, BaseException):
            continue
        if len(match.history) > hand_limit(rules):
            SHAPES.setdefault("a match past its hand limit", rules.to_text())
        if any(len(record.actions) > _hand_bound(rules) for record in match.records):
            SHAPES.setdefault("a hand past its action bound", rules.to_text())
        if not match.winners() and not match.stopped():
            SHAPES.setdefault("a match won by no one at its target", rules.to_text())
    assert not SHAPES, SHAPES


NAMES = [*variant_names(), " Standard ", "STANDARD", "finnish-euchres", "Euchre-Count", "standard ", "poker"]
VALUES: tuple[object, ...] = (*HOSTILE_OBJECTS, *HOSTILE_TEXT[:25], *HOSTILE_SEATS, 2**31, -(2**31), 10**29,
                              10**30, 0, 3, "N", "west", float("inf"))


def test_fuzz_match_arguments_are_read_or_refused() -> None:
    rng = random.Random(32)
    for _ in range(300 * SCALE):
        rules = rng.choice([*NAMES, *VALUES, PRESETS["standard"]])
        seed, dealer = rng.choice(VALUES), rng.choice([*VALUES, None])
        made = _try("Match(rules, seed, first_dealer)", lambda r=rules, s=seed, d=dealer: Match(r, s, d))
        readable = (seed is None or type(seed) is int) and isinstance(rules, str | Rules)
        if isinstance(made, Match) and not readable:
            SHAPES.setdefault("Match(...) took a seed or rules it cannot read", repr((rules, seed))[:80])
    assert not SHAPES, SHAPES


def _match_in_play(rng: random.Random) -> Match:
    match = Match(_rules(rng).replace(target=rng.choice([1, 3, 10])), seed=rng.randrange(2**32))
    for _ in range(rng.randrange(60)):
        if match.is_terminal():
            break
        match.apply(rng.choice(match.legal_actions()))
    return match


def _state(match: Match) -> tuple[object, ...]:
    return (match.to_json(), tuple(match.scores), len(match.history), len(match.records), snapshot(match.hand))


def _calls(match: Match, values: list[object]) -> list[tuple[str, Callable[[], Any]]]:
    """Each public call of ``match`` with each hostile value."""
    calls: list[tuple[str, Callable[[], Any]]] = []
    for value in values:
        calls += [("Match.apply", lambda v=value: match.apply(v)),
                  ("Match.apply(seat)", lambda v=value: match.apply("pass", v)),
                  ("Match.verify", lambda v=value: match.verify(v)),
                  ("Match.can", lambda v=value: match.can(v)),
                  ("Match.view", lambda v=value: match.view(v)),
                  ("Match.rewind", lambda v=value: match.rewind(v)),
                  ("Match.undo", lambda v=value: match.undo(v))]
    return [*calls, ("Match.rewind out of range", lambda: match.rewind(len(match.hand.actions) + 1)),
            ("Match.rewind negative", lambda: match.rewind(-1))]


def test_fuzz_refused_calls_change_nothing() -> None:
    rng = random.Random(33)
    for _ in range(30 * SCALE):
        match = _match_in_play(rng)
        for where, call in _calls(match, rng.sample(VALUES, 12)):
            before = _state(match)
            result = _try(where, call)
            if isinstance(result, EuchreError) and _state(match) != before:
                SHAPES.setdefault(f"{where}: refused, yet the match changed", repr(result)[:80])
    assert not SHAPES, SHAPES


def _bad_paths(tmp: Path, rng: random.Random) -> list[object]:
    loop = tmp / "loop"
    if not loop.is_symlink():
        os.symlink(loop, loop)
        os.mkfifo(tmp / "fifo")
        (tmp / "folder").mkdir()
    odd = os.fsdecode(os.fsencode(tmp) + b"/\xff/m.json")
    return [tmp / "no such folder" / "m.json", tmp / "folder", tmp / "fifo", loop, loop / "m.json", "", "  ",
            None, b"m.json", 5, 1.5, [], tmp / ("m" * rng.randrange(256, 400)), str(tmp / "m\x00.json"),
            "/proc/euchre-teach.json", "/proc/self/mem", "/dev/zero", "/dev/null/m.json", "/sys/m.json",
            odd, tmp / "folder" / ("d" * 200) / ("e" * 200) / "m.json", Path("~no-such-user-of-euchre/m.json")]


def test_fuzz_saving_and_loading_bad_paths_is_refused_and_writes_nothing(tmp_path: Path) -> None:
    rng = random.Random(34)
    for _ in range(10 * SCALE):
        match = _match_in_play(rng)
        paths = _bad_paths(tmp_path, rng)
        before, listing = _state(match), sorted(os.listdir(tmp_path))
        for path in paths:
            _try("Match.save bad path", lambda p=path, m=match: m.save(p), FileError)
            _try("Match.load bad path", lambda p=path: Match.load(p), FileError)
        if _state(match) != before:
            SHAPES.setdefault("a refused save changed the match", "")
        if sorted(os.listdir(tmp_path)) != listing:
            SHAPES.setdefault("a refused save wrote a file", str(sorted(os.listdir(tmp_path))))
    assert not SHAPES, SHAPES


def _damaged(text: str, rng: random.Random) -> bytes:
    """The saved text, damaged in one of the ways a file is: cut, flipped, swapped, re-encoded, padded."""
    data = text.encode("utf-8")
    i = rng.randrange(len(data))
    how = rng.randrange(9)
    if how == 0:
        return data[:i]
    if how == 1:
        return data[:i] + bytes([rng.randrange(256)]) + data[i + 1:]
    if how == 2:
        return data[:i] + os.urandom(rng.randrange(1, 20)) + data[i:]
    if how == 3:
        return text.encode("utf-16")
    if how == 4:
        return b"\xef\xbb\xbf" + data
    if how == 5:
        return data.replace(b'"seed": ', b'"seed": 1' + b"9" * rng.choice([5, 40, 5000]), 1)
    if how == 6:
        return b"[" * rng.choice([10, 100_000]) + b"]" * 3
    if how == 7:
        saved = json.loads(text)
        key = rng.choice(sorted(saved))
        saved[key] = rng.choice([None, [], {}, "x", -1, 2**70, [saved.get("hands")], dict(saved)])
        return json.dumps(saved, default=str).encode()
    return data + b" " * (1_000_001 - len(data))


def test_fuzz_damaged_match_files_load_or_are_refused(tmp_path: Path) -> None:
    rng = random.Random(35)
    path = tmp_path / "m.json"
    for _ in range(60 * SCALE):
        match = _match_in_play(rng)
        text = match.to_json()
        path.write_bytes(_damaged(text, rng))
        loaded = _try("Match.load damaged file", lambda: Match.load(path), RecordError)
        if isinstance(loaded, Match):
            again = _try("Match round trip of a loaded file", lambda m=loaded: Match.from_json(m.to_json()))
            if isinstance(again, Match) and again.to_dict() != loaded.to_dict():
                SHAPES.setdefault("a loaded match does not round-trip", "")
    assert not SHAPES, SHAPES
