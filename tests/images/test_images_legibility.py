"""Every picture of every game, drawn from its seeded scenes in both languages
(tests/support/pictures.py), can be read where Discord shows it (issue 23) and has no catalog
word cut off (Hungarian review L20). The cases proving the checks fail:
``test_images_toolkit.test_assert_legible_fails_on_a_picture_with_too_small_text``,
``test_images_saboteur.test_the_checker_catches_a_board_with_too_small_coordinates`` and
``test_a_word_cut_off_is_caught`` below."""

from __future__ import annotations

import pytest

import rules
from images import toolkit as tk
from tests.support.legibility import assert_legible, cut_off
from tests.support.pictures import EVERY_PICTURE

LOCALES = ("en", "hu")


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("game_id", list(rules.GAMES))
def test_every_picture_can_be_read_where_discord_shows_it(game_id, locale):
    """Issue 23: fitted into 550 x 350 every word a player needs is at least 10 px high, names
    and whose turn at least 7 px at 330 px wide, and the channel pictures are landscape; the
    board names the players and whose turn it is."""
    for picture in EVERY_PICTURE[game_id](locale):
        assert_legible(picture.render, channel=picture.landscape, needs=picture.needs)


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("game_id", list(rules.GAMES))
def test_no_word_is_cut_off(game_id, locale):
    """Hungarian review L20 ("Macs…" on Kompass, "Jordan Kollégi…" on Alethiometer): every
    catalog word on a picture is drawn whole; only a player's name too long for its place may
    be shortened."""
    for picture in EVERY_PICTURE[game_id](locale):
        assert cut_off(picture.render, picture.names) == [], picture.kind


def test_a_word_cut_off_is_caught():
    """The check itself: a word shortened to fit its place is reported, a player's name (after
    its place in a ranking) is not, and a word that fits is left alone."""

    def drawing(text: str):
        def render():
            image, _ = tk.canvas(400, 100)
            tk.text(image, (10, 10), tk.fit(text, 20, 120), 20)
            return image

        return render

    assert cut_off(drawing("Jordan Kollégium"), names=("Jordan",)) == ["Jordan Kollégium"]
    assert cut_off(drawing("1. Carolina the Magnificent"), names=("Carolina the Magnificent",)) == []
    assert cut_off(drawing("Jordan"), names=()) == []
