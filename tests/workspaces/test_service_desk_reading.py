"""A service log read as its analysts say it: jargon measures, a measure with its unit, a status's own date.

Why, each seen on a made-up ticket desk (``csat_score``, ``resolution_hrs``, ``closed_at``):
- "average csat by team" was not understood: the column answered to "score", never to "csat";
- "median resolution hours" came back as the median beside a total: "hours" named the column again;
- "number of tickets closed in 2024" counted the closed tickets *opened* in 2024.
Here on a repair shop's jobs, in other words.
"""

from __future__ import annotations

import datetime as dt

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

_BOOKED = dt.datetime(2023, 11, 1, 9)
JOBS = [(f"J{k:03d}", _BOOKED + dt.timedelta(days=k * 3), ("Finished", "Waiting", "Finished")[k % 3],
         (k * 7) % 23 + 1.5, (k * 5) % 11, ("north", "south")[k % 2]) for k in range(120)]


def _csv() -> str:
    out = "job_ref,booked_at,finished_at,state,labour_hrs,nps_score,depot\n"
    for ref, booked, state, hours, nps, depot in JOBS:
        done = (booked + dt.timedelta(days=40)).strftime("%Y-%m-%d %H:%M") if state == "Finished" else "NA"
        out += f"{ref},{booked:%Y-%m-%d %H:%M},{done},{state},{hours},{nps},{depot}\n"
    return out


def test_jargon_unit_and_status_date(tmp_path):
    service = _workspace(tmp_path, {"jobs.csv": _csv()})
    try:
        by_depot = rows(service, "average nps by depot")
        expected = {d: sum(j[4] for j in JOBS if j[5] == d) / sum(1 for j in JOBS if j[5] == d)
                    for d in ("north", "south")}
        assert [[d, expected[d]] for d in ("north", "south")] == sorted(by_depot)
        hours = sorted(j[3] for j in JOBS)
        median = ask(service, "median labour hours")
        assert median["rows"] == [[(hours[59] + hours[60]) / 2]], median["sql"]  # the median alone, no total beside it
        done_2024 = sum(1 for j in JOBS if j[2] == "Finished" and (j[1] + dt.timedelta(days=40)).year == 2024)
        opened_2024 = sum(1 for j in JOBS if j[2] == "Finished" and j[1].year == 2024)
        assert done_2024 != opened_2024  # the data tells the two dates apart
        assert ask(service, "how many jobs were finished in 2024")["rows"] == [[done_2024]]
    finally:
        service.close()


BIDS = [(f"B{k:03d}", ("Won", "Lost", "Open", "Won")[k % 4], ("Kim", "Lee", "Ory")[k % 3], 100 + (k * 37) % 900)
        for k in range(90)]


def test_a_status_spelled_as_a_function_word_is_kept(tmp_path):
    """"how many bids were won", "won bid value by rep", "bids won": the status Won, not every bid.

    "won" is a function word of the lexicon; it was dropped, and every bid was counted or summed.
    """
    service = _workspace(tmp_path, {"bids.csv": "bid_ref,outcome,rep,bid_value\n" + "".join(
        f"{ref},{outcome},{rep},{value}\n" for ref, outcome, rep, value in BIDS)})
    try:
        won = [b for b in BIDS if b[1] == "Won"]
        assert ask(service, "how many bids were won")["rows"] == [[len(won)]]
        by_rep = rows(service, "won bid value by rep")
        assert by_rep == sorted([r, sum(b[3] for b in won if b[2] == r)] for r in ("Kim", "Lee", "Ory"))
        average = ask(service, "average bid value of the bids won")
        assert average["rows"] == [[sum(b[3] for b in won) / len(won)]], average["sql"]
    finally:
        service.close()


def test_a_measure_named_by_the_word_before_its_quantity_head(tmp_path):
    """"total pallets by aisle" is ``pallet_qty``: the word before a head of quantity names the measure.

    "total stock by category" of ``stock_qty`` had counted the rows, "stock" read as the table's noun.
    """
    bays = [(f"B{k:02d}", "ABC"[k % 3], (k * 11) % 40) for k in range(60)]
    service = _workspace(tmp_path, {"warehouse_bays.csv": "bay_code,aisle,pallet_qty\n" + "".join(
        f"{b},{a},{q}\n" for b, a, q in bays)})
    try:
        assert rows(service, "total pallets by aisle") == sorted(
            [a, sum(q for _, x, q in bays if x == a)] for a in "ABC")
    finally:
        service.close()
