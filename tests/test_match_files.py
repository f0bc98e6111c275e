"""Saving and loading matches: every bad path is a FileError, and a refused save or load changes nothing."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from euchre_teach import Match
from euchre_teach.errors import EuchreError, FileError, RecordError


def _played(seed: int = 3, actions: int = 30) -> Match:
    match = Match("standard", seed=seed)
    for _ in range(actions):
        match.apply(match.legal_actions()[-1])
    return match


def _state(match: Match) -> tuple[object, ...]:
    return (match.to_json(), tuple(match.scores), len(match.history), match.hand.actions)


def test_a_saved_match_loads_back(tmp_path: Path) -> None:
    match = _played()
    assert match.save(tmp_path / "m.json") == tmp_path / "m.json"
    again = Match.load(str(tmp_path / "m.json"))
    assert again.to_json() == match.to_json()


def _bad_paths(tmp: Path) -> dict[str, object]:
    loop = tmp / "loop"
    os.symlink(loop, loop)
    fifo = tmp / "fifo"
    os.mkfifo(fifo)
    return {
        "a missing folder": tmp / "no such folder" / "m.json",
        "a folder": tmp,
        "a FIFO": fifo,
        "a symlink loop": loop,
        "a file inside a symlink loop": loop / "m.json",
        "an empty name": "",
        "a blank name": "   ",
        "None": None,
        "bytes": b"m.json",
        "a number": 5,
        "a 300-character name": tmp / ("m" * 300),
        "a NUL": str(tmp / "m\x00.json"),
        "/proc": "/proc/euchre-teach-match.json",
    }


def test_every_bad_path_is_refused_by_save_with_a_file_error_and_writes_nothing(tmp_path: Path) -> None:
    match = _played()
    before = _state(match)
    for what, path in _bad_paths(tmp_path).items():
        listing = sorted(os.listdir(tmp_path))
        with pytest.raises(FileError) as caught:
            match.save(path)  # type: ignore[arg-type]
        assert str(caught.value), what
        assert sorted(os.listdir(tmp_path)) == listing, what
        assert _state(match) == before, what


def test_every_bad_path_is_refused_by_load_with_a_file_error(tmp_path: Path) -> None:
    for what, path in _bad_paths(tmp_path).items():
        with pytest.raises(FileError) as caught:
            Match.load(path)  # type: ignore[arg-type]
        assert str(caught.value), what


def test_the_messages_say_what_is_wrong_with_the_path(tmp_path: Path) -> None:
    paths = _bad_paths(tmp_path)
    match = _played()
    expected = {
        "a missing folder": "create it first",
        "a folder": "it is a folder",
        "a FIFO": "not a regular file",
        "a symlink loop": "loop back on themselves",
        "a 300-character name": "too long",
    }
    for what, words in expected.items():
        with pytest.raises(FileError, match=words):
            match.save(paths[what])  # type: ignore[arg-type]
    with pytest.raises(FileError, match="not a regular file"):
        Match.load(paths["a FIFO"])  # type: ignore[arg-type]


def test_a_file_too_large_or_not_utf8_or_damaged_is_refused(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 1_000_001)
    latin = tmp_path / "latin.json"
    latin.write_bytes("{\"format\": \"é\"}".encode("latin-1"))
    cut = tmp_path / "cut.json"
    cut.write_text(_played().to_json()[:200], encoding="utf-8")
    for path in (big, latin):
        with pytest.raises(FileError):
            Match.load(path)
    with pytest.raises(RecordError):
        Match.load(cut)


def test_a_refused_save_leaves_an_existing_file_as_it_was(tmp_path: Path) -> None:
    target = tmp_path / "kept.json"
    target.write_text("kept", encoding="utf-8")
    os.chmod(tmp_path, 0o500)
    try:
        if os.access(target, os.W_OK):
            pytest.skip("running as a user who may write anywhere")
        with pytest.raises(FileError, match="permission denied"):
            _played().save(target)
    finally:
        os.chmod(tmp_path, 0o700)
    assert target.read_text(encoding="utf-8") == "kept"


@pytest.mark.parametrize("seed", [True, 1.5, "7", [1], 10**40])
def test_a_bad_seed_is_refused(seed: object) -> None:
    with pytest.raises(EuchreError, match="seed"):
        Match("standard", seed=seed)  # type: ignore[arg-type]


@pytest.mark.parametrize("rules", [None, 5, "no such game", b"standard", ["standard"]])
def test_a_bad_preset_is_refused(rules: object) -> None:
    with pytest.raises(EuchreError):
        Match(rules)  # type: ignore[arg-type]


def test_a_preset_is_read_as_find_variant_reads_it() -> None:
    assert Match(" Standard ", seed=1).to_json() == Match("standard", seed=1).to_json()


@pytest.mark.parametrize("dealer", [True, 4, -1, 1.5, "Q", b"N"])
def test_a_bad_first_dealer_is_refused(dealer: object) -> None:
    with pytest.raises(EuchreError):
        Match("standard", seed=1, first_dealer=dealer)  # type: ignore[arg-type]
