"""The languages the course speaks: each one's code, own name, plural rule and way of writing numbers.

A plural rule maps a count to the index of the plural form a catalog holds for it (gettext's
``msgstr[index]``); ``plural_forms`` is the same rule as gettext writes it in a catalog's header, and the
catalog reader checks that the two agree. Number conventions are CLDR's: the decimal and grouping marks,
the digits a number needs before it is grouped, the minus sign and what stands between a number and ``%``.

>>> [LANGUAGES["ro"].plural(n) for n in (0, 1, 2, 19, 20, 101, 119, 120)]
[1, 0, 1, 1, 2, 1, 1, 2]
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

NBSP = "\u00a0"


@dataclass(frozen=True)
class Language:
    """One language of the course (see the module's docstring)."""

    code: str
    name: str  # in the language itself: "suomi"
    nplurals: int
    plural: Callable[[int], int]
    plural_forms: str  # the catalog header's Plural-Forms value
    decimal: str = "."
    group: str = ","
    min_grouping: int = 1  # Spanish leaves 1234 ungrouped and writes 12.345 (CLDR minimumGroupingDigits 2)
    minus: str = "-"
    before_percent: str = ""


def _one_other(n: int) -> int:
    return 0 if n == 1 else 1


def _romanian(n: int) -> int:
    return 0 if n == 1 else 1 if n == 0 or 0 < n % 100 < 20 else 2


def _one_form(n: int) -> int:
    return 0


ONE_OTHER = "nplurals=2; plural=(n != 1);"

#: The course's languages by code, English (the source) first.
LANGUAGES: Mapping[str, Language] = MappingProxyType({
    "en": Language("en", "English", 2, _one_other, ONE_OTHER),
    "fi": Language("fi", "suomi", 2, _one_other, ONE_OTHER, decimal=",", group=NBSP, minus="\u2212",
                   before_percent=NBSP),
    "es": Language("es", "español", 2, _one_other, ONE_OTHER, decimal=",", group=".", min_grouping=2,
                   before_percent=NBSP),
    "ja": Language("ja", "日本語", 1, _one_form, "nplurals=1; plural=0;"),
    "ro": Language("ro", "română", 3, _romanian,
                   "nplurals=3; plural=(n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2);",
                   decimal=",", group=".", before_percent=NBSP),
})
SOURCE = "en"
