"""The replay of a finished game as one animated picture (issues 18 and 27): the boards the
channel was shown, each with its turn's caption under it, and the round-end and final pictures
where the channel got them. Public views only: a replay shows what the channel saw.

Small enough to post without a second thought (issue 27):

- every picture is the one the game posted (``images.board`` and ``images.summary``: their cache
  still holds the boards the table's worker drew while it was played), scaled to the size
  Discord shows it at (``DISPLAY``), whatever size the game's renderer draws;
- at most ``MAX_FRAMES`` frames: one per turn when they fit; else the start, each round's last
  turn, the round-end and final pictures, and as many other turns as fit, evenly spread;
- a GIF in the pictures' own fixed palette (``toolkit.PALETTE``), each frame after the first
  stored as the rectangle that changed since the one before, its unchanged pixels transparent.
  GIF rather than WebP: every Discord client animates it, and in that palette a frame holds the
  scaled board exactly.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import io
import math
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import GifImagePlugin, Image, ImageChops, ImageDraw

import images
from images.toolkit import BACKGROUND, INK, Picture, face_for, indexed, renderable, wrap

DISPLAY = (550, 350)
"""The box Discord fits an inline picture in on desktop (a phone shows it narrower): the
replay's frames are never larger, so no pixel is encoded that nobody sees."""
MAX_FRAMES = 120
MAX_BYTES = 10_000_000
"""Discord's attachment limit (10 MB, counted in decimal megabytes to be safe)."""
TURN_MS = 900
PICTURE_MS = 3000
"""A round-end or standings picture stays longer: it is read, not glanced at."""
LAST_MS = 6000
CAPTION_SIZE = 14
CAPTION_LINES = 3
LINE_HEIGHT = round(CAPTION_SIZE * 1.4)
MARGIN = 5
CAPTION_HEIGHT = 2 * MARGIN + CAPTION_LINES * LINE_HEIGHT
PICTURE_BOX = (DISPLAY[0], DISPLAY[1] - CAPTION_HEIGHT)
"""What a picture is scaled to fit in: the display box less the caption under it. 280 px high
(a 5 px margin): a Saboteur board (880 x 560) is exactly halved, by ``Image.reduce`` alone, with
no resampling after it (measured: half the CPU of scaling it to the 278 px a 6 px margin left)."""
REDUCING_GAP = 1.0
"""Pictures are shrunk by a whole factor first (``Image.reduce``: each pixel the mean of a square
of them), then by what is left, less than two, the same way (``BOX``): at a third of the CPU of
resampling the whole picture with a wider filter, and no less sharp at this size."""
UNCHANGED = [255, *(0,) * 255]
"""A frame's difference from the one before, 0 where a pixel kept its colour, as a mask."""


@dataclass(frozen=True)
class Scene:
    """One turn of a replay: the public view after it and what the channel read."""

    view: Mapping[str, Any]
    caption: str
    summary: bool
    """The channel also got the round-end or final picture (``images.summary``) here."""
    keep: bool
    """Kept when turns are dropped to fit the frame budget: the first board, the last board of
    a round, a round-end or final picture, the end."""


@dataclass(frozen=True)
class Replay:
    picture: Picture
    boards: int
    """Boards shown (turns; the round-end and final pictures not counted)."""


@dataclass(frozen=True)
class _Frame:
    picture: Image.Image
    """The posted picture, decoded lazily (its size is known before)."""
    caption: str
    duration: int
    board: bool
    keep: bool


@dataclass(frozen=True)
class Layout:
    """Where a replay's pictures go: every board at one scale (a board that grows, a Saboteur
    maze, does not shrink the others frame by frame), centred above the caption."""

    size: tuple[int, int]
    board_scale: float

    @classmethod
    def of(cls, boards: Sequence[tuple[int, int]], others: Sequence[tuple[int, int]]) -> Layout:
        """The layout of a replay with boards and other pictures of these sizes."""
        board_scale = min(_fit(size) for size in boards)
        heights = [round(h * board_scale) for _, h in boards]
        heights += [round(h * _fit((w, h))) for w, h in others]
        return cls((DISPLAY[0], max(heights) + CAPTION_HEIGHT), board_scale)

    def place(self, size: tuple[int, int], board: bool) -> tuple[int, int, int, int]:
        """The box (left, top, right, bottom) a picture of ``size`` fills in a frame."""
        scale = self.board_scale if board else _fit(size)
        width, height = max(1, round(size[0] * scale)), max(1, round(size[1] * scale))
        left, top = (self.size[0] - width) // 2, (self.size[1] - CAPTION_HEIGHT - height) // 2
        return left, top, left + width, top + height


def _fit(size: tuple[int, int]) -> float:
    """The scale that fits a picture of ``size`` in ``PICTURE_BOX`` (never enlarged)."""
    return min(1.0, PICTURE_BOX[0] / size[0], PICTURE_BOX[1] / size[1])


def animation(
    game_id: str, scenes: Sequence[Scene], names: Sequence[str], locale: str, limit: int = MAX_BYTES
) -> Replay | None:
    """The replay of ``scenes`` (``replay.gif``), every word in ``locale``; None when the game
    has no pictures, or when even its start, round ends and end exceed ``limit`` bytes."""
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
) -> Replay | None:
    frames = _frames(game_id, [scenes[i] for i in shown(scenes)], names, locale)
    if not frames:
        return None
    layout = Layout.of(
        [frame.picture.size for frame in frames if frame.board],
        [frame.picture.size for frame in frames if not frame.board],
    )
    words: dict[str, Image.Image] = {}
    drawn = [_drawn(frame, layout, words) for frame in frames]
    for chosen in (range(len(frames)), [i for i, frame in enumerate(frames) if frame.keep]):
        data = _gif([drawn[i] for i in chosen], [frames[i].duration for i in chosen])
        if len(data) <= limit:
            return Replay(Picture(data, "replay.gif"), sum(frames[i].board for i in chosen))
    return None


def shown(scenes: Sequence[Scene], budget: int = MAX_FRAMES) -> list[int]:
    """The scenes a replay shows, in order, in at most ``budget`` frames (a scene with a
    round-end or final picture takes two): all when they fit; else the start and the end, then
    the scenes with a round-end picture, then each round's last turn, then the other turns,
    each group whole or evenly spread over what is left of the budget."""
    cost = [1 + scene.summary for scene in scenes]
    if sum(cost) <= budget:
        return list(range(len(scenes)))
    ends = sorted({0, len(scenes) - 1})
    tiers = (
        ends,
        [i for i, scene in enumerate(scenes) if scene.summary and i not in ends],
        [i for i, scene in enumerate(scenes) if scene.keep and not scene.summary and i not in ends],
        [i for i, scene in enumerate(scenes) if not scene.keep and i not in ends],
    )
    chosen: list[int] = []
    for tier in tiers:
        room = budget - sum(cost[i] for i in chosen)
        if sum(cost[i] for i in tier) <= room:
            chosen += tier
        elif tier:
            chosen += _spread(tier, room // max(cost[i] for i in tier))
    return sorted(chosen)


def _spread(items: Sequence[int], count: int) -> list[int]:
    """``count`` of ``items`` evenly spread, the last included."""
    if count <= 0:
        return []
    step = len(items) / count
    return [items[len(items) - 1 - int(k * step)] for k in range(count)]


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
            image = Image.open(io.BytesIO(picture.data))
            frames.append(_Frame(image, scene.caption, duration, index == 0, scene.keep or index > 0))
    return frames


def scaled(picture: Image.Image, layout: Layout, board: bool) -> Image.Image:
    """A posted picture as a replay with ``layout`` shows it (RGB)."""
    left, top, right, bottom = layout.place(picture.size, board)
    rgb = picture.convert("RGB")
    if rgb.size == (right - left, bottom - top):
        return rgb
    return rgb.resize((right - left, bottom - top), Image.Resampling.BOX, reducing_gap=REDUCING_GAP)


def _drawn(frame: _Frame, layout: Layout, words_drawn: dict[str, Image.Image]) -> Image.Image:
    """One frame in the pictures' palette: the picture scaled, its caption below."""
    image = Image.new("RGB", layout.size, BACKGROUND)
    image.paste(scaled(frame.picture, layout, frame.board), layout.place(frame.picture.size, frame.board)[:2])
    width = layout.size[0] - 2 * MARGIN
    # each line of the caption (a turn's moves, then whose turn or the standings) in at most
    # two rows; the last rows when there are more: the end of a turn is what it led to
    lines = frame.caption.splitlines()
    rows = [row for line in lines for row in wrap(renderable(line), CAPTION_SIZE, width, 2)]
    top = layout.size[1] - MARGIN - CAPTION_LINES * LINE_HEIGHT
    for number, row in enumerate(rows[-CAPTION_LINES:]):
        mask = _row(row, words_drawn)
        left, row_top = MARGIN, top + number * LINE_HEIGHT
        image.paste(INK, (left, row_top, left + mask.width, row_top + LINE_HEIGHT), mask)
    return indexed(image)


def _row(row: str, words_drawn: dict[str, Image.Image]) -> Image.Image:
    """A caption row as a mask, put together from its words, each drawn once per replay: a row
    is new every turn, its words (names, verbs, cards) recur all game. (Not toolkit.text's
    cache: the words of a game's captions would crowd the labels that recur out of it.)"""
    space = round(face_for(" ", CAPTION_SIZE).getlength(" "))
    words = []
    for word in row.split(" "):
        if word not in words_drawn:
            face = face_for(word, CAPTION_SIZE)
            mask = Image.new("L", (math.ceil(face.getlength(word)) + 1, LINE_HEIGHT))
            ImageDraw.Draw(mask).text((0, 0), word, font=face, fill=255)
            words_drawn[word] = mask
        words.append(words_drawn[word])
    mask = Image.new("L", (sum(drawn.width + space for drawn in words), LINE_HEIGHT))
    left = 0
    for drawn in words:
        mask.paste(drawn, (left, 0))
        left += drawn.width - 1 + space  # the column after each word is for its last glyph's overhang
    return mask


def _gif(frames: Sequence[Image.Image], durations: Sequence[int]) -> bytes:
    """``frames`` (in one palette) as an animated GIF: the first whole, each later one as the
    rectangle that changed since the one before, with its unchanged pixels transparent (in an
    index no frame uses) so that they compress to almost nothing."""
    used = [sum(counts) for counts in zip(*(frame.histogram() for frame in frames), strict=True)]
    clear = next((index for index in reversed(range(256)) if not used[index]), None)
    parts: list[tuple[Image.Image, tuple[int, int], int]] = [(frames[0], (0, 0), durations[0])]
    for previous, frame, duration in zip(frames, frames[1:], durations[1:], strict=False):
        difference = ImageChops.subtract_modulo(frame, previous)
        box = difference.getbbox()
        if box is None:  # nothing changed: the frame before stays longer
            image, offset, before = parts[-1]
            parts[-1] = (image, offset, before + duration)
            continue
        part = frame.crop(box)
        if clear is not None:
            part.paste(clear, mask=difference.crop(box).point(UNCHANGED, "1"))
        parts.append((part, box[:2], duration))
    encoded = io.BytesIO()
    header, _ = GifImagePlugin.getheader(frames[0], info={"loop": 0})
    encoded.write(b"".join(header))
    for number, (image, offset, duration) in enumerate(parts):
        transparency = {"transparency": clear} if number and clear is not None else {}
        # disposal 1: each frame stays under the next, which draws only what changed
        chunks = GifImagePlugin.getdata(image, offset, duration=duration, disposal=1, **transparency)
        encoded.write(b"".join(chunks))
    encoded.write(b";")
    return encoded.getvalue()
