"""The learner's language: the sentences a learner reads come through here from gettext catalogs.

English is the source. Code writes a whole English sentence with named placeholders, and
``say("{who} wins the trick.", who=name)`` gives it in the current language, read from
``euchre_teach/locale/<code>/LC_MESSAGES/euchre_teach.po`` (gettext's format, which translators' tools
edit), or in English while the message has no translation. A short word that means different things in
different places carries a context (``say_in("suit", "hearts")``); ``say_plural`` picks the form a count
takes in the language; ``number`` and ``percent`` write numbers its way. ``python -m
euchre_teach.i18n.extract`` collects the messages into the catalogs.

The language is ``$EUCHRE_TEACH_LANG`` (English when unset or unknown), which ``set_language("fi")`` sets
for the whole program and what it starts, or, for a while, ``with speaking("fi"):`` (held in a
:class:`contextvars.ContextVar`, so that a thread or an asyncio task can speak its own). Each catalog is
read once, when its language is first set or used.

Moving a module's words here: write each sentence a learner reads as one English template with named
placeholders (``say("{who} wins trick {number} with the {card}.", who=..., number=..., card=card.name)``;
a literal brace is ``{{``), never glued from pieces; a count goes through ``say_plural`` and a decimal
through ``number`` or ``percent`` before it fills a placeholder; words kept in a table are marked there
with ``mark_in(context, word)`` and said with ``say_in(context, word)``. A ``# Translators:`` comment
above a call tells translators what a placeholder holds. Then run ``python -m euchre_teach.i18n.extract``,
fill in the new ``msgstr`` entries of each ``locale/<code>/LC_MESSAGES/euchre_teach.po``, and run it again.

>>> say_in("suit", "hearts"), say_plural("{count} trick", "{count} tricks", 3), number(0.45)
('hearts', '3 tricks', '0.45')
>>> with speaking("fi"):
...     say_in("suit", "hearts"), number(0.45), percent(0.5)
('hertta', '0,45', '50\\xa0%')
>>> language()
'en'
"""

from __future__ import annotations

import functools
import numbers
import os
import warnings
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from types import MappingProxyType

from euchre_teach.errors import EuchreError
from euchre_teach.i18n.catalog import Catalog, read_catalog
from euchre_teach.i18n.languages import LANGUAGES as _LANGUAGES
from euchre_teach.i18n.languages import SOURCE, Language

__all__ = ["ENVIRONMENT", "LANGUAGES", "catalog", "language", "mark_in", "number", "percent", "say", "say_in",
           "say_plural", "set_language", "speaking"]

#: The course's languages, code → the language's name for itself; English (the source) first.
LANGUAGES: Mapping[str, str] = MappingProxyType({code: lang.name for code, lang in _LANGUAGES.items()})
#: The environment variable that chooses the language a program starts in.
ENVIRONMENT = "EUCHRE_TEACH_LANG"
#: Where the catalogs are: ``<code>/LC_MESSAGES/euchre_teach.po``, and the template ``euchre_teach.pot``.
LOCALE = Path(__file__).resolve().parent.parent / "locale"
DOMAIN = "euchre_teach"
_ACCEPTED = ", ".join(f"{code} ({name})" for code, name in LANGUAGES.items())


def _code(value: object) -> str | None:
    """The course's code for ``'fi'``, ``'FI'``, ``'fi-FI'`` or ``'fi_FI.UTF-8'``; None for anything else."""
    if not isinstance(value, str):
        return None
    code = value.strip().lower().replace("-", "_").partition(".")[0].partition("_")[0]
    return code if code in LANGUAGES else None


@functools.lru_cache(maxsize=8)
def _environment_language(value: str) -> str:
    """The language named by the environment: English, with a warning (once), when it names none of the
    course's."""
    code = _code(value)
    if code is None and value.strip():
        warnings.warn(f"{ENVIRONMENT}={value[:40]!r} is not a language of the course ({_ACCEPTED}): the course "
                      "speaks English", stacklevel=3)
    return code or SOURCE


#: The language of a ``with speaking(...)`` block (None outside one: the environment's language).
_SPEAKING: ContextVar[str | None] = ContextVar("euchre_teach_speaking", default=None)


@functools.lru_cache(maxsize=len(LANGUAGES))
def catalog(code: str) -> Catalog:
    """A language's translations, read from its catalog file the first time they are asked for.

    English is the source and has no file. ``catalog.cache_clear()`` makes the next use read the files again.
    """
    found = _LANGUAGES.get(code)
    if found is None:
        raise EuchreError(f"{code!r} is not a language of the course: use one of {_ACCEPTED}")
    if code == SOURCE:
        return Catalog(code)
    return read_catalog(LOCALE / code / "LC_MESSAGES" / f"{DOMAIN}.po", found)


def _checked(code: object) -> str:
    """The code of a language of the course, its catalog read; anything else is refused."""
    found = _code(code)
    if found is None:
        raise EuchreError(f"{repr(code)[:40]} is not a language of the course: use one of {_ACCEPTED}")
    catalog(found)  # a broken catalog is refused now, before anything changes
    return found


def set_language(code: str) -> None:
    """Speak this language from now on: ``'en'``, ``'fi'``, ``'es'``, ``'ja'``, ``'ro'``.

    The choice is ``$EUCHRE_TEACH_LANG`` (as a style is ``$EUCHRE_TEACH_STYLE``): the whole program speaks it,
    a notebook's widgets when clicked included, and so do the kernels and commands it starts.

    >>> set_language("klingon")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    euchre_teach.errors.EuchreError: 'klingon' is not a language of the course: use one of en (English), ...
    """
    os.environ[ENVIRONMENT] = _checked(code)


def language() -> str:
    """The code of the language spoken now: a ``speaking`` block's, else the environment's."""
    return _SPEAKING.get() or _environment_language(os.environ.get(ENVIRONMENT, ""))


@contextmanager
def speaking(code: str) -> Iterator[str]:
    """Speak ``code`` inside a ``with`` block (in this thread or task only), then the language spoken before it
    (tests, and a command's one run)."""
    token = _SPEAKING.set(_checked(code))
    try:
        yield language()
    finally:
        _SPEAKING.reset(token)


def say(template: str, /, **values: object) -> str:
    """The sentence ``template`` in the current language, its ``{placeholders}`` filled from ``values``."""
    return _filled(_translation(None, template), template, values)


def say_in(context: str, template: str, /, **values: object) -> str:
    """As :func:`say`, for a message that needs a context to be translated: ``say_in("rank", "jack")``."""
    return _filled(_translation(context, template), template, values)


def say_plural(singular: str, plural: str, count: int, /, **values: object) -> str:
    """The form of a message that ``count`` takes in the current language; ``{count}`` is filled too.

    >>> say_plural("one trick", "{count} tricks", 1), say_plural("one trick", "{count} tricks", 0)
    ('one trick', '0 tricks')
    """
    if isinstance(count, bool) or not isinstance(count, int) or count < 0:
        raise EuchreError(f"{repr(count)[:40]} is not a count for {singular!r}: give a whole number, 0 or more")
    code = language()
    forms = catalog(code).get(None, singular)
    text = forms[_LANGUAGES[code].plural(count)] if forms else (singular if count == 1 else plural)
    return _filled(text, singular, {"count": count, **values})


def mark_in(context: str, template: str, /) -> str:
    """``template`` itself: marks a message for the catalogs where it is written, to be said later with
    ``say_in(context, template)`` (gettext's ``N_``), as in a table of words read at run time."""
    return template


def _translation(context: str | None, template: str) -> str:
    found = catalog(language()).get(context, template)
    return found[0] if found else template


def _filled(text: str, template: str, values: Mapping[str, object]) -> str:
    try:
        return text.format_map(values)
    except (KeyError, IndexError, ValueError, AttributeError) as error:
        raise EuchreError(f"the message {str(template)[:80]!r} cannot be filled in with {sorted(values)}: "
                          f"{type(error).__name__} {error}") from None


def number(value: float, digits: int = 2, *, grouped: bool = False) -> str:
    """``value`` with ``digits`` decimals, written as the current language writes numbers.

    English gives what ``f"{value:.2f}"`` gives; Finnish, Spanish and Romanian a decimal comma.
    ``grouped`` puts the language's mark between thousands (``1,234`` in English, ``1 234`` in Finnish).

    >>> with speaking("es"):
    ...     number(0.45), number(12345.5, 1, grouped=True), number(1234, 0, grouped=True)
    ('0,45', '12.345,5', '1234')
    """
    _check_number(value, digits)
    return _written(f"{value:.{digits}f}", _LANGUAGES[language()], grouped)


def percent(fraction: float, digits: int = 0) -> str:
    """A fraction as a percentage: ``'45%'`` in English (what ``f"{0.45:.0%}"`` gives), ``'45 %'`` in Finnish."""
    _check_number(fraction, digits)
    written = _LANGUAGES[language()]
    return _written(f"{fraction:.{digits}%}"[:-1], written, False) + written.before_percent + "%"


def _check_number(value: object, digits: object) -> None:
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise EuchreError(f"{repr(value)[:40]} is not a number to write")
    if isinstance(digits, bool) or not isinstance(digits, int) or not 0 <= digits <= 20:
        raise EuchreError(f"{repr(digits)[:40]} decimals: give a whole number from 0 to 20")


def _written(plain: str, language: Language, grouped: bool) -> str:
    """Python's fixed-point text (``-1234.50``) in a language's marks."""
    negative = plain.startswith("-")
    whole, point, fraction = plain.removeprefix("-").partition(".")
    if grouped and whole.isdigit() and len(whole) >= 3 + language.min_grouping:
        whole = f"{int(whole):,}".replace(",", language.group)
    return (language.minus if negative else "") + whole + (language.decimal + fraction if point else "")
