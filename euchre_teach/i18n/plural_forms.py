"""Read a catalog header's ``Plural-Forms`` (``nplurals=3; plural=(n==1 ? 0 : ...);``) into a function.

gettext writes the rule as a C expression in ``n``. This reads it (integers, ``n``, parentheses, ``!``,
``* / % + -``, comparisons, ``&& ||`` and ``?:``) into a Python function without ``eval``, so that the
catalog reader can check it against the language's rule in :mod:`euchre_teach.i18n.languages`.

>>> count, rule = read_plural_forms("nplurals=2; plural=(n != 1);")
>>> count, [rule(n) for n in (0, 1, 2)]
(2, [1, 0, 1])
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn

from euchre_teach.errors import EuchreError

Rule = Callable[[int], int]

_BINARY: dict[str, tuple[int, Callable[[int, int], int]]] = {
    "||": (1, lambda a, b: int(bool(a) or bool(b))),
    "&&": (2, lambda a, b: int(bool(a) and bool(b))),
    "==": (3, lambda a, b: int(a == b)),
    "!=": (3, lambda a, b: int(a != b)),
    "<": (4, lambda a, b: int(a < b)),
    ">": (4, lambda a, b: int(a > b)),
    "<=": (4, lambda a, b: int(a <= b)),
    ">=": (4, lambda a, b: int(a >= b)),
    "+": (5, lambda a, b: a + b),
    "-": (5, lambda a, b: a - b),
    "*": (6, lambda a, b: a * b),
    "/": (6, lambda a, b: a // b),
    "%": (6, lambda a, b: a % b),
}
_SYMBOLS = sorted({*_BINARY, "!", "?", ":", "(", ")"}, key=len, reverse=True)


def read_plural_forms(value: str) -> tuple[int, Rule]:
    """``nplurals`` and the ``plural`` rule of a Plural-Forms header value; a malformed one is an error."""
    fields = {}
    for part in value.split(";"):
        key, equals, text = part.partition("=")
        if equals:
            fields[key.strip()] = text.strip()
    if not fields.get("nplurals", "").isdigit() or "plural" not in fields:
        raise EuchreError(f"Plural-Forms {value!r} should read 'nplurals=N; plural=EXPRESSION;'")
    return int(fields["nplurals"]), _Parser(fields["plural"]).rule()


def _tokens(text: str) -> list[str]:
    tokens: list[str] = []
    i = 0
    while i < len(text):
        if text[i].isspace():
            i += 1
            continue
        j = i
        while j < len(text) and text[j].isdigit():
            j += 1
        symbol = text[i:j] or ("n" if text[i] == "n" else next((s for s in _SYMBOLS if text.startswith(s, i)), ""))
        if not symbol:
            raise EuchreError(f"the plural rule {text!r} has {text[i]!r}, which is not part of a C expression in n")
        tokens.append(symbol)
        i += len(symbol)
    return tokens


def _combined(apply: Callable[[int, int], int], left: Rule, right: Rule) -> Rule:
    return lambda n: apply(left(n), right(n))


class _Parser:
    """A recursive-descent reader of one C expression; each step returns a function of n."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.tokens = _tokens(text)
        self.at = 0

    def rule(self) -> Rule:
        rule = self._ternary()
        if self.at != len(self.tokens):
            self._fail()
        return rule

    def _fail(self) -> NoReturn:
        raise EuchreError(f"the plural rule {self.text!r} is not a C expression in n")

    def _next(self) -> str:
        if self.at >= len(self.tokens):
            self._fail()
        self.at += 1
        return self.tokens[self.at - 1]

    def _peek(self) -> str:
        return self.tokens[self.at] if self.at < len(self.tokens) else ""

    def _ternary(self) -> Rule:
        test = self._binary(1)
        if self._peek() != "?":
            return test
        self._next()
        yes = self._ternary()
        if self._next() != ":":
            self._fail()
        no = self._ternary()
        return lambda n: yes(n) if test(n) else no(n)

    def _binary(self, lowest: int) -> Rule:
        left = self._unary()
        while self._peek() in _BINARY and _BINARY[self._peek()][0] >= lowest:
            level, apply = _BINARY[self._next()]
            right = self._binary(level + 1)
            left = _combined(apply, left, right)
        return left

    def _unary(self) -> Rule:
        token = self._next()
        if token == "!":
            inner = self._unary()
            return lambda n: int(not inner(n))
        if token == "(":
            inner = self._ternary()
            if self._next() != ")":
                self._fail()
            return inner
        if token == "n":
            return lambda n: n
        if token.isdigit():
            value = int(token)
            return lambda n: value
        self._fail()
