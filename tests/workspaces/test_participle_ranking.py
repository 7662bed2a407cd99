"""A Turkish participle between a highest/lowest value and a breakdown ranks the breakdown
("en yüksek süt üretimi olan işletme"), through the real upload path (issue 10, eleventh round).

Every assertion here failed before the rule it tests. The table is made up with words the
development sets do not use (farms and their milk), so the rule is shown to be general;
expected figures are computed from the same generator, never typed in.
"""

from __future__ import annotations

from tests.workspaces.asking import ask as _ask
from tests.workspaces.test_links import _workspace

_FARMS = [(f"Çiftlik {k}", ["Konya", "Sivas"][k % 2], 100 + (k * 37) % 91) for k in range(12)]
FARMS = "isletme,il,sut_uretimi\n" + "".join(f"{name},{city},{milk}\n" for name, city, milk in _FARMS)


def test_the_breakdown_after_a_participle_is_ranked_by_the_highest_value(tmp_path):
    service = _workspace(tmp_path, {"ciftlikler.csv": FARMS})
    try:
        by_milk = sorted(_FARMS, key=lambda farm: farm[2])
        top = _ask(service, "en yüksek süt üretimi olan işletme")
        assert top["last_event"] == "QUERY_EXECUTED", top["answer"]
        assert [row[0] for row in top["rows"]] == [by_milk[-1][0]]
        bottom = _ask(service, "en düşük süt üretimi olan 2 işletme")
        assert [row[0] for row in bottom["rows"]] == [by_milk[0][0], by_milk[1][0]]
    finally:
        service.close()
