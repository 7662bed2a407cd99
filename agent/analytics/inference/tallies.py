"""Summary tables that keep how many things each row stands for in a bare ``count``/``n``/``total`` column.

Why: a tidy summary names its table after the things counted (``medals``, ``murders``,
``cases``) and keeps their number per row in a column with no noun of its own (``count``,
``n``, ``freq``, ``total``). "How many medals", "medals by nation" and "which state had the
most murders" then add that column up: counting the rows would count nations or states. The
words for the table's things go to the column's sum; "rows" and "records" keep the row count.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from agent.analytics.semantic.text import fold

__all__ = ["TALLY_NAMES", "move_row_words", "tally_column"]

# Column names that hold a number of things and say nothing else (English and Turkish, folded). Not
# "number" (a jersey's number) nor "adet" (a sale's quantity): those are a row's own value.
TALLY_NAMES = frozenset({"count", "counts", "n", "cnt", "freq", "frequency", "tally", "frekans"})
# "total" is also a money amount (an invoice's total): it tallies only in a table of named things.
_TOTAL_NAMES = frozenset({"total", "totals", "toplam"})
_INTEGER_TYPES = ("BIGINT", "INTEGER", "SMALLINT", "TINYINT", "HUGEINT", "UBIGINT", "UINTEGER", "USMALLINT", "UTINYINT")


def tally_column(columns: Sequence[Any], unique: Iterable[str], text: set[str], table: str = "") -> str | None:
    """The one whole-number column of a table named only as a count, or None.

    ``unique`` are the columns with no repeated value and ``text`` the text columns: a ``total``
    counts only where a text column names each row once (a state's total), since a table of
    orders or invoices keeps its money ``total`` beside numeric ids.
    """
    named_rows = bool(set(unique) & text)
    found = [c.name for c in columns
             if str(c.db_type).upper().startswith(_INTEGER_TYPES)
             and (_key(c.name) in TALLY_NAMES or (named_rows and _key(c.name) in _TOTAL_NAMES))]
    return found[0] if len(found) == 1 else _dated_tally(columns, text, table)


# The last word of a column that holds a number of things: "gelen_sayisi", "visitor_count", "kisi_adedi".
_NUMBER_OF = frozenset({"sayisi", "count", "adedi"})


def _dated_tally(columns: Sequence[Any], text: set[str], table: str = "") -> str | None:
    """The number column of a table of counts per period and group: ``gelen_sayisi`` of (çeyrek, ülke, gelen_sayısı).

    Why: a summary export keeps one row per period and group and the number of things in a column
    named as a number ("gelen_sayisi" arrivals, "visitor_count"); its rows are no things, so "kaç
    turist geldi" or "how many visitors" adds that column up. Only a dated table whose every other
    column is text, with that one whole-number column: a second measure (an earthquake's magnitude
    beside its ``olu_sayisi``) makes the rows things of their own. The column may also be named after
    the table itself (``wine_sales_bottles…`` in ``wine_sales``): the table is named for that figure.
    Not a table dated by timestamps: a summary is per day or period, and rows stamped with a time of
    day are events (tweets, each with its ``retweet_count``), counted as rows.
    """
    dated = [c for c in columns if str(c.db_type).upper().startswith(("DATE", "TIMESTAMP"))]
    numbers = [c for c in columns if c.name not in text and c not in dated]
    if any(str(c.db_type).upper().startswith("TIMESTAMP") for c in dated):
        return None  # a time of day: each row an event at an instant (a tweet and its retweet_count), no period
    if not dated or len(numbers) != 1 or not str(numbers[0].db_type).upper().startswith(_INTEGER_TYPES):
        return None
    name = _key(numbers[0].name)
    # "wine_sales_bottles_up_to_1_litre" of ``wine_sales``, "births" of ``births``: the one figure a dated
    # table is named after is what its name counts ("total wine sales in 1990" adds it up)
    named = len(_key(table)) >= 4 and (name == _key(table) or name.startswith(_key(table) + "_"))
    return numbers[0].name if name.rsplit("_", 1)[-1] in _NUMBER_OF or name.startswith("number_of_") or named else None


def move_row_words(count: dict, tally: dict, tally_words: list[str], keep: Iterable[str]) -> None:
    """Give the words for the table's things from its row count to the tally's sum.

    ``keep`` are the words that mean rows whatever they hold ("rows", "records", "people"); the
    row count keeps them and is labelled as a number of rows. ``tally_words`` are the words the
    tally's operator variants are built from ("median murders", "average number of murders").
    """
    kept = {fold(w) for w in keep}
    moved = [w for w in count["synonyms"]["any"] if fold(w) not in kept]
    if not moved:
        return
    count["synonyms"]["any"] = [w for w in count["synonyms"]["any"] if fold(w) in kept]
    said = count["label"]["en"].removeprefix("number of ")
    count["label"] = {"en": f"number of {said} rows"}
    tally["synonyms"]["any"] = list(dict.fromkeys([*tally["synonyms"]["any"], *moved]))
    tally["label"] = {"en": f"number of {said}"}
    tally_words.extend(w for w in moved if w not in tally_words)


def _key(name: str) -> str:
    return fold(name).replace(" ", "_").replace("-", "_").strip("_")
