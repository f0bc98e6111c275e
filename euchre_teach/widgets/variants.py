"""Variant explorer: pick a preset and see its rules in words, its pack, seating and scoring table.

Everything shown is the engine's: ``rules.describe()``, ``rules.pack``, the seat names, and
the scoring table computed by :func:`euchre_teach.scoring.score_hand` for each outcome.
"""

from __future__ import annotations

import html

import ipywidgets as W

from euchre_teach.inputs import check_text
from euchre_teach.render.style import Style, get_style
from euchre_teach.render.svg import pack_svg, seating_svg, table_svg
from euchre_teach.rules import Bidding, Rules, find_variant, variant_names
from euchre_teach.scoring import score_auction, score_hand
from euchre_teach.state import new_hand
from euchre_teach.widgets.base import button, message_html, on_change, read_setup, svg_html

#: (what happened, maker tricks, maker alone, lone defender, joker turned)
OUTCOMES = (
    ("Makers take 3 or 4 tricks", 3, False, False, False),
    ("Makers take all 5 (march)", 5, False, False, False),
    ("A lone maker takes all 5", 5, True, False, False),
    ("Makers take 2 or fewer (euchred)", 2, False, False, False),
    ("Makers take no trick", 0, False, False, False),
    ("Euchred by a lone defender", 1, False, True, False),
    ("Joker turned; makers take 2", 2, False, False, True),
)


#: (bid, maker tricks) examples for auction scoring.
AUCTION_OUTCOMES = ((3, 3), (4, 5), (5, 5), (3, 2), (8, 5), (8, 4), (15, 5))


def scoring_table(rules: Rules) -> list[tuple[str, str, int, str]]:
    """(what happened, who scores, points, the rule in words) for each outcome, from the engine."""
    rows = []
    if rules.bidding is Bidding.AUCTION:
        for bid, tricks in AUCTION_OUTCOMES:
            _outcome, makers, points, why = score_auction(bid, tricks)
            rows.append((f"Bid {bid}, makers take {tricks}", "makers" if makers else "opponents", points, why))
        return rows
    for label, tricks, alone, lone_defender, joker in OUTCOMES:
        if joker and rules.best_bower is None:
            continue
        _outcome, makers, points, why = score_hand(rules, tricks, alone, lone_defender, joker)
        rows.append((label, ("makers" if makers else "defenders") if points else "nobody", points, why))
    return rows


def preset_name(variant: object) -> str:
    """The preset's name as the menu lists it, for any name :func:`find_variant` reads
    (``' Standard '``, ``'Euchre-Count'``); an unknown name is refused, naming the variants."""
    rules = find_variant(check_text(variant, "variant"))
    return next(name for name in variant_names() if find_variant(name) == rules)


class VariantExplorer(W.VBox):
    """Choose a preset; read it; see its pack, seats and scores; deal a sample hand."""

    def __init__(self, variant: str = "standard", *, seed: int = 0, style: Style | str | None = None) -> None:
        self.style = get_style(style)
        self.seed = read_setup(seed)[0]
        name = preset_name(variant)
        self.message = message_html()
        self.choice = W.Dropdown(options=list(variant_names()), value=name, description="Variant")
        on_change(self.choice, self.message, self._show)
        self.description = W.HTML()
        self.pack = svg_html()
        self.seating = svg_html()
        self.scores = W.HTML()
        self.sample = svg_html()
        self.deal_button = button("Deal a sample hand", "Deal a hand under these rules (the next seed)",
                                  self.deal_sample, self.message)
        tabs = W.Tab(children=[self.description, self.pack, self.seating, self.scores,
                               W.VBox([self.deal_button, self.sample])])
        for i, title in enumerate(("Rules", "Pack", "Seating", "Scoring", "Sample hand")):
            tabs.set_title(i, title)
        self.tabs = tabs
        super().__init__([self.choice, self.message, tabs])
        self.add_class("euchre-variants")  # for page styles and browser tests
        self._show()

    @property
    def rules(self) -> Rules:
        """The chosen preset."""
        return find_variant(self.choice.value)

    def deal_sample(self) -> None:
        """Deal the next seeded hand under these rules and show every hand face up."""
        hand = new_hand(self.rules, self.seed + 1)  # past the largest seed: refused, nothing changes
        self.seed += 1
        self.sample.value = table_svg(hand, None, self.style)

    def _show(self) -> None:
        rules = self.rules
        lines = "".join(f"<li>{html.escape(line)}</li>" for line in rules.describe().splitlines())
        self.description.value = f"<h4>{html.escape(self.choice.value)}</h4><ul class='euchre-describe'>{lines}</ul>"
        self.pack.value = pack_svg(rules, self.style)
        self.seating.value = seating_svg(rules, self.style)
        rows = "".join(f"<tr><td>{html.escape(what)}</td><td>{who}</td><td>{points}</td>"
                       f"<td>{html.escape(why)}</td></tr>" for what, who, points, why in scoring_table(rules))
        unit = "euchres" if rules.scoring.value == "euchres" else "points"
        self.scores.value = (f"<table class='euchre-scoring' border='1' cellpadding='4' "
                             f"style='border-collapse:collapse'><caption>Scoring ({unit}); game to {rules.target}"
                             f"</caption><tr><th>What happened</th><th>Who scores</th><th>{unit.capitalize()}</th>"
                             f"<th>Why</th></tr>"
                             f"{rows}</table>")
        self.sample.value = table_svg(new_hand(rules, self.seed), None, self.style)
