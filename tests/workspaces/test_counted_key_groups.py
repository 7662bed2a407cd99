"""A key's noun said where a breakdown goes groups by the key, not by its distinct count (keygroups.py).

Found on the seventeenth round's English wrong answers (endev11b "number of students per school",
"top 5 schools by average math score"; rdata_holdout "how many students does each professor
teach", a ratio of a count by itself). The tables are made up: a garage's jobs keyed by the
vehicle's number, which has no breakdown of its own, only its distinct count ("vehicles").
"""

from __future__ import annotations

from collections import Counter

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

JOBS = "jobid,vehicleid,hours,cost\n" + "".join(f"{k},{k % 7 + 1},{k % 5 + 1},{10 * k}\n" for k in range(1, 41))
PER_VEHICLE = Counter(k % 7 + 1 for k in range(1, 41))
COST = Counter()
for _k in range(1, 41):
    COST[_k % 7 + 1] += 10 * _k


def test_a_count_per_a_key_is_broken_down_by_the_key(tmp_path):
    service = _workspace(tmp_path, {"jobs.csv": JOBS})
    try:
        expected = sorted([v, n] for v, n in PER_VEHICLE.items())
        assert rows(service, "number of jobs per vehicle") == expected
        assert rows(service, "number of jobs by vehicle") == expected
        # with "average" it stays one figure: the jobs over the vehicles
        assert rows(service, "average number of jobs per vehicle") == [[40 / 7]]
    finally:
        service.close()


def test_which_and_top_n_of_a_key_rank_the_keys(tmp_path):
    service = _workspace(tmp_path, {"jobs.csv": JOBS})
    try:
        top = max(PER_VEHICLE.values())
        assert rows(service, "which vehicle had the most jobs") == [
            sorted([v, n] for v, n in PER_VEHICLE.items() if n == top)[0]]
        assert rows(service, "top 3 vehicles by total cost") == sorted([v, c] for v, c in COST.most_common(3))
    finally:
        service.close()


def test_a_measure_per_itself_is_refused(tmp_path):
    service = _workspace(tmp_path, {"jobs.csv": JOBS})
    try:
        assert ask(service, "how many jobs per job")["last_event"] != "QUERY_EXECUTED"
    finally:
        service.close()


# a vet's checkups: each row one checkup, ``id`` the owner's number repeated on every checkup
CHECKUPS = "id,day,weight\n" + "".join(f"{k % 9 + 1},{k * 30},{60 + k % 13}\n" for k in range(1, 61))
OWNERS = "id,name,age\n" + "".join(f"{k},N{k},{30 + k}\n" for k in range(1, 10))


def test_a_repeated_id_is_no_key_of_its_table(tmp_path):
    """An ``id`` that repeats is another table's key: "per owner" groups the checkups by owner."""
    service = _workspace(tmp_path, {"checkups.csv": CHECKUPS, "owners.csv": OWNERS})
    try:
        per_owner = Counter(k % 9 + 1 for k in range(1, 61))
        assert rows(service, "number of checkups per owner") == sorted([f"N{k}", n] for k, n in per_owner.items())
    finally:
        service.close()
