"""Re-use the checks package's private data directory for CLI tests."""

from tests.checks.conftest import home  # noqa: F401 - a fixture
