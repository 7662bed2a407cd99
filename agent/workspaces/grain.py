"""What one row of an uploaded table stands for, found from the data: a day, a month, or one thing per period.

Why: analysts count a table's rows by what the rows are. A daily weather table has one row per
day, so "how many days" and "snowy days per year" count its rows; a table of monthly prices of
five stocks has one row per stock per month, so "how many stocks" counts distinct symbols and
"per stock" groups by the symbol, not by the table. Neither is in the column names; both are one
aggregate query on the analyst's connection (personal columns are not there), run once per upload.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from agent.workspaces.periodparts import part_periods
from agent.workspaces.profile import decimal_profile, integer_profile

__all__ = ["RowGrain", "date_periods", "few_valued_integers", "numbering_columns", "row_grain", "zero_one_integers"]

MAX_ENTITY_VALUES = 1000  # an entity column is a low-cardinality label: symbols, stations, countries


@dataclass(frozen=True)
class RowGrain:
    """One row per ``period`` of ``column`` (and per value of ``entity``, when set)."""

    column: str
    period: str  # "day", "month", "quarter" or "year"
    entity: str | None = None
    names_rows: bool = True  # the entity is what the rows are ("how many stocks"), not only a panel's label
    numbered: bool = False  # the entity is a number naming each thing (``idcode``): counted, never a breakdown


def _q(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _period(db: Any, table: str, column: str) -> str:
    """The coarsest calendar unit every value sits on: a month when all are the 1st, and so on."""
    sql = (f"SELECT count(*) FILTER (WHERE day({_q(column)}) <> 1), "
           f"count(*) FILTER (WHERE month({_q(column)}) <> 1) FROM {_q(table)}")
    not_first_day, not_january = db.execute(sql, limit=1).rows[0]
    if not_first_day:
        return "day"
    if not_january:
        off_quarter = db.execute(f"SELECT count(*) FILTER (WHERE month({_q(column)}) NOT IN (1, 4, 7, 10)) "
                                 f"FROM {_q(table)}", limit=1).rows[0][0]
        return "month" if off_quarter else "quarter"  # a quarterly series is dated on its quarters' first days
    return "year"


_NAME_WORDS = frozenset({"name", "title", "label", "ad", "adi", "isim"})


def _own_name(column: str, entity: str) -> bool:
    """``name`` or ``storm_name`` in storms: the name of the rows' things, not a ``study_name``."""
    words = [w for w in column.lower().replace(".", "_").split("_") if w]
    return bool(words) and words[-1] in _NAME_WORDS and all(w.rstrip("s") == entity for w in words[:-1])


def _repeated_name(db: Any, info: Any) -> RowGrain | None:
    """A name column whose values repeat a lot: the rows are observations of the named things.

    Why: a table of storm tracks holds one row per storm per six hours; "how many storms" counts
    distinct names and "which storm" groups by the name. A name repeated on few rows (a car model
    sold in two years) still names the rows.
    """
    entity = info.name.lower().rstrip("s")
    names = [c.name for c in info.columns if not c.pii and c.db_type.upper().startswith("VARCHAR")
             and _own_name(c.name, entity)]
    if len(names) != 1 or info.row_count < 4:
        return None
    distinct = db.execute(f"SELECT approx_count_distinct({_q(names[0])}) FROM {_q(info.name)}", limit=1).rows[0][0]
    if 1 < distinct and distinct * 4 <= info.row_count:
        return RowGrain(names[0], "", names[0])
    return None


def date_periods(db: Any, info: Any) -> dict[str, str]:
    """The calendar unit each date column's values sit on ("month" when all are the 1st), column by column.

    Why: a date headed "Dönem" (period) is read by its own unit ("dönemlere göre": the data's
    periods), also where the rows are not one per period (a panel of groups per quarter).
    """
    return {c.name: _period(db, info.name, c.name) for c in info.columns
            if not c.pii and c.db_type.upper() == "DATE" and getattr(c, "logical_type", "date") == "date"}


def row_grain(db: Any, info: Any) -> RowGrain | None:
    """The grain of a table's rows, or None when no date column (alone or with a label) is unique."""
    dates = [c.name for c in info.columns if not c.pii and c.db_type.upper() in ("DATE", "TIMESTAMP")]
    if info.row_count < 2:
        return None
    if not dates:
        return (_entity_per_year(db, info) or _part_grain(db, info) or _repeated_name(db, info)
                or _numbered_per_year(db, info))
    table = info.name
    days: dict[str, int] = {}
    for column in dates:
        distinct, filled = db.execute(
            f"SELECT count(DISTINCT {_q(column)}), count({_q(column)}) FROM {_q(table)}", limit=1).rows[0]
        if distinct == filled and filled * _DATED_SHARE >= info.row_count > 0:
            # a daily log with a row or two undated (a total, a case of unknown date) is still daily
            return RowGrain(column, _period(db, table, column))
        days[column] = distinct
    # Only labels the catalog already knows to be few (their distinct values are listed): a pair
    # count over a free-text column of millions of rows costs more than the whole upload's reading.
    labels = {c.name: len(c.distinct_values) for c in info.columns
              if not c.pii and c.db_type.upper().startswith("VARCHAR") and getattr(c, "distinct_values", ())}
    for column in dates[:1]:
        # a panel's dates are shared by its things (each month has a price per stock); dates
        # nearly one per row (hire dates of staff) make any name column look unique beside them,
        # unless each thing's dates run without gaps (two arrays' daily logs over different spans)
        sparse = days[column] * 2 > info.row_count
        for label, known in labels.items():
            # (label, date) pairs number at most (labels + NULL) × (dates + NULL): when that is fewer
            # than the rows, no pair can be unique, so the count (a scan of both columns) is skipped.
            if (known + 1) * (days[column] + 1) < info.row_count:
                continue
            pairs, values, filled = db.execute(
                f"SELECT count(DISTINCT ({_q(label)}, {_q(column)})), count(DISTINCT {_q(label)}), "
                f"count({_q(label)}) FROM {_q(table)}", limit=1).rows[0]
            if pairs == filled == info.row_count and 1 < values <= min(MAX_ENTITY_VALUES, info.row_count // 2):
                period = _period(db, table, column)
                if sparse and not _without_gaps(db, table, label, column, period):
                    continue
                return RowGrain(column, period, label)
    return _repeated_name(db, info)


_GAPLESS = 0.95  # share of the periods between a thing's first and last date that must have a row


def _without_gaps(db: Any, table: str, label: str, column: str, period: str) -> bool:
    """Whether each labelled thing has a row for (nearly) every period between its first and last date.

    Why: two solar arrays logged daily over different spans share few dates, so the dates look
    nearly one per row, as staff's hire dates do; but an array's days run without gaps and a
    department's hire dates do not. A log per thing is a panel whatever its things' spans.
    """
    if period not in ("day", "month", "quarter", "year"):
        return False
    sql = (f"SELECT sum(n), sum(span) FROM (SELECT count(*) AS n, "
           f"date_diff('{period}', min({_q(column)}), max({_q(column)})) + 1 AS span "
           f"FROM {_q(table)} WHERE {_q(label)} IS NOT NULL GROUP BY {_q(label)})")
    rows, span = db.execute(sql, limit=1).rows[0]
    return bool(span) and rows >= _GAPLESS * span


_YEAR_NAMES = frozenset({"year", "yil", "yr"})
_DATED_SHARE = 1.05  # a date unique on its rows dates the table when at most ~5% of the rows lack one


def _names_the_table(column: str, table: str) -> bool:
    """Whether the table is named by the column's plural: ``ulke`` of ulkeler, ``country`` of countries.

    Why: only then are the rows said to be those things ("kaç ülke"); a table of marathon winners by
    category and year, or of eruptions by volcano and year, counts its rows as winners and eruptions.
    """
    word, name = column.lower(), table.lower()
    return name in {f"{word}s", f"{word}es", f"{word[:-1]}ies", f"{word}ler", f"{word}lar"}


def _part_grain(db: Any, info: Any) -> RowGrain | None:
    """The period of a table dated by ``year`` and ``quarter`` (``month``) numbers, as a grain.

    Its label only tells the periods apart (a region of regional quarterly figures); the rows
    are still the table's own things, so the label takes none of the table's words.
    """
    found = part_periods(db, info)
    return RowGrain(*found, names_rows=False) if found else None


MOST_NUMBERED = 4  # identifier columns tried as a yearly panel's numbers (one scan each)


def _numbered_per_year(db: Any, info: Any) -> RowGrain | None:
    """One row per numbered thing and year: a survey's respondents (``idcode``) asked every year.

    Why: a panel of people or firms keeps each as a number named as an identifier, one row per
    number and year, in a file named for the things ("young women"); "how many women" counts the
    distinct numbers, not the interviews. Any number of things (thousands of respondents), so no
    value count is asked of the catalog; the first identifier unique with the year is the one.
    """
    from agent.analytics.inference.infer import is_identifier_name

    years = [c.name for c in info.columns if not c.pii and c.db_type.upper() in ("BIGINT", "INTEGER", "SMALLINT")
             and c.name.lower() in _YEAR_NAMES]
    ids = [c.name for c in info.columns if not c.pii and c.db_type.upper() in ("BIGINT", "INTEGER", "SMALLINT")
           and c.name not in years and is_identifier_name(c.name)][:MOST_NUMBERED]
    if len(years) != 1 or not ids:
        return None
    table, year = info.name, years[0]
    low, high = db.execute(f"SELECT min({_q(year)}), max({_q(year)}) FROM {_q(table)}", limit=1).rows[0]
    if low is None or not 1000 <= low <= high <= 2200:
        return None
    for column in ids:
        pairs, values, filled = db.execute(
            f"SELECT count(DISTINCT ({_q(column)}, {_q(year)})), count(DISTINCT {_q(column)}), "
            f"count({_q(column)}) FROM {_q(table)}", limit=1).rows[0]
        if pairs == filled == info.row_count and 1 < values <= info.row_count // 2:
            return RowGrain(year, "year", column, numbered=True)
    return None


def _entity_per_year(db: Any, info: Any) -> RowGrain | None:
    """One row per thing and year, the year kept as a whole number: countries by year (``ulke``, ``yil``).

    Why: a panel of yearly figures is exported with the year as a number, not a date; "how many
    countries" counts the distinct countries, not the country-years, just as a table of monthly
    prices per stock counts stocks. Only a whole-number column named as a year whose values are
    years, and a label named like the table's rows, of at most a thousand values (as the catalog
    estimates them), that with it is unique on every row.
    """
    years = [c.name for c in info.columns if not c.pii and c.db_type.upper() in ("BIGINT", "INTEGER", "SMALLINT")
             and c.name.lower() in _YEAR_NAMES]
    labels = {c.name: known for c in info.columns if not c.pii and c.db_type.upper().startswith("VARCHAR")
              and _names_the_table(c.name, info.name)
              and 1 < (known := len(getattr(c, "distinct_values", ()) or ()) or getattr(c, "approx_distinct", 0)
                       or 0) <= MAX_ENTITY_VALUES}
    if len(years) != 1 or not labels:
        return None
    table, year = info.name, years[0]
    low, high, distinct = db.execute(f"SELECT min({_q(year)}), max({_q(year)}), count(DISTINCT {_q(year)}) "
                                     f"FROM {_q(table)}", limit=1).rows[0]
    if low is None or not (1000 <= low <= high <= 2200) or distinct < 2:
        return None
    for label, known in labels.items():
        if (known + 1) * (distinct + 1) < info.row_count:
            continue
        pairs, values, filled = db.execute(
            f"SELECT count(DISTINCT ({_q(label)}, {_q(year)})), count(DISTINCT {_q(label)}), "
            f"count({_q(label)}) FROM {_q(table)}", limit=1).rows[0]
        if pairs == filled == info.row_count and 1 < values <= min(MAX_ENTITY_VALUES, info.row_count // 2):
            return RowGrain(year, "year", label)
    return None


MAX_GROUP_VALUES = 20  # a whole-number column with this few values is also a breakdown ("by party size")
MAX_GROUP_VALUE = 50   # … and values this small: counts of people, cylinders, rooms; not populations


def few_valued_integers(db: Any, info: Any) -> set[str]:
    """Whole-number columns with at most MAX_GROUP_VALUES values: counts that also group rows.

    Why: "average bill by party size", "kişi sayısına göre ortalama hesap", "cars by cylinders" break
    a measure down by a small count; a quantity of 1–50 or a price is no breakdown.
    """
    if info.row_count < 2:
        return set()
    return {c for c, (distinct, high, low) in integer_profile(db, info).items()
            if 1 < distinct <= MAX_GROUP_VALUES and low >= 0 and high <= MAX_GROUP_VALUE} | _coarse_decimals(db, info)


MAX_CODES = 20  # a whole-number code with this few values, each on many rows, groups rows (area codes)
MIN_ROWS_PER_CODE = 5


def few_coded_integers(db: Any, info: Any) -> set[str]:
    """Whole-number columns with few values, each on many rows, whatever their size: codes that group.

    Why: "Alan Kodu" (408, 415, 510) of a churn export and a ``branch_no`` of five branches are
    categories an analyst breaks down by ("alan koduna göre", "by branch"); the inference keeps a
    column named like a key out of the measures and needs to know it is few-valued to offer it as
    a breakdown. The same scan as :func:`few_valued_integers`.
    """
    if info.row_count < 2:
        return set()
    return {c for c, (distinct, _high, _low) in integer_profile(db, info).items()
            if 1 < distinct <= MAX_CODES and info.row_count >= MIN_ROWS_PER_CODE * distinct}


def zero_one_integers(db: Any, info: Any) -> set[str]:
    """Whole-number columns holding only 0 and 1: yes/no kept as numbers (``churned``, ``converted``).

    Why: "churn rate", "conversion rate by country" ask the share of the 1 rows; summed, such a
    column only counts them. The same scan as :func:`few_valued_integers`.
    """
    if info.row_count < 2:
        return set()
    return {c for c, (distinct, high, low) in integer_profile(db, info).items()
            if distinct == 2 and (low, high) == (0, 1)}


MAX_DECIMAL_GROUP_VALUES = 30  # a magnitude to one decimal (4.0–6.9), a rating by halves: classes, a short list


def _coarse_decimals(db: Any, info: Any) -> set[str]:
    """Decimal columns measured on a coarse scale: few values, each shared by many rows.

    Why: "büyüklüğe göre deprem sayısı", "count by stars" break rows down by a magnitude or a
    rating kept to one decimal. Its values repeat (each on ten rows or more on average), so they
    are classes; a price or a weight with a value per row is no breakdown. The estimate comes
    from the scan the whole numbers share (:func:`decimal_profile`).
    """
    if info.row_count < 2:
        return set()
    return {c for c, (distinct, _, _) in decimal_profile(db, info).items()
            if 1 < distinct <= MAX_DECIMAL_GROUP_VALUES and distinct * 10 <= info.row_count}


def year_centuries(db: Any, info: Any) -> dict[str, int]:
    """Whole-number columns that could be years without their century, with the century they drop.

    Why: R data sets keep a year as ``year - 1900`` (95, 96, 97) and some exports as two digits;
    "in 1996" must then compare 96. Only columns whose values all lie on one side of 30: 30-99 are
    taken as 1900s, 0-29 as 2000s; the inference uses this only for a column it reads as a year.
    """
    out: dict[str, int] = {}
    for column, (_, high, low) in integer_profile(db, info).items():
        if low is not None and high is not None and 30 <= low <= high <= 99:
            out[column] = 1900
        elif low is not None and high is not None and 0 <= low <= high < 30:
            out[column] = 2000
    return out


def counted_years(db: Any, info: Any) -> set[str]:
    """Whole-number columns whose values run from under 30 and never reach four digits: years counted, not dates.

    Why: "Eğitim Yılı" (years of schooling, 3-19) and "Deneyim Yılı" (0-55) are named like "Doğum Yılı"
    and "Model Yılı" but count years; read as the table's calendar year, "eğitim yılının medyanı"
    listed the values as years. A year without its century from the 1900s (30-99) stays a year.
    """
    return {column for column, (_, high, low) in integer_profile(db, info).items()
            if low is not None and high is not None and low < 30 and high < 1000}


MIN_NUMBERED_ROWS = 10  # fewer rows may hold 1..n by chance (five counts of 1-5)


def numbering_columns(db: Any, info: Any, unique: list[str]) -> set[str]:
    """Whole-number columns that number the rows: every value once, exactly 1..n (or 0..n-1).

    Why: a file's first column is often the rows' own number under a noun (a marina's ``berth``,
    a survey's ``respondent``), and "how many berths" then added up 1 + 2 + … + 40. The name cannot
    tell such a number from a small measure (ozone, heights); its values can: no measure holds
    each whole number from 1 to the row count once. ``unique`` are the columns already shown to
    have no NULLs and no repeats (:func:`agent.workspaces.links.unique_columns`).
    """
    rows = info.row_count
    if rows < MIN_NUMBERED_ROWS:
        return set()
    profile = integer_profile(db, info)
    once = {c for c, (_, high, low) in profile.items() if c in unique and low in (0, 1) and high == low + rows - 1}
    return once | _panel_numbers(db, info, {c: v for c, v in profile.items() if c not in once})


def _panel_numbers(db: Any, info: Any, profile: dict[str, tuple[int, Any, Any]]) -> set[str]:
    """Whole-number columns that number the units of a panel: 1..n, each number on the same count of rows.

    Why: a panel repeats its units once per period (route 1..1149 in each of four years of airfares),
    so no value is unique, yet ``route`` is a number that labels: "how many routes" summed it and
    "which route had the highest fare" answered with a sum of route numbers. No measure holds each
    whole number from 1 to n exactly once a year; estimated distinct counts pick the candidates, exact
    scans confirm them. Numbers repeated within another label are not the units (match 1..12 of each
    season are the matches themselves, week 1..k of each calf is a time), so only a year or a date.
    """
    rows = info.row_count
    periods = [c.name for c in info.columns if not c.pii and (
        c.db_type.upper() in ("DATE", "TIMESTAMP") or c.name.lower() in _YEAR_NAMES)]
    found: set[str] = set()
    for column, (distinct, high, low) in profile.items():
        if low not in (0, 1) or high is None or high - low + 1 < MIN_NUMBERED_ROWS \
                or rows % (high - low + 1) or rows // (high - low + 1) < 2 \
                or abs(distinct - (high - low + 1)) > 0.1 * (high - low + 1) or column in periods:
            continue
        counts = db.execute(f"SELECT count(*), min(n), max(n) FROM (SELECT count(*) AS n FROM {_q(info.name)} "
                            f"GROUP BY {_q(column)})", limit=1).rows[0]
        if counts[0] != high - low + 1 or not counts[1] == counts[2] == rows // (high - low + 1):
            continue
        for period in periods:  # each number once in each year: the units of a yearly panel
            pairs, years = db.execute(f"SELECT count(DISTINCT ({_q(column)}, {_q(period)})), count(DISTINCT "
                                      f"{_q(period)}) FROM {_q(info.name)}", limit=1).rows[0]
            if pairs == rows and years == counts[1]:
                found.add(column)
                break
    return found
