"""A text column of sentences is prose: no breakdown and none of its words a value.

Found on the twenty-fifth round's auto25a: the breaches' ``summary`` (a paragraph each) was a
dimension, and "usage" in "seat belt usage by year" matched one of its sentences, pulling the
breaches' table into a question about another table, which was then refused. The tables here are
made up, with other words.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

NOTES = ["The crew reported heavy rain and low visibility near the harbour entrance during the night shift.",
         "A pump failed after months of irregular usage, and the spare parts arrived two weeks later than planned.",
         "Inspectors found the loading cranes in good order but asked for new signage at every gate of the yard."]
INCIDENTS = "incident,year,severity,note\n" + "".join(
    f'i{k},{2020 + k % 2},{["low", "high"][k % 2]},"{NOTES[k % 3]}"\n' for k in range(6))
BERTHS = "berth,year,usage\n" + "".join(f"b{k % 3},{2020 + k // 3},{0.2 + 0.1 * k:.1f}\n" for k in range(6))


def test_a_word_of_a_sentence_is_no_value(tmp_path):
    service = _workspace(tmp_path, {"incidents.csv": INCIDENTS, "berths.csv": BERTHS})
    try:
        out = rows(service, "usage by year")
        assert [r[0] for r in out] == [2020, 2021]
        assert "note" not in str(ask(service, "number of incidents by note").get("sql") or "")
    finally:
        service.close()
