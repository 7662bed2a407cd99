"""``python -m agent klaro PATH_OR_ZIP [-o README.md] [--model offline|llm] [--json] [--style-guide F]``.

The CLI is the page without widgets: the same ``open_source`` checks and the same ``run_klaro``.
Steps and the verification summary go to standard error, so standard output carries only the
README (or, with ``--json``, one JSON object with the README, the report and the steps). A refused
input or a configuration problem is one sentence on standard error and exit code 2.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from agent.config import load_settings
from agent.errors import SamaritanError
from agent.klaro.extract import open_source
from agent.klaro.runner import KlaroStep, estimate_llm_tokens, run_klaro

__all__ = ["run_klaro_cli"]


def _say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def _print_step(step: KlaroStep) -> None:
    _say(f"- {step.label}: {step.detail}")


def _examples_note(examples: dict) -> str:
    shown = len(examples.get("shown", []))
    return f"; {shown} of {examples.get('found', 0)} usage examples shown" if examples else ""


def run_klaro_cli(args: argparse.Namespace) -> int:
    """Run Klaro for parsed arguments ``path``, ``output``, ``model``, ``json`` (and ``style_guide``).

    Returns the exit code: 0 on success, 2 when the input or the configuration was refused.
    """
    as_json = bool(getattr(args, "json", False))
    output = getattr(args, "output", None)
    try:
        settings = load_settings()
        if getattr(args, "model", None):
            settings = settings.with_overrides(model_mode=args.model)
        guide_path = getattr(args, "style_guide", None)
        guide = Path(guide_path).read_text(encoding="utf-8") if guide_path else None
        with open_source(args.path) as repo:
            if settings.model_mode == "llm":
                estimate = estimate_llm_tokens(settings, repo, guide)
                _say(
                    f"llm mode: at most {estimate['max_calls']} model calls, about "
                    f"{estimate['input_tokens']:,} input and {estimate['output_tokens']:,} output tokens."
                )
            result = run_klaro(repo, settings, style_guide=guide, on_step=None if as_json else _print_step)
    except (SamaritanError, OSError) as exc:
        _say(f"Error: {exc}")
        return 2
    if output:
        Path(output).write_text(result.readme, encoding="utf-8")
    if as_json:
        print(result.to_json())
    elif not output:
        sys.stdout.write(result.readme)
    for warning in result.warnings:
        _say(f"Warning: {warning}")
    counts = result.verification.get("counts", {})
    _say(
        f"{counts.get('named', 0)} names checked: {counts.get('verified', 0)} verified, "
        f"{counts.get('removed', 0)} removed"
        + (f", {counts['blocks_dropped']} blocks dropped" if counts.get("blocks_dropped") else "")
        + _examples_note(result.verification.get("examples", {}))
        + f"; {result.elapsed_s:.2f} s"
        + (f"; README written to {output}." if output else ".")
    )
    return 0
