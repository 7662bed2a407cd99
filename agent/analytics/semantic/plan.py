"""QueryPlan and EngineResult: what the engine understood, as plain JSON-serialisable data.

Why a plan between the words and the SQL: follow-ups ("now only for Germany") and business
feedback ("include cancelled orders") are edits of the plan, not of SQL text, and the plan lives
in the LangGraph state across turns — so it must round-trip through ``model_dump(mode="json")``
and ``model_validate`` unchanged.
"""

from __future__ import annotations

import datetime as dt
from typing import Literal

from pydantic import BaseModel, Field

__all__ = ["Condition", "Comparison", "Filter", "TimeRange", "QueryPlan", "EngineResult", "Grain", "GRAINS", "CYCLES",
           "GRAIN_WORDS"]

Grain = Literal["day", "week", "month", "quarter", "year", "decade", "hour_of_day", "day_of_week", "month_of_year"]
GRAINS: tuple[str, ...] = ("day", "week", "month", "quarter", "year")
# Places in a repeating cycle, not periods: "by hour of the day" pools every day's 9 o'clock
CYCLES: tuple[str, ...] = ("hour_of_day", "day_of_week", "month_of_year")
GRAIN_WORDS: dict[str, dict[str, str]] = {
    "en": {"day": "day", "week": "week", "month": "month", "quarter": "quarter", "year": "year", "decade": "decade",
           "hour_of_day": "hour of the day", "day_of_week": "day of the week (1 = Monday)",
           "month_of_year": "month of the year"},
    "tr": {"day": "gün", "week": "hafta", "month": "ay", "quarter": "çeyrek", "year": "yıl", "decade": "on yıl",
           "hour_of_day": "günün saati", "day_of_week": "haftanın günü (1 = pazartesi)",
           "month_of_year": "yılın ayı"},
}


class Filter(BaseModel):
    """Keep (``in``) or drop (``not_in``) rows whose dimension has one of the values, or keep the
    rows where it was not recorded (``missing``: "penguins with no recorded sex") or was
    (``present``: "samples that have a comment")."""

    dimension: str
    op: Literal["in", "not_in", "missing", "present"] = "in"
    values: list[str]


# In a ``condrate:<measure>:<op>:<number>`` measure, this before a measure's name in place of the number
# compares with that measure's value on the same row ("percentage of homes that sold above their list price").
OTHER_COLUMN = "@"


class Condition(BaseModel):
    """Keep rows whose value of a measure's column compares with a number ("wind above 6"), or
    with the value of another measure's column on the same row (``other``: "more deaths than
    expected"), or has no value (``missing``: "days with no ozone reading") or has one (``present``:
    "on how many days was NOx measured"); ``value`` is unused for those two."""

    metric: str
    op: Literal[">", ">=", "<", "<=", "=", "missing", "present"]
    value: float = 0.0
    other: str | None = Field(default=None, description="A measure whose row value is compared instead of value.")
    on_groups: bool = Field(default=False, description="Compare each group's aggregated measure (SQL HAVING), "
                            "not each row's value: 'regions where the average price exceeds 50' (groupthresholds.py).")
    versus_average: bool = Field(default=False, description="Compare with the measure's average over all the "
                                 "table's rows, not with value: 'firms with above-average sales' (aboveaverage.py).")


class TimeRange(BaseModel):
    """A half-open date range on the metric's time column; ``unit`` says how it was named."""

    start: dt.date | None = None
    end: dt.date | None = Field(default=None, description="Exclusive end.")
    unit: str = "range"
    any_year: bool = Field(default=False, description="A month named without a year: that month of every "
                           "year when the data holds none in the range (anyyear.py).")
    ends_only: bool = Field(default=False, description="Only the range's first and last year: a change between "
                            "two named years ('how did X change between 2010 and 2015', yearends.py).")


class Comparison(BaseModel):
    """Two periods of one measure side by side (``compare``), or the change between them explained
    member by member along every dimension (``drivers``); see compare.py and drivers.py."""

    kind: Literal["compare", "drivers"]
    before: TimeRange
    after: TimeRange
    dimensions: list[str] = Field(default_factory=list, description="Dimensions the change is split along.")
    left_out: list[str] = Field(default_factory=list, description="Dimensions the measure does not add up over.")
    direction: Literal["drop", "rise"] | None = None


class QueryPlan(BaseModel):
    """A parsed analytics question: measures, breakdowns, filters, time, ranking."""

    metrics: list[str] = Field(default_factory=list, description="Metric names, or 'count:<dimension>'.")
    group_by: list[str] = Field(default_factory=list, description="Dimension names, in output order.")
    grain: Grain | None = Field(default=None, description="Time bucket of the output, if any.")
    filters: list[Filter] = Field(default_factory=list)
    conditions: list[Condition] = Field(
        default_factory=list, description="Row thresholds on measures' columns ('life expectancy above 80')."
    )
    time_range: TimeRange | None = None
    order_by: str | None = Field(default=None, description="Metric ranked by (with limit), else None.")
    descending: bool = True
    average_of_groups: bool = Field(default=False, description="One figure: the measure's groups' values averaged "
                                    "over the breakdown's members, 'how many firms per industry on average' "
                                    "(groupaverages.py).")
    first_of_groups: bool = Field(default=False, description="Rank the breakdown's own members or time buckets, "
                                  "earliest first unless descending: 'first year with patents above 20000' "
                                  "(firstlast.py).")
    limit: int | None = None
    limit_per: list[str] = Field(
        default_factory=list,
        description="Dimensions (or 'grain') the limit applies within ('top 3 products in each category').",
    )
    ignore_default_filters: list[str] = Field(
        default_factory=list,
        description="Dimensions whose metric default filters are dropped ('all orders').",
    )
    list_only: bool = Field(default=False, description="List the distinct values of group_by, no measure.")
    rows: bool = Field(
        default=False, description="Rank the table's own rows by the measures' values ('top 3 heaviest penguins')."
    )
    share: bool = Field(
        default=False, description="Also show each row's percentage of the total ('share of revenue by channel')."
    )
    latest: bool = Field(
        default=False, description="Only the rows of the measure's latest date ('en son nüfus', 'latest price')."
    )
    time_column: str | None = Field(
        default=None, description="Date to filter and bucket by instead of the measures' own ('signed up in 2023')."
    )
    raw_sql: str | None = Field(default=None, description="SQL typed by the user, passed through as is.")
    comparison: Comparison | None = Field(default=None, description="A period comparison or driver analysis.")
    question: str = ""
    language: Literal["en", "tr"] = "en"

    def filter_for(self, dimension: str) -> Filter | None:
        """The filter on a dimension, if any."""
        return next((f for f in self.filters if f.dimension == dimension), None)


class EngineResult(BaseModel):
    """The engine's answer to one message: SQL and plan, or a clarification to show instead."""

    ok: bool
    sql: str | None = None
    plan: QueryPlan | None = None
    explanation: str = ""
    clarification: str | None = None
    language: Literal["en", "tr"] = "en"
    suggestions: list[str] = Field(default_factory=list)
    refused: bool = Field(default=False, description="True when the request was declined on policy grounds.")
