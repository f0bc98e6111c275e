"""Issue 11, section 7: a bad output folder or input file gets one clear line and exit status 2,
and is noticed before any long work (the lesson run, the 18-second site build)."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from euchre_teach.cli import main


class LongWorkStarted(Exception):
    """The command got past its checks."""


@pytest.fixture(autouse=True)
def no_long_work(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fail loudly if a command starts its long work: every case here must be refused before it."""
    monkeypatch.setattr("euchre_teach.classroom.handout.run_lesson", _started)
    monkeypatch.setattr("euchre_teach.classroom.site.write_lessons", _started)
    monkeypatch.setattr("euchre_teach.classroom.present.os.execve", _started)
    monkeypatch.setattr("euchre_teach.classroom.lab.os.execv", _started)


def _started(*args: object, **kwargs: object) -> None:
    raise LongWorkStarted(args)


def refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """Run the command; it must end with status 2 and a message, never a traceback."""
    assert main(argv) == 2
    said = capsys.readouterr().err
    assert said.startswith("euchre-teach: ") and "Traceback" not in said
    return said.splitlines()[0]


def test_7_handout_into_a_folder_that_cannot_be_written(capsys: pytest.CaptureFixture[str]) -> None:
    assert "cannot write in /sys" in refused(["handout", "3", "/sys/h"], capsys)


def test_7_handout_to_an_existing_file_that_is_not_html(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("a teacher's notes\n")
    assert "give an .html file or a folder" in refused(["handout", "2", str(notes)], capsys)
    assert notes.read_text() == "a teacher's notes\n"


def test_7_handout_inside_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "FILE").write_text("x")
    assert "is a file, not a folder" in refused(["handout", "3", str(tmp_path / "FILE" / "x.html")], capsys)


def test_7_handout_to_a_pdf_name_makes_no_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert "two.html" in refused(["handout", "2", str(tmp_path / "two.pdf")], capsys)
    assert not (tmp_path / "two.pdf").exists()


def test_7_site_into_a_folder_that_cannot_be_written(capsys: pytest.CaptureFixture[str]) -> None:
    assert "cannot write in /sys" in refused(["site", "/sys/x"], capsys)


def test_7_site_into_an_empty_read_only_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    real = tempfile.TemporaryFile

    def read_only(*args: object, dir: Path | None = None, **kwargs: object) -> object:
        if dir is not None and Path(dir) == empty:
            raise PermissionError(13, "Permission denied", str(empty))
        return real(*args, dir=dir, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr("euchre_teach.classroom.tempfile.TemporaryFile", read_only)  # root ignores chmod
    assert f"cannot write in {empty}" in refused(["site", str(empty)], capsys)


def test_7_site_with_a_pyodide_file_that_is_no_tarball(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.tgz"
    bad.write_text("not a tarball")
    assert "is not a .tgz archive" in refused(["site", str(tmp_path / "site"), "--pyodide", str(bad)], capsys)


def test_7_present_a_lesson_numbered_with_a_unicode_digit(capsys: pytest.CaptureFixture[str]) -> None:
    assert "there is no lesson '²'" in refused(["present", "²"], capsys)


def test_7_a_nul_in_an_output_path(capsys: pytest.CaptureFixture[str]) -> None:
    assert "NUL" in refused(["handout", "3", "a\x00b"], capsys)
    assert "NUL" in refused(["site", "a\x00b"], capsys)
