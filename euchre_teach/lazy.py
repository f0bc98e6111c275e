"""A package's public names imported from their modules when first asked for (PEP 562).

Importing such a package costs only its ``__init__``: ``import euchre_teach.widgets`` pays for no
widget, ``from euchre_teach.widgets import *`` for every one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from importlib import import_module


def lazy_names(package: str, namespace: dict[str, object],
               homes: Mapping[str, str]) -> tuple[Callable[[str], object], Callable[[], list[str]]]:
    """The ``__getattr__`` and ``__dir__`` of ``package``: each name in ``homes`` is imported from the
    module ``homes[name]`` under ``package`` when first asked for, and kept in ``namespace``."""

    def getattr_(name: str) -> object:
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(f"{package}.{home}"), name)
        namespace[name] = value  # asked once: the next lookup is a plain module attribute
        return value

    def dir_() -> list[str]:
        return sorted({*namespace, *homes})

    return getattr_, dir_
