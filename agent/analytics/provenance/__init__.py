"""How an answer was computed: definitions, filters, period, tables, freshness, assumptions.

Also the other readings of an ambiguous question (run beside the default and shown as tabs) and
the readings a user chose, remembered for a thread or a workspace.
"""

from agent.analytics.provenance.build import build_provenance
from agent.analytics.provenance.definitions import define_metric
from agent.analytics.provenance.memory import (
    READING_NAMES,
    ask_with_reading,
    forget_workspace_reading,
    remember_reading,
    workspace_reading_list,
)
from agent.analytics.provenance.readings import KINDS, Reading, apply_remembered, find_readings
from agent.analytics.provenance.recorded import provenance_lines, provenance_of_sql
from agent.analytics.provenance.sqlfacts import sql_facts, table_freshness, tables_read
from agent.analytics.provenance.turn import after_run, alternative_key, model_of, remembered_reading

__all__ = [
    "KINDS", "READING_NAMES", "Reading", "after_run", "alternative_key", "apply_remembered",
    "ask_with_reading", "build_provenance", "define_metric", "find_readings", "forget_workspace_reading",
    "model_of", "provenance_lines", "provenance_of_sql", "remember_reading", "remembered_reading", "sql_facts",
    "table_freshness", "tables_read", "workspace_reading_list",
]
