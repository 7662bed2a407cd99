"""The command table for binaries Klaro reads only through their parser calls (Rust, Go, Node).

Each repository declares a binary in its manifest and its options in a clap, Go ``flag``/pflag or
commander call; the table lists them, each option checked as a literal in the file that declares
it, and an option only mentioned in a comment is not taken for one.
"""

from __future__ import annotations

from pathlib import Path

from agent.klaro import open_source, run_klaro
from tests.klaro.builders import write
from tests.klaro.conftest import unresolved_names


def usage(root: Path, settings, store) -> tuple[str, dict]:
    with open_source(root) as repo:
        result = run_klaro(repo, settings, store=store)
    assert result.verification["counts"]["removed"] == 0, result.verification["removed"]
    assert result.verification["counts"]["blocks_dropped"] == 0, result.verification["dropped_blocks"]
    assert unresolved_names(result.readme, root) == []
    return result.readme.split("## Usage\n", 1)[1].split("\n## ", 1)[0], result.verification


def test_rust_clap_binary_in_a_workspace_member(tmp_path, klaro_settings, klaro_store):
    root = write(
        tmp_path / "lister",
        {
            "Cargo.toml": '[package]\nname = "lister"\nversion = "1.0.0"\nlicense = "MIT"\n\n'
            '[workspace]\nmembers = ["lister-cli"]\n',
            "src/lib.rs": "pub struct Lister;\n",
            "lister-cli/Cargo.toml": '[package]\nname = "lister-bin"\nversion = "0.1.0"\n\n'
            '[[bin]]\nname = "lister"\npath = "main.rs"\n',
            "lister-cli/main.rs": '// A lister; .long("ghost") was removed.\nfn main() {\n'
            '    let app = App::new("List files quickly")  // the about line\n'
            '        .arg(Arg::with_name("follow").long("follow").short("L"))\n'
            '        /* .arg(Arg::with_name("old").long("ghost")) */\n'
            '        .arg(Arg::with_name("depth").long("max-depth"));\n}\n',
        },
    )
    section, _ = usage(root, klaro_settings, klaro_store)
    assert "The workspace member [lister-cli/](lister-cli) builds the `lister` binary." in section
    assert "| `lister` | `--follow`, `--max-depth`, `--ghost` | List files quickly. |" not in section
    assert "| `lister` | `--follow`, `--max-depth` | List files quickly. |" in section


def test_go_command_with_pflag_and_a_node_command_with_commander(tmp_path, klaro_settings, klaro_store):
    go = write(
        tmp_path / "gotool",
        {
            "go.mod": "module example.com/gotool\n\ngo 1.22\n",
            "cmd/gotool/main.go": 'package main\n\nfunc main() {\n\tcmd.Flags().BoolVarP(&verbose, "verbose", "v", '
            'false, "say more")\n\tcmd.Flags().String("output", "", "where to write")\n}\n',
        },
    )
    section, _ = usage(go, klaro_settings, klaro_store)
    assert "| `gotool` | `--verbose`, `--output` | — |" in section

    node = write(
        tmp_path / "serve-it",
        {
            "package.json": '{"name": "serve-it", "version": "1.0.0", "license": "MIT", '
            '"bin": {"serve-it": "bin/cli.js"}}\n',
            "bin/cli.js": "program\n  .description('Serve a folder over HTTP')\n"
            "  .option('-p, --port <number>', 'port to use')\n  .option('--open', 'open a browser');\n",
        },
    )
    section, _ = usage(node, klaro_settings, klaro_store)
    assert "The package provides the `serve-it` command." in section
    assert "| `serve-it` | `--port`, `--open` | Serve a folder over HTTP. |" in section
