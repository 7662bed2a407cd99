"""The two implementations of the model interface: offline (semantic engine) and LLM."""

from agent.analytics.backends.offline import OfflineBackend

__all__ = ["OfflineBackend"]
