"""Variant explorer: pick a preset and see its rules in words, its pack, seating and scoring table,
then play a hand of it at the learning table.

Everything shown is the engine's: ``rules.describe()``, ``rules.pack``, the seat names, and
the scoring table computed by :func:`euchre_teach.scoring.score_hand` for each outcome. A variant
is learnt by playing it, so "Play this variant" opens a :class:`PlayTable` of the chosen preset below.
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
from euchre_teach.widgets.play import PlayTable

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


def learner_seat(rules: Rules) -> int:
    """The seat a learner takes at a variant's table: South where the variant has one (as in every
    lesson), else the last seat (West in cutthroat, Eve in five-handed auction)."""
    return rules.parse_seat("South") if "South" in rules.seat_names else rules.players - 1


class VariantExplorer(W.VBox):
    """Choose a preset; read it; see its pack, seats and scores; deal a sample hand; play a hand of it."""

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
        self.play_button = button("Play this variant", "Play a hand of this variant at the learning table, "
                                  "with hints", self.play, self.message)
        self.table: PlayTable | None = None  # the learning table opened last, if any
        self.table_title = W.HTML()
        # a control that is always there, so the page can be asked to show it (a new table's own buttons are
        # drawn a moment later); focused, it brings the table into view and tells a screen reader it opened
        self.close_button = button("Close the table", "Close the learning table of this variant",
                                   self.close_table, self.message)
        self.table_head = W.HBox([self.table_title, self.close_button],
                                 layout=W.Layout(display="none", align_items="center"))
        self.table_box = W.VBox()
        super().__init__([self.choice, self.message, tabs, self.play_button, self.table_head, self.table_box])
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

    def play(self) -> PlayTable:
        """Open a learning table (hints on) of the chosen variant below the explorer, dealt from the
        explorer's seed, with the learner at :func:`learner_seat`; it replaces a table opened before."""
        rules = self.rules
        table = PlayTable(rules, seed=self.seed, seat=learner_seat(rules), style=self.style)
        self.table = table
        you = rules.seat_name(learner_seat(rules))
        self.table_title.value = (f"<b>{html.escape(self.choice.value.capitalize())}</b>: you play {html.escape(you)}; "
                                  f"the computer players take the other seats.")
        self.table_box.children = [table]
        self.table_head.layout.display = "flex"
        self.close_button.focus()  # the page scrolls to the table's head
        return table

    def close_table(self) -> None:
        """Close the learning table (the explorer stays as it is)."""
        self.table = None
        self.table_box.children = []
        self.table_head.layout.display = "none"
        self.play_button.focus()

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
