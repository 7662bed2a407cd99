"""SqlGuard: the fixture tables, the hardened-connection backstop and the guard's own behaviour."""
