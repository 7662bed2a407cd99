"""The measure of the row a superlative picks: "en genç çalışanın maaşı" is the youngest one's salary.

Failed before its rule (twenty-fifth round, a made-up staff list probed for what strangers' Turkish data
asks): the rows' noun right before a column of its table only says whose column it is ("çalışanın
maaşı"), so it was dropped, and with it the row the superlative picks: the answer was the lowest age
beside the sum of all salaries. The table is made up.
"""

from __future__ import annotations

from tests.workspaces.asking import ask
from tests.workspaces.test_links import _workspace

STAFF = [(1000 + k, f"Kişi {k}", 22 + (k * 7) % 40, 30000 + (k * 1713) % 40000) for k in range(30)]
FILES = {"calisanlar.csv": "Sicil No,Ad Soyad,Yaş,Aylık Maaş (TL)\n" + "".join(
    f"{no},{name},{age},{pay}\n" for no, name, age, pay in STAFF)}


def test_the_picked_rows_measure(tmp_path):
    service = _workspace(tmp_path, FILES)
    try:
        out = ask(service, "en genç çalışanın maaşı")
        youngest = min(STAFF, key=lambda r: r[2])
        assert out["last_event"] == "QUERY_EXECUTED" and len(out["rows"]) == 1, out.get("sql")
        assert youngest[3] in out["rows"][0]
    finally:
        service.close()


HERDS = "herd,period,incidence,size\n" + "".join(
    f"{h},{p},{(h * p) % 5},{10 + (h * 7 + p * 3) % 23}\n" for h in range(1, 16) for p in range(1, 5))


def test_a_superlative_before_a_compound_picks_no_row(tmp_path):
    """English "the largest herd size" is the largest size: "herd" is no possessor (endev8a a26 broke)."""
    service = _workspace(tmp_path, {"cbpp.csv": HERDS})
    try:
        out = ask(service, "what is the largest herd size")
        assert out["last_event"] == "QUERY_EXECUTED" and out["rows"][0][0] == max(
            10 + (h * 7 + p * 3) % 23 for h in range(1, 16) for p in range(1, 5)), out.get("sql")
        assert "GROUP BY" not in out["sql"]
    finally:
        service.close()
