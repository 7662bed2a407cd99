"""Ranked rows said by a code show the name the code's lookup table gives it: the depot, not its number.

Failed before its rule (twenty-fourth round, on holdout16_tr once it became a development set:
"1984 yılında Norrbotten'de en çok harcama yapan belediye" answered with the municipality's code;
its name was one link away, in the list of municipalities). The tables are made up.
"""

from __future__ import annotations

from tests.workspaces.asking import ask
from tests.workspaces.test_links import DEPO_CODES, DEPO_STOKLARI, DEPOLAR, _workspace


def test_the_code_is_shown_with_its_name(tmp_path):
    service = _workspace(tmp_path, {"depo_stoklari.csv": DEPO_STOKLARI, "depolar.csv": DEPOLAR})
    try:
        out = ask(service, "2011 yılında en çok stok olan depo hangisi")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        stock = {c: 500 + c * 2011 % 89 for c in DEPO_CODES[:30]}
        best = max(stock, key=lambda c: stock[c])
        assert f"Depo {best}" in out["rows"][0], (out["sql"], out["rows"])
    finally:
        service.close()
