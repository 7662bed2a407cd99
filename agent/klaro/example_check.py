"""Decide whether a candidate example may be shown, and what claims make it true.

An example is shown only when every name it takes from the project can be checked: in Python
(parsed with ``ast``, never run) each import from the project's packages and each attribute of an
imported project module becomes a ``module`` or ``symbol`` claim, and a name the snippet uses but
never binds must be one its docstring's module defines; in a shell block the command must be one
the manifests declare and each option must be a string literal in the source; in Go, Rust and
JavaScript the names qualified by the project's package must be declared in its source. Every
example also claims that its file contains its first line, so it cannot drift from its source. A
snippet that uses nothing of the project, or anything that cannot be checked, is refused with a
reason.
"""

from __future__ import annotations

import ast
import builtins
import re
import shlex
from dataclasses import dataclass, field

from agent.klaro.analysis import module_name
from agent.klaro.blocks import Claim, manifest_claim, module_claim, path_claim, symbol_claim, text_claim
from agent.klaro.facts import Facts
from agent.klaro.foreign import source_files
from agent.klaro.ranking import is_test_path
from agent.klaro.snippets import Snippet

__all__ = ["Checked", "check_snippet", "project_roots", "python_code"]

_BUILTINS = set(dir(builtins)) | {"__file__", "__name__", "_", "__doc__"}
_PLACEHOLDER = re.compile(
    r"(?<![\w&])<[A-Za-z_][\w .-]*>|\{\{|\bTODO\b|\bFIXME\b|\.\.\.\s*$|\[[A-Z_]{2,}\]|\[OPTIONS\]"
)
_PY_OUTPUT_PLACEHOLDER = re.compile(r"\bTODO\b|\bFIXME\b|\{\{", re.I)
MAX_SHELL_LINES = 6


@dataclass
class Checked:
    """A snippet that passed: the code to show, its fence language, its claims and project names."""

    snippet: Snippet
    code: str
    fence: str
    claims: list[Claim]
    names: list[str] = field(default_factory=list)
    implicit: bool = False  # it uses the package without importing it (a docs block mid-page)


def project_roots(facts: Facts) -> set[str]:
    """Top-level names a user imports from this repository (its packages and root modules)."""
    roots = {
        module_name(f"{p}/__init__.py", facts.repo.files).split(".")[0]
        for p in facts.top_packages
        if not p.split("/")[-1].startswith(("test", "_"))
    }
    for path in facts.repo.files:
        if "/" not in path and path.endswith(".py") and path not in ("setup.py", "conftest.py", "noxfile.py"):
            roots.add(path.removesuffix(".py"))
    return roots


def python_code(snippet: Snippet) -> str:
    """The Python source of a snippet: a doctest session without its prompts and output."""
    if snippet.language != "pycon":
        return snippet.code
    lines = []
    for line in snippet.code.splitlines():
        if line.startswith((">>> ", "... ")):
            lines.append(line[4:])
        elif line.strip() in (">>>", "..."):
            lines.append("")
    return "\n".join(lines)


def _bound(tree: ast.AST) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
            names.add(node.id)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.arg):
            names.add(node.arg)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            names.add(node.name)
        elif isinstance(node, ast.alias):
            names.add((node.asname or node.name).split(".")[0])
        elif isinstance(node, ast.Global | ast.Nonlocal):
            names.update(node.names)
    return names


def _chain(node: ast.Attribute) -> list[str] | None:
    parts: list[str] = []
    current: ast.expr = node
    while isinstance(current, ast.Attribute):
        parts.append(current.attr)
        current = current.value
    if not isinstance(current, ast.Name):
        return None
    return [current.id, *reversed(parts)]


def _check_python(snippet: Snippet, facts: Facts) -> Checked | str:
    code = python_code(snippet)
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError, RecursionError):
        return "it is not valid Python 3"
    roots = project_roots(facts)
    claims: list[Claim] = []
    names: list[str] = []
    modules: dict[str, str] = {}  # bound name -> project module
    implicit = False
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] in roots:
                    claims.append(module_claim(alias.name))
                    bound = alias.asname or alias.name.split(".")[0]
                    modules[bound] = alias.name if alias.asname else alias.name.split(".")[0]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            if node.module.split(".")[0] not in roots:
                continue
            claims.append(module_claim(node.module))
            for alias in node.names:
                if alias.name == "*":
                    return "it imports with *"
                if alias.name.startswith("_") or "._" in node.module:
                    return f"it imports the private name {alias.name}"
                full = f"{node.module}.{alias.name}"
                if facts.module_file(full):
                    claims.append(module_claim(full))
                    modules[alias.asname or alias.name] = full
                else:
                    claims.append(symbol_claim(node.module, alias.name))
                    names.append(alias.name)
        elif isinstance(node, ast.ImportFrom) and node.level:
            return "it uses a relative import"
    bound = _bound(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id not in bound:
            if node.id in _BUILTINS:
                continue
            if node.id in roots:
                claims.append(module_claim(node.id))
                modules.setdefault(node.id, node.id)
                implicit = True
            elif snippet.namespace:
                claims.append(symbol_claim(snippet.namespace, node.id))
                names.append(node.id)
            else:
                return f"it uses {node.id}, which it does not define or import"
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute) or not isinstance(node.ctx, ast.Load):
            continue
        chain = _chain(node)
        if not chain or chain[0] not in modules or len(chain) < 2:
            continue
        module = modules[chain[0]]
        rest = chain[1:]
        while rest and facts.module_file(f"{module}.{rest[0]}"):
            module = f"{module}.{rest[0]}"
            rest = rest[1:]
        claims.append(module_claim(module))
        if any(part.startswith("_") and not part.startswith("__") for part in rest):
            return f"it uses the private name {'.'.join(chain)}"
        if rest:
            claims.append(symbol_claim(module, rest[0]))
            names.append(rest[0])
    if not any(c.kind in ("module", "symbol") for c in claims):
        return "it uses nothing of the project"
    if all(isinstance(stmt, ast.Import | ast.ImportFrom) for stmt in tree.body):
        return "it only imports names"
    if _PY_OUTPUT_PLACEHOLDER.search(snippet.code) or _elided(code):
        return "it contains a placeholder"
    fence = "pycon" if snippet.language == "pycon" else "python"
    return Checked(snippet, snippet.code, fence, _dedupe(claims), list(dict.fromkeys(names)), implicit)


_ELISION = re.compile(r"^\s*(?:(?://|#)\s*)?(?:\.\.\.|…)\s*$", re.M)


def _elided(code: str) -> bool:
    """Whether a line of the code is only "..." (or a comment saying it): something was left out."""
    return bool(_ELISION.search(code))


def _commands(facts: Facts) -> dict[str, Claim]:
    """Command names the manifests declare, each with the claim that proves it."""
    found: dict[str, Claim] = {}
    source = facts.python_source("scripts")
    for script in facts.scripts:
        found[script] = manifest_claim(source or "pyproject.toml", "script", script)
    for name in facts.manifest("package.json").get("bin", {}):
        found.setdefault(name, manifest_claim("package.json", "bin", name))
    for name in facts.manifest("Cargo.toml").get("bins", []):
        found.setdefault(name, manifest_claim("Cargo.toml", "bin", name))
    return found


_NOT_SOURCE = {"docs", "doc", "docs_src", "documentation", "examples", "example", "tests", "test", "benchmarks"}


def _source_texts(facts: Facts) -> list[tuple[str, str]]:
    if facts.ecosystem == "python":
        paths = sorted(
            p
            for p in facts.repo.files
            if p.endswith(".py") and not is_test_path(p) and not _NOT_SOURCE & set(p.split("/")[:-1])
        )[:400]
    else:
        paths = source_files(facts.repo.files, facts.ecosystem)
    texts = []
    for path in paths:
        text = facts.repo.text_or_none(path)
        if text is not None:
            texts.append((path, text))
    return texts


def _flag_claim(flag: str, texts: list[tuple[str, str]]) -> Claim | None:
    """A claim that a source file declares ``flag`` inside a string literal."""
    bare = flag.lstrip("-")
    for needle in (flag, bare) if bare else (flag,):
        pattern = re.compile(rf"""(["'])(?:[^"'\n]*?[\s/,|])?{re.escape(needle)}(?:[\s/,|=][^"'\n]*?)?\1""")
        for path, text in texts:
            match = pattern.search(text)
            if match:
                return text_claim(path, match.group(0))
    return None


def _runs_module(tokens: list[str], modules: set[str]) -> bool:
    """``python -m pkg`` (or ``.venv/bin/python -m pkg``) for one of the project's packages."""
    python = tokens[0].rsplit("/", 1)[-1] in ("python", "python3")
    return python and len(tokens) > 2 and tokens[1] == "-m" and tokens[2] in modules


def _command_lines(code: str) -> list[str]:
    lines = [line.rstrip() for line in code.splitlines()]
    prompted = [line for line in lines if line.lstrip().startswith("$ ")]
    if prompted:
        return [line.lstrip()[2:].strip() for line in prompted]
    return [line.strip() for line in lines if line.strip() and not line.strip().startswith("#")]


def _check_shell(snippet: Snippet, facts: Facts, texts: list[tuple[str, str]]) -> Checked | str:
    commands = _commands(facts)
    modules = {m.split(".")[0] for m in project_roots(facts)}
    if "\\\n" in snippet.code:
        return "it continues a command over several lines"
    kept: list[str] = []
    claims: list[Claim] = []
    names: list[str] = []
    for line in _command_lines(snippet.code)[:MAX_SHELL_LINES]:
        if _PLACEHOLDER.search(line):
            return "it contains a placeholder"
        if re.search(r"\s\|\s|\$\(|`", line):
            return "it pipes into other commands"
        try:
            tokens = shlex.split(line, comments=True)
        except ValueError:
            return "its command line does not parse"
        if not tokens:
            continue
        if tokens[0] in commands:
            claims.append(commands[tokens[0]])
            names.append(tokens[0])
            args = tokens[1:]
        elif _runs_module(tokens, modules):
            claims.append(module_claim(tokens[2]))
            names.append(tokens[2])
            args = tokens[3:]
        else:
            continue
        for arg in args:
            if arg in ("|", "&&", ">", "<", ";"):
                break
            if arg.startswith("-") and arg not in ("-", "--"):
                flag = arg.split("=", 1)[0]
                claim = _flag_claim(flag, texts)
                if claim is None:
                    return f"the option {flag} is not declared in the source"
                claims.append(claim)
        kept.append(line)
    if not kept:
        return "it runs none of the project's commands"
    return Checked(snippet, "\n".join(kept), "bash", _dedupe(claims), names)


_GO_IMPORT = re.compile(r'"([\w.\-/]+)"')
_RUST_USE = re.compile(r"\buse\s+(\w+)::(\{[^}]*\}|\w+)")
_RUST_PATH = re.compile(r"\b(\w+)::(\w+)")
_NODE_IMPORT = re.compile(r"""\bimport\s+(?:(\w+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s+['"]([^'"]+)['"]""")
_NODE_REQUIRE = re.compile(r"""\b(?:const|let|var)\s+(\w+|\{[^}]*\})\s*=\s*require\(\s*['"]([^'"]+)['"]\s*\)""")


def _declared(language: str, name: str) -> Claim:
    return Claim("declared", language, name)


def _check_go(snippet: Snippet, facts: Facts) -> Checked | str:
    if _elided(snippet.code):
        return "it leaves code out"
    module = facts.manifest("go.mod").get("name")
    if not module:
        return "the repository declares no Go module"
    package = str(module).rsplit("/", 1)[-1]
    claims: list[Claim] = [manifest_claim("go.mod", "name", str(module))]
    names = sorted(set(re.findall(rf"(?<![\w.]){re.escape(package)}\.([A-Z]\w*)", snippet.code)))
    for imported in _GO_IMPORT.findall(snippet.code):
        if imported.startswith(str(module) + "/") and not facts.repo.is_dir(imported[len(str(module)) + 1 :]):
            return f"it imports {imported}, which is not in the repository"
    if not names:
        return "it uses nothing of the project"
    statements = re.sub(r"//[^\n]*", "", snippet.code)
    if not re.search(r":=|\s=\s|\bfunc\b|\breturn\b|\bpackage\b|\bif\b", statements):
        return "it lists signatures rather than code"
    claims += [_declared("go", n) for n in names]
    return Checked(snippet, snippet.code, "go", claims, names)


def _check_rust(snippet: Snippet, facts: Facts) -> Checked | str:
    if _elided(snippet.code):
        return "it leaves code out"
    name = facts.manifest("Cargo.toml").get("name")
    if not name:
        return "the repository declares no crate"
    crate = str(name).replace("-", "_")
    found: list[str] = []
    for root, items in _RUST_USE.findall(snippet.code):
        if root == crate:
            found += re.findall(r"\w+", items) if items.startswith("{") else [items]
    found += [item for root, item in _RUST_PATH.findall(snippet.code) if root == crate]
    names = sorted({n for n in found if n != "self"})
    if not names:
        return "it uses nothing of the project"
    claims = [manifest_claim("Cargo.toml", "name", str(name)), *(_declared("rust", n) for n in names)]
    return Checked(snippet, snippet.code, "rust", claims, names)


def _check_node(snippet: Snippet, facts: Facts) -> Checked | str:
    if _elided(snippet.code):
        return "it leaves code out"
    package = facts.manifest("package.json").get("name")
    if not package:
        return "the repository declares no npm package"
    claims: list[Claim] = [manifest_claim("package.json", "name", str(package))]
    names: list[str] = []
    defaults: list[str] = []
    for default, named, source in _NODE_IMPORT.findall(snippet.code):
        if source != package:
            continue
        if default:
            defaults.append(default)
            claims.append(_declared("node", "default"))
        for item in re.findall(r"(?:type\s+)?(\w+)(?:\s+as\s+\w+)?", named):
            if item != "type":
                names.append(item)
                claims.append(_declared("node", item))
    for target, source in _NODE_REQUIRE.findall(snippet.code):
        if source == package:
            if target.startswith("{"):
                for item in re.findall(r"(\w+)(?:\s*:\s*\w+)?", target):
                    names.append(item)
                    claims.append(_declared("node", item))
            else:
                defaults.append(target)
                claims.append(_declared("node", "default"))
    if not defaults and not names:
        return "it does not import the package"
    for alias in defaults:
        for member in sorted(set(re.findall(rf"(?<![\w.]){re.escape(alias)}\.(\w+)", snippet.code))):
            names.append(member)
            claims.append(_declared("node-member", member))
    fence = "ts" if snippet.path.endswith((".ts", ".tsx", ".mts")) else "js"
    return Checked(snippet, snippet.code, fence, _dedupe(claims), list(dict.fromkeys(names)))


def _check_untagged(snippet: Snippet, facts: Facts, texts: list[tuple[str, str]] | None) -> Checked | str:
    """An untagged fence: a shell session when it runs a project command, else Python if it parses."""
    shell = _check_shell(snippet, facts, texts if texts is not None else _source_texts(facts))
    if not isinstance(shell, str) or facts.ecosystem != "python":
        return shell
    python = _check_python(snippet, facts)
    return shell if isinstance(python, str) else python


def _dedupe(claims: list[Claim]) -> list[Claim]:
    return list(dict.fromkeys(claims))


def check_snippet(snippet: Snippet, facts: Facts, texts: list[tuple[str, str]] | None = None) -> Checked | str:
    """Return the checked example, or the reason it cannot be shown."""
    if snippet.language in ("python", "pycon"):
        result = _check_python(snippet, facts)
    elif snippet.language == "shell":
        result = _check_shell(snippet, facts, texts if texts is not None else _source_texts(facts))
    elif snippet.language == "go":
        result = _check_go(snippet, facts)
    elif snippet.language == "rust":
        result = _check_rust(snippet, facts)
    elif snippet.language == "node":
        result = _check_node(snippet, facts)
    elif snippet.language == "auto":
        result = _check_untagged(snippet, facts, texts)
    else:
        return f"Klaro does not check {snippet.language or 'untagged'} code"
    if isinstance(result, str):
        return result
    if "```" in result.code:
        return "it contains a Markdown fence"
    anchor = next((line.strip() for line in result.code.splitlines() if line.strip()), "")
    result.claims = [path_claim(snippet.path), text_claim(snippet.path, anchor), *result.claims]
    return result


def source_texts(facts: Facts) -> list[tuple[str, str]]:
    """The source files whose string literals may declare command-line options (read once a run)."""
    return _source_texts(facts)
