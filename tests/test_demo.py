"""The offline demo: an AI table of every registered game through host and storage, each
posted board image and a transcript written to a folder in the chosen language, and how to get
a token."""

import re

import pytest

import locales
import rules
from host.demo import TRANSCRIPT, main, run_demo
from rules.core import msg
from tests.race_game import RACE

IMAGE_MAGIC = (b"\x89PNG\r\n\x1a\n", b"RIFF")


def board_images(transcript: str, language: str) -> list[str]:
    """The image files the transcript names, found through the catalog's own wording."""
    before, after = locales.text(language, "demo-board-image", file="\0").split("\0")
    pattern = rf"^{re.escape(before)}(\S+){re.escape(after)}$"
    return re.findall(pattern, transcript, flags=re.MULTILINE)


def game_overs(transcript: str, language: str) -> int:
    """How many game-over lines the transcript holds (the words before the winners' names)."""
    opening = locales.render(msg("host-game-over", winners=(), count=1, scores=()), language)
    return transcript.count(opening[: opening.index(":")])


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
    pictures = board_images(transcript, language)
    assert sorted(pictures) == sorted(p.name for p in out.iterdir() if p.name != TRANSCRIPT)
    for name in pictures:
        assert (out / name).read_bytes().startswith(IMAGE_MAGIC)


@pytest.mark.parametrize(("game_id", "standings"), [("kompass", 5), ("alethiometer", 4)])
async def test_demo_transcript_counts_posts_and_states_the_final_standings_in_words(
    tmp_path, game_id, standings
):
    """The section says how many channel posts its moves took (fewer than the moves: one per
    turn), and the last post ends with the game's own words on the standings (Kompass: its
    summary and four places; Alethiometer: four players' points), naming every player."""
    out = await run_demo(tmp_path / "demo", {game_id: rules.GAMES[game_id]})
    transcript = (out / TRANSCRIPT).read_text()
    posts, moves = map(int, re.search(r"^(\d+) channel posts for (\d+) moves", transcript, re.M).groups())
    assert 1 < posts < moves
    assert transcript.count("\n### Post ") == posts
    last_post = transcript.rsplit("\n### Post ", 1)[1]
    ending = last_post.split("Game over: ", 1)[1].strip().split("\n---")[0].splitlines()[1:]
    assert len(ending) == standings
    assert all(any(name in line for line in ending) for name in ("Lyra", "AI 1", "AI 2", "AI 3"))


def test_demo_refuses_an_unknown_language_naming_the_choices(tmp_path, capsys):
    with pytest.raises(SystemExit):
        main([str(tmp_path / "demo"), "--language", "de"])
    assert "choose from 'en', 'hu'" in capsys.readouterr().err
    assert not (tmp_path / "demo").exists()


async def test_demo_of_a_game_without_pictures_writes_the_transcript_only(tmp_path):
    out = await run_demo(tmp_path / "demo", {RACE.id: RACE})
    assert sorted(p.name for p in out.iterdir()) == [TRANSCRIPT]
    transcript = (out / TRANSCRIPT).read_text()
    assert "## Race to the goal" in transcript and "Seats: Lyra, AI 1, AI 2, AI 3" in transcript
    assert game_overs(transcript, "en") == 1 and "Lyra moved" in transcript


async def test_hungarian_demo_transcript_has_no_english_words_of_ours(tmp_path):
    """Every sentence the demo and the host write comes from the Hungarian catalog: none of
    the English catalog's wording of the demo's own texts appears."""
    out = await run_demo(tmp_path / "demo", {RACE.id: RACE}, language="hu")
    transcript = (out / TRANSCRIPT).read_text()
    assert "## Verseny a célig" in transcript and "Játékosok: Lyra, Gép 1, Gép 2, Gép 3" in transcript
    assert "Lyra lépett" in transcript and game_overs(transcript, "hu") == 1
    english = [
        locales.text("en", "demo-title"),
        locales.text("en", "demo-token-howto"),
        locales.text("en", "demo-intro", player="Lyra"),
        "Post 1",
        "Seats:",
        "Waiting for",
        "begins",
        "Game over",
        "AI 1",
    ]
    assert [text for text in english if text in transcript] == []
