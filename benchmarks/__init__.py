"""Benchmarks: scripts that measure Samaritan and print one JSON report each (``python -m benchmarks.…``)."""
