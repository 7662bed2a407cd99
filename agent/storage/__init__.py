"""Storage: tenant databases, the metadata store and the vector store.

Import the submodule you need (``agent.storage.metadata``, …); this package imports nothing itself,
so loading one backend never pulls in the others' dependencies.
"""

__all__: list[str] = []
