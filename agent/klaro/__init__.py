"""Klaro: the README agent (seeds 000/001/003) — safe input, a LangGraph loop, verified output.

Open a repository with ``open_source`` (a folder or zip path) or ``open_zip`` (uploaded bytes),
then ``run_klaro`` it; the result holds the README, its verification report and the agent's
steps. ``run_klaro_cli`` is the ``python -m agent klaro`` command.
"""

from agent.klaro.extract import MAX_ZIP_BYTES, open_source, open_zip
from agent.klaro.graph import build_klaro_graph
from agent.klaro.knowledge import default_guide
from agent.klaro.repository import Repository
from agent.klaro.runner import KlaroResult, KlaroStep, estimate_llm_tokens, run_klaro

__all__ = [
    "MAX_ZIP_BYTES",
    "KlaroResult",
    "KlaroStep",
    "Repository",
    "build_klaro_graph",
    "default_guide",
    "estimate_llm_tokens",
    "open_source",
    "open_zip",
    "run_klaro",
]
