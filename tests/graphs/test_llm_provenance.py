"""An LLM's SQL gets provenance too: measures found by name, filters and period read back from its SQL."""

from __future__ import annotations

from agent.analytics.schemas import IntentResult, SqlOutput
from tests.fakes import ScriptedChatModel
from tests.graphs.conftest import Turns

REVENUE_SQL = ("SELECT c.customer_name, SUM(oi.quantity * oi.unit_price * (1 - oi.discount)) AS revenue "
               "FROM order_items oi JOIN orders o USING (order_id) JOIN customers c USING (customer_id) "
               "WHERE o.status = 'completed' AND o.order_date >= DATE '2026-06-01' "
               "AND o.order_date < DATE '2026-07-01' GROUP BY ALL ORDER BY revenue DESC LIMIT 10")


def test_an_llm_answer_says_how_it_was_computed(service) -> None:
    model = ScriptedChatModel(script=[IntentResult(intent="NEW_QUESTION", reason="scripted"),
                                      SqlOutput(sql=REVENUE_SQL)])
    out = Turns(service, chat_model=model)("Who were my top customers by revenue in June?").payload()
    prov = out["provenance"]
    assert [d["name"] for d in prov["definitions"]] == ["revenue"]
    assert prov["period"] == {"start": "2026-06-01", "end": "2026-06-30"}
    assert prov["filters"] == ["order status is completed (the default of revenue)"]
    assert prov["tables"] == ["customers", "order_items", "orders"]
    assert prov["assumptions"] == [] and out["alternatives"] == []  # no plan: nothing to re-read
