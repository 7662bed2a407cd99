"""A threshold said with a unit and no measure: "sampled above 500 metres", "above 70 degrees".

Why: the unit says what is compared. "how many chicks were sampled above 500 metres" compares the
table's one length (``height``), "how many hours was Seattle above 70 degrees" its one temperature
(``temp``); with no measure named, the number was left not understood. The unit's quantity (a
length, a weight, a temperature…) picks the one measure of that quantity on the counted table, by
its name; two such measures (a height and a depth) leave the question to be asked again.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.moneythresholds import counted_tables
from agent.analytics.semantic.text import candidates, fold
from agent.analytics.semantic.units import measure_quantity, unit_of

__all__ = ["quantity_measure"]

_TEMPERATURE_UNITS = frozenset({"degree", "degrees", "celsius", "fahrenheit", "derece"})
# names of measures of a quantity beyond those ``units`` reads from a name's unit
_QUANTITY_NAMES = {
    "temperature": frozenset({"temp", "temperature", "tmax", "tmin", "sicaklik", "sicakligi"}),
    "length": frozenset({"height", "altitude", "elevation", "depth", "width", "alt", "elev", "rakim",
                         "yukseklik", "yuksekligi", "derinlik", "derinligi"}),
}


def _quantity_said(word: str) -> str | None:
    """The quantity a unit word names: metres → length, degrees → temperature."""
    if word in _TEMPERATURE_UNITS:
        return "temperature"
    unit = unit_of(candidates(word))
    return unit.quantity if unit is not None else None


def _quantity_of(column: str) -> str | None:
    from agent.analytics.inference.names import name_words  # inference imports this package: read late

    words = set(name_words(column)) | {fold(column)}
    named = next((q for q, names in _QUANTITY_NAMES.items() if words & names), None)
    return named or measure_quantity(column)


def quantity_measure(items: list[Item], num_at: int, words: tuple[str, ...], rows: dict[str, str],
                 model: SemanticModel) -> str | None:
    """The one measure of the quantity the unit after the number names, on the counted table."""
    after = fold(words[items[num_at].last]) if items[num_at].last < len(words) else ""
    wanted = _quantity_said(after)
    if wanted is None:
        return None
    counted = counted_tables(items, model)
    options: dict[str, str] = {}  # column SQL -> its first measure, in model order
    for name, sql in rows.items():
        if counted and model.metrics[name].table not in counted:
            continue
        if _quantity_of(sql.rsplit(".", 1)[-1].strip('"')) == wanted:
            options.setdefault(sql, name)
    return next(iter(options.values())) if len(options) == 1 else None
