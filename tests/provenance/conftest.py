"""A private copy of the small sample tenants with a real service per test (the Checks tests' fixtures)."""

from tests.checks.conftest import home, service  # noqa: F401 - fixtures shared with tests/checks
