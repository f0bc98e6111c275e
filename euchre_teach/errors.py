"""The exceptions of euchre_teach: each says what was wrong and what is allowed.

Every error is a ``ValueError`` so that code catching bad input in the usual way keeps
working, and every error derives from :class:`EuchreError` so that a widget can catch
them all and show the message to the learner instead of a traceback.

Actions follow python-chess: text that cannot be read as an action at all is an
:class:`InvalidActionError`; a readable action that is not allowed now is an
:class:`IllegalActionError`. Both carry ``.reason`` and ``.legal``.
"""

from __future__ import annotations

from collections.abc import Sequence


class EuchreError(ValueError):
    """Base class of every error the toolkit raises for bad input."""


class InvalidCardError(EuchreError):
    """Malformed card text, such as ``'ZZ'`` (expected ``JH``, ``10S``, ``joker``)."""


class RulesError(EuchreError):
    """An impossible mix of options in :class:`~euchre_teach.rules.Rules`."""


class SeatError(EuchreError):
    """Something that is not a seat of this game: ``'Q'``, ``9``, ``1.5``, ``None``.

    Raised while acting, it carries ``.legal`` (what the current player may do) as action errors do.
    """

    def __init__(self, reason: str, legal: Sequence[object] = ()) -> None:
        super().__init__(reason)
        self.reason = reason
        self.legal = tuple(legal)


class InvalidDealError(EuchreError):
    """A hand-built deal with a duplicate, missing or foreign card."""


class ActionError(EuchreError):
    """An action that is refused; ``reason`` is the teaching message, ``legal`` what is allowed."""

    def __init__(self, reason: str, legal: Sequence[object] = ()) -> None:
        super().__init__(reason)
        self.reason = reason
        self.legal = tuple(legal)


class InvalidActionError(ActionError):
    """Text that cannot be read as an action: ``''``, ``'bid lots'``, ``'discard ZZ'``."""


class IllegalActionError(ActionError):
    """A well-formed action that is not allowed now.

    ``reason`` is the teaching message; ``legal`` lists the actions that are allowed, so a
    widget can show both.
    """


class RecordError(EuchreError):
    """A saved hand or match that does not parse or does not replay."""


class EgnError(RecordError):
    """Euchre Game Notation (EGN) that cannot be read, replayed or written: the message names the game,
    the deal, the field or the seat, card and rule. A :class:`RecordError`, as for the toolkit's own files."""


class FileError(RecordError):
    """A path that cannot be read or written: no such file or folder, a folder, not a regular file,
    too large, not UTF-8 text, or refused by the system (permissions, a symlink loop, a name too long).

    A :class:`RecordError`, so code that catches a bad saved file catches a bad path too.
    """


class CodeError(RecordError):
    """A shared deal's code (or link) that is not a code, is damaged, or does not replay."""


class StyleError(EuchreError):
    """A picture style that does not exist."""
