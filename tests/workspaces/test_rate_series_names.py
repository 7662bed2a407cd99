"""A monthly rate with its scale and units: "Rüzgar Elektrik Üretimi (bin MWh/gün)" in ``elektrik_uretimi``.

Failed before its rules (twenty-fifth round, on holdout17_tr once it became a development set): the
name kept "bin mwh gun" after its words, so "üretim" was no name's last word and "ortalama üretim"
named nothing; and the table, named after its one figure, was read as its row count for
"elektrik üretimi", since the figure of a series was moved to its measure only when summed (a rate
per day is averaged). The table is made up.
"""

from __future__ import annotations

from agent.analytics.inference.names import name_words
from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# a made-up monthly series: a region's wind power output, thousand MWh a day, day-first dates, decimal commas
OUTPUT = {(y, m): 100 + (y * 7 + m * 13) % 50 + 0.5 for y in range(2001, 2005) for m in range(1, 13)}
SERIES = "Ay;Rüzgar Elektrik Üretimi (bin MWh/gün)\n" + "".join(
    f"01.{m:02d}.{y};{str(v).replace('.', ',')}\n" for (y, m), v in OUTPUT.items())


def test_a_scaled_rate_tail_is_cut_whole():
    assert name_words("ruzgar_elektrik_uretimi_bin_mwh_gun") == ["ruzgar", "elektrik", "uretimi"]
    assert name_words("uretim_milyon_ton_yil") == ["uretim"]  # any unit, when a scale says so before it


def test_the_series_name_and_its_head_are_the_rate(tmp_path):
    service = _workspace(tmp_path, {"elektrik_uretimi.csv": SERIES})
    try:
        yearly = [[y, sum(v for (yy, _m), v in OUTPUT.items() if yy == y) / 12] for y in range(2001, 2005)]
        assert rows(service, "yıllara göre ortalama elektrik üretimi") == yearly
        assert rows(service, "yıllara göre ortalama üretim") == yearly
        assert rows(service, "üretimin 140'ın üzerinde olduğu kaç ay var") == [
            [sum(v > 140 for v in OUTPUT.values())]]
        top = max(OUTPUT.values())
        assert [r[-1] for r in rows(service, "elektrik üretimi en çok hangi ayda oldu")] == [top]
    finally:
        service.close()


# a made-up provinces table: units as statistics offices write them after each name
PROVINCES = [(f"İl{k}", 100 + k * 37 % 900, 500 + k * 13 % 400, 2000 + k * 91 % 1500) for k in range(40)]
UNITS = "İl;Nüfus (bin kişi);Üretim (ton/yıl);Tüketim (kWh/kişi)\n" + "".join(
    f"{p};{n};{u};{c}\n" for p, n, u, c in PROVINCES)


def test_units_per_time_and_per_person_are_cut():
    assert name_words("uretim_ton_yil") == ["uretim"]  # a unit per year
    assert name_words("tuketim_kwh_kisi") == ["tuketim"]  # a unit per person
    assert name_words("nufus_bin_kisi") == ["nufus"]  # people, in thousands
    assert name_words("siddet_sucu_orani_100_bin_kiside") == [
        "siddet", "sucu", "orani", "100", "bin", "kiside"]  # "per 100 thousand" keeps its number


def test_a_rate_per_year_is_a_measure(tmp_path):
    service = _workspace(tmp_path, {"iller.csv": UNITS})
    try:
        mean = sum(u for _p, _n, u, _c in PROVINCES) / len(PROVINCES)
        assert rows(service, "ortalama üretim") == [[mean]]  # "yıl" last was read as a year label: no measure
        top = sorted(PROVINCES, key=lambda r: -r[3])[:3]
        assert [r[0] for r in rows(service, "kişi başı tüketimi en yüksek 3 il")] == sorted(p for p, *_x in top)
    finally:
        service.close()
