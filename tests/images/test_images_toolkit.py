"""The shared drawing toolkit and the per-game dispatch of images/ (docs/interfaces.md)."""

from __future__ import annotations

import io
import threading

import pytest
from PIL import Image

import images
from images import toolkit as tk
from rules.core import SeatRef, msg
from rules.saboteur import GAME
from tests.support import saboteur_scenes as scenes
from tests.support.legibility import assert_legible

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def test_flat_drawing_is_encoded_as_small_png_with_its_colours():
    image, draw = tk.canvas(400, 300)
    draw.rectangle((50, 50, 150, 150), fill=tk.GOLD)
    picture = tk.encode(image, "board")
    assert picture.filename == "board.png" and picture.data.startswith(PNG_MAGIC)
    assert len(picture.data) < 5_000
    decoded = Image.open(io.BytesIO(picture.data)).convert("RGB")
    assert decoded.size == (400, 300)
    assert decoded.getpixel((100, 100)) == tk.GOLD
    assert decoded.getpixel((300, 250)) == tk.BACKGROUND


def test_picture_too_big_as_png_is_sent_as_the_smaller_webp():
    """A photo-like picture (smooth gradients and noise) breaks the PNG budget; WebP wins."""
    size = 1200
    gradient = Image.linear_gradient("L").resize((size, size))
    photo = Image.merge("RGB", (gradient, gradient.rotate(90), Image.effect_noise((size, size), 40)))
    picture = tk.encode(photo, "board")
    assert picture.filename == "board.webp"
    assert picture.data[:4] == b"RIFF" and picture.data[8:12] == b"WEBP"
    png = io.BytesIO()
    tk.indexed(photo).save(png, "PNG", compress_level=3)
    assert png.tell() > tk.PNG_BUDGET and len(picture.data) < png.tell()
    assert Image.open(io.BytesIO(picture.data)).size == (size, size)


def test_names_are_kept_as_written_where_the_font_can_draw_them():
    """Issue 10: ő, ű, ł, Greek and Cyrillic as written; decomposed accents composed."""
    for name in ("Jörg", "Őrsi", "Űrsula", "Łukasz", "Ævar", "Straße", "Ωμέγα", "Жора", "Dvořák"):
        assert tk.renderable(name) == name
    assert tk.renderable("O\u030brsi") == "Őrsi"


def test_what_the_font_lacks_is_left_out():
    """Emoji, CJK, control and format characters are dropped, and so is an accent whose letter
    was dropped (a shaper would put it on a dotted circle)."""
    assert tk.renderable("Straße  Zoë 🐉") == "Straße Zoë"
    assert tk.renderable("👨\u200d👩 Ann\x00") == "Ann"
    assert tk.renderable("李\u0301 Lee") == "Lee"
    assert tk.has_glyph("ő") and tk.has_glyph("Ж") and not tk.has_glyph("🐉") and not tk.has_glyph("李")
    assert tk.display_name(["Ann", "李小龙"], 1, "en") == "Seat 2"
    assert tk.display_name(["Ann"], 4, "en") == "Seat 5"
    assert tk.display_name(["Ann", "🐉"], 1, "hu") == "2. játékos"


def test_a_missing_glyph_draws_nothing():
    """No .notdef box: a text with characters the font lacks is drawn as the text without them."""
    name = tk.renderable("Zoë 🐉李")
    with_box, _ = tk.canvas(200, 40)
    tk.text(with_box, (5, 5), "Zoë 🐉李", 20)
    without, _ = tk.canvas(200, 40)
    tk.text(without, (5, 5), name, 20)
    assert with_box.tobytes() != without.tobytes()  # the raw text does draw boxes
    drawn, _ = tk.canvas(200, 40)
    tk.text(drawn, (5, 5), tk.display_name(["Zoë 🐉李"], 0, "en"), 20)
    assert drawn.tobytes() == without.tobytes()


def test_fit_shortens_with_an_ellipsis_only_when_needed():
    assert tk.fit("Bob", 16, 200) == "Bob"
    long = "Carolina the Magnificent of the Deep Mines"
    short = tk.fit(long, 16, 120)
    assert short.endswith("…") and long.startswith(short[:-1])
    assert tk.text_width(short, 16) <= 120


def test_a_sentence_too_long_for_its_place_shortens_its_names_never_its_words():
    """Hungarian review L20: only a player's name may be shortened to fit, the longest first and
    as little as it takes; a sentence that fits (on the lines it is given) is left whole."""
    words = tk.Words.of(["Carolina the Magnificent of the Deep Mines", "Bob"], 2, "en")
    repaired = msg("img-last-repair", player=SeatRef(0), target=SeatRef(1), tool="cart")
    whole = words.render(repaired)
    width = tk.text_width(whole, 16)
    assert words.lines(repaired, 16, width) == (whole,)
    (line,) = words.lines(repaired, 16, width - 80)
    assert tk.text_width(line, 16) <= width - 80
    head, tail = line.split("…")
    assert head.startswith("last: Carolina the") and tail == " repaired Bob's cart"
    shown = head.removeprefix("last: ")
    one_more = f"last: {words.name(0)[: len(shown) + 1]}…{tail}"
    assert tk.text_width(one_more, 16) > width - 80  # shortened as little as it takes
    two = words.lines(repaired, 16, width - 80, max_lines=2)
    assert " ".join(two) == whole and len(two) == 2


def test_static_parts_are_drawn_once_and_shared():
    calls = []

    @tk.static_part
    def square(size: int) -> Image.Image:
        calls.append(size)
        return tk.supersampled(
            size, size, lambda draw, u: draw.rectangle((0, 0, size * u, size * u), fill=tk.SKY)
        )

    assert square(10) is square(10)
    assert calls == [10]
    assert square(10).size == (10, 10) and square(10).getpixel((5, 5))[:3] == tk.SKY

    big = tk.static_part(maxsize=2)(lambda size: tk.canvas(size, size)[0])
    first = big(1)
    big(2), big(3)  # a large part's cache keeps only the last two
    assert big(3) is big(3) and big(1) is not first


def test_fonts_are_cached_per_thread():
    """A FreeType face is not shared between threads; within a thread it is reused."""
    mine = tk.font(14)
    assert tk.font(14) is mine
    assert tk.font(14, tk.BOLD) is not mine and tk.text_width("Őrsi", 14, tk.BOLD) > tk.text_width("Őrsi", 14)
    theirs = []
    worker = threading.Thread(target=lambda: theirs.append(tk.font(14)))
    worker.start()
    worker.join()
    assert theirs[0] is not mine


def test_pasting_a_static_part_leaves_it_unchanged():
    part = tk.supersampled(20, 20, lambda draw, u: draw.ellipse((0, 0, 20 * u, 20 * u), fill=tk.GOLD))
    before = part.tobytes()
    image, draw = tk.canvas(50, 50)
    tk.paste(image, part, (5, 5))
    draw.rectangle((0, 0, 49, 49), outline=tk.DANGER)
    assert part.tobytes() == before
    assert image.getpixel((15, 15)) == tk.GOLD


def test_grid_box_fills_rows_first_with_the_gaps_between_cells():
    boxes = [tk.grid_box(index, 2, (14, 100), (50, 30), (10, 8)) for index in range(3)]
    assert boxes == [(14, 100, 64, 130), (74, 100, 124, 130), (14, 138, 64, 168)]


def test_titled_canvas_writes_its_title_in_gold_at_the_top_left():
    image, _ = tk.titled_canvas(300, 80, "Standings", 26, 14)
    assert image.size == (300, 80)
    title = image.crop((0, 0, 150, 46)).getcolors(maxcolors=100_000)
    assert any(colour == tk.GOLD for _, colour in title)
    assert image.crop((0, 50, 300, 80)).getcolors() == [(300 * 30, tk.BACKGROUND)]


def test_a_game_without_pictures_gets_none():
    """docs/interfaces.md: None (or no private pictures) for a game that has no pictures."""
    view, names = {"game": "no-such-game"}, ["Ann", "Bob"]
    assert images.board("no-such-game", view, names, "hu") is None
    assert images.private("no-such-game", view, names, "hu") == []
    assert images.summary("no-such-game", view, names, "hu") is None


def test_saboteur_is_dispatched_to_its_renderer():
    view = GAME.view(scenes.start(4, seed=2), None)
    picture = images.board("saboteur", view, scenes.names_for(4), "en")
    assert isinstance(picture, images.Picture) and picture.filename == "board.png"
    assert images.board("saboteur", view, scenes.names_for(4), "hu").data != picture.data


def test_a_picture_is_drawn_once_per_distinct_view_names_and_locale(monkeypatch):
    """Issue 13: every recipient and every resend of the same picture reuses one encoding; any
    change of view, names or locale draws it again."""
    drawn = []
    board = images.RENDERERS["saboteur"].board
    monkeypatch.setattr(tk, "PICTURES", tk.PictureCache(budget=10_000_000))
    monkeypatch.setattr(
        images.RENDERERS["saboteur"], "board", lambda *args: drawn.append(args) or board(*args)
    )
    state, names = scenes.middle(4, seed=5), scenes.names_for(4)
    view = GAME.view(state, None)
    first = images.board("saboteur", view, names, "en")
    assert images.board("saboteur", dict(reversed(view.items())), list(names), "en") is first
    assert len(drawn) == 1
    images.board("saboteur", view, names, "hu")
    images.board("saboteur", view, ["Zoë", *names[1:]], "en")
    images.board("saboteur", {**view, "deck": view["deck"] - 1}, names, "en")
    assert len(drawn) == 4


def test_the_picture_cache_keeps_to_its_budget_dropping_the_least_recently_used():
    cache = tk.PictureCache(budget=250)
    picture = lambda size: images.Picture(bytes(size), "x.png")  # noqa: E731
    cache.get("a", lambda: picture(100))
    cache.get("b", lambda: picture(100))
    cache.get("a", lambda: picture(1))  # a hit: "a" is now the most recently used
    cache.get("c", lambda: picture(100))
    assert len(cache) == 2
    assert len(cache.get("a", lambda: picture(1)).data) == 100
    assert len(cache.get("b", lambda: picture(1)).data) == 1  # "b" was dropped, drawn again
    assert cache.get("none", lambda: None) is None and cache.get("big", lambda: picture(300)).data
    assert len(cache.get("big", lambda: picture(2)).data) == 2  # larger than the budget: not kept


def test_texts_are_recorded_only_while_measuring():
    """Issue 23: the renderers' own layout tells each text's size and role; outside a
    measurement nothing is kept."""
    image, _ = tk.canvas(200, 100)
    tk.text(image, (0, 0), "unseen", 12)
    with tk.recording_texts() as texts:
        tk.text(image, (0, 0), "Alice", 18, role="name")
        tk.text(image, (0, 30), "3", 16)
        with tk.recording_texts() as inner:
            tk.text(image, (0, 60), "legend", 9, role="decor")
    assert texts == [tk.DrawnText("Alice", 18, "name"), tk.DrawnText("3", 16, "essential")]
    assert inner == [tk.DrawnText("legend", 9, "decor")]


def test_display_scale_fits_the_desktop_box_and_the_phone_width():
    assert tk.display_scale(1100, 500) == tk.DisplayScale(0.5, 0.3)
    assert tk.display_scale(700, 700) == tk.DisplayScale(0.5, 330 / 700)  # tall: 350 px high
    assert tk.display_scale(300, 100) == tk.DisplayScale(1.0, 1.0)  # never enlarged
    assert tk.size_to_show(10, 0.5) == 20 and tk.size_to_show(10, 0.6) == 17


def test_legibility_check_catches_small_text_small_names_and_tall_pictures():
    ok = [
        tk.DrawnText("3,-1", 20, "essential"),
        tk.DrawnText("Bob", 24, "name"),
        tk.DrawnText("x", 4, "decor"),
    ]
    assert tk.legibility_problems((1100, 700), ok, channel=True) == []
    small = tk.legibility_problems((1100, 700), [tk.DrawnText("3,-1", 19, "essential")], channel=True)
    assert small == ["essential '3,-1': 9.5 px on desktop"]
    phone = tk.legibility_problems((1100, 700), [tk.DrawnText("Bob", 22, "name")], channel=True)
    assert phone == ["name 'Bob': 6.6 px on a phone"]
    assert tk.legibility_problems((700, 600), [], channel=True) == ["700x600 is not landscape (w/h < 1.45)"]
    assert tk.legibility_problems((700, 600), [], channel=False) == []


def test_assert_legible_fails_on_a_picture_with_too_small_text():
    def tiny() -> Image.Image:
        image, _ = tk.canvas(1100, 700)
        tk.text(image, (10, 10), "Place T-junction at -1,0", 12)
        return image

    with pytest.raises(AssertionError, match="on desktop"):
        assert_legible(tiny)

    def readable() -> Image.Image:
        image, _ = tk.canvas(1100, 700)
        tk.text(image, (10, 10), "-1,0", 20)
        tk.text(image, (10, 40), "Alice", 24, role="name")
        return image

    size, texts = assert_legible(readable, needs=("essential", "name"))
    assert size == (1100, 700) and [text.value for text in texts] == ["-1,0", "Alice"]
