""""total stage wins", "which rider won the most stages": the ``stage_winner`` count (winners.py won_counts).

Found on endev2 ("total technical wins", "which baker won the most technicals" of bakeoff's
``technical_winner`` counts, answered with ``technical_median``). The table is made up: a cycling
team's riders with their stage wins, their median stage placing and their podiums.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

RIDERS = [(f"Rider{k}", k % 4, 3 + (k * 7) % 30, k % 6) for k in range(1, 31)]
TEAM = "rider,stage_winner,stage_median,stage_podium\n" + "".join(f"{r},{w},{m},{p}\n" for r, w, m, p in RIDERS)


def test_a_win_word_with_the_title_is_its_winner_count(tmp_path):
    service = _workspace(tmp_path, {"riders.csv": TEAM})
    try:
        assert rows(service, "total stage wins") == [[sum(r[1] for r in RIDERS)]]
        top = max(r[1] for r in RIDERS)
        assert rows(service, "which rider won the most stages")[0][0] in {r[0] for r in RIDERS if r[1] == top}
    finally:
        service.close()
