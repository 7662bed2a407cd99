"""The fixture tables of SqlGuard, loaded once: statements to reject and analytic queries to allow.

Cases live in ``tests/fixtures/guard_reject.yaml`` and ``guard_allow.yaml`` (sqlglot-style fixture
tables): a YAML list of mappings with ``class``, ``sql`` and, for rejects, an optional ``expect``
fragment of the reason.
"""

from __future__ import annotations

from pathlib import Path

import yaml

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"


def load_cases(name: str) -> list[dict[str, str]]:
    """The cases of one fixture table."""
    return yaml.safe_load((FIXTURES / name).read_text(encoding="utf-8"))


def case_ids(cases: list[dict[str, str]]) -> list[str]:
    """Test ids: position and class, so a failure names the case to look at."""
    return [f"{i:03d}-{case['class']}" for i, case in enumerate(cases)]


REJECT = load_cases("guard_reject.yaml")
ALLOW = load_cases("guard_allow.yaml")
