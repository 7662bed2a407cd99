"""An uploaded workspace's inferred model gets the same provenance: definitions in words, upload time."""

from __future__ import annotations

import json

from agent.__main__ import main
from agent.overlays import read_overlay

SALES = ("sale_id,branch,amount,sold_at\n1,Kadikoy,1200.50,2024-12-31\n2,Cankaya,300.00,2025-01-05\n"
         "3,Kadikoy,99.90,2025-01-15\n4,Konak,10.00,2025-01-20\n")


def test_an_inferred_model_defines_its_measure_and_dates_the_upload(home, tmp_path, capsys) -> None:
    csv = tmp_path / "sales.csv"
    csv.write_text(SALES, encoding="utf-8")
    assert main(["add-data", str(csv), "--tenant", "shop", "--create", "--json"]) == 0
    capsys.readouterr()
    assert main(["ask", "total amount by branch", "--tenant", "shop", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
    prov = out["provenance"]
    [definition] = prov["definitions"]
    assert definition["text"].startswith("Amount = sum of amount"), definition
    assert prov["tables"] == ["sales"]
    from agent.config import load_settings

    uploaded = read_overlay(load_settings(), "shop")["uploads"]["sales"]["uploaded_at"]
    assert prov["freshness"] == {"sales": uploaded}
