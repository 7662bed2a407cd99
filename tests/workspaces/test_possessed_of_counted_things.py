"""What is said of counted things in the possessive is theirs: "depoların kirası" is refused, not counted.

Failed before its rule (twenty-fourth round, on holdout16_tr once it became a development set:
"belediyelerin nüfusu ne kadar" was answered with the number of municipalities, because the word
"belediyeler" also counted the distinct codes of another table, and only a plain row count kept the
possessed word unknown). The tables are made up: depots and their yearly stock, linked by code.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import DEPO_STOKLARI, DEPOLAR, _workspace


def test_a_possessed_unknown_noun_is_refused(tmp_path):
    service = _workspace(tmp_path, {"depo_stoklari.csv": DEPO_STOKLARI, "depolar.csv": DEPOLAR})
    try:
        out = ask(service, "depoların kirası ne kadar")
        assert not out.get("columns"), out.get("sql")
        assert rows(service, "kaç depo var") == [[40]]
    finally:
        service.close()
