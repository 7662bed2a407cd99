"""Parse the files that say what a project is called and how it installs, runs and is tested.

The installation line, the console scripts and the license in a README must be the ones the
project declares, so they come from its manifests: ``pyproject.toml`` (PEP 621 and Poetry),
``setup.cfg``, ``setup.py`` (read with ``ast``, never executed), ``requirements*.txt``,
``package.json``, ``go.mod``, ``Cargo.toml`` and the test-tool files. Ecosystems that are only
recognised, not analysed (Maven, Gradle, Ruby, PHP, CMake…) are reported as such.
"""

from __future__ import annotations

import ast
import configparser
import json
import re
import tomllib
from pathlib import PurePosixPath
from typing import Any

__all__ = ["parse_manifest", "is_manifest", "detect_license", "MANIFEST_NAMES", "OTHER_ECOSYSTEMS"]

MANIFEST_NAMES = (
    "pyproject.toml",
    "setup.cfg",
    "setup.py",
    "requirements.txt",
    "requirements-dev.txt",
    "Pipfile",
    "package.json",
    "go.mod",
    "Cargo.toml",
    "tox.ini",
    "pytest.ini",
    "noxfile.py",
    "Makefile",
)
OTHER_ECOSYSTEMS = {
    "pom.xml": "Java (Maven)",
    "build.gradle": "Java/Kotlin (Gradle)",
    "build.gradle.kts": "Kotlin (Gradle)",
    "Gemfile": "Ruby (Bundler)",
    "composer.json": "PHP (Composer)",
    "CMakeLists.txt": "C/C++ (CMake)",
    "mix.exs": "Elixir (Mix)",
    "Package.swift": "Swift (SwiftPM)",
    "pubspec.yaml": "Dart (pub)",
}
_REQ_NAME = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)")
_CLASSIFIER_LICENSES = {
    "MIT License": "MIT",
    "Apache Software License": "Apache-2.0",
    "BSD License": "BSD",
    "GNU General Public License v3 (GPLv3)": "GPL-3.0",
    "GNU General Public License v2 (GPLv2)": "GPL-2.0",
    "GNU Lesser General Public License v3 (LGPLv3)": "LGPL-3.0",
    "ISC License (ISCL)": "ISC",
    "Mozilla Public License 2.0 (MPL 2.0)": "MPL-2.0",
    "The Unlicense (Unlicense)": "Unlicense",
}
_LICENSE_MARKERS = (
    ("GNU AFFERO GENERAL PUBLIC LICENSE", "AGPL-3.0"),
    ("GNU LESSER GENERAL PUBLIC LICENSE", "LGPL"),
    ("GNU GENERAL PUBLIC LICENSE", "GPL"),
    ("Apache License", "Apache-2.0"),
    ("Mozilla Public License", "MPL-2.0"),
    ("Permission is hereby granted, free of charge", "MIT"),
    ("MIT License", "MIT"),
    ("Permission to use, copy, modify, and/or distribute", "ISC"),
    ("This is free and unencumbered software released into the public domain", "Unlicense"),
    ("Boost Software License", "BSL-1.0"),
    ("Eclipse Public License", "EPL-2.0"),
    ("Redistribution and use in source and binary forms", "BSD"),
)


def is_manifest(path: str) -> bool:
    """Whether ``path`` is a manifest this module parses or recognises."""
    name = PurePosixPath(path).name
    return name in MANIFEST_NAMES or name in OTHER_ECOSYSTEMS or bool(re.match(r"requirements.*\.txt$", name))


def detect_license(text: str) -> str | None:
    """Return the SPDX identifier of a license text, or None when it is not recognised."""
    head = " ".join(text[:6000].split())
    for marker, spdx in _LICENSE_MARKERS:
        if marker.lower() in head.lower():
            if spdx in ("GPL", "LGPL"):
                version = "3.0" if "Version 3" in head else "2.1" if "Version 2.1" in head else "2.0"
                return f"{spdx}-{version}"
            if spdx == "BSD":
                return (
                    "BSD-3-Clause"
                    if "Neither the name" in head or "contributors may be used" in head
                    else "BSD-2-Clause"
                )
            return spdx
    return None


def _req_names(items: Any) -> list[str]:
    names = []
    for item in items or []:
        match = _REQ_NAME.match(str(item))
        if match and not str(item).lstrip().startswith(("-", "#")):
            names.append(match.group(1))
    return names


def _entry_points(value: Any) -> dict[str, dict[str, str]]:
    """Every entry-point group of a ``setup()`` or ``setup.cfg`` declaration, in declaration order.

    ``value`` is the dict ``setup(entry_points=...)`` takes (lists or ini text per group) or the
    ini text of a whole ``entry_points`` file; console scripts are the ``console_scripts`` group.
    """
    groups: dict[str, list[str]] = {}
    if isinstance(value, dict):
        for group, raw in value.items():
            groups[str(group)] = raw.splitlines() if isinstance(raw, str) else [str(i) for i in raw]
    elif isinstance(value, str):
        parser = configparser.ConfigParser(interpolation=None)
        parser.optionxform = str  # type: ignore[assignment, method-assign]
        try:
            parser.read_string(value)
        except configparser.Error:
            return {}
        groups = {s: [f"{k} = {v}" for k, v in parser.items(s)] for s in parser.sections()}
    found: dict[str, dict[str, str]] = {}
    for group, lines in groups.items():
        entries: dict[str, str] = {}
        for line in lines:
            name, sep, target = line.partition("=")
            if sep and name.strip():
                entries[name.strip()] = target.strip()
        if entries:
            found[group] = entries
    return found


def _plugin_groups(groups: dict[str, dict[str, str]]) -> dict[str, dict[str, str]]:
    """The entry-point groups other than scripts: plugins and registered sub-commands."""
    return {g: e for g, e in groups.items() if g not in ("console_scripts", "gui_scripts")}


def _url_dict(value: Any) -> dict[str, str]:
    """Keep the http(s) links of a label-to-URL table (project.urls, project_urls)."""
    if not isinstance(value, dict):
        return {}
    return {str(k): v for k, v in value.items() if isinstance(v, str) and v.startswith(("https://", "http://"))}


def _pyproject(text: str) -> dict[str, Any]:
    data = tomllib.loads(text)
    project = data.get("project", {})
    tool = data.get("tool", {})
    poetry = tool.get("poetry", {})
    license_value = project.get("license", poetry.get("license"))
    license_id = None
    license_file = None
    if isinstance(license_value, str):
        license_id = license_value
    elif isinstance(license_value, dict):
        license_file = license_value.get("file")
        text_value = license_value.get("text")
        if text_value:
            license_id = detect_license(text_value) or (text_value if len(text_value) < 40 else None)
    classifiers = project.get("classifiers", poetry.get("classifiers", []))
    for classifier in classifiers:
        if classifier.startswith("License ::") and license_id is None:
            license_id = _CLASSIFIER_LICENSES.get(classifier.split("::")[-1].strip())
    extras = {k: _req_names(v) for k, v in project.get("optional-dependencies", {}).items()}
    deps = _req_names(project.get("dependencies", [])) or [
        k for k in poetry.get("dependencies", {}) if k != "python"
    ]
    return {
        "kind": "pyproject",
        "name": project.get("name") or poetry.get("name"),
        "version": project.get("version") or poetry.get("version"),
        "description": project.get("description") or poetry.get("description"),
        "requires_python": project.get("requires-python"),
        "dependencies": deps,
        "extras": extras,
        "scripts": dict(project.get("scripts", {}) or poetry.get("scripts", {})),
        "gui_scripts": dict(project.get("gui-scripts", {})),
        "entry_points": {
            str(g): {str(k): str(v) for k, v in e.items()}
            for g, e in (project.get("entry-points") or poetry.get("plugins") or {}).items()
            if isinstance(e, dict) and e
        },
        "license": license_id,
        "license_file": license_file,
        "urls": _url_dict(project.get("urls"))
        or _url_dict({k.title(): poetry.get(k) for k in ("homepage", "repository", "documentation")}),
        "build_backend": data.get("build-system", {}).get("build-backend"),
        "pytest": "pytest" in tool or "pytest" in json.dumps(extras) or "pytest" in deps,
        "tools": sorted(tool),
    }


def _setup_cfg(text: str) -> dict[str, Any]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.read_string(text)
    get = lambda section, key: parser.get(section, key, fallback=None)  # noqa: E731
    groups: dict[str, dict[str, str]] = {}
    if parser.has_section("options.entry_points"):
        groups = _entry_points({k: v for k, v in parser.items("options.entry_points")})
    urls = {"Homepage": get("metadata", "url") or ""}
    for line in (get("metadata", "project_urls") or "").splitlines():
        label, sep, url = line.partition("=")
        if sep:
            urls[label.strip()] = url.strip()
    return {
        "kind": "setup.cfg",
        "name": get("metadata", "name"),
        "description": get("metadata", "description"),
        "license": get("metadata", "license"),
        "requires_python": get("options", "python_requires"),
        "scripts": groups.get("console_scripts", {}),
        "entry_points": _plugin_groups(groups),
        "urls": _url_dict(urls),
        "dependencies": _req_names((get("options", "install_requires") or "").splitlines()),
        "pytest": parser.has_section("tool:pytest"),
    }


def _setup_py(text: str) -> dict[str, Any]:
    tree = ast.parse(text)
    constants: dict[str, Any] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            try:
                constants[node.targets[0].id] = ast.literal_eval(node.value)
            except ValueError:
                continue
    kwargs: dict[str, Any] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and ast.unparse(node.func).split(".")[-1] == "setup":
            for keyword in node.keywords:
                if keyword.arg is None:
                    continue
                if isinstance(keyword.value, ast.Name) and keyword.value.id in constants:
                    kwargs[keyword.arg] = constants[keyword.value.id]
                    continue
                try:
                    kwargs[keyword.arg] = ast.literal_eval(keyword.value)
                except ValueError:
                    continue
    text_or_none = lambda key: kwargs[key] if isinstance(kwargs.get(key), str) else None  # noqa: E731
    groups = _entry_points(kwargs.get("entry_points"))
    urls = {"Homepage": text_or_none("url") or "", **(kwargs.get("project_urls") or {})}
    return {
        "kind": "setup.py",
        "name": text_or_none("name"),
        "description": text_or_none("description"),
        "license": text_or_none("license"),
        "requires_python": text_or_none("python_requires"),
        "scripts": groups.get("console_scripts", {}),
        "entry_points": _plugin_groups(groups),
        "urls": _url_dict(urls),
        "dependencies": _req_names(kwargs.get("install_requires")),
        "pytest": "pytest" in text,
    }


def _package_json(text: str) -> dict[str, Any]:
    data = json.loads(text)
    if not isinstance(data, dict):
        raise ValueError("package.json is not an object")
    bin_value = data.get("bin")
    name = data.get("name")
    bins = (
        {str(name).split("/")[-1]: bin_value}
        if isinstance(bin_value, str) and name
        else dict(bin_value or {})
    )
    license_value = data.get("license")
    engines = data.get("engines") if isinstance(data.get("engines"), dict) else {}
    return {
        "kind": "package.json",
        "urls": _url_dict({"Homepage": data.get("homepage"), "Repository": _repository_url(data)}),
        "node": engines.get("node") if isinstance(engines.get("node"), str) else None,
        "module": data.get("type") == "module",
        "name": name,
        "description": data.get("description"),
        "version": data.get("version"),
        "license": license_value if isinstance(license_value, str) else None,
        "bin": bins,
        "scripts": {k: v for k, v in (data.get("scripts") or {}).items() if isinstance(v, str)},
        "main": data.get("main"),
        "private": bool(data.get("private")),
        "dependencies": sorted(data.get("dependencies") or {}),
    }


def _repository_url(data: dict[str, Any]) -> str | None:
    """The web address of package.json's ``repository`` (an object, a URL or ``owner/name``)."""
    value = data.get("repository")
    url = value.get("url") if isinstance(value, dict) else value
    if not isinstance(url, str):
        return None
    url = re.sub(r"^git\+|\.git$", "", url.strip()).replace("git://", "https://")
    if re.fullmatch(r"(github:)?[\w.-]+/[\w.-]+", url):
        return "https://github.com/" + url.removeprefix("github:")
    return url


def _go_mod(text: str) -> dict[str, Any]:
    module = re.search(r"^module\s+(\S+)", text, re.M)
    version = re.search(r"^go\s+(\S+)", text, re.M)
    return {
        "kind": "go.mod",
        "name": module.group(1) if module else None,
        "go": version.group(1) if version else None,
    }


def _cargo(text: str) -> dict[str, Any]:
    data = tomllib.loads(text)
    package = data.get("package", {})
    bins = [b.get("name") for b in data.get("bin", []) if isinstance(b, dict) and b.get("name")]
    license_value = package.get("license")
    return {
        "kind": "Cargo.toml",
        "name": package.get("name"),
        "description": package.get("description"),
        "version": package.get("version") if isinstance(package.get("version"), str) else None,
        "license": license_value if isinstance(license_value, str) else None,
        "bins": bins,
        "bin_paths": {
            b["name"]: b["path"]
            for b in data.get("bin", [])
            if isinstance(b, dict) and isinstance(b.get("name"), str) and isinstance(b.get("path"), str)
        },
        "lib": "lib" in data,
        "urls": _url_dict({k.title(): package.get(k) for k in ("homepage", "documentation", "repository")}),
        "workspace": list(data.get("workspace", {}).get("members", [])),
    }


def parse_manifest(path: str, text: str) -> dict[str, Any]:
    """Return the facts of one manifest; raise ``ValueError`` when it cannot be parsed."""
    name = PurePosixPath(path).name
    try:
        if name == "pyproject.toml":
            facts = _pyproject(text)
        elif name == "setup.cfg":
            facts = _setup_cfg(text)
        elif name == "setup.py":
            facts = _setup_py(text)
        elif name == "package.json":
            facts = _package_json(text)
        elif name == "go.mod":
            facts = _go_mod(text)
        elif name == "Cargo.toml":
            facts = _cargo(text)
        elif re.match(r"requirements.*\.txt$", name) or name == "Pipfile":
            facts = {"kind": "requirements", "dependencies": _req_names(text.splitlines())}
        elif name == "Makefile":
            targets = re.findall(r"^([A-Za-z0-9][A-Za-z0-9_.-]*)\s*:(?!=)", text, re.M)
            facts = {"kind": "Makefile", "targets": sorted(set(targets))}
        elif name in ("tox.ini", "pytest.ini", "noxfile.py"):
            facts = {"kind": name, "pytest": "pytest" in text}
        elif name in OTHER_ECOSYSTEMS:
            facts = {"kind": "other", "ecosystem": OTHER_ECOSYSTEMS[name]}
        else:
            raise ValueError(f"'{path}' is not a manifest Klaro knows")
    except (tomllib.TOMLDecodeError, json.JSONDecodeError, configparser.Error, SyntaxError) as exc:
        raise ValueError(f"'{path}' could not be parsed: {exc}") from None
    facts["path"] = path
    return facts
