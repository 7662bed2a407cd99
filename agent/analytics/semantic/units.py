"""Units of measurement: said in a question ("2000 miles", "an hour", "30 dakika") and in column names.

Why: a threshold with a unit names what is measured and how. "longer than 2000 miles" is about the
distance, "more than an hour late" about a delay; and "an hour" is 60 when the delay is kept in
minutes. A question's unit converts to a measure's only when the measure's unit is certain: said
in its column name (``air_time_min``, ``dist_km``, ``sure_dakika``) or fixed by convention (delays
and air time are recorded in minutes, as the US DOT's on-time data that flight exports follow).
Otherwise a duration stays a question to ask, because seconds, minutes and hours are all common.
"""

from __future__ import annotations

from dataclasses import dataclass

from agent.analytics.semantic.text import fold

__all__ = ["Unit", "unit_of", "measure_quantity", "measure_unit", "name_unit_words", "CALENDAR_WORDS"]


@dataclass(frozen=True)
class Unit:
    """A unit of one quantity (duration, length, weight, volume) and its size in the quantity's base unit."""

    quantity: str
    factor: float  # minutes for durations, metres for lengths, grams for weights, litres for volumes


_WORDS: dict[str, tuple[str, float, tuple[str, ...]]] = {
    "second": ("duration", 1 / 60, ("second", "seconds", "sec", "secs", "saniye", "sn")),
    "minute": ("duration", 1.0, ("minute", "minutes", "min", "mins", "dakika", "dk")),
    "hour": ("duration", 60.0, ("hour", "hours", "hr", "hrs", "saat")),
    "day": ("duration", 1440.0, ("day", "days", "gun")),
    "week": ("duration", 10080.0, ("week", "weeks", "hafta")),  # "emzirme süresi (hafta)": a span in weeks
    "mile": ("length", 1609.344, ("mile", "miles", "mi", "mil")),
    "km": ("length", 1000.0, ("km", "kilometer", "kilometers", "kilometre", "kilometres")),
    "metre": ("length", 1.0, ("m", "meter", "meters", "metre", "metres")),
    "foot": ("length", 0.3048, ("ft", "foot", "feet", "fit")),
    "inch": ("length", 0.0254, ("inch", "inches", "inç")),
    "cm": ("length", 0.01, ("cm", "centimeter", "centimeters", "santim", "santimetre")),
    "mm": ("length", 0.001, ("mm", "millimeter", "millimeters", "milimetre")),
    "kg": ("weight", 1000.0, ("kg", "kgs", "kilogram", "kilograms", "kilo", "kilos")),
    "gram": ("weight", 1.0, ("g", "gram", "grams", "gr")),
    "pound": ("weight", 453.59237, ("lb", "lbs", "pound", "pounds", "libre")),
    "ounce": ("weight", 28.349523125, ("oz", "ounce", "ounces", "ons")),
    "ton": ("weight", 1e6, ("ton", "tons", "tonne", "tonnes")),
    "litre": ("volume", 1.0, ("l", "lt", "litre", "litres", "liter", "liters")),
    "ml": ("volume", 0.001, ("ml", "millilitre", "millilitres", "milliliter", "milliliters", "mililitre")),
    "cc": ("volume", 0.001, ("cc", "cm3")),
    "gallon": ("volume", 3.785411784, ("gallon", "gallons", "gal", "galon")),
}
UNITS: dict[str, Unit] = {word: Unit(q, f) for q, f, words in _WORDS.values() for word in words}
# Words too short or too common to be read as a unit in a question ("m", "g", "mi" the Turkish
# question particle); they still say a column's unit at the end of its name ("length_m").
_NAME_ONLY = frozenset({"m", "g", "l", "mi", "gr", "dk", "sn", "min", "gun", "gal"})
# Calendar words are periods before they are durations: "2013 days" is no year, but "in 2 days"
# is read by the time parser.
CALENDAR_WORDS = frozenset({"day", "days", "gun", "week", "weeks", "hafta"})

_QUANTITY_WORDS = {
    "duration": frozenset({"delay", "delays", "gecikme", "rotar", "duration", "sure", "suresi", "elapsed", "wait",
                           "waiting", "bekleme", "airtime"}),
    "length": frozenset({"distance", "length", "mileage", "mesafe", "uzunluk", "uzunlugu", "yol"}),
    "weight": frozenset({"weight", "mass", "agirlik", "agirligi", "kutle"}),
    "volume": frozenset({"volume", "hacim", "hacmi", "displacement", "displ"}),
}
# The words that put a rate's second unit after its count: ``passengers_per_day``, ``yolcu_basina``
_PER = frozenset({"per", "basina", "a"})
# Durations whose unit is fixed by convention when the name does not say it.
_MINUTES_BY_CONVENTION = frozenset({"delay", "delays", "gecikme", "rotar", "airtime"})


def unit_of(cands: tuple[str, ...]) -> Unit | None:
    """The unit a question word names ("miles", "saatten" → hour), if any."""
    for cand in cands[:1] + tuple(c for c in cands[1:] if len(c) >= 3):
        if cand in UNITS and cand not in _NAME_ONLY:
            return UNITS[cand]
    return None


def _name_words(column: str) -> list[str]:
    words = [w for w in fold(column).replace("-", "_").replace(" ", "_").split("_") if w]
    joined = "".join(words)
    return [*words, joined] if len(words) > 1 else words


def measure_unit(column: str) -> Unit | None:
    """The unit a measure's column is kept in, when certain: its last name word, or a convention."""
    words = [w for w in fold(column).replace("-", "_").replace(" ", "_").split("_") if w]
    if len(words) > 2 and (words[-2] in UNITS or words[-2] in _PER) and words[-1] in UNITS:
        return None  # a rate's two units ("pace_min_mile", "tempo_dk_mil"), a count per day: no one quantity's
    if len(words) > 1 and words[-1] in UNITS:
        return UNITS[words[-1]]
    if set(_name_words(column)) & _MINUTES_BY_CONVENTION:
        return UNITS["minute"]
    return None


def measure_quantity(column: str) -> str | None:
    """What a measure's column measures (a duration, a length, a weight), from its name."""
    unit = measure_unit(column)
    if unit is not None:
        return unit.quantity
    words = set(_name_words(column))
    return next((q for q, names in _QUANTITY_WORDS.items() if words & names), None)


def name_unit_words(column: str) -> tuple[str, ...]:
    """The words a question says for the unit a column's name ends in: ``mesafe_mil`` → "mil", "miles"….

    Why: "kaç mil koştum", "how many miles", "kaç dakika sürdü" name the measure by its unit
    alone. Only a unit written in the name (no convention, no rate of two units, no "per day": the
    day of ``passengers_per_day`` is what it is counted over, and "on which day" asks for a date),
    and only the words a question may use for it (not "mi", the Turkish question particle, nor "dk").
    """
    words = [w for w in fold(column).replace("-", "_").replace(" ", "_").split("_") if w]
    if len(words) < 2 or words[-1] not in UNITS or words[-2] in UNITS or words[-2] in _PER:
        return ()
    unit = UNITS[words[-1]]
    return next((tuple(w for w in said if w not in _NAME_ONLY)
                 for quantity, factor, said in _WORDS.values() if Unit(quantity, factor) == unit), ())
