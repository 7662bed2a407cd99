"""A whole conversation leaves no result rows and no chart data in any database on disk.

The checkpoint, metadata and vector stores are searched byte by byte for the result's numbers, as
text and as the binary doubles a serializer would write. Answer sentences may quote a figure;
tables and chart data never persist.
"""

from __future__ import annotations

import decimal
import re
import struct
from pathlib import Path

import pytest

from agent.analytics.knowledge import TenantKnowledge
from agent.analytics.service import TurnResult
from agent.exports import to_csv_bytes, to_excel_bytes, to_pdf_bytes
from agent.overlays import business_rules
from agent.services import open_analytics
from agent.storage.tenants import TenantRegistry
from tests.conftest import make_settings


def encodings(value: float) -> list[bytes]:
    """Ways a number can be written by JSON, msgpack, pickle or SQLite."""
    out = {repr(value).encode(), f"{value:.2f}".encode(), str(decimal.Decimal(str(value))).encode(),
           struct.pack(">d", value), struct.pack("<d", value)}
    return [e for e in out if len(e) >= 6]


def quoted_figures(texts: list[str]) -> set[str]:
    return {m.replace(",", "") for t in texts for m in re.findall(r"\d[\d,]*\.?\d*", t)}


@pytest.fixture
def home(tmp_path):
    settings = make_settings(tmp_path / "home")
    TenantRegistry(settings).build_samples()
    return settings


def test_full_conversation_persists_no_rows(home):
    with open_analytics(home) as service:
        results: list[TurnResult] = []
        for message, intent in [("revenue by country in 2025", None), ("now only Wholesale customers", None),
                                ("", "DRAW_CHART")]:
            results.append(service.run_turn("demo", "private", message, intent=intent))
        final = results[-1].payload()
        assert results[0].payload()["last_event"] == "QUERY_EXECUTED"
        assert final["chart_spec"] is not None and final["insights"]
        table = results[-1].state["table_result"]
        rows = service.rows("demo", table).rows
        frame = service.rerun("demo", final["query_run_id"]).to_frame()
        csv_bytes = to_csv_bytes(frame)
        to_excel_bytes(frame, title="t", question="q", sql=final["sql"], plan=None)
        to_pdf_bytes(frame, title="t", question="q", sql=final["sql"], created_at=None, plan=None,
                     insights=final["insights"])
        service.metadata.add_verified_query(tenant="demo", question="revenue by country in 2025",
                                            sql=results[0].payload()["sql"])
        knowledge = TenantKnowledge("demo", service.vectors(), rules=lambda: business_rules(service, "demo"),
                                    verified=lambda: service.metadata.list_verified_queries("demo"))
        assert knowledge.examples("revenue per country") and knowledge.relevant_rules("revenue", k=1)
        answers = [r.payload()["answer"] for r in results] + final["insights"]

    numbers = [float(v) for row in rows for v in row if isinstance(v, (int, float, decimal.Decimal))
               and not isinstance(v, bool) and abs(float(v)) >= 1000]
    assert len(numbers) >= 10
    quoted = quoted_figures(answers)
    needles = {e: n for n in numbers if f"{n:.0f}" not in quoted for e in encodings(n)}
    assert any(e in csv_bytes for e in needles)  # the detector does find rows where they are written
    files = [p for p in Path(home.home).rglob("*") if p.is_file() and "tenants" not in p.parts]
    assert any(p.name.startswith("checkpoints") for p in files) and any(p.name.startswith("metadata") for p in files)
    assert any("chroma" in p.parts for p in files)
    leaks = [(p.name, n) for p in files for e, n in needles.items() if e in p.read_bytes()]
    assert leaks == []
