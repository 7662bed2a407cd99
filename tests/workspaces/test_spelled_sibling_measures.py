"""A measure named by clipped words beside its siblings: "highway mpg" of ``mpg_h`` (spelledsiblings.py).

Found on the eighteenth round's English wrong answers: "average highway mpg" (endev4a) averaged
``mpg_c``, the sibling the shared word "mpg" named first, and "cholera death rate" (endev6a) read
"cholera deaths" and another column's rate for ``cholera_drate``. The tables are made up, with
other words: a delivery fleet's vans and their energy use in the city and on the highway, and
towns' flu figures.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# one row per van; ``kwh_c``/``kwh_h`` the energy used per 100 km in the city and on the highway
VANS = "van,depot,kwh_c,kwh_h,seats\n" + "".join(
    f"V{k},{['North', 'South'][k % 2]},{20 + k % 5},{30 + k % 7},{2 + k % 3}\n" for k in range(1, 31))
# one row per town; ``flu_crate`` the flu case rate beside the count of cases
TOWNS = "town,county,flu_cases,flu_crate,population\n" + "".join(
    f"W{k},{['Ash', 'Elm', 'Oak'][k % 3]},{3 * k},{k % 9 + 0.5},{1000 + k}\n" for k in range(1, 31))


def test_a_clipped_part_names_the_sibling(tmp_path):
    service = _workspace(tmp_path, {"vans.csv": VANS})
    try:
        highway = [30 + k % 7 for k in range(1, 31)]
        city = [20 + k % 5 for k in range(1, 31)]
        assert rows(service, "average highway kwh") == [[sum(highway) / 30]]
        assert rows(service, "average city kwh") == [[sum(city) / 30]]
    finally:
        service.close()


def test_words_clipped_into_one_part_name_the_measure(tmp_path):
    service = _workspace(tmp_path, {"towns.csv": TOWNS})
    try:
        rates = [k % 9 + 0.5 for k in range(1, 31)]
        assert rows(service, "average flu case rate") == [[sum(rates) / 30]]
        # the words said whole stay the matcher's: the cases column
        assert rows(service, "total flu cases") == [[sum(3 * k for k in range(1, 31))]]
    finally:
        service.close()
