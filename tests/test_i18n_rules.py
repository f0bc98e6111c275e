"""The rules engine speaks the learner's language (issue 29): seat names, hand results, the phases' labels,
the errors a learner meets in a notebook cell; files and records keep English, and English is unchanged."""

from __future__ import annotations

import pytest

from euchre_teach import Match, new_hand
from euchre_teach.errors import EuchreError, SeatError
from euchre_teach.i18n import LANGUAGES, catalog, speaking
from euchre_teach.i18n.extract import find_messages
from euchre_teach.rules import STANDARD, find_variant
from euchre_teach.scoring import score_auction, score_hand
from euchre_teach.state import HandState
from euchre_teach.table import Phase

TRANSLATED = [code for code in LANGUAGES if code != "en"]
#: The rules group's modules: every message written in them has a translation in each catalog.
MODULES = {f"euchre_teach/{name}.py" for name in (
    "state", "views", "rules", "ranking", "scoring", "match", "table", "deal", "tricks", "plan", "inputs")}
COMPASS = {"fi": ("Pohjoinen", "Itä", "Etelä", "Länsi"), "es": ("Norte", "Este", "Sur", "Oeste"),
           "ja": ("北", "東", "南", "西"), "ro": ("Nord", "Est", "Sud", "Vest")}


def passed_out() -> HandState:
    hand = new_hand("standard", seed=3)
    while not hand.is_terminal():
        hand.apply("pass")
    return hand


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_of_the_rules_modules_is_translated(code: str) -> None:
    mine = [m for m in find_messages() if set(m.references) & MODULES]
    assert len(mine) >= 60
    translated = catalog(code).messages
    assert [m.key for m in mine if m.key not in translated] == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_seat_names_are_said_in_the_language_and_read_back_in_any(code: str) -> None:
    with speaking(code):
        assert tuple(STANDARD.seat_name(s) for s in range(4)) == COMPASS[code]
        assert STANDARD.seat_code(3) == "West"
        assert [STANDARD.parse_seat(name) for name in COMPASS[code]] == [0, 1, 2, 3]
        assert STANDARD.parse_seat("west") == 3 and STANDARD.parse_seat("W") == 3
    assert STANDARD.parse_seat(COMPASS[code][3]) == 3  # a translated name is read in English too
    three = find_variant("cutthroat")  # North, East and West
    assert three.parse_seat(COMPASS[code][3]) == 2 and three.seat_name(2) == "West"
    with pytest.raises(SeatError):
        three.parse_seat(COMPASS[code][2])  # South: no seat of three


def test_an_initial_means_the_same_seat_in_every_language() -> None:
    """Code writes seats by their English initials ({"N": ..., "E": ...}): a Finnish lesson runs the same code,
    though Finnish South is Etelä."""
    assert STANDARD.parse_seat("E") == 1  # East
    with speaking("fi"):
        assert STANDARD.parse_seat("E") == 1 and STANDARD.parse_seat("N") == 0
        assert STANDARD.parse_seat("Etelä") == 2 and STANDARD.parse_seat("etelä") == 2
    with speaking("ja"):
        assert STANDARD.parse_seat("南") == 2


def test_other_names_are_people_and_stay_as_written() -> None:
    rules = find_variant("call-ace 5")
    with speaking("fi"):
        assert rules.seat_name(0) == "Ann"


def test_files_and_records_keep_the_english_seat_names() -> None:
    hand = new_hand("standard", seed=3)
    english = hand.deal.to_dict(hand.rules)
    match = Match("standard", seed=2)
    with speaking("ja"):
        assert hand.deal.to_dict(hand.rules) == english
        assert match.to_dict()["first_dealer"] in ("North", "East", "South", "West")
        assert "dealer" in repr(hand) and "北" not in repr(hand) and "東" not in repr(hand)


def test_english_stays_as_it_was() -> None:
    assert score_hand(STANDARD, 4, False, False, False)[3] == "the makers take 4 tricks: 1 point for 3 or 4"
    assert score_hand(STANDARD, 1, False, False, False)[3] == (
        "the makers take only 1 trick: euchred, the defenders score 2 points")
    assert score_hand(STANDARD, 0, True, False, False)[3] == (
        "the lone hand takes no trick: euchred, the defenders score 2 points")
    assert score_auction(4, 2)[3] == "the makers bid 4 but take only 2 tricks: euchred, each opponent scores 4 points"
    assert passed_out().result.explanation == "everyone passed twice: the hand is thrown in and the deal passes left"
    assert Phase.ROUND_2.label == "round 2" and Phase.ROUND_2.value == "round 2"
    assert Match("standard", seed=1).summary() == "North–South 0, East–West 0 (playing to 10)"
    with pytest.raises(SeatError, match=r"^'x' is not a seat: expected one of North, East, South, West$"):
        STANDARD.parse_seat("x")


RESULTS = {
    "fi": ("pelinviejät saavat 4 tikkiä: 1 piste 3 tai 4 tikistä",
           "pelinviejät saavat vain 1 tikin eli jäävät alle kolmeen tikkiin: 2 pistettä puolustajille",
           "kaikki passasivat kahdesti: jako jää pelaamatta ja jakovuoro siirtyy vasemmalle", "2. tarjouskierros",
           "Pohjoinen–Etelä 0, Itä–Länsi 0 (peli 10 pisteeseen)", "'x' ei ole paikka"),
    "es": ("los declarantes se llevan 4 bazas: 1 punto por 3 o 4",
           "los declarantes solo se llevan 1 baza: sufren un euchre y los defensores anotan 2 puntos",
           "todos pasaron dos veces: la mano es nula y el reparto pasa al jugador de la izquierda", "segunda ronda",
           "Norte–Sur 0, Este–Oeste 0 (se juega a 10)", "'x' no es un asiento"),
    "ja": ("メーカーが4トリックを取りました：3〜4トリックで1点",
           "メーカーは1トリックしか取れず、ユーカーされました。ディフェンダーが2点を得ます",
           "全員が2巡ともパスしたので、このディールは配り直しです。ディーラーは左隣に移ります", "2巡目",
           "北–南 0点、東–西 0点（10点先取）", "'x'は席ではありません"),
    "ro": ("declaranții iau 4 levate: 1 punct pentru 3 sau 4",
           "declaranții iau doar 1 levată: cad, iar apărătorii primesc 2 puncte",
           "toți au spus pas de două ori: dona se anulează și împarte jucătorul din stânga", "al doilea tur",
           "Nord–Sud 0, Est–Vest 0 (se joacă până la 10)", "'x' nu este un loc"),
}


@pytest.mark.parametrize("code", TRANSLATED)
def test_results_phases_scores_and_errors_are_translated(code: str) -> None:
    made, euchred, thrown_in, phase, summary, bad_seat = RESULTS[code]
    hand = passed_out()
    with speaking(code):
        assert score_hand(STANDARD, 4, False, False, False)[3] == made
        assert score_hand(STANDARD, 1, False, False, False)[3] == euchred
        assert hand.result.explanation == thrown_in
        assert Phase.ROUND_2.label == phase
        assert Match("standard", seed=1).summary() == summary
        with pytest.raises(EuchreError) as caught:
            hand.apply("pass")
        assert str(caught.value).endswith(thrown_in)
        with pytest.raises(SeatError) as refused:
            STANDARD.parse_seat("x")
        assert str(refused.value).startswith(bad_seat)
        assert COMPASS[code][0] in str(refused.value)


def test_romanian_counts_of_twenty_and_more_take_de() -> None:
    with speaking("ro"):
        assert score_auction(15, 5)[3] == "declaranții au licitat 15 și iau 5 levate: primesc 15 puncte"
        assert score_hand(STANDARD.replace(march_points=20, target=30), 5, False, False, False)[3].endswith(
            "20 de puncte")
