"""A season said with its year is its three months: "2008 yazında", "summer of 2008".

Failed before its rule (twenty-fourth round, holdout15_tr's leftover k11: "2008 yazında (haziran,
temmuz, ağustos) toplam trafik" was refused for "yazında"). The sentences are made up.
"""

from __future__ import annotations

import datetime as dt

import pytest

from agent.analytics.semantic.text import tokenize
from agent.analytics.semantic.timeparse import find_times

D = dt.date
R = D(2026, 11, 15)


def _period(text: str) -> tuple[dt.date | None, dt.date | None]:
    found = [m for m in find_times(tokenize(text), R) if not m.negated]
    assert len(found) == 1, f"{text!r}: {found}"
    return found[0].period.start, found[0].period.end


@pytest.mark.parametrize(("text", "start", "end"), [
    ("2011 yazında toplam yolcu", D(2011, 6, 1), D(2011, 9, 1)),
    ("yaz 2011 yolcu sayısı", D(2011, 6, 1), D(2011, 9, 1)),
    ("2011 sonbaharında ortalama sıcaklık", D(2011, 9, 1), D(2011, 12, 1)),
    ("rainfall in the spring of 2011", D(2011, 3, 1), D(2011, 6, 1)),
    ("2011 yazında (haziran, temmuz ve ağustos) toplam yolcu", D(2011, 6, 1), D(2011, 9, 1)),
])
def test_a_season_with_its_year(text, start, end):
    assert _period(text) == (start, end)


def test_a_season_without_a_year_is_no_period():
    assert find_times(tokenize("yaz bana toplam yolcuyu"), R) == []
