"""Tests of the orchestration layer and the LLM factory."""
