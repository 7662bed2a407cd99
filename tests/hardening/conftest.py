"""Fixtures for the hardening tests: the guard's real demo database and policy, shared services.

The guard fixtures are the ones of ``tests/guard`` (one small real demo file, its policy from
the shipped tenants file, the hardened read-only connection to it), re-exported so the fuzzing
here runs on exactly what the guard's own tests use.
"""

from __future__ import annotations

from tests.guard.conftest import (  # noqa: F401 - pytest finds fixtures by name
    demo_columns,
    demo_counts,
    demo_policy,
    demo_tenant,
    guard_settings,
    hardened,
)
