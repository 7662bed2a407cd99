"""The command line: the scriptable face of the same graphs (DESIGN section 7).

Every failure a user can cause prints one plain sentence on stderr and exits non-zero; with
``--json`` the answer is one JSON object on stdout, which is how the project is evaluated.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
import uuid
from pathlib import Path

from agent.config import load_settings
from agent.errors import SamaritanError

__all__ = ["main"]


def _date(text: str) -> dt.date:
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a date like 2026-11-15") from None


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m agent", description="Samaritan: ask your data, write READMEs.")
    sub = p.add_subparsers(dest="command", required=True)

    ask = sub.add_parser("ask", help="ask a question (one turn of a conversation)")
    ask.add_argument("question", nargs="?", default="",
                     help="the question (leave it out with --confirm or --cheaper)")
    ask.add_argument("--tenant", default="demo")
    ask.add_argument("--thread", default=None, help="continue this conversation (default: a new one)")
    ask.add_argument("--as-of", type=_date, default=None, help="reference date for relative time")
    ask.add_argument("--model", choices=["offline", "llm"], default=None)
    ask.add_argument("--request-id", default=None, help="idempotency key: a repeat returns the first answer")
    ask.add_argument("--json", action="store_true")
    choice = ask.add_mutually_exclusive_group()
    choice.add_argument("--confirm", action="store_true",
                        help="run the thread's query that asked for confirmation of its cost")
    choice.add_argument("--cheaper", action="store_true",
                        help="run that query over the last 12 months only")

    chart = sub.add_parser("chart", help="the 'Chart this' turn on a thread's current table")
    chart.add_argument("--tenant", default="demo")
    chart.add_argument("--thread", required=True)
    chart.add_argument("--as-of", type=_date, default=None)
    chart.add_argument("--model", choices=["offline", "llm"], default=None)
    chart.add_argument("--json", action="store_true")

    klaro = sub.add_parser("klaro", help="write a README for a repository folder or zip")
    klaro.add_argument("path", metavar="PATH_OR_ZIP", help="a repository folder or a .zip of one")
    klaro.add_argument("-o", "--output", default=None, help="write the README to this file")
    klaro.add_argument("--model", choices=["offline", "llm"], default=None, help="model mode for this run")
    klaro.add_argument("--json", action="store_true", help="print one JSON object instead of the README")
    klaro.add_argument("--style-guide", default=None, help="a markdown style guide to follow")

    check = sub.add_parser("check-sql", help="run the SQL guard alone")
    check.add_argument("sql", nargs="?")
    check.add_argument("--file", type=Path)
    check.add_argument("--tenant", default="demo")
    check.add_argument("--json", action="store_true")

    init = sub.add_parser("init-data", help="(re)build the sample tenants")
    init.add_argument("--scale", type=float, default=None)

    serve = sub.add_parser("serve", help="start the HTTP/SSE API")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)

    add = sub.add_parser("add-data", help="add files, folders or a DuckDB file as tables of a workspace")
    add.add_argument("files", nargs="+", metavar="FILE", help="CSV, TSV, Parquet, Excel or DuckDB files, or folders")
    add.add_argument("--tenant", required=True, help="the workspace (or company) to add the tables to")
    add.add_argument("--create", action="store_true", help="create the workspace first")
    add.add_argument("--display-name", default="", help="the workspace's name in the app (with --create)")
    add.add_argument("--json", action="store_true")

    verify = sub.add_parser("verify", help="re-ask every verified question; exit 1 when an answer drifted")
    verify.add_argument("--tenant", default=None, help="only this tenant (default: every tenant)")
    verify.add_argument("--model", choices=["offline", "llm"], default=None)
    verify.add_argument("--json", action="store_true")

    right = sub.add_parser("looks-right", help="keep a thread's current answer as a verified example")
    right.add_argument("--tenant", default="demo")
    right.add_argument("--thread", required=True)

    teach = sub.add_parser("teach", help="teach a workspace your word for one of its measures, breakdowns or dates")
    teach.add_argument("words", nargs="?", default="", help='your word or short phrase, e.g. "shore power"')
    teach.add_argument("--tenant", required=True, help="the workspace (uploaded tables only)")
    teach.add_argument("--entry", default="", help="the entry, e.g. dimensions:shpw (without it: list the entries)")

    sub.add_parser("info", help="show the configuration and tenants")
    return p


def _print_turn(result, as_json: bool, hint: dict | None = None) -> None:
    payload = result.payload()
    if as_json:
        if hint:
            payload["needs_confirmation"] = hint
        print(json.dumps(payload, ensure_ascii=False, default=str))
        return
    print(payload["answer"] or payload["error"] or "")
    if hint:
        print("\nNeeds confirmation. Run it:  " + hint["confirm"])
        if "cheaper" in hint:
            print("Last 12 months only:        " + hint["cheaper"])
    if payload["sql"]:
        print(f"\nSQL:\n{payload['sql']}")
    if payload["columns"]:
        print("\n" + " | ".join(payload["columns"]))
        for row in payload["rows"][:20]:
            print(" | ".join(str(v) for v in row))
        if payload["row_count"] > 20:
            print(f"… {payload['row_count'] - 20} more rows")
    for insight in payload["insights"]:
        print(f"- {insight}")


def _ask(settings, args) -> int:
    """One question, or the answer to the cost question of ``--thread`` (``--confirm``/``--cheaper``)."""
    from agent.analytics.cost import choice_label

    if not (args.confirm or args.cheaper):
        if not args.question.strip():
            print("Error: ask needs a question (or --confirm / --cheaper with --thread).", file=sys.stderr)
            return 2
        return _turn(settings, args, args.question, None)
    if not args.thread:
        print("Error: --confirm and --cheaper answer a conversation's cost question; name it with --thread.",
              file=sys.stderr)
        return 2
    intent = "RUN_CONFIRMED" if args.confirm else "RUN_CHEAPER"
    return _turn(settings, args, args.question or choice_label(intent, "en"), intent)


def _confirmation_hint(payload: dict, thread: str) -> dict | None:
    """How to answer a turn that asks before running (None for any other turn)."""
    cost = payload.get("cost") or {}
    if payload.get("last_event") != "COST_CONFIRMATION_NEEDED" or not cost.get("needs_confirmation"):
        return None
    base = f"python -m agent ask --thread {thread}"
    hint = {"confirm": f"{base} --confirm"}
    if cost.get("cheaper"):
        hint["cheaper"] = f"{base} --cheaper"
    return hint


def _turn(settings, args, message: str, intent: str | None) -> int:
    from agent.services import ensure_sample_data, open_analytics

    ensure_sample_data(settings, progress=lambda name: print(f"Building sample tenant {name}…", file=sys.stderr))
    thread = args.thread or f"cli-{uuid.uuid4().hex[:12]}"
    with open_analytics(settings) as service:
        result = service.run_turn(args.tenant, thread, message, intent=intent, as_of=args.as_of,
                                  request_id=getattr(args, "request_id", None))
    hint = _confirmation_hint(result.payload(), thread)
    _print_turn(result, args.json, hint)
    if not args.json and not args.thread:
        print(f"\n(thread: {thread})", file=sys.stderr)
    return 0


def _check_sql(settings, args) -> int:
    from agent.analytics.guard import check_sql
    from agent.analytics.lint import lint_sql
    from agent.analytics.semantic import load_semantic_model
    from agent.services import ensure_sample_data, open_analytics

    if args.file:
        statements = [line for line in args.file.read_text(encoding="utf-8").splitlines() if line.strip()]
    elif args.sql is not None:
        statements = [args.sql]
    else:
        statements = [line for line in sys.stdin.read().splitlines() if line.strip()]
    ensure_sample_data(settings)
    with open_analytics(settings) as service:
        policy = service.policy(args.tenant)
        model_path = service.registry.get(args.tenant).semantic_model
        model = load_semantic_model(model_path) if model_path is not None and model_path.is_file() else None
        for statement in statements:
            verdict = check_sql(statement, policy)
            findings = lint_sql(verdict.sql, model, policy.table_columns) if verdict.sql and model else []
            print(json.dumps({"allowed": verdict.allowed, "reason": verdict.reason, "sql": verdict.sql,
                              "lint": [{"rule": f.rule, "message": f.message} for f in findings]},
                             ensure_ascii=False))
    return 0


def _init_data(settings, args) -> int:
    from agent.storage.tenants import TenantRegistry

    counts = TenantRegistry(settings).build_samples(scale=args.scale)
    for tenant, tables in counts.items():
        print(f"{tenant}: " + ", ".join(f"{t}={n:,}" for t, n in tables.items()))
    return 0


def _add_data(settings, args) -> int:
    from agent.services import ensure_sample_data, open_analytics
    from agent.workspaces.manage import add_files, create_workspace

    ensure_sample_data(settings)
    quiet = args.json
    with open_analytics(settings) as service:
        if args.create:
            create_workspace(service, args.tenant, args.display_name)
            if not quiet:
                print(f"Created workspace {args.tenant}.", file=sys.stderr)
        else:
            service.registry.get(args.tenant)  # one sentence naming the tenants when it does not exist
        results = add_files(service, args.tenant, [Path(f) for f in args.files],
                            progress=None if quiet else (lambda text: print(text, file=sys.stderr)))
    if args.json:
        print(json.dumps({"tenant": args.tenant, "tables": [
            {"table": r.table, "rows": r.rows, "columns": [c for c, _ in r.columns], "pii": r.pii}
            for r in results]}, ensure_ascii=False))
    else:
        for r in results:
            pii = f"; personal data hidden from analysts: {', '.join(r.pii)}" if r.pii else ""
            print(f"{r.table}: {r.rows:,} rows, {len(r.columns)} columns{pii}")
    return 0


def _teach(settings, args) -> int:
    """Teach a word to one entry, or list the entries a word can be taught to."""
    from agent.services import ensure_sample_data, open_analytics
    from agent.workspaces.teaching import teach_word, teachable_entries

    ensure_sample_data(settings)
    with open_analytics(settings) as service:
        service.registry.get(args.tenant)  # one sentence naming the tenants when it does not exist
        if not args.entry:
            for entry in teachable_entries(service, args.tenant):
                print(f"{entry.id}\t{entry.text}")
            return 0
        name = teach_word(service, args.tenant, args.words, args.entry)
    print(f"Remembered “{' '.join(args.words.split()).lower()}” as {name}.")
    return 0


def _verify(settings, args) -> int:
    from agent.checks import check_verified
    from agent.services import ensure_sample_data, open_analytics

    ensure_sample_data(settings)
    report: dict[str, list] = {}
    with open_analytics(settings) as service:
        tenants = [args.tenant] if args.tenant else service.registry.names()
        for tenant in tenants:
            service.registry.get(tenant)  # one sentence naming the tenants when it does not exist
            report[tenant] = check_verified(service, tenant)
    drift = [r for results in report.values() for r in results if r.drift]
    if args.json:
        print(json.dumps({"ok": not drift, "checked": sum(map(len, report.values())), "drifted": len(drift),
                          "tenants": {t: [r.payload() for r in rs] for t, rs in report.items()}},
                         ensure_ascii=False))
        return 1 if drift else 0
    for tenant, results in report.items():
        for r in results:
            changed = {True: "; the data changed since", False: "; the data did not change", None: ""}[r.data_changed]
            print(f"{'DRIFT' if r.drift else 'ok   '} {tenant}: {r.question} — {r.label}{changed}")
            for line in ([r.reason] if r.reason else []) + r.diff:
                print(f"        {line}")
    total = sum(map(len, report.values()))
    print(f"{total} verified answer(s) checked, {len(drift)} drifted.", file=sys.stderr)
    return 1 if drift else 0


def _looks_right(settings, args) -> int:
    from agent.checks import verify_answer
    from agent.conversations import result_view
    from agent.services import open_analytics

    with open_analytics(settings) as service:
        view = result_view(service.thread_state(args.tenant, args.thread))
        if view is None:
            raise SamaritanError("That conversation has no answer yet, so there is nothing to mark right.")
        saved = verify_answer(service, args.tenant, args.thread, view)
    print(f"Verified: {saved.question}")
    return 0


def _info(settings) -> int:
    from agent.storage.metadata import open_metadata_store
    from agent.storage.tenants import TenantRegistry

    settings.home.mkdir(parents=True, exist_ok=True)
    with open_metadata_store(settings.metadata_url) as metadata:
        registry = TenantRegistry(settings, workspaces=metadata.list_workspaces)
        print(f"data directory: {settings.home.resolve()}")
        print(f"model mode:     {settings.model_mode} (LLM configured: {'yes' if settings.llm_available else 'no'})")
        print(f"metadata:       {settings.metadata_url}")
        print(f"checkpoints:    {settings.checkpoint_url}")
        for name in registry.names():
            t = registry.get(name)
            kind = "workspace" if registry.is_workspace(name) else "tenant"
            print(f"{kind} {name}: {t.display_name}, {t.database} "
                  f"({'present' if t.database.exists() else 'missing'})")
    return 0


def main(argv: list[str] | None = None) -> int:
    """Run the CLI; returns the process exit code."""
    args = _parser().parse_args(argv)
    try:
        settings = load_settings()
        if getattr(args, "model", None):
            settings = settings.with_overrides(model_mode=args.model)
        if getattr(args, "as_of", None):
            settings = settings.with_overrides(as_of=args.as_of)
        if args.command == "ask":
            return _ask(settings, args)
        if args.command == "chart":
            return _turn(settings, args, "", "DRAW_CHART")
        if args.command == "check-sql":
            return _check_sql(settings, args)
        if args.command == "init-data":
            return _init_data(settings, args)
        if args.command == "info":
            return _info(settings)
        if args.command == "verify":
            return _verify(settings, args)
        if args.command == "looks-right":
            return _looks_right(settings, args)
        if args.command == "add-data":
            return _add_data(settings, args)
        if args.command == "teach":
            return _teach(settings, args)
        if args.command == "klaro":
            from agent.klaro.cli import run_klaro_cli

            return run_klaro_cli(args)
        if args.command == "serve":
            from agent.api import serve

            return serve(settings, args.host, args.port)
    except SamaritanError as exc:
        if getattr(args, "json", False) and args.command in ("ask", "chart"):
            print(json.dumps({"intent": None, "last_event": None, "sql": None, "columns": [], "rows": [],
                              "row_count": 0, "truncated": False, "query_run_id": None, "answer": str(exc),
                              "error": str(exc), "chart_spec": None, "insights": []}))
            return 1
        print(f"Error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    return 2


if __name__ == "__main__":
    sys.exit(main())
