"""A measure's value said with "of": "inspections with a grade of 3" are the rows whose grade is 3.

Why: "how many reviews have a rating of 5" counted the reviews with any rating (read as "have a
rating") and "reviews with a rating of 1" left the number not understood; "how many 5 star
reviews" counted every review, the "5" lost without a word. Here on a food inspector's visits.
"""

from __future__ import annotations

from tests.workspaces.asking import ask
from tests.workspaces.test_links import _workspace

VISITS = [(f"V{k:03d}", ("cafe", "bakery", "diner")[k % 3], k % 4 + 1, (k * 7) % 20) for k in range(80)]


def test_a_measure_of_a_number_is_that_value(tmp_path):
    service = _workspace(tmp_path, {"inspections.csv": "visit_ref,venue_type,grade,minutes_spent\n" + "".join(
        f"{ref},{venue},{grade},{minutes}\n" for ref, venue, grade, minutes in VISITS)})
    try:
        counted = ask(service, "how many inspections have a grade of 3")
        assert counted["rows"] == [[sum(1 for v in VISITS if v[2] == 3)]], counted["sql"]
        listed = ask(service, "inspections with a grade of 1")
        assert len(listed["rows"]) == sum(1 for v in VISITS if v[2] == 1), listed["answer"]
        lost = ask(service, "how many 4 star inspections")
        assert lost["last_event"] != "QUERY_EXECUTED"  # "4 star": not understood, said so; never every row
    finally:
        service.close()


def test_out_of_a_quantity_is_none_left(tmp_path):
    """"how many parts are out of stock": the stock at zero; it had counted every part."""
    parts = [(f"P{k:03d}", ("brakes", "lights")[k % 2], 0 if k % 6 == 0 else k % 17 + 1) for k in range(60)]
    service = _workspace(tmp_path, {"parts.csv": "part_no,part_group,stock_count\n" + "".join(
        f"{p},{g},{n}\n" for p, g, n in parts)})
    try:
        answer = ask(service, "how many parts are out of stock")
        assert answer["rows"] == [[sum(1 for p in parts if p[2] == 0)]], answer["sql"]
    finally:
        service.close()
