"""Relative and absolute time expressions, resolved against a reference date R (DESIGN section 6).

Why these exact rules: the evaluation fixes them, and analysts expect full periods — "last 6
months" on 15 November means May–October, not 15 May–15 November, because a half month would
make the newest bar look like a collapse. The rules:

* "last N months/weeks/quarters/years" ("son N ay") = the N full units before R's unit;
  "last N days" = the N days before R; "last month/year" ("geçen ay/yıl") = N = 1.
* "this month/quarter/year" ("bu yıl"), "year to date" = start of R's unit up to R inclusive.
* a month or quarter named without a year = the latest one that has fully passed before R.
* "2025", "in 2025", "2025 yılında" = calendar 2025; "March 2025", "Q1 2025", "H1 2025".
* a period that would end after R ends at R ("in 2026" on 15 November 2026 = "this year").
* "since X" = X's start up to R inclusive; "between X and Y" / "from X to Y" = X's start to Y's
  end; "from X" alone is X itself ("cars from 1975"); "before X" ends at X's start; "until X"
  includes X; "after X" starts when X ends.

Every range is half-open: ``start <= date < end``.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from agent.analytics.semantic.lexicon import Lexicon, load_lexicon
from agent.analytics.semantic.text import Token, fold
from agent.analytics.semantic.units import CALENDAR_WORDS, unit_of

_EARLIEST_YEAR = 1700  # a four-digit number from here on, said where a time can be, is a year
__all__ = ["Period", "TimeMatch", "find_times", "add_months", "unit_start"]

# Period adjectives, folded: Turkish -lIk ("yıllık", "aylık") and English, which name a column after a date
_PERIOD_ADJECTIVE_ENDS = ("lik", "luk")
_PERIOD_ADJECTIVES = frozenset({"yearly", "annual", "annually", "monthly", "quarterly", "weekly", "daily"})

_AMBIGUOUS_MONTHS = {
    "may",
    "mar",
    "jan",
    "jun",
    "jul",
    "aug",
    "sep",
    "sept",
    "oct",
    "nov",
    "dec",
    "feb",
    "apr",
}
_POST_NEGATORS = {"degil", "yerine"}
_COMPARATORS = {("marker", name) for name in ("gt", "ge", "lt", "le")}
_AFTER_COMPARATORS = {("marker", name) for name in ("gt", "lt")}
_NOT_AFTER = frozenset({"gecen", "geçen"})  # "geçen" is also "last" ("geçen yıl")
# A decade's plural ending after its first year: "1990s", "1990'lar", "90'larda", "1980'lerden".
_DECADE = re.compile(r"s|l[ae]r(?:d[ae]n?|d[ae]ki|[ae]|in?)?")
_COMPARE = {"compared", "comparing", "relative", "versus", "vs", "against"}
_PREPS = {
    "in",
    "of",
    "since",
    "from",
    "until",
    "for",
    "during",
    "to",
    "between",
    "and",
    "through",
    "before",
    "after",
    "till",
    "ile",
    "ve",
}


@dataclass(frozen=True)
class Period:
    """A half-open date range and the calendar unit it was named in (year, month, range, …)."""

    start: dt.date | None
    end: dt.date | None
    unit: str
    # a month named without a year ("eylül ayında", "in july"): read as the latest one passed, or as
    # that month of every year where the data holds none then (see anyyear.py)
    any_year: bool = False


@dataclass(frozen=True)
class TimeMatch:
    """A time expression found in tokens [first, last) and whether it was negated ("not 2024")."""

    first: int
    last: int
    period: Period
    negated: bool = False


def _softened(word: str, month: str) -> bool:
    """Whether a Turkish word says a month's name with its final k softened ("aralığına" of aralık).

    Why: a month is a proper noun and keeps its k before a suffix ("Aralık'ta", "Ocak'a"); the
    softened forms are the common noun ("sınıf aralığına göre": by the grade range; "ocağı"),
    which read as December left the column's name not understood.
    """
    return month.endswith("k") and word != month and word.startswith(month[:-1] + "g")


def add_months(day: dt.date, months: int) -> dt.date:
    """The first of the month ``months`` after (or before) ``day``'s month."""
    total = day.year * 12 + day.month - 1 + months
    return dt.date(total // 12, total % 12 + 1, 1)


def unit_start(day: dt.date, unit: str) -> dt.date:
    """The first day of the unit (day, week from Monday, month, quarter, year) containing ``day``."""
    if unit == "day":
        return day
    if unit == "week":
        return day - dt.timedelta(days=day.weekday())
    if unit == "month":
        return day.replace(day=1)
    if unit == "quarter":
        return dt.date(day.year, 3 * ((day.month - 1) // 3) + 1, 1)
    return dt.date(day.year, 1, 1)


def _shift(start: dt.date, unit: str, n: int) -> dt.date:
    if unit == "day":
        return start + dt.timedelta(days=n)
    if unit == "week":
        return start + dt.timedelta(days=7 * n)
    return add_months(start, n * {"month": 1, "quarter": 3, "year": 12}[unit])


def _latest_passed(month: int, span: int, as_of: dt.date) -> int:
    """Year of the latest period starting at ``month`` (``span`` months long) that ended by R."""
    year = as_of.year
    while add_months(dt.date(year, month, 1), span) > as_of:
        year -= 1
    return year


class _Scanner:
    """Recognises time points and ranges in a token list for one reference date."""

    def __init__(self, tokens: list[Token], as_of: dt.date, lex: Lexicon) -> None:
        self.t, self.r, self.lex = tokens, as_of, lex

    def kind(self, i: int) -> tuple[int, set[tuple[str, str]]]:
        """Length and (kind, name) meanings of the generic phrase at token i."""
        if i >= len(self.t):
            return 0, set()
        n, meanings, _ = self.lex.markers.match(self.t, i)
        return n, {(m.kind, m.name) for m in meanings}

    def unit_at(self, i: int) -> str | None:
        """The calendar unit a token names ("ayda" → month), if any."""
        if i >= len(self.t):
            return None
        return next((self.lex.units[c] for c in self.t[i].cands if c in self.lex.units), None)

    def unit_noun_at(self, i: int) -> str | None:
        """The calendar unit a noun names after a date ("2022 yılında", "Mart ayında"), never an adjective's.

        Why: "2022'de yıllık enflasyon", "Mart 2023'te aylık satış" name a column ("Yıllık Enflasyon")
        after the date; the adjective "yıllık" (yearly) was taken as the date's own "yıl" and the
        column's name lost its first word, so the table's row count was answered.
        """
        if i >= len(self.t) or self.t[i].text.endswith(_PERIOD_ADJECTIVE_ENDS) or self.t[i].text in _PERIOD_ADJECTIVES:
            return None
        return self.unit_at(i)

    def year_at(self, i: int) -> int | None:
        """A four-digit year at token i, if any.

        Why from 1700: history is data too (states admitted in 1787, baseball seasons from 1871,
        censuses from 1790); "before 1800" is a year, while amounts near it ("more than 1800",
        "1800 square feet") are told apart by ``amount``.
        """
        if i < len(self.t) and (tok := self.t[i]).number is not None and not tok.ordinal:
            if tok.number.is_integer() and _EARLIEST_YEAR <= tok.number <= 2100 and len(tok.text) == 4 \
                    and not self.amount(i):
                return int(tok.number)
        return None

    def amount(self, i: int) -> bool:
        """Whether the number at token i is an amount: "longer than 2000 miles", "more than 2000".

        Why: a year is never measured in miles nor compared by "more than"; such a number is a
        threshold on a measure. "before 2000", "after 2000" and "since 2000" stay years.
        """
        nxt = self.t[i + 1] if i + 1 < len(self.t) else None
        if nxt is not None and nxt.text not in CALENDAR_WORDS and unit_of(nxt.cands) is not None:
            return True
        for j in range(max(0, i - 3), i):
            n, meanings = self.kind(j)
            if j + n == i and meanings & _COMPARATORS:
                return True
        # Turkish says the comparator after the number: "kapanışın 2000'in üzerinde olduğu gün",
        # "2000'den yüksek" (not "2000 ve üzeri", which may be years, nor "geçen", also "last")
        n, meanings = self.kind(i + 1)
        return bool(n) and bool(meanings & _AFTER_COMPARATORS) and nxt is not None and nxt.text not in _NOT_AFTER

    def decade_at(self, i: int) -> int | None:
        """The first year of a decade said in the plural ("1990s", "the 90s", "1990'larda", "90'lar")."""
        if i >= len(self.t) or (tok := self.t[i]).number is None or not tok.number.is_integer():
            return None
        rest = fold(tok.raw)[len(tok.text):].lstrip("'")
        if not _DECADE.fullmatch(rest) or int(tok.number) % 10:
            return None
        year = int(tok.number)
        if len(tok.text) == 2:
            year += 1900 if year > (self.r.year % 100) else 2000
        return year if len(tok.text) in (2, 4) and 1900 <= year <= 2100 else None

    def number_at(self, i: int) -> int | None:
        """A small count at token i ("6", "six", "altı"), if any."""
        if i >= len(self.t):
            return None
        tok = self.t[i]
        if tok.number is not None and tok.number.is_integer() and 0 < tok.number < 1000:
            return int(tok.number)
        return self.lex.numbers.get(tok.text)

    def month_at(self, i: int) -> int | None:
        """The month a token names ("March", "mart", "martında"), if any."""
        if i >= len(self.t):
            return None
        tok = self.t[i]
        for cand in tok.cands[:1] + tuple(c for c in tok.cands[1:] if len(c) > 3):
            if cand in self.lex.months and not _softened(tok.text, cand):
                return self.lex.months[cand]
        return None

    def season_at(self, i: int) -> int | None:
        """The first month of a season a token names ("summer", "yazında"), if any; said with a year only.

        Why: analysts ask for "2008 yazında toplam trafik" (summer 2008), three months of one year;
        the season's word was not understood and the question was refused.
        """
        if i >= len(self.t):
            return None
        seasons = {fold(str(w)): int(m) for m, words in self.lex.raw["time"].get("seasons", {}).items() for w in words}
        return next((seasons[c] for c in self.t[i].cands[:1] + tuple(c for c in self.t[i].cands[1:] if len(c) > 2)
                     if c in seasons), None)

    def season_months(self, i: int, season: int) -> int:
        """The index after the season's own months said right after it ("yazında (haziran, temmuz, ağustos)").

        Why: the months restate the season; read on their own, each was the latest such month
        before the reference date, and the range ran to this year.
        """
        j, k = i, i
        while k < len(self.t) and (self.t[k].text in (",", "ve", "and", "or", "veya")
                                   or (m := self.month_at(k)) is not None and 0 <= (m - season) % 12 < 3):
            k += 1
            if self.t[k - 1].text not in (",", "ve", "and", "or", "veya"):
                j = k
        return j

    def ordinal_at(self, i: int) -> tuple[int, int] | None:
        """(number, tokens used) for "first", "1st", "1.", "ilk", "birinci"."""
        tok = self.t[i] if i < len(self.t) else None
        if tok is None:
            return None
        if tok.number is not None and tok.ordinal and 1 <= tok.number <= 4:
            return int(tok.number), 1
        for num, words in self.lex.raw["time"]["ordinals"].items():
            if tok.text in {fold(str(w)) for w in words} and tok.number is None:
                return int(num), 1
        return None

    # -- points -----------------------------------------------------------------------------
    def point(self, i: int) -> tuple[Period, int] | None:
        """A named period starting at token i: (period, index after it)."""
        if i >= len(self.t):
            return None
        tok = self.t[i]
        if len(tok.text) == 10 and tok.text[4] == "-" and tok.text[:4].isdigit():
            day = dt.date.fromisoformat(tok.text)
            return Period(day, day + dt.timedelta(days=1), "day"), i + 1
        if len(tok.text) == 7 and tok.text[4] == "-" and tok.text[:4].isdigit():
            start = dt.date(int(tok.text[:4]), int(tok.text[5:]), 1)
            return Period(start, add_months(start, 1), "month"), i + 1
        day = self.day_at(i)
        if day is not None:
            return day
        decade = self.decade_at(i)
        if decade is not None:
            return Period(dt.date(decade, 1, 1), dt.date(decade + 10, 1, 1), "range"), i + 1
        year = self.year_at(i)
        if year is not None:
            j = i + 1
            if self.unit_noun_at(j) == "year":
                j += 1
            sub = self.sub_period(j, year)
            if sub:
                return sub
            if (season := self.season_at(j)) is not None:  # "2008 yazında": June to August 2008
                start = dt.date(year, season, 1)
                return Period(start, add_months(start, 3), "range"), self.season_months(j + 1, season)
            month = self.month_at(j)
            if month is not None and self.t[j].text not in _AMBIGUOUS_MONTHS:
                start = dt.date(year, month, 1)
                return Period(start, add_months(start, 1), "month"), j + 1 + (self.unit_noun_at(j + 1) == "month")
            return Period(dt.date(year, 1, 1), dt.date(year + 1, 1, 1), "year"), j
        if (season := self.season_at(i)) is not None:  # "summer 2008", "summer of 2008", "yaz 2008"
            j = i + 1 + (i + 1 < len(self.t) and self.t[i + 1].text == "of")
            if (year := self.year_at(j)) is not None:
                start = dt.date(year, season, 1)
                return Period(start, add_months(start, 3), "range"), self.season_months(j + 1, season)
        month = self.month_at(i)
        if month is not None and self.month_allowed(i):
            j = i + 1
            if self.unit_noun_at(j) == "month":
                j += 1
            if j < len(self.t) and self.t[j].text == "of":
                j += 1
            year = self.year_at(j)
            if year is not None:
                j += 1 + (self.unit_noun_at(j + 1) == "year")
                start = dt.date(year, month, 1)
                return Period(start, add_months(start, 1), "month"), j
            start = dt.date(_latest_passed(month, 1, self.r), month, 1)
            return Period(start, add_months(start, 1), "month", any_year=True), j
        sub = self.sub_period(i, None)
        if sub:
            return sub
        return self.relative(i)

    def day_at(self, i: int) -> tuple[Period, int] | None:
        """One day named with its month: "april 30 1992", "30 april 1992", "30th of April", "30 nisan 2014".

        Without a year it is the latest such day on or before the reference date.
        """
        def day_number(k: int) -> int | None:
            tok = self.t[k] if k < len(self.t) else None
            if tok is None or tok.number is None or not tok.number.is_integer() or len(tok.text.rstrip("sndrth.")) > 2:
                return None
            return int(tok.number) if 1 <= tok.number <= 31 else None

        day, month, j = day_number(i), None, i + 1
        if day is not None:
            j += j < len(self.t) and self.t[j].text == "of"
            month = self.month_at(j)
            j += 1
        elif self.month_at(i) is not None and self.month_allowed(i) and day_number(i + 1) is not None:
            month, day, j = self.month_at(i), day_number(i + 1), i + 2
        if month is None or day is None:
            return None
        j += j < len(self.t) and self.t[j].text == ","
        year = self.year_at(j)
        if year is not None:
            j += 1
        else:
            year = self.r.year if (self.r.month, self.r.day) >= (month, day) else self.r.year - 1
        try:
            start = dt.date(year, month, day)
        except ValueError:
            return None
        return Period(start, start + dt.timedelta(days=1), "day"), j

    def month_allowed(self, i: int) -> bool:
        """Whether an ambiguous month word ("may") is used as a month here."""
        if self.t[i].text not in _AMBIGUOUS_MONTHS:
            return True
        before = self.t[i - 1].text if i > 0 else ""
        return before in _PREPS or self.year_at(i + 1) is not None or self.month_at(i - 2) is not None

    def sub_period(self, i: int, year: int | None) -> tuple[Period, int] | None:
        """Quarter or half ("q1", "first quarter", "1. çeyrek", "h2", "ilk yarı") with an optional year."""
        if i >= len(self.t):
            return None
        tok, q, months, j = self.t[i], None, 3, i
        if len(tok.text) == 2 and tok.text[0] in "qh" and tok.text[1] in "1234":
            q, months, j = int(tok.text[1]), 3 if tok.text[0] == "q" else 6, i + 1
        elif (ordn := self.ordinal_at(i)) is not None:
            unit_i = i + ordn[1]
            if self.unit_at(unit_i) == "quarter":
                q, j = ordn[0], unit_i + 1
            elif unit_i < len(self.t) and self.t[unit_i].is_("half", "yari", "yarisi") and ordn[0] <= 2:
                q, months, j = ordn[0], 6, unit_i + 1
        if q is None or (months == 6 and q > 2):
            return None
        if year is None:
            if j < len(self.t) and self.t[j].text == "of":
                j += 1
            year = self.year_at(j)
            if year is not None:
                j += 1
        first_month = (q - 1) * months + 1
        if year is None:
            year = _latest_passed(first_month, months, self.r)
        start = dt.date(year, first_month, 1)
        return Period(start, add_months(start, months), "quarter" if months == 3 else "half"), j

    def relative(self, i: int) -> tuple[Period, int] | None:
        """A period relative to R: last/this N units, today, yesterday, year to date."""
        n, kinds = self.kind(i)
        names = {name for k, name in kinds if k == "time"}
        r = self.r
        if "ytd" in names:
            return Period(dt.date(r.year, 1, 1), r + dt.timedelta(days=1), "range"), i + n
        if "mtd" in names:
            return Period(r.replace(day=1), r + dt.timedelta(days=1), "range"), i + n
        if "today" in names:
            return Period(r, r + dt.timedelta(days=1), "day"), i + n
        if "yesterday" in names:
            return Period(r - dt.timedelta(days=1), r, "day"), i + n
        if "last" in names or "this" in names:
            j = i + n
            count = self.number_at(j)
            if count is not None and self.unit_at(j + 1):
                unit, j = self.unit_at(j + 1), j + 2
            elif self.unit_at(j):
                count, unit, j = 1, self.unit_at(j), j + 1
            else:
                return None
            assert unit is not None
            if "this" in names:
                return Period(
                    unit_start(r, unit), r + dt.timedelta(days=1), unit if count == 1 else "range"
                ), j
            if unit == "day":
                return Period(r - dt.timedelta(days=count), r, "range" if count > 1 else "day"), j
            end = unit_start(r, unit)
            return Period(_shift(end, unit, -count), end, unit if count == 1 else "range"), j
        return None

    # -- ranges -----------------------------------------------------------------------------
    def has_year(self, i: int, j: int) -> bool:
        """Whether tokens [i, j) name a year ("2025", "2025'te")."""
        return any(self.year_at(k) is not None for k in range(i, j))

    def span(self, first: Period, i: int, j: int, second: Period, k: int, m: int) -> Period:
        """The range from ``first`` (tokens [i, j)) to ``second`` (tokens [k, m)).

        A start named without a year takes the end's year ("January to April 2025" is January
        2025, not the latest January before R), or the year before when it would start after
        the end ("November to February 2026").
        """
        start = first.start
        if (
            start is not None
            and second.start is not None
            and first.unit in ("month", "quarter", "half")
            and not self.has_year(i, j)
            and self.has_year(k, m)
        ):
            start = start.replace(year=second.start.year)
            if start > second.start:
                start = start.replace(year=start.year - 1)
        return Period(start, second.end, "range")

    def range_at(self, i: int) -> tuple[Period, int] | None:
        """A range (since/between/before/after/until …) or a single period starting at token i."""
        n, kinds = self.kind(i)
        names = {name for k, name in kinds if k == "time"}
        word = self.t[i].text
        if word == "to" and i > 0 and self.t[i - 1].text in _COMPARE:
            names = set()  # "revenue in 2025 compared to 2024": two periods side by side, not "until 2024"
        if names & {"between", "since", "until", "after"} and (p := self.point(i + n)):
            first, j = p
            if names & {"between", "since"} and j < len(self.t):
                m, more = self.kind(j)
                if ({("marker", "and"), ("time", "until")} & more or self.t[j].text in {"-", "and"}) and (
                    q := self.point(j + m)
                ):
                    return self.span(first, i + n, j, q[0], j + m, q[1]), q[1]
            if "between" in names:
                return None
            if "since" in names and word == "from":
                return first, j  # "cars from 1975" are that year's; "from 1975 to 1980" is a range
            if "since" in names:
                return Period(first.start, self.r + dt.timedelta(days=1), "range"), j
            if "after" in names:
                return Period(first.end, self.r + dt.timedelta(days=1), "range"), j
            if word in {"before", "prior"}:
                return Period(None, first.start, "range"), j
            return Period(None, first.end, "range"), j
        p = self.point(i)
        if p is None:
            return None
        first, j = p
        m, more = self.kind(j)
        post = {name for k, name in more if k == "time"}
        if post & {"since"} and j < len(self.t) and self.t[j].text != "from":
            return Period(first.start, self.r + dt.timedelta(days=1), "range"), j + m
        if post & {"after"}:
            return Period(first.end, self.r + dt.timedelta(days=1), "range"), j + m
        if post & {"until"} and self.t[j].text in {"once", "oncesi", "kadar"}:
            end = first.start if self.t[j].text != "kadar" else first.end
            return Period(None, end, "range"), j + m
        if j < len(self.t) and (("marker", "and") in more or self.t[j].text in {"-", "and"}):
            q = self.point(j + m)
            if q is not None:
                k, tail = self.kind(q[1])
                if ("time", "between") in tail:
                    return self.span(first, i, j, q[0], j + m, q[1]), q[1] + k
        q = self.point(j)
        if q is not None:
            k, tail = self.kind(q[1])
            if q[1] < len(self.t) and self.t[q[1]].text == "kadar":
                return self.span(first, i, j, q[0], j, q[1]), q[1] + k
        return first, j


def find_times(tokens: list[Token], as_of: dt.date, lex: Lexicon | None = None) -> list[TimeMatch]:
    """Every time expression in the tokens, left to right, each marked negated when it is."""
    scanner = _Scanner(tokens, as_of, lex or load_lexicon())
    out: list[TimeMatch] = []
    i = 0
    while i < len(tokens):
        found = scanner.range_at(i)
        if found is None:
            i += 1
            continue
        period, j = found
        negated = False
        if i > 0 and tokens[i - 1].text not in _POST_NEGATORS:
            _, before = scanner.kind(i - 1)
            negated = ("marker", "negation") in before
            if not negated and i > 1:
                n2, before2 = scanner.kind(i - 2)
                negated = n2 == 2 and ("marker", "negation") in before2
        if j < len(tokens) and tokens[j].text in _POST_NEGATORS:
            negated, j = True, j + 1
        horizon = as_of + dt.timedelta(days=1)
        if period.end is not None and period.end > horizon:
            # Nothing after R has happened yet: "in 2026" on 15 November 2026 ends at R, like "this
            # year" (records dated later, such as shipments of October orders, are not counted).
            period = Period(period.start, max(horizon, period.start) if period.start else horizon, period.unit)
        out.append(TimeMatch(i, j, period, negated))
        i = j
    return out
