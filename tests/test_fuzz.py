"""The fuzz suite: every public entry point that takes user input, attacked as a hostile user would.

For cards, actions, seats, rules, deals, records in both formats, matches and the command line:
- a refusal is always a ``EuchreError`` subclass (never a bare Python error, never a traceback);
- no case hangs: each runs under a time limit (Hypothesis' deadline and a SIGALRM guard);
- a refused action changes nothing;
- every valid object round-trips through JSON and through text;
- the twin-world view check: two deals with the same public history and the hidden cards
  shuffled give a seat identical views, reprs, SVG tables, text tables and narration, on every
  preset and random option mixes.

It is bounded to run in well under a minute; ``EUCHRE_FUZZ_SCALE=20`` runs twenty times as many
cases (how the counts in the issue's closing note were gathered). The counts of inputs tried are
printed at the end of the run (``pytest -s``).
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
from unittest import mock

import pytest
from fuzzing import (
    BAD_SEATS,
    COUNTS,
    HOSTILE_OBJECTS,
    HOSTILE_SEATS,
    HOSTILE_TEXT,
    action_text,
    refuses,
    rules_mixes,
    snapshot,
    time_limit,
    twin,
    walk,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from euchre_teach import (
    PRESETS,
    STANDARD,
    Action,
    Card,
    Deal,
    HandState,
    IllegalActionError,
    InvalidActionError,
    Match,
    Record,
    RecordError,
    Rules,
    RulesError,
    SeatError,
    Suit,
    find_variant,
    new_hand,
    parse_cards,
)
from euchre_teach import actions as A
from euchre_teach.ranking import trump_order
from euchre_teach.render.svg import table_svg
from euchre_teach.render.text import hand_text
from euchre_teach.rules import OPTIONS

SCALE = int(os.environ.get("EUCHRE_FUZZ_SCALE", "1"))
LIMIT = 30.0  # seconds a case may take: far beyond any real case (under 1 s), short enough that a hang fails


def fuzz(examples: int) -> settings:
    """Hypothesis settings for one property: ``examples`` cases, each under the time limit."""
    return settings(max_examples=examples * SCALE, deadline=LIMIT * 1000, derandomize=SCALE == 1,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much,
                                           HealthCheck.data_too_large])


@pytest.fixture(scope="module", autouse=True)
def report_counts() -> object:
    yield
    print("\nfuzz inputs tried:", sum(v for k, v in COUNTS.items() if "refused" not in k))
    for where, count in sorted(COUNTS.items()):
        print(f"  {where}: {count}")


hostile = st.one_of(st.sampled_from(HOSTILE_OBJECTS), st.sampled_from(HOSTILE_TEXT), st.text(max_size=30),
                    st.integers(), st.floats(), st.lists(st.integers(), max_size=3))


# -- cards and suits ------------------------------------------------------------------------------
@fuzz(150)
@given(hostile)
def test_fuzz_cards_suits_and_action_helpers_refuse_with_euchre_errors(value: object) -> None:
    with time_limit(LIMIT):
        for name, call in (
            ("Card.parse", lambda: Card.parse(value)),  # type: ignore[arg-type]
            ("parse_cards", lambda: parse_cards(value)),  # type: ignore[arg-type]
            ("Suit.parse", lambda: Suit.parse(value)),  # type: ignore[arg-type]
            ("Action.parse", lambda: Action.parse(value)),  # type: ignore[arg-type]
            ("Action(...)", lambda: Action(value)),  # type: ignore[arg-type]
            ("trump_order", lambda: trump_order(value)),  # type: ignore[arg-type]
            ("Rules.seat_name", lambda: STANDARD.seat_name(value)),  # type: ignore[arg-type]
            ("Record.load", lambda: Record.load(value)),  # type: ignore[arg-type]
            ("Match.load", lambda: Match.load(value)),  # type: ignore[arg-type]
            ("actions.play", lambda: A.play(value)),  # type: ignore[arg-type]
            ("actions.call", lambda: A.call(value)),  # type: ignore[arg-type]
            ("actions.bid", lambda: A.bid(value, "hearts")),  # type: ignore[arg-type]
            ("find_variant", lambda: find_variant(value)),  # type: ignore[arg-type]
            ("new_hand", lambda: new_hand(value)),  # type: ignore[arg-type]
        ):
            refuses(call, name)


@fuzz(150)
@given(action_text)
def test_fuzz_action_text_is_read_or_refused_as_invalid(text: str) -> None:
    with time_limit(LIMIT):
        error = refuses(lambda: Action.parse(text), "Action.parse text", InvalidActionError)
        if error is None:  # a text that reads as an action reads back as itself
            action = Action.parse(text)
            assert Action.parse(str(action)) == action


# -- actions and seats against live hands -----------------------------------------------------------
@fuzz(60)
@given(rules_mixes(), st.integers(0, 2**32), st.integers(0, 40), st.lists(st.one_of(action_text, hostile),
                                                                          min_size=1, max_size=6))
def test_fuzz_actions_and_seats_refused_and_change_nothing(rules: Rules, seed: int, steps: int,
                                                            tries: list[object]) -> None:
    with time_limit(LIMIT):
        hand = walk(rules, seed, steps)
        before = snapshot(hand)
        legal = hand.legal_actions()
        attempts = [(t, None) for t in tries] + [(legal[0] if legal else "pass", s) for s in HOSTILE_SEATS]
        if hand.current_player() is not None:
            other = (hand.current_player() + 1) % rules.players
            attempts += [(a, other) for a in legal[:2]]
        for action, seat in attempts:
            error = refuses(lambda a=action, s=seat: hand.verify(a, s), "HandState.verify")
            if error is None:
                assert hand.can(action, seat)  # type: ignore[arg-type]
                continue
            assert isinstance(error, InvalidActionError | IllegalActionError | SeatError), error
            assert isinstance(error.legal, tuple) and error.legal == legal  # type: ignore[attr-defined]
            assert not hand.can(action, seat)  # type: ignore[arg-type]
            assert refuses(lambda a=action, s=seat: hand.apply(a, s), "HandState.apply") is not None
            refuses(lambda a=action: hand.narrate(a), "HandState.narrate")
            assert snapshot(hand) == before
        for seat in BAD_SEATS:
            calls = [("HandState.view", lambda s=seat: hand.view(s)),
                     ("HandState.seat_name", lambda s=seat: hand.seat_name(s)),
                     ("HandState.hand", lambda s=seat: hand.hand(s)),
                     ("HandState.tricks_won", lambda s=seat: hand.tricks_won(s))]
            if seat is not None:  # table_svg(hand, None) is the teacher's view
                calls.append(("table_svg seat", lambda s=seat: table_svg(hand, s)))
            for name, call in calls:
                assert refuses(call, name, SeatError) is not None, (name, seat)
        assert snapshot(hand) == before


# -- rules --------------------------------------------------------------------------------------------
_FIELDS = list(OPTIONS)


@fuzz(150)
@given(st.dictionaries(st.sampled_from([*_FIELDS, "foo"]), hostile, min_size=1, max_size=3))
def test_fuzz_rules_with_hostile_options_refuse_with_rules_errors(options: dict[str, object]) -> None:
    with time_limit(LIMIT):
        if refuses(lambda: Rules(**options), "Rules(...)", RulesError) is None:
            rules = Rules(**options)
            assert Rules.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules
            assert Rules.from_text(rules.to_text()) == rules
        refuses(lambda: Rules.from_dict(options), "Rules.from_dict", RulesError)


@fuzz(150)
@given(st.one_of(st.text(max_size=60), st.builds(
    lambda name, opts: "; ".join([name, *opts]), st.sampled_from([*PRESETS, "", "x"]),
    st.lists(st.builds(lambda k, v: f"{k}={v}", st.sampled_from([*_FIELDS, "", "x"]),
                       st.sampled_from(["", "true", "none", "5", "-5", "²", "3-2", "5", "a,b,c,d", "1" * 5000,
                                        "Ann,Ben,Cal,Dee,Eve", "never", "joker", "2S", "🃏"])), max_size=4))))
def test_fuzz_rules_text_is_read_or_refused(text: str) -> None:
    with time_limit(LIMIT):
        if refuses(lambda: Rules.from_text(text), "Rules.from_text", RulesError) is None:
            rules = Rules.from_text(text)
            assert Rules.from_text(rules.to_text()) == rules


@fuzz(120)
@given(rules_mixes())
def test_fuzz_every_valid_rules_mix_round_trips_and_describes_itself(rules: Rules) -> None:
    with time_limit(LIMIT):
        COUNTS["Rules round trips"] += 1
        assert Rules.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules
        assert Rules.from_text(rules.to_text()) == rules
        assert rules.describe()


# -- deals --------------------------------------------------------------------------------------------
@fuzz(100)
@given(st.sampled_from(sorted(PRESETS)), st.one_of(hostile, st.dictionaries(st.sampled_from(
    ["N", "E", "S", "W", "North", 0, 1, 2, 3, 7, "Ann", None]), st.one_of(hostile, st.sampled_from(
        ["9C TC JC QC KC", "AC 9D TD JD QD", "KD AD 9H TH JH", "QH KH AH 9S TS", "JS"])), max_size=5)),
       st.one_of(hostile, st.sampled_from(["JS", "QS KS AS JS", None])), st.one_of(hostile, st.sampled_from(
           ["W", "N", 3, 0])))
def test_fuzz_written_out_deals_are_checked(preset: str, hands: object, upcard: object, dealer: object) -> None:
    rules = PRESETS[preset]
    with time_limit(LIMIT):
        refuses(lambda: Deal.from_hands(rules, hands, upcard=upcard, dealer=dealer), "Deal.from_hands")  # type: ignore[arg-type]
        refuses(lambda: Deal.from_hands(rules, hands, dealer=dealer, kitty=upcard), "Deal.from_hands kitty")  # type: ignore[arg-type]
        refuses(lambda: Deal.from_seed(rules, upcard, dealer), "Deal.from_seed")  # type: ignore[arg-type]
        refuses(lambda: Deal.from_dict(rules, hands), "Deal.from_dict")  # type: ignore[arg-type]
        refuses(lambda: HandState(rules, Deal(dealer, hands, upcard)), "HandState(Deal(...))")  # type: ignore[arg-type]


# -- records --------------------------------------------------------------------------------------
def _mutations(text: str, rng: random.Random) -> list[str]:
    """Cuts, deletions, insertions, duplicated and swapped lines of a saved text."""
    lines = text.splitlines(keepends=True)
    cut = rng.randrange(len(text))
    i, j = sorted(rng.sample(range(len(lines)), 2))
    junk = rng.choice(HOSTILE_TEXT)
    swapped = [*lines]
    swapped[i], swapped[j] = swapped[j], swapped[i]
    return [
        text[:cut], text[:cut] + text[cut + rng.randrange(1, 20):], text[:cut] + junk + text[cut:],
        "".join(lines[:i] + lines[i + 1:]), "".join([*lines[:j], lines[j], *lines[j:]]), "".join(swapped),
        "\ufeff" + text, text.replace("\n", "\r\n"), text + "1." + " " * 50_000 + "x\n",
    ]


@fuzz(50)
@given(rules_mixes(), st.integers(0, 2**32), st.integers(0, 80), st.randoms(use_true_random=False))
def test_fuzz_records_round_trip_and_damaged_files_are_refused(rules: Rules, seed: int, steps: int,
                                                               rng: random.Random) -> None:
    with time_limit(LIMIT):
        record = Record.of(walk(rules, seed, steps))
        COUNTS["Record round trips"] += 2
        assert Record.from_json(record.to_json()) == record
        text = record.to_text()
        assert Record.from_text(text) == record
        for damaged in _mutations(text, rng):
            if refuses(lambda d=damaged: Record.from_text(d), "Record.from_text damaged", RecordError) is None:
                loaded = Record.from_text(damaged)
                if damaged.strip() and len(damaged.strip()) < len(text.strip()) and text.startswith(damaged):
                    raise AssertionError(f"a file cut short loaded as a hand of {len(loaded)} actions")
        data = record.to_dict()
        for key in ("format", "version", "rules", "deal", "actions", "seed"):
            for value in (*HOSTILE_OBJECTS[:12], rng.choice(HOSTILE_TEXT)):
                changed = {**data, key: value}
                refuses(lambda c=changed: Record.from_dict(c), "Record.from_dict damaged", RecordError)
        damaged_json = record.to_json()
        cut = rng.randrange(len(damaged_json))
        for bad in (damaged_json[:cut], "[" * 100_000 + "]" * 100_000, damaged_json.replace('"version": 1',
                    '"version": 1' + "0" * 5000)):
            assert refuses(lambda b=bad: Record.from_json(b), "Record.from_json damaged", RecordError) is not None
        for step in (len(record) + 1, -len(record) - 2, 1.5, None, True):
            refuses(lambda s=step: record.at(s), "Record.at", RecordError)  # type: ignore[arg-type]


# -- matches --------------------------------------------------------------------------------------
@fuzz(25)
@given(rules_mixes(), st.integers(0, 2**32), st.integers(0, 200), st.randoms(use_true_random=False))
def test_fuzz_matches_round_trip_and_damaged_files_are_refused(rules: Rules, seed: int, steps: int,
                                                               rng: random.Random) -> None:
    with time_limit(LIMIT):
        match = Match(rules, seed)
        for _ in range(steps):
            if match.is_terminal():
                break
            match.apply(rng.choice(match.legal_actions()))
        COUNTS["Match round trips"] += 1
        again = Match.from_json(match.to_json())
        assert again.to_dict() == match.to_dict() and again.scores == match.scores
        for value in (*HOSTILE_SEATS, *HOSTILE_OBJECTS[:8]):
            refuses(lambda v=value: Match(rules, v), "Match(seed)")  # type: ignore[arg-type]
            refuses(lambda v=value: Match(rules, 1, v), "Match(first_dealer)")  # type: ignore[arg-type]
            refuses(lambda v=value: Match(v), "Match(rules)")  # type: ignore[arg-type]
        data = match.to_dict()
        for key in ("format", "version", "rules", "seed", "first_dealer", "hands"):
            for value in (*HOSTILE_OBJECTS[:12], [{"deal": 1}], [[]], [{"deal": {}, "actions": [1]}]):
                refuses(lambda c={**data, key: value}: Match.from_dict(c), "Match.from_dict damaged", RecordError)
        text = match.to_json()
        refuses(lambda: Match.from_json(text[: rng.randrange(len(text))]), "Match.from_json cut", RecordError)
        refuses(lambda: Match.from_json("[" * 100_000), "Match.from_json deep", RecordError)
        before = match.to_dict()
        for action in (*HOSTILE_TEXT[:20], *HOSTILE_OBJECTS):
            refuses(lambda a=action: match.apply(a), "Match.apply")  # type: ignore[arg-type]
        assert match.to_dict() == before


# -- the twin-world view check ------------------------------------------------------------------
@fuzz(80)
@given(rules_mixes(), st.integers(0, 2**32), st.integers(0, 60), st.integers(0, 6), st.randoms(use_true_random=False))
def test_fuzz_twin_worlds_look_the_same_to_a_seat(rules: Rules, seed: int, steps: int, viewer: int,
                                                 rng: random.Random) -> None:
    """What a seat is shown depends only on what it may know: its cards and the public history."""
    with time_limit(LIMIT):
        hand = walk(rules, seed, steps)
        seat = viewer % rules.players
        other = next((t for t in (twin(hand, seat, rng) for _ in range(6)) if t is not None), None)
        COUNTS["twin worlds tried"] += 1
        if other is None:
            return
        COUNTS["twin worlds compared"] += 1
        assert other.view(seat) == hand.view(seat)
        assert repr(other.view(seat)) == repr(hand.view(seat))
        assert table_svg(other, seat) == table_svg(hand, seat)
        assert hand_text(other, seat) == hand_text(hand, seat)
        mine = [s.narrate(a, seat) for s, a in zip(Record.of(hand).states(), hand.actions, strict=False)]
        theirs = [s.narrate(a, seat) for s, a in zip(Record.of(other).states(), other.actions, strict=False)]
        assert theirs == mine


# -- the command line -------------------------------------------------------------------------------
class _LongWork(Exception):
    """Raised where a command would start its long work: the checks before it all passed."""


_PATHS = ["out", "out.html", "two.pdf", "notes.txt", "notes.txt/x.html", "/sys/x", "/sys/x.html", "/sys",
          "", ".", "a" * 300, "\x00", "dir/../x.html", "out.HTML", "nested/deeper/out"]


@fuzz(60)
@given(st.sampled_from(["handout", "site", "present"]), st.one_of(st.sampled_from(
    ["3", "²", "٣", "bidding", "", "99", "-1", "0", "x" * 300, "\x00", "05_scoring", "alone"]), st.text(max_size=12)),
    st.sampled_from(_PATHS), st.sampled_from([[], ["--no-pdf"], ["--online"], ["--pyodide", "bad.tgz"],
                                              ["--pyodide", "missing.tgz"], ["--bogus"]]))
def test_fuzz_cli_ends_in_one_line_and_exit_2_or_starts_its_work(tmp_path_factory: pytest.TempPathFactory,
                                                                 command: str, lesson: str, out: str,
                                                                 options: list[str]) -> None:
    from euchre_teach.cli import main

    folder = tmp_path_factory.mktemp("cli")
    (folder / "notes.txt").write_text("a teacher's notes\n")
    (folder / "bad.tgz").write_text("not a tarball\n")
    argv = {"handout": [command, lesson, out], "site": [command, out], "present": [command, lesson]}[command]
    cwd = os.getcwd()
    os.chdir(folder)
    try:
        said = io.StringIO()
        with mock.patch("euchre_teach.classroom.handout.run_lesson", side_effect=_LongWork), \
             mock.patch("euchre_teach.classroom.site.write_lessons", side_effect=_LongWork), \
             mock.patch("euchre_teach.classroom.present.os.execve", side_effect=_LongWork), \
             contextlib.redirect_stderr(said), contextlib.redirect_stdout(io.StringIO()), time_limit(LIMIT):
            COUNTS["CLI"] += 1
            try:
                status = main([*argv, *options])
            except _LongWork:
                return  # every check passed: the lesson run, the site build or Voilà would start now
            except SystemExit as stop:  # argparse: a usage line and status 2
                status = stop.code  # type: ignore[assignment]
        assert status == 2, (argv, status, said.getvalue())
        assert "Traceback" not in said.getvalue() and said.getvalue().strip()
    finally:
        os.chdir(cwd)
    assert not (folder / "two.pdf").exists()
