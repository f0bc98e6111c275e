"""Saving and loading a hand record: every path that cannot be written or read is a FileError
(a RecordError) saying why, and nothing is left half-written or half-read."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from euchre_teach import new_hand
from euchre_teach.errors import FileError, RecordError
from euchre_teach.record import Record


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
