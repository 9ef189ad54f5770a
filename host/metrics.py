"""The bot's Prometheus metrics (issue 32), one home for every one of them: the host counts
moves, the cogs time interactions and renders, and what the database holds (tables by status,
the outbox) is read when ``/metrics`` is scraped (``cogs.health``). The names start with
``gamehost_``; README "Operating" lists them."""

from __future__ import annotations

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram

REGISTRY = CollectorRegistry(auto_describe=True)
"""The bot's own registry: only these metrics, none of the client library's defaults."""

MOVES = Counter(
    "gamehost_moves", "Moves players made that the rules accepted and the store committed", registry=REGISTRY
)
INTERACTION_SECONDS = Histogram(
    "gamehost_interaction_seconds",
    "From taking an interaction (before its acknowledgement) to its answer, by kind",
    ["kind"],
    buckets=(0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0),
    registry=REGISTRY,
)
RENDER_SECONDS = Histogram(
    "gamehost_render_seconds",
    "Drawing one message's pictures in the render workers, by kind (board or private)",
    ["kind"],
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5),
    registry=REGISTRY,
)
BOARDS_POSTED = Counter(
    "gamehost_boards_posted",
    "Boards of the outbox posted (one a turn; a /game board repost is not one)",
    registry=REGISTRY,
)
BOARDS_FAILED = Counter(
    "gamehost_boards_failed", "Boards given up: refused for good, or too many attempts", registry=REGISTRY
)
DMS = Counter(
    "gamehost_dms", "Direct messages by result: sent, closed (DMs off), failed", ["result"], registry=REGISTRY
)
TABLES = Gauge("gamehost_tables", "Tables in the database by status", ["status"], registry=REGISTRY)
OUTBOX_PENDING = Gauge(
    "gamehost_outbox_pending", "Publications committed but not delivered yet", registry=REGISTRY
)
OUTBOX_OLDEST_SECONDS = Gauge(
    "gamehost_outbox_oldest_seconds", "Age of the oldest undelivered publication (0: none)", registry=REGISTRY
)
TABLE_STATUSES = ("lobby", "playing", "finished", "cancelled")
INTERACTION_KINDS = ("command", "component")
RENDER_KINDS = ("board", "private")
DM_RESULTS = ("sent", "closed", "failed")
# every labelled series exists from the start (at 0), so a rate over the first scrapes is right
for _kind in INTERACTION_KINDS:
    INTERACTION_SECONDS.labels(_kind)
for _kind in RENDER_KINDS:
    RENDER_SECONDS.labels(_kind)
for _result in DM_RESULTS:
    DMS.labels(_result)
for _status in TABLE_STATUSES:
    TABLES.labels(_status)
