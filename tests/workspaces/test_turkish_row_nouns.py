"""A Turkish noun the data does not name, counted with "sayısı", is the one table's rows: "yolcu sayısı".

Why, seen on a telecom's subscribers (``abone_kayiplari``, no column that makes it a table of
people): the analyst calls the rows customers ("alan kodlarına göre müşteri sayısı"). Turkish counts a
singular noun with "sayısı" after it, so the noun did not look like the rows' noun (a plural, or a
singular after "how many") and the question was refused. Here on a ferry line's season tickets, whose files never say
"passenger".
"""

from __future__ import annotations

from statistics import mean

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

TICKETS = [(("Ankara", "İzmir", "Bursa")[k % 3], "AB"[k % 2], 80 + (k * 11) % 90) for k in range(1, 31)]
FILE = "sehir,paket,aylik_ucret\n" + "".join(f"{s},{p},{u}\n" for s, p, u in TICKETS)
# a second, unrelated table: with one table only, every unknown word could only be its rows
RATES = "tarih,dolar_kuru\n" + "".join(f"2024-01-{d:02d},{30 + d / 10}\n" for d in range(1, 29))


def test_a_singular_noun_before_sayisi_is_the_rows(tmp_path):
    service = _workspace(tmp_path, {"abonelik_kayitlari.csv": FILE, "doviz_kurlari.csv": RATES})
    try:
        by_city = rows(service, "şehirlere göre yolcu sayısı")
        assert sorted(map(tuple, by_city)) == sorted(
            (c, sum(1 for s, *_ in TICKETS if s == c)) for c in ("Ankara", "İzmir", "Bursa"))
        assert rows(service, "yolcuların ortalama aylık ücreti") == [[mean(u for *_, u in TICKETS)]]
    finally:
        service.close()


def test_the_places_the_rows_come_from_are_counted(tmp_path):
    # "kaç farklı eyaletten müşteri var": the distinct states, the customers only the rows
    service = _workspace(tmp_path, {"abonelik_kayitlari.csv": FILE, "doviz_kurlari.csv": RATES})
    try:
        assert rows(service, "kaç farklı şehirden yolcu var") == [[3]]
    finally:
        service.close()
