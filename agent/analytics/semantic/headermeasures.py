"""An unknown noun counted after a comparator's number, a word of one measure's header, names that measure.

Why: "average owner age of orchards with more than 2 sprays" of ``spray_count``: "sprays" was not
read, the threshold took it as the number's unit and compared the measure said before it (owner age
above 2), a wrong answer; "how many orchards had more than 2 sprays" was refused. When every word of
the unknown item right after the number is a word of the header (folded, plural, a Turkish ending) of
exactly one column a measure aggregates row by row, that measure is what is compared. With two such
columns, or none, nothing changes.
"""

from __future__ import annotations

from agent.analytics.semantic.headerwords import header_words, said_is
from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item

__all__ = ["counted_header_measures"]

_COMPARATORS = ("gt", "ge", "lt", "le")
_AFTER_FROM = ("gt_after_from", "lt_after_from")  # "2'den fazla", "5'ten az"


def _column(sql: str) -> str:
    """The bare column name of ``t."col"``."""
    return sql.rsplit(".", 1)[-1].strip('"')


def _measure_of(it: Item, rows: dict[str, str]) -> str | None:
    """The one row-valued measure whose column's header holds every word of the item."""
    said = it.text.split()
    columns: dict[str, list[str]] = {}
    for name, sql in rows.items():
        words = header_words(_column(sql))
        if all(any(said_is(s, w) for w in words) for s in said):
            columns.setdefault(sql, []).append(name)
    if len(columns) != 1:
        return None
    ((sql, names),) = columns.items()
    return next((n for n in names if n == _column(sql)), names[0])


def _counted_after(items: list[Item], k: int) -> bool:
    """Whether item k stands right after "<comparator> <number>" or Turkish "<number>'den fazla"."""
    first, second = items[k - 2], items[k - 1]
    if first.kind == "marker" and first.is_marker(*_COMPARATORS):
        return second.kind in ("number", "numword") and second.last == items[k].first
    return (first.kind in ("number", "numword") and second.kind == "marker"
            and second.is_marker(*_COMPARATORS, *_AFTER_FROM) and second.last == items[k].first)


def counted_header_measures(items: list[Item], rows: dict[str, str]) -> None:
    """Read "more than <number> <unknown header word>" ("2'den fazla ilaçlama"): a threshold on its measure."""
    for k in range(2, len(items)):
        it = items[k]
        if it.kind != "unknown" or not _counted_after(items, k) or (name := _measure_of(it, rows)) is None:
            continue
        if not any(rows.get(m.name) == rows[name] for other in items for m in other.of_kind("metric")):
            it.kind, it.meanings = "metric", [Meaning("metric", name)]  # else named already: a word of its name
