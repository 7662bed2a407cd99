"""The one settings object: every knob Samaritan has, read from the environment.

Streamlit copies root keys of ``.streamlit/secrets.toml`` into the environment, so secrets reach
this object the same way whether the app, the CLI or the API is running. Nothing here is a global:
callers build a ``Settings`` with :func:`load_settings` and pass it down.
"""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

from agent.errors import ConfigError

__all__ = ["Settings", "load_settings", "SAMPLE_DATA_DIR"]

SAMPLE_DATA_DIR = Path(__file__).resolve().parent.parent / "sample_data"
MODEL_MODES = ("offline", "llm")


def _int(env: Mapping[str, str], name: str, default: int, minimum: int = 1) -> int:
    raw = env.get(name)
    if raw is None or raw == "":
        return default
    try:
        value = int(raw)
    except ValueError:
        raise ConfigError(f"{name} must be a whole number, but it is {raw!r}.") from None
    if value < minimum:
        raise ConfigError(f"{name} must be at least {minimum}, but it is {value}.")
    return value


def _float(env: Mapping[str, str], name: str, default: float) -> float:
    raw = env.get(name)
    if raw is None or raw == "":
        return default
    try:
        value = float(raw)
    except ValueError:
        raise ConfigError(f"{name} must be a number of seconds, but it is {raw!r}.") from None
    if value <= 0:
        raise ConfigError(f"{name} must be greater than zero, but it is {value}.")
    return value


@dataclass(frozen=True)
class Settings:
    """Everything configurable, with the defaults a fresh machine needs (offline, local files)."""

    home: Path = Path(".samaritan")
    model_mode: str = "offline"
    openai_api_key: str | None = None
    openai_base_url: str | None = None
    openai_model: str = "gpt-4o-mini"
    as_of: dt.date | None = None
    database_url: str | None = None
    tenants_file: Path = SAMPLE_DATA_DIR / "tenants.yaml"
    sample_scale: float = 1.0
    row_limit: int = 1000
    statement_timeout_s: float = 10.0
    insight_timeout_s: float = 3.0
    # A turn whose estimated scan or run time is above either asks before it runs (analytics/cost);
    # the statement timeout stays the hard stop.
    confirm_rows: int = 50_000_000
    confirm_seconds: float = 5.0
    memory_limit: str = "1GB"
    duckdb_threads: int = 2
    result_cache_size: int = 64
    max_upload_mb: int = 1024
    klaro_recursion_limit: int = 50
    klaro_max_llm_calls: int = 15
    api_keys: Mapping[str, str] = field(default_factory=dict)

    @property
    def tenants_dir(self) -> Path:
        """Where the tenant DuckDB files live."""
        return self.home / "tenants"

    @property
    def metadata_url(self) -> str:
        """The metadata store: Postgres when configured, else a SQLite file in the data directory."""
        return self.database_url or f"sqlite:///{(self.home / 'metadata.sqlite').resolve()}"

    @property
    def checkpoint_url(self) -> str:
        """The LangGraph checkpointer: same server as metadata, or its own SQLite file."""
        return self.database_url or f"sqlite:///{(self.home / 'checkpoints.sqlite').resolve()}"

    @property
    def vector_dir(self) -> Path:
        """The persistent Chroma directory."""
        return self.home / "chroma"

    @property
    def llm_available(self) -> bool:
        """Whether an LLM can be reached in principle (a key or an OpenAI-compatible server)."""
        return bool(self.openai_api_key or self.openai_base_url)

    def reference_date(self) -> dt.date:
        """The date relative-time phrases are resolved against ("last month", "this year")."""
        return self.as_of or dt.date.today()

    def with_overrides(self, **changes: object) -> Settings:
        """Return a copy with some fields changed (CLI flags, tests)."""
        updated = replace(self, **changes)  # type: ignore[arg-type]
        _check_mode(updated.model_mode, updated.llm_available)
        return updated


def _check_mode(mode: str, llm_available: bool) -> None:
    if mode not in MODEL_MODES:
        raise ConfigError(f"SAMARITAN_MODEL must be 'offline' or 'llm', but it is {mode!r}.")
    if mode == "llm" and not llm_available:
        raise ConfigError(
            "The llm model mode needs OPENAI_API_KEY or OPENAI_BASE_URL; set one, or use the offline mode."
        )


def _parse_date(raw: str, name: str) -> dt.date:
    try:
        return dt.date.fromisoformat(raw)
    except ValueError:
        raise ConfigError(f"{name} must be a date like 2026-11-15, but it is {raw!r}.") from None


def _parse_api_keys(raw: str) -> dict[str, str]:
    keys: dict[str, str] = {}
    for item in filter(None, (part.strip() for part in raw.split(","))):
        key, sep, tenant = item.partition(":")
        if not sep or not key.strip() or not tenant.strip():
            raise ConfigError("SAMARITAN_API_KEYS must look like 'key1:demo,key2:globex'.")
        keys[key.strip()] = tenant.strip()
    return keys


def load_settings(env: Mapping[str, str] | None = None) -> Settings:
    """Build settings from the environment; a bad value raises ConfigError with one sentence."""
    env = os.environ if env is None else env
    api_key = env.get("OPENAI_API_KEY") or None
    base_url = env.get("OPENAI_BASE_URL") or None
    mode = (env.get("SAMARITAN_MODEL") or "offline").strip().lower()
    _check_mode(mode, bool(api_key or base_url))
    database_url = env.get("SAMARITAN_DATABASE_URL") or None
    if database_url and not database_url.startswith(("postgresql://", "postgres://", "sqlite:///")):
        raise ConfigError("SAMARITAN_DATABASE_URL must start with postgresql:// or sqlite:///.")
    as_of_raw = env.get("SAMARITAN_AS_OF")
    tenants_file = Path(env.get("SAMARITAN_TENANTS_FILE") or SAMPLE_DATA_DIR / "tenants.yaml")
    if not tenants_file.is_file():
        raise ConfigError(f"The tenants file {tenants_file} does not exist.")
    return Settings(
        home=Path(env.get("SAMARITAN_HOME") or ".samaritan"),
        model_mode=mode,
        openai_api_key=api_key,
        openai_base_url=base_url,
        openai_model=env.get("SAMARITAN_LLM_MODEL") or "gpt-4o-mini",
        as_of=_parse_date(as_of_raw, "SAMARITAN_AS_OF") if as_of_raw else None,
        database_url=database_url,
        tenants_file=tenants_file,
        sample_scale=_float(env, "SAMARITAN_SAMPLE_SCALE", 1.0),
        row_limit=_int(env, "SAMARITAN_ROW_LIMIT", 1000),
        statement_timeout_s=_float(env, "SAMARITAN_STATEMENT_TIMEOUT", 10.0),
        insight_timeout_s=_float(env, "SAMARITAN_INSIGHT_TIMEOUT", 3.0),
        confirm_rows=_int(env, "SAMARITAN_CONFIRM_ROWS", 50_000_000),
        confirm_seconds=_float(env, "SAMARITAN_CONFIRM_SECONDS", 5.0),
        memory_limit=env.get("SAMARITAN_MEMORY_LIMIT") or "1GB",
        duckdb_threads=_int(env, "SAMARITAN_DUCKDB_THREADS", 2),
        result_cache_size=_int(env, "SAMARITAN_RESULT_CACHE", 64),
        max_upload_mb=_int(env, "SAMARITAN_MAX_UPLOAD_MB", 1024),
        klaro_recursion_limit=_int(env, "KLARO_RECURSION_LIMIT", 50, minimum=5),
        klaro_max_llm_calls=_int(env, "KLARO_MAX_LLM_CALLS", 15),
        api_keys=_parse_api_keys(env.get("SAMARITAN_API_KEYS", "")),
    )
