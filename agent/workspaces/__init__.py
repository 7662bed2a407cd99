"""Workspaces, uploads, overlays and the catalog of a tenant."""

__all__: list[str] = []
