"""A measure named by its extreme ("En Yüksek Nem", the day's highest humidity) answers to its plain noun.

Why: a daily weather export often keeps only the day's high; "ortalama nem" then means the mean
of that column, as "average temperature" reaches ``temp_max``, and "en nemli gün" ranks days by
it. Before, the operators went with the whole name only ("ortalama nem" was not understood) and
the adjective skipped a column kept as MAX, so "en nemli gün" ranked days by their row count.
With a "En Düşük Nem" beside it the plain noun is the two columns' alike, and neither is picked.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

DAYS = [(f"2021-03-{d:02d}", 40 + (d * 7) % 45, 20 + d % 9) for d in range(1, 29)]
HIGH_ONLY = "tarih,en_yuksek_nem,ruzgar\n" + "".join(f"{day},{high},{wind}\n" for day, high, wind in DAYS)
BOTH = "tarih,en_yuksek_nem,en_dusuk_nem\n" + "".join(f"{day},{high},{high - 15}\n" for day, high, _ in DAYS)


def test_the_plain_noun_of_a_measure_named_by_its_extreme_takes_operators_and_adjectives(tmp_path):
    service = _workspace(tmp_path, {"hava_durumu.csv": HIGH_ONLY})
    try:
        assert rows(service, "ortalama nem") == [[sum(h for _, h, _ in DAYS) / len(DAYS)]]
        top = max(h for _, h, _ in DAYS)
        assert [str(r[0])[:10] for r in rows(service, "en nemli gün")] == [min(d for d, h, _ in DAYS if h == top)]
    finally:
        service.close()


def test_with_both_extremes_the_plain_noun_picks_neither(tmp_path):
    service = _workspace(tmp_path, {"hava_durumu.csv": BOTH})
    try:
        out = ask(service, "ortalama nem")
        assert out["last_event"] != "QUERY_EXECUTED" or "dusuk" not in (out.get("sql") or "") and (
            "yuksek" not in (out.get("sql") or ""))
    finally:
        service.close()


READINGS = "day,maximum_temperature,rain_mm\n" + "".join(f"{day},{wind},{high % 7}\n" for day, high, wind in DAYS)


def test_an_adjective_ranks_by_a_measure_kept_as_its_maximum(tmp_path):
    service = _workspace(tmp_path, {"readings.csv": READINGS})
    try:  # "hottest day" skipped a column kept as MAX and ranked days by their row count
        top = max(w for _, _, w in DAYS)
        assert [str(r[0])[:10] for r in rows(service, "hottest day")] == [min(d for d, _, w in DAYS if w == top)]
    finally:
        service.close()


# a firm list: "en borçlu" ranks by ``borc`` (debt); "önemli" has the -li of having but no "önem" measure
FIRMS = [(f"Firma {k}", 100 + (k * 37) % 400, 10 + k % 13) for k in range(1, 21)]
FIRMS_CSV = "firma,borc,calisan\n" + "".join(f"{f},{p},{n}\n" for f, p, n in FIRMS)


def test_an_adjective_of_having_ranks_by_its_measure_and_no_other_word_of_that_shape_is_read(tmp_path):
    service = _workspace(tmp_path, {"firmalar.csv": FIRMS_CSV})
    try:
        best = max(FIRMS, key=lambda f: f[1])
        assert [r[0] for r in rows(service, "en borçlu firma")] == [best[0]]
        assert ask(service, "en önemli firma")["last_event"] != "QUERY_EXECUTED"  # no "önem" measure: not read
    finally:
        service.close()


def test_an_unknown_adjective_after_en_is_never_taken_for_the_rows(tmp_path):
    service = _workspace(tmp_path, {"hava_durumu.csv": HIGH_ONLY})
    try:  # "en güzel gün" ranked days by their row count (every day 1) and showed the first
        assert ask(service, "en güzel gün")["last_event"] != "QUERY_EXECUTED"
        assert ask(service, "en önemli 3 gün")["last_event"] != "QUERY_EXECUTED"
    finally:
        service.close()


# a day's prices, its high and low named by the extreme alone ("En Yüksek", "En Düşük")
PRICES = "Tarih,Açılış,En Yüksek,En Düşük,Kapanış\n" + "".join(
    f"{day},{high - 5},{high},{high - 15},{high - 7}\n" for day, high, _ in DAYS)


def test_a_column_named_by_its_extreme_alone_keeps_that_extreme(tmp_path):
    # "ekim 1987'deki en düşük değer" of an index's daily prices was the month's lows added up
    service = _workspace(tmp_path, {"borsa.csv": PRICES})
    try:
        assert rows(service, "mart 2021'deki en düşük değer") == [[min(h for _, h, _ in DAYS) - 15]]
        assert rows(service, "mart 2021'deki en yüksek değer") == [[max(h for _, h, _ in DAYS)]]
    finally:
        service.close()
