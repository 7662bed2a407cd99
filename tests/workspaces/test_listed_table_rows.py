"""The table's plural name after a value of its own lists the rows ("şili'deki kitaplar"), through the
real upload path (issue 10, eleventh round).

Every assertion here failed before the rule it tests. The table is made up with words the
development sets do not use (books by country and genre), so the rule is shown to be general;
expected rows are computed from the same generator, never typed in.
"""

from __future__ import annotations

from tests.workspaces.asking import ask as _ask
from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_BOOKS = [(f"Kitap {k:02d}", ["Şili", "Peru", "Küba"][k % 3], ["Polisiye", "Şiir"][k % 2], 150 + (k * 37) % 300)
          for k in range(14)]
BOOKS = "kitap,ulke,tur,sayfa_sayisi\n" + "".join(
    f"{title},{country},{genre},{pages}\n" for title, country, genre, pages in _BOOKS)


def test_rows_named_after_a_value_are_listed_and_counted_when_asked(tmp_path):
    service = _workspace(tmp_path, {"kitaplar.csv": BOOKS})
    try:
        chile = sorted([title] for title, country, _, _ in _BOOKS if country == "Şili")
        assert _rows(service, "şili'deki kitaplar") == chile
        assert _rows(service, "polisiye türündeki kitaplar") == sorted(
            [title] for title, _, genre, _ in _BOOKS if genre == "Polisiye")
        long = sorted(title for title, _, _, pages in _BOOKS if pages > 300)
        out = _ask(service, "sayfa sayısı 300'ü geçen kitaplar")  # the rows compared, listed
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert sorted(row[0] for row in out["rows"]) == long
        assert _rows(service, "şili'deki kitaplar kaç tane") == [[len(chile)]]  # a count stays a count
    finally:
        service.close()
