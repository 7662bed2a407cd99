"""A ranking word with only the rows' count to rank asks which measure, and a total word measures.

Why: "largest parcel" ranked nothing (the parcels' count has no breakdown) and answered how many
parcels there are; "top 3 senders by total pieces" read the few whole numbers of ``pieces`` as a
breakdown and ranked sender-and-pieces pairs by their count.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

PIECES = [(k, f"S{k % 7}", k % 6 + 1, round(2.5 + (k * 13) % 40 / 4, 2)) for k in range(1, 121)]
PARCELS = "parcel_id,sender,pieces,weight_kg\n" + "".join(f"{p},{s},{n},{w}\n" for p, s, n, w in PIECES)


def test_a_ranking_of_the_rows_count_alone_asks_for_a_measure(tmp_path):
    service = _workspace(tmp_path, {"parcels.csv": PARCELS})
    try:
        for question in ("largest parcel", "the biggest parcel"):
            out = ask(service, question)
            assert out["last_event"] != "QUERY_EXECUTED" and "COUNT" not in (out.get("sql") or ""), out["answer"]
            assert "Which measure" in out["answer"] and "understood ," not in out["answer"]
        assert rows(service, "which sender has the most parcels")[0][1] == 18
    finally:
        service.close()


def test_total_before_a_whole_number_column_measures_it(tmp_path):
    service = _workspace(tmp_path, {"parcels.csv": PARCELS})
    try:
        totals: dict[str, int] = {}
        for _, sender, pieces, _ in PIECES:
            totals[sender] = totals.get(sender, 0) + pieces
        top = sorted(totals.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
        assert rows(service, "top 3 senders by total pieces") == sorted([s, n] for s, n in top)
        assert rows(service, "total pieces") == [[sum(totals.values())]]
    finally:
        service.close()
