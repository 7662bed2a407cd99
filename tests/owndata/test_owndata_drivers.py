"""Driver analysis on strangers' data: the same "why" question through the real upload path.

Why: nothing in the driver reading may be specific to the sample company. A fresh workspace is
filled from an own-data set's CSV files with the product's upload functions (inferred semantic
model, no hand-written words), then asked why a measure changed; each dimension's members must
add up to the total change, to the cent, and the answer must name the drivers.
"""

from __future__ import annotations

import datetime as dt
import tempfile
from collections import defaultdict
from pathlib import Path

import pytest

from tests.owndata import datasets
from tests.owndata.harness import TENANT, _upload

CASES = [
    ("vega", "why did precipitation rise in 2015 compared to 2014?", "2015-01-01", "2014-01-01"),
    ("plotly", "why did total population change in 2007 compared to 2002?", "2007-01-01", "2002-01-01"),
]


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("owndata-drivers")


@pytest.mark.parametrize(("name", "question", "after", "before"), CASES)
def test_driver_question_on_uploaded_data(name: str, question: str, after: str, before: str, cache: Path) -> None:
    from langgraph.checkpoint.memory import InMemorySaver

    from agent.analytics.service import AnalyticsService
    from agent.config import load_settings
    from agent.storage.metadata import open_metadata_store

    folder = datasets.build(name, cache)
    with tempfile.TemporaryDirectory(prefix=f"drivers-{name}-") as tmp:
        root = Path(tmp)
        settings = load_settings({"SAMARITAN_HOME": str(root), "SAMARITAN_MODEL": "offline"})
        metadata = open_metadata_store(f"sqlite:///{root / 'metadata.sqlite'}")
        service = AnalyticsService(settings, metadata, InMemorySaver())
        try:
            _upload(service, folder, datasets.dataset_files(name))
            out = service.run_turn(TENANT, "drivers", question, as_of=dt.date(2026, 11, 15), mode="offline").payload()
        finally:
            service.close()
            metadata.close()
    assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
    change, drivers = out["change"], out["drivers"]
    assert change["after_period"]["start"] == after and change["before_period"]["start"] == before
    total = change["after"] - change["before"]
    assert total != 0
    by_dim: dict[str, float] = defaultdict(float)
    for d in drivers:
        by_dim[d["dimension"]] += d["change"]
    assert by_dim, "no dimension to split the change along"
    for dim, summed in by_dim.items():
        assert abs(summed - total) < 0.005, (dim, summed, total)
    top = max(drivers, key=lambda d: abs(d["share"] or 0))
    assert str(top["member"]) in out["answer"]
