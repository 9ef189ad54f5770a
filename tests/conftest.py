"""Shared fixtures. Each game's tests/support_<game>.py registers its GameSupport on import."""

# Importing a game's support module registers its entry in tests.support.SUPPORT.
import tests.support
import tests.support_alethiometer
import tests.support_kompass
import tests.support_saboteur  # noqa: F401
