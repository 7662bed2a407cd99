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

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import Token, candidates

__all__ = ["measure_after_unit"]

_AFTER = 4  # how many words after the comparator the rest of the name may take


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
            if len(words) < 2 or words[-1] not in unit_forms:
                continue
            said = [_said(w, after) for w in words[:-1]]
            if any(at is None for at in said):
                continue
            last = comparator.last + max(at for at in said if at is not None) + 1
            if last < len(tokens) and tokens[last].text.endswith(("an", "en")) and not any(
                    it.first == last and it.kind not in ("unknown", "marker") for it in items):
                last += 1  # "devamsızlık yapan": the verb of doing the measured thing
            measure = Item("metric", comparator.last, last, " ".join(t.raw for t in tokens[comparator.last:last]),
                           [Meaning("metric", name)])
            kept = [it for it in items if not (comparator.last <= it.first < last) and it is not unit]
            at = kept.index(number)  # the unit is the measure's own: "<measure> 10 fazla" is what is read
            items[:] = [*kept[:at], measure, *kept[at:]]
            return
