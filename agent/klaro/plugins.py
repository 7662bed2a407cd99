"""Usage blocks for entry-point groups: sub-commands registered by name, and plugins a package ships.

Some tools add their sub-commands through an entry-point group rather than a CLI framework —
twine's ``[project.entry-points."twine.registered_commands"]`` makes ``twine upload`` and ``twine
check`` — and plugin hosts declare their built-in plugins the same way (flake8's
``flake8.extension``). Both are facts of the manifest, so they are listed as declared: a group is
read as sub-commands of a console script when its name starts with that script's name and
mentions commands; any other group is listed as plugins. Each line is checked by re-parsing the
manifest and finding the target module.
"""

from __future__ import annotations

import re

from agent.klaro.blocks import Block, Claim, code, manifest_claim, module_claim
from agent.klaro.commands import command_row, resolve_options
from agent.klaro.facts import Facts
from agent.klaro.sections import plain

__all__ = ["command_groups", "registered_commands", "plugin_blocks"]

MAX_GROUPS = 6
MAX_ENTRIES = 8


def _groups(facts: Facts) -> tuple[str, dict[str, dict[str, str]]]:
    source = facts.python_source("entry_points") or ""
    return source, dict(facts.manifest(source).get("entry_points", {})) if source else {}


def command_groups(facts: Facts, script: str) -> list[str]:
    """The entry-point groups that register sub-commands of console script ``script``."""
    _, groups = _groups(facts)
    return [
        g for g in groups if re.split(r"[._-]", g, maxsplit=1)[0] == script.split("-")[0] and "command" in g
    ]


def _entry(facts: Facts, source: str, group: str, name: str, target: str, shown: str) -> Block:
    module, _, attribute = target.partition(":")
    module, attribute = module.strip(), attribute.strip().split(".")[0].split()[0] if attribute.strip() else ""
    claims: list[Claim] = [manifest_claim(source, "entry_point", f"{group}:{name}"), module_claim(module)]
    line = f"- {code(shown)} ({code(target.strip())})"
    path = facts.module_file(module)
    analysed = facts.modules.get(path or "", {})
    item = next(
        (i for i in [*analysed.get("functions", []), *analysed.get("classes", [])] if i["name"] == attribute),
        None,
    )
    if item is not None and item["docstring"]:
        text = plain(item["docstring"]).rstrip()
        line += f" — {text}" + ("" if text.endswith((".", "!", "?")) else ".")
    return Block("usage", line, claims)


def _command_entry(facts: Facts, source: str, group: str, name: str, target: str, script: str) -> Block:
    """A command-table row for a registered sub-command, with the options its module declares.

    The target module's own parser (``argparse.ArgumentParser(prog="twine upload")``) gives the
    options, including those it hands its parser to another module for; its help is the
    parser's description or the target function's docstring.
    """
    module, _, attribute = target.partition(":")
    module, attribute = module.strip(), attribute.strip().split(".")[0].split()[0] if attribute.strip() else ""
    claims: list[Claim] = [manifest_claim(source, "entry_point", f"{group}:{name}"), module_claim(module)]
    path = facts.module_file(module) or ""
    analysed = facts.modules.get(path, {})
    parsers = [c for c in analysed.get("cli", []) if not c["name"]]
    item = next(
        (i for i in [*analysed.get("functions", []), *analysed.get("classes", [])] if i["name"] == attribute),
        None,
    )
    help_text = (parsers[0]["help"] if parsers else "") or (item["docstring"] if item else "")
    options = resolve_options(facts, path, parsers[0]) if parsers and path else []
    return command_row(f"{script} {name}", help_text, options, claims)


def registered_commands(facts: Facts, script: str) -> list[Block]:
    """The sub-commands of ``script`` that its manifest registers through entry-point groups."""
    source, groups = _groups(facts)
    blocks: list[Block] = []
    for group in command_groups(facts, script):
        entries = list(groups[group].items())
        intro = (
            f"Sub-commands of {code(script)}, registered in the {code(group)} entry-point group"
            + (f" ({len(entries) - MAX_ENTRIES} more are declared)" if len(entries) > MAX_ENTRIES else "")
            + ":"
        )
        blocks.append(Block("usage", intro, [manifest_claim(source, "script", script)]))
        for name, target in entries[:MAX_ENTRIES]:
            blocks.append(_command_entry(facts, source, group, name, target, script))
    return blocks


def plugin_blocks(facts: Facts) -> list[Block]:
    """The other entry-point groups: the plugins the package itself declares for a host."""
    source, groups = _groups(facts)
    taken = {g for script in facts.scripts for g in command_groups(facts, script)}
    blocks: list[Block] = []
    for group in [g for g in groups if g not in taken][:MAX_GROUPS]:
        entries = list(groups[group].items())
        more = f" ({len(entries) - MAX_ENTRIES} more are declared)" if len(entries) > MAX_ENTRIES else ""
        blocks.append(
            Block(
                "usage",
                f"The package registers these entry points in the {code(group)} group{more}:",
                [manifest_claim(source, "entry_point", f"{group}:{entries[0][0]}")],
            )
        )
        for name, target in entries[:MAX_ENTRIES]:
            blocks.append(_entry(facts, source, group, name, target, name))
    return blocks
