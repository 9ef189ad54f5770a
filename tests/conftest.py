"""Shared fixtures. Each game's tests/support_<game>.py registers its GameSupport on import."""

import tests.support  # noqa: F401  (games below add their entries to tests.support.SUPPORT)
import tests.support_alethiometer  # noqa: F401
import tests.support_kompass  # noqa: F401
import tests.support_saboteur  # noqa: F401
