"""Remember the reading a user chose: for the conversation, or for the whole workspace.

Why two places: a choice made while reading one answer ("rank by units") should hold for the
rest of that conversation without surprising anyone else; asked for explicitly, it becomes the
workspace's default, kept in the overlay (beside edited rules and uploads), listed on the Data
page and removable there. The thread's choice wins over the workspace's.
"""

from __future__ import annotations

from typing import Any

from agent.analytics.provenance.readings import KINDS
from agent.errors import SamaritanError

__all__ = ["remember_reading", "ask_with_reading", "forget_workspace_reading", "workspace_reading_list",
           "READING_NAMES"]

READING_NAMES = {
    "measure": "Default measure when none is named",
    "per": "“per …” read as an average",
    "period_end": "Rolling periods include today",
    "status": "Count every status, not only the measure's default",
    "time_column": "Date measures by",
}


def _check(kind: str, value: str) -> None:
    if kind not in KINDS or not value or len(value) > 80:
        raise SamaritanError("That reading cannot be remembered; choose one of the offered alternatives.")


def remember_reading(service: Any, tenant: str, thread_id: str, kind: str, value: str, *,
                     workspace: bool = False) -> None:
    """Keep ``kind`` = ``value`` for the thread (and for the workspace when asked)."""
    _check(kind, value)
    config = service.config(tenant, thread_id)
    current = dict(service.thread_state(tenant, thread_id).get("readings") or {})
    current[kind] = value
    service.graph.update_state(config, {"readings": current}, as_node="Conversation")
    if workspace:
        from agent.overlays import read_overlay, save_overlay

        overlay = read_overlay(service.settings, tenant)
        overlay["readings"] = {**(overlay.get("readings") or {}), kind: value}
        save_overlay(service, tenant, overlay)


def ask_with_reading(service: Any, tenant: str, thread_id: str, kind: str, value: str) -> None:
    """Make the thread's next question use this reading once (an assumption's one-click alternative)."""
    _check(kind, value)
    service.graph.update_state(service.config(tenant, thread_id), {"next_reading": {kind: value}},
                               as_node="Conversation")


def forget_workspace_reading(service: Any, tenant: str, kind: str) -> None:
    """Drop one workspace reading (the engine's own default applies again)."""
    from agent.overlays import read_overlay, save_overlay

    overlay = read_overlay(service.settings, tenant)
    readings = dict(overlay.get("readings") or {})
    if readings.pop(kind, None) is None:
        return
    overlay["readings"] = readings
    save_overlay(service, tenant, overlay)


def workspace_reading_list(service: Any, tenant: str) -> list[dict[str, str]]:
    """The workspace's remembered readings as rows for the Data page."""
    from agent.analytics.provenance.turn import workspace_readings

    return [{"kind": kind, "reading": READING_NAMES.get(kind, kind), "value": value}
            for kind, value in workspace_readings(service.settings, tenant).items()]
