"""Hand records and their files: every valid hand saves and loads in both formats (custom seats, packets,
negative seeds, a byte-order mark); a file cut short, tampered or too deep is a RecordError naming what is
wrong; every path that cannot be written or read is a FileError (a RecordError) saying why."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from conftest import play_all, walk_first
from fuzzing import time_limit

from euchre_teach import (
    PRESETS,
    EuchreError,
    InvalidActionError,
    Match,
    Record,
    RecordError,
    Rules,
    RulesError,
    new_hand,
)
from euchre_teach.errors import FileError


@pytest.fixture
def record() -> Record:
    hand = new_hand("standard", seed=4)
    hand.apply("pass")
    return Record.of(hand)


@pytest.mark.parametrize("name", ["hand.txt", "hand.json"])
def test_a_record_saves_and_loads_in_either_format(tmp_path: Path, record: Record, name: str) -> None:
    saved = record.save(tmp_path / name)
    assert saved == tmp_path / name and Record.load(saved) == record and Record.load(str(saved)) == record


@pytest.mark.parametrize("bad", [None, 5, b"hand.txt", 1.5, []])
def test_a_path_that_is_not_text_is_refused(tmp_path: Path, record: Record, bad: object) -> None:
    with pytest.raises(FileError, match="the record file must be a file path"):
        record.save(bad)  # type: ignore[arg-type]
    with pytest.raises(FileError, match="the record file must be a file path"):
        Record.load(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("empty", ["", "   "])
def test_an_empty_path_is_refused(record: Record, empty: str) -> None:
    with pytest.raises(FileError, match="no path given for the record file"):
        record.save(empty)
    with pytest.raises(FileError, match="no path given for the record file"):
        Record.load(empty)


def test_saving_into_a_missing_folder_says_to_create_it(tmp_path: Path, record: Record) -> None:
    target = tmp_path / "no such folder" / "hand.txt"
    with pytest.raises(FileError, match="create it first"):
        record.save(target)
    assert not target.parent.exists()


def test_a_folder_is_neither_saved_over_nor_loaded(tmp_path: Path, record: Record) -> None:
    with pytest.raises(FileError, match="it is a folder"):
        record.save(tmp_path)
    with pytest.raises(FileError, match="it is a folder"):
        Record.load(tmp_path)


def test_a_missing_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(FileError, match="no such file"):
        Record.load(tmp_path / "absent.txt")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="this system has no named pipes")
def test_a_named_pipe_is_neither_written_nor_read(tmp_path: Path, record: Record) -> None:
    pipe = tmp_path / "pipe.txt"
    os.mkfifo(pipe)
    with pytest.raises(FileError, match="not a regular file"):
        record.save(pipe)
    with pytest.raises(FileError, match="not a regular file"):
        Record.load(pipe)  # opened without waiting for a writer


def test_a_symlink_loop_is_refused(tmp_path: Path, record: Record) -> None:
    loop = tmp_path / "loop.txt"
    loop.symlink_to(loop)
    with pytest.raises(FileError, match="loop back on themselves"):
        record.save(loop)
    with pytest.raises(FileError, match="loop back on themselves"):
        Record.load(loop)


def test_a_name_too_long_for_the_system_is_refused(tmp_path: Path, record: Record) -> None:
    long_name = tmp_path / ("h" * 300 + ".txt")
    with pytest.raises(FileError, match="too long"):
        record.save(long_name)
    with pytest.raises(FileError, match="too long") as caught:
        Record.load(long_name)
    assert len(str(caught.value)) < 200  # the path is cut in the middle in the message


def test_a_file_that_is_not_a_record_is_a_record_error_not_a_file_error(tmp_path: Path) -> None:
    junk = tmp_path / "junk.txt"
    junk.write_text("not a record\n", encoding="utf-8")
    with pytest.raises(RecordError, match="line 1 must be") as caught:
        Record.load(junk)
    assert not isinstance(caught.value, FileError)



class _PathLike:
    def __init__(self, path: object) -> None:
        self.path = path

    def __fspath__(self) -> object:
        return self.path


def test_digits_that_int_refuses_are_refused_in_words() -> None:
    hand = new_hand("auction 5", seed=1)
    with pytest.raises(InvalidActionError, match="not a whole number"):
        hand.apply("bid ² hearts")
    text = Record.of(new_hand("standard", seed=25)).to_text().replace("seed: 25", "seed: ²5")
    with pytest.raises(RecordError, match="not a whole number"):
        Record.from_text(text)


def test_integers_of_thousands_of_digits_are_refused() -> None:
    record = Record.of(new_hand("standard", seed=3))
    huge = "9" * 5000
    with pytest.raises(RecordError, match="digits"):
        Record.from_json(record.to_json().replace('"seed": 3', f'"seed": {huge}'))
    with pytest.raises(RecordError, match="not a whole number"):
        Record.from_text(record.to_text().replace("seed: 3", f"seed: {huge}"))
    with pytest.raises(RecordError, match="not a whole number"):
        Record.from_text(record.to_text().replace("rules: standard", f"rules: standard; target={huge}"))
    with pytest.raises(InvalidActionError):
        new_hand("auction 5", seed=1).apply(f"bid {huge} hearts")


def test_deeply_nested_json_is_refused(tmp_path) -> None:
    deep = "[" * 100_000 + "]" * 100_000
    with pytest.raises(RecordError, match="nests too deeply"):
        Record.from_json(deep)
    path = tmp_path / "match.json"
    path.write_text(deep)
    with pytest.raises(RecordError):
        Match.load(path)


def test_wrong_types_in_a_match_file_are_record_errors() -> None:
    data = Match("standard", seed=2).to_dict()
    for key, value in (("hands", [[1, 2]]), ("hands", [{"deal": data["hands"][0]["deal"], "actions": [7]}]),
                       ("rules", {"best_bower": 5}), ("first_dealer", [0]), ("seed", True), ("version", True)):
        with pytest.raises(RecordError):
            Match.from_dict({**data, key: value})


def test_record_at_names_the_step_given() -> None:
    record = Record.of(play_all(new_hand("standard", seed=1), "pass"))
    with pytest.raises(RecordError, match=r"step -99 is outside this record: it has 1 actions"):
        record.at(-99)


def test_custom_seat_names_round_trip_and_header_words_are_refused() -> None:
    rules = Rules(seat_names=("Ann Lee", "Bo", "O'Neil", "Dee-Dee"))
    for source in (rules, Rules(players=7, pack_size=36, best_bower="joker", partnership="silent partner called",
                                widow=0)):
        record = Record.of(walk_first(new_hand(source, seed=4), 12))
        assert Record.from_text(record.to_text()) == record and Record.from_json(record.to_json()) == record
    for name in ("Rules", "seed", "Kitty", "end", "A:B", "x;y", "1"):
        with pytest.raises(RulesError, match="seat name"):
            Rules(seat_names=(name, "B", "C", "D"))


def test_deal_packets_round_trip() -> None:
    rules = Rules(deal_packets=(2, 3))
    assert Rules.from_text(rules.to_text()) == rules and Rules.from_dict(rules.to_dict()) == rules
    with pytest.raises(RulesError, match="3 then 2"):
        Rules.from_text("standard; deal_packets=5")  # read as one packet of five, and refused as such


def test_negative_seeds_round_trip_and_bad_seeds_are_refused_up_front() -> None:
    record = Record.of(walk_first(new_hand("standard", seed=-5), 6))
    assert Record.from_text(record.to_text()) == record and Record.from_json(record.to_json()) == record
    for seed in ("abc", 1.5, True, 10**40):
        with pytest.raises(EuchreError, match="seed"):
            new_hand("standard", seed=seed)
        with pytest.raises(EuchreError, match="seed"):
            Match("standard", seed=seed)


def test_a_byte_order_mark_is_read(tmp_path) -> None:
    record = Record.of(walk_first(new_hand("standard", seed=6), 5))
    assert Record.from_text("\ufeff" + record.to_text()) == record
    assert Record.from_json("\ufeff" + record.to_json()) == record
    path = tmp_path / "hand.txt"
    path.write_bytes(b"\xef\xbb\xbf" + record.to_text().encode())
    assert Record.load(path) == record


def test_a_file_cut_short_is_refused() -> None:
    hand = new_hand("standard", seed=1)
    play_all(hand, "order up alone")
    text = Record.of(hand).to_text()
    cut = text[: text.index("order up alone") + len("order up")]
    with pytest.raises(RecordError, match="end"):
        Record.from_text(cut)
    for size in range(len(text.rstrip())):  # every cut of the file is noticed
        with pytest.raises(RecordError):
            Record.from_text(text[:size])
    legacy = "\n".join(line for line in text.splitlines() if not line.startswith("end:")).replace(" hand 2", " hand 1")
    assert Record.from_text(legacy) == Record.of(hand)  # version 1 files (no end line) still load


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_every_preset_hand_round_trips_through_json_and_text(name: str) -> None:
    for seed in range(3):
        record = Record.of(walk_first(new_hand(name, seed=seed)))
        assert Record.from_text(record.to_text()) == record and Record.from_json(record.to_json()) == record
        rules = record.rules
        assert Rules.from_text(rules.to_text()) == rules
        assert Rules.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules


def test_the_record_parser_is_linear() -> None:
    text = Record.of(new_hand("standard", seed=1)).to_text()
    with time_limit(20), pytest.raises(RecordError):  # a quadratic reader takes over an hour on this line
        Record.from_text(text + "1." + " " * 900_000 + "x\n")


def test_a_match_file_path_is_refused_as_a_record_path_is(tmp_path: Path) -> None:
    for bad in (None, 5, [], b"x", 1.5, _PathLike(b"x")):
        with pytest.raises(RecordError, match="the match file must be a file path"):
            Match.load(bad)  # type: ignore[arg-type]
    with pytest.raises(RecordError, match="no path given for the match file"):
        Match.load("  ")
    with pytest.raises(RecordError, match="NUL"):
        Match.load("a\x00b.json")
    with pytest.raises(RecordError, match="cannot read"):
        Match.load(tmp_path)  # a folder
    match = Match("standard", seed=4)
    assert Match.load(_PathLike(str(match.save(tmp_path / "match.json")))).to_dict() == match.to_dict()


@pytest.mark.parametrize("nul", ["\x00", "a\x00b.json"])
def test_a_path_holding_a_nul_is_refused(record: Record, nul: str) -> None:
    for use in (record.save, Record.load):
        with pytest.raises(FileError, match="NUL"):
            use(nul)  # type: ignore[operator]


def test_a_device_that_never_ends_is_not_read(record: Record) -> None:
    if not os.path.exists("/dev/zero"):
        pytest.skip("this system has no /dev/zero")
    with time_limit(30), pytest.raises(FileError, match="not a regular file"):  # its size says 0; it never ends
        Record.load("/dev/zero")


def test_any_path_like_value_names_a_record_file(tmp_path: Path, record: Record) -> None:
    saved = record.save(_PathLike(str(tmp_path / "hand.txt")))  # type: ignore[arg-type]
    assert Record.load(_PathLike(str(saved))) == record  # type: ignore[arg-type]
