"""Latest values, the data's date range, decades, missing readings, generic words, Turkish
thresholds after an ablative and model years, each through the real upload path (issue 10).

Every assertion here failed before the rule it tests; the data are small uploaded CSV files and
the expected figures are computed from the same generators, never typed in.
"""

from __future__ import annotations

import datetime as dt

from tests.workspaces.asking import ask as _ask
from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_MONTHS = [dt.date(1985 + k // 12, 1 + k % 12, 1) for k in range(12 * 20)]  # 1985-01 … 2004-12
ECONOMY = "tarih,nufus_bin,tasarruf_orani,issiz_sayisi_bin\n" + "".join(
    f"{d},{1000 + k},{5 + k % 7}.5,{200 + k % 13}\n" for k, d in enumerate(_MONTHS))
CARS = "marka,model,model_yili,motor_hacmi_l,silindir\n" + "".join(
    f"{['audi', 'ford', 'fiat'][k % 3]},{['a4', 'focus', 'punto', 'golf'][k % 4]},{[1999, 2008][k % 2]},"
    f"{1 + (k % 6)}.4,{[4, 6, 8][k % 3]}\n" for k in range(60))
AIR = "month,day,ozone,wind\n" + "".join(
    f"{5 + k // 30},{1 + k % 30},{'' if k % 4 == 0 else 20 + k},{k % 9}.5\n" for k in range(90))



def _economy_rows() -> list[list[str]]:
    return [line.split(",") for line in ECONOMY.strip().splitlines()[1:]]


def test_latest_value_is_the_value_at_the_latest_date(tmp_path):
    service = _workspace(tmp_path, {"ekonomi.csv": ECONOMY})
    try:
        latest = float(_economy_rows()[-1][1])
        assert _rows(service, "en son nüfus ne kadar") == [[latest]]  # not the sum over all dates
        assert _rows(service, "güncel nüfus") == [[latest]]
        assert _rows(service, "what is the latest nufus") == [[latest]]
        assert _rows(service, "son 3 ayda nüfus") != [[latest]]  # "son N ay" stays a period
    finally:
        service.close()


def test_when_the_data_starts_and_ends(tmp_path):
    service = _workspace(tmp_path, {"ekonomi.csv": ECONOMY})
    try:
        first, last = str(_MONTHS[0]), str(_MONTHS[-1])
        assert _rows(service, "veriler hangi tarihte başlıyor") == [[first]]
        assert _rows(service, "veriler ne zaman bitiyor") == [[last]]
        assert _rows(service, "when does the data start") == [[first]]
        assert _rows(service, "tarih aralığı nedir") == [[first, last]]
        assert _rows(service, "what is the date range of the data") == [[first, last]]
        out = _ask(service, "nufus at the end of 2000")  # a measure of its own: "end" is no data range
        assert out["last_event"] != "QUERY_EXECUTED" and "end" in out["answer"]
    finally:
        service.close()


def test_a_decade_is_a_ten_year_range(tmp_path):
    service = _workspace(tmp_path, {"ekonomi.csv": ECONOMY})
    try:
        nineties = [float(r[2]) for r, d in zip(_economy_rows(), _MONTHS, strict=True) if 1990 <= d.year < 2000]
        expected = sum(nineties) / len(nineties)
        for question in ("1990'larda ortalama tasarruf oranı", "average tasarruf orani in the 1990s",
                         "90'larda ortalama tasarruf oranı"):
            assert _rows(service, question) == [[expected]], question
    finally:
        service.close()


def test_a_measure_reached_only_by_a_generic_word_is_refused(tmp_path):
    service = _workspace(tmp_path, {"ekonomi.csv": ECONOMY})
    try:
        for question in ("2000'de enflasyon oranı kaçtı", "inflation rate in 2000"):
            out = _ask(service, question)
            assert out["last_event"] != "QUERY_EXECUTED", (question, out["sql"])
            assert "enflasyon" in out["answer"].lower() or "inflation" in out["answer"].lower()
        # A rate (oran) is a level: averaged, never summed, in Turkish as in English, so even a "total"
        # savings rate over a year is its average (adding twelve monthly rates means nothing).
        rates = [float(r[2]) for r, d in zip(_economy_rows(), _MONTHS, strict=True) if d.year == 2000]
        total = sum(rates) / len(rates)
        assert _rows(service, "2000'de tasarruf oranı") != []  # the rate itself is still answered
        assert _rows(service, "ortalama oranı") != []  # the generic word alone is the user's intent
        assert _rows(service, "total tasarruf orani in 2000") == [[total]]
    finally:
        service.close()


def test_missing_readings_are_rows_without_a_value(tmp_path):
    service = _workspace(tmp_path, {"air.csv": AIR})
    try:
        empty = sum(1 for k in range(90) if k % 4 == 0)
        assert _rows(service, "how many days have no ozone reading") == [[empty]]
        assert _rows(service, "how many rows are missing ozone") == [[empty]]
        assert _rows(service, "number of records without ozone") == [[empty]]
        assert _rows(service, "ozone değeri eksik olan kaç kayıt var") == [[empty]]
        winds = [k % 9 + 0.5 for k in range(90) if k % 4 == 0]
        assert _rows(service, "average wind where ozone is missing") == [[sum(winds) / len(winds)]]
    finally:
        service.close()


def test_a_turkish_threshold_after_an_ablative_and_a_model_year(tmp_path):
    service = _workspace(tmp_path, {"araclar.csv": CARS})
    try:
        big = sum(1 for k in range(60) if 1 + (k % 6) + 0.4 > 5)
        assert _rows(service, "motor hacmi 5 litreden büyük kaç araç var") == [[big]]
        small = sum(1 for k in range(60) if 1 + (k % 6) + 0.4 < 3)
        assert _rows(service, "motor hacmi 3 litreden küçük kaç araç var") == [[small]]
        assert _rows(service, "2008 model kaç araç var") == [[sum(1 for k in range(60) if k % 2)]]
        assert _rows(service, "how many 1999 model araclar are there") == [[sum(1 for k in range(60) if k % 2 == 0)]]
    finally:
        service.close()


def test_a_measure_word_after_a_column_called_median_only_qualifies_it(tmp_path):
    from tests.workspaces.test_own_data_reading import GEMS, HOUSING

    service = _workspace(tmp_path, {"diamonds.csv": GEMS, "housing.csv": HOUSING})
    try:
        austin = [100 + 10 * y % 7 + len("Austin") for y in range(2010, 2014)]
        assert _rows(service, "highest median price in austin") == [[max(austin)]]  # not the diamonds' price
        assert _rows(service, "average diamond price by cut")[0][0] == "Good"  # a price on its own stays
    finally:
        service.close()
