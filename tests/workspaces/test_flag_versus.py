"""A yes/no column set against the analyst's word for its other side: "indoor vs outdoor".

Why, seen on a credit file's ``married`` and a car list's ``foreign``: "avg income married vs single"
was refused for "single", and "average mpg domestic vs foreign" for its unknown word. Across "vs",
the pair asks for both sides of the column. Here on a town's swimming pools, in other words.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

POOLS = [(f"P{k:02d}", "yes" if k % 3 == 0 else "no", 100 + 7 * k) for k in range(30)]


def _mean(values: list[int]) -> float:
    return round(sum(values) / len(values), 6)


def test_flag_versus_its_other_side_is_a_breakdown(tmp_path):
    service = _workspace(tmp_path, {"pools.csv": "pool_ref,indoor,visitors\n" + "".join(
        f"{p},{i},{v}\n" for p, i, v in POOLS)})
    try:
        want = [[False, _mean([v for _, i, v in POOLS if i == "no"])],
                [True, _mean([v for _, i, v in POOLS if i == "yes"])]]
        for question in ("average visitors indoor vs outdoor", "average visitors outdoor versus indoor"):
            got = rows(service, question)
            assert [[s in (True, "yes", "true"), round(v, 6)] for s, v in got] == want, (question, got)
        one = ask(service, "average visitors of indoor pools")  # one side said alone stays a filter
        assert one["last_event"] == "QUERY_EXECUTED" and len(one["rows"]) == 1, one["answer"]
    finally:
        service.close()


RESULTS = [(f"B{k:03d}", "TRUE" if k % 4 == 0 else "FALSE", 30 + (k * 7) % 23) for k in range(40)]


def test_flag_compared_with_its_negation(tmp_path):
    """ "veteran runners compared with non-veteran runners": both sides, by the yes/no column.

    Why, seen on a school survey's ``minority`` flag: the column's value and its negation, across
    "compared with", were read as a filter on the negated side alone, one row where two were asked.
    """
    service = _workspace(tmp_path, {"race_results.csv": "bib,veteran,minutes\n" + "".join(
        f"{b},{v},{m}\n" for b, v, m in RESULTS), "courses.csv": "course_ref,length_km,climb_m\n" + "".join(
        f"C{k},{5 + k},{40 * k}\n" for k in range(6))})
    try:
        want = sorted([[False, _mean([m for _, v, m in RESULTS if v == "FALSE"])],
                       [True, _mean([m for _, v, m in RESULTS if v == "TRUE"])]])
        for question in ("average minutes veteran compared with non-veteran",
                         "average minutes of veteran runners compared with non-veteran runners",
                         "average finish minutes of veteran runners compared with non-veteran runners"):
            got = rows(service, question)
            assert sorted([[s in (True, "TRUE", "true"), round(v, 6)] for s, v in got]) == want, (question, got)
    finally:
        service.close()
