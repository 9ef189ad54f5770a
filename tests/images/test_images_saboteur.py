"""Saboteur pictures rendered from views of real seeded games (tests/support/saboteur_scenes.py).

Assertions are about size, format and content properties (a card where the view has one, the
gold nugget on a revealed gold goal, red on broken tools), never about exact pixels, except
the no-leak proof, which demands byte-identical public boards."""

from __future__ import annotations

import io
import itertools
from concurrent.futures import ThreadPoolExecutor

import pytest
from PIL import Image, ImageChops, ImageDraw, ImageStat

import images
from images import saboteur as sab
from images import saboteur_board as sab_board
from images import saboteur_parts as sab_parts
from images import saboteur_private as sab_private
from images import saboteur_summary as sab_summary
from images import toolkit as tk
from rules.saboteur import GAME
from rules.saboteur.actions import decode
from tests.support import saboteur_scenes as scenes
from tests.support.legibility import assert_legible, cut_off, drawn_texts

BOARD_BYTES = 300_000  # docs/architecture.md, performance budgets


def decoded(picture: images.Picture) -> Image.Image:
    image = Image.open(io.BytesIO(picture.data))
    assert image.format == picture.filename.rsplit(".", 1)[1].upper()
    return image.convert("RGB")


LOCALES = ("en", "hu")


def public(state):
    view = GAME.view(state, None)
    return view, scenes.names_for(len(view["players"]))


def board_of(state, locale: str = "en") -> tuple[dict, Image.Image]:
    view, names = public(state)
    return view, decoded(images.board("saboteur", view, names, locale))


def distance(a, b) -> float:
    return sum((x - y) ** 2 for x, y in zip(a, b, strict=False)) ** 0.5


def share_near(image: Image.Image, box, color, tolerance: float = 40) -> float:
    """The fraction of pixels in ``box`` within ``tolerance`` of ``color``."""
    pixels = list(image.crop(box).get_flattened_data())
    return sum(1 for pixel in pixels if distance(pixel, color) <= tolerance) / len(pixels)


def mean_difference(a: Image.Image, b: Image.Image) -> float:
    """Average per-channel difference: near 0 for the same drawing (each picture has its own
    256-colour palette, so equal parts are only nearly equal across pictures)."""
    return sum(ImageStat.Stat(ImageChops.difference(a, b)).mean) / 3


def blank(image: Image.Image, boxes) -> Image.Image:
    """``image`` with these boxes painted over."""
    painted = image.copy()
    draw = ImageDraw.Draw(painted)
    for box in boxes:
        draw.rectangle(box, fill=tk.BACKGROUND)
    return painted


def changed_pixels(a: Image.Image, b: Image.Image) -> int:
    """How many pixels differ by more than palette rounding: strokes drawn in one, not the other."""
    difference = ImageChops.difference(a, b).convert("L")
    return sum(1 for value in difference.get_flattened_data() if value > 60)


def looks_like_a_card(image: Image.Image, box) -> bool:
    """A card face covers its upper-left quarter with earth, tunnel or goal-back colours; an
    empty cell shows the dark table there (its coordinate label sits in the middle)."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    inset = 2  # inside an empty cell's outline, however small the cells
    sample = (
        x0 + max(inset, w * 0.12),
        y0 + max(inset, h * 0.1),
        x0 + max(inset + 1, w * 0.35),
        y0 + max(inset + 1, h * 0.3),
    )
    mean = ImageStat.Stat(image.crop(tuple(round(v) for v in sample))).mean
    # a card's earth or tunnel is 60+ away from the table; a tiny empty cell's outline blend,
    # rounded to the palette, can be 12 away
    return distance(mean, tk.BACKGROUND) > 25


@pytest.fixture(scope="module", params=sorted(scenes.BOARD_SCENES))
def scene(request):
    return scenes.BOARD_SCENES[request.param]()


def test_board_size_and_format_bounds(scene):
    view, names = public(scene)
    picture = images.board("saboteur", view, names, "en")
    assert picture.filename in ("board.png", "board.webp")
    assert len(picture.data) < BOARD_BYTES
    image = decoded(picture)
    layout = sab_board.board_layout(view)
    assert image.size == (layout.width, layout.height)
    assert 600 <= image.width <= 2400 and 400 <= image.height <= 1600
    assert sab_board.MIN_CARD_W <= layout.maze.card_w <= sab_board.MAX_CARD_W


def test_one_card_drawn_per_placed_card_and_none_elsewhere(scene):
    view, image = board_of(scene)
    maze = sab_board.board_layout(view).maze
    placed = {(card["x"], card["y"]) for card in view["maze"]}
    drawn = {cell for cell in maze.cells() if looks_like_a_card(image, maze.cell_box(*cell))}
    assert drawn == placed


def test_north_is_up_and_east_is_right():
    """docs/saboteur-views.md: y grows north (up on the picture), x towards the goals."""
    view, _ = public(scenes.middle())
    maze = sab_board.board_layout(view).maze
    start = maze.cell_box(0, 0)
    assert maze.cell_box(0, 1)[1] < start[1] < maze.cell_box(0, -1)[1]
    assert maze.cell_box(-1, 0)[0] < start[0] < maze.cell_box(1, 0)[0]
    assert maze.x_min <= min(card["x"] for card in view["maze"]) - 1
    assert maze.y_max >= max(card["y"] for card in view["maze"]) + 1


def with_goals(state, face_up: bool):
    """The state with every goal card turned face up (gold and stones as dealt) or down."""
    raw = GAME.to_dict(state)
    for goal in raw["goals"]:
        goal[3] = face_up
    return GAME.from_dict(raw)


def test_revealed_gold_goal_differs_from_face_down_goal():
    """S-11.1, S-11.2: a turned-up gold goal shows the nugget; face-down goals all look the same."""
    state = scenes.middle()
    down_view, down = board_of(with_goals(state, False))
    up_view, up = board_of(with_goals(state, True))
    maze = sab_board.board_layout(down_view).maze
    assert sab_board.board_layout(up_view).maze == maze
    goals = {(card["x"], card["y"]): card["card"] for card in up_view["maze"] if card.get("face_up")}
    assert sorted(goals.values()) == ["GOLD", "STONE_NE", "STONE_NW"]
    backs = [down.crop(maze.cell_box(*cell)).tobytes() for cell in goals]
    assert backs[0] == backs[1] == backs[2]
    for cell, card in goals.items():
        box = maze.cell_box(*cell)
        assert up.crop(box).tobytes() != down.crop(box).tobytes()
        nugget = share_near(up, box, tk.GOLD, 30)
        assert (nugget > 0.03) == (card == "GOLD"), (card, nugget)


def test_last_placement_is_highlighted():
    view, image = board_of(scenes.middle())
    assert view["last"]["kind"] == "place"
    maze = sab_board.board_layout(view).maze
    x0, y0, x1, _ = maze.cell_box(view["last"]["x"], view["last"]["y"])
    ring = (x0 - 5, y0 - 5, x1 + 5, y0 + 1)  # the strip along the card's top edge
    assert share_near(image, ring, tk.HIGHLIGHT, 20) > 0.2
    start_view, start_image = board_of(scenes.start())
    assert start_view["last"] is None
    whole_maze = (maze.left, maze.top, maze.left + maze.width // 2, maze.top + maze.height // 2)
    assert share_near(start_image, whole_maze, tk.HIGHLIGHT, 20) == 0


def assert_tools_drawn(view, image):
    layout = sab_board.board_layout(view)
    for index, player in enumerate(view["players"]):
        for tool in ("pickaxe", "lantern", "cart"):
            red = share_near(image, layout.tool_slot(index, tool), tk.DANGER, 30)
            assert (red > 0.25) == (tool in player["broken"]), (player, tool, red)


def test_every_broken_tool_combination_is_drawn():
    """S-7.4, S-7.6: up to three broken tools, one of each kind, lie in front of a player. The
    real 10-player view gets the 8 possible combinations on its first 8 seats."""
    view, names = public(scenes.start(10, seed=13))
    combos = [list(c) for n in range(4) for c in itertools.combinations(("pickaxe", "lantern", "cart"), n)]
    for player, broken in zip(view["players"], combos, strict=False):
        player["broken"] = broken
    assert_tools_drawn(view, decoded(images.board("saboteur", view, names, "en")))


def test_wide_maze_puts_the_players_under_it_to_keep_cards_larger():
    view, names = public(scenes.wide_late(10, seed=3))
    view = constructed_maze(view, [(x, 1) for x in range(9, 30)])
    combos = [list(c) for n in range(4) for c in itertools.combinations(("pickaxe", "lantern", "cart"), n)]
    for player, broken in zip(view["players"][2:], combos, strict=False):
        player["broken"] = broken
    layout = sab_board.board_layout(view)
    beside_box = (
        sab_parts.MARGIN,
        sab_board.PANEL_TOP,
        sab_parts.WIDTH - 2 * sab_parts.MARGIN - sab_board.PANEL_W,
        sab_parts.MAX_HEIGHT - sab_parts.MARGIN,
    )
    beside = sab_board.MazeLayout.for_maze(view["maze"], beside_box)
    assert layout.panel_cols > 1 and layout.panel_top > layout.maze.top + layout.maze.height
    assert layout.maze.card_w > beside.card_w
    assert_tools_drawn(view, decoded(images.board("saboteur", view, names, "en")))


def test_tools_broken_in_a_real_game_are_drawn():
    state = scenes.play(6, 21, scenes.preferring("break", "place"), lambda s: GAME.view(s, None)["deck"] < 20)
    view, image = board_of(state)
    assert sum(len(player["broken"]) for player in view["players"]) >= 3
    assert_tools_drawn(view, image)


def constructed_maze(view, cells):
    """A real view with a long straight tunnel through ``cells`` added (S-GAP-25: no bounds)."""
    extra = [{"x": x, "y": y, "card": "X", "rot": 0, "open": "NESW", "through": True} for x, y in cells]
    return {**view, "maze": view["maze"] + extra}


@pytest.mark.parametrize(
    "cells",
    [
        [(x, 0) for x in range(-45, 0)],  # far west, behind the start
        [(x, 1) for x in range(9, 40)],  # far east, past the goals
        [(0, y) for y in range(1, 30)],  # far north
        [(x, -3) for x in range(-20, 30)] + [(0, y) for y in range(-25, -3)],  # both ways at once
    ],
    ids=["west", "east", "north", "wide-and-deep"],
)
def test_maze_grows_in_any_direction_and_cards_shrink_to_stay_readable(cells):
    view, names = public(scenes.start(10, seed=14))
    view = constructed_maze(view, cells)
    picture = images.board("saboteur", view, names, "en")
    image = decoded(picture)
    layout = sab_board.board_layout(view)
    assert layout.maze.card_w < sab_board.MAX_CARD_W
    assert layout.maze.card_w >= sab_board.MIN_CARD_W
    assert len(picture.data) < BOARD_BYTES
    drawn = {cell for cell in layout.maze.cells() if looks_like_a_card(image, layout.maze.cell_box(*cell))}
    assert drawn == {(card["x"], card["y"]) for card in view["maze"]}


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize(
    "make",
    [lambda: scenes.start(5, seed=1), scenes.middle, scenes.wide_late, lambda: scenes.middle(7, seed=31)],
    ids=["start", "middle", "wide-late-10p", "middle-7p"],
)
def test_public_board_ignores_hidden_information(make, locale):
    """S-GAP-27, docs/architecture.md no-leak: hands, roles, the leftover role, deck order, face-down goals
    and the gold deck dealt differently give the byte-identical public board, in every language."""
    state = make()
    view, names = public(state)
    reference = images.board("saboteur", view, names, locale).data
    for seed in (1, 2, 3):
        other = scenes.reshuffled_secrets(state, seed)
        assert GAME.to_dict(other) != GAME.to_dict(state)
        assert any(GAME.view(other, seat) != GAME.view(state, seat) for seat in range(len(names)))
        assert images.board("saboteur", GAME.view(other, None), names, locale).data == reference


@pytest.mark.parametrize("locale", LOCALES)
def test_private_pictures_ignore_other_seats_secrets(locale):
    state = scenes.middle(5, seed=2)
    names = scenes.names_for(5)
    mine = [p.data for p in images.private("saboteur", GAME.view(state, 1), names, locale)]
    other = scenes.reshuffled_secrets(state, 5, keep_seat=1)
    assert GAME.view(other, 0) != GAME.view(state, 0)
    assert [p.data for p in images.private("saboteur", GAME.view(other, 1), names, locale)] == mine


def test_hand_picture_draws_every_card():
    state = scenes.middle(4, seed=9)
    view = GAME.view(state, 2)
    hand = view["you"]["hand"]
    assert len(hand) == 6  # S-4.18
    pictures = images.private("saboteur", view, scenes.names_for(4), "en")
    assert [p.filename for p in pictures] == ["hand.png"]  # issue 23: one private picture
    image = decoded(pictures[0])
    faces = [image.crop(sab_private.hand_card_box(index)).tobytes() for index in range(len(hand))]
    for index, card in enumerate(hand):
        assert looks_like_a_card(image, sab_private.hand_card_box(index))
        same_kind = [other for other, c in enumerate(hand) if c["card"] == card["card"]]
        assert all(faces[other] == faces[index] for other in same_kind)
        assert all(faces[other] != faces[index] for other, c in enumerate(hand) if c["card"] != card["card"])


def test_role_badge_shows_the_seat_role():
    """S-4: the seat's role is a badge on its one private picture (issue 23)."""
    state = scenes.start(10, seed=15)
    names = scenes.names_for(10)
    dwarves: dict[str, list[Image.Image]] = {"saboteur": [], "gold-digger": []}
    for seat in range(10):
        view = GAME.view(state, seat)
        (picture,) = images.private("saboteur", view, names, "en")
        left, top, _, bottom = sab_private.badge_box()
        dwarves[view["you"]["role"]].append(
            decoded(picture).crop((left, top, left + sab_private.DWARF + 8, bottom))
        )
    saboteurs, diggers = dwarves["saboteur"], dwarves["gold-digger"]
    assert (len(saboteurs), len(diggers)) in ((3, 7), (4, 6))  # S-4.10 minus the leftover card
    assert all(mean_difference(saboteurs[0], other) < 2 for other in saboteurs)
    assert all(mean_difference(diggers[0], other) < 2 for other in diggers)
    assert mean_difference(saboteurs[0], diggers[0]) > 10


def test_map_peek_picture_shows_what_the_seat_saw():
    """S-9.2: a map result is private: it appears on that seat's private picture only."""
    state = scenes.play(
        5, 17, scenes.preferring("map"), lambda s: any(GAME.view(s, q)["you"]["peeks"] for q in range(5))
    )
    names = scenes.names_for(5)
    seer = next(seat for seat in range(5) if GAME.view(state, seat)["you"]["peeks"])
    (picture,) = images.private("saboteur", GAME.view(state, seer), names, "en")
    peek = GAME.view(state, seer)["you"]["peeks"][0]
    image = decoded(picture)
    strip = sab_private.map_box()
    for seat in range(5):
        if seat != seer:
            (other,) = images.private("saboteur", GAME.view(state, seat), names, "en")
            assert share_near(decoded(other), strip, tk.BACKGROUND, 2) == 1  # no map drawn
    unseen_cell = next(cell for cell in ((8, 2), (8, 0), (8, -2)) if cell != (peek["x"], peek["y"]))
    seen = image.crop(sab_private.peek_card_box(peek["x"], peek["y"]))
    assert seen.tobytes() != image.crop(sab_private.peek_card_box(*unseen_cell)).tobytes()
    nugget = share_near(seen, (0, 0, *seen.size), tk.GOLD, 30)
    assert (nugget > 0.03) == (peek["goal"] == "gold")


def test_public_view_has_no_private_pictures():
    view, names = public(scenes.start())
    assert images.private("saboteur", view, names, "en") == []


def test_summary_pictures_follow_the_round():
    """S-11.7 roles revealed at the round end; S-14 final standings; nothing mid-round."""
    assert images.summary("saboteur", *public(scenes.middle()), "en") is None
    assert images.summary("saboteur", *public(scenes.start()), "en") is None
    draft = images.summary("saboteur", *public(scenes.draft()), "en")
    assert draft.filename == "round.png"
    dealt_view, names = public(scenes.next_round())
    assert dealt_view["round"] == 2 and dealt_view["last"] is None
    assert images.summary("saboteur", dealt_view, names, "en").filename == "round.png"
    over_view, names = public(scenes.game_over())
    final = images.summary("saboteur", over_view, names, "en")
    assert final.filename == "standings.png"
    assert decoded(final).height > 60 + 40 * len(names)


def test_round_end_draws_the_gold_cards_to_share():
    """S-12.2: the gold cards counted out face up are public and drawn on the round end."""
    view, names = public(scenes.draft())
    assert view["draft"]["opened"]
    with_cards = decoded(images.summary("saboteur", view, names, "en"))
    without = decoded(images.summary("saboteur", {**view, "draft": None}, names, "en"))
    assert with_cards.height > without.height


def test_renders_are_identical_across_threads():
    """Renderers are pure and safe in worker threads: concurrent renders equal serial ones."""
    states = [scenes.start(3, seed=1), scenes.middle(), scenes.wide_late(), scenes.draft()]
    jobs = [
        (GAME.view(s, seat), scenes.names_for(s.n), locale)
        for s in states
        for seat in (None, 0)
        for locale in LOCALES
    ]

    def render(job):  # the drawing itself, not the cache of images.board
        view, names, locale = job
        words = sab.words_for(view, names, locale)
        if "you" in view:
            return tk.encode(sab_private.draw_private(view, words), "hand").data
        return tk.encode(sab_board.draw_board(view, words), "board").data

    serial = [render(job) for job in jobs]
    with ThreadPoolExecutor(max_workers=4) as pool:
        for _ in range(3):
            assert list(pool.map(render, jobs)) == serial


def name_strip(view, names, index: int, locale: str = "en") -> Image.Image:
    """The ``index``-th player's row of the players panel, name included."""
    image = decoded(images.board("saboteur", view, names, locale))
    return image.crop(sab_board.board_layout(view).player_row(index))


def test_accented_names_are_drawn_as_written():
    """Issue 10: Őrsi and Űrsula are no longer drawn as Orsi and Ursula."""
    view, _ = public(scenes.start(3, seed=1))
    accented, plain = ["Őrsi", "Űrsula", "Bob"], ["Orsi", "Ursula", "Bob"]
    assert (
        images.board("saboteur", view, accented, "hu").data
        != images.board("saboteur", view, plain, "hu").data
    )
    for index in (0, 1):  # the accent is drawn: the name's strip differs from the plain name's
        assert changed_pixels(name_strip(view, accented, index), name_strip(view, plain, index)) > 5
    assert changed_pixels(name_strip(view, accented, 2), name_strip(view, plain, 2)) == 0


def test_greek_and_cyrillic_names_are_drawn():
    view, _ = public(scenes.start(3, seed=1))
    names = ["Ωμέγα", "Жора", "Bob"]
    assert sab.words_for(view, names, "en").names == tuple(names)
    fallback = ["🐉", "🐉", "Bob"]  # nothing drawable: the seat's number is drawn instead
    for index in (0, 1):
        assert name_strip(view, names, index).tobytes() != name_strip(view, fallback, index).tobytes()


def test_characters_the_font_lacks_are_left_out_never_drawn_as_boxes():
    """Emoji and CJK are dropped: the board of "🐉 Zoë" is the board of "Zoë", byte for byte,
    and a name with nothing drawable left is drawn as its seat, in the picture's language."""
    view, _ = public(scenes.start(3, seed=1))
    for locale in LOCALES:
        dropped = images.board("saboteur", view, ["🐉 Zoë", "李小龙 Lee", "🐉"], locale).data
        seat = tk.display_name((), 2, locale)
        assert dropped == images.board("saboteur", view, ["Zoë", "Lee", seat], locale).data
    assert tk.display_name((), 2, "en") == "Seat 3" and tk.display_name((), 2, "hu") == "3. játékos"


@pytest.mark.parametrize(
    "kind,expected",
    [
        ("place", "last: {who} placed a card at {x},{y}"),
        ("rockfall", "last: {who} caused a rockfall at {x},{y}"),
        ("break", "last: {who} broke {target_name}'s {tool}"),
        ("repair", "last: {who} repaired {target_name}'s {tool}"),
        ("map", "last: {who} looked at a goal card at {x},{y}"),
        ("discard", "last: {who} passed"),
    ],
)
def test_last_move_caption_from_real_moves(kind, expected):
    """The header names the last move from public facts only: a map peek names the goal looked
    at, never what was under it (S-9.2); a discard is face down, so it reads as a pass (S-10.2)."""
    policy = scenes.preferring(kind, "break", "place")
    state = scenes.play(5, 41, policy, lambda s: (GAME.view(s, None)["last"] or {}).get("kind") == kind)
    view, names = public(state)
    last = view["last"]
    target_name = names[last["target"]] if "target" in last else None
    assert sab_board.last_move(last, sab.words_for(view, names, "en")) == expected.format(
        who=names[last["seat"]], target_name=target_name, **last
    )


@pytest.mark.parametrize(
    "kind,expected",
    [
        ("place", "legutóbb: {who} lerakott egy járatkártyát ({x}; {y})"),
        ("break", "legutóbb: {who} eltörte {target_name} {tool_hu}"),
        ("repair", "legutóbb: {who} megjavította {target_name} {tool_hu}"),
        ("discard", "legutóbb: {who} passzolt"),
    ],
)
def test_last_move_caption_in_hungarian(kind, expected):
    """The tool is named in the catalog's own case (S-GAP-8: csákány, lámpa, csille); no suffix
    is glued to a name."""
    policy = scenes.preferring(kind, "break", "place")
    state = scenes.play(5, 41, policy, lambda s: (GAME.view(s, None)["last"] or {}).get("kind") == kind)
    view, names = public(state)
    last = view["last"]
    target_name = names[last["target"]] if "target" in last else None
    tool_hu = {"pickaxe": "csákányát", "lantern": "lámpáját", "cart": "csilléjét"}.get(last.get("tool"))
    assert sab_board.last_move(last, sab.words_for(view, names, "hu")) == expected.format(
        who=names[last["seat"]], target_name=target_name, tool_hu=tool_hu, **last
    )


@pytest.mark.parametrize("locale", LOCALES)
def test_long_names_are_shortened_never_the_words_around_them(locale):
    """Hungarian review L20: the last move between two long names keeps every catalog word
    ("megjavította", "csilléjét"), only the names are shortened; so does the hand's title."""
    policy = scenes.preferring("repair", "break", "place")
    state = scenes.play(5, 41, policy, lambda s: (GAME.view(s, None)["last"] or {}).get("kind") == "repair")
    view = GAME.view(state, None)
    names = [f"{name} of the Deepest Mines of Moria" for name in scenes.names_for(5)]
    words = sab.words_for(view, names, locale)
    assert cut_off(lambda: sab_board.draw_board(view, words), names) == []
    _, texts = drawn_texts(lambda: sab_board.draw_board(view, words))
    short_names = sab.words_for(view, [f"@{seat}" for seat in range(5)], locale)
    catalog = [word for word in sab_board.last_move(view["last"], short_names).split() if "@" not in word]
    drawn = next(text.value for text in texts if text.value.startswith(catalog[0]))
    assert "…" in drawn and all(word in drawn.split() for word in catalog)
    seat_view = GAME.view(state, 2)  # the longest name

    def hand():
        return sab_private.draw_private(seat_view, sab.words_for(seat_view, names, locale))

    assert cut_off(hand, names) == [] and "…" in drawn_texts(hand)[1][0].value  # the title


@pytest.mark.parametrize("locale", LOCALES)
def test_a_long_round_note_takes_more_lines_never_cut(locale):
    """S-12.11: a round nobody was a saboteur in says so besides the leftover role card (S-4.11)
    and the finder: every word whole, on a second line when one is not enough (review L20)."""
    view, names = public(scenes.draft())
    result = view["round_results"][-1]
    unpaid = {**result, "roles": ["gold-digger"] * len(result["roles"]), "paid": False}
    quiet = {**view, "round_results": [*view["round_results"][:-1], unpaid]}
    words = sab.words_for(view, names, locale)
    assert cut_off(lambda: sab_summary.draw_round_end(quiet, words), names) == []
    longer = tk.text_width(sab_summary.round_note(unpaid, words), sab_parts.TEXT) > sab_summary.TITLE_ROOM
    taller = sab_summary.draw_round_end(quiet, words).height > sab_summary.draw_round_end(view, words).height
    assert taller == longer and (longer or locale == "en")


def test_hungarian_board_differs_from_english_only_in_words():
    """The table's language changes the header's words, and the players panel's once roles are
    public; the maze, its coordinates, the names and the tools are the same drawing, but for
    the names of the free cells, which read as the menus name them ("-1,0"; "-1; 0" in
    Hungarian, where "-1,0" would read as a decimal: issue 24, L13)."""
    for state, roles_public in ((scenes.middle(), False), (scenes.draft(), True)):
        view, english = board_of(state, "en")
        _, hungarian = board_of(state, "hu")
        layout = sab_board.board_layout(view)
        assert english.size == hungarian.size
        header = (0, 0, layout.width, sab_board.HEADER_H)
        assert mean_difference(english.crop(header), hungarian.crop(header)) > 1
        maze = layout.maze
        maze_box = (maze.left - 30, maze.top - 20, maze.left + maze.width, maze.top + maze.height)
        free = [
            maze.cell_box(x, y)
            for x, y in maze.cells()
            if (x, y) not in {(c["x"], c["y"]) for c in view["maze"]}
        ]
        assert changed_pixels(blank(english, free).crop(maze_box), blank(hungarian, free).crop(maze_box)) == 0
        assert changed_pixels(english.crop(maze_box), hungarian.crop(maze_box)) > 0  # the free cells' names
        panel = (layout.panel_left, layout.panel_top, layout.width, layout.height)
        assert (english.crop(panel).tobytes() != hungarian.crop(panel).tobytes()) == roles_public


@pytest.mark.parametrize(
    "make,seat",
    [(lambda: scenes.middle(4, seed=9), 2), (scenes.draft, None), (scenes.game_over, None)],
    ids=["private", "round-end", "standings"],
)
def test_every_picture_speaks_its_locale(make, seat):
    state = make()
    view, names = GAME.view(state, seat), scenes.names_for(state.n)
    if seat is None:
        english = [images.summary("saboteur", view, names, "en").data]
        hungarian = [images.summary("saboteur", view, names, "hu").data]
    else:
        english = [p.data for p in images.private("saboteur", view, names, "en")]
        hungarian = [p.data for p in images.private("saboteur", view, names, "hu")]
    assert len(english) == len(hungarian) and all(en != hu for en, hu in zip(english, hungarian, strict=True))


def test_card_names_in_the_hand_are_catalog_messages():
    """A hand entry's ``name`` is a message id of the game's catalog, drawn in the reader's
    language (a text that is no id is drawn as it is)."""
    view = GAME.view(scenes.middle(4, seed=9), 2)
    as_id = {**view, "you": {**view["you"], "hand": [{**view["you"]["hand"][0], "name": "img-map-gold"}]}}
    for locale, drawn in (("en", "Gold!"), ("hu", "Arany!")):
        as_text = {**as_id, "you": {**as_id["you"], "hand": [{**as_id["you"]["hand"][0], "name": drawn}]}}
        by_id = images.private("saboteur", as_id, scenes.names_for(4), locale)[0]
        assert by_id.data == images.private("saboteur", as_text, scenes.names_for(4), locale)[0].data


def shows_text(image: Image.Image, xy, value: str, size: int, anchor: str) -> bool:
    """``image`` shows ``value`` at ``xy``: compared with the text alone on an empty table."""
    expected, _ = tk.canvas(*image.size)
    tk.text(expected, xy, value, size, tk.INK, anchor)
    x0, y0, x1, y1 = ImageChops.difference(expected, Image.new("RGB", image.size, tk.BACKGROUND)).getbbox()
    box = (x0 - 10, y0 - 3, x1 + 4, y1 + 3)  # with room for a sign or digit the text lacks
    worst = ImageChops.difference(image.crop(box), expected.crop(box)).getextrema()
    return max(high for _, high in worst) < 60  # palette rounding only, no stroke of another glyph


def test_edges_carry_the_coordinates_players_type():
    """docs/saboteur-views.md: cells are typed as x,y; x labels the columns (top), y the rows
    (left side), y growing upwards."""
    view, image = board_of(scenes.middle())
    maze = sab_board.board_layout(view).maze
    assert (maze.x_step, maze.y_step, maze.staggered) == (1, 1, False)
    left, top, _, _ = maze.cell_box(maze.x_min, maze.y_max)
    for x in range(maze.x_min, maze.x_max + 1):
        x0, _, x1, _ = maze.cell_box(x, 0)
        assert shows_text(image, ((x0 + x1) / 2, top - sab_board.LABEL_GAP), str(x), maze.label_size, "md"), x
        assert not shows_text(
            image, ((x0 + x1) / 2, top - sab_board.LABEL_GAP), str(x + 1), maze.label_size, "md"
        ), x
    for y in range(maze.y_min, maze.y_max + 1):
        _, y0, _, y1 = maze.cell_box(0, y)
        assert shows_text(
            image, (left - sab_board.LABEL_GAP, (y0 + y1) / 2), str(y), maze.label_size, "rm"
        ), y
        assert not shows_text(
            image, (left - sab_board.LABEL_GAP, (y0 + y1) / 2), str(-y or 7), maze.label_size, "rm"
        ), y


def test_a_wide_maze_writes_every_other_x_coordinate_under_it():
    """A 10-player maze 41 columns wide: the x coordinates alternate between the top and the
    bottom so that each is written whole (issue 23: the coordinates the menus use)."""
    view, names = public(scenes.wide_late(10, seed=3))
    view = constructed_maze(view, [(x, 1) for x in range(9, 30)])
    image = decoded(images.board("saboteur", view, names, "en"))
    maze = sab_board.board_layout(view).maze
    assert maze.staggered and maze.x_step == 1
    _, top, _, _ = maze.cell_box(maze.x_min, maze.y_max)
    _, _, _, bottom = maze.cell_box(maze.x_max, maze.y_min)
    for x in range(maze.x_min, maze.x_max + 1):
        x0, _, x1, _ = maze.cell_box(x, 0)
        above = shows_text(image, ((x0 + x1) / 2, top - sab_board.LABEL_GAP), str(x), maze.label_size, "md")
        below = shows_text(
            image, ((x0 + x1) / 2, bottom + sab_board.LABEL_GAP), str(x), maze.label_size, "ma"
        )
        assert (above, below) == ((True, False) if maze.x_label(x) == "top" else (False, True)), x
    assert {maze.x_label(x) for x in range(maze.x_min, maze.x_max + 1)} == {"top", "bottom"}


def test_board_reads_nothing_of_a_seat_view_beyond_the_public_part():
    """Handed a seat's view by mistake, the board still shows only public facts (S-GAP-27)."""
    state = scenes.middle(5, seed=2)
    view, names = public(state)
    for locale in LOCALES:
        reference = images.board("saboteur", view, names, locale).data
        for seat in range(5):
            assert images.board("saboteur", GAME.view(state, seat), names, locale).data == reference


# ---------------------------------------------------------------- read at Discord's size (issue 23)
# (every picture of the seeded scenes, with the other games': test_images_legibility.py)


@pytest.mark.parametrize(
    "cells",
    [[(x, 1) for x in range(9, 30)], [(0, y) for y in range(1, 30)], [(x, 0) for x in range(-45, 0)]],
    ids=["very-wide", "very-tall", "far-west"],
)
def test_boards_of_huge_mazes_can_be_read_too(cells):
    """However far the maze grows, every coordinate written is readable; fewer are written."""
    view, names = public(scenes.wide_late(10, seed=3))
    view = constructed_maze(view, cells)
    assert_legible(
        lambda: sab_board.draw_board(view, sab.words_for(view, names, "en")), needs=("name", "turn")
    )


def test_the_checker_catches_a_board_with_too_small_coordinates(monkeypatch):
    """The text-size test fails when a text is drawn under the limit: the same board with its
    coordinates, counts and last move drawn 2 px smaller is caught."""
    view, names = public(scenes.middle())
    words = sab.words_for(view, names, "en")
    monkeypatch.setattr(sab_board, "TEXT", sab_parts.TEXT - 2)
    with pytest.raises(AssertionError, match=r"essential '-1': 8\.8 px on desktop"):
        assert_legible(lambda: sab_board.draw_board(view, words))


def test_the_cells_the_menus_offer_are_named_on_the_board():
    """`/game act` offers "Place T-junction at -1,0": each cell a card can be placed in carries
    its x,y in the cell, as large as every needed text."""
    state = scenes.middle()
    view, names = public(state)
    seat = GAME.waiting_for(state)[0]
    targets = {(a.x, a.y) for a in map(decode, GAME.legal_actions(state, seat)) if a.kind == "place"}
    assert targets
    _, texts = assert_legible(lambda: sab_board.draw_board(view, sab.words_for(view, names, "en")))
    written = {text.value for text in texts if text.size == sab_parts.TEXT}
    assert {f"{x},{y}" for x, y in targets} <= written
