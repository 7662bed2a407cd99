"""A word for the rows beside a ranked measure names whose measure it is, not a row count to rank by.

Found across the sixteenth round's English development sets (issue 10): "which nation had the most
melanoma deaths" (a melanoma table) and "which month had the most deaths from disease" (a war's
monthly deaths) ranked by each group's number of rows, with the asked measure shown beside it.
The table here is made up, with other words.
"""

from __future__ import annotations

from tests.workspaces.asking import ask
from tests.workspaces.test_links import _workspace

# a harbour's monthly log, named by its source; one row per month
DAMAGE = [(k * 37) % 101 + 0.5 for k in range(12)]
LOG = "month,storm_damage,fire_damage\n" + "".join(
    f"2021-{k + 1:02d}-01,{d},{(k * 53) % 89 + 0.25}\n" for k, d in enumerate(DAMAGE))


def test_a_rows_word_beside_a_ranked_measure_is_not_a_second_measure(tmp_path):
    service = _workspace(tmp_path, {"harbour_log.csv": LOG})
    worst = f"2021-{DAMAGE.index(max(DAMAGE)) + 1:02d}-01"
    try:
        for question in ("which month had the most losses from storm damage",
                         "which month had the most harbour storm damage"):
            out = ask(service, question)
            assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
            assert "COUNT(" not in out["sql"].upper(), (question, out["sql"])
            assert str(out["rows"][0][0]).startswith(worst), (question, out["rows"])
    finally:
        service.close()
