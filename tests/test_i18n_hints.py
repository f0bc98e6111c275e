"""The hints speak the learner's language (issue 29): a card's numbers (``ActionValue.describe``), the moves
(``action_words``), the computer players' reasons, and the Hint button's and the grades' texts on the learning
table come out of the catalogs in Finnish, Spanish, Japanese and Romanian; English stays as it was; the table
takes a grade's card words from the coach's advice rather than cutting its text at English words; and every
message of these modules has a translation in each catalog."""

from __future__ import annotations

import re

import pytest

from euchre_teach import new_hand
from euchre_teach.actions import Action
from euchre_teach.analysis.coach import advise, judge
from euchre_teach.analysis.play import ActionValue, action_words, advise_play
from euchre_teach.bots import get_bot
from euchre_teach.bots.rule_of_thumb import RuleOfThumbBot
from euchre_teach.bots.strong import _allowance_words, _match_words
from euchre_teach.errors import EuchreError
from euchre_teach.i18n import LANGUAGES, LOCALE, speaking
from euchre_teach.i18n.catalog import placeholders, read_catalog
from euchre_teach.i18n.extract import find_messages
from euchre_teach.i18n.languages import LANGUAGES as WRITTEN
from euchre_teach.widgets import Exercise, PlayTable
from euchre_teach.widgets.play import fit_words

TRANSLATED = [code for code in LANGUAGES if code != "en"]
FILES = ("euchre_teach/analysis/play.py", "euchre_teach/bots/base.py", "euchre_teach/bots/rule_of_thumb.py",
         "euchre_teach/bots/strong.py")
#: English words of these modules' messages: none may be left in a translated hint or verdict.
ENGLISH = ("your side", "more tricks", "on average", "the only card", "the only legal", "Over ", "By rule of thumb",
           "by rule of thumb", "play ", "discard ", "would give", "points", "sampled deals")
VALUE = ActionValue(Action.parse("play TC"), 1.2, 0.15, 3.4)


def _ours() -> list:
    return [m for m in find_messages() if any(ref in FILES for ref in m.references)]


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_of_the_hints_has_a_translation_with_its_placeholders(code: str) -> None:
    translated = read_catalog(LOCALE / code / "LC_MESSAGES" / "euchre_teach.po", WRITTEN[code]).messages
    ours = _ours()
    assert len(ours) >= 30
    for message in [*ours, *(m for m in find_messages() if m.msgid == "{reason}.")]:
        forms = translated.get(message.key)
        assert forms and all(forms), message.key
        wanted = placeholders(message.msgid) | placeholders(message.plural or "")
        assert set().union(*(placeholders(form) for form in forms)) == wanted, message.key


def test_the_english_numbers_and_moves_are_unchanged() -> None:
    assert VALUE.describe(False) == "your side takes 3.4 more tricks on average and expects +1.20 points (±0.15)"
    assert VALUE.describe(True) == "your side takes 3.4 more tricks and scores +1.20 points"
    made = ActionValue(Action.parse("discard 9C"), -0.05, 0.1, 0.0, made=0.72)
    assert made.describe(False) == "your side makes its bid in 72% of the deals and expects −0.05 points (±0.10)"
    assert [action_words(Action.parse(a)) for a in ("play TC", "discard 9S", "ally JS")] == [
        "play 10♣", "discard 9♠", "name the J♠ as your ally"]
    hand = new_hand("standard", seed=1)
    for action in ("order up", "discard 9C", "pass", "pass"):
        hand.apply(action)
    assert advise_play(hand).reason.startswith("play 10♣: your side takes 3.0 more tricks and scores +1.00 points")
    assert _match_words((8, 9), 0.61) == "At 8–9 it gives your side 61% to win the match."
    assert _allowance_words((0.3, 0.07)).startswith("The points are marked down: the deals are solved with every")
    assert fit_words("one two; three four; five", 4) == "one two; three four."


@pytest.mark.parametrize(("code", "tricks", "points"), [
    ("fi", "joukkueesi saa keskimäärin vielä 3,4 tikkiä", "+1,20 pistettä (±0,15)"),
    ("es", "tu pareja se lleva de media 3,4 bazas más", "+1,20 puntos (±0,15)"),
    ("ja", "あなたのチームが取るトリックは平均あと3.4", "期待値は+1.20点（±0.15）"),
    ("ro", "echipa ta mai ia în medie 3,4 levate", "+1,20 puncte (±0,15)"),
])
def test_a_cards_numbers_in_each_language(code: str, tricks: str, points: str) -> None:
    with speaking(code):
        said = VALUE.describe(False)
        move = action_words(Action.parse("play TC"))
    assert tricks in said and points in said
    assert "10♣" in move and "play" not in move


def test_the_rule_of_thumb_speaks_the_learners_language() -> None:
    hand = new_hand("standard", seed=22)  # West: A♠ Q♠ J♠ 10♣ K♦, the 10♠ turned up
    view = hand.view(hand.current_player())
    with speaking("fi"):
        reason = RuleOfThumbBot(seed=1).decide(view).reason
        random = get_bot("random", 1).decide(view).reason
        with pytest.raises(EuchreError, match="tietokonepelaajan tasoa 'expert' ei ole"):
            get_bot("expert")
    assert reason.startswith("8 pistettä, kun valttina on pata") and "valitse se valtiksi" in reason
    assert random == "valittu sattumanvaraisesti 3 sallitusta siirrosta"
    hand = new_hand("standard", seed=3)
    while not hand.is_terminal():  # to the last card, which is forced
        view = hand.view(hand.current_player())
        decision = RuleOfThumbBot(seed=1).decide(view)
        if len(view.legal) == 1 and hand.phase.value == "play":
            with speaking("ja"):
                forced = RuleOfThumbBot(seed=1).decide(view).reason
            english = decision.reason
            assert english.startswith("the only card")
            assert "だけです" in forced and not re.search(r"[a-z]{3}", forced)
            break
        hand.apply(decision.action)
    else:
        pytest.fail("no forced card in the hand")


def _clicks(table: PlayTable, steps: int) -> list[str]:
    """The Hint's and the grade's texts over the learner's first ``steps`` decisions (tags and codes removed)."""
    texts = []
    for step in range(steps):
        if table.hand.is_terminal():
            break
        table.hint()
        texts.append(table.hint_text.value)
        legal = table.hand.legal_actions()
        table.act(legal[step % len(legal)])
        texts.append(table.grade.value)
    return [re.sub(r"<[^>]*>|class='[^']*'|style='[^']*'", " ", text) for text in texts]


@pytest.mark.parametrize("code", ["fi", "ja"])
def test_the_learning_tables_hints_and_grades_have_no_english_left(code: str) -> None:
    with speaking(code):
        texts = _clicks(PlayTable("standard", seed=2024, seat="South", match=True, level="rule of thumb"), 6)
    assert len(texts) >= 8
    for text in texts:
        assert not [word for word in ENGLISH if word in text], text


def test_a_grade_shows_the_coachs_card_words_before_the_numbers() -> None:
    hand = new_hand("standard", seed=2024)
    while hand.current_player() != 2 or len(hand.legal_actions()) < 2 or hand.phase.value != "play":
        hand.apply(RuleOfThumbBot(seed=0).decide(hand.view(hand.current_player())).action)
    view = hand.view(2)
    for code in ("en", "fi", "ja"):
        with speaking(code):
            advice = advise(view, seed=1)
            worse = next(a for a in view.legal if a != advice.action)
            verdict = judge(advice, worse)
        assert advice.reason.startswith(advice.words.rstrip("。."))  # the words open the reason
        assert advice.why and advice.why in advice.words
        assert verdict.short and verdict.short in verdict.detail.replace(advice.reason, advice.words)
    with speaking("en"):
        advice = advise(view, seed=1)
    assert " Over " in advice.reason and " Over " not in advice.words
    assert advice.words == advice.reason.split(" Over ", 1)[0]
    assert advice.why == advice.words.split(": ", 1)[1]


@pytest.mark.parametrize("code", ["fi", "ja"])
def test_an_exercise_verdict_has_no_english_left(code: str) -> None:
    with speaking(code):
        for action in Exercise.finish("first lessons", seed=3, tricks=2).hand.legal_actions():
            exercise = Exercise.finish("first lessons", seed=3, tricks=2)
            exercise.choose(action)
            said = re.sub(r"<[^>]*>|style=\"[^\"]*\"", " ", exercise.feedback.value)
            assert not [word for word in ENGLISH if word in said], said
        discard = Exercise.discard("first lessons", seed=3)
        discard.choose(discard.hand.legal_actions()[-1])
        said = re.sub(r"<[^>]*>", " ", discard.feedback.value)
    assert not [word for word in ENGLISH if word in said], said
