""""members with 2 or more pets": the number, the comparator, then what is counted.

Before the rule (issue 10, eleventh round) the threshold went to the nearest measure before it
when the rows' noun was only a word of the table's name (``club_members``): "average dues for
members with 2 or more pets" compared the dues with 2. The Turkish order ("2'den fazla çocuğu
olan") was right already and stays so.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

MEMBERS = [(k, 20 + 3 * k, k % 5) for k in range(20)]
CLUB = "member_no,dues,pets\n" + "".join(f"{k},{d},{p}\n" for k, d, p in MEMBERS)
KULUP = "uye_no,aidat,cocuk\n" + "".join(f"{k},{d},{p}\n" for k, d, p in MEMBERS)


def _mean(values: list[int]) -> float:
    return round(sum(values) / len(values), 6)


def test_the_measure_after_or_more_is_compared(tmp_path):
    service = _workspace(tmp_path, {"club_members.csv": CLUB, "kulup_uyeleri.csv": KULUP})
    try:
        got = rows(service, "average dues for members with 2 or more pets")
        assert [[round(got[0][0], 6)]] == [[_mean([d for _, d, p in MEMBERS if p >= 2])]]
        got = rows(service, "average dues for members with 1 or fewer pets")
        assert [[round(got[0][0], 6)]] == [[_mean([d for _, d, p in MEMBERS if p <= 1])]]
        got = rows(service, "2'den fazla çocuğu olan üyelerin ortalama aidatı")
        assert [[round(got[0][0], 6)]] == [[_mean([d for _, d, p in MEMBERS if p > 2])]]
    finally:
        service.close()
