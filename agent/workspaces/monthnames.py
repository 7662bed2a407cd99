"""Dates written with month names (``Jan 1 2000``, ``1 Ocak 2024``): recognise them and parse them in SQL.

DuckDB's CSV sniffer proves only numeric date formats, so exports that spell the month out
(vega's ``stocks.csv``, bank statements, ``01-Jan-2000`` from Oracle, ``January 1, 2000`` from
spreadsheets, ``15 Şubat 2024`` from Turkish systems) arrive as text, and every question about
time on them fails. This module reads the *shape* of each sample value — which token is the day,
the month name and the year, with what between them — and turns the shapes into strptime formats
that DuckDB's ``try_strptime`` applies to the whole column inside the database.

English names are what ``%b``/``%B`` parse; Turkish ones are first translated in SQL to the English
abbreviations (lower-cased, dotless ı and accents folded), so ``Ocak``, ``OCAK`` and ``Oca`` read
alike. A column qualifies only when every sample value has a day-month-year (or month-year) shape
with a real month name and a possible day; anything else stays text. Pure functions, no I/O.
"""

from __future__ import annotations

import dataclasses
import re
import unicodedata
from collections import Counter
from collections.abc import Sequence

__all__ = ["MonthDates", "detect_month_dates", "human_format", "month_number", "month_text_sql"]

MONTHS_EN = {name: i for i, names in enumerate((
    ("jan", "january"), ("feb", "february"), ("mar", "march"), ("apr", "april"), ("may",), ("jun", "june"),
    ("jul", "july"), ("aug", "august"), ("sep", "september"), ("oct", "october"), ("nov", "november"),
    ("dec", "december")), start=1) for name in names}
# Folded (lower case, ı→i, no accents): full names first, so ``ekim`` is replaced before ``eki``.
MONTHS_TR_FULL = ("ocak", "subat", "mart", "nisan", "mayis", "haziran", "temmuz", "agustos", "eylul", "ekim",
                  "kasim", "aralik")
MONTHS_TR_SHORT = ("oca", "sub", "mar", "nis", "may", "haz", "tem", "agu", "eyl", "eki", "kas", "ara")
MONTHS_TR = {name: i for names in (MONTHS_TR_FULL, MONTHS_TR_SHORT) for i, name in enumerate(names, start=1)}
ENGLISH_SHORT = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")

TIME = re.compile(r"(?P<date>.+?)(?:\s+(?P<time>\d{1,2}:\d{2}(?::\d{2})?)(?:\s*(?P<ampm>[AaPp][Mm]))?)?")
TOKEN = re.compile(r"\d+|[^\W\d_]+|[\s,./-]+")
SHAPES = {("M", "D", "Y"), ("D", "M", "Y"), ("Y", "M", "D"), ("M", "Y")}
MAX_FORMATS = 8


@dataclasses.dataclass(frozen=True)
class MonthDates:
    """What a column of month-name dates needs: strptime formats (commonest first), the type,
    whether Turkish names must be translated first, and the format as people write it."""

    formats: tuple[str, ...]
    db_type: str
    turkish: bool
    shown: str


def _fold(word: str) -> str:
    """Lower case, dotless ı as i, accents dropped, a trailing dot removed (``Ağu.`` → ``agu``)."""
    text = unicodedata.normalize("NFKD", word.lower().replace("ı", "i"))
    return "".join(ch for ch in text if not unicodedata.combining(ch)).rstrip(".")


def month_number(name: str) -> int | None:
    """The month (1-12) a name spells in English or Turkish, however cased or accented ("Şubat", "FEB"), or None."""
    word = _fold(name.strip())
    return MONTHS_TR.get(word) or MONTHS_EN.get(word)


def _shape(value: str) -> tuple[str, list[str], int, str] | None:
    """(strptime date format with ``%B`` for long names, month words, day, time format) or None."""
    match = TIME.fullmatch(value)
    if match is None:
        return None
    date = match.group("date")
    tokens = TOKEN.findall(date)
    if "".join(tokens) != date:
        return None
    kinds: list[str] = []
    parts: list[str] = []
    words: list[str] = []
    day = 1
    for token in tokens:
        if token.isdigit():
            if len(token) == 4:
                kinds.append("Y")
                parts.append("%Y")
            elif len(token) <= 2:
                kinds.append("D")
                parts.append("%d")
                day = int(token)
            else:
                return None
        elif token[0].isalpha():
            kinds.append("M")
            words.append(_fold(token))
            parts.append("%b" if len(token) <= 3 else "%B")
        else:
            parts.append(" " if token.isspace() else re.sub(r"\s+", " ", token))
    if tuple(kinds) not in SHAPES or not 1 <= day <= 31:
        return None
    time = match.group("time")
    clock = ""
    if time:
        clock = ("%I" if match.group("ampm") else "%H") + (":%M:%S" if time.count(":") == 2 else ":%M")
        clock += " %p" if match.group("ampm") else ""
    return "".join(parts), words, day, clock


def detect_month_dates(values: Sequence[str]) -> MonthDates | None:
    """The formats under which every value is a date with a month name, or None.

    Args:
        values: A column's non-empty sample values, stripped.
    """
    if not values:
        return None
    shapes = []
    for value in values:
        shape = _shape(value)
        if shape is None:
            return None
        shapes.append(shape)
    words = {w for _, ws, _, _ in shapes for w in ws}
    if words <= MONTHS_EN.keys():
        turkish = False
    elif words <= MONTHS_TR.keys():
        turkish = True
    else:
        return None
    counted = Counter((date, clock) for date, _, _, clock in shapes)
    formats: list[str] = []
    for date, clock in (key for key, _ in counted.most_common()):
        # ``May`` fits %b and %B alike; a value the shape put under one may need the other in SQL,
        # and translated Turkish names are always three-letter English ones.
        names = ("%b",) if turkish else ("%b", "%B") if "%b" in date else ("%B", "%b")
        for name in names:
            fmt = date.replace("%B", name).replace("%b", name) + (f" {clock}" if clock else "")
            if fmt not in formats:
                formats.append(fmt)
    if len(formats) > MAX_FORMATS:
        return None
    timed = any(clock for _, clock in counted)
    short = all(len(w) <= 3 for w in words)
    commonest = counted.most_common(1)[0][0][0].replace("%B", "%b")
    shown = human_format(commonest.replace("%b", "%b" if short else "%B"))
    if turkish:
        shown += " (Turkish month names)"
    return MonthDates(tuple(formats), "TIMESTAMP" if timed else "DATE", turkish, shown)


def human_format(fmt: str) -> str:
    """A strptime date format as people write it (``%d-%b-%Y`` → ``DD-Mon-YYYY``)."""
    return (fmt.replace("%d", "DD").replace("%m", "MM").replace("%Y", "YYYY").replace("%b", "Mon")
            .replace("%B", "Month"))


def month_text_sql(text_sql: str) -> str:
    """SQL turning Turkish month names in ``text_sql`` into the English abbreviations ``%b`` reads."""
    folded = f"strip_accents(replace(lower({text_sql}), 'ı', 'i'))"
    for names in (MONTHS_TR_FULL, MONTHS_TR_SHORT):
        for name, english in zip(names, ENGLISH_SHORT, strict=True):
            if name != english:
                folded = f"replace({folded}, '{name}', '{english}')"
    return folded
