"""Each question's look at the overlay (chosen readings, upload times) follows every change of the file.

Why: the overlay is parsed once per text now (``overlay_glance``), not twice per question; a
reading saved between two questions must still be seen by the second.
"""

from __future__ import annotations

import pytest

from agent.analytics.provenance.sqlfacts import table_freshness
from agent.analytics.provenance.turn import workspace_readings
from agent.config import load_settings
from agent.errors import SamaritanError
from agent.overlays import OverlayGlance, overlay_glance
from agent.storage.tenants import overlay_path


class _Tenant:
    def __init__(self, name: str, database) -> None:
        self.name = name
        self.database = database


def test_the_glance_follows_each_write_of_the_overlay(tmp_path) -> None:
    settings = load_settings({"SAMARITAN_HOME": str(tmp_path)})
    path = overlay_path(settings, "mine")
    assert overlay_glance(settings, "mine") == OverlayGlance()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("uploads:\n  kites: {file: kites.csv, uploaded_at: '2026-01-02T03:04:05'}\n"
                    "  reels: {file: reels.csv}\nreadings: {share: of_total}\n", encoding="utf-8")
    assert workspace_readings(settings, "mine") == {"share": "of_total"}
    database = tmp_path / "mine.duckdb"
    database.write_bytes(b"")
    freshness = table_freshness(settings, _Tenant("mine", database), ["kites", "reels"])
    assert freshness["kites"] == "2026-01-02T03:04:05"
    assert freshness["reels"] and freshness["reels"] != freshness["kites"]  # the database file's time
    path.write_text("readings: {share: of_group}\n", encoding="utf-8")
    assert workspace_readings(settings, "mine") == {"share": "of_group"}
    assert overlay_glance(settings, "mine").uploaded_at == ()


def test_an_unreadable_overlay_is_said_so(tmp_path) -> None:
    settings = load_settings({"SAMARITAN_HOME": str(tmp_path)})
    path = overlay_path(settings, "mine")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("readings: [unclosed\n", encoding="utf-8")
    with pytest.raises(SamaritanError):
        overlay_glance(settings, "mine")
    assert workspace_readings(settings, "mine") == {}
