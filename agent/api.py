"""The HTTP/SSE API: the same graphs, guard and limits as the app and the CLI, for other programs.

Why it is built this way (DESIGN sections 8 and 9):

- **One service per process**, built in the FastAPI lifespan, like Streamlit's ``cache_resource``:
  the tenant connections, the compiled graph with its checkpointer and the result cache are shared
  by every request and closed once, on shutdown.
- **The graphs are synchronous**, so a turn runs from start to finish in a worker thread and hands
  its Server-Sent Events to the event loop through a queue. The first event is awaited before the
  response starts: a failure before any step still gets a real status code and ``{"error": …}``;
  a failure after it becomes an ``event: error``. A turn whose client went away still finishes, so
  its checkpoint and ``query_runs`` row agree and a retry with the same ``request_id`` replays it.
- **One stream adapter** (``agent.orchestration.streaming``) turns node updates into steps for the
  Streamlit status box and for SSE alike; this module only writes ``to_sse(step)``.
- **Turns of one conversation never overlap**: a lock in the process and, when the stores are on
  Postgres, an advisory lock shared by every replica. A request sent twice, to one replica or to
  two, therefore executes once; the second sees the first's checkpoint and replays its answer
  (``query_runs.request_id`` is unique as well, the last line of defence).
- **A key reaches one tenant**: ``X-API-Key`` maps to a tenant (``SAMARITAN_API_KEYS``), 401
  without a valid key, 403 for another tenant; thread ids are namespaced by tenant in the service.
- **Errors are one sentence** in ``{"error": …}``; tracebacks go to the server log only.
"""

from __future__ import annotations

import asyncio
import dataclasses
import fcntl
import hmac
import logging
import threading
from collections.abc import AsyncIterator, Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack, asynccontextmanager, contextmanager
from typing import TYPE_CHECKING, Annotated, Any, Literal

from fastapi import Depends, FastAPI, Header, Path, Query, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response, StreamingResponse
from pydantic import BaseModel, ConfigDict, Field, model_validator
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from agent.analytics.service import RequestIdReused
from agent.config import Settings
from agent.errors import ConfigError, LlmError, SamaritanError, TenantError, UploadRejected
from agent.orchestration.streaming import StepEvent, format_sse, to_jsonable, to_sse

if TYPE_CHECKING:
    from agent.analytics.service import AnalyticsService

__all__ = ["ConversationBusy", "InvokeRequest", "create_app", "serve"]

log = logging.getLogger("samaritan.api")

TURN_WORKERS = 8                      # graph runs at once per process; more requests wait their turn
KLARO_RUNS = 2                        # Klaro runs at once per process (they are CPU-heavy)
LOCK_WAIT_S = 120.0                   # how long a turn waits for another turn of its conversation
MAX_JSON_BODY = 64 * 1024
MAX_UPLOAD_BODY = 51 * 1024 * 1024    # the Klaro zip limit (50 MB) plus multipart overhead
THREAD_ID = r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$"
SSE_HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
_INTERNAL = "The server could not finish the request; the error was logged."
_BUSY = "This conversation is busy with another request; try again in a moment."


class ConversationBusy(SamaritanError):
    """Another turn of the same conversation held it for too long."""


class ApiError(Exception):
    """An HTTP error with a one-sentence message, rendered as ``{"error": message}``."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


def _status_of(exc: BaseException) -> tuple[int, str]:
    """The status code and sentence for an error (500 and a fixed sentence for the unexpected)."""
    if isinstance(exc, ApiError):
        return exc.status, str(exc)
    for kind, status in ((ConversationBusy, 503), (RequestIdReused, 409), (UploadRejected, 400),
                         (TenantError, 404), (LlmError, 502), (ConfigError, 500), (SamaritanError, 400)):
        if isinstance(exc, kind):
            return status, str(exc)
    return 500, _INTERNAL


def _error(status: int, message: str) -> JSONResponse:
    headers = {"Retry-After": "2"} if status == 503 else None
    return JSONResponse({"error": message}, status_code=status, headers=headers)


# -- request bodies ----------------------------------------------------------------------------------
# The classifier's intents plus the two answers to a turn that asked about its cost (one Literal,
# so a wrong value gets one sentence naming the field).
RequestIntent = Literal["NEW_QUESTION", "FOLLOWUP_QUESTION", "DRAW_CHART", "BUSINESS_ERROR_FEEDBACK", "HELP", "OTHER",
                        "RUN_CONFIRMED", "RUN_CHEAPER"]


class InvokeRequest(BaseModel):
    """One turn of a conversation."""

    model_config = ConfigDict(extra="forbid")

    thread_id: str = Field(pattern=THREAD_ID, description="The conversation; a new id starts a new one.")
    tenant: str | None = Field(default=None, max_length=64,
                               description="The tenant; defaults to the API key's, and must equal it.")
    message: str = Field(default="", max_length=4000, description="The user's words.")
    request_id: str | None = Field(default=None, min_length=1, max_length=128,
                                   description="Idempotency key: a repeat returns the first answer.")
    intent: RequestIntent | None = Field(
        default=None, description="Skip classification (DRAW_CHART for 'Chart this'; RUN_CONFIRMED or "
                                  "RUN_CHEAPER to answer a turn whose last_event is COST_CONFIRMATION_NEEDED).")

    @model_validator(mode="after")
    def _needs_words(self) -> InvokeRequest:
        if not self.message.strip() and self.intent not in ("DRAW_CHART", "RUN_CONFIRMED", "RUN_CHEAPER"):
            raise ValueError("send the question in 'message' (only a DRAW_CHART, RUN_CONFIRMED or RUN_CHEAPER "
                             "turn may leave it empty)")
        return self


def _validation_sentence(exc: RequestValidationError) -> str:
    """Say what is wrong with the first invalid field, in one sentence."""
    errors = exc.errors()
    if not errors:
        return "The request is not valid."
    first = errors[0]
    kind = first.get("type", "")
    where = ("body", "query", "path", "header")
    field = ".".join(str(part) for part in first.get("loc", ()) if part not in where)
    if kind == "json_invalid":
        return "The request body is not valid JSON."
    if kind == "missing":
        return f"The field {field!r} is missing." if field else "The request body is missing."
    if not field and kind in ("model_attributes_type", "model_type", "dict_type"):
        return "The request body must be a JSON object (Content-Type: application/json)."
    if kind == "extra_forbidden":
        return f"The field {field!r} is not accepted."
    message = str(first.get("msg", "is not valid")).removeprefix("Value error, ")
    if not field:
        return f"The request is not valid: {message}."
    return f"The field {field!r} is not valid: {message}."


# -- infrastructure ----------------------------------------------------------------------------------
class _Holder:
    """A conversation's lock in this process and how many turns are using or waiting for it."""

    __slots__ = ("lock", "users")

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.users = 0


class ConversationLocks:
    """Serialise the turns of each conversation: in this process, and across replicas on Postgres."""

    def __init__(self, database_url: str | None, pool_size: int) -> None:
        """Use advisory locks on ``database_url`` when it is Postgres; local locks only otherwise."""
        self._guard = threading.Lock()
        self._local: dict[str, _Holder] = {}
        self._pool: Any = None
        if database_url and database_url.startswith(("postgresql://", "postgres://")):
            from psycopg_pool import ConnectionPool

            self._pool = ConnectionPool(database_url, min_size=0, max_size=pool_size,
                                        kwargs={"autocommit": True}, open=True)

    def close(self) -> None:
        """Close the advisory-lock connections."""
        if self._pool is not None:
            self._pool.close()

    @contextmanager
    def hold(self, key: str, timeout_s: float = LOCK_WAIT_S) -> Iterator[None]:
        """Hold the conversation ``key`` for the duration of the block, or raise ConversationBusy."""
        with self._guard:
            entry = self._local.setdefault(key, _Holder())
            entry.users += 1
        try:
            if not entry.lock.acquire(timeout=timeout_s):
                raise ConversationBusy(_BUSY)
            try:
                with self._shared(key, timeout_s):
                    yield
            finally:
                entry.lock.release()
        finally:
            with self._guard:
                entry.users -= 1
                if entry.users == 0:
                    self._local.pop(key, None)

    @contextmanager
    def _shared(self, key: str, timeout_s: float) -> Iterator[None]:
        if self._pool is None:
            yield
            return
        import psycopg
        from psycopg_pool import PoolTimeout

        name = f"samaritan:{key}"
        with ExitStack() as stack:
            try:
                conn = stack.enter_context(self._pool.connection(timeout=timeout_s))
            except PoolTimeout as exc:
                raise ConversationBusy("The server is busy; try again in a moment.") from exc
            conn.execute("SELECT set_config('lock_timeout', %s, false)", (f"{int(timeout_s * 1000)}ms",))
            try:
                conn.execute("SELECT pg_advisory_lock(hashtextextended(%s, 0))", (name,))
            except psycopg.errors.LockNotAvailable:
                raise ConversationBusy(_BUSY) from None
            try:
                yield
            finally:
                try:
                    conn.execute("SELECT pg_advisory_unlock(hashtextextended(%s, 0))", (name,))
                except psycopg.Error:  # a broken session has dropped its locks already
                    log.warning("Could not release the advisory lock of %s; its session has ended.", key)


class BodyLimit:
    """Refuse request bodies over a size (413) before any handler reads them.

    The body is read here, counted and replayed to the app, so a chunked upload without a
    ``Content-Length`` is bounded too; afterwards ``receive`` passes through, so streaming
    responses still notice a client that disconnects.
    """

    def __init__(self, app: ASGIApp, default: int = MAX_JSON_BODY, uploads: int = MAX_UPLOAD_BODY) -> None:
        """Wrap ``app``; ``/klaro`` may receive ``uploads`` bytes, everything else ``default``."""
        self.app, self.default, self.uploads = app, default, uploads

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Read and check the body, then call the app with it."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self.uploads if scope["path"] == "/klaro" else self.default
        declared = dict(scope.get("headers") or []).get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > limit:
            await self._too_large(limit, scope, receive, send)
            return
        chunks: list[bytes] = []
        size, more = 0, True
        while more:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > limit:
                await self._too_large(limit, scope, receive, send)
                return
            chunks.append(chunk)
            more = message.get("more_body", False)
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if replayed:
                return await receive()
            replayed = True
            return {"type": "http.request", "body": b"".join(chunks), "more_body": False}

        await self.app(scope, replay, send)

    @staticmethod
    async def _too_large(limit: int, scope: Scope, receive: Receive, send: Send) -> None:
        size = f"{limit // (1024 * 1024)} MB" if limit >= 1024 * 1024 else f"{limit // 1024} KB"
        await _error(413, f"The request body is larger than {size}.")(scope, receive, send)


class ApiRuntime:
    """What the lifespan builds once per process: settings, service, workers, conversation locks."""

    def __init__(self, settings: Settings, service: AnalyticsService, executor: ThreadPoolExecutor,
                 klaro_executor: ThreadPoolExecutor, locks: ConversationLocks) -> None:
        """Keep the long-lived pieces together for the request handlers."""
        self.settings, self.service, self.executor, self.locks = settings, service, executor, locks
        self.klaro_executor = klaro_executor  # its own workers: README runs never starve turns
        self._vectors: Any = None
        self._vectors_lock = threading.Lock()

    def vector_store(self) -> Any:
        """The process's Chroma store for Klaro's style guide, opened on first use (None if it cannot be)."""
        with self._vectors_lock:
            if self._vectors is None:
                try:
                    from agent.storage.vectors import VectorStore

                    self._vectors = VectorStore(self.settings.vector_dir)
                except Exception as exc:  # Klaro then runs without retrieval and says so in its warnings
                    log.warning("The vector store could not be opened: %s", exc)
                    return None
            return self._vectors


Emit = Callable[[str], None]


async def sse_response(executor: ThreadPoolExecutor, work: Callable[[Emit], None]) -> Response:
    """Run ``work(emit)`` in a worker thread and stream what it emits as Server-Sent Events.

    A failure before the first event is answered with its status code and ``{"error": …}``; a
    failure after it is sent as ``event: error``, since the status line has already gone out.
    """
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue[tuple[str, Any]] = asyncio.Queue()

    def put(item: tuple[str, Any]) -> None:
        try:
            loop.call_soon_threadsafe(queue.put_nowait, item)
        except RuntimeError:  # the loop has closed (shutdown); nobody is listening any more
            pass

    def run() -> None:
        try:
            work(lambda chunk: put(("chunk", chunk)))
        except BaseException as exc:  # reported to the client below; server-side failures logged
            if _status_of(exc)[0] >= 500:
                known = isinstance(exc, SamaritanError)
                log.error("A request failed: %s", exc if known else type(exc).__name__,
                          exc_info=None if known else exc)
            put(("error", exc))
        finally:
            put(("end", None))

    loop.run_in_executor(executor, run)
    first = await queue.get()
    if first[0] == "error":
        return _error(*_status_of(first[1]))

    async def events() -> AsyncIterator[str]:
        item = first
        while item[0] != "end":
            if item[0] == "chunk":
                yield item[1]
            else:
                yield format_sse("error", {"error": _status_of(item[1])[1]})
            item = await queue.get()

    return StreamingResponse(events(), media_type="text/event-stream", headers=SSE_HEADERS)


# -- dependencies ------------------------------------------------------------------------------------
def runtime(request: Request) -> ApiRuntime:
    """The process's ApiRuntime (built by the lifespan)."""
    return request.app.state.runtime


def api_tenant(rt: Annotated[ApiRuntime, Depends(runtime)],
               x_api_key: Annotated[str | None, Header(alias="X-API-Key")] = None) -> str:
    """Return the tenant of the ``X-API-Key`` header, or answer 401."""
    tenant: str | None = None
    if x_api_key:
        given = x_api_key.encode()
        for key, owner in rt.settings.api_keys.items():  # compare with every key: no timing hint
            if hmac.compare_digest(key.encode(), given):
                tenant = owner
    if tenant is None:
        raise ApiError(401, "Send a valid API key in the X-API-Key header.")
    return tenant


def reach(key_tenant: str, asked: str | None) -> str:
    """The tenant a request may act on: the key's own; another tenant is a 403."""
    if asked is not None and asked != key_tenant:
        raise ApiError(403, "This API key cannot reach that tenant.")
    return key_tenant


# -- the app -----------------------------------------------------------------------------------------
def _build_samples_once(settings: Settings) -> None:
    """Build missing sample tenants, one process at a time (replicas may share a data directory)."""
    from agent.services import ensure_sample_data

    settings.home.mkdir(parents=True, exist_ok=True)
    with open(settings.home / ".sample-data.lock", "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            ensure_sample_data(settings, progress=lambda name: log.info("Building sample tenant %s…", name))
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def create_app(settings: Settings, *, workers: int = TURN_WORKERS) -> FastAPI:
    """Build the FastAPI app; its lifespan opens the stores and the service, and closes them."""

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        from agent.services import open_analytics

        with ExitStack() as stack:
            _build_samples_once(settings)
            service = stack.enter_context(open_analytics(settings))
            locks = ConversationLocks(settings.database_url, pool_size=workers)
            stack.callback(locks.close)
            executor = stack.enter_context(ThreadPoolExecutor(workers, thread_name_prefix="samaritan-turn"))
            klaro = stack.enter_context(ThreadPoolExecutor(KLARO_RUNS, thread_name_prefix="samaritan-klaro"))
            app.state.runtime = ApiRuntime(settings, service, executor, klaro, locks)
            if not settings.api_keys:
                log.warning("SAMARITAN_API_KEYS is empty: every request except /healthz will get 401.")
            yield

    app = FastAPI(title="Samaritan", version="0.1.0", lifespan=lifespan,
                  summary="Ask your data in plain language; write READMEs for code repositories.")
    app.add_middleware(BodyLimit)
    _add_error_handlers(app)
    _add_routes(app)
    return app


def _add_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(ApiError)
    async def api_error(request: Request, exc: ApiError) -> JSONResponse:
        return _error(exc.status, str(exc))

    @app.exception_handler(SamaritanError)
    async def samaritan_error(request: Request, exc: SamaritanError) -> JSONResponse:
        return _error(*_status_of(exc))

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        return _error(422, _validation_sentence(exc))

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        sentences = {404: "There is no such endpoint.", 405: "This endpoint does not accept that method."}
        return _error(exc.status_code, sentences.get(exc.status_code, f"{exc.detail}."))

    @app.exception_handler(Exception)
    async def unexpected(request: Request, exc: Exception) -> JSONResponse:
        log.error("A request failed.", exc_info=exc)
        return _error(500, _INTERNAL)


def _thread_view(thread_id: str, tenant: str, state: dict[str, Any]) -> dict[str, Any]:
    table = state.get("table_result")
    keep = ("query_run_id", "sql", "columns", "logical_types", "row_count", "truncated")
    return {
        "thread_id": thread_id,
        "tenant": tenant,
        "messages": to_jsonable(state.get("messages") or []),
        "table": {key: table.get(key) for key in keep} if table else None,
        "intent": state.get("intent"),
        "last_event": state.get("response_to") or state.get("last_event"),
        "chart_spec": to_jsonable(state.get("chart_spec")),
        "insights": state.get("insights") or [],
        "request_id": state.get("request_id"),
    }


def _add_routes(app: FastAPI) -> None:
    @app.get("/healthz")
    async def healthz(rt: Annotated[ApiRuntime, Depends(runtime)]) -> dict[str, Any]:
        """Say whether this replica can serve: it is up and its metadata store answers."""
        try:
            version = await run_in_threadpool(rt.service.metadata.schema_version)
        except Exception as exc:
            log.error("The metadata store does not answer.", exc_info=exc)
            raise ApiError(503, "The metadata store does not answer.") from None
        return {"status": "ok", "schema_version": version}

    @app.post("/agent/invoke", response_class=StreamingResponse, responses={
        200: {"content": {"text/event-stream": {}},
              "description": "`event: step` per finished node, then `event: answer` (the CLI's JSON)."}})
    async def invoke(body: InvokeRequest, rt: Annotated[ApiRuntime, Depends(runtime)],
                     key_tenant: Annotated[str, Depends(api_tenant)]) -> Response:
        """Run one turn of a conversation and stream its steps, then its answer, as SSE."""
        tenant = reach(key_tenant, body.tenant)
        if tenant not in rt.service.registry.names():  # a key for a tenant this server lacks
            raise ApiError(404, "The tenant of this API key does not exist on this server.")

        def work(emit: Emit) -> None:
            with rt.locks.hold(f"{tenant}:{body.thread_id}"):
                for item in rt.service.stream_turn(tenant, body.thread_id, body.message,
                                                   request_id=body.request_id, intent=body.intent):
                    if isinstance(item, StepEvent):
                        emit(to_sse(item))
                    else:
                        emit(format_sse("answer", item.payload()))

        return await sse_response(rt.executor, work)

    @app.get("/threads/{thread_id}")
    async def thread(thread_id: Annotated[str, Path(pattern=THREAD_ID)],
                     rt: Annotated[ApiRuntime, Depends(runtime)],
                     key_tenant: Annotated[str, Depends(api_tenant)],
                     tenant: Annotated[str | None, Query(max_length=64)] = None) -> dict[str, Any]:
        """Return a conversation's messages and its current table's metadata (never its rows)."""
        owner = reach(key_tenant, tenant)
        state = await run_in_threadpool(rt.service.thread_state, owner, thread_id)
        if not state.get("messages"):
            raise ApiError(404, "There is no conversation with that id for this tenant.")
        return _thread_view(thread_id, owner, state)

    @app.post("/klaro", response_class=StreamingResponse, dependencies=[Depends(api_tenant)], responses={
        200: {"content": {"text/event-stream": {}},
              "description": "`event: step` per finished node, then `event: readme`."}})
    async def klaro(request: Request, rt: Annotated[ApiRuntime, Depends(runtime)]) -> Response:
        """Write a README for an uploaded zip (multipart field ``file``, or an application/zip body)."""
        data, name = await _upload(request)
        return await sse_response(rt.klaro_executor, lambda emit: _klaro_run(rt, data, name, emit))


async def _upload(request: Request) -> tuple[bytes, str]:
    """The zip's bytes and a name for it, from a multipart form or a raw body."""
    content_type = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if content_type == "multipart/form-data":
        form = await request.form(max_files=1, max_fields=4)
        upload = form.get("file")
        if upload is None or isinstance(upload, str):
            raise ApiError(400, "Send the zip in the multipart field 'file'.")
        name = (upload.filename or "repository").rsplit("/", 1)[-1].removesuffix(".zip") or "repository"
        return await upload.read(), name
    if content_type in ("application/zip", "application/x-zip-compressed", "application/octet-stream"):
        return await request.body(), "repository"
    raise ApiError(415, "Send the repository as a zip: a multipart field 'file' or an application/zip body.")


def _klaro_run(rt: ApiRuntime, data: bytes, name: str, emit: Emit) -> None:
    """Open the zip (a bad one is refused before any event), run Klaro, emit its steps, then the README."""
    from agent.klaro.extract import open_zip
    from agent.klaro.runner import run_klaro

    with open_zip(data, name) as repo:
        result = run_klaro(repo, rt.settings, store=rt.vector_store(),
                           on_step=lambda step: emit(format_sse("step", dataclasses.asdict(step))))
    readme = {key: value for key, value in dataclasses.asdict(result).items() if key != "steps"}
    emit(format_sse("readme", readme))


def serve(settings: Settings, host: str = "127.0.0.1", port: int = 8000) -> int:
    """Serve the API with uvicorn until interrupted; returns the process exit code.

    The sample data is built and the metadata store reached before the server starts, so a wrong
    ``SAMARITAN_DATABASE_URL`` is one sentence on stderr (via the CLI), not a startup traceback.
    """
    import uvicorn

    from agent.storage.metadata import open_metadata_store

    logging.basicConfig(level=logging.INFO, format="%(levelname)s:     %(name)s: %(message)s")
    _build_samples_once(settings)
    open_metadata_store(settings.metadata_url).close()
    if host not in ("127.0.0.1", "localhost", "::1"):
        log.warning("Serving on %s: anyone who can reach it needs only an API key.", host)
    server = uvicorn.Server(uvicorn.Config(create_app(settings), host=host, port=port, log_level="info",
                                           timeout_graceful_shutdown=30))
    server.run()
    return 0 if server.started else 1

