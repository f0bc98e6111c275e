"""The coach speaks the learner's language (issue 29): grades, the Hint button's reasons, bid reasons and the
hand-point count come out of the catalogs in Finnish, Spanish, Japanese and Romanian, English stays as it was,
and every message of the coach's modules has a translation in each catalog."""

from __future__ import annotations

import pytest

from euchre_teach import new_hand
from euchre_teach.analysis.coach import advise, judge
from euchre_teach.analysis.grading import only_move
from euchre_teach.analysis.heuristics import bid_points, choose_discard
from euchre_teach.analysis.words import signed
from euchre_teach.cards import mask_of, parse_cards
from euchre_teach.explain import grade_word
from euchre_teach.i18n import LANGUAGES, LOCALE, speaking
from euchre_teach.i18n.catalog import placeholders, read_catalog
from euchre_teach.i18n.extract import find_messages
from euchre_teach.i18n.languages import LANGUAGES as WRITTEN
from euchre_teach.rules import STANDARD

TRANSLATED = [code for code in LANGUAGES if code != "en"]
MODULES = ("reasons", "grading", "words", "arguments", "coach", "heuristics", "strength", "practice")


@pytest.fixture(scope="module")
def west() -> object:
    """West's view at seed 22: A♠ Q♠ J♠ 10♣ K♦, the 10♠ turned up by an opponent (the coach's example)."""
    hand = new_hand("standard", seed=22)
    return hand.view(hand.current_player())


def _ours() -> list:
    return [m for m in find_messages()
            if any(ref == f"euchre_teach/analysis/{name}.py" for ref in m.references for name in MODULES)]


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_of_the_coach_has_a_translation_with_its_placeholders(code: str) -> None:
    translated = read_catalog(LOCALE / code / "LC_MESSAGES" / "euchre_teach.po", WRITTEN[code]).messages
    ours = _ours()
    assert len(ours) > 150
    for message in ours:
        forms = translated.get(message.key)
        assert forms and all(forms), message.key
        wanted = placeholders(message.msgid) | placeholders(message.plural or "")
        assert set().union(*(placeholders(form) for form in forms)) == wanted, message.key


def test_the_grades_in_each_language() -> None:
    words = {"fi": ("paras", "epätarkkuus", "vakava virhe"), "es": ("la mejor", "imprecisión", "error grave"),
             "ja": ("最善手", "疑問手", "大悪手"), "ro": ("cea mai bună", "inexactitate", "gafă"),
             "en": ("best", "inaccuracy", "blunder")}
    for code, said in words.items():
        with speaking(code):
            assert tuple(grade_word(label) for label in ("best", "inaccuracy", "blunder")) == said
    with speaking("fi"):
        assert only_move("pass").headline == "Ei arvioitu: tämä oli ainoa sallittu siirto."
        assert grade_word("not graded") == "ei arvioitu"


def test_the_english_reason_is_unchanged(west: object) -> None:
    advice = advise(west, seed=1)
    assert advice.reason.startswith(
        "Order it up: 8 points for spades by the count (right bower 4, ace of trump 3, queen of trump 2, the "
        "opponents' upcard −1), 3 trumps; an opponent deals and picks up the 10♠. Over 100 sampled deals: order it "
        "up makes it 93% of the time (a march 28%) and expects +1.07 points (±0.10); ")
    verdict = judge(advice, "pass")
    assert verdict.label == "blunder" and verdict.headline.startswith("A blunder: it gives away 0.77 expected points")


@pytest.mark.parametrize(("code", "start", "inside"), [
    ("fi", "Hyväksy valtti: 8 pistettä arvopistelaskulla, kun valttina on pata (oikea bower 4, valttiässä 3",
     "vastustaja jakaa ja nostaa kortin 10♠ käteensä. 100 arvotun jaon perusteella: ”hyväksy valtti” onnistuu "
     "93\u00a0%"),
    ("es", "Pedirla: 8 puntos para picas según el recuento (bower derecho 4, as de triunfo 3",
     "reparte un rival y recoge 10♠. En 100 repartos al azar: «pedirla» gana la mano el 93\u00a0% de las veces"),
    ("ja", "オーダー：スペードが切り札なら点数計算で8点（ライトバウアー4点、切り札のエース3点",
     "相手がディーラーで、10♠を手札に加えます。無作為に配った100回のディールでは：「オーダー」は成功率93%"),
    ("ro", "Accept: 8 puncte pentru pică după numărătoare (bower drept 4, as de atu 3",
     "un adversar împarte și ia 10♠ în mână. Pe 100 de done aleatorii: „accept” reușește în "
     "93\u00a0% din cazuri"),
])
def test_the_bid_reason_and_verdict_in_each_language(west: object, code: str, start: str, inside: str) -> None:
    with speaking(code):
        advice = advise(west, seed=1)
        verdict = judge(advice, "pass")
        words = grade_word(verdict.label)
    assert advice.reason.startswith(start) and inside in advice.reason
    assert verdict.label == "blunder"  # the label is the program's; the learner reads grade_word's
    assert verdict.headline.lower().startswith({"fi": "vakava virhe", "es": "un error grave", "ja": "大悪手",
                                                 "ro": "o gafă"}[code])
    assert words in verdict.headline.lower()
    assert "Over " not in advice.reason and " points" not in advice.reason


def test_the_hand_point_count_and_the_maxims_speak_the_language() -> None:
    hand = mask_of(parse_cards("JH JD AH AS 9C"))
    assert bid_points(STANDARD, hand, 2)[1] == "right bower 4, left bower 3, ace of trump 3, off-suit ace 2"
    with speaking("fi"):
        assert bid_points(STANDARD, hand, 2)[1] == "oikea bower 4, vasen bower 3, valttiässä 3, sivumaan ässä 2"
        _, why = choose_discard(STANDARD, mask_of(parse_cards("JH AH 9H KS QC TC")), 2)
        assert why == "heitä pois K♠, niin sinulta loppuu pata: sitten voit pelata valttia, kun sitä ajetaan"
    with speaking("ja"):
        assert bid_points(STANDARD, hand, 2)[1] == ("ライトバウアー4点、レフトバウアー3点、切り札のエース3点、"
                                                    "切り札以外のエース2点")


def test_points_keep_their_sign_and_take_the_languages_decimal_mark() -> None:
    assert (signed(-0.314), signed(1.05), signed(0.0)) == ("−0.31", "+1.05", "+0.00")
    with speaking("ro"):
        assert (signed(-0.314), signed(1.05)) == ("−0,31", "+1,05")
    with speaking("ja"):
        assert signed(-1.4) == "−1.40"
