"""The offline demo: an AI table of every registered game through host and storage, each
posted board image and a transcript written to a folder, and how to get a token."""

import re

import rules
from host.demo import main, run_demo
from tests.race_game import RACE

IMAGE_MAGIC = (b"\x89PNG\r\n\x1a\n", b"RIFF")


def test_demo_plays_every_registered_game_and_writes_images_and_transcript(tmp_path, capsys):
    out = tmp_path / "demo"
    assert main([str(out)]) == 0
    printed = capsys.readouterr().out
    assert str(out.resolve()) in printed
    assert "Reset Token" in printed and "DISCORD_TOKEN" in printed
    transcript = (out / "transcript.md").read_text()
    for game in rules.GAMES.values():
        assert f"## {game.title}" in transcript
    assert transcript.count("Game over") == len(rules.GAMES)
    assert "{seat:" not in transcript
    pictures = re.findall(r"^Board image: (\S+)$", transcript, flags=re.MULTILINE)
    assert sorted(pictures) == sorted(p.name for p in out.iterdir() if p.name != "transcript.md")
    for name in pictures:
        assert (out / name).read_bytes().startswith(IMAGE_MAGIC)


async def test_demo_of_a_game_without_pictures_writes_the_transcript_only(tmp_path):
    out = await run_demo(tmp_path / "demo", {RACE.id: RACE})
    assert sorted(p.name for p in out.iterdir()) == ["transcript.md"]
    transcript = (out / "transcript.md").read_text()
    assert "## Race to the goal" in transcript and "Seats: Lyra, AI 1, AI 2, AI 3" in transcript
    assert transcript.count("Game over") == 1 and "Lyra moved" in transcript
