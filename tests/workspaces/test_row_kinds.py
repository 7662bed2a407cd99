"""What a table's rows are, told by its columns: "how many employees" on a file named for its subject.

Files are named by their subject (``attrition``, ``wa_churn``, ``Sacramento``), and no column says
"employee", "customer" or "home"; "how many employees are there" was refused. Two column words that
only such rows have (a salary and a job, beds and baths) now say which table's rows are counted;
a noun no table shows stays refused. The data are made up, in words no development set uses.
"""

from __future__ import annotations

from tests.workspaces.asking import ask
from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

REVIEW = "badge,department,job,annual_salary,rating\n" + "".join(
    f"B{k:03d},{('Ops', 'Legal', 'IT')[k % 3]},{('clerk', 'lead')[k % 2]},{40000 + 500 * k},{1 + k % 5}\n"
    for k in range(23))
VALLEY = "parcel,town,beds,baths,sqft,price\n" + "".join(
    f"P{k},{('Oakdale', 'Ripon')[k % 2]},{2 + k % 3},{1 + k % 2},{900 + 40 * k},{150000 + 9000 * k}\n"
    for k in range(31))


def test_the_rows_a_noun_names_are_those_of_the_table_whose_columns_show_them(tmp_path):
    service = _workspace(tmp_path, {"q3_review.csv": REVIEW, "valley_2019.csv": VALLEY})
    try:
        assert _rows(service, "how many employees are there") == [[23]]
        assert _rows(service, "how many homes are there") == [[31]]
        out = ask(service, "how many patients are there")  # no table shows patients
        assert out["last_event"] != "QUERY_EXECUTED", out.get("sql")
    finally:
        service.close()


def test_beds_and_baths_are_said_as_bedrooms_and_bathrooms(tmp_path):
    service = _workspace(tmp_path, {"valley_2019.csv": VALLEY})
    try:
        beds = [2 + k % 3 for k in range(31)]
        assert _rows(service, "how many homes have more than 3 bedrooms") == [[sum(1 for b in beds if b > 3)]]
        assert [r[0] for r in _rows(service, "average price by number of bathrooms")] == [1, 2]
    finally:
        service.close()


def test_rows_that_have_n_or_more_of_a_small_count(tmp_path):
    service = _workspace(tmp_path, {"valley_2019.csv": VALLEY})
    try:
        beds = [2 + k % 3 for k in range(31)]
        assert _rows(service, "how many homes have 3 or more beds") == [[sum(1 for b in beds if b >= 3)]]
    finally:
        service.close()
