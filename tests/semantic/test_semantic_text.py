"""Normalisation: case, Turkish dotted/dotless i, accents, suffixes and typos."""

from __future__ import annotations

import pytest

from agent.analytics.semantic.text import candidates, edit_distance, fold, tokenize


@pytest.mark.parametrize(
    ("raw", "folded"),
    [
        ("İhracat", "ihracat"),
        ("IRAK", "irak"),
        ("ışık", "isik"),
        ("Müşteri Sayısı", "musteri sayisi"),
        ("ÇEYREK", "ceyrek"),
        ("Türkiye", "turkiye"),
        ("Ağustos", "agustos"),
        ("Café", "cafe"),
    ],
)
def test_fold(raw: str, folded: str) -> None:
    assert fold(raw) == folded


@pytest.mark.parametrize(
    ("word", "stem"),
    [
        ("ulkelere", "ulke"),
        ("segmentlere", "segment"),
        ("ayda", "ay"),
        ("musterilerin", "musteri"),
        ("siparisleri", "siparis"),
        ("kategorisine", "kategori"),
        ("adedi", "adet"),
        ("ceyregi", "ceyrek"),
        ("countries", "country"),
        ("customers", "customer"),
        ("partners", "partner"),
        ("categories", "category"),
    ],
)
def test_candidates_include_stem(word: str, stem: str) -> None:
    assert stem in candidates(word)


def test_tokenize_drops_apostrophe_suffixes_and_keeps_surface() -> None:
    tokens = tokenize("Irak'a 2025'te İhracat")
    assert [t.text for t in tokens] == ["irak", "2025", "ihracat"]
    assert tokens[0].raw == "Irak'a"
    assert tokens[1].number == 2025


def test_tokenize_numbers_ordinals_and_iso_dates() -> None:
    tokens = tokenize("3. çeyrek, 1st quarter 2026-03-01 2026-03")
    assert tokens[0].number == 3 and tokens[0].ordinal
    assert [t.text for t in tokens if "-" in t.text] == ["2026-03-01", "2026-03"]


def test_edit_distance() -> None:
    assert edit_distance("revnue", "revenue") == 1
    assert edit_distance("custmoers", "customers") == 1
    assert edit_distance("abc", "xyz", limit=1) == 2


def test_case_and_accent_insensitive_answers(engine) -> None:
    import datetime as dt

    as_of = dt.date(2026, 11, 15)
    a = engine.answer("ülkelere göre ihracat", as_of)
    b = engine.answer("ULKELERE GORE IHRACAT", as_of)
    assert a.ok and b.ok and a.sql == b.sql


def test_typo_is_corrected(engine) -> None:
    import datetime as dt

    result = engine.answer("revnue by contry", dt.date(2026, 11, 15))
    assert result.ok and "revenue" in result.sql and "country" in result.sql


def test_the_past_copula_after_a_vowel_is_an_ending():
    # "kaç yolculuk şehir içiydi" (how many trips were within the city) of ``sehir_ici``
    assert "ici" in candidates("iciydi")
    assert "bos" not in candidates("bosdu") and "dunya" in candidates("dunya")
