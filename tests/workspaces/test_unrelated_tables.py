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


SHOPS = "shop_no,city,kind\n" + "".join(f"{k},C{k % 3},{('cafe', 'bar', 'deli')[k % 3]}\n" for k in range(12))
WEATHER = "station,region,rain_mm\n" + "".join(f"W{k},{('North', 'South')[k % 2]},{k}\n" for k in range(8))


def test_a_refusal_says_things_in_words_and_its_examples_once(tmp_path):
    """No plan key ("count:kind") or table name with underscores, a plural, and each example once."""
    service = _workspace(tmp_path, {"shop_list.csv": SHOPS, "rain_gauges.csv": WEATHER})
    try:
        out = ask(service, "how many kinds by region")
        assert out["last_event"] != "QUERY_EXECUTED", out.get("sql")
        answer = out["answer"]
        assert "count:" not in answer and "_" not in answer, answer
        assert "number of kinds" in answer.lower(), answer
        assert "shop list" in answer and "rain gauges" in answer, answer
        examples = answer.split("For example:", 1)[1]
        first = examples.split(";")[0].strip()
        assert answer.count(first) == 1, answer
    finally:
        service.close()
