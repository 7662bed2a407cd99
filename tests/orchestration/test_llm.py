"""The chat model factory: ChatOpenAI wired to the configured server, or a plain ConfigError."""

from __future__ import annotations

import pytest
from langchain_openai import ChatOpenAI

from agent.config import Settings
from agent.errors import ConfigError
from agent.llm import PLACEHOLDER_API_KEY, estimate_tokens, make_chat_model
from tests.openai_stub import OpenAIStub


def test_llm_mode_builds_chat_openai_with_the_base_url() -> None:
    settings = Settings(model_mode="llm", openai_base_url="http://127.0.0.1:11434/v1", openai_model="qwen2.5")
    model = make_chat_model(settings)
    assert isinstance(model, ChatOpenAI)
    assert model.openai_api_base == "http://127.0.0.1:11434/v1"
    assert model.model_name == "qwen2.5"
    assert model.openai_api_key is not None
    assert model.openai_api_key.get_secret_value() == PLACEHOLDER_API_KEY
    assert model.max_retries == 1 and model.temperature == 0


def test_a_real_key_is_passed_through() -> None:
    model = make_chat_model(Settings(model_mode="llm", openai_api_key="sk-test"), temperature=0.3)
    assert model.openai_api_key is not None and model.openai_api_key.get_secret_value() == "sk-test"
    assert model.temperature == 0.3


@pytest.mark.parametrize(
    "settings",
    [Settings(), Settings(model_mode="offline", openai_api_key="sk-test"), Settings(model_mode="llm")],
    ids=["offline", "offline-with-key", "llm-without-key"],
)
def test_without_llm_mode_or_key_it_is_a_config_error(settings: Settings) -> None:
    with pytest.raises(ConfigError):
        make_chat_model(settings)


def test_the_model_talks_to_an_openai_compatible_server() -> None:
    with OpenAIStub(lambda body: {"content": "Merhaba!"}) as stub:
        model = make_chat_model(Settings(model_mode="llm", openai_base_url=stub.base_url, openai_model="local"))
        assert model.invoke("Selam").content == "Merhaba!"
    [request] = stub.requests
    assert request["path"] == "/v1/chat/completions"
    assert request["auth"] == f"Bearer {PLACEHOLDER_API_KEY}"
    assert request["body"]["model"] == "local"


def test_estimate_tokens_is_a_quarter_of_the_characters() -> None:
    assert estimate_tokens("") == 0
    assert estimate_tokens("x" * 401) == 100
