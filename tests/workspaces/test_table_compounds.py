"""A measure whose name goes on from its table's last word is said with the whole table name
("genç işsizlik oranı" of ``issizlik_orani`` in ``genc_issizlik``), through the real upload path
(issue 10, tenth round). (English reads "air quality index" so already: its words are matched
whole, without Turkish possessives.)

The assertion failed before the rule: the table's name was read first and the bare "oranı" left
to another table's rate. The tables are made up with words the development sets do
not use; expected figures are computed from the same generator, never typed in.
"""

from __future__ import annotations

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

YOUTH = "il,issizlik_orani,nufus\n" + "".join(f"Il {k},{10 + (k * 7) % 25},{1000 + k}\n" for k in range(15))
PRICES = "ay,enflasyon_orani\n" + "".join(f"{k + 1},{40 + (k * 3) % 20}\n" for k in range(12))


def _column(text: str, i: int) -> list[float]:
    return [float(line.split(",")[i]) for line in text.strip().splitlines()[1:]]


def test_a_measure_said_with_its_table_name(tmp_path):
    service = _workspace(tmp_path, {"genc_issizlik.csv": YOUTH, "enflasyon.csv": PRICES})
    try:
        rates = _column(YOUTH, 1)
        assert _rows(service, "genç işsizlik oranı ortalaması") == [[sum(rates) / len(rates)]]
    finally:
        service.close()

