"""Ask the model (llm mode only) for the README's opening sentence and overview paragraph.

Everything else in the README is written deterministically from facts; the model adds prose a
person would otherwise have to write, through ``with_structured_output(ReadmeProse)``: the
opening, and a lead sentence for each verified usage example (the examples themselves are fixed). The answer
is verified like any other text: a name it mentions that the repository lacks is removed.
"""

from __future__ import annotations

from langchain_core.messages import HumanMessage, SystemMessage

from agent.klaro.examples import Example
from agent.klaro.facts import Facts
from agent.klaro.prompts import WRITER_FACTS_PROMPT, WRITER_SYSTEM_PROMPT
from agent.klaro.schemas import ReadmeProse
from agent.klaro.state import KlaroContext

__all__ = ["draft_prose"]


def _examples_text(examples: list[Example]) -> str:
    parts = [
        f"{index}. From {e.path}; current lead: {e.lead}\n```{e.fence}\n{e.code}\n```"
        for index, e in enumerate(examples, 1)
    ]
    return "\n".join(parts) or "(none)"


def draft_prose(facts: Facts, ctx: KlaroContext, examples: list[Example] | None = None) -> ReadmeProse:
    """Return the model's description, overview and example leads for the project (one model call).

    The examples are given for context only: the writer keeps their code and links, and uses the
    model's leads as plain prose, so the model cannot add or change an example.
    """
    assert ctx.writer_model is not None
    described = facts.description
    exports: list[str] = []
    for package in facts.top_packages[:1]:
        init = facts.modules.get(f"{package}/__init__.py", {})
        exports = list(init.get("all") or [])[:12]
    style = facts.results.get("style", {}).get("chunks", [])
    prompt = WRITER_FACTS_PROMPT.format(
        name=facts.project_name,
        description=described[0] if described else "(none declared)",
        scripts=", ".join(facts.scripts) or "(none)",
        exports=", ".join(exports) or "(none)",
        top=", ".join(sorted({p.split("/")[0] for p in facts.repo.files})[:20]),
        style="\n---\n".join(style[:2]) or "(not retrieved)",
        examples=_examples_text(examples or []),
    )
    model = ctx.writer_model.with_structured_output(ReadmeProse)
    answer = model.invoke([SystemMessage(content=WRITER_SYSTEM_PROMPT), HumanMessage(content=prompt)])
    if isinstance(answer, ReadmeProse):
        return answer
    return ReadmeProse.model_validate(answer)
