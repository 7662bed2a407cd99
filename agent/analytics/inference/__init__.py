"""Inference of a semantic model for a user's own tables, beside the semantic engine that reads it.

Why a package of its own: the engine answers questions with whatever model it is given (written by
hand for the sample company, inferred here for an upload); inferring one is a different job, run
once per upload, with its own rules — how column names read (``names``), which numbers are
measures, keys or levels, which columns join (``infer``, with the data-driven links and row grains
of ``agent.workspaces``).
"""

from agent.analytics.inference.infer import infer_semantic_model
from agent.analytics.inference.names import head_word, name_words, readable

__all__ = ["head_word", "infer_semantic_model", "name_words", "readable"]
