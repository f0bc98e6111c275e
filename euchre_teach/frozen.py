"""The engine's frozen value classes: what ``@dataclass(frozen=True)`` gave them, without its cost.

Importing :mod:`dataclasses` imports :mod:`inspect` (with ``ast``, ``dis`` and ``tokenize``), and
each dataclass writes its methods as source and compiles them at import: together about a third
of ``import euchre_teach``. A value class here names its fields in ``_fields`` (in order), writes its
own ``__init__`` (the signature a reader, ``help`` and mypy see; it fills each field with
:func:`set_field`, or a class with a ``__dict__`` with one ``vars(self).update``) and inherits the rest. The fields
are the class's annotated attributes, in order, as a dataclass's are, unless it sets ``_fields``:

- equality with a value of the same class, field by field, and a hash from the same fields;
- the repr a dataclass prints, ``Trick(number=1, leader=0, plays=(), winner=None)``;
- immutability: setting or deleting an attribute raises :class:`FrozenError`;
- :meth:`Frozen.replace`, a copy with some fields changed, checked as a new value is;
- pickling and copying (the fields are restored as they were, without running ``__init__``).

>>> class Point(Frozen):
...     __slots__ = ("x", "y")
...     x: int
...     y: int
...     def __init__(self, x: int, y: int = 0) -> None:
...         set_field(self, "x", x)
...         set_field(self, "y", y)
>>> p = Point(1)
>>> p, p == Point(1, 0), p.replace(y=2)
(Point(x=1, y=0), True, Point(x=1, y=2))
>>> p.x = 5
Traceback (most recent call last):
...
euchre_teach.frozen.FrozenError: cannot assign to field 'x': a Point never changes; make a new one with replace(x=...)
"""

from __future__ import annotations

from operator import attrgetter

TYPE_CHECKING = False  # typing is not imported at run time: it costs a few milliseconds at import
if TYPE_CHECKING:
    from typing import Any, ClassVar, TypeVar

    _V = TypeVar("_V", bound="Frozen")

#: Sets a field in ``__init__``, past the value's own ``__setattr__`` (which refuses): ``set_field(self, "x", x)``.
set_field = object.__setattr__


class FrozenError(AttributeError):
    """An attempt to change a frozen value (an ``AttributeError``, as ``dataclasses.FrozenInstanceError``)."""


def _restore(cls: type[_V], values: tuple[object, ...]) -> _V:
    """A value rebuilt from its fields by pickle or copy, without ``__init__`` (as for a dataclass)."""
    value = object.__new__(cls)
    for name, item in zip(cls._fields, values, strict=True):
        set_field(value, name, item)
    return value


class Frozen:
    """Base of a frozen value class (see the module's introduction)."""

    __slots__ = ()
    #: The fields, in order: compared, hashed, shown and copied (the class's own annotations, unless set).
    _fields: ClassVar[tuple[str, ...]] = ()
    #: A value's fields as a tuple, ``_key(value)`` (made for each class from ``_fields``, in C).
    _key: ClassVar[attrgetter[tuple[object, ...]]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        own = cls.__annotations__  # the class's own (Python 3.10 on), as strings: nothing is evaluated
        if "_fields" not in vars(cls) and own:
            cls._fields = tuple(own)
        if len(cls._fields) < 2:
            raise TypeError(f"{cls.__name__} has {len(cls._fields)} field(s): a value class has two or more")
        cls._key = attrgetter(*cls._fields)

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenError(f"cannot assign to field {name!r}: a {type(self).__name__} never changes; "
                          f"make a new one with replace({name}=...)")

    def __delattr__(self, name: str) -> None:
        raise FrozenError(f"cannot delete field {name!r}: a {type(self).__name__} never changes")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        key = self._key
        return key(self) == key(other)

    def __hash__(self) -> int:
        return hash(self._key(self))

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={value!r}" for name, value in zip(self._fields, self._key(self), strict=True))
        return f"{type(self).__qualname__}({shown})"

    def replace(self: _V, **changes: Any) -> _V:
        """A copy with ``changes`` made, built (and so checked) as any new value is."""
        return type(self)(**{**dict(zip(self._fields, self._key(self), strict=True)), **changes})

    def __reduce__(self) -> tuple[object, ...]:
        return _restore, (type(self), self._key(self))
