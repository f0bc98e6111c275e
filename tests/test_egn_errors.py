"""Bad EGN gets a specific EgnError (a RecordError) that says what and where, and changes nothing.

The fuzz test mutates real files (drops fields, changes types, swaps cards, cuts text) and accepts
only a game read or a EuchreError: never a KeyError, TypeError or AttributeError.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from euchre_teach.egn import convert, read_game, write_game
from euchre_teach.errors import EgnError, EuchreError, FileError, RecordError

DATA = Path(__file__).parent / "data" / "egn"
VWEC = json.loads((DATA / "vwec_finals_annotated.egn").read_text(encoding="utf-8"))
SMALL = json.loads((DATA / "six_points_in_two_hands.egn").read_text(encoding="utf-8"))


def _game() -> dict[str, Any]:
    return copy.deepcopy(VWEC)


def _refused(data: object, *words: str) -> str:
    with pytest.raises(EgnError) as caught:
        read_game(data)
    message = str(caught.value)
    for word in words:
        assert word in message, f"{word!r} not in {message!r}"
    return message


def test_an_egn_error_is_a_record_error() -> None:
    assert issubclass(EgnError, RecordError) and issubclass(EgnError, EuchreError)


def test_truncated_json_is_refused() -> None:
    text = (DATA / "vwec_finals_annotated.egn").read_text(encoding="utf-8")
    _refused(text[: len(text) // 2], "broken or cut short")


def test_wrong_types_are_refused_by_field() -> None:
    game = _game()
    game["deals"][0]["initialState"]["dealer"] = "2"
    _refused(game, "deal 1", "'dealer'", "whole number")
    game = _game()
    game["deals"][2]["phases"][0]["isAlone"] = "yes"
    _refused(game, "deal 3", "'isAlone'")
    game = _game()
    game["metadata"]["initialScore"] = [0, "0"]
    _refused(game, "initialScore")
    _refused([1, 2, 3], "parsed JSON, not list")
    _refused("[1, 2]", "JSON object")


def test_unknown_and_generic_cards_are_refused() -> None:
    game = _game()
    game["deals"][1]["phases"][1]["tricks"][0][2] = "Xx"
    _refused(game, "deal 2", "unknown")
    game["deals"][1]["phases"][1]["tricks"][0][2] = "Zq"
    _refused(game, "deal 2", "not an EGN card")


def test_a_card_played_twice_is_refused() -> None:
    game = _game()
    tricks = game["deals"][0]["phases"][1]["tricks"]
    tricks[1][0] = tricks[0][0]
    _refused(game, "deal 1", "played twice")


def test_a_renege_is_refused_with_the_seat_card_and_rule() -> None:
    game = _game()
    tricks = game["deals"][3]["phases"][1]["tricks"]
    tricks[0][1], tricks[2][1] = tricks[2][1], tricks[0][1]
    _refused(game, "game 'VWEC Finals'", "deal 4", "West plays the K♣ in trick 1", "must follow spades",
             "holds 10♠", "(R18)")


def test_ruleset_options_the_engine_lacks_are_refused_by_name() -> None:
    for option in ("farmers", "allow_no_trump", "joker", "defend_alone", "four_trick_tokens"):
        game = _game()
        game["metadata"]["ruleset"][option] = True
        _refused(game, f"{option}=true")
    game = _game()
    game["metadata"]["ruleset"]["num_deals"] = 8
    _refused(game, "num_deals=8")
    game = _game()
    game["metadata"]["ruleset"]["house_rule"] = True
    _refused(game, "'house_rule'")


def test_missing_fields_are_named() -> None:
    game = _game()
    del game["deals"]
    _refused(game, "'deals'")
    game = _game()
    del game["metadata"]["initialScore"]
    _refused(game, "'initialScore'")
    game = _game()
    del game["deals"][5]["initialState"]["upCard"]
    _refused(game, "deal 6", "'upCard'")


def test_a_condensed_deal_and_a_wrong_final_score_are_refused() -> None:
    game = _game()
    game["deals"][0] = "AAEC"
    _refused(game, "deal 1", "condensed")
    game = _game()
    game["metadata"]["finalScore"] = [10, 0]
    _refused(game, "finalScore")


def test_a_file_of_50_megabytes_is_refused_and_nothing_is_written(tmp_path: Path) -> None:
    big = tmp_path / "big.egn"
    with open(big, "wb") as file:
        file.truncate(50 * 1024 * 1024)
    with pytest.raises(FileError, match="larger than"):
        read_game(big)
    with pytest.raises(RecordError):
        convert(big, tmp_path / "out.json", deal=1)
    assert not (tmp_path / "out.json").exists()
    with pytest.raises(EgnError, match="characters"):
        read_game("{" + " " * 2_000_000 + "}")


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix] if prefix else []
    children = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for key, child in children:
        out += _paths(child, (*prefix, key))
    return out


_VALUES = st.one_of(st.none(), st.booleans(), st.integers(-5, 30), st.sampled_from(["Pass", "Order", "h", "Jd", "Xx",
                    "9s", "", "LEFT_OF_LONER"]), st.just([]), st.just({}), st.just(["Ah", "Ah"]), st.just({"0": 1}))


def _mutate(data: dict[str, Any], path: tuple[Any, ...], how: int, value: Any) -> None:
    *parents, last = path
    node: Any = data
    for key in parents:
        node = node[key]
    if how == 0:
        del node[last]
    elif how == 1:
        node[last] = value
    elif isinstance(node[last], list) and len(node[last]) > 1:
        node[last][0], node[last][-1] = node[last][-1], node[last][0]
    else:
        node[last] = [node[last]]


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_fuzz_the_egn_reader_raises_only_euchre_errors(data: st.DataObject) -> None:
    original = data.draw(st.sampled_from([SMALL, VWEC]))
    game = copy.deepcopy(original)
    for _ in range(data.draw(st.integers(1, 3))):
        paths = _paths(game)
        if not paths:
            break
        _mutate(game, data.draw(st.sampled_from(paths)), data.draw(st.integers(0, 2)), data.draw(_VALUES))
    source: object = game
    before = json.dumps(game)
    if data.draw(st.booleans()):
        text = json.dumps(game)
        source = text[: data.draw(st.integers(0, len(text)))] if data.draw(st.booleans()) else text
    try:
        game = read_game(source)
    except EuchreError:
        pass
    else:  # what is read is written and read back as the same game
        assert read_game(write_game(game)) == game
    if isinstance(source, dict):
        assert json.dumps(source) == before, "reading changed the data it was given"
