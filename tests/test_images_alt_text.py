"""Alt text of the pictures (issue 13, "Hold the line"): every picture the bot sends carries a
description from the catalogs, in the picture's language, from the same view as the picture:
never a secret on a public picture, the owner's own facts on a private one."""

from __future__ import annotations

import random
import re

import pytest

import images
from rules.alethiometer import GAME as ALETHIOMETER
from rules.kompass import GAME as KOMPASS
from rules.saboteur import GAME as SABOTEUR
from tests import alethiometer_scenes, images_scenes, kompass_scenes
from tests.discord_harness import CARD_ID, open_and_start, play_by_verb

LOCALES = ("en", "hu")
GAMES = {"saboteur": SABOTEUR, "kompass": KOMPASS, "alethiometer": ALETHIOMETER}
SCENES = {
    "saboteur": (
        images_scenes,
        [
            lambda: images_scenes.start(5, seed=1),
            lambda: images_scenes.play(
                6,
                21,
                images_scenes.preferring("break", "place"),
                lambda s: SABOTEUR.view(s, None)["deck"] < 20,
            ),
            lambda: images_scenes.play(
                5, 17, images_scenes.preferring("map"), lambda s: bool(SABOTEUR.view(s, 0)["you"]["peeks"])
            ),
            lambda: images_scenes.draft(5, seed=7),
            lambda: images_scenes.game_over(6, seed=6),
        ],
    ),
    "kompass": (
        kompass_scenes,
        [
            kompass_scenes.middle,
            lambda: kompass_scenes.play(4, 2, lambda s: s.round == 5),
            kompass_scenes.game_over,
        ],
    ),
    "alethiometer": (
        alethiometer_scenes,
        [alethiometer_scenes.busy, alethiometer_scenes.part_end, alethiometer_scenes.over],
    ),
}
KINDS = {
    "saboteur": {"board", "hand", "round", "standings"},
    "kompass": {"board", "hand", "round", "standings"},
    "alethiometer": {"board", "hand", "summary"},
}


def pictures_of(game_id: str, state, locale: str):
    """Every picture of ``state`` with the view it was drawn from: board and summary from the
    public view, seat 0's pictures from its own."""
    game, names = GAMES[game_id], SCENES[game_id][0].names_for(state.n)
    public, mine = game.view(state, None), game.view(state, 0)
    for picture in (
        images.board(game_id, public, names, locale),
        images.summary(game_id, public, names, locale),
    ):
        if picture is not None:
            yield picture, public, names
    for picture in images.private(game_id, mine, names, locale):
        yield picture, mine, names


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_picture_kind_has_alt_text_in_both_languages_within_discords_limit(game_id):
    seen: set[str] = set()
    for make in SCENES[game_id][1]:
        state = make()
        described = {}
        for locale in LOCALES:
            for picture, view, names in pictures_of(game_id, state, locale):
                said = images.alt_text(game_id, picture.kind, view, names, locale)
                assert said.strip() and len(said) <= images.MAX_ALT_TEXT, (picture.kind, said)
                assert "{" not in said and "img-" not in said and "-img-" not in said, said
                described[picture.kind, locale] = said
                seen.add(picture.kind)
        for kind in {kind for kind, _ in described}:
            assert described[kind, "en"] != described[kind, "hu"], f"{kind}: the same in both languages"
    assert seen == KINDS[game_id]


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("game_id", list(GAMES))
def test_public_alt_text_is_the_same_whatever_the_secrets(game_id, locale):
    """S-GAP-27, K-GAP-34, A-DEC-10: two states that differ only in secrets (hands, roles,
    decks, face-down goals and tiles) give the same alt text for the board and the summary."""
    scenes, makes = SCENES[game_id]
    game = GAMES[game_id]
    for make in makes:
        state = make()
        names = scenes.names_for(state.n)
        other = scenes.reshuffled_secrets(state, 3)
        assert any(game.view(other, seat) != game.view(state, seat) for seat in range(state.n))
        summary = images.summary(game_id, game.view(state, None), names, locale)
        for kind in ["board"] + ([summary.kind] if summary else []):
            public = [
                images.alt_text(game_id, kind, game.view(s, None), names, locale) for s in (state, other)
            ]
            assert public[0] == public[1], kind


@pytest.mark.parametrize("game_id", list(GAMES))
def test_private_alt_text_tells_the_owners_facts_and_nobody_elses(game_id):
    scenes, makes = SCENES[game_id]
    game = GAMES[game_id]
    state = makes[0]()
    names = scenes.names_for(state.n)
    other = scenes.reshuffled_secrets(state, 5, keep_seat=1)
    for picture in images.private(game_id, game.view(state, 1), names, "en"):
        mine = [images.alt_text(game_id, picture.kind, game.view(s, 1), names, "en") for s in (state, other)]
        assert mine[0] == mine[1] and names[1] in mine[0], picture.kind


def test_the_saboteur_hand_and_role_say_what_the_pictures_show():
    """The one private picture (issue 23): title, round and count, the role badge, then one line
    a card; the map strip once the seat has looked at a goal."""
    state = images_scenes.middle(5, seed=2)
    names = images_scenes.names_for(5)
    view = SABOTEUR.view(state, 0)
    you = view["you"]
    hand = images.alt_text("saboteur", "hand", view, names, "en")
    assert hand.startswith("Your hand, Alice\n") and f"{len(you['hand'])} cards" in hand
    assert len(hand.splitlines()) == 3 + len(you["hand"])
    in_hungarian = images.alt_text("saboteur", "hand", view, names, "hu").splitlines()
    role = {"saboteur": "Szabotőr", "gold-digger": "Aranyásó"}[you["role"]]
    assert in_hungarian[2].startswith(f"{role}: ")
    peeker = images_scenes.play(
        5, 17, images_scenes.preferring("map"), lambda s: bool(SABOTEUR.view(s, 0)["you"]["peeks"])
    )
    peek = SABOTEUR.view(peeker, 0)["you"]["peeks"][0]
    seen = images.alt_text("saboteur", "hand", SABOTEUR.view(peeker, 0), names, "en").splitlines()[3]
    verdict = {"gold": "Gold!", "stone": "Stone"}[peek["goal"]]
    assert seen.startswith("Your map: ") and f"{peek['x']},{peek['y']}: {verdict}" in seen


def test_alt_text_is_cut_to_discords_limit():
    """A Kompass final standings lists one line per player with its reasons; however long the
    names, the description stays within 1024 characters."""
    state = kompass_scenes.game_over()
    names = [f"{letter * 300}" for letter in "ABCD"]
    said = images.alt_text("kompass", "standings", KOMPASS.view(state, None), names, "en")
    assert len(said) == images.MAX_ALT_TEXT and said.endswith("…")


def test_a_game_without_pictures_has_no_alt_text():
    assert images.alt_text("no-such-game", "board", {}, ["Ann"], "en") == ""


ROLE_WORD = re.compile(r"\b(saboteur|gold-digger)s?\b")


async def test_every_picture_the_bot_sends_is_described(world):
    """Board posts and hand DMs of a real game on the simulated Discord: every attachment has
    alt text; the channel's tell no card and, while roles are hidden, no role."""
    await open_and_start(world)
    rng = random.Random(3)
    for _ in range(6):
        await play_by_verb(world, await world.awaited_player(), rng)
    posted = [a for m in world.public_messages() for a in m.attachments]
    assert {a.filename for a in posted} >= {"board.png"}
    for attachment in posted:
        assert attachment.description and len(attachment.description) <= images.MAX_ALT_TEXT
        assert not CARD_ID.search(attachment.description) and not ROLE_WORD.search(attachment.description)
        assert attachment.description.startswith("Saboteur · round 1 of 3\n")
    for player in world.players:
        sent = [a for m in world.direct_messages(player) for a in m.attachments]
        assert {a.filename for a in sent} == {"hand.png"}
        for attachment in sent:
            assert attachment.description.startswith("Your hand, "), attachment.description
            assert attachment.description.splitlines()[0].endswith(player.name)
