"""Collect the package's messages into its gettext catalogs: a developer's tool, run after changing a message.

    python -m euchre_teach.i18n.extract           # write locale/euchre_teach.pot and merge it into each .po
    python -m euchre_teach.i18n.extract --check   # change nothing; exit 1 when a catalog is out of date (CI)

It reads the package's source with :mod:`ast` and takes the literal messages of every ``say``, ``say_in``,
``say_plural`` and ``mark_in`` call; a comment right above a call that starts ``# Translators:`` goes
with the message. Merging keeps every translation and translators' comment, adds new messages
untranslated, and keeps a translated message that left the code as obsolete (``#~``), so that it gets its
translation back if it returns; an untranslated one that left is dropped. The files are sorted (by
context, then message) and carry no date, and a reference names the file without a line number, so the
catalogs change when a message does, not when code moves above it.
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from euchre_teach.errors import EuchreError
from euchre_teach.i18n import DOMAIN
from euchre_teach.i18n.catalog import Entry, Key, parse_po, placeholders
from euchre_teach.i18n.languages import LANGUAGES, SOURCE, Language

PACKAGE = Path(__file__).resolve().parents[1]
#: The calls that carry messages: the positions of their context, message and plural arguments.
CALLS: dict[str, tuple[int | None, int, int | None]] = {
    "say": (None, 0, None), "say_in": (0, 1, None), "mark_in": (0, 1, None), "say_plural": (None, 0, 1),
}
NOTE = "# Translators:"
DESCRIPTION = "Collect the package's messages into its gettext catalogs."
_ESCAPED = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r"}


@dataclass(frozen=True)
class Message:
    """One message found in the code, with every place it is used."""

    context: str | None
    msgid: str
    plural: str | None
    references: tuple[str, ...]
    notes: tuple[str, ...] = ()

    @property
    def key(self) -> Key:
        return self.context, self.msgid


def find_messages(package: Path = PACKAGE) -> tuple[Message, ...]:
    """Every message of the package's source, sorted; a message written so that no catalog can hold it
    (an f-string, a joined string, a bad placeholder, two plurals for one message) is an error."""
    found: dict[Key, Message] = {}
    problems: list[str] = []
    for path in sorted(package.rglob("*.py")):
        where = path.relative_to(package.parent).as_posix()
        source = path.read_text(encoding="utf-8")
        for message in _messages_in(source, where, problems):
            before = found.get(message.key)
            if before is not None and before.plural != message.plural:
                problems.append(f"{message.references[0]}: {message.msgid!r} has another plural at "
                                f"{before.references[0]}")
            elif before is not None:
                message = replace(before, references=tuple(dict.fromkeys(before.references + message.references)),
                                  notes=tuple(dict.fromkeys(before.notes + message.notes)))
            found[message.key] = message
    if problems:
        raise EuchreError("messages no catalog can hold:\n" + "\n".join(problems))
    return tuple(sorted(found.values(), key=_order))


def _order(item: Message | Entry) -> tuple[bool, str, str]:
    return item.context is not None, item.context or "", item.msgid


def _messages_in(source: str, where: str, problems: list[str]) -> Iterator[Message]:
    lines = source.splitlines()
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
        if name not in CALLS:
            continue
        place = f"{where}:{node.lineno}"  # a problem names the line; a catalog names the file alone
        context, msgid, plural = (_literal(node, index, place, problems) for index in CALLS[name])
        if msgid is None:
            continue  # a message given at run time: marked where it is written, with mark_in
        if (context is None) != (CALLS[name][0] is None) or (plural is None) != (CALLS[name][2] is None):
            problems.append(f"{place}: write the context and the plural of {name}({msgid!r}, ...) as literal strings")
            continue
        try:
            for template in (msgid, plural or ""):
                placeholders(template)
        except EuchreError as error:
            problems.append(f"{place}: {error}")
            continue
        yield Message(context, msgid, plural, (where,), _note(lines, node.lineno))


def _literal(call: ast.Call, index: int | None, place: str, problems: list[str]) -> str | None:
    """A call's argument as a literal string; None for a name or other value given at run time."""
    if index is None or index >= len(call.args):
        return None
    arg = call.args[index]
    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        return arg.value
    if isinstance(arg, (ast.JoinedStr, ast.BinOp)):
        problems.append(f"{place}: a message built at run time (an f-string or joined strings): write one "
                        "whole template with {placeholders} instead")
    return None


def _note(lines: Sequence[str], lineno: int) -> tuple[str, ...]:
    """The ``# Translators:`` comment right above a call's line, as note lines."""
    above: list[str] = []
    row = lineno - 2
    while row >= 0 and lines[row].strip().startswith("#"):
        above.insert(0, lines[row].strip().removeprefix("#").strip())
        row -= 1
    starts = [i for i, text in enumerate(above) if text.startswith(NOTE.removeprefix("# "))]
    return (" ".join(above[starts[-1]:]),) if starts else ()


def pot_entries(messages: Iterable[Message]) -> tuple[Entry, ...]:
    """The template: every message, untranslated, under a header without a language."""
    header = Entry("", strings=(_header_text(None),), comments=(
        "Messages of euchre_teach, in English (the source). Written by python -m euchre_teach.i18n.extract:",
        "do not edit; translate in locale/<language>/LC_MESSAGES/euchre_teach.po."), flags=("fuzzy",))
    return (header, *(_entry(m, None, 2 if m.plural is not None else 1) for m in messages))


def merged(messages: Iterable[Message], existing: Sequence[Entry], language: Language) -> tuple[Entry, ...]:
    """One language's catalog brought up to date with the code's messages (see the module's docstring)."""
    old = {e.key: e for e in sorted(existing, key=lambda e: not e.obsolete) if e.key != (None, "")}
    header = next((e for e in existing if e.key == (None, "") and not e.obsolete), None)
    entries = [header or Entry("", strings=(_header_text(language),), comments=(
        f"{language.name}: the messages of euchre_teach. Translate here; python -m euchre_teach.i18n.extract",
        "keeps this file in step with the code."))]
    for message in messages:
        forms = language.nplurals if message.plural is not None else 1
        entries.append(_entry(message, old.pop(message.key, None), forms))
    gone = (replace(e, obsolete=True, references=(), notes=()) for e in old.values() if e.translated)
    return (*entries, *sorted(gone, key=_order))


def _entry(message: Message, before: Entry | None, forms: int) -> Entry:
    """A message's catalog entry, keeping what translators wrote in ``before``."""
    flags = [flag for flag in (before.flags if before else ()) if flag != "python-brace-format"]
    strings = before.strings if before and len(before.strings) == forms else ("",) * forms
    if before is not None and before.plural != message.plural and any(strings) and "fuzzy" not in flags:
        flags.append("fuzzy")  # the plural changed: a translator should look again
    if placeholders(message.msgid) | placeholders(message.plural or ""):
        flags.append("python-brace-format")
    return Entry(message.msgid, message.context, message.plural, strings, before.comments if before else (),
                 message.notes, tuple(flags), message.references)


def _header_text(language: Language | None) -> str:
    fields = [("Project-Id-Version", DOMAIN), ("Language", language.code if language else ""),
              ("MIME-Version", "1.0"), ("Content-Type", "text/plain; charset=UTF-8"),
              ("Content-Transfer-Encoding", "8bit"),
              ("Plural-Forms", language.plural_forms if language else "nplurals=INTEGER; plural=EXPRESSION;")]
    return "".join(f"{name}: {value}\n" for name, value in fields)


def render(entries: Iterable[Entry]) -> str:
    """Catalog entries as the text of a ``.po`` file."""
    return "\n".join(_entry_text(entry) for entry in entries)


def _entry_text(entry: Entry) -> str:
    lines = [f"# {comment}".rstrip() for comment in entry.comments]
    lines += [f"#. {note}" for note in entry.notes]
    lines += [f"#: {reference}" for reference in entry.references]
    lines += [f"#, {', '.join(entry.flags)}"] if entry.flags else []
    fields: list[tuple[str, str]] = [("msgctxt", entry.context)] if entry.context is not None else []
    fields.append(("msgid", entry.msgid))
    if entry.plural is not None:
        fields.append(("msgid_plural", entry.plural))
        fields += [(f"msgstr[{i}]", text) for i, text in enumerate(entry.strings)]
    else:
        fields.append(("msgstr", entry.strings[0] if entry.strings else ""))
    prefix = "#~ " if entry.obsolete else ""
    for keyword, text in fields:
        lines += [prefix + line for line in _string_lines(keyword, text)]
    return "\n".join(lines) + "\n"


def _string_lines(keyword: str, text: str) -> list[str]:
    """``keyword "text"``; a text of several lines is written a line of it to a line, as gettext does."""
    pieces = text.splitlines(keepends=True)
    if len(pieces) < 2:
        return [f"{keyword} {quote(text)}"]
    return [f'{keyword} ""', *(quote(piece) for piece in pieces)]


def quote(text: str) -> str:
    """``text`` as a C string literal: the inverse of what the catalog reader reads."""
    out = [_ESCAPED.get(char) or (f"\\{ord(char):03o}" if ord(char) < 32 or ord(char) == 127 else char)
           for char in text]
    return '"' + "".join(out) + '"'


def planned(package: Path = PACKAGE) -> dict[Path, str]:
    """What every catalog file should hold for the package's code now."""
    messages = find_messages(package)
    locale = package / "locale"
    files = {locale / f"{DOMAIN}.pot": render(pot_entries(messages))}
    for code, language in LANGUAGES.items():
        if code == SOURCE:
            continue
        path = locale / code / "LC_MESSAGES" / f"{DOMAIN}.po"
        existing = parse_po(path.read_text(encoding="utf-8"), str(path)) if path.exists() else ()
        files[path] = render(merged(messages, existing, language))
    return files


def main(argv: Sequence[str] | None = None) -> int:
    """Write (or with ``--check``, compare) the catalogs; the exit status says what happened."""
    parser = argparse.ArgumentParser(prog="python -m euchre_teach.i18n.extract", description=DESCRIPTION)
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if a catalog is out of date")
    parser.add_argument("--package", type=Path, default=PACKAGE, help="the package folder (default: this one)")
    args = parser.parse_args(argv)
    try:
        files = planned(args.package)
    except EuchreError as error:
        print(f"extract: {error}", file=sys.stderr)
        return 2
    stale = [path for path, text in files.items() if not path.exists() or path.read_text(encoding="utf-8") != text]
    for path in stale:
        if args.check:
            print(f"out of date: {path}")
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(files[path], encoding="utf-8", newline="\n")
            print(f"wrote {path}")
    if args.check and stale:
        print("run: python -m euchre_teach.i18n.extract", file=sys.stderr)
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
