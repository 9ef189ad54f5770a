"""Pictures as Discord attachments: rendered in ``images.pool``'s worker processes, each with its
alt text described from the same view (``images.alt_text``)."""

from __future__ import annotations

import asyncio
import io
from typing import Any

import discord

import images
from host import TableInfo, metrics
from images import pool


def as_file(picture: images.Picture, alt_text: str) -> discord.File:
    """The one place a picture becomes an attachment, with its alt text (``images.alt_text``)."""
    return discord.File(io.BytesIO(picture.data), filename=picture.filename, description=alt_text)


async def board_files(
    table: TableInfo, public_view: dict[str, Any], *, summary: bool = False
) -> list[discord.File]:
    """The channel's pictures, in the table's language, described from the public view."""
    names, locale = list(table.names), table.language
    rendered = [pool.board(table.game_id, public_view, names, locale)]
    if summary:
        rendered.append(pool.summary(table.game_id, public_view, names, locale))
    with metrics.RENDER_SECONDS.labels("board").time():
        pictures = [picture for picture in await asyncio.gather(*rendered) if picture is not None]
    return [
        as_file(picture, images.alt_text(table.game_id, picture.kind, public_view, names, locale))
        for picture in pictures
    ]


async def private_files(table: TableInfo, seat_view: dict[str, Any], locale: str) -> list[discord.File]:
    """A seat's own pictures in its reader's ``locale``, described from that seat's view."""
    names = list(table.names)
    with metrics.RENDER_SECONDS.labels("private").time():
        pictures = await pool.private(table.game_id, seat_view, names, locale)
    return [
        as_file(picture, images.alt_text(table.game_id, picture.kind, seat_view, names, locale))
        for picture in pictures
    ]
