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
from agent.analytics.semantic.related import base_forms
from agent.analytics.semantic.text import fold

__all__ = ["counted_header_measures", "measure_before_its_number", "numbered_as_value", "single_as_one",
           "unit_and_noun_measures"]

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


def unit_and_noun_measures(items: list[Item], rows: dict[str, str]) -> None:
    """Read "more than 3 week nights" as one header: a unit word and the noun after it.

    Why: a column can count a kind of period, named by the unit and the noun it qualifies
    (``stays_in_week_nights``, ``works_day_shifts``); said after a threshold's number, the unit was
    read as the number's unit (a duration of 3 weeks, which no column is kept in) and the noun left
    unknown (or, known, naming several measures): the question was refused. When the unit and the
    noun right after it are together words of exactly one measure's header, they are that measure,
    counted after the number; a verb right before the comparator that is, in its dictionary form
    only, a word of that header ("stayed" of ``stays_*``) says the same measure and goes with it.
    Read before the rows' noun is looked for, so that "bookings" finds the measure's table.
    """
    for k in range(2, len(items) - 1):
        unit, noun = items[k], items[k + 1]
        if (unit.kind != "unit" or noun.kind not in ("unknown", "metric", "entity") or noun.first != unit.last
                or not _counted_after(items, k)):
            continue
        name = _measure_of(Item("unknown", unit.first, noun.last, f"{unit.text} {noun.text}"), rows)
        if name is None or (noun.kind != "unknown" and rows[name] not in {
                rows.get(m.name) for m in noun.of_kind("metric")}):
            continue  # a known noun ("shifts" of day and night shifts): the unit picks one of its measures
        noun.kind, noun.first, noun.text = "metric", unit.first, f"{unit.text} {noun.text}"
        noun.meanings = [Meaning("metric", name)]
        verb = items[k - 3] if k >= 3 else None
        if verb is not None and verb.kind in ("unknown", "metric", "entity") and _verb_of(verb.text, rows[name]):
            verb.kind = "stop"  # "stayed more than 3 week nights": the verb of stays_in_week_nights
        del items[k]
        items[:] = [it for it in items if it.kind != "stop"]
        return


def _verb_of(said: str, sql: str) -> bool:
    """Whether a one-word verb is, in a dictionary form only, a word of the column's header ("stayed" of ``stays_*``).

    Known or not ("slept" may already name the ``sleeps_*`` columns), it then says the compared
    measure again; a header word itself ("nights") is never taken for its verb.
    """
    words, said = header_words(_column(sql)), fold(said)
    if " " in said or any(said_is(said, w) for w in words):
        return False  # a word of the header itself ("nights"), not a verb said of it
    return any(said_is(b, w) for b in base_forms(said) if b != said for w in words)


def counted_header_measures(items: list[Item], rows: dict[str, str]) -> None:
    """Read "more than <number> <unknown header word>" ("2'den fazla ilaçlama"): a threshold on its measure."""
    for k in range(2, len(items)):
        it = items[k]
        if it.kind != "unknown" or not _counted_after(items, k) or (name := _measure_of(it, rows)) is None:
            continue
        if not any(rows.get(m.name) == rows[name] for other in items for m in other.of_kind("metric")):
            it.kind, it.meanings = "metric", [Meaning("metric", name)]  # else named already: a word of its name


_ABLATIVE = ("den", "dan", "ten", "tan")  # "3 kişiden fazla", "4 odadan az"


def measure_before_its_number(items: list[Item], rows: dict[str, str]) -> None:
    """Read "<number> <measure's noun>-den fazla/az" ("3 kişiden fazla ev") as a threshold on that measure.

    Why: Turkish counts the thing compared after the number and before the comparator, in the
    ablative: "3 kişiden fazla hane" (households of more than 3 people) of ``hanedeki_kisi_sayisi``,
    "4 odadan az ev" of ``oda_sayisi``. The noun names the measure, but right after a number it was
    read as a value of the measure's column ("kişi sayısı: 3") and the comparator was lost: a wrong
    count. The noun must name one measure that has a value on each row, said in the ablative with
    a comparator right after; it is put before the number, where the threshold reader looks.
    """
    for k in range(1, len(items) - 1):
        number, noun, comparator = items[k - 1], items[k], items[k + 1]
        if (number.kind != "number" or noun.kind not in ("entity", "metric", "dim") or noun.first != number.last
                or comparator.kind != "marker" or not comparator.is_marker(*_COMPARATORS, *_AFTER_FROM)
                or not fold(noun.text).endswith(_ABLATIVE) or "'" in number.text):
            continue
        named = {rows[m.name] for m in noun.of_kind("metric") if m.name in rows}
        if len(named) != 1:
            continue
        name = next(m.name for m in noun.of_kind("metric") if m.name in rows)
        noun.kind, noun.meanings = "metric", [Meaning("metric", name)]
        items[k - 1], items[k] = noun, number
        return


_HAVING_SUFFIXES = ("lik", "lık", "luk", "lük", "li", "lı", "lu", "lü")  # "kişilik", "odalı", folded or not


def single_as_one(items: list[Item]) -> None:
    """Read "tek" before a counted noun with -lik/-li ("tek kişilik hane", "tek odalı ev") as the number 1.

    Why: "tek" is Turkish for "one" only in this place; elsewhere it is "single" or "only" ("tek bir
    çeyrekte", "tek tek"), so it is not a number word. Before a noun naming a count said with the
    having suffix it is the count 1, as "2 kişilik" is 2: "tek kişilik hanelerin ortalama geliri"
    lost the word and averaged every household, a wrong answer with the look of a right one.
    """
    for k in range(len(items) - 1):
        single, noun = items[k], items[k + 1]
        if (single.kind == "unknown" and fold(single.text) == "tek" and noun.first == single.last
                and noun.kind in ("entity", "metric", "dim") and len(noun.text.split()) == 1
                and fold(noun.text).endswith(tuple(fold(x) for x in _HAVING_SUFFIXES))
                and noun.of_kind("metric")):
            items[k] = Item("number", single.first, single.last, "1")


_NUMBERED = frozenset({"numarali", "nolu", "kodlu", "numbered"})  # folded "numaralı", "nolu", "kodlu"


def numbered_as_value(items: list[Item]) -> None:
    """Drop "numaralı" between a number and a column ("9 numaralı sektörde"): the number is its value.

    Why: "9 numaralı sektörde kaç firma var" (in sector number 9) read "numaralı" as the rows' noun
    and the number as a threshold, "sektor > 0", a wrong count. Without the word, a number right
    before a column's name is one of its values, as "4 vitesli" is.
    """
    for k in range(1, len(items) - 1):
        number, word, column = items[k - 1], items[k], items[k + 1]
        if (number.kind == "number" and word.kind == "unknown" and fold(word.text).replace("'", "") in _NUMBERED
                and column.kind in ("dim", "entity", "metric") and number.last == word.first
                and word.last == column.first):
            word.kind = "stop"
    items[:] = [it for it in items if it.kind != "stop"]
