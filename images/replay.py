"""The replay of a finished game as one animated picture (issue 18): the boards the channel was
shown, one frame per turn with that turn's caption under it, and the round-end and final
pictures where the channel got them. Public views only: a replay shows what the channel saw.

Animated WebP, or GIF when that is smaller, under Discord's attachment limit; a game too long
for the limit at one frame per turn drops to the last board of each round (and the round-end
and final pictures)."""

from __future__ import annotations

import ctypes
import ctypes.util
import io
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

import images
from images.toolkit import BACKGROUND, INK, Picture, face_for, renderable, wrap

MAX_BYTES = 10_000_000
"""Discord's attachment limit (10 MB, counted in decimal megabytes to be safe)."""
TURN_MS = 900
PICTURE_MS = 3000
"""A round-end or standings picture stays longer: it is read, not glanced at."""
LAST_MS = 6000
CAPTION_SIZE = 18
CAPTION_LINES = 4
MARGIN = 10
WEBP_QUALITY = 70
"""Lossy: boards are flat drawings, and quality 70 keeps every label readable at a third of
the size of lossless frames."""
KEYFRAMES = 1000
"""The most frames between two WebP key frames: a turn changes a few cards of a board, so
nearly every frame is best stored as its difference from the one before."""


Encoder = Callable[[list[Image.Image], list[int]], Picture]


@dataclass(frozen=True)
class Scene:
    """One frame of a replay: the public view after a turn and what the channel read."""

    view: Mapping[str, Any]
    caption: str
    summary: bool
    """The channel also got the round-end or final picture (``images.summary``) here."""
    keep: bool
    """Kept when the replay drops to one frame per round: the first board, the last board of
    a round, a round-end or final picture, the end."""


@dataclass(frozen=True)
class _Frame:
    image: Image.Image
    caption: str
    duration: int
    keep: bool


def animation(
    game_id: str, scenes: Sequence[Scene], names: Sequence[str], locale: str, limit: int = MAX_BYTES
) -> Picture | None:
    """The replay of ``scenes`` (``replay.webp`` or ``replay.gif``), every word in ``locale``;
    None when the game has no pictures, or when even one frame per round exceeds ``limit``."""
    try:
        return _animation(game_id, scenes, names, locale, limit)
    finally:
        _give_back_memory()


def _give_back_memory() -> None:
    """A replay holds every frame of a game at once: about 1 GB for the longest ten-player
    Saboteur game. Freed, that memory stays with the process (the C allocator keeps it for later
    allocations) until trimmed, so a render worker kept a replay's peak for the rest of its life
    (measured: 999 MB after the replay, 108 MB after trimming; docs/results/memory.md)."""
    if _LIBC is not None:
        _LIBC.malloc_trim(0)


_LIBC = (
    ctypes.CDLL("libc.so.6")
    if sys.platform == "linux" and ctypes.util.find_library("c") == "libc.so.6"
    else None
)
"""glibc, whose ``malloc_trim`` returns freed memory to the system (elsewhere: nothing to do)."""


def _animation(
    game_id: str, scenes: Sequence[Scene], names: Sequence[str], locale: str, limit: int
) -> Picture | None:
    frames = _frames(game_id, scenes, names, locale)
    if not frames:
        return None
    canvas = _canvas(frames)
    durations = [frame.duration for frame in frames]
    formats = _by_size(canvas, durations)
    kept = [index for index, frame in enumerate(frames) if frame.keep]
    for chosen, times in (
        (canvas, durations),
        ([canvas[i] for i in kept], [max(durations[i], PICTURE_MS) for i in kept]),
    ):
        for encode in formats:
            picture = encode(chosen, times)
            if len(picture.data) <= limit:
                return picture
    return None


def _frames(game_id: str, scenes: Sequence[Scene], names: Sequence[str], locale: str) -> list[_Frame]:
    frames = []
    for number, scene in enumerate(scenes):
        last = number == len(scenes) - 1
        board = images.board(game_id, dict(scene.view), names, locale)
        if board is None:
            return []
        pictures = [board]
        if scene.summary:
            extra = images.summary(game_id, dict(scene.view), names, locale)
            if extra is not None:
                pictures.append(extra)
        for index, picture in enumerate(pictures):
            final = last and index == len(pictures) - 1
            duration = LAST_MS if final else PICTURE_MS if index else TURN_MS
            image = Image.open(io.BytesIO(picture.data)).convert("RGB")
            frames.append(_Frame(image, scene.caption, duration, scene.keep or index > 0))
    return frames


def _canvas(frames: Sequence[_Frame]) -> list[Image.Image]:
    """Every frame on one canvas as large as the largest picture, the caption below it."""
    width = max(frame.image.width for frame in frames)
    line_height = round(CAPTION_SIZE * 1.4)
    height = max(frame.image.height for frame in frames) + 2 * MARGIN + CAPTION_LINES * line_height
    size = (CAPTION_SIZE, width - 2 * MARGIN, 2)
    drawn = []
    for frame in frames:
        image = Image.new("RGB", (width, height), BACKGROUND)
        image.paste(frame.image, ((width - frame.image.width) // 2, 0))
        # each line of the caption (a turn's moves, then whose turn or the standings) in at most
        # two rows; the last rows when there are more: the end of a turn is what it led to
        wrapped = [row for line in frame.caption.splitlines() for row in wrap(renderable(line), *size)]
        lines = wrapped[-CAPTION_LINES:]
        top = height - MARGIN - CAPTION_LINES * line_height
        draw = ImageDraw.Draw(image)
        for row, line in enumerate(lines):
            # drawn, not pasted from toolkit.text's cache: a caption is seen once, and a game's
            # hundreds of wide rows would crowd the labels that recur out of that cache
            draw.text((MARGIN, top + row * line_height), line, font=face_for(line, CAPTION_SIZE), fill=INK)
        drawn.append(image)
    return drawn


SAMPLE = 16
"""Consecutive frames encoded in both formats to choose one: encoding a whole game twice would
double the replay's CPU time, and a run of real turns compresses as the whole game does."""


def _by_size(frames: list[Image.Image], durations: list[int]) -> tuple[Encoder, Encoder]:
    """The two encoders, the one that makes a sample of the frames (a run from the middle of
    the game) smaller first."""
    start = max(0, len(frames) // 2 - SAMPLE // 2)
    sample, times = frames[start : start + SAMPLE], durations[start : start + SAMPLE]
    if len(_gif(sample, times).data) < len(_webp(sample, times).data):
        return _gif, _webp
    return _webp, _gif


def _webp(frames: list[Image.Image], durations: list[int]) -> Picture:
    encoded = io.BytesIO()
    frames[0].save(
        encoded,
        "WEBP",
        save_all=True,
        append_images=frames[1:],
        duration=durations,
        loop=0,
        quality=WEBP_QUALITY,
        method=0,
        kmax=KEYFRAMES,
        allow_mixed=False,
    )
    return Picture(encoded.getvalue(), "replay.webp")


def _gif(frames: list[Image.Image], durations: list[int]) -> Picture:
    # One palette for every frame, from the last (the fullest board): a frame's own palette
    # would cost a quantization per frame and break the GIF's frame-to-frame deltas.
    palette = frames[-1].quantize(256, method=Image.Quantize.FASTOCTREE)
    indexed = [frame.quantize(palette=palette, dither=Image.Dither.NONE) for frame in frames]
    encoded = io.BytesIO()
    indexed[0].save(encoded, "GIF", save_all=True, append_images=indexed[1:], duration=durations, loop=0)
    return Picture(encoded.getvalue(), "replay.gif")
