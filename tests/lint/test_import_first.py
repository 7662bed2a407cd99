"""Every package of the engine imports first in a fresh interpreter.

Why: the semantic engine and the inference import each other's helpers; a module-level import in the
wrong direction passes every test that happens to import the semantic package first, and breaks the
one process that starts from the inference (quantitythresholds did, in the fourteenth round).
"""

from __future__ import annotations

import subprocess
import sys

import pytest

PACKAGES = ["agent.analytics.inference", "agent.analytics.inference.names", "agent.analytics.inference.infer",
            "agent.analytics.semantic", "agent.analytics.semantic.thresholds", "agent.workspaces", "agent.api"]


@pytest.mark.parametrize("module", PACKAGES)
def test_the_module_imports_first(module: str) -> None:
    done = subprocess.run([sys.executable, "-c", f"import {module}"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
