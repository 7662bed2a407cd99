"""A Turkish index series whose header carries its base, and questions asked of it the Turkish way.

Why, each seen on a monthly consumer price index ("Fiyat Endeksi (Aralık 1997=100)" by product
group): the series answered to "fiyat endeksi" but not to its head "endeksi" ("televizyon
endeksinin yıllara göre ortalaması"); "140'ı ilk hangi ay geçti" left the accusative number unread
and ranked months instead of giving the first one past it; "kaç aylık veri var" and "veriler hangi
tarihten hangi tarihe kadar" asked which measure was meant; "televizyon fiyatları 2000'den 2010'a nasıl
değişti" named no measure ("fiyat" is the first word of the one index) and, once read, listed every year
between. Here on a made-up rent index by region.
"""

from __future__ import annotations

import datetime as dt

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

REGIONS = ["Kuzey", "Güney", "Batı"]
MONTHS = [dt.date(2020 + k // 12, k % 12 + 1, 1) for k in range(36)]
INDEX = {(r, m): 100 + (n + 1) * k + (7 * k + 3 * n) % 5 for n, r in enumerate(REGIONS) for k, m in enumerate(MONTHS)}
RENT = "Ay,Bölge,Kira Endeksi (2015=100)\n" + "".join(f"{m.isoformat()},{r},{INDEX[(r, m)]}\n" for r, m in INDEX)


def _service(tmp_path):
    return _workspace(tmp_path, {"kira_endeksi.csv": RENT})


def test_the_head_of_a_header_with_its_base_names_the_only_series(tmp_path):
    service = _service(tmp_path)
    try:
        yearly = rows(service, "Kuzey endeksinin yıllara göre ortalaması")
        assert [[y, round(v, 6)] for y, v in yearly] == [
            [y, round(sum(INDEX[("Kuzey", m)] for m in MONTHS if m.year == y) / 12, 6)] for y in (2020, 2021, 2022)]
        top = ask(service, "Güney endeksinin en yüksek olduğu ay")
        assert top["last_event"] == "QUERY_EXECUTED", top["answer"]
        best = max(MONTHS, key=lambda m: (INDEX[("Güney", m)], -m.toordinal()))
        assert str(top["rows"][0][0])[:10] == best.isoformat()
    finally:
        service.close()


def test_an_accusative_number_before_which_month_and_the_verb(tmp_path):
    service = _service(tmp_path)
    try:
        first = rows(service, "Batı endeksi 130'u ilk hangi ay geçti")
        assert [str(v)[:10] for v in first[0]] == [min(m for m in MONTHS if INDEX[("Batı", m)] > 130).isoformat()]
    finally:
        service.close()


def test_how_many_months_of_data_and_from_which_date_to_which(tmp_path):
    service = _service(tmp_path)
    try:
        assert rows(service, "kaç aylık veri var") == [[len(MONTHS)]]
        span = rows(service, "veriler hangi tarihten hangi tarihe kadar")
        assert [str(v)[:10] for v in span[0]] == [MONTHS[0].isoformat(), MONTHS[-1].isoformat()]
    finally:
        service.close()


def test_the_first_word_of_the_only_number_and_a_change_from_one_year_to_another(tmp_path):
    """ "Kuzey kiraları 2020'den 2022'ye nasıl değişti": the two years named, of the one index."""
    service = _service(tmp_path)
    try:
        change = rows(service, "Kuzey kiraları 2020'den 2022'ye nasıl değişti")
        assert [[y, round(v, 6)] for y, v in change] == [
            [y, round(sum(INDEX[("Kuzey", m)] for m in MONTHS if m.year == y) / 12, 6)] for y in (2020, 2022)]
    finally:
        service.close()


SALES = "Dönem,Bölge,Satış\n" + "".join(f"{m.isoformat()},{r},{10 + k + n}\n" for n, r in enumerate(REGIONS)
                                         for k, m in enumerate(MONTHS))
SERVICE = "Servis No,Bakım Dönemi (gün),Ücret\n" + "".join(f"{k},{20 + k % 9},{100 + k}\n" for k in range(1, 31))


def test_a_period_word_heading_a_bracketed_header_never_takes_another_tables_period(tmp_path):
    """ "Bakım Dönemi (gün)": "Mart 2021 döneminde" is when, of the table dated by its "Dönem"."""
    service = _workspace(tmp_path, {"satislar.csv": SALES, "servisler.csv": SERVICE})
    try:
        march = rows(service, "2021 Mart döneminde bölgelere göre toplam satış")
        assert sorted(march) == sorted([r, 10 + 14 + n] for n, r in enumerate(REGIONS))
    finally:
        service.close()


SILVER = "Tarih,Gümüş Fiyatı (USD)\n" + "".join(
    f"{(dt.date(2020, 1, 1) + dt.timedelta(days=5 * k)).isoformat()},{20 + (k * 7) % 11 + k / 100:.2f}\n"
    for k in range(150))


def test_a_head_of_its_own_keeps_its_first_word_for_the_thing_priced(tmp_path):
    """ "2021 yılında gümüşün en yüksek fiyatı" of "Gümüş Fiyatı (USD)": the highest price, not its average."""
    service = _workspace(tmp_path, {"gumus_fiyatlari.csv": SILVER})
    try:
        prices = [(dt.date(2020, 1, 1) + dt.timedelta(days=5 * k), round(20 + (k * 7) % 11 + k / 100, 2))
                  for k in range(150)]
        [[top]] = rows(service, "2021 yılında gümüşün en yüksek fiyatı")
        assert round(top, 6) == max(p for d, p in prices if d.year == 2021)
    finally:
        service.close()
