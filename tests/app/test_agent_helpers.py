"""The agent-side helpers the pages call, without Streamlit: uploads, overlays, exports, labels."""

from __future__ import annotations

import io
import shutil

import openpyxl
import pandas as pd
import pytest
import yaml
from langgraph.checkpoint.memory import InMemorySaver
from pypdf import PdfReader

from agent import overlays
from agent.analytics.service import AnalyticsService
from agent.conversations import StepLabeller, result_view, total_row_count
from agent.diagnostics import llm_status
from agent.errors import SamaritanError, UploadRejected
from agent.orchestration.streaming import StepEvent
from agent.reports import export_run
from agent.storage.metadata import open_metadata_store
from agent.storage.tenants import TenantRegistry
from agent.workspaces import uploads
from tests.conftest import make_settings

CSV = b"Region,Amount\nNorth,10.5\nSouth,20\nEast,7.25\n"


@pytest.fixture
def service(sample_home, tmp_path):
    home = tmp_path / "home"
    (home / "tenants").mkdir(parents=True)
    for db in (sample_home / "tenants").glob("*.duckdb"):
        shutil.copy2(db, home / "tenants" / db.name)
    metadata = open_metadata_store(f"sqlite:///{home / 'metadata.sqlite'}")
    svc = AnalyticsService(make_settings(home), metadata, InMemorySaver())
    yield svc
    svc.close()
    metadata.close()


def tables(svc) -> set[str]:
    return {t.name for t in svc.tenant_db("demo").tables(include_values=False)}


def test_step_labels_name_the_tenant_and_the_reason_for_a_retry():
    labeller = StepLabeller("demo")
    steps = [StepEvent("Nlp2Sql", "Writing SQL", {"last_event": "SQL_GENERATED"}),
             StepEvent("DbExecute", "Running the query", {"last_event": "QUERY_TIMEOUT"}),
             StepEvent("RetryController", "x", {"last_event": "SQL_RETRY_REQUESTED"}),
             StepEvent("Nlp2Sql", "Writing SQL", {"last_event": "SQL_GENERATED"}),
             StepEvent("DbExecute", "Running the query", {"last_event": "QUERY_EXECUTED"})]
    assert [labeller.label(s) for s in steps] == [
        "Writing SQL", "Running on demo — it timed out", "Retrying after a timeout", "Rewriting the SQL",
        "Running on demo"]


def test_a_table_cut_at_the_row_limit_reports_its_full_size(service):
    state = {"question": "orders", "table_result": {
        "query_run_id": "r", "sql": 'SELECT "order_id" FROM "orders" LIMIT 1000', "columns": ["order_id"],
        "db_types": ["INTEGER"], "logical_types": ["id"], "row_count": 1000, "truncated": False}}
    total = service.tenant_db("demo").execute("SELECT COUNT(*) FROM orders").rows[0][0]
    assert total > 1000
    assert total_row_count(service, "demo", result_view(state)) == total
    state["table_result"]["sql"] = 'SELECT "order_id" FROM "orders" LIMIT 10'
    state["table_result"]["row_count"] = 10
    assert total_row_count(service, "demo", result_view(state)) == 10


def test_exports_rerun_the_sql_and_carry_the_question_sql_and_chart(service):
    from agent.analytics.charts import plan_from_spec

    turn = service.run_turn("demo", "t1", "revenue by sales channel")
    charted = service.run_turn("demo", "t1", "", intent="DRAW_CHART")
    run_id, plan = turn.payload()["query_run_id"], plan_from_spec(charted.state["chart_spec"])
    csv = export_run(service, "demo", run_id, "csv")
    assert csv.file_name.startswith("samaritan-revenue-by-sales-channel-") and b"Online" in csv.data
    xlsx = export_run(service, "demo", run_id, "xlsx", plan=plan)
    book = openpyxl.load_workbook(io.BytesIO(xlsx.data))
    assert book.sheetnames == ["Result", "Chart", "Definitions", "Query"] and book["Chart"]._charts
    assert isinstance(book["Result"]["B2"].value, float)
    pdf = PdfReader(io.BytesIO(export_run(service, "demo", run_id, "pdf", plan=plan,
                                          insights=["Online leads."]).data))
    text = " ".join(page.extract_text() for page in pdf.pages)
    assert "revenue by sales channel" in text and "SELECT" in text and "Online leads." in text
    assert any(page.images for page in pdf.pages)
    with pytest.raises(SamaritanError, match="not in this tenant's history"):
        export_run(service, "globex", run_id, "csv")


def test_clean_identifiers():
    assert uploads.clean_identifier("Müşteri Adı") == "musteri_adi"
    assert uploads.clean_identifier("İl / İlçe") == "il_ilce"
    assert uploads.clean_identifier("2025 Sales") == "col_2025_sales"
    assert uploads.table_name_for("Q1 budget (final).xlsx") == "q1_budget_final"


def test_a_header_that_starts_with_a_number_keeps_only_its_own_words():
    """Why: "6. Ay Sonucu" as the tenth column was named ``column_10_6_ay_sonucu``: a "10" the
    analyst never said became a word of the column's name."""
    table = uploads.read_table("visits.csv", b"patient,2. Visit Date,6. Month Result\n1,2024-01-02,ok\n")
    assert table.column_names == ["patient", "col_2_visit_date", "col_6_month_result"]


def test_excel_and_parquet_keep_their_types(tmp_path):
    frame = pd.DataFrame({"Day": pd.to_datetime(["2026-01-01", "2026-01-02"]), "Amount": [1.5, 2.0],
                          "Mixed": ["a", 3]})
    buffer = io.BytesIO()
    frame.to_excel(buffer, index=False)
    table = uploads.read_table("book.xlsx", buffer.getvalue())
    assert table.column_names == ["day", "amount", "mixed"]
    kinds = [str(t) for t in table.schema.types]
    assert kinds[0].startswith("timestamp") and kinds[1] == "double" and "string" in kinds[2]
    frame[["Day", "Amount"]].to_parquet(tmp_path / "p.parquet")
    parquet = uploads.read_table("p.parquet", (tmp_path / "p.parquet").read_bytes())
    assert parquet.num_rows == 2 and parquet.column_names == ["day", "amount"]


def test_uploads_are_size_limited(monkeypatch):
    monkeypatch.setattr(uploads, "MAX_UPLOAD_MB", 0.00001)
    with pytest.raises(UploadRejected, match="uploads are limited to"):
        uploads.read_table("big.csv", CSV)
    with pytest.raises(UploadRejected, match="is not a CSV, Parquet or Excel"):
        uploads.read_table("notes.pdf", b"%PDF")


def test_an_upload_that_cannot_be_registered_is_undone(service, monkeypatch):
    real_save = overlays.save_overlay
    calls = []

    def failing_save(svc, tenant, overlay):
        calls.append(1)
        if len(calls) == 2:
            raise OSError("disk full")
        real_save(svc, tenant, overlay)

    monkeypatch.setattr(overlays, "save_overlay", failing_save)
    with pytest.raises(UploadRejected, match="undone: disk full"):
        uploads.add_table(service, "demo", "sales.csv", CSV)
    assert "sales" not in tables(service)
    assert "sales" not in service.registry.get("demo").allowed_tables


def test_an_upload_extends_the_registry_and_the_model_without_touching_the_shipped_files(service):
    shipped = service.registry.base("demo").semantic_model.read_text(encoding="utf-8")
    result = uploads.add_table(service, "demo", "sales.csv", CSV)
    assert result.table == "sales" and result.rows == 3 and result.pii == []
    config = TenantRegistry(service.settings).get("demo")  # a fresh process sees it too
    assert "sales" in config.allowed_tables and config.semantic_model.name == "demo.semantic_model.yaml"
    merged = yaml.safe_load(config.semantic_model.read_text(encoding="utf-8"))
    assert "revenue" in merged["metrics"] and any(m["table"] == "sales" for m in merged["metrics"].values())
    assert service.registry.base("demo").semantic_model.read_text(encoding="utf-8") == shipped
    assert "globex" not in str(overlays.read_overlay(service.settings, "globex"))
    assert "sales" not in service.registry.get("globex").allowed_tables


def test_a_bad_model_edit_is_refused_and_nothing_changes(service):
    uploads.add_table(service, "demo", "sales.csv", CSV)
    model = overlays.upload_model(service, "demo", "sales")
    metrics, dims = overlays.model_rows(model)
    metrics.append({"name": "bogus", "expression": "SUM(nowhere.amount)", "synonyms": "junk"})
    before = overlays.read_overlay(service.settings, "demo")
    edited = overlays.rows_to_model(model, "sales", metrics, dims)
    with pytest.raises(SamaritanError, match="unknown table 'nowhere'"):
        overlays.save_upload_model(service, "demo", "sales", edited)
    assert overlays.read_overlay(service.settings, "demo") == before
    with pytest.raises(SamaritanError, match="needs an expression"):
        overlays.rows_to_model(model, "sales", [{"name": "empty", "expression": ""}], dims)


def test_edited_synonyms_reach_the_engine(service):
    uploads.add_table(service, "demo", "sales.csv", CSV)
    model = overlays.upload_model(service, "demo", "sales")
    metrics, dims = overlays.model_rows(model)
    for row in metrics:
        if row["expression"].startswith("SUM"):
            row["synonyms"] = "takings"
    edited = overlays.rows_to_model(model, "sales", metrics, dims)
    overlays.save_upload_model(service, "demo", "sales", edited)
    payload = service.run_turn("demo", "t2", "takings by region").payload()
    assert payload["columns"][0] == "region" and len(payload["rows"]) == 3


def test_the_llm_status_never_shows_the_key(tmp_path):
    settings = make_settings(tmp_path).with_overrides(openai_api_key="sk-secret")
    status = llm_status(settings)
    assert status.key_present and "sk-secret" not in str(status)


def test_edited_rules_replace_the_indexed_ones(service, tmp_path):
    from agent.analytics.knowledge import rules_collection
    from agent.storage.vectors import VectorStore

    vectors = VectorStore(tmp_path / "chroma")
    shipped = overlays.business_rules(service, "demo")
    overlays.index_business_rules(vectors, "demo", shipped)  # as the LLM mode indexes them
    saved = overlays.save_business_rules(service, "demo", "Revenue counts completed orders.\n\n- Top means ten.",
                                         vectors)
    assert saved == ["Revenue counts completed orders.", "Top means ten."]
    assert vectors.count(rules_collection("demo")) == 2
    assert overlays.business_rules(service, "demo") == saved
    assert overlays.save_business_rules(service, "demo", "Top means ten.", vectors) == ["Top means ten."]
    assert vectors.count(rules_collection("demo")) == 1
