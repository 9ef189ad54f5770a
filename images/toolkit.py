"""Shared drawing toolkit: palette, fonts, text helpers, cached static parts, encoding.

Every game module builds on these so that all pictures share one look. Rules for renderers:

- A renderer is a pure function of a view, display names and a locale: same input, same bytes.
  Every word it draws comes from the catalogs (``locales``, ``img-`` ids) through ``Words``.
- Static parts (card faces, icons) are drawn once through ``static_part`` and shared by every
  thread: they are read-only. Paste them; never draw on them (copy first if you must).
- Each render creates its own canvas and its own ``ImageDraw``; fonts are cached per thread,
  because a FreeType face must not be used by two threads at once.
- Pictures are composed for the size Discord shows them (``display_scale``): every text says
  what it is for (``TextRole``) so that ``recording_texts`` can check it is large enough there.
"""

from __future__ import annotations

import functools
import io
import math
import pathlib
import threading
import unicodedata
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, Literal, ParamSpec, TypeVar, cast, overload

import fontpkg_noto_sans
from PIL import Image, ImageDraw, ImageFont

import locales
from rules.core import Arg, Message, msg

Color = tuple[int, int, int]
T = TypeVar("T")
P = ParamSpec("P")

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
SAFE: Color = (0, 170, 120)  # repairs, gold-diggers: bluish, apart from DANGER for red-green blindness
SKY: Color = (70, 120, 200)  # maps, start card: apart from SAFE under tritanopia

# The players' colours of the Kompass and the Alethiometer: each game's own names, drawn in
# Okabe & Ito's colour-blind-safe shades (their green lighter, apart from their blue under
# tritanopia): tests/images/test_colour_blindness.py. Each has a shape too, the second cue of
# every mark drawn in it (``seat_shape``).
SEAT_COLOURS: dict[str, Color] = {
    "blue": (0, 114, 178),
    "yellow": (240, 228, 66),
    "green": (0, 176, 128),
    "red": (213, 94, 0),  # vermillion
}
SEAT_SHAPES = {"blue": "circle", "yellow": "triangle", "green": "square", "red": "diamond"}

SUPERSAMPLE = 3
"""Static parts are drawn this many times larger and scaled down: smooth edges for free."""

PNG_BUDGET = 250_000
"""Above this many bytes a PNG is compared with a WebP and the smaller one is sent."""

FONT_FILE = fontpkg_noto_sans.ROOT / "files" / "NotoSans[wdth,wght].ttf"
"""Noto Sans from its pinned package (OFL): Latin Extended, Greek and Cyrillic. A variable
font: each weight is an instance of its ``wght`` axis at full width."""
REGULAR, BOLD = 400, 600
"""The weights the pictures use: body text, and headings."""
FULL_WIDTH = 100
STRETCHES = (100, 93.75, 87.5, 81.25, 75)
"""Widths of the font's ``wdth`` axis (per cent) a label may narrow to before it would need
shortening (``stretch_to_fit``): the letters keep their height, so a narrowed label reads at
the same size."""

_fonts = threading.local()


def font(
    size: int, weight: int = REGULAR, shaped: bool = False, stretch: float = FULL_WIDTH
) -> ImageFont.FreeTypeFont:
    """Noto Sans at ``size`` pixels and ``weight``, one instance per size, weight, layout and
    thread. Unshaped text is set glyph by glyph on whole pixels, which spaces small letters
    evenly; ``shaped`` text goes through the shaper (Raqm), which places combining accents on
    their letters but spreads small letters unevenly. ``face_for`` picks one for a text."""
    cache: dict[tuple[int, int, bool, float], ImageFont.FreeTypeFont] = _fonts.__dict__.setdefault(
        "by_size", {}
    )
    key = (size, weight, shaped, stretch)
    if key not in cache:
        layout = ImageFont.Layout.RAQM if shaped else ImageFont.Layout.BASIC
        face = ImageFont.truetype(str(FONT_FILE), size, layout_engine=layout)
        face.set_variation_by_axes([weight, stretch])  # the font's axes: weight, then width
        cache[key] = face
    return cache[key]


def face_for(
    text: str, size: int, weight: int = REGULAR, stretch: float = FULL_WIDTH
) -> ImageFont.FreeTypeFont:
    """The face that draws ``text`` best: shaped only when an accent is left that has no
    composed form (``renderable`` composes the others), which is rare."""
    return font(size, weight, any(unicodedata.combining(char) for char in text), stretch)


def text_width(text: str, size: int, weight: int = REGULAR, stretch: float = FULL_WIDTH) -> float:
    return face_for(text, size, weight, stretch).getlength(text)


def stretch_to_fit(text: str, size: int, width: float, weight: int = REGULAR) -> float:
    """The widest of ``STRETCHES`` at which ``text`` fits in ``width`` pixels (the narrowest if
    none does): a one-word label that must not be cut, such as a card's family."""
    for stretch in STRETCHES:
        if text_width(text, size, weight, stretch) <= width:
            return stretch
    return STRETCHES[-1]


@functools.lru_cache(maxsize=4096)
def fit(text: str, size: int, width: float, weight: int = REGULAR) -> str:
    """``text`` shortened with an ellipsis so that it fits in ``width`` pixels."""
    if text_width(text, size, weight) <= width:
        return text
    while text and text_width(text + "…", size, weight) > width:
        text = text[:-1]
    return text + "…"


@functools.lru_cache(maxsize=2048)
def lines_of(value: str, size: int, width: float, weight: int = REGULAR) -> tuple[str, ...]:
    """``value`` broken between words into lines of ``width`` pixels, as many as it takes; a
    word wider than ``width`` stays whole on its own line (``fits`` tells)."""
    lines: list[str] = []
    for word in value.split():
        if lines and text_width(f"{lines[-1]} {word}", size, weight) <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return tuple(lines)


def fits(lines: Sequence[str], size: int, width: float, max_lines: int, weight: int = REGULAR) -> bool:
    """Whether ``lines`` (``lines_of``) are at most ``max_lines``, each ``width`` pixels or less."""
    return len(lines) <= max_lines and all(text_width(line, size, weight) <= width for line in lines)


@functools.lru_cache(maxsize=2048)
def wrap(value: str, size: int, width: float, max_lines: int, weight: int = REGULAR) -> tuple[str, ...]:
    """``value`` broken into at most ``max_lines`` lines of ``width`` pixels, between words;
    the last line shortened with an ellipsis when words are left over."""
    lines = list(lines_of(value, size, width, weight))
    if len(lines) > max_lines:
        lines[max_lines - 1] = fit(" ".join(lines[max_lines - 1 :]) + "…", size, width, weight)
    return tuple(fit(line, size, width, weight) for line in lines[:max_lines])


_MISSING = "\uffff"  # a noncharacter: no font maps it, so it is drawn as the .notdef box


@functools.lru_cache(maxsize=8192)
def has_glyph(char: str) -> bool:
    """Whether the font draws ``char`` as itself rather than as its .notdef box."""
    face = font(16)  # unshaped: a shaper would draw a lone accent on a dotted circle, not the box
    drawn, box = face.getmask(char), face.getmask(_MISSING)
    return drawn.size != box.size or bytes(drawn) != bytes(box)


def renderable(value: str) -> str:
    """``value`` as written (composed: o + combining double acute is ő), less what the font
    cannot draw: characters it lacks (emoji, CJK), control and format characters, and accents
    left without their letter. Runs of white space become one space."""
    kept: list[str] = []
    after_letter = False  # a combining mark is kept only on a letter that was kept
    for char in unicodedata.normalize("NFC", value):
        category = unicodedata.category(char)
        if char.isspace():
            kept.append(" ")
            after_letter = False
        elif category[0] == "C":
            continue
        elif category[0] == "M":
            if after_letter and has_glyph(char):
                kept.append(char)
        else:
            after_letter = has_glyph(char)
            if after_letter:
                kept.append(char)
    return " ".join("".join(kept).split())


def display_name(names: Sequence[str], seat: int, locale: str) -> str:
    """A seat's display name as the pictures can draw it; "Seat 3" (in ``locale``) when
    nothing drawable is left."""
    name = renderable(names[seat]) if 0 <= seat < len(names) else ""
    return name or locales.text(locale, "img-seat", number=seat + 1)


@dataclass(frozen=True)
class Words:
    """What one picture says: its locale and every seat's name as the font can draw it, which
    fills the seat references of the catalog's messages."""

    locale: str
    names: tuple[str, ...]

    @classmethod
    def of(cls, names: Sequence[str], seats: int, locale: str) -> Words:
        return cls(locale, tuple(display_name(names, seat, locale) for seat in range(seats)))

    def __call__(self, message_id: str, /, **args: Arg) -> str:
        """The catalog text of ``message_id`` (an ``img-`` id) with ``args``."""
        return _said(self, message_id, tuple(args.items()))

    def render(self, message: Message) -> str:
        return self(message.id, **message.args)

    def name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else display_name((), seat, self.locale)

    def lines(
        self, message: Message, size: int, width: float, max_lines: int = 1, weight: int = REGULAR
    ) -> tuple[str, ...]:
        """``message`` in at most ``max_lines`` lines of ``width`` pixels with every catalog
        word whole (Hungarian review L20): when it does not fit, the seats' names in it are
        shortened, the longest first and as little as it takes. Only when even names cut to
        nothing leave it too long is the text itself shortened (``wrap``)."""
        said = self.render(message)
        lines = lines_of(said, size, width, weight)
        if fits(lines, size, width, max_lines, weight):
            return lines
        shortest = self._shortened(0, size, weight).render(message)
        if not fits(lines_of(shortest, size, width, weight), size, width, max_lines, weight):
            return wrap(said, size, width, max_lines, weight)
        # the longest name length (in pixels) that fits: names at ``low`` fit, at ``high`` not
        low, high = 0, math.ceil(max(text_width(name, size, weight) for name in self.names))
        while high - low > 1:
            middle = (low + high) // 2
            said = self._shortened(middle, size, weight).render(message)
            if fits(lines_of(said, size, width, weight), size, width, max_lines, weight):
                low = middle
            else:
                high = middle
        return lines_of(self._shortened(low, size, weight).render(message), size, width, weight)

    def _shortened(self, limit: float, size: int, weight: int) -> Words:
        """These words with every name longer than ``limit`` pixels shortened to it (``fit``)."""
        return Words(self.locale, tuple(fit(name, size, limit, weight) for name in self.names))


def words_for(view: dict[str, Any], names: Sequence[str], locale: str) -> Words:
    """The words of a picture of ``view``, for a game whose views list their ``players`` (Saboteur,
    Kompass): ``locale`` and a drawable name for every seat. The renderers' ``words_for``."""
    return Words.of(names, len(view["players"]), locale)


@functools.lru_cache(maxsize=4096)
def _said(words: Words, message_id: str, args: tuple[tuple[str, Arg], ...]) -> str:
    """The texts of a table repeat from picture to picture; formatting each one is slower
    than its drawing, which is cached too."""
    return locales.render(msg(message_id, **dict(args)), words.locale, words.names)


@functools.lru_cache(maxsize=2048)
def _label(value: str, size: int, fill: Color, weight: int, stretch: float) -> tuple[Image.Image, float]:
    """``value`` drawn once on a transparent strip as tall as the font (ascender to
    descender), with ``_PAD`` pixels to spare left and right; and the text's width."""
    face = face_for(value, size, weight, stretch)  # this thread's own face
    ascent, descent = face.getmetrics()
    width = face.getlength(value)
    strip = Image.new("RGBA", (round(width) + 2 * _PAD, ascent + descent), (0, 0, 0, 0))
    ImageDraw.Draw(strip).text((_PAD, 0), value, font=face, fill=fill, anchor="la")
    return strip, width


_PAD = 3


TextRole = Literal["essential", "name", "turn", "decor"]
"""What a text on a picture is for, which says how large it must be where Discord shows it:
``essential`` is what a player needs (counts, coordinates the menus use, card names, headings),
``name`` a seat's name and ``turn`` whose turn it is (both must also be read on a phone), and
``decor`` what nobody needs to read (legends, a redundant label)."""


@dataclass(frozen=True)
class DrawnText:
    """One text as a renderer drew it: its font size in picture pixels and its role."""

    value: str
    size: int
    role: TextRole


_drawn_texts: ContextVar[list[DrawnText] | None] = ContextVar("drawn_texts", default=None)


@contextmanager
def recording_texts() -> Iterator[list[DrawnText]]:
    """Every text drawn inside the ``with`` block (in this thread or task), from the renderer's
    own layout: how the text-size tests read a picture. Outside such a block nothing is kept."""
    texts: list[DrawnText] = []
    token = _drawn_texts.set(texts)
    try:
        yield texts
    finally:
        _drawn_texts.reset(token)


def note_text(value: str, size: int, role: TextRole) -> None:
    """Record a text drawn some other way (inside a cached static part) as if ``text`` drew it."""
    texts = _drawn_texts.get()
    if texts is not None:
        texts.append(DrawnText(value, size, role))


DESKTOP_BOX = (550, 350)
"""The box a channel picture is shown in on desktop: 550 px wide, and shrunk to 350 px high."""
PHONE_WIDTH = 330
"""The width a channel picture is shown at on a phone."""
MIN_TEXT_DESKTOP = 10
"""Smallest height (font size, px) of a text a player needs, as shown on desktop."""
MIN_NAME_PHONE = 7
"""Smallest height of names and whose turn it is, as shown on a phone."""
MIN_CHANNEL_ASPECT = 1.45
"""Width / height at least: a channel picture is landscape, about 3:2 or wider."""

# The Kompass and Alethiometer pictures are drawn at twice the size Discord shows them inline
# (1100 x 700 for a board, shown at scale 0.5 on a desktop and 0.3 on a phone), in these sizes:
# every word DOUBLE_TEXT (20 px, 10 px shown), names and whose turn DOUBLE_NAME (24 px, 7.2 px
# on a phone).
DOUBLE_WIDTH, DOUBLE_HEIGHT = 2 * DESKTOP_BOX[0], 2 * DESKTOP_BOX[1]
DOUBLE_MARGIN = 14
DOUBLE_TEXT = 2 * MIN_TEXT_DESKTOP
DOUBLE_NAME = 24
DOUBLE_LINE = 28  # a line of DOUBLE_TEXT


@dataclass(frozen=True)
class DisplayScale:
    """How much a picture of some size is shrunk where Discord shows it inline (never enlarged)."""

    desktop: float  # fitted into DESKTOP_BOX
    phone: float  # fitted to PHONE_WIDTH


def display_scale(width: int, height: int) -> DisplayScale:
    """The scales a ``width`` x ``height`` picture is shown at inline."""
    box_w, box_h = DESKTOP_BOX
    return DisplayScale(min(box_w / width, box_h / height, 1.0), min(PHONE_WIDTH / width, 1.0))


def size_to_show(pixels: float, scale: float) -> int:
    """The font size that shows ``pixels`` high once a picture is shrunk by ``scale``."""
    return math.ceil(pixels / scale - 1e-9)


def legibility_problems(size: tuple[int, int], texts: Sequence[DrawnText], *, channel: bool) -> list[str]:
    """What is too small on a picture of ``size`` with ``texts`` where Discord shows it: an
    essential text under ``MIN_TEXT_DESKTOP`` on desktop, a name or whose turn under
    ``MIN_NAME_PHONE`` on a phone, and for a ``channel`` picture an aspect under
    ``MIN_CHANNEL_ASPECT``. Empty when everything can be read."""
    scale = display_scale(*size)
    problems = []
    if channel and size[0] / size[1] < MIN_CHANNEL_ASPECT:
        problems.append(f"{size[0]}x{size[1]} is not landscape (w/h < {MIN_CHANNEL_ASPECT})")
    for drawn in texts:
        if drawn.role == "decor":
            continue
        shown = drawn.size * scale.desktop
        if shown < MIN_TEXT_DESKTOP:
            problems.append(f"{drawn.role} {drawn.value!r}: {shown:.1f} px on desktop")
        shown = drawn.size * scale.phone
        if drawn.role in ("name", "turn") and shown < MIN_NAME_PHONE:
            problems.append(f"{drawn.role} {drawn.value!r}: {shown:.1f} px on a phone")
    return problems


def text(
    image: Image.Image,
    xy: tuple[float, float],
    value: str,
    size: int,
    fill: Color = INK,
    anchor: str = "la",
    weight: int = REGULAR,
    role: TextRole = "essential",
    stretch: float = FULL_WIDTH,
) -> None:
    """``value`` at ``xy`` with Pillow's anchors (l/m/r, then a/m/d). Each text is drawn once
    and pasted from then on: names, coordinates and numbers repeat from picture to picture.
    ``role`` says how large it must be where Discord shows it (``recording_texts``)."""
    note_text(value, size, role)
    strip, width = _label(value, size, fill, weight, stretch)
    x = xy[0] - {"l": 0, "m": width / 2, "r": width}[anchor[0]] - _PAD
    y = xy[1] - {"a": 0, "m": strip.height / 2, "d": strip.height}[anchor[1]]
    image.paste(strip, (round(x), round(y)), strip)


@dataclass(frozen=True)
class Picture:
    """An encoded image ready to post."""

    data: bytes
    filename: str  # "board.png" / "board.webp"

    @property
    def kind(self) -> str:
        """What the picture is ("board", "hand", "role"...): its file name without extension."""
        return self.filename.rsplit(".", 1)[0]


PALETTE_FILE = pathlib.Path(__file__).with_name("palette.png")
"""The 256 colours of every picture, pixel by pixel (16 x 16): the toolkit's and the games' colours
and their blends, learned from the gallery's drawings of all three games (``docs/gallery/make.py
--palette`` learns it again after colours change)."""


def load_palette(path: pathlib.Path = PALETTE_FILE) -> Image.Image:
    """A 1-pixel image holding the palette of ``path``: what ``quantize`` maps onto."""
    holder = Image.new("P", (1, 1))
    holder.putpalette(Image.open(path).convert("RGB").tobytes())
    return holder


PALETTE = load_palette()


def indexed(image: Image.Image) -> Image.Image:
    """``image`` in the 256 colours of ``PALETTE``: flat drawings lose nothing visible and their
    PNG shrinks several times. One fixed palette, because choosing one per picture took longer
    than drawing it; and without dithering, which would speckle flat areas."""
    rgb = image if image.mode == "RGB" else image.convert("RGB")
    return rgb.quantize(palette=PALETTE, dither=Image.Dither.NONE)


PNG_LEVEL = 1
"""zlib level of the PNGs: measured on every picture kind (docs/results/pictures.md)."""


def encode(image: Image.Image, stem: str) -> Picture:
    """A 256-colour PNG, or a WebP when that PNG would exceed ``PNG_BUDGET`` and the WebP is
    smaller (photo-like content)."""
    png = io.BytesIO()
    indexed(image).save(png, "PNG", compress_level=PNG_LEVEL)
    if png.tell() <= PNG_BUDGET:
        return Picture(png.getvalue(), f"{stem}.png")
    webp = io.BytesIO()
    image.convert("RGB").save(webp, "WEBP", quality=90, method=4)
    if webp.tell() < png.tell():
        return Picture(webp.getvalue(), f"{stem}.webp")
    return Picture(png.getvalue(), f"{stem}.png")


class PictureCache:
    """Encoded pictures by what they show (a hashable key), the least recently used dropped once
    they hold more than ``budget`` bytes. Shared by threads: two that miss the same key at once
    both draw it, which costs time but gives the same bytes."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self._entries: OrderedDict[Hashable, Any] = OrderedDict()
        self._sizes: dict[Hashable, int] = {}
        self._held = 0
        self._lock = threading.Lock()

    def get(self, key: Hashable, make: Callable[[], T]) -> T:
        """The value remembered under ``key``, or ``make()`` remembered. Values are a picture,
        a list of pictures or None."""
        with self._lock:
            if key in self._entries:
                self._entries.move_to_end(key)
                # Whoever remembered a value under ``key`` made it with a ``make`` of this type.
                return cast(T, self._entries[key])
        value = make()
        size = sum(len(picture.data) for picture in _pictures(value))
        with self._lock:
            if key not in self._entries and size <= self.budget:
                self._entries[key], self._sizes[key] = value, size
                self._held += size
                while self._held > self.budget:
                    oldest, _ = self._entries.popitem(last=False)
                    self._held -= self._sizes.pop(oldest)
        return value

    def __len__(self) -> int:
        return len(self._entries)


def _pictures(value: Any) -> list[Picture]:
    return value if isinstance(value, list) else [] if value is None else [value]


PICTURES = PictureCache(budget=24_000_000)
"""The one cache of encoded pictures of this process: a repeated picture (a role card every move
of a round, a board sent again) is drawn and encoded once. 24 MB: about 300 boards or 3000 role
cards."""


@overload
def static_part(function: Callable[P, Image.Image], /) -> Callable[P, Image.Image]: ...
@overload
def static_part(*, maxsize: int = 512) -> Callable[[Callable[P, Image.Image]], Callable[P, Image.Image]]: ...
def static_part(
    function: Callable[P, Image.Image] | None = None, *, maxsize: int = 512
) -> Callable[P, Image.Image] | Callable[[Callable[P, Image.Image]], Callable[P, Image.Image]]:
    """Cache a drawing of a static part by its arguments (``@static_part``, or
    ``@static_part(maxsize=...)`` for large parts, to bound memory). The result is shared
    between renders and threads, so it is read-only: paste it, never draw on it."""

    def cached(drawing: Callable[P, Image.Image]) -> Callable[P, Image.Image]:
        # lru_cache keeps the call's result, not its signature: the part's own parameters stay.
        return cast(Callable[P, Image.Image], functools.lru_cache(maxsize=maxsize)(drawing))

    return cached(function) if function is not None else cached


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


def titled_canvas(
    width: int, height: int, title: str, size: int, margin: int
) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A summary picture's canvas with its title in gold at the top left (the Kompass and
    Alethiometer round ends and standings)."""
    image, draw = canvas(width, height)
    text(image, (margin, 10), title, size, GOLD, weight=BOLD)
    return image, draw


def double_header(
    image: Image.Image, draw: ImageDraw.ImageDraw, height: int, title: str, aside: str, turn: str
) -> None:
    """A board's header band at double size (Kompass, Alethiometer), ``height`` high with its
    4 px gap below: ``title`` in gold at the top left, ``aside`` (round or part) at the top
    right, whose turn (``turn``) under the title."""
    draw.rectangle((0, 0, DOUBLE_WIDTH, height - 4), fill=SURFACE)
    text(image, (DOUBLE_MARGIN, 6), title, DOUBLE_NAME, GOLD, weight=BOLD)
    text(image, (DOUBLE_WIDTH - DOUBLE_MARGIN, 9), aside, DOUBLE_TEXT, INK, "ra")
    text(image, (DOUBLE_MARGIN, 40), turn, DOUBLE_NAME, HIGHLIGHT, weight=BOLD, role="turn")


def grid_box(
    index: int, columns: int, origin: tuple[int, int], size: tuple[int, int], gap: tuple[int, int]
) -> tuple[int, int, int, int]:
    """The box of the ``index``-th cell of a grid filled row by row from ``origin``, cells of
    ``size`` ``gap`` apart (the players' panels two by two): left, top, right, bottom."""
    left = origin[0] + index % columns * (size[0] + gap[0])
    top = origin[1] + index // columns * (size[1] + gap[1])
    return left, top, left + size[0], top + size[1]


def paste(target: Image.Image, part: Image.Image, xy: tuple[float, float]) -> None:
    """Put a (cached, RGBA) part onto ``target`` at ``xy``, respecting its transparency."""
    target.paste(part, (round(xy[0]), round(xy[1])), part)


def shade(color: Color, factor: float) -> Color:
    """``color`` made darker (factor < 1) or lighter (factor > 1)."""
    if factor <= 1:
        return tuple(round(c * factor) for c in color)  # type: ignore[return-value]
    return tuple(round(c + (255 - c) * (factor - 1)) for c in color)  # type: ignore[return-value]


def seat_shape(
    draw: ImageDraw.ImageDraw,
    colour: str,
    box: tuple[float, float, float, float],
    fill: Color | None = None,
    outline: Color | None = CARD_BORDER,
    width: int = 2,
) -> None:
    """A mark of the player colour ``colour`` filling ``box``: its shape (``SEAT_SHAPES``) in
    its colour, or in ``fill`` (a pawn's rings)."""
    left, top, right, bottom = box
    cx, cy = (left + right) / 2, (top + bottom) / 2
    colour_fill = SEAT_COLOURS[colour] if fill is None else fill
    shape = SEAT_SHAPES[colour]
    if shape == "circle":
        draw.ellipse(box, fill=colour_fill, outline=outline, width=width)
        return
    if shape == "square":  # a little inside the box: as heavy to the eye as the circle
        inset = (right - left) * 0.08
        square = (left + inset, top + inset, right - inset, bottom - inset)
        draw.rectangle(square, colour_fill, outline, width)
        return
    points = {
        "triangle": [(cx, top), (right, bottom), (left, bottom)],
        "diamond": [(cx, top), (right, cy), (cx, bottom), (left, cy)],
    }[shape]
    draw.polygon(points, fill=colour_fill, outline=outline, width=width)
