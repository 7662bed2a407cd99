"""Write the README from facts: the title, installation and usage, and the order of all sections.

Everything written here comes from a manifest, an analysed module or the repository listing, and
every block carries the claims that make it true, for ``verify`` to check. The same facts always
give the same bytes (sorted inputs, no clocks), so offline runs are reproducible. The structure,
API and configuration sections live in ``agent.klaro.sections``, testing, contributing and
license in ``agent.klaro.closing``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from agent.klaro.blocks import (
    Block,
    Claim,
    bash,
    code,
    literal_claim,
    manifest_claim,
    module_claim,
    path_claim,
    symbol_claim,
    text_claim,
)
from agent.klaro.closing import contributing_blocks, license_blocks, testing_blocks
from agent.klaro.commands import command_row, resolve_options
from agent.klaro.ecosystems import cargo_install, cargo_usage, go_install, go_usage, node_install, node_usage
from agent.klaro.examples import Example, example_blocks
from agent.klaro.exports import by_usage, find_definition, package_exports
from agent.klaro.facts import Facts
from agent.klaro.knowledge import guide_sections
from agent.klaro.plugins import plugin_blocks, registered_commands
from agent.klaro.schemas import MAX_DESCRIPTION, MAX_OVERVIEW
from agent.klaro.sections import api_blocks, config_blocks, notes_blocks, plain, structure_blocks

if TYPE_CHECKING:
    from agent.klaro.schemas import ReadmeProse

__all__ = ["build_blocks"]


def title_blocks(facts: Facts, heading: str, prose: ReadmeProse | None) -> list[Block]:
    """The project's name, its one-line description and its declared links."""
    blocks = [Block("title", f"# {facts.project_name}")]
    described = facts.description
    if prose is not None and prose.description.strip():
        blocks.append(Block("title", plain(prose.description[:MAX_DESCRIPTION], keep_code=True)))
    elif described:
        blocks.append(Block("title", plain(described[0])))
    else:
        blocks.append(
            Block(
                "title",
                f"A {facts.ecosystem.title()} project."
                if facts.ecosystem != "unknown"
                else "A software project.",
            )
        )
    if prose is not None and prose.overview.strip():
        blocks.append(Block("title", plain(prose.overview[:MAX_OVERVIEW], keep_code=True)))
    sources = [n for n in (facts.python_source("urls"), "package.json", "Cargo.toml") if n]
    source = next((n for n in sources if facts.manifest(n).get("urls")), None)
    links: list[tuple[str, str]] = []
    for label, url in (facts.manifest(source).get("urls", {}) if source else {}).items():
        if url.startswith(("https://", "http://")) and url not in {u for _, u in links}:
            links.append((label, url))
    if links and source:
        text = " · ".join(f"[{plain(label)}]({url})" for label, url in links[:4])
        blocks.append(Block("title", text, [manifest_claim(source, "url", url) for _, url in links[:4]]))
    return blocks


def install_blocks(facts: Facts, heading: str) -> list[Block]:
    """The real install command for the ecosystem, and how to install from a checkout."""
    blocks = [Block("installation", f"## {heading}")]
    dist = facts.dist_name
    source = facts.python_source("name")
    if dist and source:
        requires_source = facts.python_source("requires_python")
        requires = facts.manifest(requires_source).get("requires_python") if requires_source else None
        if requires and requires_source:
            blocks.append(
                Block(
                    "installation",
                    f"Requires Python {plain(requires)}.",
                    [manifest_claim(requires_source, "requires_python", requires)],
                )
            )
        blocks.append(
            Block(
                "installation",
                f"Install the {code(dist)} distribution with pip:\n\n" + bash(f"pip install {dist}"),
                [manifest_claim(source, "name", dist)],
            )
        )
        extras = facts.manifest("pyproject.toml").get("extras", {})
        dev = next((e for e in ("dev", "test", "tests", "testing") if e in extras), None)
        lines = ["pip install ."] + ([f'pip install -e ".[{dev}]"'] if dev else [])
        claims = [path_claim(source)] + ([manifest_claim("pyproject.toml", "extra", dev)] if dev else [])
        note = f" (the second line adds the {code(dev)} extra for development)" if dev else ""
        blocks.append(
            Block("installation", f"Or from a checkout of this repository{note}:\n\n" + bash(*lines), claims)
        )
    elif facts.repo.is_file("requirements.txt"):
        blocks.append(
            Block(
                "installation",
                "Install the dependencies from a checkout of this repository:\n\n"
                + bash("pip install -r requirements.txt"),
                [path_claim("requirements.txt")],
            )
        )
    blocks.extend([*node_install(facts), *go_install(facts), *cargo_install(facts)])
    if len(blocks) == 1:
        blocks.append(
            Block("installation", "Klaro found no package manifest, so there is no install command to give.")
        )
    return blocks


def _command_row(facts: Facts, script: str, path: str, command: dict, declared: Claim) -> Block:
    """One command-table row; ``declared`` (the manifest declares ``script``) backs a bare root command.

    Without it a root command with no name and no options carried no claim at all, so its line
    had to verify on prose alone, where a hyphenated script name never resolves (pip-compile).
    """
    claims: list[Claim] = [declared]
    name = command["name"]
    if name and command["derived"]:
        claims.append(text_claim(path, command["function"]))
    elif name:
        claims.append(literal_claim(path, name.split(" ")[-1]))
    options = resolve_options(facts, path, command)
    return command_row(f"{script} {name}".strip(), command.get("help", ""), options, claims)


def _cli_commands(facts: Facts, path: str, function: str) -> list[dict]:
    commands = facts.modules.get(path, {}).get("cli", [])
    if any(c["framework"] == "argparse" for c in commands):
        parsed = [c for c in commands if c["framework"] == "argparse"]
        bare_root = [c for c in parsed if not c["name"] and not c["options"] and not c["arguments"]]
        return [c for c in parsed if c not in bare_root or len(parsed) == 1]
    root = next((c for c in commands if c["function"] == function), None)
    roots = [c for c in commands if c["parent"] is None]
    if root is None and len(roots) == 1:
        root, function = roots[0], roots[0]["function"]  # the script wraps the module's one command
    typer = [c for c in commands if c["framework"] == "typer" and c["parent"]]
    if root is None and typer:  # the script calls a typer app: its callback, then its commands
        app = "app" if any(c["parent"] == "app" for c in typer) else typer[0]["parent"]
        members = [c for c in typer if c["parent"] == app]
        return sorted(members, key=lambda c: (c["name"] != "", c["name"]))
    if root is None:
        return []
    children = [c for c in commands if c["parent"] in (function, root["name"]) and c is not root]
    base = [] if (root["group"] or children) and not root["options"] else [{**root, "name": ""}]
    return base + children


def usage_blocks(
    facts: Facts, heading: str, examples: list[Example] | None = None, leads: list[str] | None = None
) -> list[Block]:
    """The repository's own examples, its commands and options, module entry points, a quickstart.

    ``examples`` are the verified examples ``find_examples`` chose (None while drafting, when
    they are not looked for yet); ``leads`` are the model's rewrites of their lead sentences.
    The import-only quickstart is shown only when no Python example was found.
    """
    blocks = [Block("usage", f"## {heading}")]
    blocks.extend(example_blocks(examples or [], leads))
    source = facts.python_source("scripts")
    for script, target in facts.scripts.items():
        module, _, function = target.partition(":")
        module, function = (
            module.strip(),
            function.strip().split(".")[0].split()[0] if function.strip() else "",
        )
        path = facts.module_file(module)
        claims = [manifest_claim(source or "pyproject.toml", "script", script), module_claim(module)]
        if function:
            claims.append(symbol_claim(module, function))
        blocks.append(
            Block(
                "usage", f"The package installs the {code(script)} command ({code(target.strip())}).", claims
            )
        )
        defined = find_definition(facts, module, function) if function else None
        if defined is not None and facts.module_file(defined[0]):
            path, function = facts.module_file(defined[0]), defined[1]
        for command in _cli_commands(facts, path, function) if path else []:
            blocks.append(_command_row(facts, script, path or "", command, claims[0]))
        blocks.extend(registered_commands(facts, script))
    blocks.extend(plugin_blocks(facts))
    mains = [p for p in facts.top_packages if facts.repo.is_file(f"{p}/__main__.py")]
    if mains:
        lines = [f"python -m {p.split('/')[-1]}" for p in mains]
        claims = [c for p in mains for c in (path_claim(f"{p}/__main__.py"), module_claim(p.split("/")[-1]))]
        intro = "Run the package as a module:" if len(mains) == 1 else "Run the packages as modules:"
        blocks.append(Block("usage", f"{intro}\n\n" + bash(*lines), claims))
    for path, module in sorted(facts.modules.items()):
        if "/" in path:
            continue
        imported = {i["module"].split(".")[0] for i in module.get("imports", [])}
        if "streamlit" in imported:
            blocks.append(
                Block(
                    "usage",
                    "Start the web app:\n\n" + bash(f"streamlit run {path}"),
                    [path_claim(path), text_claim(path, "streamlit")],
                )
            )
        elif module.get("main_block") and path != "setup.py":
            blocks.append(
                Block("usage", bash(f"python {path}"), [path_claim(path), text_claim(path, "__main__")])
            )
    if not any(e.fence in ("python", "pycon") for e in examples or []):
        blocks.extend(_quickstart(facts))
    shown = bool(examples)
    blocks.extend([*node_usage(facts, shown), *go_usage(facts, shown), *cargo_usage(facts, shown)])
    if len(blocks) == 1:
        blocks.append(
            Block("usage", "Klaro found no command-line entry point or importable package to show here.")
        )
    return blocks


def _quickstart(facts: Facts) -> list[Block]:
    for package in facts.top_packages:
        exports = package_exports(facts, f"{package}/__init__.py")
        if not exports:
            continue
        dotted = facts.modules[f"{package}/__init__.py"]["module"]
        exports = by_usage(facts, dotted, exports)
        preferred = [e for e in exports if e.kind in ("class", "function") and not e.is_exception]
        names = [e.name for e in (preferred or exports)][:6]
        code_block = f"```python\nimport {dotted}\nfrom {dotted} import {', '.join(names)}\n```"
        text = (
            f"Use it as a library: the package {code(dotted)} exports these names "
            f"(their signatures are in the API overview).\n\n{code_block}"
        )
        return [Block("usage", text, [module_claim(dotted), *(symbol_claim(dotted, n) for n in names)])]
    return []


def build_blocks(
    facts: Facts, guide: str, prose: ReadmeProse | None = None, examples: list[Example] | None = None
) -> list[Block]:
    """Return every candidate block, sections in the order the style guide asks for."""
    leads = list(prose.example_leads) if prose is not None else None
    builders = {
        "installation": install_blocks,
        "usage": lambda f, h: usage_blocks(f, h, examples, leads),
        "configuration": config_blocks,
        "structure": structure_blocks,
        "api": api_blocks,
        "testing": testing_blocks,
        "contributing": contributing_blocks,
        "license": license_blocks,
    }
    blocks: list[Block] = []
    for key, heading in guide_sections(guide):
        if key == "title":
            blocks.extend(title_blocks(facts, heading, prose))
        else:
            blocks.extend(builders[key](facts, heading))
    blocks.extend(notes_blocks(facts))
    return blocks
