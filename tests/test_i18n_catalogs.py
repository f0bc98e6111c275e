"""The message catalogs the package ships, and the tool that keeps them in step with the code
(``python -m euchre_teach.i18n.extract``)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import euchre_teach.i18n as i18n
from euchre_teach.i18n.catalog import parse_po, placeholders, read_catalog
from euchre_teach.i18n.extract import PACKAGE, main, quote
from euchre_teach.i18n.languages import LANGUAGES

ROOT = PACKAGE.parent
TRANSLATED = [code for code in LANGUAGES if code != "en"]
#: The words moved onto the catalogs so far: every language has every one of them.
SLICE = {"card", "rank", "suit"}


def catalog_path(code: str) -> Path:
    return i18n.LOCALE / code / "LC_MESSAGES" / "euchre_teach.po"


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_shipped_catalog_reads_and_its_header_matches_the_code(code: str) -> None:
    read = read_catalog(catalog_path(code), LANGUAGES[code])
    assert read.language == code and read.messages


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_translation_has_the_placeholders_of_its_message(code: str) -> None:
    for entry in parse_po(catalog_path(code).read_text(encoding="utf-8"), code):
        if entry.translated and entry.msgid:
            source = placeholders(entry.msgid) | placeholders(entry.plural or "")
            assert {name for text in entry.strings for name in placeholders(text)} == source, entry
            if entry.plural is None:
                assert placeholders(entry.strings[0]) == source, entry


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_words_of_cards_suits_and_ranks_are_translated_in_every_language(code: str) -> None:
    template = parse_po((i18n.LOCALE / "euchre_teach.pot").read_text(encoding="utf-8"), "pot")
    wanted = {entry.key for entry in template if entry.context in SLICE}
    translated = read_catalog(catalog_path(code), LANGUAGES[code]).messages
    assert len(wanted) == 4 + 11 + 1 and wanted <= set(translated)


def test_the_catalogs_are_in_step_with_the_code(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--check"]) == 0, capsys.readouterr().out


@pytest.mark.skipif(shutil.which("msgfmt") is None, reason="GNU gettext's msgfmt is not installed")
@pytest.mark.parametrize("code", TRANSLATED)
def test_gnu_gettext_accepts_every_catalog(code: str, tmp_path: Path) -> None:
    """msgfmt --check is the translators' tools' own check (headers, plural forms, {placeholders})."""
    done = subprocess.run(["msgfmt", "--check", "-o", str(tmp_path / "out.mo"), str(catalog_path(code))],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_the_wheel_ships_the_catalogs(tmp_path: Path) -> None:
    subprocess.run([sys.executable, "-m", "hatchling", "build", "-t", "wheel", "-d", str(tmp_path)], cwd=ROOT,
                   check=True, capture_output=True, timeout=300)
    (wheel,) = tmp_path.glob("euchre_teach-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "euchre_teach/locale/euchre_teach.pot" in names
    assert {f"euchre_teach/locale/{code}/LC_MESSAGES/euchre_teach.po" for code in TRANSLATED} <= names


def test_quoting_and_reading_back_give_the_same_text() -> None:
    texts = ["plain", 'a "quote"', "back\\slash", "tab\there", "two\nlines\n", "bell\a and \x01\x7f", "ä ♠ 日本",
             "\\x41 is not an escape here", ""]
    for text in texts:
        entry = parse_po(f"msgid {quote(text)}\nmsgstr {quote(text)}\n", "t.po")[0]
        assert entry.msgid == text == entry.strings[0]


# -- the extractor, on a package of the test's own ---------------------------------------------------------

MODULE = '''
from euchre_teach.i18n import mark_in, say, say_in, say_plural

WORDS = (mark_in("colour", "red"), mark_in("colour", "black"))


def speak(name, count, word):
    say_in("colour", word)  # a word marked above: nothing to collect here
    # Translators: a whole sentence; {name} is a seat.
    first = say("{name} leads.", name=name)
    return first + say_plural("{count} trick", "{count} tricks", count) + say("Pass.")
'''


def package(tmp_path: Path, source: str = MODULE) -> Path:
    folder = tmp_path / "pkg"
    folder.mkdir(exist_ok=True)
    (folder / "mod.py").write_text(source, encoding="utf-8")
    return folder


def po_of(folder: Path, code: str) -> Path:
    return folder / "locale" / code / "LC_MESSAGES" / "euchre_teach.po"


def translate(path: Path, msgid: str, *strings: str) -> None:
    """Fill in one message's translation by hand, as a translator's tool would."""
    text = path.read_text(encoding="utf-8")
    old = f'msgid "{msgid}"\nmsgstr ""\n'
    assert old in text
    path.write_text(text.replace(old, f'msgid "{msgid}"\nmsgstr "{strings[0]}"\n'), encoding="utf-8")


def test_the_extractor_writes_a_template_and_a_catalog_per_language(tmp_path: Path) -> None:
    folder = package(tmp_path)
    assert main(["--check", "--package", str(folder)]) == 1  # nothing written yet
    assert main(["--package", str(folder)]) == 0
    assert main(["--check", "--package", str(folder)]) == 0
    pot = (folder / "locale" / "euchre_teach.pot").read_text(encoding="utf-8")
    assert pot.index('msgid "Pass."') < pot.index('msgid "{count} trick"') < pot.index('msgid "{name} leads."') \
        < pot.index('msgctxt "colour"\nmsgid "black"') < pot.index('msgctxt "colour"\nmsgid "red"')
    assert ('#. Translators: a whole sentence; {name} is a seat.\n#: pkg/mod.py\n#, python-brace-format\n'
            'msgid "{name} leads."\nmsgstr ""\n') in pot
    assert 'msgid_plural "{count} tricks"\nmsgstr[0] ""\nmsgstr[1] ""\n' in pot
    for code in TRANSLATED:
        read = read_catalog(po_of(folder, code), LANGUAGES[code])  # a fresh catalog is a valid one
        assert not read.messages
    ro = po_of(folder, "ro").read_text(encoding="utf-8")
    assert '"Language: ro\\n"' in ro and 'msgstr[2] ""' in ro and "Plural-Forms: nplurals=3;" in ro
    assert "POT-Creation-Date" not in pot  # no date: the same code gives the same files


def test_merging_keeps_translations_adds_new_messages_and_keeps_departed_translated_ones_obsolete(
        tmp_path: Path) -> None:
    folder = package(tmp_path)
    main(["--package", str(folder)])
    fi = po_of(folder, "fi")
    translate(fi, "Pass.", "Passi.")
    translate(fi, "{name} leads.", "{name} ajaa.")
    fi.write_text(fi.read_text(encoding="utf-8").replace('msgid "Pass."', '# keep it short\nmsgid "Pass."'),
                  encoding="utf-8")
    package(tmp_path, MODULE.replace('say("Pass.")', 'say("I pass.")').replace(', mark_in("colour", "black")', ""))
    assert main(["--check", "--package", str(folder)]) == 1
    main(["--package", str(folder)])
    text = fi.read_text(encoding="utf-8")
    assert 'msgid "{name} leads."\nmsgstr "{name} ajaa."' in text  # kept
    assert 'msgid "I pass."\nmsgstr ""' in text  # new
    assert text.endswith('# keep it short\n#~ msgid "Pass."\n#~ msgstr "Passi."\n')  # departed, translated
    assert '"black"' not in text  # departed, never translated: dropped
    assert dict(read_catalog(fi, LANGUAGES["fi"]).messages) == {(None, "{name} leads."): ("{name} ajaa.",)}
    package(tmp_path, MODULE)  # the message returns: so does its translation, with the translator's comment
    main(["--package", str(folder)])
    assert read_catalog(fi, LANGUAGES["fi"]).get(None, "Pass.") == ("Passi.",)
    text = fi.read_text(encoding="utf-8")
    assert "#~" not in text and '# keep it short\n#: pkg/mod.py\nmsgid "Pass."' in text


def test_a_changed_plural_marks_its_translation_fuzzy(tmp_path: Path) -> None:
    folder = package(tmp_path)
    main(["--package", str(folder)])
    ja = po_of(folder, "ja")
    text = ja.read_text(encoding="utf-8")
    ja.write_text(text.replace('msgid_plural "{count} tricks"\nmsgstr[0] ""',
                               'msgid_plural "{count} tricks"\nmsgstr[0] "{count}トリック"'), encoding="utf-8")
    package(tmp_path, MODULE.replace('"{count} tricks"', '"{count} tricks won"'))
    main(["--package", str(folder)])
    entry = next(e for e in parse_po(ja.read_text(encoding="utf-8"), "ja") if e.msgid == "{count} trick")
    assert entry.fuzzy and entry.strings == ("{count}トリック",) and entry.plural == "{count} tricks won"
    assert read_catalog(ja, LANGUAGES["ja"]).get(None, "{count} trick") is None  # fuzzy: English shows


@pytest.mark.parametrize(("call", "words"), [
    ('say(f"{name} leads.")', "built at run time"),
    ('say("{name} " + "leads.")', "built at run time"),
    ('say("{card.suit} wins.")', "is not a placeholder"),
    ('say("{0} wins.")', "is not a placeholder"),
    ('say_plural("one", "many", 2) + say_plural("one", "more", 3)', "has another plural"),
    ('say_in(name, "lead")', "as literal strings"),
    ('say_plural("one", name, 2)', "as literal strings"),
])
def test_a_message_no_catalog_can_hold_stops_the_extractor(tmp_path: Path, call: str, words: str,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    folder = package(tmp_path, f"from euchre_teach.i18n import say, say_plural\nname = 'N'\nTEXT = {call}\n")
    assert main(["--package", str(folder)]) == 2
    assert words in capsys.readouterr().err and not (folder / "locale").exists()
