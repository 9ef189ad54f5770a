"""Der Goldene Kompass pictures rendered from views of real seeded games (tests/support/kompass_scenes.py)
and of constructed positions (tests/support/kompass.py).

Assertions are about size, format and content properties (a pawn's colour at its space's centre,
the last move's line between spaces, the snow rim), never about exact pixels, except the no-leak
proof, which demands byte-identical public boards."""

from __future__ import annotations

import io

import pytest
from PIL import Image

import images
from images import kompass as kom
from images import kompass_board as kom_board
from images import kompass_parts as parts
from images import kompass_private as kom_private
from images import kompass_summary as kom_summary
from images import toolkit as tk
from rules.kompass import GAME
from rules.kompass.data import BOARD, TASKS
from tests.support import kompass_scenes as scenes
from tests.support.kompass import RICH_HAND, build, rich_seat
from tests.support.legibility import assert_legible

BOARD_BYTES = 300_000  # docs/architecture.md, performance budgets
PHONE_WIDTH = 1200
LOCALES = ("en", "hu")
MARGIN_BOTTOM = parts.MARGIN


def decoded(picture: images.Picture) -> Image.Image:
    image = Image.open(io.BytesIO(picture.data))
    assert image.format == picture.filename.rsplit(".", 1)[1].upper()
    return image.convert("RGB")


def drawn(state, locale: str = "en") -> Image.Image:
    view = GAME.view(state, None)
    return kom_board.draw_board(view, kom.words_for(view, scenes.names_for(state.n), locale))


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("scene", [scenes.start, scenes.middle, scenes.late, scenes.game_over])
def test_the_board_fits_a_phone_and_the_budget(scene, locale):
    state = scene()
    picture = images.board("kompass", GAME.view(state, None), scenes.names_for(state.n), locale)
    assert picture.filename == "board.png"
    assert len(picture.data) < BOARD_BYTES
    assert decoded(picture).width <= PHONE_WIDTH


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("scene", [scenes.middle, scenes.late])
def test_the_board_is_the_same_whatever_the_secrets(scene, locale):
    """K-GAP-34: hands, undone task cards and pile order are secret; two states that differ
    only in them give byte-identical boards."""
    state = scene()
    other = scenes.reshuffled_secrets(state, seed=11)
    assert [p.hand for p in other.players] != [p.hand for p in state.players]
    assert [p.task for p in other.players] != [p.task for p in state.players]
    assert other.lyra != state.lyra
    names = scenes.names_for(state.n)
    first = images.board("kompass", GAME.view(state, None), names, locale)
    second = images.board("kompass", GAME.view(other, None), names, locale)
    assert first.data == second.data


def test_pawns_stand_where_the_view_puts_them():
    """K-5.5: one pawn per track space; in a city (K-6.2) pawns stand in arrival order."""
    state = build(4, pos={0: 5, 1: 12, 2: 9, 3: 9})
    image, players = drawn(state), GAME.view(state, None)["players"]
    colours = {player["seat"]: tk.SEAT_COLOURS[player["colour"]] for player in players}
    assert image.getpixel(kom_board.space_centre(5)) == colours[0]
    assert image.getpixel(kom_board.space_centre(12)) == colours[1]
    assert [players[2]["slot"], players[3]["slot"]] == [1, 2]
    for seat in (2, 3):
        x, y = kom_board.city_pawn_centre(9, players[seat]["slot"])
        pawn = image.crop((x - 14, y - 14, x + 14, y + 14))  # its shape around the arrival number
        assert dict((colour, count) for count, colour in pawn.getcolors()).get(colours[seat], 0) > 25
    empty = image.getpixel(kom_board.space_centre(6))
    assert empty not in colours.values()


def test_the_last_move_is_drawn_along_the_route():
    """The turn's path, from the view's ``last``: a line on the track between the spaces the
    pawn passed, and none elsewhere."""
    state = build(3, pos={0: 3, 1: 20, 2: 30})
    move = next(a for a in GAME.legal_actions(state, 0) if a.verb == "mv")
    after = GAME.apply(state, 0, move).state
    last = GAME.view(after, None)["last"]
    assert last["seat"] == 0 and last["path"][0] == 3 and last["path"][-1] == after.players[0].pos
    image = drawn(after)

    def between(a: int, b: int) -> tuple[int, int]:
        (xa, ya), (xb, yb) = kom_board.space_centre(a), kom_board.space_centre(b)
        return (xa + xb) // 2, (ya + yb) // 2

    assert image.getpixel(between(3, 4)) == tk.HIGHLIGHT
    assert image.getpixel(between(25, 26)) != tk.HIGHLIGHT
    assert image.getpixel(between(3, 4)) != drawn(state).getpixel(between(3, 4))


def test_snow_fields_are_marked():
    """K-11: snow fields have a white rim; other experience spaces do not."""
    image = drawn(scenes.start())
    snow = [i for i, space in enumerate(BOARD) if space.kind == "snow"]
    plain = [i for i, space in enumerate(BOARD) if space.kind == "xp"]
    assert len(snow) == 4

    def near_snow(index: int) -> bool:
        x, y = kom_board.space_centre(index)
        pixel = image.getpixel((x + parts.SPACE_R + 3, y))
        return max(abs(a - b) for a, b in zip(pixel, parts.SNOW, strict=True)) <= 12

    assert all(near_snow(index) for index in snow)
    assert not any(near_snow(index) for index in plain)


def test_every_track_space_shows_the_number_the_texts_name_it_by():
    """The last move, the panels and the menus name a track space "space 14" (views.space_name)
    and a city or the goal by name: the board draws each such number, large enough to read at
    Discord's size, on a tag just above the space, pawn or not; cities and the goal show names."""
    state = build(4, pos={0: 5, 1: 12, 2: 9, 3: 9})
    view = GAME.view(state, None)
    _, texts = assert_legible(
        lambda: kom_board.draw_board(view, kom.words_for(view, scenes.names_for(4), "en"))
    )
    drawn_words = {text.value for text in texts if text.role == "essential"}
    numbered = [index for index, space in enumerate(BOARD) if space.kind not in ("city", "goal")]
    assert {str(index) for index in numbered} <= drawn_words
    assert {"Oxford", "London", "Goal"} <= drawn_words
    image = drawn(state)
    for index in (5, 6, 12):  # with a pawn and without
        x, y = kom_board.space_centre(index)
        tag = image.getpixel((x - kom_board.NUMBER_W // 2 + 3, y - parts.SPACE_R - 3))
        assert tag == tk.INK_DARK


def test_the_board_says_whose_decision_it_is_in_both_languages():
    """The header changes with the awaited seat and the language."""
    state = scenes.middle()
    assert drawn(state, "en").tobytes() != drawn(state, "hu").tobytes()
    other_turn = build(4, seat=1)
    same_table = build(4, seat=2)
    assert drawn(other_turn).tobytes() != drawn(same_table).tobytes()


# ---------------------------------------------------------------- private pictures


def test_the_hand_is_drawn_as_its_cards():
    """Each card of the seat's hand at its place: Lyra cards in their colour (K-DEC-4), Pan
    cards on their light face (K-DEC-5); one picture under the budget."""
    state = rich_seat()
    view = GAME.view(state, 0)
    [picture] = images.private("kompass", view, scenes.names_for(3), "en")
    assert picture.filename == "hand.png" and len(picture.data) < BOARD_BYTES
    image = kom_private.draw_private(view, kom.words_for(view, scenes.names_for(3), "en"))
    assert image.width <= PHONE_WIDTH
    hand = kom_private.sorted_hand(view["you"]["hand"])
    for index, card in enumerate(hand):
        x, top, _, _ = kom_private.hand_card_box(index)
        face = tk.SEAT_COLOURS[card["colour"]] if card["type"] == "lyra" else tk.TUNNEL
        assert image.getpixel((x + 8, top + 40)) == face
    assert [card["type"] for card in hand] == ["lyra"] * 3 + ["pan"] * 5


@pytest.mark.parametrize("locale", LOCALES)
def test_the_private_picture_shows_nothing_of_another_seat(locale):
    """K-GAP-34: the others' hands and tasks and the piles' order change nothing on it."""
    state = scenes.middle()
    other = scenes.reshuffled_secrets(state, seed=5, keep_seat=1)
    assert [p.hand for p in other.players] != [p.hand for p in state.players]
    assert other.players[1].hand == state.players[1].hand
    names = scenes.names_for(state.n)
    mine = images.private("kompass", GAME.view(state, 1), names, locale)
    again = images.private("kompass", GAME.view(other, 1), names, locale)
    assert [p.data for p in mine] == [p.data for p in again]


def test_the_task_shows_how_far_the_seat_is_from_each_requirement():
    """K-9.1: the task's requirements against the seat's own experience. Iorek's Armour asks
    for bear and Dust: more bear changes the picture, more witch experience (not asked for,
    shown on the board only) does not."""
    assert {emblem.xp for emblem in TASKS["t5"].emblems} == {"bear", "dust"}

    def picture(**xp: int) -> bytes:
        state = build(3, hands={0: RICH_HAND}, tasks={0: "t5"}, xp={0: {"bear": 3, "dust": 1, **xp}})
        view = GAME.view(state, 0)
        return kom_private.draw_private(view, kom.words_for(view, scenes.names_for(3), "en")).tobytes()

    assert picture(bear=4) != picture()
    assert picture(witch=5) == picture()


def test_no_private_picture_without_a_seat():
    assert images.private("kompass", GAME.view(scenes.start(), None), scenes.names_for(4), "en") == []


# ---------------------------------------------------------------- round end and standings


@pytest.mark.parametrize("locale", LOCALES)
def test_a_new_round_shows_the_race_after_the_last_one(locale):
    state = scenes.round_begun()
    view = GAME.view(state, None)
    picture = images.summary("kompass", view, scenes.names_for(4), locale)
    assert picture.filename == "round.png" and len(picture.data) < BOARD_BYTES
    assert decoded(picture).width <= PHONE_WIDTH
    other = scenes.reshuffled_secrets(state, seed=3)
    assert images.summary("kompass", GAME.view(other, None), scenes.names_for(4), locale).data == picture.data


def test_no_summary_within_a_round_or_at_the_first_one():
    assert images.summary("kompass", GAME.view(scenes.start(), None), scenes.names_for(4), "en") is None
    assert images.summary("kompass", GAME.view(scenes.middle(), None), scenes.names_for(4), "en") is None
    state = scenes.round_begun()
    seat = GAME.waiting_for(state)[0]
    drawn_once = GAME.apply(state, seat, GAME.legal_actions(state, seat)[-1]).state
    assert images.summary("kompass", GAME.view(drawn_once, None), scenes.names_for(4), "en") is None


@pytest.mark.parametrize("locale", LOCALES)
def test_the_final_standings_follow_the_outcome(locale):
    """K-12.2 to K-12.4: the places as the engine's outcome ranks them, its words included."""
    state = scenes.game_over()
    view = GAME.view(state, None)
    outcome = GAME.outcome(state)
    assert view["final"]["winners"] == list(outcome.winners)
    picture = images.summary("kompass", view, scenes.names_for(4), locale)
    assert picture.filename == "standings.png" and len(picture.data) < BOARD_BYTES
    image = kom_summary.draw_standings(view, kom.words_for(view, scenes.names_for(4), locale))
    ranked = sorted(range(4), key=lambda seat: -outcome.scores[seat])
    top = image.height - parts.MARGIN - 4 * kom_summary.STANDING_H
    for row, seat in enumerate(ranked):
        x, y = kom_summary.standing_pawn(top, row)
        colour = tk.SEAT_COLOURS[view["players"][seat]["colour"]]
        assert image.getpixel((x + 12, y + 12)) == colour
