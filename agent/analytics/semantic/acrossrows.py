"""An average "per" a column that names every row once is the average across the rows.

Why: in a table with one row per state, "average population per state" and "median number of
murders per state" ask for one number over the states; grouping by the state gives each state's
own value back, which no analyst asks an average for. Only "per"/"across"/"among"/"each" say
so: "average population by state" stays a breakdown, as typed. A column names each row once when
its distinct values are as many as the table's rows (the model's ``rows``, read at upload).

The rows' plural said after "of" or "in" says the same ("average percent urban of countries in
Europe", "average education in professional occupations"), and so does a count of the rows
that names them ("how many OECD countries are there"): grouped by a column that names each row,
every group is one row, so each country's own value (or a column of 1s) came back.
"""

from __future__ import annotations

from sqlglot import exp

from agent.analytics.semantic.model import SemanticModel, english_plural
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.plan import QueryPlan
from agent.analytics.semantic.text import fold
from agent.analytics.semantic.values import ValueIndex

__all__ = ["average_across_rows"]

_ACROSS = frozenset({"per", "across", "among", "each", "başına", "basina"})
_BY = frozenset({"by", "göre", "gore"})
_OF = frozenset({"of", "in"})  # "of countries", "in professional occupations": said with the rows' plural
_PER_UNITS = frozenset({"capita", "person", "head", "cent", "hundred", "thousand", "million"})  # "per capita"
_NEARLY = 0.97  # distinct values on at least this share of the rows: a name of each row, a few repeated
_PANEL = 0.8  # rows at least this share of parent values x positions: one row per position in each parent
_AVERAGE_WORDS = ("average", "avg", "mean", "median", "typical", "ortalama", "medyan", "ortanca")
_PERIOD_ADJECTIVES = frozenset({"hourly", "daily", "weekly", "monthly", "quarterly", "yearly", "annual"})
_CALENDAR = frozenset({"month", "day", "week", "hour", "quarter", "weekday", "year", "minute", "ay", "gun", "yil"})


def _averaged(model: SemanticModel, metric: str) -> str | None:
    """The table of a measure that averages (or takes the median of) one column, else None."""
    spec = model.metrics.get(metric)
    if spec is None:
        return None
    return spec.table if isinstance(spec.tree(), exp.Avg | exp.Median) else None


def _names_each_row(model: SemanticModel, values: ValueIndex, dimension: str) -> bool:
    """Whether a dimension's column names each row of its table: a different value on (nearly) every
    row, or a position (1, 2, 3 ...) within a parent column that together with it spans the rows.

    Why nearly: a menu's item names repeat on a few rows (505 names on 515 rows), and "median
    protein of the menu items" still asks across the items. Why a position: in a table of episodes
    numbered 1..10 within each of 10 series, "average viewers per episode" asks across the
    episodes; grouped by the number, each episode number's average across the series came back.
    """
    dim = model.dimensions.get(dimension)
    if dim is None or dim.table not in model.tables:
        return False
    rows = model.tables[dim.table].rows
    if not rows:
        return False
    distinct = len(values.of(dimension))
    return distinct == rows or distinct >= _NEARLY * rows or _position_in_parent(model, values, dimension, rows)


def _position_in_parent(model: SemanticModel, values: ValueIndex, dimension: str, rows: int) -> bool:
    """Whether a column numbers the rows 1..k within an earlier column whose values times k span the rows."""
    dim = model.dimensions[dimension]
    stored = values.of(dimension)
    k = len(stored)
    if k < 3 or rows < 2 * k or set(stored) != {str(n) for n in range(1, k + 1)}:
        return False
    if set(dim.column.lower().replace("_", " ").split()) & _CALENDAR:
        return False  # "average rainfall per month" on a month number 1..12 is a breakdown by month
    # the parent comes first in the file, as a hierarchy is written (season, then episode)
    order = [n for n, d in model.dimensions.items() if d.table == dim.table]
    parents = [len(values.of(n)) for n in order[:order.index(dimension)]
               if model.dimensions[n].column != dim.column]
    return any(p >= 2 and _PANEL * p * k <= rows <= p * k for p in parents)


def _over_periods(out: Parsed, model: SemanticModel) -> None:
    """Drop the time grain of an average asked per the very period each row of its table stands for.

    Why: in a daily log, "average daily deaths" and "average deaths per day" mean one number over
    the days; grouped by day, each day's own value came back. In a panel (a row per quarter and
    region) the same holds once the question keeps one region. Only when an average is said: a
    price averaged by default, asked "monthly arabica prices" of a monthly table, is each month's.
    """
    plan = out.plan
    if plan.limit or not plan.metrics or plan.grain is None or _by_period(out.words):
        return
    if not any(fold(w).startswith(_AVERAGE_WORDS) for w in out.words) or _adjective_first(out):
        return
    tables = {_averaged(model, m) for m in plan.metrics}
    if None in tables or len(tables) != 1:
        return
    name = next(iter(tables)) or ""
    table = model.tables.get(name)
    if table is None or table.period != str(plan.grain):
        return
    if plan.group_by:
        # "average daily output for each location": each location's rows are its days
        if table.panel is not None and all(_is_label(model, d, name, table.panel) for d in plan.group_by):
            plan.grain = None
        return
    if table.panel is None or _one_label(plan, model, name, table.panel):
        plan.grain = None


def _by_period(words: tuple[str, ...]) -> bool:
    """Whether the question asks "by" a calendar unit ("average deaths by day"): the grain is said, kept."""
    folded = [fold(w) for w in words]
    return any(w in _BY and k + 1 < len(folded) and folded[k + 1] in _CALENDAR for k, w in enumerate(folded))


def _is_label(model: SemanticModel, dimension: str, table: str, panel: str) -> bool:
    """Whether a breakdown is the panel's label itself (``location`` of a daily log per array)."""
    dim = model.dimensions.get(dimension)
    return dim is not None and (dim.table, dim.column) == (table, panel)


def _adjective_first(out: Parsed) -> bool:
    """Whether an English period adjective comes before the average word ("daily average temperature").

    Why: the adjective says which average. After it ("average daily litres") it says what is
    averaged, each day's figure, and the answer is one number; before it ("daily average
    temperature in March 2010") it is the average's own period, one figure a day: the days of
    March, each day's average, where one number came back. English word order only.
    """
    if out.language == "tr":
        return False
    words = [fold(w) for w in out.words]
    first = next((k for k, w in enumerate(words) if w.startswith(_AVERAGE_WORDS)), None)
    return first is not None and any(w in _PERIOD_ADJECTIVES for w in words[:first])


def _one_label(plan: QueryPlan, model: SemanticModel, table: str, panel: str) -> bool:
    """Whether the plan keeps one value of a panel's label: its column, or a column of the table its key names.

    Why: in regional quarterly figures, "average quarterly visitor nights in Sydney" keeps one
    region's rows, one per quarter, whether it names the region's code or, through the lookup
    the code links to, its name. Without one region the rows are not the quarters.
    """
    linked = {rel.to_table for rel in model.relationships if rel.from_table == table and panel in rel.keys}
    for f in plan.filters:
        dim = model.dimensions.get(f.dimension)
        if f.op == "in" and len(f.values) == 1 and dim is not None and (
                (dim.table, dim.column) == (table, panel) or dim.table in linked):
            return True
    return False


def _over_own_rows(out: Parsed, model: SemanticModel) -> None:
    """An average (median) "per" the noun of its own table's rows is that average, not a ratio to the rows.

    Why: "median number of people affected per breach" on a table of breaches names what the
    median is taken over; divided by the number of breaches it was a figure nobody asks for.
    """
    metrics = out.plan.metrics
    for k, name in enumerate(metrics):
        parts = name.split(":")
        if len(parts) != 3 or parts[0] != "ratio" or parts[1] not in model.metrics or parts[2] not in model.metrics:
            continue
        rows = model.metrics[parts[2]]
        if (_averaged(model, parts[1]) == rows.table and rows.counts_rows
                and not rows.filters):
            metrics[k] = parts[1]


def average_across_rows(out: Parsed, model: SemanticModel, values: ValueIndex) -> None:
    """Drop the one breakdown of an average said "per" a column that names each of its table's rows."""
    _over_periods(out, model)
    _over_own_rows(out, model)
    _counted_own_rows(out, model, values)
    plan = out.plan
    words = {w.lower() for w in out.words}
    if len(plan.group_by) != 1 or plan.grain or plan.limit or not plan.metrics or words & _BY:
        return
    dim = plan.group_by[0]
    if not _across_said(out.words) and not (words & _OF and _plural_said(model, dim, words)):
        return
    tables = {_averaged(model, m) for m in plan.metrics}
    if None in tables or tables != {model.dimensions[dim].table} or not _names_each_row(model, values, dim):
        return
    plan.group_by = []


def _across_said(words: tuple[str, ...]) -> bool:
    """Whether "per"/"across"/"among"/"each" is said of rows, not as a measure's unit ("per capita").

    Why: "states with income per capita below 7000" lists the states; the "per" of the measure's
    own name ("per capita", "per person", "per 100,000") says nothing of an average across them.
    """
    folded = [w.lower() for w in words]
    return any(w in _ACROSS and not (k + 1 < len(folded) and (folded[k + 1] in _PER_UNITS or folded[k + 1].isdigit()))
               for k, w in enumerate(folded))


def _plural_said(model: SemanticModel, dimension: str, words: set[str]) -> bool:
    """Whether the question says the dimension's plural: of its label, or of its column's last word."""
    dim = model.dimensions.get(dimension)
    if dim is None:
        return False
    said = [dim.plural_text("en"), english_plural(dim.column.replace("_", " "))]
    return any(p.lower().split()[-1:] and p.lower().split()[-1] in words for p in said)


def _counted_own_rows(out: Parsed, model: SemanticModel, values: ValueIndex) -> None:
    """"how many OECD countries are there": a count of the rows is not split by the column naming each.

    Why: grouped by a column with a different value on every row, a count of that table's rows is
    a 1 for each of them; the plural of the rows said with "how many" asks for their number.
    """
    plan = out.plan
    words = {w.lower() for w in out.words}
    if len(plan.group_by) != 1 or plan.grain or plan.limit or len(plan.metrics) != 1 or words & (_BY | _ACROSS):
        return
    metric, dim = model.metrics.get(plan.metrics[0]), plan.group_by[0]
    if (metric is None or not metric.counts_rows or metric.filters
            or dim not in model.dimensions or metric.table != model.dimensions[dim].table):
        return
    if _plural_said(model, dim, words) and _names_each_row(model, values, dim):
        plan.group_by = []
