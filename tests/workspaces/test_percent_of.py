"""One measure as a percentage of another, through the real upload path (issue 10).

"Tip as a percentage of the bill" names both parts of a fraction; before this rule the share
words asked for a breakdown's part of a total and the question was refused. Expected figures are
computed from the same generator as the uploaded file, never typed in.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

RIDES = [(f"{['north', 'south'][k % 2]}", 10 + k % 17, 1 + k % 5) for k in range(120)]  # zone, fare, fee
CSV = "zone,fare,fee\n" + "".join(f"{z},{fare},{fee}\n" for z, fare, fee in RIDES)


def _close(got: list[list], want: list[float]) -> bool:
    return len(got) == len(want) and all(abs(g[-1] - w) < 1e-9 for g, w in zip(got, want, strict=True))


def test_a_measure_as_a_percentage_of_another(tmp_path):
    service = _workspace(tmp_path, {"rides.csv": CSV})
    try:
        overall = 100.0 * sum(f for _, _, f in RIDES) / sum(fare for _, fare, _ in RIDES)
        per_row = sum(100.0 * f / fare for _, fare, f in RIDES) / len(RIDES)
        assert _close(rows(service, "fee as a percentage of the fare"), [overall])
        assert _close(rows(service, "average fee as a percentage of fare"), [per_row])
        assert _close(rows(service, "fee'nin fare'e oranı"), [overall])
        assert _close(rows(service, "ortalama fee'nin fare'e yüzdesi"), [per_row])
        by_zone = rows(service, "fee as a percentage of fare by zone")
        want = {z: 100.0 * sum(f for zz, _, f in RIDES if zz == z) / sum(fare for zz, fare, _ in RIDES if zz == z)
                for z in ("north", "south")}
        assert {r[0]: round(r[1], 9) for r in by_zone} == {z: round(v, 9) for z, v in want.items()}
    finally:
        service.close()
