"""What the host needs of a store, whichever database is behind it (issue 16): the embedded
SQLite file of one process (``storage.sqlite``) or a PostgreSQL server shared by several bot
processes (``storage.postgres``). ``storage.open_storage`` picks one from the settings.

``GameStore`` is also what both backends do, written once: every statement is written with
SQLite's ``?`` parameters (``storage.sql``), and a backend supplies only its connection
handling (``_rows``, ``_write``, ``_transaction``, the step commit, the locks) and the few
words of its dialect (``TRUE``, ``LEAST``, ``_among``...).

The store is split by concern, one module each (docs/architecture.md, "storage/"), each a
class built on ``storage.base.StoreBase``: ``storage.tables_store`` (tables and their steps),
``storage.delivery_store`` (the outbox, the DM queue, the notices), ``storage.players_store``
(players, servers, the operators' counts), ``storage.season_store`` (notes, kicks, takeovers,
followers, the host) and ``storage.history_store`` (history and ratings); ``GameStore`` is
all of them."""

from __future__ import annotations

from storage.delivery_store import DeliveryStore
from storage.history_store import HistoryStore
from storage.players_store import PlayersStore
from storage.season_store import SeasonStore
from storage.tables_store import TablesStore


class GameStore(TablesStore, DeliveryStore, PlayersStore, SeasonStore, HistoryStore):
    """Every write is one transaction guarded by a compare-and-set on the table's version or
    status (``StaleVersionError`` when it no longer holds, writing nothing); reads see only
    committed data."""
