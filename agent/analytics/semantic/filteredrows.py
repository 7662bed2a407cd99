"""Rows that pass a threshold: "shops with more than 50 staff", "which birds weigh more than 20 g".

Why: a question that names a table's rows and a threshold on their values, and asks for no figure
("how many", "total", "average", a ranking, a breakdown), asks for those rows. The parser read the
rows' noun as their count and the threshold's measure as the one thing to show, so "shops with
more than 50 staff" answered how many shops, "robins with a wing longer than 60 mm" the robins'
average wing, and "retailers with more than 50 staff" the sum of their staff: one figure where
the analyst wanted a list to read. The list shows the rows' naming columns beside the values the
threshold tested, ordered by the first of them; nothing is cut off.

Only when every threshold tests a value of single rows of one table, and the question's measure
is those rows' count or the tested values themselves.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.text import Token

__all__ = ["list_filtered_rows", "list_named_rows", "naming_dim", "row_count_table"]

# Words that ask for one figure of the rows, not the rows: said anywhere, the threshold only narrows
# what that figure is computed over ("total staff of shops with more than 50 staff").
_FIGURE_WORDS = frozenset({
    "total", "totals", "sum", "overall", "average", "averages", "avg", "mean", "median", "maximum", "minimum",
    "max", "min", "combined", "altogether", "typical", "share", "percentage", "percent", "proportion", "ratio",
    "toplam", "toplamı", "toplami", "ortalama", "ortalaması", "ortalamasi", "medyan", "medyanı", "medyani",
    "ortanca", "tümü", "tumu", "payı", "payi", "oranı", "orani", "yüzde", "yuzde", "yüzdesi", "yuzdesi",
    # a count said inside the rows' own phrase ("number of bakers under 25", "koşuların sayısı")
    "number", "count", "many", "sayı", "sayi", "sayısı", "sayisi", "adet", "adedi", "kaç", "kac",
})
_FIGURE_CUES = frozenset({"count", "average", "share", "most", "least", "top", "more", "less"})


def _asks_figure(tokens: list[Token], items: list[Item], out: Parsed) -> bool:
    if out.cues & _FIGURE_CUES or out.rank is not None:
        return True
    if any(t.text in _FIGURE_WORDS or set(t.cands) & _FIGURE_WORDS for t in tokens):
        return True
    return any(it.kind == "marker" and it.is_marker("count", "count_post", "average", "share", "most", "least", "top")
               for it in items)


def row_count_table(model: SemanticModel, metric: str) -> str | None:
    """The table whose rows a ``COUNT(*)`` measure counts ("shops" → shops), else None."""
    spec = model.metrics.get(metric)
    if spec is None or not spec.counts_rows:
        return None
    return spec.table


def _names_rows(model: SemanticModel, group_by: list[str], conditions: list) -> bool:
    """Whether the one breakdown is the tested table's own key ("states" of a table with a row per state).

    Why: "states in the West with per capita income above 4500" groups by the state, one row each,
    and a filter on the linked region then lost the grouping to one average.
    """
    if len(group_by) != 1 or group_by[0] not in model.dimensions:
        return False
    dim = model.dimensions[group_by[0]]
    spec = model.tables.get(dim.table)
    return spec is not None and spec.primary_key == [dim.column] and all(
        model.metrics[c.metric].table == dim.table for c in conditions if c.metric in model.metrics)


def list_filtered_rows(tokens: list[Token], items: list[Item], out: Parsed, model: SemanticModel,
                       rows: dict[str, str]) -> None:
    """Turn a threshold's one figure into the rows that pass it, when no figure was asked."""
    plan = out.plan
    if not plan.conditions or plan.grain or plan.rows or plan.list_only or plan.share or plan.limit \
            or plan.comparison is not None:
        return
    if plan.group_by and not _names_rows(model, plan.group_by, plan.conditions):
        return  # "countries with … above 80" over many years: each country's figure, as before
    subjects = list(dict.fromkeys(c.metric for c in plan.conditions))
    if any(c.other for c in plan.conditions) or any(s not in rows or s not in model.metrics for s in subjects):
        return  # "more deaths than expected" compares two columns: no threshold of one
    tables = {model.metrics[s].table for s in subjects}
    if len(tables) != 1:
        return
    table = next(iter(tables))
    counted = [m for m in plan.metrics if row_count_table(model, m) == table]
    named_rows = counted == plan.metrics and len(counted) == 1
    if not (named_rows or (plan.metrics and set(plan.metrics) <= set(subjects))):
        return
    if _asks_figure(tokens, items, out):
        return
    first = plan.conditions[0]
    plan.metrics, plan.rows, plan.order_by, plan.group_by = subjects, True, subjects[0], []
    plan.descending = first.op in (">", ">=")


def naming_dim(model: SemanticModel, table: str) -> str | None:
    """The dimension that says which row of a table a line is: its key's name, its one-column key, a label.

    A label kept with its key ("region_name" of ``region_code``) shows both, so it comes first.
    """
    from agent.analytics.inference.names import is_label  # as the inference reads a label column

    spec = model.tables.get(table)
    own = [(n, d) for n, d in model.dimensions.items() if d.table == table]
    if spec is not None and len(spec.primary_key) == 1:
        named = [n for n, d in own if d.key == spec.primary_key[0] and d.column != d.key]
        key = next((n for n, d in own if d.column == spec.primary_key[0]), None)
        if len(named) == 1 or key is not None:
            return named[0] if len(named) == 1 else key
    labels = [n for n, d in own if d.key or is_label(d.column)]
    return labels[0] if len(labels) == 1 else None


def list_named_rows(tokens: list[Token], items: list[Item], out: Parsed, model: SemanticModel) -> None:
    """ "which kennels are in the North area", "list the patients from Leeds": the rows, not their number.

    Why: the rows' noun is read as their count, and a filter with "which" or "list" then answered
    how many rows pass it. Listing needs a column that says which row each line is (the table's
    key or its one label column); without one the count stands.
    """
    plan = out.plan
    if not plan.filters or plan.conditions or plan.group_by or plan.grain or plan.rows or plan.list_only \
            or plan.share or plan.limit or plan.comparison is not None or len(plan.metrics) != 1:
        return
    if not ({"which", "list"} & out.cues or any(it.kind == "marker" and it.is_marker("which", "list") for it in items)):
        return
    table = row_count_table(model, plan.metrics[0])
    if table is None or _asks_figure(tokens, items, out):
        return
    dim = naming_dim(model, table)
    if dim is not None:
        plan.metrics, plan.group_by, plan.list_only = [], [dim], True
