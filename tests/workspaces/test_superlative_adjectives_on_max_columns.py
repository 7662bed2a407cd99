""""en sıcak gün" on a file that keeps the day's highest temperature: rank by that column, or ask.

Sixteenth round (xstr), from wrong answers on the Turkish development sets (holdout8_tr t18 t24,
rdata3_tr t08): weather files keep a day's extreme as a column named so ("en yüksek sıcaklık"),
which the model reads as a MAX measure, and the adjective reader only looked at summed and
averaged measures; "sıcak" was then left unknown and taken for the noun of the rows, so "en sıcak
gün hangisi" counted the rows of each day. Turkish "en" makes a superlative of an adjective, never
of a noun. The table here is made up: a reservoir's daily highest water level.
"""

from __future__ import annotations

import datetime as dt

from tests.workspaces.asking import ask
from tests.workspaces.test_links import _workspace

START = dt.date(1995, 3, 1)
LEVELS = [(START + dt.timedelta(days=k), 40 + (k * 17) % 31) for k in range(90)]
BARAJ = "tarih;en_yuksek_sicaklik_c;yagis_mm\n" + "".join(
    f"{d.isoformat()};{v};{(k * 5) % 7}\n" for k, (d, v) in enumerate(LEVELS))


def test_a_superlative_adjective_ranks_the_column_of_its_quality_kept_as_a_maximum(tmp_path):
    service = _workspace(tmp_path, {"olcum.csv": BARAJ})
    try:
        hottest = max(LEVELS, key=lambda x: (x[1], -x[0].toordinal()))
        out = ask(service, "en sıcak gün hangisi")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert str(out["rows"][0][0]).startswith(hottest[0].isoformat()) and out["rows"][0][1] == hottest[1]
    finally:
        service.close()


def test_the_first_and_last_dates_of_a_table_named_by_the_quality_rank_nothing(tmp_path):
    service = _workspace(tmp_path, {"baraj_sicaklik.csv": BARAJ})  # its first/last date measures say "sicaklik" too
    try:
        coldest = min(LEVELS, key=lambda x: (x[1], x[0].toordinal()))
        out = ask(service, "en soğuk gün")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert str(out["rows"][0][0]).startswith(coldest[0].isoformat()) and out["rows"][0][1] == coldest[1]
    finally:
        service.close()


def test_an_unknown_word_after_turkish_en_is_never_the_rows_noun(tmp_path):
    service = _workspace(tmp_path, {"olcum.csv": BARAJ})
    try:  # "berrak" (clear) names no measure here: asked, not a count of each day's rows
        assert ask(service, "en berrak gün hangisi")["last_event"] != "QUERY_EXECUTED"
    finally:
        service.close()


def test_the_average_of_a_column_kept_as_a_maximum_is_its_average(tmp_path):
    service = _workspace(tmp_path, {"olcum.csv": BARAJ})
    try:  # "ortalama sıcaklık": the average of the day's highest, where "ortalama" was not understood
        out = ask(service, "ortalama sıcaklık")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert out["rows"] == [[sum(v for _, v in LEVELS) / len(LEVELS)]]
    finally:
        service.close()
