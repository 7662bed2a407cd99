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


_ADLAR = [f"{a} {b}" for a in ("Ayşe", "Mehmet", "Zeynep", "Can") for b in ("Yılmaz", "Kaya", "Demir")]
_PUANLAR = [50 + (k * 13) % 40 for k in range(len(_ADLAR))]
ATLETLER = "Sporcu;Kulüp;Puan\n" + "".join(
    f"{ad};{['Fenerbahçe', 'Galatasaray'][k % 2]};{p}\n"
    for k, (ad, p) in enumerate(zip(_ADLAR, _PUANLAR, strict=True)))


def test_turkish_rows_in_the_plural_genitive_before_their_measure(tmp_path):
    """"sporcuların ortalama puanı": the athletes' average score, one number (it was one row per athlete)."""
    service = _workspace(tmp_path, {"yarisma.csv": ATLETLER})
    try:
        got = rows(service, "sporcuların ortalama puanı")
        assert [[round(float(got[0][0]), 6)]] == [[round(sum(_PUANLAR) / len(_PUANLAR), 6)]]
        assert len(rows(service, "sporculara göre ortalama puan")) == len(_ADLAR)  # a breakdown when said so
    finally:
        service.close()


HARBOURS = [(f"{w}{e}", ("North", "South", "East")[k % 3], 4 + (k * 5) % 17) for k, (w, e) in enumerate(
    (w, e) for w in ("Kings", "Queens", "Saint", "Old", "New") for e in ("haven", "mouth", "port", "bay"))]
SURVEY = "rownames,harbour,coast,depth\n" + "".join(f"{k + 1},{h},{c},{d}\n" for k, (h, c, d) in enumerate(HARBOURS))


def test_the_plural_of_the_column_that_keys_the_rows_names_them_too(tmp_path):
    service = _workspace(tmp_path, {"coastal_survey.csv": SURVEY})  # the table's name says nothing of harbours
    try:
        north = [d for _, c, d in HARBOURS if c == "North"]
        got = rows(service, "average depth of harbours on the north coast")
        assert [[round(v, 6) for v in r] for r in got] == [[round(sum(north) / len(north), 6)]]
        assert len(rows(service, "average depth by harbour")) == len(HARBOURS)  # a breakdown stays one
    finally:
        service.close()


def test_the_most_of_the_keyed_rows_counts_them(tmp_path):
    service = _workspace(tmp_path, {"coastal_survey.csv": SURVEY})
    try:
        per_coast: dict[str, int] = {}
        for _, c, _ in HARBOURS:
            per_coast[c] = per_coast.get(c, 0) + 1
        top = max(per_coast.values())
        got = rows(service, "which coast has the most harbours")
        assert len(got) == 1 and got[0][0] in {c for c, n in per_coast.items() if n == top} and got[0][-1] == top, got
    finally:
        service.close()
