"""Development sets for "your own data" workspaces: public data uploaded as a stranger would (issue 10)."""
