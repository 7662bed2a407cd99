"""Superlatives that pick rows: "which car is the heaviest", "en yaşlı tutuklu kaç yaşında".

Why: a superlative before the noun of a table's rows names one row (or N rows), not a total.
What the question then asks of that row decides the answer:

* nothing more ("which car is the heaviest", "en derin deprem"): the row itself, its readable
  columns beside the measure, ordered by it (``plan.rows``; the parser's ranked rows);
* the same measure again ("how old is the oldest passenger", "en yaşlı tutuklu kaç yaşında",
  "en genç tutuklunun yaşı"): the row's value of that measure is the column's highest or lowest
  value, so MAX or MIN of it — never the SUM that "kaç" or the bare column would give;
* another measure of the same rows ("en çok istasyonun kaydettiği depremin büyüklüğü", "the
  heaviest car's horsepower"): the row ordered by the first measure, showing the second.

The superlative may also follow the noun ("the course with the fewest students") and a number
says how many rows ("en büyük 5 deprem", "the 3 courses with the fewest students"). Only
measures that are one column's value per row qualify (``thresholds.row_values``), and only a
noun that counts the measure's own table's rows (its COUNT(*) measure, or an unknown noun the
parser already read as those rows). A question that names a breakdown ("which island has the
heaviest penguins on average", "by city") ranks its members instead, as the parser does.

"en çok istasyon" names the measure that counts the stations (``istasyon sayısı``):
:func:`read_counted_nouns` reads it before the rows are picked.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.rowkeys import key_counts
from agent.analytics.semantic.text import candidates, fold, phrase_key
from agent.analytics.semantic.thresholds import count_metric, row_values

__all__ = ["RowPick", "read_row_pick", "apply_row_pick", "rank_which_rows", "read_counted_nouns"]


@dataclass
class RowPick:
    """The rows a superlative picked: ordered by ``order``, showing ``shown`` beside it."""

    order: str
    shown: list[str] = field(default_factory=list)
    limit: int = 1
    descending: bool = True


def _variant(model: SemanticModel, metric: str, function: str) -> str | None:
    """The metric taking ``function`` (MAX, MIN) of the same column as ``metric``, if the model has one."""
    spec = model.metrics.get(metric)
    inner = re.match(r"^[A-Z_]+\((.*)\)$", spec.expression.strip()) if spec else None
    if spec is None or inner is None:
        return None
    wanted = f"{function}({inner.group(1)})"
    return next((n for n, m in model.metrics.items() if m.table == spec.table and m.expression == wanted), None)


def _metric(it: Item) -> str | None:
    metrics = it.of_kind("metric")
    return metrics[0].name if it.kind in ("metric", "entity") and metrics else None


def _names_rows(it: Item, counted: str | set[str]) -> bool:
    """Whether an item is the noun of the rows that ``counted`` counts ("deprem", "tutuklu", "car")."""
    names = {counted} if isinstance(counted, str) else counted
    return it.kind in ("metric", "entity") and any(m.kind == "metric" and m.name in names for m in it.meanings)


def _row_nouns(model: SemanticModel, counted: str) -> set[str]:
    """The measures whose word names a table's rows: its row count, and distinct counts of its own key."""
    return {counted} | key_counts(model, model.metrics[counted].table)


def read_row_pick(items: list[Item], model: SemanticModel, rows: dict[str, str],
                  language: str = "en") -> RowPick | None:
    """Read "<superlative> <measure> [N] <rows noun> … <measure asked>" as described in the module docstring.

    The same measure asked again becomes its MAX or MIN here (the items are rewritten in place);
    another measure asked comes back as a :class:`RowPick` for :func:`apply_row_pick`.
    """
    for k, it in enumerate(items):
        highest = it.is_marker("most")
        if it.kind != "marker" or highest == it.is_marker("least") or k + 1 >= len(items):
            continue
        measure = _metric(items[k + 1])
        if measure is None or measure not in rows or measure not in model.metrics:
            continue
        counted = count_metric(model, model.metrics[measure].table)
        if counted is None:
            continue
        nouns = _row_nouns(model, counted)
        found = _noun_after(items, k, nouns) or _noun_before(items, k, nouns)
        if found is None:
            continue
        if any(i not in found[0] and (x.kind in ("dim", "grain", "unit") or x.is_marker("average", "by", "by_post"))
               for i, x in enumerate(items)):
            return None  # "which island has the heaviest penguins on average": the island is ranked
        return _pick(items, model, rows, language, k, measure, counted, *found)
    return None


def _noun_after(items: list[Item], k: int, counted: set[str]) -> tuple[set[int], int, int | None, bool] | None:
    """ "en büyük 5 deprem", "en çok istasyonun kaydettiği deprem": the span, the noun, the number."""
    j, limit, verb = k + 2, None, False
    while j + 1 < len(items):
        if limit is None and items[j].kind in ("number", "numword") and items[j].number:
            limit, j = int(items[j].number), j + 1
        elif not verb and items[j].kind == "unknown" and _RELATIVE.match(fold(items[j].text)):
            verb, j = True, j + 1  # "en çok istasyonun kaydettiği deprem": how the measure relates to the rows
        else:
            break
    if j >= len(items) or not _names_rows(items[j], counted):
        return None
    return set(range(k, j + 1)), j, limit, True


def _noun_before(items: list[Item], k: int, counted: set[str]) -> tuple[set[int], int, int | None, bool] | None:
    """ "the course with the most students", "the 3 courses with the fewest students"."""
    r = k - 1
    while r >= 0 and items[r].kind == "marker" and items[r].is_marker("include"):
        r -= 1  # "with", "having", "ile"
    if r < 0 or not _names_rows(items[r], counted):
        return None
    number = items[r - 1] if r > 0 and items[r - 1].kind in ("number", "numword") and items[r - 1].number else None
    first = r - 1 if number is not None else r
    return set(range(first, k + 2)), r, int(number.number) if number is not None else None, False


def _pick(items: list[Item], model: SemanticModel, rows: dict[str, str], language: str, k: int, measure: str,
          counted: str, pattern: set[int], noun: int, limit: int | None, after: bool) -> RowPick | None:
    """What the question asks of the picked rows (see the module docstring); items are rewritten in place."""
    highest = items[k].is_marker("most")
    table = model.metrics[measure].table
    asked = [(i, name) for i, x in enumerate(items) if i not in pattern and (name := _metric(x))
             and name in rows and name != counted and model.metrics[name].table == table]
    if not asked:  # "en derin deprem", "en büyük 5 deprem", "en yaşlı oyuncular": the rows themselves
        if limit is None and any(x.kind in ("number", "numword") for x in items):
            return None  # "top 3 heaviest penguins": the ranking's own number
        _drop(items, {i for i in pattern if items[i].kind == "unknown"}, asking=[])
        return RowPick(measure, [], limit or (10 if _plural(items[noun], language) else 1), highest)
    same = [i for i, name in asked if rows[name] == rows[measure]]
    others = list(dict.fromkeys(name for i, name in asked if rows[name] != rows[measure]))
    if same and not others and limit is None:
        extreme = _variant(model, measure, "MAX" if highest else "MIN")
        if extreme is None:
            return None
        items[k + 1].kind, items[k + 1].meanings = "metric", [Meaning("metric", extreme)]
        _drop(items, pattern - {k + 1} | set(same), asking=[min(pattern), *same])
        return None
    if others and not same:
        _drop(items, pattern | {i for i, _ in asked}, asking=[min(pattern), *(i for i, _ in asked)])
        return RowPick(measure, others, limit or 1, highest)
    return None


_RELATIVE = re.compile(r"^[a-z]{3,}(?:[dt][iu]g[iu](?:n[iu]n|n[ae]|n[ae]n)?|y?[ae]n)$")
_COUNT_WORDS = (("sayisi",), ("sayi",), ("count",), ("adedi",))


def read_counted_nouns(items: list[Item], model: SemanticModel) -> None:
    """ "en çok istasyonun …", "the most stations": the measure that counts those things.

    Why: a file keeps how many of something a row has in a column named for the count ("istasyon
    sayısı", "station count", "number of stations"), while a superlative names the things
    themselves. Right after most/least, an unknown word that is the counted noun of exactly one
    such measure is that measure.
    """
    counted: dict[str, set[str]] = {}
    rows = row_values(model)
    for name, metric in model.metrics.items():
        if name not in rows or metric.expression.strip().upper().startswith(("MAX(", "MIN(", "AVG(")):
            continue
        for phrase, _ in metric.all_synonyms():
            words = phrase_key(phrase)
            if len(words) == 2 and words[1:] in _COUNT_WORDS:
                counted.setdefault(words[0], set()).add(name)
            elif len(words) == 3 and words[:2] == ("number", "of"):
                counted.setdefault(words[2], set()).add(name)
    for k, it in enumerate(items[:-1]):
        nxt = items[k + 1]
        if it.kind != "marker" or not it.is_marker("most", "least") or nxt.kind != "unknown":
            continue
        fits = {n for c in candidates(fold(nxt.text)) for n in counted.get(c, ())}
        if len(fits) == 1:
            nxt.kind, nxt.meanings = "metric", [Meaning("metric", fits.pop())]
    _most_keyed_rows(items, model)


def _most_keyed_rows(items: list[Item], model: SemanticModel) -> None:
    """ "which region has the most districts": the plural of the column that keys the rows counts them.

    Why: in a table of districts (named ``cholera``) each row is one district, keyed by its
    ``district`` column; after most/least its plural asks for the number of rows, as "the most
    contestants" does of ``rpdr_contestants``. A breakdown by the key ("by district") is left alone.
    """
    from agent.analytics.semantic.rownouns import key_column, names_table_rows

    for k, it in enumerate(items[:-1]):
        nxt = items[k + 1]
        if it.kind != "marker" or not it.is_marker("most", "least") or nxt.kind != "dim":
            continue
        dims = [m.name for m in nxt.of_kind("dim") if m.name in model.dimensions]
        if len(dims) != 1 or (key := key_column(model, dims[0])) is None:
            continue
        table = model.dimensions[dims[0]].table
        counted = count_metric(model, table)
        if counted and names_table_rows(nxt.text, table, key):
            nxt.kind, nxt.meanings = "metric", [Meaning("metric", counted)]


def _plural(it: Item, language: str) -> bool:
    """Whether the rows' noun is plural: Turkish by -lar/-ler only ("ders" is one course)."""
    return fold(it.text).endswith(("lar", "ler")) if language == "tr" else it.plural


def _drop(items: list[Item], gone: set[int], asking: list[int]) -> None:
    """Remove the picked items, and a "how many"/"kaç" right before them: it asks the value, not a count."""
    for i in asking:
        if i > 0 and items[i - 1].is_marker("count") and items[i - 1].kind == "marker":
            gone.add(i - 1)
    items[:] = [x for i, x in enumerate(items) if i not in gone]


def apply_row_pick(pick: RowPick | None, out: Parsed) -> None:
    """The rows ordered by the superlative's measure, showing the measures asked of them."""
    if pick is None:
        return
    plan = out.plan
    plan.metrics = [pick.order, *pick.shown]
    plan.order_by, plan.rows, plan.limit, plan.descending = pick.order, True, pick.limit, pick.descending
    plan.group_by, plan.grain = [], None
    out.signals |= {"metric", "limit"}  # a data question, though its words were read here


def rank_which_rows(out: Parsed, model: SemanticModel, rows: dict[str, str], extremes: dict[str, bool]) -> None:
    """ "which car is the heaviest", "which car has the highest weight": the row with that value.

    Why: "heaviest" alone reads as the highest weight, and "which car" as the table's rows; with
    nothing to break down, "which" asks for the row holding the extreme, not for a count of cars
    beside the highest weight. Only on a table whose rows have no key to group by (the members of
    a key are ranked as members).
    """
    plan = out.plan
    if out.rank is not None or plan.group_by or plan.grain or plan.rows or "which" not in out.cues:
        return
    extreme = [m for m in plan.metrics if m in extremes and m in rows]
    if len(extreme) != 1:
        return
    table = model.metrics[extreme[0]].table
    counted = count_metric(model, table)
    # "which Japanese car had the highest mpg": the rows' noun after a value is read into the value's filter,
    # so only the extreme is left; the value's rows are still the rows picked (twenty-sixth round, xphr26)
    narrowed = plan.metrics == extreme and any(f.op == "in" and model.dimensions[f.dimension].table == table
                                               for f in plan.filters if f.dimension in model.dimensions)
    if not narrowed and (len(plan.metrics) != 2 or counted not in plan.metrics):
        return
    if any(d.key for d in model.dimensions.values() if d.table == table):
        return
    plan.metrics, plan.rows, plan.limit, plan.descending = extreme, True, 1, extremes[extreme[0]]
