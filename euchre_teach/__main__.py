"""``python -m euchre_teach``: the ``euchre-teach`` command (see :mod:`euchre_teach.cli`)."""

from euchre_teach.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
