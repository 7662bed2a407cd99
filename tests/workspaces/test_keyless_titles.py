"""A ``title`` column of a table with no key says which rows a ranking picked.

R's exports carry row numbers, not keys, so a film table has no key; its ``title`` (a name per row,
a few repeated) was in no part of the model, and "top 5 movies by number of votes" showed the
first three breakdown columns (year and two rating columns) beside the votes, never the films.
The data are a made-up table of library books, the title after three other breakdowns.
"""

from __future__ import annotations

from tests.workspaces.asking import ask
from tests.workspaces.test_links import _workspace

_BOOKS = [(k + 1, ("A", "B", "C")[k % 3], ("crime", "poetry", "travel", "cooking")[k % 4], 1990 + k % 7,
           f"The {('Silent', 'Golden', 'Hidden', 'Last', 'Red', 'Quiet', 'Lost')[k % 7]} "
           f"{('River', 'Garden', 'Letter', 'Harbour', 'Winter', 'Road')[k % 6]}", 100 + (k * 37) % 400)
          for k in range(45)]
BOOKS = "rownames,shelf,genre,year,title,loans\n" + "".join(
    f"{r},{s},{g},{y},{t},{n}\n" for r, s, g, y, t, n in _BOOKS)


def test_ranked_rows_show_the_title_of_a_keyless_table(tmp_path):
    service = _workspace(tmp_path, {"books.csv": BOOKS})
    try:
        out = ask(service, "top 3 books by loans")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        want = [b[4] for b in sorted(_BOOKS, key=lambda b: -b[5])[:3]]
        column = out["columns"].index("title")
        assert [r[column] for r in out["rows"]] == want, out["rows"]
        assert ask(service, "how many books are there")["rows"] == [[len(_BOOKS)]]  # still the rows
    finally:
        service.close()
