"""The widgets of lessons 0–3 and the learning table in the learner's language (issue 29): their buttons,
tooltips, status lines, messages and verdicts come from the catalogs, the English stays as it was, every
message of these modules is translated in every catalog, and a language set in one notebook cell is the
one a button's click speaks in a later cell (checked in a real kernel)."""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest

from euchre_teach import actions as A
from euchre_teach.i18n import speaking
from euchre_teach.i18n.catalog import read_catalog
from euchre_teach.i18n.extract import PACKAGE, find_messages
from euchre_teach.i18n.languages import LANGUAGES
from euchre_teach.state import new_hand
from euchre_teach.widgets.bower import BowerExplorer
from euchre_teach.widgets.labels import action_label
from euchre_teach.widgets.play import PlayTable
from euchre_teach.widgets.quiz import TrickQuiz
from euchre_teach.widgets.selfcheck import SelfCheck

ROOT = PACKAGE.parent
TRANSLATED = [code for code in LANGUAGES if code != "en"]
#: The modules of this group: every message written in them is translated in every catalog.
MODULES = {f"euchre_teach/widgets/{name}.py" for name in (
    "play", "base", "stepper", "selfcheck", "quiz", "exercise", "bower", "deal_animation", "labels", "scoring",
    "matches")}


def text(html: str) -> str:
    """A widget's HTML as a learner reads it."""
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip()




def question() -> SelfCheck:
    return SelfCheck("Which card is higher?", {"J♥": "It is the right bower.", "A♥": "The ace is below the bowers."},
                     "J♥")


# -- English stays as it was --------------------------------------------------------------------------------

def test_the_english_of_the_learning_table_is_unchanged() -> None:
    table = PlayTable(seed=1, match=True, grading=False, samples=20)
    assert [b.description for b in (table.hint_button, table.undo_button, table.retry_button, table.next_button)] \
        == ["Hint", "Undo", "Retry this deal", "Next hand ▶"]
    assert table.undo_button.tooltip == "Take back your last decision"
    assert table.status() == ("Your turn (South): round 1. Hand 1. Match: North–South 0, East–West 0 "
                              "(playing to 10).")
    assert [b.description for b in table.bids.children] == ["pass", "order it up (diamonds)",
                                                            "order it up alone (diamonds)"]
    table.undo()
    assert text(table.message.value).endswith("Nothing to undo: you have not made a decision in this hand yet.")
    table.act("pass")
    assert "<b>This hand so far</b>" in table.history_log.value and "You: " in table.history_log.value


def test_the_english_of_the_self_check_quiz_and_explorer_is_unchanged() -> None:
    check = question()
    assert check.choose("A♥") == "Not quite: The ace is below the bowers."
    assert check.choose("J♥") == "Right: It is the right bower."
    notes = text(BowerExplorer().notes.value)
    assert notes.startswith("The J♦ is the left bower: it leaves diamonds and ranks second in hearts, below the "
                            "right bower and above the ace. It follows suit as a heart.")
    assert "Diamonds (next: the same colour as trump) are one card short; clubs and spades" in notes
    assert text(TrickQuiz(seed=3).prompt.value) == ("Position 1: trump is clubs; South leads trick 5. "
                                                    "Who wins this trick?")


# -- each language ----------------------------------------------------------------------------------------------

WORDS = {  # (Undo button, status's start, the undo message, the right answer's verdict, a pass button)
    "fi": ("Peru", "Sinun vuorosi (Etelä): 1. tarjouskierros. Jako 1.", "Ei peruttavaa", "Oikein: ", "Passaa"),
    "es": ("Deshacer", "Te toca (Sur): primera ronda. Mano 1.", "No hay nada que deshacer", "Correcto: ", "Paso"),
    "ja": ("取り消す", "あなたの番です（南）：1巡目。ディール1。", "取り消すものはありません", "正解：", "パス"),
    "ro": ("Anulează", "E rândul tău (Sud): primul tur. Dona 1.", "Nu ai ce anula", "Corect: ", "Pas"),
}


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_learning_table_speaks_the_language(code: str) -> None:
    undo, status, nothing, _right, pass_ = WORDS[code]
    with speaking(code):
        table = PlayTable(seed=1, match=True, grading=False, samples=20)
        assert table.undo_button.description == undo
        assert table.status().startswith(status)
        assert table.bids.children[0].description == pass_
        table.undo()
        assert nothing in table.message.value
        table.act("pass")
        assert table.history_log.value and "This hand so far" not in table.history_log.value


@pytest.mark.parametrize("code", TRANSLATED)
def test_a_self_check_and_the_bid_buttons_speak_the_language(code: str) -> None:
    with speaking(code):
        assert question().choose("J♥") == WORDS[code][3] + "It is the right bower."
        hand = new_hand("standard", 1)
        assert action_label(hand, A.PASS) == WORDS[code][4]
        assert not action_label(hand, A.ORDER_UP).startswith("order it up")


def test_the_explorer_names_trump_in_the_language() -> None:
    with speaking("fi"):
        explorer = BowerExplorer()
        assert [label for label, _ in explorer.trump_choice.options] == ["risti", "ruutu", "hertta", "pata"]
        assert "J♦ on vasen bower" in explorer.notes.value and "Maata tunnustettaessa se on hertta." in \
            explorer.notes.value
    with speaking("ja"):
        assert "レフトバウアー" in BowerExplorer().notes.value


# -- every message of these modules is translated ------------------------------------------------------------------

@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_of_the_widgets_has_a_translation(code: str) -> None:
    ours = [m for m in find_messages() if MODULES & set(m.references)]
    assert len(ours) > 180  # (grades, card roles and phases are said by the engine and the coach)
    translated = read_catalog(PACKAGE / "locale" / code / "LC_MESSAGES" / "euchre_teach.po", LANGUAGES[code]).messages
    missing = [m.msgid for m in ours if m.key not in translated]
    assert not missing, missing


# -- the language of a notebook's kernel --------------------------------------------------------------------------

CELLS = (
    "import euchre_teach\neuchre_teach.set_language('fi')",
    "from euchre_teach.widgets.play import PlayTable\nfrom euchre_teach.widgets.selfcheck import SelfCheck\n"
    "table = PlayTable(seed=1, grading=False, samples=20)\n"
    "check = SelfCheck('Q?', {'a': 'because a', 'b': 'because b'}, 'a')",
    "table.bids.children[0].click()\ntable.undo_button.click()\n"
    "check.buttons[[b.description for b in check.buttons].index('a')].click()\n"
    "print('LABEL', table.undo_button.description)\nprint('TABLE', table.message.value)\n"
    "print('CHECK', check.feedback.value)",
)


def test_a_language_set_in_one_cell_is_the_language_a_later_click_speaks() -> None:
    """``set_language("fi")`` in one execute; a widget built in a later one, and its buttons clicked in the
    next (as a browser's click reaches the kernel), speak Finnish."""
    manager = pytest.importorskip("jupyter_client.manager")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
           "EUCHRE_TEACH_LANG": ""}
    kernel, client = manager.start_new_kernel(kernel_name="python3", env=env, cwd=str(Path.cwd()),
                                              extra_arguments=[])
    try:
        outputs = []
        for cell in CELLS:
            printed: list[str] = []
            reply = client.execute_interactive(
                cell, timeout=300, output_hook=lambda msg, printed=printed: printed.append(
                    msg["content"].get("text", "") if msg["msg_type"] == "stream" else ""))
            assert reply["content"]["status"] == "ok", (cell, reply["content"], printed)
            outputs.append("".join(printed))
        shown = outputs[-1]
        assert "LABEL Peru" in shown, shown
        assert "Viimeisin päätöksesi on peruttu: päätä uudelleen." in shown, shown
        assert "Oikein: because a" in shown, shown
        assert "decision" not in shown and "Right:" not in shown, shown
    finally:
        client.stop_channels()
        kernel.shutdown_kernel(now=True)


def test_the_kernel_runs_this_python() -> None:
    """The kernel of the test above is this interpreter's (ipykernel installed beside it)."""
    spec = pytest.importorskip("jupyter_client.kernelspec").KernelSpecManager().get_kernel_spec("python3")
    assert spec.argv[0] in (sys.executable, "python", "python3") or Path(spec.argv[0]).exists()


def test_the_match_summary_is_one_translated_sentence() -> None:
    english = PlayTable(seed=1, grading=False, samples=20).summary()
    assert english == ("a single hand. Your side won 0 of 0 hands; you euchred the other side 0 times and were "
                       "euchred 0; 0 lone hands (0 made). Your decisions: none graded.")
    with speaking("fi"):
        finnish = PlayTable(seed=1, grading=False, samples=20).summary()
    assert finnish.startswith("yksittäinen jako. Joukkueesi voitti jaoista 0/0") and "0 yksinpeliä" in finnish
    assert "Your" not in finnish and "ei arvioituja" in finnish
