"""The offline embedding and the vector store: correct vectors, sensible ranking, reopening works.

sentence-transformers is never installed here (it would pull torch), so the ONNX graph is checked
against an independent numpy forward pass of the same BERT weights, against the similarity that
sentence-transformers documents for all-MiniLM-L6-v2, and for norms and ranking.
"""

from __future__ import annotations

import math
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

from agent.storage.vectors import Hit, MiniLMEmbedding, VectorStore, model_dir, offline_embedding

PROJECT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def embedding(tmp_path_factory: pytest.TempPathFactory) -> MiniLMEmbedding:
    return offline_embedding(tmp_path_factory.mktemp("onnx"))


def numpy_reference(texts: list[str]) -> np.ndarray:
    """BERT encoder + mean pooling + L2 norm in plain numpy, written independently of the ONNX graph."""
    from safetensors.numpy import load_file
    from tokenizers import Tokenizer

    w = load_file(str(model_dir() / "model.safetensors"))
    tokenizer = Tokenizer.from_file(str(model_dir() / "tokenizer.json"))
    tokenizer.enable_truncation(max_length=256)
    tokenizer.no_padding()

    def norm(x, p):
        mean = x.mean(-1, keepdims=True)
        var = ((x - mean) ** 2).mean(-1, keepdims=True)
        return (x - mean) / np.sqrt(var + 1e-12) * w[f"{p}.weight"] + w[f"{p}.bias"]

    def dense(x, p):
        return x @ w[f"{p}.weight"].T + w[f"{p}.bias"]

    out = []
    for text in texts:
        ids = np.array(tokenizer.encode(text).ids)
        n = len(ids)
        x = w["embeddings.word_embeddings.weight"][ids] + w["embeddings.position_embeddings.weight"][:n]
        x = norm(x + w["embeddings.token_type_embeddings.weight"][0], "embeddings.LayerNorm")
        for i in range(6):
            p = f"encoder.layer.{i}"
            q, k, v = (
                dense(x, f"{p}.attention.self.{m}").reshape(n, 12, 32).transpose(1, 0, 2)
                for m in ("query", "key", "value")
            )
            scores = q @ k.transpose(0, 2, 1) / math.sqrt(32)
            probs = np.exp(scores - scores.max(-1, keepdims=True))
            probs /= probs.sum(-1, keepdims=True)
            ctx = (probs @ v).transpose(1, 0, 2).reshape(n, 384)
            x = norm(dense(ctx, f"{p}.attention.output.dense") + x, f"{p}.attention.output.LayerNorm")
            h = dense(x, f"{p}.intermediate.dense")
            h = 0.5 * h * (1 + np.vectorize(math.erf)(h / math.sqrt(2)))
            x = norm(dense(h, f"{p}.output.dense") + x, f"{p}.output.LayerNorm")
        pooled = x.mean(0)
        out.append(pooled / np.linalg.norm(pooled))
    return np.array(out)


def test_onnx_graph_matches_an_independent_forward_pass(embedding: MiniLMEmbedding) -> None:
    texts = [
        "Klaro writes READMEs.",
        "A much longer sentence about vector stores, embeddings and offline models.",
    ]
    got = embedding.embed(texts)
    assert got.shape == (2, 384) and got.dtype == np.float32
    assert np.allclose(got, numpy_reference(texts), atol=2e-5)
    assert np.allclose(np.linalg.norm(got, axis=1), 1.0, atol=1e-5)


def test_documented_similarity_and_ranking(embedding: MiniLMEmbedding) -> None:
    food, bread, baby, horse = embedding.embed(
        [
            "A man is eating food.",
            "A man is eating a piece of bread.",
            "The girl is carrying a baby.",
            "A man is riding a horse.",
        ]
    )
    assert float(food @ bread) == pytest.approx(0.7553, abs=2e-3), "sentence-transformers' documented score"
    assert float(food @ bread) > float(food @ horse) > float(food @ baby)


def test_truncation_at_256_tokens_and_padding_do_not_change_vectors(embedding: MiniLMEmbedding) -> None:
    long = " ".join(f"word{i}" for i in range(400))
    assert np.allclose(
        embedding.embed([long])[0], embedding.embed([long + " and a different tail"])[0], atol=1e-6
    )
    together = embedding.embed(["short", long])
    apart = np.vstack([embedding.embed(["short"]), embedding.embed([long])])
    assert np.allclose(together, apart, atol=1e-5)


def test_graph_is_cached_and_config_round_trips(embedding: MiniLMEmbedding) -> None:
    embedding.embed(["warm"])
    built = embedding.onnx_path.stat().st_mtime_ns
    again = MiniLMEmbedding.build_from_config(embedding.get_config())
    again.embed(["warm"])
    assert again.onnx_path == embedding.onnx_path and embedding.onnx_path.stat().st_mtime_ns == built
    from chromadb.utils.embedding_functions import known_embedding_functions

    assert known_embedding_functions[MiniLMEmbedding.name()] is MiniLMEmbedding


def test_store_upsert_query_delete_count(tmp_path: Path, embedding: MiniLMEmbedding) -> None:
    store = VectorStore(tmp_path / "chroma", embedding=embedding)
    assert store.query("rules", "anything") == [] and store.count("rules") == 0
    store.upsert(
        "rules",
        ["r1", "r2", "r3"],
        [
            "Revenue counts completed orders only.",
            "Install the package with pip before running the app.",
            "Cats sleep most of the day.",
        ],
        [{"tenant": "demo"}, {"tenant": "demo"}, {"tenant": "globex"}],
    )
    hits = store.query("rules", "which orders are included in revenue?", k=2)
    assert isinstance(hits[0], Hit) and hits[0].id == "r1" and hits[0].distance < hits[1].distance
    assert hits[0].metadata == {"tenant": "demo"}
    only = store.query("rules", "sleeping animals", k=3, where={"tenant": "demo"})
    assert {h.id for h in only} == {"r1", "r2"}
    store.upsert("rules", ["r1"], ["Revenue counts completed and returned orders."])
    assert store.count("rules") == 3 and "returned" in store.query("rules", "revenue", k=1)[0].text
    store.delete("rules", ["r3", "unknown"])
    assert store.count("rules") == 2


def test_collections_reopen_in_a_new_process(tmp_path: Path) -> None:
    directory = tmp_path / "chroma"
    store = VectorStore(directory)
    store.upsert("guides", ["a", "b"], ["Write short installation sections.", "Bananas are yellow fruit."])
    script = textwrap.dedent(f"""
        import json
        import chromadb
        from chromadb.config import Settings
        from agent.storage.vectors import VectorStore
        store = VectorStore({str(directory)!r})
        hits = store.query("guides", "how should I document installing?", k=2)
        raw = chromadb.PersistentClient({str(directory)!r}, settings=Settings(anonymized_telemetry=False))
        config = raw.get_collection("guides", embedding_function=None).configuration_json
        print(json.dumps({{"ids": [h.id for h in hits], "count": store.count("guides"),
                           "ef": config["embedding_function"]["name"]}}))
    """)
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=PROJECT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    import json

    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result == {"ids": ["a", "b"], "count": 2, "ef": "samaritan-minilm-l6-v2"}
