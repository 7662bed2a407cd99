"""A measure named by a proper name, said in the genitive with what it holds: "Ayla'nın ortalama
skoru", "Deniz'in en yüksek skoru" (issue 10, eighth round), through the real upload path.

Every assertion here failed before the rule. The table is made up (two players' scores per game,
columns named by the players), so the rule is shown to be general; expected figures are computed
from the same generator, never typed in.
"""

from __future__ import annotations

from tests.workspaces.asking import ask as _ask
from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

GAMES = "salon,Ayla,Deniz\n" + "".join(f"{['Kuzey', 'Güney'][k % 2]},{10 + (k * 3) % 17},{5 + (k * 7) % 23}\n"
                                        for k in range(28))


def _column(i: int) -> list[int]:
    return [int(line.split(",")[i]) for line in GAMES.strip().splitlines()[1:]]


def test_a_names_genitive_owns_the_quantity_its_column_holds(tmp_path):
    service = _workspace(tmp_path, {"oyunlar.csv": GAMES})
    try:
        ayla, deniz = _column(1), _column(2)
        assert _rows(service, "Ayla'nın ortalama skoru") == [[sum(ayla) / len(ayla)]]
        assert _rows(service, "Deniz'in ortalama skoru") == [[sum(deniz) / len(deniz)]]
        # a row count's genitive owns nothing of the kind: "bir oyunun bileti" stays not understood
        assert not _ask(service, "bir oyunun ortalama bileti").get("columns")
    finally:
        service.close()
