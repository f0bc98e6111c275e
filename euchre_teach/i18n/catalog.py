"""Read gettext ``.po`` catalogs with the standard library alone (the package also starts in a browser).

:func:`parse_po` reads every entry of a catalog, as translators' tools write them: ``msgctxt``, ``msgid``,
``msgid_plural``, ``msgstr`` and ``msgstr[N]``, strings continued over several lines, C escapes
(``\\n``, ``\\"``, ``\\t``, octal and hex), comments, flags (``#, fuzzy``) and obsolete entries (``#~``).
:func:`read_catalog` turns one language's file into a :class:`Catalog` of its usable translations: fuzzy,
obsolete and empty ones are left out (English shows), and the header must declare UTF-8, the language and
the plural rule the code uses for it. Anything malformed is a :class:`~euchre_teach.errors.EuchreError`
naming the file and the line.

>>> entries = parse_po('msgctxt "suit"\\nmsgid "hearts"\\nmsgstr "her"\\n"tta"\\n', "example.po")
>>> entries[0].context, entries[0].msgid, entries[0].strings
('suit', 'hearts', ('hertta',))
"""

from __future__ import annotations

import string
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType

from euchre_teach.errors import EuchreError
from euchre_teach.i18n.languages import Language
from euchre_teach.i18n.plural_forms import read_plural_forms

Key = tuple[str | None, str]  # (msgctxt or None, msgid)

_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}
_OCTAL = "01234567"
_HEX = "0123456789abcdefABCDEF"
#: Counts the header's plural rule is tried on against the code's (every remainder mod 100, and past 1000).
_COUNTS_CHECKED = range(1200)


@dataclass(frozen=True)
class Entry:
    """One message of a catalog: its source text, its translation(s) and what translators noted."""

    msgid: str
    context: str | None = None
    plural: str | None = None
    strings: tuple[str, ...] = ()  # msgstr, or msgstr[0], msgstr[1], ... for a plural message
    comments: tuple[str, ...] = ()  # translators' "# ..." lines, without the "# "
    notes: tuple[str, ...] = ()  # notes for translators from the code: "#. ..." lines
    flags: tuple[str, ...] = ()  # "#, fuzzy, python-brace-format"
    references: tuple[str, ...] = ()  # "#: euchre_teach/cards.py:70"
    obsolete: bool = False
    line: int = 0

    @property
    def key(self) -> Key:
        """``(context, msgid)``: what a message is looked up by."""
        return self.context, self.msgid

    @property
    def fuzzy(self) -> bool:
        """A translation a tool guessed and no translator has checked: not used."""
        return "fuzzy" in self.flags

    @property
    def translated(self) -> bool:
        """Every form has a translation."""
        return bool(self.strings) and all(self.strings)


@dataclass(frozen=True)
class Catalog:
    """One language's usable translations, looked up by ``(context, msgid)``."""

    language: str
    messages: Mapping[Key, tuple[str, ...]] = field(default_factory=lambda: MappingProxyType({}))

    def get(self, context: str | None, msgid: str) -> tuple[str, ...] | None:
        """The translation (one string, or one per plural form), or None when there is none."""
        return self.messages.get((context, msgid))


@dataclass
class _Draft:
    """The entry being read: its fields so far, each a list of string pieces."""

    line: int
    obsolete: bool = False
    comments: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    flags: list[str] = field(default_factory=list)
    references: list[str] = field(default_factory=list)
    fields: dict[str, list[str]] = field(default_factory=dict)
    last: str = ""

    @property
    def complete(self) -> bool:
        """It has its msgstr (or msgstr[0]): a comment or a new msgid now begins the next entry."""
        return "msgstr" in self.fields or "msgstr[0]" in self.fields

    def entry(self) -> Entry:
        joined = {name: "".join(parts) for name, parts in self.fields.items()}
        forms = sum(name.startswith("msgstr[") for name in joined)
        strings = [joined[f"msgstr[{i}]"] for i in range(forms)] if forms else [joined["msgstr"]]
        return Entry(joined["msgid"], joined.get("msgctxt"), joined.get("msgid_plural"), tuple(strings),
                     tuple(self.comments), tuple(self.notes), tuple(self.flags), tuple(self.references),
                     self.obsolete, self.line)


def parse_po(text: str, source: str) -> tuple[Entry, ...]:
    """Every entry of a ``.po`` file's text, in order; ``source`` names the file in errors."""
    entries: list[Entry] = []
    draft: _Draft | None = None
    seen: dict[tuple[Key, bool], int] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#|") or line.startswith("#~|"):
            continue
        comment = line.startswith("#") and not line.startswith("#~")
        if draft is not None and (comment or _opens_entry(line)) and draft.complete:
            entries.append(_finished(draft, source, seen))
            draft = None
        draft = draft or _Draft(number)
        where = f"{source}:{number}"
        if comment:
            _comment(draft, line, where)
        else:
            _keyword_line(draft, line, where)
    if draft is not None and draft.fields:
        entries.append(_finished(draft, source, seen))
    return tuple(entries)


def _opens_entry(line: str) -> bool:
    body = line.removeprefix("#~").lstrip()
    return body.startswith(("msgctxt ", "msgid ", "msgctxt\t", "msgid\t"))


def _finished(draft: _Draft, source: str, seen: dict[tuple[Key, bool], int]) -> Entry:
    if not draft.complete:
        raise EuchreError(f"{source}:{draft.line}: the entry begun here has no msgstr")
    entry = draft.entry()
    first = seen.setdefault((entry.key, entry.obsolete), entry.line)
    if first != entry.line:
        raise EuchreError(f"{source}:{entry.line}: the message {entry.msgid!r} is already in the catalog "
                          f"(line {first})")
    return entry


def _comment(draft: _Draft, line: str, where: str) -> None:
    if draft.fields:
        raise EuchreError(f"{where}: a comment inside an entry; comments go before its msgctxt or msgid")
    kind, body = line[:2], line[2:].strip()
    if kind == "#,":
        draft.flags.extend(flag.strip() for flag in body.split(",") if flag.strip())
    elif kind == "#:":
        draft.references.extend(body.split())
    elif kind == "#.":
        draft.notes.append(body)
    else:
        draft.comments.append(line[1:].removeprefix(" "))


#: Which keyword may follow which: a keyword needs the fields before it and none of those after it.
_NEEDS = {"msgctxt": (), "msgid": (), "msgid_plural": ("msgid",), "msgstr": ("msgid",)}
_EXCLUDES = {"msgctxt": ("msgctxt", "msgid"), "msgid": ("msgid",), "msgid_plural": ("msgid_plural", "msgstr"),
             "msgstr": ("msgid_plural", "msgstr")}


def _keyword_line(draft: _Draft, line: str, where: str) -> None:
    obsolete = line.startswith("#~")
    if not draft.fields:
        draft.obsolete = obsolete
    elif obsolete != draft.obsolete:
        raise EuchreError(f"{where}: an entry is either obsolete (every line '#~') or not")
    body = line.removeprefix("#~").strip()
    if body.startswith('"'):
        if not draft.last:
            raise EuchreError(f"{where}: a string continues no msgid or msgstr")
        draft.fields[draft.last].append(_unquote(body, where))
        return
    keyword = body.split(None, 1)[0]
    name = _field_name(draft, keyword, where)
    draft.fields[name] = [_unquote(body[len(keyword):].strip(), where)]
    draft.last = name


def _field_name(draft: _Draft, keyword: str, where: str) -> str:
    """The field a keyword opens, checked against the fields the entry already has."""
    if keyword.startswith("msgstr[") and keyword.endswith("]"):
        index = keyword[len("msgstr["):-1]
        expected = sum(name.startswith("msgstr[") for name in draft.fields)
        if "msgid_plural" not in draft.fields or index != str(expected):
            raise EuchreError(f"{where}: {keyword} where msgstr[{expected}] of a msgid_plural entry was expected")
        return keyword
    if keyword not in _NEEDS:
        raise EuchreError(f"{where}: {keyword[:30]!r} is not a keyword of a .po file (msgctxt, msgid, "
                          "msgid_plural, msgstr, msgstr[N]) nor a quoted string")
    if keyword in ("msgctxt", "msgid") and "msgid" in draft.fields:
        raise EuchreError(f"{where}: the entry begun on line {draft.line} has no msgstr")
    missing = [name for name in _NEEDS[keyword] if name not in draft.fields]
    clash = [name for name in _EXCLUDES[keyword] if name in draft.fields]
    if missing or clash or (keyword == "msgstr" and "msgstr[0]" in draft.fields):
        raise EuchreError(f"{where}: {keyword} cannot come here: " +
                          (f"it needs {missing[0]} before it" if missing else "the entry already has its fields"))
    return keyword


def _unquote(text: str, where: str) -> str:
    """The value of one C string literal, ``"..."`` with escapes."""
    if len(text) < 2 or not (text.startswith('"') and text.endswith('"')):
        raise EuchreError(f"{where}: expected a string in double quotes, found {text[:40]!r}")
    body, out, i = text[1:-1], [], 0
    while i < len(body):
        char = body[i]
        if char == '"':
            raise EuchreError(f"{where}: a double quote inside a string must be written \\\"")
        if char != "\\":
            out.append(char)
            i += 1
            continue
        decoded, i = _escape(body, i + 1, where)
        out.append(decoded)
    return "".join(out)


def _escape(body: str, i: int, where: str) -> tuple[str, int]:
    """The character an escape after a backslash stands for, and where the string goes on."""
    char = body[i:i + 1]
    if char and char in _ESCAPES:
        return _ESCAPES[char], i + 1
    if char and char in _OCTAL:  # one to three octal digits
        stop = i
        while stop < min(i + 3, len(body)) and body[stop] in _OCTAL:
            stop += 1
        return chr(int(body[i:stop], 8)), stop
    stop = i + 1
    while char == "x" and stop < len(body) and body[stop] in _HEX:
        stop += 1
    if stop == i + 1:
        raise EuchreError(f"{where}: unknown escape \\{char} (use \\n, \\t, \\\", \\\\, octal digits or \\x and hex)")
    return chr(int(body[i + 1:stop], 16)), stop


def header_fields(entries: Iterable[Entry]) -> dict[str, str]:
    """The header's ``Name: value`` lines (the msgstr of the entry with an empty msgid)."""
    header = next((e for e in entries if e.key == (None, "") and not e.obsolete), None)
    if header is None:
        return {}
    pairs = (line.partition(":") for line in header.strings[0].splitlines())
    return {name.strip(): value.strip() for name, colon, value in pairs if colon}


def placeholders(template: str) -> frozenset[str]:
    """The names of a template's ``{placeholders}``; an unreadable template is an error."""
    try:
        names = {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}
    except ValueError as error:
        raise EuchreError(f"{template!r} is not a template with {{placeholders}}: {error}") from None
    odd = sorted(name for name in names if not name.isidentifier())
    if odd:
        raise EuchreError(f"{template!r}: {{{odd[0]}}} is not a placeholder; name one as {{card}} or {{count}}")
    return frozenset(names)


def read_catalog(path: Path, language: Language) -> Catalog:
    """One language's catalog file as a :class:`Catalog`, its header and every translation checked."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise EuchreError(f"{path}: the {language.name} catalog cannot be read ({error})") from None
    entries = parse_po(text, str(path))
    _check_header(entries, path, language)
    messages = {}
    for entry in entries:
        if entry.key != (None, "") and entry.translated and not entry.fuzzy and not entry.obsolete:
            _check_translation(entry, path, language)
            messages[entry.key] = entry.strings
    return Catalog(language.code, MappingProxyType(messages))


def _check_header(entries: tuple[Entry, ...], path: Path, language: Language) -> None:
    fields = header_fields(entries)
    problem = ""
    if not fields:
        problem = "it has no header (the entry with msgid \"\")"
    elif "charset=utf-8" not in fields.get("Content-Type", "").lower().replace(" ", ""):
        problem = "its header must declare Content-Type: text/plain; charset=UTF-8"
    elif fields.get("Language") != language.code:
        problem = f"its header says Language: {fields.get('Language')!r}; it is the {language.code} catalog"
    elif not _same_rule(fields.get("Plural-Forms", ""), language):
        problem = (f"its Plural-Forms {fields.get('Plural-Forms')!r} is not the rule the code uses for "
                   f"{language.name}: {language.plural_forms}")
    if problem:
        raise EuchreError(f"{path}:1: {problem}")


def _same_rule(value: str, language: Language) -> bool:
    try:
        count, rule = read_plural_forms(value)
        return count == language.nplurals and all(rule(n) == language.plural(n) for n in _COUNTS_CHECKED)
    except (EuchreError, ArithmeticError):
        return False


def _check_translation(entry: Entry, path: Path, language: Language) -> None:
    where = f"{path}:{entry.line}"
    if entry.plural is not None and len(entry.strings) != language.nplurals:
        raise EuchreError(f"{where}: {entry.msgid!r} has {len(entry.strings)} plural forms; {language.name} has "
                          f"{language.nplurals}")
    try:
        allowed = placeholders(entry.msgid) | placeholders(entry.plural or "")
        extra = sorted({name for text in entry.strings for name in placeholders(text)} - allowed)
    except EuchreError as error:
        raise EuchreError(f"{where}: {error}") from None
    if extra:
        raise EuchreError(f"{where}: the translation of {entry.msgid!r} uses {{{extra[0]}}}, which the "
                          "message does not give")
