"""The learner's language (euchre_teach.i18n): the .po reader, plural rules, numbers, choosing a language
and the first words moved onto it, the names of cards, suits and ranks."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

import euchre_teach.i18n as i18n
from euchre_teach import Card, EuchreError, Rank, Suit
from euchre_teach.cards import CARDS
from euchre_teach.i18n import (
    LANGUAGES,
    language,
    number,
    percent,
    say,
    say_in,
    say_plural,
    set_language,
    speaking,
)
from euchre_teach.i18n.catalog import parse_po, read_catalog
from euchre_teach.i18n.languages import LANGUAGES as RULES
from euchre_teach.i18n.plural_forms import read_plural_forms

ROOT = Path(__file__).resolve().parents[1]
HEADER = ('msgid ""\nmsgstr ""\n"Language: {code}\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
          '"Plural-Forms: {forms}\\n"\n\n')


def po(code: str, body: str, forms: str | None = None) -> str:
    """A catalog's text: a header for ``code`` (its own plural rule unless ``forms``), then ``body``."""
    return HEADER.format(code=code, forms=forms or RULES[code].plural_forms) + body


@pytest.fixture
def locale(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The catalogs read from a folder of the test's own; the shipped ones again afterwards."""
    monkeypatch.setattr(i18n, "LOCALE", tmp_path)
    i18n.catalog.cache_clear()
    yield tmp_path
    i18n.catalog.cache_clear()


def write(locale: Path, code: str, body: str) -> None:
    folder = locale / code / "LC_MESSAGES"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "euchre_teach.po").write_text(po(code, body), encoding="utf-8")


# -- the .po reader ----------------------------------------------------------------------------------


def test_the_reader_reads_contexts_plurals_continued_strings_escapes_and_comments() -> None:
    text = r'''# a translator's note
#. from the code
#: euchre_teach/cards.py
#, python-brace-format
msgctxt "suit"
msgid "hearts"
msgstr "hert"
"ta"

msgid "Line one\nline \"two\"\ttab \\ back \101\x42"
msgstr ""
"Rivi yksi\n"
"rivi kaksi"

msgid "{count} trick"
msgid_plural "{count} tricks"
msgstr[0] "{count} tikki"
msgstr[1] "{count} tikkiä"
'''
    first, second, third = parse_po(text, "t.po")
    assert (first.context, first.msgid, first.strings) == ("suit", "hearts", ("hertta",))
    assert first.comments == ("a translator's note",) and first.notes == ("from the code",)
    assert first.references == ("euchre_teach/cards.py",) and first.flags == ("python-brace-format",)
    assert first.line == 1 and second.line == 10 and third.line == 15
    assert second.msgid == 'Line one\nline "two"\ttab \\ back AB' and second.strings == ("Rivi yksi\nrivi kaksi",)
    assert third.plural == "{count} tricks" and third.strings == ("{count} tikki", "{count} tikkiä")


def test_fuzzy_obsolete_and_empty_translations_are_read_but_not_used(tmp_path: Path) -> None:
    path = tmp_path / "fi.po"
    path.write_text(po("fi", '#, fuzzy\nmsgid "a"\nmsgstr "A"\n\nmsgid "b"\nmsgstr ""\n\n'
                             '#~ msgid "c"\n#~ msgstr "C"\n\nmsgid "d"\nmsgstr "D"\n'), encoding="utf-8")
    entries = parse_po(path.read_text(encoding="utf-8"), str(path))
    assert [(e.msgid, e.fuzzy, e.obsolete) for e in entries[1:]] == [
        ("a", True, False), ("b", False, False), ("c", False, True), ("d", False, False)]
    assert dict(read_catalog(path, RULES["fi"]).messages) == {(None, "d"): ("D",)}


@pytest.mark.parametrize(("text", "line", "words"), [
    ('msgid "a"\nmsgstr "b', 2, "double quotes"),
    ('msgid "a"\nmsgstr "b"c"', 2, "double quote inside"),
    ('msgid "a"\nmsgstring "b"', 2, "not a keyword"),
    ('msgstr "b"', 1, "needs msgid"),
    ('msgid "a"\n\n', 1, "no msgstr"),
    ('msgid "a"\nmsgid "b"\nmsgstr ""', 2, "no msgstr"),
    ('msgid "a"\nmsgid_plural "as"\nmsgstr[1] "x"', 3, "msgstr[0]"),
    ('msgid "a"\nmsgid_plural "as"\nmsgstr "x"', 3, "cannot come here"),
    ('msgid "a"\nmsgstr "x"\nmsgstr[0] "y"', 3, "msgid_plural entry"),
    ('msgid "a\\q"\nmsgstr ""', 1, "unknown escape"),
    ('msgid "a\\x"\nmsgstr ""', 1, "unknown escape"),
    ('msgid "a"\n# note\nmsgstr "x"', 2, "comment inside"),
    ('"stray"\nmsgid "a"\nmsgstr ""', 1, "continues no msgid"),
    ('msgid "a"\nmsgstr "x"\n\nmsgid "a"\nmsgstr "y"', 4, "already in the catalog"),
    ('msgctxt "c"\nmsgctxt "d"\nmsgid "a"\nmsgstr ""', 2, "cannot come here"),
    ('#~ msgid "a"\nmsgstr "x"', 2, "either obsolete"),
])
def test_a_malformed_catalog_is_an_error_naming_the_file_and_line(text: str, line: int, words: str) -> None:
    with pytest.raises(EuchreError, match=f"^bad.po:{line}: .*{re.escape(words)}"):
        parse_po(text, "bad.po")


@pytest.mark.parametrize(("header", "words"), [
    ('msgid ""\nmsgstr "Language: fi\\n"\n', "Content-Type"),
    (HEADER.format(code="es", forms=RULES["fi"].plural_forms), "Language: 'es'"),
    (HEADER.format(code="fi", forms="nplurals=1; plural=0;"), "Plural-Forms"),
    (HEADER.format(code="fi", forms="nplurals=2; plural=(n > 1);"), "Plural-Forms"),
    (HEADER.format(code="fi", forms="nplurals=2; plural=(n ! 1);"), "Plural-Forms"),
    (HEADER.format(code="fi", forms="plural=(n != 1);"), "Plural-Forms"),
    (HEADER.format(code="fi", forms="nplurals=2; plural=(n / 0);"), "Plural-Forms"),
    (HEADER.replace("UTF-8", "ISO-8859-1").format(code="fi", forms=RULES["fi"].plural_forms), "UTF-8"),
    ("", "no header"),
])
def test_a_catalog_whose_header_disagrees_with_the_code_is_refused(tmp_path: Path, header: str, words: str) -> None:
    path = tmp_path / "fi.po"
    path.write_text(header + '\nmsgid "a"\nmsgstr "A"\n', encoding="utf-8")
    with pytest.raises(EuchreError, match=f"fi.po:1: .*{words}"):
        read_catalog(path, RULES["fi"])


def test_the_plural_rule_may_be_spelt_another_way_if_it_counts_the_same(tmp_path: Path) -> None:
    """Tools write Romanian's rule differently (CLDR's order of cases); the counts decide, not the text."""
    path = tmp_path / "ro.po"
    other = "nplurals=3; plural=(n==1?0:(((n%100>19)||((n%100==0)&&(n!=0)))?2:1));"
    path.write_text(po("ro", 'msgid "a"\nmsgstr "A"\n', forms=other), encoding="utf-8")
    assert read_catalog(path, RULES["ro"]).get(None, "a") == ("A",)


@pytest.mark.parametrize(("body", "words"), [
    ('msgid "{card} wins"\nmsgstr "{kortti} voittaa"\n', "uses {kortti}"),
    ('msgid "{card} wins"\nmsgstr "{card.suit} voittaa"\n', "is not a placeholder"),
    ('msgid "{card} wins"\nmsgstr "{card voittaa"\n', "not a template"),
    ('msgid "a"\nmsgid_plural "as"\nmsgstr[0] "A"\n', "1 plural forms; suomi has 2"),
])
def test_a_translation_that_cannot_be_filled_in_is_refused(tmp_path: Path, body: str, words: str) -> None:
    path = tmp_path / "fi.po"
    path.write_text(po("fi", body), encoding="utf-8")
    with pytest.raises(EuchreError, match=f"fi.po:\\d+: .*{re.escape(words)}"):
        read_catalog(path, RULES["fi"])


def test_a_catalog_that_is_not_utf8_is_an_error_naming_the_file(tmp_path: Path) -> None:
    path = tmp_path / "fi.po"
    path.write_bytes(po("fi", 'msgid "ace"\nmsgstr "ässä"\n').encode("latin-1"))
    with pytest.raises(EuchreError, match=r"fi\.po: the suomi catalog cannot be read"):
        read_catalog(path, RULES["fi"])


# -- plural rules and numbers ----------------------------------------------------------------------------


@pytest.mark.parametrize(("code", "forms"), [
    ("en", {0: 1, 1: 0, 2: 1, 5: 1, 21: 1, 101: 1}),
    ("fi", {0: 1, 1: 0, 2: 1, 5: 1, 21: 1, 101: 1}),
    ("es", {0: 1, 1: 0, 2: 1, 5: 1, 21: 1, 101: 1}),
    ("ja", {0: 0, 1: 0, 2: 0, 5: 0, 21: 0, 101: 0}),
    ("ro", {0: 1, 1: 0, 2: 1, 19: 1, 20: 2, 21: 2, 100: 2, 101: 1, 119: 1, 120: 2, 1000: 2, 1001: 1}),
])
def test_each_language_counts_its_plural_forms_and_its_header_says_the_same(code: str, forms: dict[int, int]) -> None:
    rule = RULES[code]
    assert {n: rule.plural(n) for n in forms} == forms
    count, from_header = read_plural_forms(rule.plural_forms)
    assert count == rule.nplurals and all(from_header(n) == rule.plural(n) for n in range(2000))


@pytest.mark.parametrize("value", ["nplurals=2; plural=(n != 1", "nplurals=2; plural=n ? 1 0;", "nplurals=x; plural=0;",
                                   "nplurals=2; plural=(m != 1);", "nplurals=2; plural=;",
                                   "nplurals=2; plural=(n != 1));"])
def test_a_plural_rule_that_is_not_a_c_expression_is_an_error(value: str) -> None:
    with pytest.raises(EuchreError):
        read_plural_forms(value)


def test_say_plural_picks_the_form_each_language_needs(locale: Path) -> None:
    write(locale, "ro", 'msgid "{count} trick"\nmsgid_plural "{count} tricks"\n'
                        'msgstr[0] "o levată"\nmsgstr[1] "{count} levate"\nmsgstr[2] "{count} de levate"\n')
    write(locale, "ja", 'msgid "{count} trick"\nmsgid_plural "{count} tricks"\nmsgstr[0] "{count}トリック"\n')
    write(locale, "fi", 'msgid "x"\nmsgstr ""\n')
    said = {}
    for code in ("en", "ro", "ja", "fi"):
        with speaking(code):
            said[code] = [say_plural("{count} trick", "{count} tricks", n) for n in (0, 1, 2, 20, 101)]
    assert said["en"] == said["fi"] == ["0 tricks", "1 trick", "2 tricks", "20 tricks", "101 tricks"]
    assert said["ro"] == ["0 levate", "o levată", "2 levate", "20 de levate", "101 levate"]
    assert said["ja"] == ["0トリック", "1トリック", "2トリック", "20トリック", "101トリック"]


@pytest.mark.parametrize("count", [-1, 1.0, True, "3", None])
def test_say_plural_needs_a_whole_count(count: object) -> None:
    with pytest.raises(EuchreError, match="not a count"):
        say_plural("{count} trick", "{count} tricks", count)  # type: ignore[arg-type]


@pytest.mark.parametrize(("code", "written"), [
    ("en", ["0.45", "-1.50", "1234.5", "1,234.5", "12,345.0", "45%", "45.5%", "-3"]),
    ("ja", ["0.45", "-1.50", "1234.5", "1,234.5", "12,345.0", "45%", "45.5%", "-3"]),
    ("fi", ["0,45", "−1,50", "1234,5", "1\xa0234,5", "12\xa0345,0", "45\xa0%", "45,5\xa0%", "−3"]),
    ("es", ["0,45", "-1,50", "1234,5", "1234,5", "12.345,0", "45\xa0%", "45,5\xa0%", "-3"]),
    ("ro", ["0,45", "-1,50", "1234,5", "1.234,5", "12.345,0", "45\xa0%", "45,5\xa0%", "-3"]),
])
def test_numbers_are_written_as_each_language_writes_them(code: str, written: list[str]) -> None:
    with speaking(code):
        assert [number(0.45), number(-1.5), number(1234.5, 1), number(1234.5, 1, grouped=True),
                number(12345, 1, grouped=True), percent(0.45), percent(0.455, 1), number(-3, 0)] == written


def test_english_numbers_are_what_python_writes() -> None:
    for value in (0.0, 0.005, 0.125, 2 / 3, -0.001, 1e6, 123.456):
        assert number(value) == f"{value:.2f}" and number(value, 0) == f"{value:.0f}"
        assert percent(value) == f"{value:.0%}" and percent(value, 1) == f"{value:.1%}"


@pytest.mark.parametrize(("value", "digits"), [("0.5", 2), (None, 2), (True, 2), (0.5, -1), (0.5, 21), (0.5, 1.0)])
def test_a_number_to_write_must_be_a_number(value: object, digits: object) -> None:
    with pytest.raises(EuchreError):
        number(value, digits)  # type: ignore[arg-type]
    with pytest.raises(EuchreError):
        percent(value, digits)  # type: ignore[arg-type]


# -- choosing the language ---------------------------------------------------------------------------------


def test_the_languages_are_named_in_themselves() -> None:
    assert dict(LANGUAGES) == {"en": "English", "fi": "suomi", "es": "español", "ja": "日本語", "ro": "română"}


@pytest.mark.parametrize("code", ["xx", "", "english", "fr", 7, None, b"fi", ["fi"]])
def test_set_language_refuses_what_is_not_a_language_of_the_course_and_changes_nothing(code: object) -> None:
    set_language("fi")
    with pytest.raises(EuchreError, match=r"not a language of the course: use one of en \(English\), fi "
                                          r"\(suomi\), es \(español\), ja \(日本語\), ro \(română\)"):
        set_language(code)  # type: ignore[arg-type]
    assert language() == "fi" and os.environ["EUCHRE_TEACH_LANG"] == "fi"
    with pytest.raises(EuchreError), speaking(code):  # type: ignore[arg-type]
        pass
    assert language() == "fi"


def test_set_language_reads_a_language_however_it_is_written() -> None:
    def spoken(code: str) -> str:
        set_language(code)
        return language()

    assert [spoken(code) for code in ("fi", " FI ", "fi-FI", "ja_JP.UTF-8", "ro", "en")] == [
        "fi", "fi", "fi", "ja", "ro", "en"]


def test_set_language_refuses_a_broken_catalog_and_keeps_the_language(locale: Path) -> None:
    write(locale, "es", 'msgid "a"\nmsgstr "b\n')
    with pytest.raises(EuchreError, match=r"es/LC_MESSAGES/euchre_teach.po:\d+: expected a string"):
        set_language("es")
    assert language() == "en" and "EUCHRE_TEACH_LANG" not in os.environ


def test_speaking_sets_the_language_for_a_block_and_restores_it_even_after_an_error() -> None:
    with speaking("ja") as code:
        assert code == "ja" == language()
        with speaking("fi"):
            assert language() == "fi"
        assert language() == "ja"
    assert language() == "en"
    with pytest.raises(ZeroDivisionError), speaking("ro"):
        1 / 0  # noqa: B018
    assert language() == "en"


def test_the_language_set_is_the_whole_programs_and_a_thread_may_speak_its_own_for_a_while() -> None:
    """``set_language`` holds for every thread (a widget's click may come on another one, or in another task);
    ``speaking`` holds only where it is."""
    heard: dict[str, str] = {}

    def learner(code: str | None) -> None:
        if code is None:
            heard["set"] = Suit.SPADES.said
            return
        with speaking(code):
            heard[code] = Suit.SPADES.said

    set_language("ro")
    threads = [threading.Thread(target=learner, args=(code,)) for code in ("fi", "ja", None)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert heard == {"fi": "pata", "ja": "スペード", "set": "pică"} and language() == "ro"


def _run(code: str, value: str | None) -> subprocess.CompletedProcess[str]:
    env = {key: val for key, val in os.environ.items() if key != "EUCHRE_TEACH_LANG"}
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])
    if value is not None:
        env["EUCHRE_TEACH_LANG"] = value
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT, timeout=60)


@pytest.mark.parametrize(("value", "spoken", "warned"), [
    ("fi", "fi patajätkä", False), ("ja_JP.UTF-8", "ja スペードのジャック", False),
    (None, "en jack of spades", False), ("", "en jack of spades", False), ("klingon", "en jack of spades", True),
])
def test_the_environment_chooses_the_starting_language_and_an_unknown_one_means_english(
        value: str | None, spoken: str, warned: bool) -> None:
    done = _run("from euchre_teach import Card\nfrom euchre_teach.i18n import language\n"
                "print(language(), Card.parse('JS').name)", value)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == spoken
    assert ("EUCHRE_TEACH_LANG='klingon' is not a language of the course" in done.stderr) is warned


def test_importing_the_package_reads_no_catalog_and_a_language_reads_its_own_once() -> None:
    done = _run("import euchre_teach\nfrom euchre_teach.i18n import catalog, speaking\n"
                "print(catalog.cache_info().currsize, euchre_teach.Card.parse('AH').name)\n"
                "with speaking('es'):\n    names = [card.name for card in euchre_teach.cards.CARDS]\n"
                "print(catalog.cache_info().misses, names[0])", None)
    assert done.stdout.splitlines() == ["0 ace of hearts", "2 dos de tréboles"], done.stderr


# -- messages ------------------------------------------------------------------------------------------------


def test_say_falls_back_to_english_and_fills_the_placeholders(locale: Path) -> None:
    write(locale, "fi", 'msgid "{who} wins."\nmsgstr "{who} voittaa."\n\n'
                        'msgctxt "verb"\nmsgid "lead"\nmsgstr "aja"\n\nmsgctxt "metal"\nmsgid "lead"\nmsgstr ""\n')
    with speaking("fi"):
        assert say("{who} wins.", who="Ann") == "Ann voittaa."
        assert say("{who} loses.", who="Ann") == "Ann loses."
        assert (say_in("verb", "lead"), say_in("metal", "lead"), say("lead")) == ("aja", "lead", "lead")
    assert say("{who} wins.", who="Ann") == "Ann wins."


@pytest.mark.parametrize("values", [{}, {"whom": "Ann"}])
def test_a_message_missing_a_value_is_an_error_naming_it(values: dict[str, object]) -> None:
    with pytest.raises(EuchreError, match=r"the message '\{who\} wins.' cannot be filled in"):
        say("{who} wins.", **values)


# -- the first words: cards, suits and ranks -----------------------------------------------------------------

NAMES = {
    "en": ("jack of spades", "ace of hearts", "ten of diamonds", "queen of clubs", "joker", "hearts", "jack"),
    "fi": ("patajätkä", "herttaässä", "ruutukymppi", "ristirouva", "jokeri", "hertta", "jätkä"),
    "es": ("jota de picas", "as de corazones", "diez de diamantes", "reina de tréboles", "comodín", "corazones",
           "jota"),
    "ja": ("スペードのジャック", "ハートのエース", "ダイヤの10", "クラブのクイーン", "ジョーカー", "ハート",
           "ジャック"),
    "ro": ("valet de pică", "as de cupă", "zece de caro", "damă de treflă", "joker", "cupă", "valet"),
}


@pytest.mark.parametrize("code", NAMES)
def test_cards_suits_and_ranks_are_named_in_the_learners_language(code: str) -> None:
    with speaking(code):
        cards = [Card.parse(text).name for text in ("JS", "AH", "TD", "QC", "joker")]
        assert (*cards, Suit.HEARTS.said, Rank.JACK.said) == NAMES[code]
        assert str(Card.parse("JS")) == "J♠" and Suit.HEARTS.plural == "hearts"  # symbols and code words stay


def test_in_english_the_words_are_what_they_were() -> None:
    """The English words are byte for byte the engine's old ones: the rank's and suit's own words."""
    for card in CARDS:
        assert card.name == ("joker" if card.suit is None else f"{card.rank.word} of {card.suit.plural}")
    assert [s.said for s in Suit] == [s.plural for s in Suit] and [r.said for r in Rank] == [r.word for r in Rank]


@pytest.mark.parametrize("code", ["fi", "es", "ja", "ro"])
def test_every_card_suit_and_rank_has_its_own_name_in_every_language(code: str) -> None:
    with speaking(code):
        names = [card.name for card in CARDS]
        suits, ranks = [s.said for s in Suit], [r.said for r in Rank]
    with speaking("en"):
        english = [card.name for card in CARDS] + [s.said for s in Suit] + [r.said for r in Rank]
    assert len(set(names)) == len(CARDS) and len(set(suits)) == 4 and len(set(ranks)) == len(Rank)
    assert not set(names + suits + ranks) & set(english) - {"joker"}  # Romanian keeps the joker's name
