"""A word naming a measure and only one word of a long label is the measure: "total donation", not "…, Donations".

Found on the twenty-fifth round's auto25c: a list of industries holds "Financial Activities:
Securities, Commodity Contracts, Investments"; "total investment" on the firms' table beside it
(``gross_investment``) was read as that industry (a value ranks before a measure) and refused.
The words here are made up.
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import _measure_over_part_of_a_value
from agent.analytics.semantic.text import Token, candidates

DONATION = [Token("donation", "donation", 1, candidates("donation"))]
LONG = Meaning("value", "programme", "Charities: Grants, Foundations, Donations")
MEASURE = Meaning("metric", "gross_donation")


def test_a_measure_beats_one_word_of_a_long_label():
    assert _measure_over_part_of_a_value(DONATION, [MEASURE, LONG])


def test_a_whole_value_or_no_measure_keeps_the_value():
    assert not _measure_over_part_of_a_value(DONATION, [MEASURE, Meaning("value", "kind", "Donation")])
    assert not _measure_over_part_of_a_value(DONATION, [LONG])
