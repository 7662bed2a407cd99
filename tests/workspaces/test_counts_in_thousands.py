"""A column that counts things in thousands ("Gelen Ziyaretçi (bin)") is added up by "how many"/"kaç".

"ülkelere göre toplam ziyaretçi sayısı" counted the rows (quarters) per country: a decimal column
was taken for an amount, which cannot be counted. Made-up: a ferry line's passengers per port.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

TRIPS = [(["Bodrum", "Kos", "Rodos"][k % 3], round(1.5 + (k * 7 % 11) / 4, 2)) for k in range(1, 31)]
TR = "liman,yolcu_bin\n" + "".join(f"{p},{n}\n" for p, n in TRIPS)
EN = "port,passengers_thousands\n" + "".join(f"{p},{n}\n" for p, n in TRIPS)


def _by_port() -> list[list]:
    totals: dict[str, float] = {}
    for port, n in TRIPS:
        totals[port] = totals.get(port, 0) + n
    return sorted([p, round(t, 6)] for p, t in totals.items())


def test_how_many_adds_up_a_count_kept_in_thousands(tmp_path):
    service = _workspace(tmp_path, {"seferler.csv": TR, "ferries.csv": EN})
    try:
        got = [[p, round(n, 6)] for p, n in rows(service, "limanlara göre yolcu sayısı")]
        assert got == _by_port()
        got = [[p, round(n, 6)] for p, n in rows(service, "how many passengers by port")]
        assert got == _by_port()
    finally:
        service.close()


def test_a_verbal_noun_of_another_measure_is_not_read_as_a_verb(tmp_path):
    # "yolcuların ortalama harcaması" (the passengers' average spending): "harcaması" is a noun, the
    # spending, which the data does not hold; read as a form of the verb "harcamak" it was dropped
    # and the average number of passengers answered
    service = _workspace(tmp_path, {"seferler.csv": TR})
    try:
        assert ask(service, "yolcuların ortalama harcaması")["last_event"] != "QUERY_EXECUTED"
    finally:
        service.close()
