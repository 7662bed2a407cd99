"""Rows counted per thing where each row is one thing: "least used metro station", "fiyatın en çok düştüğü gün".

Why: when nothing measured is read, a ranking or a breakdown falls back on counting the rows of each
group. Grouped by the column that names each row (a station list keyed by ``station``) or by the
period each row stands for (a daily price table by day), every count is 1, and the "least used
station" or "the day the price fell most" is only the first name or date in order: a wrong table
with the look of an answer. The words that should have named the measure ("used", "düştüğü") were
read by nothing. The plan is left without a measure, so the engine says what it understood and asks
what to measure.

Only a plan whose one measure is a table's row count, grouped by that table's one-column key (or a
column with a different value on nearly every row) or by the table's own period, in a question with no
count word ("how many", "number", "kaç", "sayısı" …: "how many rows per day" asks the 1s). A count
word said per each key ("how many electoral votes did each state have", of a table with a row per
state) is no such check: a noun the data does not hold was read as the rows, and the 1s are no answer.
"""

from __future__ import annotations

from agent.analytics.semantic.countlookups import COUNTING_WORDS
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.text import fold
from agent.analytics.semantic.values import ValueIndex

__all__ = ["count_of_one_row"]

_NEARLY = 0.95  # a column naming each row of its table: a different value on nearly every row
# the rows themselves, counted per key on purpose ("how many rows per id": a duplicate check)
_ROW_WORDS = frozenset({"row", "rows", "record", "records", "entry", "entries", "satir", "satiri", "kayit", "kaydi"})
_EACH = frozenset({"each", "every", "per", "her", "basina"})


def _by_each(out: Parsed) -> bool:
    """Whether the breakdown is said with "each"/"per" ("how many votes did each state have")."""
    return bool({fold(w) for w in out.words} & _EACH)


def count_of_one_row(out: Parsed, model: SemanticModel, values: ValueIndex) -> None:
    """Drop a row count grouped so that every group is one row (see module)."""
    plan = out.plan
    if len(plan.metrics) != 1 or plan.rows or plan.list_only or plan.share or plan.comparison is not None:
        return
    metric = model.metrics.get(plan.metrics[0])
    if metric is None or metric.expression.replace(" ", "").upper() != "COUNT(*)" or metric.table not in model.tables:
        return
    words = {fold(w) for w in out.words}
    counting = bool({"count", "count_post"} & out.cues or words & COUNTING_WORDS)
    table = model.tables[metric.table]
    by_period = not plan.group_by and plan.grain is not None and plan.grain == table.period and not table.panel
    by_name = not plan.grain and len(plan.group_by) == 1 and _names_each_row(plan.group_by[0], metric.table, model,
                                                                              values)
    if counting and not (by_name and not words & _ROW_WORDS and _by_each(out)):
        return
    if by_period or by_name:
        plan.metrics, plan.order_by, plan.limit = [], None, None


def _names_each_row(dim: str, table: str, model: SemanticModel, values: ValueIndex) -> bool:
    """Whether a breakdown is the table's one-column key, or holds a different value on nearly every row."""
    spec = model.dimensions.get(dim)
    if spec is None or spec.table != table:
        return False
    key = model.tables[table].primary_key
    rows = model.tables[table].rows
    return key == [spec.column] or bool(rows) and len(values.of(dim)) >= _NEARLY * rows
