""""<rows> by year" on a dated table linked to a table with a ``year`` column: the rows' own years.

Found on the twenty-fifth round's auto25b: ratings (with their time) linked to movies (with their
release ``year``); "number of ratings by year" grouped by the movies' release years (104 rows)
instead of the years the ratings were given. A linked table's year is still read when said with
its own word ("by release year"). The tables here are made up, with other words.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

BIKES = "bike_id,model,year\n1,Comet,2015\n2,Falcon,2019\n3,Comet,2021\n"
RENTALS = "rental_id,bike_id,rented_at,minutes\n" + "".join(
    f"{k},{k % 3 + 1},{2022 + k % 2}-0{k % 9 + 1}-1{k % 10} 10:00:00,{20 + k}\n" for k in range(1, 11))


def test_rentals_by_year_are_counted_by_their_own_dates(tmp_path):
    service = _workspace(tmp_path, {"bikes.csv": BIKES, "rentals.csv": RENTALS})
    try:
        assert rows(service, "number of rentals by year") == [[2022, 5], [2023, 5]]
        assert rows(service, "number of bikes by year") == [[2015, 1], [2019, 1], [2021, 1]]
    finally:
        service.close()
