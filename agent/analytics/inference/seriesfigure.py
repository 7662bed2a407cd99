"""A table of one figure per period is named after that figure: "köprü trafiği" is its traffic, not its months.

Why (twenty-third round): a monthly series exported from a spreadsheet (Yıl, Ay, "Araç Sayısı (bin)" in
``kopru_trafigi``; year, month, passengers in ``airline_traffic``) has one row per period and one
thing measured. Its name says what is measured: "yıllara göre toplam köprü trafiği", "en az trafik
hangi ayda", "trafiğin 600 bini aştığı aylar" ask for that figure, and read as the table's row
count they counted months. Only a table whose rows are its periods (one row each, no label beside:
``workspaces.grain``) and whose measures all read one column; the row count keeps "rows" and
"number of …", and "kaç ay" still counts the periods.
A rate so kept ("Konut Yakıt Tüketimi (bin varil/gün)" in ``yakit_tuketimi``) is averaged, not summed:
its one measure is named so too (twenty-fifth round).
"""

from __future__ import annotations

from typing import Any

from agent.analytics.inference.names import singular
from agent.analytics.inference.nounforms import possessive_stems, turkish_singulars
from agent.analytics.semantic.text import fold

__all__ = ["figure_of_a_series"]

_SOFTENED = {"g": "k", "b": "p", "d": "t"}  # folded "trafiğ" is "trafik" before a vowel ending


def _head_forms(head: str) -> list[str]:
    """The head word as said alone: itself, its singular, the noun it is the possessive of, unsoftened."""
    stems = possessive_stems(head)
    unsoftened = [s[:-1] + _SOFTENED[s[-1]] for s in stems if s[-1:] in _SOFTENED]
    return list(dict.fromkeys([head, singular(head), *stems, *unsoftened]))


def figure_of_a_series(table: str, things: str, grain: Any, count: dict, metrics: dict[str, dict],
                       operators: dict[str, tuple[str, str, list[str], str]]) -> None:
    """Give the table's name (and its last word alone) from the row count to its one measured column."""
    if grain is None or grain.entity is not None or grain.period not in ("day", "month", "quarter", "year"):
        return
    columns = {column for owner, column, _said, _label in operators.values() if owner == table}
    if len(columns) != 1:
        return
    column = columns.pop()
    on_it = [key for key, (owner, col, _said, _label) in operators.items() if owner == table and col == column]
    owned = [key for key in on_it if metrics[key]["expression"].upper().startswith("SUM(")]
    if not owned:  # a rate ("bin varil/gün", per day) is averaged, never summed: its one measure is that
        owned = [key for key in on_it if not metrics[key]["expression"].upper().startswith("COUNT")]
    if len(owned) != 1:
        return
    words = things.split()
    said = {things, singular(things), table.replace("_", " "), singular(table).replace("_", " "),
            *turkish_singulars(things)}  # "otoyol geçişi" of otoyol_gecisleri
    moved = [w for w in count["synonyms"]["any"] if fold(w) in said]
    count["synonyms"]["any"] = [w for w in count["synonyms"]["any"] if w not in moved]
    moved += [*turkish_singulars(things), *(_head_forms(words[-1]) if words else [])]
    synonyms = metrics[owned[0]]["synonyms"]["any"]
    synonyms.extend(w for w in dict.fromkeys(moved) if w not in synonyms)
    operators[owned[0]][2].extend(w for w in dict.fromkeys(moved) if w not in operators[owned[0]][2])
