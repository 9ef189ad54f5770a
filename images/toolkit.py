"""Shared drawing toolkit: palette, fonts, text helpers, cached static parts, encoding.

Every game module builds on these so that all pictures share one look. Rules for renderers:

- A renderer is a pure function of a view (plus display names): same input, same bytes.
- Static parts (card faces, icons) are drawn once through ``static_part`` and shared by every
  thread: they are read-only. Paste them; never draw on them (copy first if you must).
- Each render creates its own canvas and its own ``ImageDraw``; fonts are cached per thread,
  because a FreeType face must not be used by two threads at once.
"""

from __future__ import annotations

import functools
import io
import threading
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw, ImageFont

Color = tuple[int, int, int]

# Palette: an underground mine in lamp light.
BACKGROUND: Color = (38, 31, 27)  # the table: dark rock
SURFACE: Color = (56, 46, 39)  # panels on the table
SURFACE_LIGHT: Color = (76, 63, 52)
GRID: Color = (70, 58, 49)  # outlines of empty cells
INK: Color = (240, 230, 210)  # main text on dark
INK_DIM: Color = (178, 162, 140)
INK_DARK: Color = (40, 30, 22)  # text on light card faces
ROCK: Color = (122, 86, 56)  # card face: earth
ROCK_DARK: Color = (92, 63, 41)
ROCK_LIGHT: Color = (146, 108, 74)
TUNNEL: Color = (232, 204, 150)  # lit tunnel floor
TUNNEL_EDGE: Color = (70, 46, 28)
CARD_BORDER: Color = (28, 20, 14)
GOLD: Color = (246, 196, 48)
GOLD_DARK: Color = (176, 122, 18)
STONE: Color = (150, 150, 146)
STONE_DARK: Color = (92, 92, 90)
HIGHLIGHT: Color = (255, 226, 92)  # the last move
DANGER: Color = (214, 64, 52)  # broken tools, saboteurs
SAFE: Color = (92, 170, 96)  # repairs, gold-diggers
SKY: Color = (96, 140, 186)  # maps, start card

SUPERSAMPLE = 3
"""Static parts are drawn this many times larger and scaled down: smooth edges for free."""

PNG_BUDGET = 250_000
"""Above this many bytes a PNG is compared with a WebP and the smaller one is sent."""

_fonts = threading.local()


def font(size: int) -> ImageFont.FreeTypeFont:
    """Pillow's scalable default font (shipped inside Pillow, nothing downloaded), one
    instance per size and per thread."""
    cache = _fonts.__dict__.setdefault("by_size", {})
    if size not in cache:
        cache[size] = ImageFont.load_default(size)
    return cache[size]


def text_width(text: str, size: int) -> float:
    return font(size).getlength(text)


def fit(text: str, size: int, width: float) -> str:
    """``text`` shortened with an ellipsis so that it fits in ``width`` pixels."""
    if text_width(text, size) <= width:
        return text
    while text and text_width(text + "…", size) > width:
        text = text[:-1]
    return text + "…"


_SPELLED_OUT = str.maketrans(
    {
        "ß": "ss",
        "æ": "ae",
        "Æ": "AE",
        "ø": "o",
        "Ø": "O",
        "ł": "l",
        "Ł": "L",
        "đ": "d",
        "Đ": "D",
        "þ": "th",
        "Þ": "Th",
        "œ": "oe",
        "Œ": "OE",
    }
)


@functools.lru_cache(maxsize=4096)
def _has_glyph(char: str) -> bool:
    """The default font covers ASCII and a little punctuation; a missing glyph renders as the
    same empty box as a character no font has."""
    face = ImageFont.load_default(16)
    return bytes(face.getmask(char)) != bytes(face.getmask("\uffff")) or char == " "


def renderable(value: str) -> str:
    """``value`` in characters the font can draw: accents dropped (Jörg -> Jorg), a few letters
    spelled out, anything else (emoji, other scripts) left out."""
    decomposed = unicodedata.normalize("NFKD", value.translate(_SPELLED_OUT))
    kept = "".join(char for char in decomposed if not unicodedata.combining(char) and _has_glyph(char))
    return " ".join(kept.split())


def display_name(names: Sequence[str], seat: int) -> str:
    """A seat's display name as the pictures can draw it; "Seat 3" when nothing drawable is left."""
    name = renderable(names[seat]) if 0 <= seat < len(names) else ""
    return name or f"Seat {seat + 1}"


@functools.lru_cache(maxsize=1024)
def _label(value: str, size: int, fill: Color) -> tuple[Image.Image, float]:
    """``value`` drawn once on a transparent strip as tall as the font (ascender to
    descender), with ``_PAD`` pixels to spare left and right; and the text's width."""
    face = ImageFont.load_default(size)  # its own face: this may run in any thread
    ascent, descent = face.getmetrics()
    width = face.getlength(value)
    strip = Image.new("RGBA", (round(width) + 2 * _PAD, ascent + descent), (0, 0, 0, 0))
    ImageDraw.Draw(strip).text((_PAD, 0), value, font=face, fill=fill, anchor="la")
    return strip, width


_PAD = 3


def text(
    image: Image.Image, xy: tuple[float, float], value: str, size: int, fill: Color = INK, anchor: str = "la"
) -> None:
    """``value`` at ``xy`` with Pillow's anchors (l/m/r, then a/m/d). Each text is drawn once
    and pasted from then on: names, coordinates and numbers repeat from picture to picture."""
    strip, width = _label(value, size, fill)
    x = xy[0] - {"l": 0, "m": width / 2, "r": width}[anchor[0]] - _PAD
    y = xy[1] - {"a": 0, "m": strip.height / 2, "d": strip.height}[anchor[1]]
    image.paste(strip, (round(x), round(y)), strip)


@dataclass(frozen=True)
class Picture:
    """An encoded image ready to post."""

    data: bytes
    filename: str  # "board.png" / "board.webp"


def indexed(image: Image.Image) -> Image.Image:
    """``image`` in 256 colours. Flat drawings lose nothing visible and their PNG shrinks
    several times. The palette is chosen from a third of the pixels (every third row and
    column, real colours, no averaging), which is several times faster than from all of them."""
    rgb = image if image.mode == "RGB" else image.convert("RGB")
    sample = rgb.resize((max(1, rgb.width // 3), max(1, rgb.height // 3)), Image.Resampling.NEAREST)
    palette = sample.quantize(256, method=Image.Quantize.FASTOCTREE)
    return rgb.quantize(palette=palette, dither=Image.Dither.NONE)


def encode(image: Image.Image, stem: str) -> Picture:
    """A 256-colour PNG, or a WebP when that PNG would exceed ``PNG_BUDGET`` and the WebP is
    smaller (photo-like content)."""
    png = io.BytesIO()
    indexed(image).save(png, "PNG", compress_level=3)
    if png.tell() <= PNG_BUDGET:
        return Picture(png.getvalue(), f"{stem}.png")
    webp = io.BytesIO()
    image.convert("RGB").save(webp, "WEBP", quality=90, method=4)
    if webp.tell() < png.tell():
        return Picture(webp.getvalue(), f"{stem}.webp")
    return Picture(png.getvalue(), f"{stem}.png")


def static_part(function: Callable[..., Image.Image] | None = None, *, maxsize: int = 512):
    """Cache a drawing of a static part by its arguments (``@static_part``, or
    ``@static_part(maxsize=...)`` for large parts, to bound memory). The result is shared
    between renders and threads, so it is read-only: paste it, never draw on it."""
    cache = functools.lru_cache(maxsize=maxsize)
    return cache(function) if function is not None else cache


def supersampled(width: int, height: int, paint: Callable[[ImageDraw.ImageDraw, float], None]) -> Image.Image:
    """An RGBA image of ``width`` x ``height`` painted at ``SUPERSAMPLE`` times the size.
    ``paint(draw, unit)`` draws in a coordinate system where ``unit`` pixels make one
    output pixel."""
    big = Image.new("RGBA", (width * SUPERSAMPLE, height * SUPERSAMPLE), (0, 0, 0, 0))
    paint(ImageDraw.Draw(big), SUPERSAMPLE)
    return big.resize((width, height), Image.Resampling.LANCZOS)


def canvas(width: int, height: int, color: Color = BACKGROUND) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A fresh picture and its own drawing context (never shared between renders)."""
    image = Image.new("RGB", (width, height), color)
    return image, ImageDraw.Draw(image)


def paste(target: Image.Image, part: Image.Image, xy: tuple[float, float]) -> None:
    """Put a (cached, RGBA) part onto ``target`` at ``xy``, respecting its transparency."""
    target.paste(part, (round(xy[0]), round(xy[1])), part)


def shade(color: Color, factor: float) -> Color:
    """``color`` made darker (factor < 1) or lighter (factor > 1)."""
    if factor <= 1:
        return tuple(round(c * factor) for c in color)  # type: ignore[return-value]
    return tuple(round(c + (255 - c) * (factor - 1)) for c in color)  # type: ignore[return-value]
