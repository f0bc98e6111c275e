"""``euchre-teach convert IN OUT``: a real EGN game to a hand record and back, and bad arguments refused.

The conversions themselves (every deal, annotations, unknown cards) are tested in ``test_egn.py``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from commands import refused

from euchre_teach import Record, cli

GAME = Path(__file__).resolve().parent / "data" / "egn" / "vwec_finals_annotated.egn"


def test_a_deal_of_a_real_game_converts_to_a_record_and_back(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    record = tmp_path / "deal2.json"
    assert cli.main(["convert", str(GAME), str(record), "--deal", "2"]) == 0
    assert capsys.readouterr().out == f"Wrote {record}\n"
    back = tmp_path / "deal2.egn"
    assert cli.main(["convert", str(record), str(back)]) == 0
    assert Record.from_egn(back) == Record.load(record) == Record.from_egn(GAME, 2)


@pytest.mark.parametrize(("argv", "message"), [
    (["convert", str(GAME), "OUT.json"], "This game has 13 deals: choose one by its number, from 1 to 13."),
    (["convert", str(GAME), "OUT.json", "--deal", "14"], "numbered 1 to 13: there is no deal 14."),
    (["convert", "missing.egn", "OUT.json"], "there is no such file"),
    (["convert", str(GAME), "OUT.pdf"], "cannot convert"),
])
def test_bad_conversions_say_why_in_one_line_and_write_nothing(argv: list[str], message: str, tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert message in refused(argv)  # status 2, one line of message, no traceback
    assert list(tmp_path.iterdir()) == []
