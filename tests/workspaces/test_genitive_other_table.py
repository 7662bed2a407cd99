"""A measure said in the possessive of rows it does not belong to is not theirs: "seferlerin ortalama ücreti".

Why, seen on taxi trips beside a telecom's customers: "yolculukların ortalama ücreti" (the trips'
average fare), on trips that keep no fare, was answered with the customers' day charge
(``gunduz_ucret``), a wrong answer about the wrong rows. Here on ferry crossings beside a
subscription list; a measure of a table joined to the rows is still theirs.
"""

from __future__ import annotations

from statistics import mean

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

CROSSINGS = [(k, f"G{k % 4}", 10 + (k * 7) % 30) for k in range(1, 31)]
TRIPS = "sefer_no,gemi_kodu,mesafe_km\n" + "".join(f"{n},{g},{m}\n" for n, g, m in CROSSINGS)
SHIPS = "gemi_kodu,kapasite\n" + "".join(f"G{k},{200 + 50 * k}\n" for k in range(4))
SUBSCRIBERS = "abone_no,gunduz_ucret,gece_ucret\n" + "".join(f"{k},{5 + k % 7},{2 + k % 3}\n" for k in range(1, 21))


def test_a_measure_of_an_unrelated_table_is_not_the_genitive_rows(tmp_path):
    files = {"seferler.csv": TRIPS, "gemiler.csv": SHIPS, "aboneler.csv": SUBSCRIBERS}
    service = _workspace(tmp_path, files)
    try:
        refused = ask(service, "seferlerin ortalama ücreti")
        assert refused.get("sql") is None and "ücreti" in str(refused.get("answer"))
        assert rows(service, "seferlerin ortalama mesafesi") == [[mean(m for *_, m in CROSSINGS)]]
        joined = rows(service, "seferlerin ortalama kapasitesi")
        assert joined == [[mean(200 + 50 * int(g[1]) for _, g, _ in CROSSINGS)]]
    finally:
        service.close()
