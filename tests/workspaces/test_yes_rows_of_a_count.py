"""A yes/no column named in a count is its yes rows, wherever the count says it (flagcounts.py).

Found on the eighteenth round's English wrong answers: "how many vehicle searches were done"
(rdata4, COUNT(DISTINCT vehiclesearch): the number 2), "how many Black students are there"
(endev11b, the 1/0 column summed beside every student's count), "how many women smoke" (the
lead's note, a breakdown by smoker of the women). The tables are made up, with other words: a
sleep clinic's sleepers and a border post's stops.
"""

from __future__ import annotations

from collections import Counter

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

CLINICS = ["Leeds", "York", "Hull"]
# one row per sleeper; ``snorer`` is Yes/No, ``insomniac`` 1/0
SLEEPERS = "sleeper_id,clinic,sex,snorer,insomniac,hours\n" + "".join(
    f"S{k:03d},{CLINICS[k % 3]},{['F', 'M'][k % 2]},{'Yes' if k % 5 == 0 else 'No'},{int(k % 4 == 0)},{5 + k % 4}\n"
    for k in range(60))
# one row per stop; ``bagsearch`` is YES/NO
STOPS = "stop_id,post,bagsearch,lane\n" + "".join(
    f"{k},P{k % 4},{'YES' if k % 3 == 0 else 'NO'},{k % 7}\n" for k in range(1, 73))


def test_a_yes_no_column_after_rows_named_by_a_value_is_its_yes_side(tmp_path):
    service = _workspace(tmp_path, {"sleepers.csv": SLEEPERS})
    try:
        women_snoring = sum(1 for k in range(60) if k % 2 == 0 and k % 5 == 0)
        assert rows(service, "how many women snore") == [[women_snoring]]
    finally:
        service.close()


def test_a_one_zero_column_after_rows_named_by_a_value_and_a_breakdown_beside(tmp_path):
    service = _workspace(tmp_path, {"sleepers.csv": SLEEPERS})
    try:
        assert rows(service, "how many women are insomniac") == [[15]]
        by_clinic = Counter(CLINICS[k % 3] for k in range(60) if k % 2 == 1 and k % 5 == 0)
        assert rows(service, "how many men snore by clinic") == sorted([c, n] for c, n in by_clinic.items())
        # asked by the column itself, it stays a breakdown
        assert len(rows(service, "how many sleepers by snorer")) == 2
    finally:
        service.close()


def test_a_yes_no_column_counted_as_a_noun_is_its_yes_rows(tmp_path):
    service = _workspace(tmp_path, {"stops.csv": STOPS})
    try:
        assert rows(service, "how many bag searches were done") == [[24]]
        by_post = Counter(f"P{k % 4}" for k in range(1, 73) if k % 3 == 0)
        assert rows(service, "how many bag searches by post") == sorted([p, n] for p, n in by_post.items())
    finally:
        service.close()
