"""Every metric × every dimension × a time phrase, in English and Turkish: the plan is what was asked.

These check structure (measure, breakdown, time range present) and that the SQL runs, for all
combinations rather than a sample, so a synonym or suffix that breaks one pairing shows up.
"""

from __future__ import annotations

import datetime as dt
import itertools

import pytest

AS_OF = dt.date(2026, 11, 15)
METRICS = {  # metric: (English word, Turkish word)
    "revenue": ("turnover", "ciro"),
    "orders": ("number of orders", "sipariş sayısı"),
    "units": ("quantity", "satış adedi"),
    "average_order_value": ("AOV", "ortalama sipariş tutarı"),
    "gross_margin": ("gross profit", "brüt kâr"),
    "exports": ("export value", "ihracat"),
    "freight": ("shipping costs", "navlun maliyeti"),
    "shipments": ("number of shipments", "sevkiyat sayısı"),
}
DIMS = {  # dimension: (English, Turkish with its dative suffix before "göre")
    "country": ("country", "ülkelere"),
    "segment": ("customer segment", "segmentlere"),
    "channel": ("sales channel", "kanallara"),
    "category": ("product category", "kategorilere"),
    "city": ("city", "şehirlere"),
    "incoterm": ("incoterm", "teslim şekline"),
    "customer": ("customer", "müşterilere"),
    "product": ("product", "ürünlere"),
}
TIMES = [
    ("in 2025", "2025 yılında"),
    ("last month", "geçen ay"),
    ("over the last 6 months", "son 6 ayda"),
    ("this year", "bu yıl"),
    ("", ""),
]
# A shipment has many order lines: these breakdowns would double count, so the engine must refuse them.
FANOUT = {(m, d) for m in ("exports", "freight", "shipments") for d in ("category", "product")}


@pytest.mark.parametrize(("metric", "dim"), list(itertools.product(METRICS, DIMS)))
@pytest.mark.parametrize("lang", ["en", "tr"])
def test_metric_by_dimension(engine, semantic_con, metric: str, dim: str, lang: str) -> None:
    en_time, tr_time = TIMES[(list(METRICS).index(metric) + list(DIMS).index(dim)) % len(TIMES)]
    if lang == "en":
        question = f"{METRICS[metric][0]} by {DIMS[dim][0]} {en_time}".strip()
    else:
        question = f"{tr_time} {DIMS[dim][1]} göre {METRICS[metric][1]}".strip()
    result = engine.answer(question, AS_OF)
    if (metric, dim) in FANOUT:
        assert not result.ok and ("double counting" if lang == "en" else "çift sayım") in result.clarification
        return
    assert result.ok, f"{question}: {result.clarification}"
    assert result.plan.metrics == [metric] and result.plan.group_by == [dim], question
    assert (result.plan.time_range is not None) == bool(en_time), question
    assert result.language == lang
    semantic_con.execute(result.sql).fetchall()
