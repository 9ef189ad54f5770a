"""The offline demo: an AI table of every registered game through host and storage, a
transcript with each post's pictures inline written to a folder in the chosen language, and how
to get a token."""

import re
from pathlib import Path

import pytest

import images
import locales
import rules
from host.demo import DEMO_PLAYER, TRANSCRIPT, main, run_demo
from rules.core import SeatRef, msg
from tests.race_game import RACE

IMAGE_MAGIC = (b"\x89PNG\r\n\x1a\n", b"RIFF")


def inline_pictures(text: str) -> list[str]:
    """The files of the Markdown image links standing on lines of their own, in order."""
    return re.findall(r"^!\[[^\]\n]+\]\(([^)\s]+)\)$", text, flags=re.MULTILINE)


def sections(transcript: str) -> dict[str, str]:
    """Each game's section of the transcript by its title."""
    return dict(part.split("\n", 1) for part in transcript.split("\n## ")[1:])


def winners_lines(text: str, language: str) -> list[str]:
    """The host's closing lines naming a finished game's winners (one winner or two)."""
    found = []
    for count in (1, 2):
        seats = tuple(SeatRef(seat) for seat in range(count))
        line = locales.render(msg("host-winners", winners=seats, count=count), language, ["\0"] * count)
        found += re.findall("^" + re.escape(line).replace("\0", "[^\n]+") + "$", text, flags=re.MULTILINE)
    return found


def game_overs(transcript: str, language: str) -> int:
    """How many finished games the transcript tells of."""
    return len(winners_lines(transcript, language))


@pytest.mark.parametrize("language", locales.LOCALES)
def test_demo_plays_every_registered_game_and_writes_images_and_transcript(tmp_path, capsys, language):
    out = tmp_path / "demo"
    assert main([str(out), "--language", language]) == 0
    printed = capsys.readouterr().out
    assert printed.splitlines() == [
        locales.text(language, "demo-written", folder=str(out.resolve())),
        locales.text(language, "demo-token-howto"),
    ]
    assert "Reset Token" in printed and "DISCORD_TOKEN" in printed
    transcript = (out / TRANSCRIPT).read_text()
    assert transcript.startswith(f"# {locales.text(language, 'demo-title')}\n")
    for game in rules.GAMES.values():
        assert f"## {locales.render(game.title, language)}\n" in transcript
    assert game_overs(transcript, language) == len(rules.GAMES)
    assert "{seat:" not in transcript and "{ $" not in transcript
    pictures = inline_pictures(transcript)
    assert sorted(pictures) == sorted(p.name for p in out.iterdir() if p.name != TRANSCRIPT)
    for name in pictures:
        assert (out / name).read_bytes().startswith(IMAGE_MAGIC)


async def test_demo_shows_each_games_pictures_inline_in_game_order_with_the_players_own_and_summaries(
    tmp_path,
):
    """Saboteur, Der Goldene Kompass, Alethiometer, in that order; each post's pictures stand
    inline beside its text: the board first, the demo player's private pictures (her hand, and
    in Saboteur her role) after the post, and the game's final picture in its last post."""
    out = await run_demo(tmp_path / "demo")
    transcript = (out / TRANSCRIPT).read_text()
    titles = [locales.render(game.title, "en") for game in rules.GAMES.values()]
    assert list(rules.GAMES) == ["saboteur", "kompass", "alethiometer"]
    assert list(sections(transcript)) == titles
    private_alt = locales.text("en", "demo-image-private", player=DEMO_PLAYER.name)
    final_alt = locales.text("en", "demo-image-summary")
    for game_id, section in zip(rules.GAMES, sections(transcript).values(), strict=True):
        posts = section.split("\n### ")[1:]
        first, last = posts[0], posts[-1]
        assert inline_pictures(first)[0] == f"{game_id}-001-board.png"
        own = {
            name.split("-", 2)[2]
            for name in re.findall(rf"^!\[{re.escape(private_alt)}\]\((\S+)\)$", first, re.M)
        }
        assert own == {"hand.png"}
        assert re.search(rf"^!\[{re.escape(final_alt)}\]\({game_id}-{len(posts):03d}-\w+\.png\)$", last, re.M)
        assert all(inline_pictures(post) for post in posts)


async def test_demo_draws_channel_pictures_from_the_public_view_and_private_ones_from_the_players_own(
    tmp_path, monkeypatch
):
    """Boards and summaries from the public view (no seat's secrets in it), private pictures
    only from the demo player's own view (seat 0, she opened the table): never another seat's."""
    drawn: dict[str, list[dict]] = {"board": [], "summary": [], "private": []}
    for kind in drawn:
        draw = getattr(images, kind)

        def record(game_id, view, names, locale, kind=kind, draw=draw):
            drawn[kind].append(view)
            return draw(game_id, view, names, locale)

        monkeypatch.setattr(images, kind, record)
    await run_demo(tmp_path / "demo", {"saboteur": rules.GAMES["saboteur"]})
    assert drawn["board"] and drawn["summary"] and drawn["private"]
    assert all("you" not in view for view in drawn["board"] + drawn["summary"])
    assert all(view["you"]["seat"] == 0 for view in drawn["private"])


async def test_demo_replaces_its_own_earlier_output_and_keeps_everything_else(tmp_path):
    """Pictures and the transcript of an earlier run are deleted before writing (no stale
    picture beside the new transcript); files the demo does not name like its own stay."""
    out = tmp_path / "demo"
    out.mkdir()
    stale = ["kompass-031-standings.png", "saboteur-099-board.webp", TRANSCRIPT]
    kept = ["notes.md", "holiday-001-beach.png", "saboteur.png", "kompass-031-standings.png.bak"]
    for name in stale + kept:
        (out / name).write_bytes(b"old")
    await run_demo(out, {RACE.id: RACE})
    assert sorted(p.name for p in out.iterdir()) == sorted([TRANSCRIPT, *kept])
    assert (out / TRANSCRIPT).read_text().startswith("# Offline demo")
    await run_demo(out)
    await run_demo(out)
    names = {p.name for p in out.iterdir()}
    assert sorted(names - set(kept) - {TRANSCRIPT}) == sorted(inline_pictures((out / TRANSCRIPT).read_text()))


@pytest.mark.parametrize("game_id", ["kompass", "alethiometer"])
async def test_demo_transcript_counts_posts_and_states_the_final_standings_in_words(tmp_path, game_id):
    """The section says how many channel posts its moves took (fewer than the moves: one per
    turn), and the last post states the standings in words, naming every player: Kompass after
    the winners (its summary and four places), the Alethiometer in its game-over line, before
    them (each player's points once, A-15)."""
    out = await run_demo(tmp_path / "demo", {game_id: rules.GAMES[game_id]})
    transcript = (out / TRANSCRIPT).read_text()
    posts, moves = map(int, re.search(r"^(\d+) channel posts for (\d+) moves", transcript, re.M).groups())
    assert 1 < posts < moves
    assert transcript.count("\n### Post ") == posts
    last_post = transcript.rsplit("\n### Post ", 1)[1]
    [winners] = winners_lines(last_post, "en")
    before, after = last_post.split(winners + "\n", 1)
    players = ("Dana", "AI 1", "AI 2", "AI 3")
    if game_id == "kompass":
        ending = after.split("\n\n")[0].splitlines()
        assert len(ending) == 5 and all(any(name in line for line in ending) for name in players)
    else:
        assert all(before.count(f"{name}: ") == 1 and f"{name}: " not in after for name in players)
        assert all(re.search(rf"{name}: \d+ points = ", before) for name in players)


def test_demo_refuses_an_unknown_language_naming_the_choices(tmp_path, capsys):
    with pytest.raises(SystemExit):
        main([str(tmp_path / "demo"), "--language", "de"])
    assert "choose from 'en', 'hu'" in capsys.readouterr().err
    assert not (tmp_path / "demo").exists()


async def test_demo_of_a_game_without_pictures_writes_the_transcript_only(tmp_path):
    out = await run_demo(tmp_path / "demo", {RACE.id: RACE})
    assert sorted(p.name for p in out.iterdir()) == [TRANSCRIPT]
    transcript = (out / TRANSCRIPT).read_text()
    assert "## Race to the goal" in transcript and "Seats: Dana, AI 1, AI 2, AI 3" in transcript
    assert game_overs(transcript, "en") == 1 and "Dana moved" in transcript


def test_the_demo_player_is_named_by_no_game_term():
    """ "Lyra" is also the games' Lyra pawn and cards: the demo player's name must not appear
    in any catalog, in either language."""
    assert DEMO_PLAYER.name == "Dana"
    for language in locales.LOCALES:
        for catalog in (Path(locales.__file__).parent / language).glob("*.ftl"):
            assert DEMO_PLAYER.name not in catalog.read_text(encoding="utf-8")


async def test_hungarian_demo_transcript_has_no_english_words_of_ours(tmp_path):
    """Every sentence the demo and the host write comes from the Hungarian catalog: none of
    the English catalog's wording of the demo's own texts appears."""
    out = await run_demo(tmp_path / "demo", {RACE.id: RACE}, language="hu")
    transcript = (out / TRANSCRIPT).read_text()
    assert "## Verseny a célig" in transcript and "Játékosok: Dana, Gép 1, Gép 2, Gép 3" in transcript
    assert "Dana lépett" in transcript and game_overs(transcript, "hu") == 1
    english = [
        locales.text("en", "demo-title"),
        locales.text("en", "demo-token-howto"),
        locales.text("en", "demo-intro", player="Dana"),
        "Post 1",
        "Seats:",
        "Waiting for",
        "begins",
        " wins.",
        "AI 1",
    ]
    assert [text for text in english if text in transcript] == []
