"""``euchre-teach link RECORD``: a saved hand as a short code and the site's links; bad arguments refused.

The codes themselves (round trips, damage refused) are tested in ``test_share.py``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from euchre_teach import Record, cli, new_hand
from euchre_teach.share import from_code
from euchre_teach.widgets.base import play_out


@pytest.fixture
def saved(tmp_path: Path) -> tuple[Path, Record]:
    record = Record.of(play_out(new_hand("standard", seed=5)))
    return record.save(tmp_path / "hand.json"), record


def test_a_saved_hand_prints_its_code_and_the_sites_links(saved: tuple[Path, Record],
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    path, record = saved
    assert cli.main(["link", str(path), "--site", "https://school.example/euchre", "--step", "7"]) == 0
    lines = capsys.readouterr().out.splitlines()
    code = lines[1]
    assert from_code(code).record == record and from_code(code).step == 7
    assert f"https://school.example/euchre/share.html#deal={code}" in lines
    assert f"https://school.example/euchre/share.html#play={code}" in lines


@pytest.mark.parametrize(("args", "message"), [
    (["--site", "javascript:alert(1)"], "must be a web address"),
    (["--step", "999"], "step 999 is outside this record"),
    (["--step", "x"], "invalid int value"),
])
def test_bad_links_are_refused_in_one_line(args: list[str], message: str, saved: tuple[Path, Record],
                                           capsys: pytest.CaptureFixture[str]) -> None:
    code = 2
    try:
        assert cli.main(["link", str(saved[0]), *args]) == code
    except SystemExit as stop:  # argparse refuses a step that is not a number, with its usage line
        assert stop.code == code
    said = capsys.readouterr()
    assert said.out == "" and message in said.err


def test_a_missing_record_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["link", str(tmp_path / "missing.json")]) == 2
    assert "there is no such file" in capsys.readouterr().err
