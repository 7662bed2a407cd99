"""Settings: defaults for a fresh machine, one clear sentence for a bad value."""

from __future__ import annotations

import datetime as dt

import pytest

from agent.config import load_settings
from agent.errors import ConfigError


def test_defaults_are_offline_and_local():
    s = load_settings({})
    assert s.model_mode == "offline"
    assert str(s.home) == ".samaritan"
    assert s.metadata_url.startswith("sqlite:///") and s.metadata_url.endswith("metadata.sqlite")
    assert not s.llm_available


def test_llm_mode_needs_key_or_base_url():
    with pytest.raises(ConfigError, match="OPENAI_API_KEY or OPENAI_BASE_URL"):
        load_settings({"SAMARITAN_MODEL": "llm"})
    assert load_settings({"SAMARITAN_MODEL": "llm", "OPENAI_BASE_URL": "http://127.0.0.1:9/v1"}).model_mode == "llm"


@pytest.mark.parametrize("env, words", [
    ({"SAMARITAN_MODEL": "gpt"}, "must be 'offline' or 'llm'"),
    ({"SAMARITAN_AS_OF": "15/11/2026"}, "must be a date"),
    ({"SAMARITAN_ROW_LIMIT": "many"}, "whole number"),
    ({"SAMARITAN_ROW_LIMIT": "0"}, "at least 1"),
    ({"SAMARITAN_STATEMENT_TIMEOUT": "-3"}, "greater than zero"),
    ({"SAMARITAN_DATABASE_URL": "mysql://x"}, "postgresql://"),
    ({"SAMARITAN_API_KEYS": "justakey"}, "key1:demo"),
    ({"SAMARITAN_TENANTS_FILE": "/nonexistent/tenants.yaml"}, "does not exist"),
])
def test_bad_values_give_one_sentence(env, words):
    with pytest.raises(ConfigError) as info:
        load_settings(env)
    message = str(info.value)
    assert words in message and "\n" not in message and "Traceback" not in message


def test_values_are_parsed():
    s = load_settings({"SAMARITAN_AS_OF": "2026-11-15", "SAMARITAN_API_KEYS": "k1:demo, k2:globex",
                       "SAMARITAN_DATABASE_URL": "postgresql://u@127.0.0.1/db"})
    assert s.reference_date() == dt.date(2026, 11, 15)
    assert dict(s.api_keys) == {"k1": "demo", "k2": "globex"}
    assert s.checkpoint_url == s.metadata_url == "postgresql://u@127.0.0.1/db"
