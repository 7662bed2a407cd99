"""Two tables that nothing links, asked about as if one held the other (issue 10, honesty).

Through the real upload path: a workspace of two unrelated CSV files (R exports, each with its
own ``rownames`` column), where a question that scopes one table's count by the other must be
refused in plain words, while the same two counts asked side by side are answered.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

# Volcano eruptions and library loans: two tables with nothing in common but R's row names.
ERUPTIONS = '"","volcano","vei","year"\n' + "".join(
    f'"{i}","V{i % 17}",{i % 6},{1900 + i % 120}\n' for i in range(1, 241))
LOANS = '"","member","borrower_age","days_out"\n' + "".join(
    f'"{i}","M{i % 40}",{18 + i % 60},{1 + i % 30}\n' for i in range(1, 501))


def test_a_count_scoped_by_an_unrelated_table_is_refused(tmp_path):
    service = _workspace(tmp_path, {"eruptions.csv": ERUPTIONS, "loans.csv": LOANS})
    try:
        for question in ("how many loans in eruptions", "eruptions'ta kaç loans var"):
            out = ask(service, question)
            assert out["last_event"] != "QUERY_EXECUTED", (question, out.get("sql"))
            assert "link" in out["answer"] or "bağ" in out["answer"], out["answer"]
        # Side by side, as asked, the two counts are fine: "and", "ve" or a comma joins them.
        assert rows(service, "number of eruptions and number of loans") == [[240, 500]]
        assert rows(service, "eruptions ve loans sayısı") == [[240, 500]]
        assert rows(service, "eruptions, loans count") == [[240, 500]]
    finally:
        service.close()
