"""Every picture kind of each game, drawn from its seeded scenes in one locale
(``every_picture``): what the checks over all of a game's pictures go through
(tests/images/test_images_legibility.py: read at Discord's size, no word cut off)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial

from images import alethiometer as ale
from images import alethiometer_board as ale_board
from images import alethiometer_private as ale_private
from images import alethiometer_summary as ale_summary
from images import kompass as kom
from images import kompass_board as kom_board
from images import kompass_private as kom_private
from images import kompass_summary as kom_summary
from images import saboteur as sab
from images import saboteur_board as sab_board
from images import saboteur_private as sab_private
from images import saboteur_summary as sab_summary
from images import toolkit as tk
from rules.alethiometer import GAME as ALETHIOMETER
from rules.kompass import GAME as KOMPASS
from rules.saboteur import GAME as SABOTEUR
from tests.support import alethiometer_scenes, kompass_scenes, saboteur_scenes
from tests.support.kompass import rich_seat
from tests.support.legibility import Drawing

BOARD_NEEDS: tuple[tk.TextRole, ...] = ("essential", "name", "turn")
"""A board names the players and whose turn it is."""


@dataclass(frozen=True)
class Sample:
    """One picture of a game as a test draws it."""

    kind: str
    """"board", "hand", "round", "standings" or "summary"."""
    render: Callable[[], Drawing]
    """Draws it with the game's renderer itself (``images.board`` may hand out a cached picture,
    drawing nothing)."""
    names: Sequence[str]
    """The players' names it is drawn with: the only words it may shorten."""
    needs: tuple[tk.TextRole, ...] = ("essential",)
    """The roles of text it must have drawn (``assert_legible``)."""
    landscape: bool = True
    """Whether it must be landscape (``assert_legible``'s ``channel``): every picture posted in
    the channel, and Saboteur's private one too."""


def saboteur(locale: str) -> Iterator[Sample]:
    """The boards of the seeded scenes, every seat's private picture (hand, role, goals seen),
    the round ends and the standings."""
    for make in saboteur_scenes.BOARD_SCENES.values():
        view = SABOTEUR.view(make(), None)
        names = saboteur_scenes.names_for(len(view["players"]))
        words = sab.words_for(view, names, locale)
        yield Sample("board", partial(sab_board.draw_board, view, words), names, BOARD_NEEDS)
    for make in saboteur_scenes.PRIVATE_SCENES.values():
        state = make()
        names = saboteur_scenes.names_for(state.n)
        for seat in range(state.n):
            view = SABOTEUR.view(state, seat)
            yield Sample(
                "hand", partial(sab_private.draw_private, view, sab.words_for(view, names, locale)), names
            )
    for make in saboteur_scenes.SUMMARY_SCENES.values():
        view = SABOTEUR.view(make(), None)
        names = saboteur_scenes.names_for(len(view["players"]))
        words = sab.words_for(view, names, locale)
        if view["phase"] == "game_over":
            yield Sample(
                "standings", partial(sab_summary.draw_standings, view, words), names, ("essential", "name")
            )
        else:
            yield Sample(
                "round", partial(sab_summary.draw_round_end, view, words), names, ("essential", "name")
            )


def kompass(locale: str) -> Iterator[Sample]:
    """The boards of a whole game's moments, a rich hand and the scenes' own hands, the round
    end and the standings."""
    names = kompass_scenes.names_for(4)
    for scene in (kompass_scenes.start, kompass_scenes.middle, kompass_scenes.late, kompass_scenes.game_over):
        view = KOMPASS.view(scene(), None)
        yield Sample(
            "board",
            lambda view=view: kom_board.draw_board(view, kom.words_for(view, names, locale)),
            names,
            BOARD_NEEDS,
        )
    for state, seat in ((rich_seat(), 0), (kompass_scenes.middle(), 1), (kompass_scenes.late(), 2)):
        view = KOMPASS.view(state, seat)
        named = kompass_scenes.names_for(state.n)
        yield Sample(
            "hand",
            lambda view=view, named=named: kom_private.draw_private(view, kom.words_for(view, named, locale)),
            named,
            landscape=False,
        )
    view = KOMPASS.view(kompass_scenes.round_begun(), None)
    yield Sample(
        "round", lambda view=view: kom_summary.draw_round_end(view, kom.words_for(view, names, locale)), names
    )
    view = KOMPASS.view(kompass_scenes.game_over(), None)
    yield Sample(
        "standings",
        lambda view=view: kom_summary.draw_standings(view, kom.words_for(view, names, locale)),
        names,
    )


def alethiometer(locale: str) -> Iterator[Sample]:
    """From every seeded scene: the board, each seat's hand, and the part end or final score."""
    for make in alethiometer_scenes.SCENES.values():
        state = make()
        names = alethiometer_scenes.names_for(state.n)
        public = ALETHIOMETER.view(state, None)
        words = ale.words_for(public, names, locale)
        yield Sample("board", partial(ale_board.draw_board, public, words), names, BOARD_NEEDS)
        for seat in range(state.n):
            yield Sample(
                "hand",
                partial(ale_private.draw_private, ALETHIOMETER.view(state, seat), words),
                names,
                landscape=False,
            )
        if public["phase"] == "over":
            yield Sample("summary", partial(ale_summary.draw_final, public, words), names)
        elif public["phase"] == "end":
            yield Sample("summary", partial(ale_summary.draw_part_end, public, words), names)


EVERY_PICTURE: dict[str, Callable[[str], Iterator[Sample]]] = {
    "saboteur": saboteur,
    "kompass": kompass,
    "alethiometer": alethiometer,
}
"""Each game's pictures, by game id."""
