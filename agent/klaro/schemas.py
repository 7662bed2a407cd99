"""Pydantic models for what Klaro asks a language model to return in a structured form.

The planner's decisions are tool calls (``bind_tools``), so they need no schema here; the only
structured output is the short prose the writer may ask the model for in llm mode: the opening
sentence, the overview, and the one-line leads of the usage examples (never the examples). The class
docstring and field descriptions are the schema the model sees. Fields are plain required strings
(no length limits or defaults) so the schema is valid for OpenAI's strict structured outputs;
lengths are enforced where the prose is used.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

__all__ = ["ReadmeProse", "MAX_DESCRIPTION", "MAX_OVERVIEW"]

MAX_DESCRIPTION = 300
MAX_OVERVIEW = 1200


class ReadmeProse(BaseModel):
    """Short prose for a README, based only on the facts given: the code examples are fixed."""

    description: str = Field(
        description="One sentence saying what the project does and for whom; no markdown headings."
    )
    example_leads: list[str] = Field(
        description=(
            "One short sentence per usage example, in the order given, saying what that example "
            "shows; plain prose, no code. An empty list keeps the leads as they are."
        )
    )
    overview: str = Field(
        description=(
            "Two to four sentences on how the project is organised and how it is used. Name code "
            "(in backticks) only if the name appears in the facts; an empty string if unsure."
        )
    )
