"""The analytics graph (seed 002): question → guarded SQL → table → chart and insights."""
