"""Drill-down on an own-data set uploaded through the product: the levels come from the data.

Why: the sample company declares its levels (city → country) in its semantic model; an uploaded
file declares nothing. gapminder.csv (plotly's, one row per country and year) holds each country in
one continent, so after the upload "drill into Europe" on a table by continent must break Europe
down by country, and "go up a level" must come back — through the same upload function, service
and thread as a user, compared with SQL written from the CSV alone.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import duckdb
import pytest

from tests.owndata import datasets
from tests.owndata.compare import compare

AS_OF = dt.date(2008, 1, 15)


@pytest.fixture(scope="module")
def gapminder(tmp_path_factory: pytest.TempPathFactory):
    """A fresh workspace holding gapminder.csv, uploaded like ``add-data gapminder.csv --create``."""
    from langgraph.checkpoint.memory import InMemorySaver

    from agent.analytics.service import AnalyticsService
    from agent.config import load_settings
    from agent.storage.metadata import open_metadata_store
    from agent.workspaces.manage import add_files, create_workspace

    root = tmp_path_factory.mktemp("drill-owndata")
    folder = datasets.build("plotly", root / "cache")
    settings = load_settings({"SAMARITAN_HOME": str(root / "home"), "SAMARITAN_MODEL": "offline"})
    metadata = open_metadata_store(f"sqlite:///{root / 'metadata.sqlite'}")
    service = AnalyticsService(settings, metadata, InMemorySaver())
    create_workspace(service, "mine", "Mine")
    add_files(service, "mine", [Path(folder) / "gapminder.csv"])
    yield service, settings.tenants_dir / "mine.duckdb"
    service.close()
    metadata.close()


def _rows(path: Path, sql: str) -> list[tuple]:
    con = duckdb.connect(str(path), read_only=True)
    try:
        return con.execute(sql).fetchall()
    finally:
        con.close()


def test_the_upload_finds_country_below_continent(gapminder) -> None:
    from agent import overlays

    service, _ = gapminder
    dims = overlays.upload_model(service, "mine", "gapminder")["dimensions"]
    parents = {spec["column"]: dims[spec["parent"]]["column"] for spec in dims.values() if spec.get("parent")}
    assert parents.get("country") == "continent"
    assert "continent" not in parents  # nothing above a continent in this file


def test_drill_into_europe_and_back_up(gapminder) -> None:
    service, path = gapminder
    thread = "drill-gapminder"
    turns = {}
    for question in ("average life expectancy by continent in 2007", "drill into Europe", "go up a level"):
        payload = service.run_turn("mine", thread, question, as_of=AS_OF, mode="offline").payload()
        assert payload.get("sql") and payload.get("columns"), payload.get("answer")
        turns[question] = _rows(path, payload["sql"])
    europe = _rows(path, "SELECT country, AVG(lifeexp) FROM gapminder WHERE year = 2007 "
                         "AND continent = 'Europe' GROUP BY 1")
    ok, why = compare(europe, turns["drill into Europe"])
    assert ok and len(europe) == 30, why
    continents = _rows(path, "SELECT continent, AVG(lifeexp) FROM gapminder WHERE year = 2007 GROUP BY 1")
    for question in ("average life expectancy by continent in 2007", "go up a level"):
        ok, why = compare(continents, turns[question])
        assert ok, f"{question}: {why}"


def test_the_data_page_says_which_level_was_found(gapminder) -> None:
    from agent.workspaces.entries import model_entries

    service, _ = gapminder
    texts = {e.name: e.text for e in model_entries(service, "mine") if e.kind == "breakdown"}
    assert "a level below continent" in texts["country"]
    assert "a level below" not in texts["continent"]
