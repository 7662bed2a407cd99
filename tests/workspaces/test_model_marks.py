"""Marks on inferred model entries, and the rule that a new inference never overrides the analyst.

The pure rule (:mod:`agent.workspaces.marks`) first, on small fixture models; then the same rule
through the real path: files uploaded into a workspace, entries accepted, edited and deleted on
it, the workspace inferred again, another file uploaded, the service restarted.
"""

from __future__ import annotations

import copy

import pytest
import yaml
from langgraph.checkpoint.memory import InMemorySaver

from agent.analytics.service import AnalyticsService
from agent.storage.metadata import open_metadata_store
from agent.workspaces import entries, marks
from agent.workspaces.modeling import reinfer_workspace
from tests.conftest import make_settings
from tests.workspaces.test_links import BRANCHES, SALES, _workspace

CURRENT = {
    "tables": {"sales": {}},
    "time_columns": {"sold_at": {"table": "sales", "column": "sold_at"}},
    "dimensions": {"note": {"table": "sales", "column": "note", "synonyms": ["note"]},
                   "store": {"table": "sales", "column": "store", "label": {"en": "shop"}}},
    "metrics": {"amount": {"table": "sales", "expression": "SUM(sales.amount)", "time_column": "sold_at",
                           "synonyms": ["revenue"]},
                "qty": {"table": "sales", "expression": "SUM(sales.qty)"}},
    "relationships": [{"from": "sales", "to": "branches", "keys": {"store": "branch_code"}}],
}
INFERRED = {
    "tables": {"sales": {"primary_key": ["sale_no"]}},
    "time_columns": {"sold_at": {"table": "sales", "column": "sold_at"}},
    "dimensions": {"note": {"table": "sales", "column": "note", "synonyms": ["note", "notes"]},
                   "store": {"table": "sales", "column": "store"},
                   "line_no": {"table": "sales", "column": "line_no"}},
    "metrics": {"amount": {"table": "sales", "expression": "SUM(sales.amount)", "time_column": "sold_at",
                           "synonyms": ["amount"]},
                "qty": {"table": "sales", "expression": "AVG(sales.qty)"}},
    "relationships": [{"from": "sales", "to": "branches", "keys": {"store": "branch_code"}},
                      {"from": "sales", "to": "regions", "keys": {"region": "code"}}],
}


def test_an_edited_or_accepted_entry_keeps_the_analysts_version():
    out = marks.merge_inferred(CURRENT, INFERRED, {"metrics:amount": "edited", "dimensions:store": "accepted"})
    assert out["metrics"]["amount"]["synonyms"] == ["revenue"]
    assert out["dimensions"]["store"]["label"] == {"en": "shop"}


def test_untouched_entries_take_the_new_inference_and_go_when_it_drops_them():
    current = copy.deepcopy(CURRENT)
    current["dimensions"]["old_guess"] = {"table": "sales", "column": "x"}
    out = marks.merge_inferred(current, INFERRED, {})
    assert out["dimensions"]["note"]["synonyms"] == ["note", "notes"]
    assert out["metrics"]["qty"]["expression"] == "AVG(sales.qty)"
    assert "line_no" in out["dimensions"] and "old_guess" not in out["dimensions"]
    assert out["tables"] == {"sales": {"primary_key": ["sale_no"]}}


def test_an_entry_the_analyst_added_or_kept_stays_when_the_inference_no_longer_makes_it():
    current = copy.deepcopy(CURRENT)
    current["metrics"]["margin"] = {"table": "sales", "expression": "SUM(sales.amount) * 0.2"}
    out = marks.merge_inferred(current, INFERRED, {"metrics:margin": "edited"})
    assert out["metrics"]["margin"]["expression"] == "SUM(sales.amount) * 0.2"


def test_a_deleted_entry_stays_deleted_and_its_references_go():
    link = marks.relationship_id(INFERRED["relationships"][0])
    out = marks.merge_inferred(CURRENT, INFERRED, {"time_columns:sold_at": "deleted", link: "deleted",
                                                    "dimensions:line_no": "deleted"})
    assert out["time_columns"] == {}
    assert "time_column" not in out["metrics"]["amount"]  # undated, not invalid
    assert "line_no" not in out["dimensions"]
    assert [r["to"] for r in out["relationships"]] == ["regions"]


def test_an_edited_measure_dated_by_a_date_the_inference_dropped_stays_valid():
    inferred = {**copy.deepcopy(INFERRED), "time_columns": {}}
    for spec in inferred["metrics"].values():
        spec.pop("time_column", None)
    out = marks.merge_inferred(CURRENT, inferred, {"metrics:amount": "edited"})
    assert out["metrics"]["amount"]["synonyms"] == ["revenue"] and "time_column" not in out["metrics"]["amount"]


def test_a_link_deleted_in_another_tables_marks_is_not_found_again():
    link = marks.relationship_id(INFERRED["relationships"][1])
    out = marks.merge_inferred(CURRENT, INFERRED, {}, deleted={link})
    assert [r["to"] for r in out["relationships"]] == ["branches"]


def test_an_edit_marks_changed_and_new_entries_edited_and_removed_ones_deleted():
    after = copy.deepcopy(CURRENT)
    after["metrics"]["amount"]["synonyms"] = ["turnover"]
    after["metrics"]["margin"] = {"table": "sales", "expression": "SUM(sales.amount)"}
    del after["dimensions"]["note"]
    after["relationships"] = []
    out = marks.marks_after_edit(CURRENT, after, {"metrics:qty": "accepted"})
    assert out == {"metrics:qty": "accepted", "metrics:amount": "edited", "metrics:margin": "edited",
                   "dimensions:note": "deleted", marks.relationship_id(CURRENT["relationships"][0]): "deleted"}


# -- through the real upload path -----------------------------------------------------------------

RETURNS = "return_no,branch_code,refund\n" + "".join(f"{i},B{i % 12:02d},{i % 9 + 1}\n" for i in range(60))
VISITS = "visit_no,branch_code,visitors\n" + "".join(f"{i},B{i % 12:02d},{i % 30 + 5}\n" for i in range(80))


def _model(service) -> dict:
    return yaml.safe_load(service.registry.get("mine").semantic_model.read_text(encoding="utf-8"))


def _entry(service, ident: str) -> entries.ModelEntry:
    return next(e for e in entries.model_entries(service, "mine") if e.id == ident)


@pytest.fixture
def shop(tmp_path):
    service = _workspace(tmp_path, {"branches.csv": BRANCHES, "sales.csv": SALES})
    yield service
    service.close()


def test_accept_edit_delete_survive_a_new_inference_a_new_upload_and_a_restart(shop, tmp_path):
    link = next(e.id for e in entries.model_entries(shop, "mine") if e.kind == "link")
    assert {e.mark for e in entries.model_entries(shop, "mine")} == {"inferred"}
    entries.edit_entry(shop, "mine", "metrics:amount",
                       {"label": "turnover", "synonyms": "turnover, ciro", "expression": "SUM(sales.amount)"})
    entries.accept_entry(shop, "mine", "dimensions:city")
    entries.delete_entry(shop, "mine", "dimensions:branch_code")  # the first table's own key entry
    entries.delete_entry(shop, "mine", link)
    assert shop.run_turn("mine", "t0", "turnover by city").payload()["last_event"] != "QUERY_EXECUTED"

    reinfer_workspace(shop, "mine")
    from agent.workspaces.manage import add_files

    (tmp_path / "returns.csv").write_text(RETURNS, encoding="utf-8")
    add_files(shop, "mine", [tmp_path / "returns.csv"])
    reinfer_workspace(shop, "mine")

    restarted = AnalyticsService(make_settings(tmp_path / "home"),
                                 open_metadata_store(f"sqlite:///{tmp_path / 'm.sqlite'}"), InMemorySaver())
    try:
        model = _model(restarted)
        assert model["metrics"]["amount"]["label"] == {"en": "turnover"}
        assert model["metrics"]["amount"]["synonyms"] == ["turnover", "ciro"]
        assert not any(d["table"] == "branches" and d["column"] == "branch_code"
                       for d in model["dimensions"].values())  # not back, not under another key
        assert not any(r["from"] == "sales" and r["to"] == "branches" for r in model["relationships"])
        assert _entry(restarted, "metrics:amount").mark == "edited"
        assert _entry(restarted, "dimensions:city").mark == "accepted"
        out = restarted.run_turn("mine", "t1", "turnover by store").payload()
        assert out["last_event"] == "QUERY_EXECUTED" and out["row_count"] > 0
    finally:
        restarted.close()


def test_a_new_inference_refreshes_the_entries_nobody_touched(shop):
    from agent import overlays

    overlay = overlays.read_overlay(shop.settings, "mine")
    overlay["uploads"]["sales"]["model"]["metrics"]["qty"]["synonyms"] = ["stale guess"]
    overlays.save_overlay(shop, "mine", overlay)
    changes = reinfer_workspace(shop, "mine")
    assert set(changes) == {"branches", "sales"}
    assert "stale guess" not in _model(shop)["metrics"]["qty"]["synonyms"]
    assert _entry(shop, "metrics:qty").mark == "inferred"


REFUNDS = "refund_no,store,refund\n" + "".join(f"{i},B{i % 12:02d},{i % 9 + 1}\n" for i in range(60))


@pytest.mark.parametrize("files, prefixed", [
    ({"branches.csv": BRANCHES, "visits.csv": VISITS}, "visits_branch_code"),
    ({"branches.csv": BRANCHES, "sales.csv": SALES, "refunds.csv": REFUNDS}, "refunds_store"),
], ids=["a later table's key", "two later tables with one column name"])
def test_a_re_inference_keeps_every_key_and_repeats_no_link(tmp_path, files, prefixed):
    service = _workspace(tmp_path, files)
    try:
        before = _model(service)
        assert prefixed in before["dimensions"]  # the later table's key was prefixed
        reinfer_workspace(service, "mine")
        after = _model(service)
    finally:
        service.close()
    for section in ("metrics", "dimensions", "time_columns"):
        assert set(after.get(section) or {}) == set(before.get(section) or {})
    assert len(after["relationships"]) == len(before["relationships"]) == len(files) - 1


def test_bad_edits_are_refused_in_plain_words_and_nothing_changes(shop):
    before = _model(shop)
    with pytest.raises(Exception, match="has no column"):
        entries.edit_entry(shop, "mine", "dimensions:city", {"label": "town", "synonyms": "", "column": "town"})
    with pytest.raises(Exception, match="needs a name"):
        entries.edit_entry(shop, "mine", "dimensions:city", {"label": " ", "synonyms": "", "column": "city"})
    with pytest.raises(Exception, match="unknown table|cannot parse"):
        entries.edit_entry(shop, "mine", "metrics:amount",
                           {"label": "amount", "synonyms": "", "expression": "SUM(nowhere.amount)"})
    with pytest.raises(Exception, match="no longer there"):
        entries.delete_entry(shop, "mine", "metrics:nothing_like_it")
    assert _model(shop) == before
    assert {e.mark for e in entries.model_entries(shop, "mine")} == {"inferred"}


def test_the_table_editor_marks_its_changes_too(shop):
    from agent import overlays

    model = overlays.upload_model(shop, "mine", "sales")
    metrics, dims = overlays.model_rows(model)
    metrics = [dict(m, synonyms="turnover") if m["name"] == "amount" else m for m in metrics]
    overlays.save_upload_model(shop, "mine", "sales", overlays.rows_to_model(model, "sales", metrics, dims))
    assert _entry(shop, "metrics:amount").mark == "edited"
    reinfer_workspace(shop, "mine")
    assert _model(shop)["metrics"]["amount"]["synonyms"] == ["turnover"]


def test_a_deleted_entry_is_not_brought_back_under_another_key(shop):
    """Branches' city is deleted, then sales gets its own entry called city: inferring branches again
    must not bring the deleted city back as ``branches_city``."""
    from agent import overlays

    entries.delete_entry(shop, "mine", "dimensions:city")
    model = overlays.upload_model(shop, "mine", "sales")
    model["dimensions"]["city"] = {"table": "sales", "column": "store", "label": {"en": "shop city"}}
    overlays.save_upload_model(shop, "mine", "sales", model)
    reinfer_workspace(shop, "mine")
    dims = _model(shop)["dimensions"]
    assert dims["city"]["table"] == "sales"
    assert not any(d["table"] == "branches" and d["column"] == "city" for d in dims.values())


def test_a_restored_entry_is_inferred_again_with_its_operators(shop):
    entries.delete_entry(shop, "mine", "metrics:amount")
    assert not {"amount", "amount_avg", "amount_max"} & set(_model(shop)["metrics"])
    assert list(entries.deleted_entries(shop, "mine")["sales"].values()) == ["measure amount"]
    entries.restore_entry(shop, "mine", "metrics:amount")
    assert {"amount", "amount_avg", "amount_max"} <= set(_model(shop)["metrics"])
    assert _entry(shop, "metrics:amount").mark == "inferred"
    assert entries.deleted_entries(shop, "mine") == {}
    with pytest.raises(Exception, match="not deleted"):
        entries.restore_entry(shop, "mine", "metrics:amount")


def test_a_link_edited_to_other_columns_replaces_the_inferred_one_for_good(shop):
    link = next(e for e in entries.model_entries(shop, "mine") if e.kind == "link")
    assert link.fields == {"columns": "store = branch_code"}
    with pytest.raises(Exception, match="column = column"):
        entries.edit_entry(shop, "mine", link.id, {"columns": "store branch_code"})
    with pytest.raises(Exception, match="branches has no column nope"):
        entries.edit_entry(shop, "mine", link.id, {"columns": "store = nope"})
    entries.edit_entry(shop, "mine", link.id, {"columns": "store = branch_name"})
    reinfer_workspace(shop, "mine")
    links = [e for e in entries.model_entries(shop, "mine") if e.kind == "link"]
    assert [(e.fields["columns"], e.mark) for e in links] == [("store = branch_name", "edited")]
    assert [r["keys"] for r in _model(shop)["relationships"]] == [{"store": "branch_name"}]
    assert "link sales → branches:store=branch_code" in entries.deleted_entries(shop, "mine")["sales"].values()
