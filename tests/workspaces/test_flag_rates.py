"""The rate of a flag said by the noun of its verb: "lapse rate" of a 0/1 ``lapsed``, "upgrade rate" of Yes/No.

Why: "churn rate by plan", "conversion rate by country" and "bounce rate by device" were not
understood: the files name the column by its participle, and a 0/1 column was only a sum.
Here on a club's members, in other words.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

MEMBERS = [(f"M{k:03d}", ("silver", "gold")[k % 2], 1 if k % 5 == 0 else 0, "Yes" if k % 3 == 0 else "No",
            "Yes" if k % 4 == 0 else "No") for k in range(150)]


def _rate(tier: str, hit) -> float:
    mine = [m for m in MEMBERS if m[1] == tier]
    return 100.0 * sum(1 for m in mine if hit(m)) / len(mine)


def test_the_noun_of_a_participle_names_the_flag_rate(tmp_path):
    service = _workspace(tmp_path, {"members.csv": "member_no,tier,lapsed,upgraded,would_renew\n" + "".join(
        f"{ref},{tier},{lapsed},{upgraded},{renew}\n" for ref, tier, lapsed, upgraded, renew in MEMBERS)})
    try:
        lapse = rows(service, "lapse rate by tier")
        assert [t for t, _ in lapse] == ["gold", "silver"]
        assert [round(r, 9) for _, r in lapse] == [round(_rate(t, lambda m: m[2] == 1), 9) for t in ("gold", "silver")]
        upgrade = rows(service, "upgrade rate by tier")
        assert [t for t, _ in upgrade] == ["gold", "silver"]
        assert [round(r, 9) for _, r in upgrade] == [
            round(_rate(t, lambda m: m[3] == "Yes"), 9) for t in ("gold", "silver")]
        renewal = rows(service, "renewal rate by tier")  # the noun of a bare verb ("would renew")
        assert [round(r, 9) for _, r in renewal] == [
            round(_rate(t, lambda m: m[4] == "Yes"), 9) for t in ("gold", "silver")]
    finally:
        service.close()
