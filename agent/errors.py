"""One small error hierarchy, so callers can map failures to plain-language messages.

Every error carries a message meant for a person: the UI, CLI and API show ``str(error)`` as is.
"""

from __future__ import annotations

__all__ = [
    "SamaritanError",
    "ConfigError",
    "TenantError",
    "SqlRejected",
    "QueryFailed",
    "QueryTimeout",
    "UploadRejected",
    "LlmError",
    "MetadataUnavailable",
]


class SamaritanError(Exception):
    """Base class: the message is one plain sentence a user can act on."""


class ConfigError(SamaritanError):
    """A setting is missing or has a value that cannot work."""


class TenantError(SamaritanError):
    """The tenant does not exist, or its database is missing or unreadable."""


class SqlRejected(SamaritanError):
    """The SQL guard refused a statement."""


class QueryFailed(SamaritanError):
    """The database raised an error; ``db_message`` keeps its text for the retry prompt."""

    def __init__(self, message: str, db_message: str = "") -> None:
        super().__init__(message)
        self.db_message = db_message or message


class QueryTimeout(QueryFailed):
    """The statement ran past its timeout and was interrupted."""


class UploadRejected(SamaritanError):
    """An uploaded file (zip, CSV, …) was refused before anything was written."""


class LlmError(SamaritanError):
    """The language model could not be reached or answered something unusable."""


class MetadataUnavailable(SamaritanError):
    """The metadata database (history, usage, threads' titles) cannot be opened or written.

    Raised instead of the driver's own error so every front end shows one sentence; the turn
    stops there rather than answering without its ``query_runs`` row.
    """
