"""A Turkish threshold whose unit opens the measure's name: "10 günden fazla hastanede yatan" (days in hospital).

Why: Turkish says a threshold on a count of days, visits or hours with the number and its unit first
and the rest of the measure's name after the comparator ("30 günden fazla devamsızlık yapan",
"10 günden fazla hastanede yatan"), while the file names the measure with the unit last
(``devamsizlik_gun``, ``hastanede_yatilan_gun``). No measure stood before the number, the one after
it was split into words the engine did not know, and the number was left unexplained (or the unit
read as a period). The unit and the words after the comparator that together are a measure's whole
name are that measure, put before the number, where the threshold reader looks for it.
"""

from __future__ import annotations

import re

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import Token, candidates, fold

__all__ = ["measure_after_unit", "unit_after_the_number"]

_AFTER = 4  # how many words after the comparator the rest of the name may take
# The verb of doing the measured thing after its name: the participle ("devamsızlık yapan") or the
# perfect ("eğitim almış"), folded
_DOING = ("an", "en", "mis", "mus")
_COMPARATORS = ("gt", "ge", "lt", "le", "gt_after_from", "lt_after_from")  # "fazla", "az" after "-den"


def _voices(word: str) -> set[str]:
    """A word and, for a passive participle, its active one: "yatilan" (lain) is also "yatan" (lying)."""
    out = {word}
    for passive in ("ilan", "ulan", "ilen", "ulen"):
        if word.endswith(passive) and len(word) > len(passive) + 1:
            out.add(word[: -len(passive)] + passive[-2:])
    return out


def _said(word: str, tokens: list[Token]) -> int | None:
    """The index in ``tokens`` of the question word that says a name's word, in either voice."""
    forms = _voices(word)
    return next((k for k, t in enumerate(tokens) if forms & ({t.text, *t.cands} | _voices(t.text))), None)


def _column_words(model: SemanticModel, rows: dict[str, str]) -> list[tuple[str, list[str]]]:
    """(metric, its column's name words) for the measures that sum one whole-number column."""
    from agent.analytics.inference.names import name_words

    out = []
    for name, column in rows.items():
        metric = model.metrics[name]
        if metric.format == "count" and metric.expression.strip().upper().startswith("SUM("):
            out.append((name, name_words(column.rsplit(".", 1)[-1].strip('"'))))
    return out


def measure_after_unit(items: list[Item], tokens: list[Token], model: SemanticModel, rows: dict[str, str]) -> None:
    """Read "<number> <unit>-den fazla/az <rest of the name>" as a threshold on the measure so named."""
    for k in range(2, len(items)):
        number, unit, comparator = items[k - 2], items[k - 1], items[k]
        if number.kind != "number" or unit.kind != "unit" or not comparator.is_marker("gt", "lt"):
            continue
        after = tokens[comparator.last: comparator.last + _AFTER]
        unit_forms = set(candidates(tokens[unit.first].text))
        for name, words in _column_words(model, rows):
            if len(words) < 2 or not unit_forms & set(candidates(words[-1])):  # ``egitim_yili``: the unit possessed
                continue
            said = [_said(w, after) for w in words[:-1]]
            if any(at is None for at in said):
                continue
            last = comparator.last + max(at for at in said if at is not None) + 1
            if last < len(tokens) and tokens[last].text.endswith(_DOING) and not any(
                    it.first == last and it.kind not in ("unknown", "marker") for it in items):
                last += 1  # "devamsızlık yapan": the verb of doing the measured thing
            measure = Item("metric", comparator.last, last, " ".join(t.raw for t in tokens[comparator.last:last]),
                           [Meaning("metric", name)])
            kept = [it for it in items if not (comparator.last <= it.first < last) and it is not unit]
            at = kept.index(number)  # the unit is the measure's own: "<measure> 10 fazla" is what is read
            items[:] = [*kept[:at], measure, *kept[at:]]
            return


def _one_column_words(expression: str) -> list[str]:
    """The words of the one column a measure's expression reads (``SUM(t."is_deneyimi_yil")``), else []."""
    from agent.analytics.inference.names import name_words  # read on demand: inference imports semantic

    names = re.findall(r'"([^"]+)"', expression)
    return [fold(w) for w in name_words(names[0])] if len(set(names)) == 1 else []


def unit_after_the_number(items: list[Item], model: SemanticModel) -> None:
    """ "iş deneyimi 20 yıldan fazla": the unit after the number is the measure's own, not another column.

    Why: a measure kept in years or days (``is_deneyimi_yil``) is compared with a number said with its
    unit ("20 yıldan fazla", "30 günden az"); where another table has a column of that name (a ``yil``
    of visits), the unit was read as that column, the threshold lost its number and the question was
    refused (holdout9_tr t13). A word after the number whose stems hold the last word of the measure's
    column name before it, followed by a comparator, only says how the number is counted.
    """
    for k in range(2, len(items) - 1):
        measure, number, unit, comparator = items[k - 2], items[k - 1], items[k], items[k + 1]
        if (measure.kind != "metric" or number.kind != "number" or unit.kind not in ("dim", "entity", "metric")
                or unit.last - unit.first != 1 or not comparator.is_marker(*_COMPARATORS)):
            continue
        names = [_one_column_words(model.metrics[m.name].expression) for m in measure.of_kind("metric")
                 if m.name in model.metrics]
        said = set(candidates(fold(unit.text).split("'")[0]))
        if names and all(len(w) > 1 and said & set(candidates(w[-1])) for w in names):
            unit.kind = "stop"
