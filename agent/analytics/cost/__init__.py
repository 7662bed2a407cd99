"""Cost before running: estimate a turn's scan and time, and ask before an expensive one runs.

``estimate`` reads table sizes and DuckDB's ``EXPLAIN``; ``readings`` builds the cheaper reading
(the last 12 months on the measure's date); ``check`` turns both into the CostCheck node's state
update and IntentRouter's handling of the answer; ``texts`` words the question in the user's
language.
"""

from agent.analytics.cost.check import (
    ASK_EVENT,
    CHECKED_EVENT,
    NOTHING_EVENT,
    check_turn,
    choice_update,
    table_sizes,
    typed_choice,
)
from agent.analytics.cost.estimate import CostEstimate, estimate_cost
from agent.analytics.cost.readings import CheaperReading, cheaper_reading
from agent.analytics.cost.texts import CHOICES, answer_text, ask_text, choice_label

__all__ = [
    "ASK_EVENT", "CHECKED_EVENT", "CHOICES", "NOTHING_EVENT", "CheaperReading", "CostEstimate", "answer_text",
    "ask_text", "check_turn", "cheaper_reading", "choice_label", "choice_update", "estimate_cost",
    "table_sizes", "typed_choice",
]
