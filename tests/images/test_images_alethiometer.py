"""Alethiometer pictures rendered from views of real seeded games (tests/support/alethiometer_scenes.py)
and of constructed situations (tests/support/alethiometer.py ``build``).

Assertions are about size, format and content properties (the needle where the view's spin
points, Lyra's marker on her box, a scored tile on its scoring space), never exact pixels,
except the no-leak proofs, which demand byte-identical pictures."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest
from PIL import Image

import images
from images import alethiometer as ale
from images import alethiometer_board as ale_board
from images import alethiometer_parts as ale_parts
from images import alethiometer_private as ale_private
from images import alethiometer_summary as ale_summary
from images import toolkit as tk
from rules.alethiometer import GAME, data
from rules.core import SeatRef
from tests.support import alethiometer_scenes as scenes
from tests.support.alethiometer import act, build

BYTES = 300_000  # docs/architecture.md, performance budgets
LOCALES = ("en", "hu")
NAMES = scenes.names_for(4)


def decoded(picture: images.Picture) -> Image.Image:
    image = Image.open(io.BytesIO(picture.data))
    assert image.format == picture.filename.rsplit(".", 1)[1].upper()
    return image.convert("RGB")


def distance(a, b) -> float:
    return sum((x - y) ** 2 for x, y in zip(a, b, strict=False)) ** 0.5


def near(image: Image.Image, xy, color, tolerance: float = 40) -> bool:
    return distance(image.getpixel((round(xy[0]), round(xy[1]))), color) <= tolerance


def share_near(image: Image.Image, box, color, tolerance: float = 30) -> float:
    pixels = list(image.crop(box).get_flattened_data())
    return sum(1 for pixel in pixels if distance(pixel, color) <= tolerance) / len(pixels)


def drawn(view, locale: str = "en") -> Image.Image:
    return ale_board.draw_board(view, ale.words_for(view, NAMES, locale))


@pytest.fixture(scope="module", params=list(scenes.SCENES))
def scene(request):
    return request.param, scenes.SCENES[request.param]()


@pytest.mark.parametrize("locale", LOCALES)
def test_every_picture_is_phone_sized_and_within_budget(scene, locale):
    """Issue 12: at most about 1,200 px wide; every picture under 300 KB (docs/architecture.md)."""
    _, state = scene
    n = state.n
    pictures = [images.board("alethiometer", GAME.view(state, None), NAMES[:n], locale)]
    pictures += images.private("alethiometer", GAME.view(state, 0), NAMES[:n], locale)
    summary = images.summary("alethiometer", GAME.view(state, None), NAMES[:n], locale)
    pictures += [summary] if summary else []
    for picture in pictures:
        image = decoded(picture)
        assert len(picture.data) < BYTES
        assert 600 <= image.width <= 1200


@pytest.mark.parametrize("locale", LOCALES)
def test_public_board_ignores_hidden_information(scene, locale):
    """A-DEC-10, docs/architecture.md no-leak: hands and the Lyra deck, the values of tiles held face
    down, the undealt and the unrevealed dealt characters and the Truth bag's order dealt
    differently give the byte-identical board and summary, in both languages."""
    _, state = scene
    names = NAMES[: state.n]
    board = images.board("alethiometer", GAME.view(state, None), names, locale).data
    summary = images.summary("alethiometer", GAME.view(state, None), names, locale)
    for seed in (1, 2, 3):
        other = scenes.reshuffled_secrets(state, seed)
        assert GAME.to_dict(other) != GAME.to_dict(state)
        assert any(GAME.view(other, seat) != GAME.view(state, seat) for seat in range(state.n))
        assert images.board("alethiometer", GAME.view(other, None), names, locale).data == board
        again = images.summary("alethiometer", GAME.view(other, None), names, locale)
        assert (again and again.data) == (summary and summary.data)


@pytest.mark.parametrize("locale", LOCALES)
def test_private_picture_ignores_other_seats_secrets(scene, locale):
    """A-DEC-10: a seat's picture depends on its own secrets only."""
    _, state = scene
    names = NAMES[: state.n]
    mine = [p.data for p in images.private("alethiometer", GAME.view(state, 1), names, locale)]
    other = scenes.reshuffled_secrets(state, 7, keep_seat=1)
    assert GAME.view(other, 1) == GAME.view(state, 1)
    assert [p.data for p in images.private("alethiometer", GAME.view(other, 1), names, locale)] == mine


@pytest.mark.parametrize("position", range(1, 9))
def test_dial_needle_points_where_the_view_spun(position):
    """A-7.1, A-DEC-3: the red end of the needle lies on the spun position, and only there."""
    view = GAME.view(build(3, spin=position), None)
    assert view["spin"]["position"] == position
    image = drawn(view)
    for other in range(1, 9):
        assert near(image, ale_board.needle_tip(other), ale_parts.NEEDLE_RED) == (other == position)


def test_no_needle_before_the_spin():
    view = GAME.view(scenes.choosing(), None)
    assert view["spin"] is None
    image = drawn(view)
    assert not any(near(image, ale_board.needle_tip(p), ale_parts.NEEDLE_RED) for p in range(1, 9))


@pytest.mark.parametrize("box", [0, 1, 8, 9, 10, 18, 22, 27])
def test_lyra_marker_stands_on_the_view_box(box):
    """A-DEC-2: Lyra's marker on the box of the view's ``lyra.box``, on no other."""
    part = max(1, data.TRACK[box].part)
    view = GAME.view(build(3, part=part, lyra=box), None)
    assert view["lyra"]["box"] == box
    image = drawn(view)
    for other in range(len(data.TRACK)):
        assert near(image, ale_board.lyra_point(other), tk.GOLD) == (other == box)


def test_scored_tile_is_drawn_on_its_scoring_space_with_the_owner_token():
    """A-13.5/A-13.8: a scored tile lies on the next space of its location with the Symbol token
    of the player who scored it; the other spaces stay empty."""
    state = build(3, part=3, lyra=20, scored={2: [("t3", 0), ("t9", 0)], 0: [("t14", 1)]})
    view = GAME.view(state, None)
    image = drawn(view)
    expected = {("svalbard", 0): 2, ("svalbard", 1): 2, ("lights", 0): 0}
    for location in data.SCORING_LOCATIONS:
        for index in range(data.SCORING_SPACES):
            slot = ale_board.scoring_slot(location, index)
            covered = share_near(image, slot, ale_parts.CARD_FACE) > 0.3
            assert covered == ((location, index) in expected)
            if covered:
                token = ((slot[0] + slot[2]) / 2, slot[3] - 12)
                colour = tk.SEAT_COLOURS[data.COLOURS[expected[location, index]]]
                assert near(image, token, colour)


def test_awaited_seat_is_framed():
    view = GAME.view(scenes.early(), None)
    image = drawn(view)
    for seat in range(view["players"]):
        left, top, _, _ = ale_board.player_rect(seat)
        assert near(image, (left + 30, top + 1), tk.HIGHLIGHT) == (seat in view["awaited"])


def test_hand_picture_draws_every_card_by_kind():
    state = build(3, hands={1: ("ermine", "sun", "spyfly", "wild", "goose", "goose", "anchor")})
    view = GAME.view(state, 1)
    image = ale_private.draw_private(view, ale.words_for(view, NAMES[:3], "en"))
    for index, card in enumerate(view["you"]["hand"]):
        left, top, right, _ = ale_private.hand_card_box(index)
        assert near(image, ((left + right) / 2, top + 14), ale_parts.KIND_COLORS[card["kind"]], 10)
    left, top, right, _ = ale_private.hand_card_box(len(view["you"]["hand"]))
    assert not near(image, ((left + right) / 2, top + 14), ale_parts.CARD_FACE)


def test_dealt_characters_shown_until_one_is_kept():
    """A-5.2: the two dealt characters, in their deck's colour, until the ally is chosen."""
    state = scenes.choosing()
    seat = GAME.waiting_for(state)[0]
    view = GAME.view(state, seat)
    deck = view["you"]["dealt"][0]["deck"]
    before = ale_private.draw_private(view, ale.words_for(view, NAMES, "en"))
    keep = next(a for a in GAME.legal_actions(state, seat) if a.code.startswith("keep:"))
    after_view = GAME.view(GAME.apply(state, seat, keep).state, seat)
    after = ale_private.draw_private(after_view, ale.words_for(after_view, NAMES, "en"))
    box = (0, 0, before.width, before.height)
    assert share_near(before, box, ale_parts.DECK_COLORS[deck], 8) > 0.005
    assert share_near(after, (0, 0, after.width, after.height), ale_parts.DECK_COLORS[deck], 8) == 0
    assert after.height < before.height


def test_cards_seen_through_an_ability_are_drawn_for_that_seat_only():
    """A-DEC-10: a card seen in another hand is shown to the seat that saw it, as a card."""
    state = build(3, hands={0: ("leopard",), 2: ("hourglass", "wild")})
    seen = next(c for c in state.hands[2] if data.ALL_CARDS[c] == "hourglass")
    knowing = GAME.view(replace(state, known=frozenset({(seen, 0)})), 0)
    plain = GAME.view(state, 0)
    assert knowing["you"]["seen_cards"] == {"2": [{"id": seen, "kind": "hourglass"}]}
    with_seen = ale_private.draw_private(knowing, ale.words_for(knowing, NAMES[:3], "en"))
    without = ale_private.draw_private(plain, ale.words_for(plain, NAMES[:3], "en"))
    assert with_seen.height == without.height + ale_private.HEADING_H + ale_private.CARD_H + 10
    x, y = (
        ale_parts.MARGIN + ale_private.CARD_W / 2,
        without.height - ale_parts.MARGIN + ale_private.HEADING_H + 14,
    )
    assert near(with_seen, (x, y), ale_parts.KIND_COLORS["hourglass"], 10)


def test_own_tiles_are_drawn_with_their_values():
    state = build(3, tiles={1: ("t2", "t1")})
    view = GAME.view(state, 1)
    assert [t["value"] for t in view["you"]["tiles"]] == [data.TILES["t2"].value, 0]
    image = ale_private.draw_private(view, ale.words_for(view, NAMES[:3], "en"))
    plain = GAME.view(build(3), 1)
    plain_height = ale_private.draw_private(plain, ale.words_for(plain, NAMES[:3], "en")).height
    assert image.height == plain_height + ale_private.HEADING_H + ale_private.TILE_ROW_H


def test_public_view_has_no_private_pictures():
    assert images.private("alethiometer", GAME.view(scenes.early(), None), NAMES, "en") == []


def test_summary_follows_the_phase():
    """A-12: the draft at a part's end; A-15: the final score; nothing during a part."""
    assert images.summary("alethiometer", GAME.view(scenes.early(), None), NAMES, "en") is None
    assert images.summary("alethiometer", GAME.view(scenes.choosing(), None), NAMES, "en") is None
    draft = images.summary("alethiometer", GAME.view(scenes.part_end(), None), NAMES, "en")
    final = images.summary("alethiometer", GAME.view(scenes.over(), None), NAMES, "en")
    assert draft is not None and final is not None
    assert decoded(draft).size != decoded(final).size


def test_final_score_highlights_the_winners_row():
    """A-15.9: the winners' rows are drawn on a lighter band, the others not."""
    view = GAME.view(scenes.over(), None)
    image = ale_summary.draw_final(view, ale.words_for(view, NAMES, "en"))
    totals = [row["total"] for row in view["scores"]]
    ranking = sorted(range(len(totals)), key=lambda seat: (-totals[seat], seat))
    for row, seat in enumerate(ranking):
        y = ale_summary.final_row_top(row) + 24
        assert near(image, (ale_summary.SUMMARY_W - 30, y), tk.SURFACE, 4) == (totals[seat] == max(totals))


def test_last_turn_path_is_highlighted_and_only_it():
    """The boxes Lyra moved through in the last completed turn are filled, the others not."""
    state = scenes.last_scored()
    view = GAME.view(state, None)
    path = view["last"]["path"]
    assert len(path) >= 2 and path[-1] == view["lyra"]["box"]
    image, unmarked = drawn(view), drawn(dict(view, last=None))
    for box in data.TRACK:
        usual = ale_parts.DESTINATION_BOX if box.kind == "destination" else ale_parts.TRACK_BOX
        expected = ale_parts.PATH_BOX if box.index in path else usual
        assert near(image, ale_board.path_point(box.index), expected, 12), box
        assert near(unmarked, ale_board.path_point(box.index), usual, 12), box


def test_tile_scored_in_the_last_turn_is_ringed_on_its_location_A_13_5():
    view = GAME.view(scenes.last_scored(), None)
    mark = view["last"]["scored"][0]
    tiles = view["scoring_places"][mark["location"]]
    image = drawn(view)
    for index, tile in enumerate(tiles):
        left, top, _, bottom = ale_board.ring(ale_board.scoring_slot(mark["location"], index))
        ringed = near(image, (left + 1, (top + bottom) / 2), tk.HIGHLIGHT, 12)
        assert ringed == (tile["id"] == mark["tile"]["id"])


def test_location_a_tile_was_taken_from_is_ringed_A_10_2():
    view = GAME.view(scenes.last_taken(), None)
    taken = {mark["location"] for mark in view["last"]["taken"]}
    image = drawn(view)
    for location in data.TILE_LOCATIONS:
        left, top, _, bottom = ale_board.stack_rect(location)
        assert near(image, (left + 1, (top + bottom) / 2), tk.HIGHLIGHT, 12) == (location in taken)


@pytest.mark.parametrize("locale", LOCALES)
def test_last_turn_caption_says_whose_turn_and_what_happened(locale):
    view = GAME.view(scenes.last_scored(), None)
    words = ale.words_for(view, NAMES, locale)
    last = view["last"]
    line = ale_board.last_turn_line(last, words)
    assert line.startswith(words("ale-img-last", player=SeatRef(last["seat"])))
    assert words("ale-img-last-moved", count=len(last["path"]) - 1) in line
    scorer = last["scored"][0]
    location = words(data.LOCATION_NAMES[scorer["location"]])
    assert words("ale-img-last-scored", player=SeatRef(scorer["seat"]), location=location) in line


@pytest.mark.parametrize("locale", LOCALES)
def test_last_turn_caption_names_a_tile_stolen_by_an_ally_A_10_4(locale):
    """A tile stolen in the last turn (here by Iorek Byrnison's ability) is in the caption: who
    stole it from whom, and where the tile comes from (public, A-DEC-10)."""
    state = build(n=3, part=2, lyra=11, spin=3, allies={0: "Iorek Byrnison"}, tiles={1: ["t6"]})
    state = act(act(state, 0, "ally:1"), 0, "end")
    view = GAME.view(state, None)
    words = ale.words_for(view, NAMES, locale)
    line = ale_board.last_turn_line(view["last"], words)
    stolen = words(
        "ale-img-last-stolen", player=SeatRef(0), victim=SeatRef(1), location=words("ale-loc-jordan")
    )
    assert stolen in line and NAMES[1] in line


@pytest.mark.parametrize("locale", LOCALES)
def test_sky_ferry_choice_names_who_chooses_and_the_options_A_12_3(locale):
    """The holder pays Magisterium score plus one Lyra cards or one of two new Truth tokens;
    once chosen, the board says which."""
    state = scenes.ferry_choice()
    view = GAME.view(state, None)
    seat = view["decision"]["seat"]
    assert view["decision"]["kind"] == "ferry" and view["sky_ferry"] == seat
    words = ale.words_for(view, NAMES, locale)
    cost = view["seats"][seat]["magisterium"] + 1
    assert view["seats"][seat]["hand_size"] >= cost
    choose = words("ale-img-ferry-choose", player=SeatRef(seat), count=cost)
    assert choose in ale_board.ferry_line(view, words)
    poor = dict(view, seats=[dict(s, hand_size=0) for s in view["seats"]])
    assert words("ale-img-ferry-must-truth", player=SeatRef(seat)) in ale_board.ferry_line(poor, words)
    line_box = (
        0,
        ale_board.INFO_TOP + 2 * ale_parts.LINE,
        ale_parts.WIDTH,
        ale_board.INFO_TOP + 3 * ale_parts.LINE,
    )
    without = dict(view, decision=None)
    assert drawn(view, locale).crop(line_box).tobytes() != drawn(without, locale).crop(line_box).tobytes()
    chose = GAME.apply(state, seat, GAME.legal_actions(state, seat)[-1]).state
    after = GAME.view(chose, None)
    assert after["ferry_choice"] == {"seat": seat, "option": "b"}
    said = words("ale-img-ferry-chose", player=SeatRef(seat), option="b")
    assert said in ale_board.ferry_line(after, ale.words_for(after, NAMES, locale))


def _ink_margins(face: Image.Image, box: tuple[int, int, int, int], ground) -> tuple[int, int]:
    """How far the text drawn in ``box`` of a card face stays from the box's left and right
    edges: the columns of pixels that differ from the ``ground`` colour."""
    left, top, right, bottom = box
    columns = [
        x
        for x in range(left + 4, right - 3)  # inside the rounded edge and its outline
        for y in range(top + 4, bottom - 3)
        if sum(abs(a - b) for a, b in zip(face.getpixel((x, y)), ground, strict=True)) > 60
    ]
    return min(columns) - left, right - max(columns)


@pytest.mark.parametrize("locale", LOCALES)
def test_a_lyra_cards_family_and_name_stay_clear_of_the_band_and_card_edges(locale):
    """Review hungarian-2 N40: "szimbólum" filled the hand picture's card band from edge to
    edge. Every family label keeps 8 px (4 px as Discord shows it) to both edges of its band,
    and every card name to both edges of the card, in both languages (A-DEC-5: the Lyra cards)."""
    clear = 8
    for kind in data.CARD_NAMES:
        face = ale_private.card_face(kind, locale).convert("RGB")
        band = ale_private.BAND
        assert min(_ink_margins(face, band, ale_parts.KIND_COLORS[kind])) >= clear, (kind, locale)
        name_box = (0, band[3] + 4, ale_private.CARD_W - 1, ale_private.CARD_H - 1)
        assert min(_ink_margins(face, name_box, ale_parts.CARD_FACE)) >= clear, (kind, locale)
    # the longest family word at the font's full width would not fit: the narrowing is needed
    family = tk.Words("hu", ())("ale-img-card-family", family="symbol")
    assert tk.text_width(family, ale_parts.TEXT) > ale_private.LABEL_ROOM
