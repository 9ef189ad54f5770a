"""What a log line is about (issue 32, ``LOG_FORMAT=json``): the table, server and user a task
is busy with, kept in a context variable so that every line logged meanwhile, by any module,
names them without passing them along. Each interaction and each table's lock runs in its own
context; ``bot.LogContext`` copies the ids onto the log records."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from types import MappingProxyType

FIELDS = ("table", "server", "user")
NOTHING: Mapping[str, int] = MappingProxyType({})
_about: ContextVar[Mapping[str, int]] = ContextVar("gamehost_log_about", default=NOTHING)


def about(**ids: int | None) -> None:
    """From now on in this task (and the tasks it starts), log lines name these ids."""
    _about.set({**_about.get(), **{name: value for name, value in ids.items() if value is not None}})


@contextmanager
def about_table(table_id: int) -> Iterator[None]:
    """Within the block, log lines name the table; afterwards, what they named before."""
    token = _about.set({**_about.get(), "table": table_id})
    try:
        yield
    finally:
        _about.reset(token)


def current() -> Mapping[str, int]:
    """The ids log lines of this task name now."""
    return _about.get()
