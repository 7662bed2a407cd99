"""A table whose name column is called like its rows: "average age of players" on ``league_players``.

Files of people, cars or episodes often keep a name column called like the rows (``player``);
said in the plural beside the table's own measure, the word means the rows, not a breakdown by
name. Every case here failed before the rule (issue 10, eleventh round): "average age of players"
gave one row per player, and "players per team" was refused for want of a measure.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

AGES = [18 + (k * 7) % 19 for k in range(24)]
PLAYERS = "player,team,age,goals\n" + "".join(
    f"Player {k},{['Rovers', 'United', 'Athletic'][k % 3]},{a},{k % 5}\n" for k, a in enumerate(AGES))


def test_the_rows_plural_beside_their_own_measure_is_no_breakdown(tmp_path):
    service = _workspace(tmp_path, {"league_players.csv": PLAYERS})
    try:
        mean = sum(AGES) / len(AGES)
        assert [[round(v, 6) for v in r] for r in rows(service, "average age of players")] == [[round(mean, 6)]]
        assert [[round(v, 6) for v in r] for r in rows(service, "average age of the players")] == [[round(mean, 6)]]
        assert rows(service, "oldest age of players") == [[max(AGES)]]
        assert rows(service, "players per team") == [["Athletic", 8], ["Rovers", 8], ["United", 8]]
        # said as a breakdown, it stays one
        assert len(rows(service, "average age by player")) == 24
    finally:
        service.close()
