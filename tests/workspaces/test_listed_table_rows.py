"""The table's plural name after a value of its own lists the rows ("şili'deki kitaplar"), through the
real upload path (issue 10, eleventh round).

Every assertion here failed before the rule it tests. The table is made up with words the
development sets do not use (books by country and genre), so the rule is shown to be general;
expected rows are computed from the same generator, never typed in.
"""

from __future__ import annotations

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_BOOKS = [(f"Kitap {k:02d}", ["Şili", "Peru", "Küba"][k % 3], ["Polisiye", "Şiir"][k % 2]) for k in range(14)]
BOOKS = "kitap,ulke,tur\n" + "".join(f"{title},{country},{genre}\n" for title, country, genre in _BOOKS)


def test_rows_named_after_a_value_are_listed_and_counted_when_asked(tmp_path):
    service = _workspace(tmp_path, {"kitaplar.csv": BOOKS})
    try:
        chile = sorted([title] for title, country, _ in _BOOKS if country == "Şili")
        assert _rows(service, "şili'deki kitaplar") == chile
        assert _rows(service, "polisiye türündeki kitaplar") == sorted(
            [title] for title, _, genre in _BOOKS if genre == "Polisiye")
        assert _rows(service, "şili'deki kitaplar kaç tane") == [[len(chile)]]  # a count stays a count
    finally:
        service.close()
