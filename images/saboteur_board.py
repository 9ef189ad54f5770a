"""The Saboteur board, from the public view only: the header (whose turn, the round, the piles,
the last move), the maze cropped to its cards with the coordinates players type, and the players
panel; and the lines the alt text repeats."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from images import saboteur_parts as parts
from images import toolkit as tk
from images.saboteur_parts import (
    CARD_RATIO,
    HEADING,
    MARGIN,
    MAX_HEIGHT,
    NAME,
    ROLE_COLORS,
    ROLE_NAMES,
    TEXT,
    WIDTH,
    View,
)
from rules.core import Message, SeatRef, msg
from rules.saboteur.data import GOAL_KINDS, ROUNDS, START, TOOLS

MAX_CARD_W, MIN_CARD_W = 64, 6
HEADER_H = 62
PANEL_W = 236
ROW_GAP = 4
MAX_ROW_H = 58
TOOL_SLOT = 22
LABEL_GAP = 4  # between a coordinate and its cards
X_BAND = TEXT + 8  # the row of x coordinates above the maze (and, when staggered, below it)


@dataclass(frozen=True)
class MazeLayout:
    """Where each cell of the maze lies on the board picture. ``y`` grows north, so the
    highest row is drawn first (docs/saboteur-views.md). The x coordinates run along the top,
    every ``x_step``-th column; ``staggered``, every other one along the bottom instead, when
    neighbours would touch. The y coordinates run down the left side, every ``y_step``-th row."""

    x_min: int
    x_max: int
    y_min: int
    y_max: int
    card_w: int
    left: int  # pixel position of cell (x_min, y_max)
    top: int
    x_step: int
    y_step: int
    staggered: bool

    @classmethod
    def for_maze(cls, maze: Sequence[View], box: tuple[int, int, int, int]) -> MazeLayout:
        """The maze cropped to its cards and one free cell around them (every place a card
        could go next; the goals are cards of the view), with the largest cards that fit in
        ``box`` beside and under their coordinates."""
        xs = [card["x"] for card in maze] or [0]
        ys = [card["y"] for card in maze] or [0]
        x_min, x_max, y_min, y_max = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
        cols, rows = x_max - x_min + 1, y_max - y_min + 1
        left, top, right, bottom = box
        y_labels = max(tk.text_width(str(y), TEXT) for y in (y_min, y_max)) + 2 * LABEL_GAP
        x_label = max(tk.text_width(str(x), TEXT) for x in (x_min, x_max)) + LABEL_GAP  # with a gap
        for staggered in (False, True):
            room_h = bottom - top - X_BAND * (2 if staggered else 1)
            pitch = min((right - left - y_labels) / cols, room_h / rows / CARD_RATIO)
            card_w = max(MIN_CARD_W, min(MAX_CARD_W, int(pitch) - _gap(int(pitch))))
            if x_label <= card_w + _gap(card_w):
                break
        pitch_x = card_w + _gap(card_w)
        x_step = _step(x_label / 2, pitch_x) if staggered else 1  # a row's labels: 2 steps apart
        pitch_y = round(card_w * CARD_RATIO) + _gap(card_w)
        y_step = _step(TEXT * 1.3, pitch_y)
        width, height = cols * pitch_x - _gap(card_w), rows * pitch_y - _gap(card_w)
        # centred in what is left of the box
        maze_left = left + y_labels + (right - left - y_labels - width) // 2
        maze_top = top + X_BAND + (bottom - top - X_BAND * (2 if staggered else 1) - height) // 2
        return cls(x_min, x_max, y_min, y_max, card_w, round(maze_left), maze_top, x_step, y_step, staggered)

    @property
    def label_size(self) -> int:
        return TEXT

    @property
    def card_h(self) -> int:
        return round(self.card_w * CARD_RATIO)

    @property
    def gap(self) -> int:
        return _gap(self.card_w)

    @property
    def width(self) -> int:
        return (self.x_max - self.x_min + 1) * (self.card_w + self.gap) - self.gap

    @property
    def height(self) -> int:
        return (self.y_max - self.y_min + 1) * (self.card_h + self.gap) - self.gap

    def cell_box(self, x: int, y: int) -> tuple[int, int, int, int]:
        """The card rectangle of cell (x, y) on the picture: left, top, right, bottom."""
        x0 = self.left + (x - self.x_min) * (self.card_w + self.gap)
        y0 = self.top + (self.y_max - y) * (self.card_h + self.gap)
        return x0, y0, x0 + self.card_w, y0 + self.card_h

    def cells(self) -> Iterator[tuple[int, int]]:
        for y in range(self.y_max, self.y_min - 1, -1):
            for x in range(self.x_min, self.x_max + 1):
                yield x, y

    def x_label(self, x: int) -> str | None:
        """Where the coordinate of column ``x`` is written: "top", "bottom" or None."""
        if x % self.x_step:
            return None
        return "bottom" if self.staggered and (x // self.x_step) % 2 else "top"

    def y_labelled(self, y: int) -> bool:
        return y % self.y_step == 0


def _gap(card_w: int) -> int:
    return max(1, card_w // 24)


def _step(label: float, pitch: float) -> int:
    """Label every how many cells so that labels ``label`` px long, ``pitch`` px apart, keep
    apart: 1, 2, 5, 10..."""
    for step in (1, 2, 5, 10, 20, 50):
        if label <= step * pitch:
            return step
    return 100


@dataclass(frozen=True)
class BoardLayout:
    """The board picture: the header (whose turn, the round, the piles, the last move), the
    maze, and the players panel, one row per seat: beside the maze in one column, or for a
    maze much wider than high, under it in several."""

    maze: MazeLayout
    panel_left: int
    panel_top: int
    panel_cols: int
    row_w: int
    row_h: int

    width = WIDTH
    height = MAX_HEIGHT

    def player_row(self, index: int) -> tuple[int, int, int, int]:
        """The box of the ``index``-th player's row in the players panel."""
        origin, size = (self.panel_left, self.panel_top), (self.row_w, self.row_h)
        return tk.grid_box(index, self.panel_cols, origin, size, (MARGIN, ROW_GAP))

    def tool_slot(self, index: int, tool: str) -> tuple[int, int, int, int]:
        """The box of one tool slot (broken or intact) in a player's row, on the name's line."""
        _, top, right, _ = self.player_row(index)
        x0 = right - 6 - (len(TOOLS) - TOOLS.index(tool)) * (TOOL_SLOT + 3)
        return x0, top + 4, x0 + TOOL_SLOT, top + 4 + TOOL_SLOT


PANEL_TOP = HEADER_H + 4
UNDER_ROW_H = 44


def board_layout(view: View) -> BoardLayout:
    """The geometry of the board picture of ``view`` (tests sample pixels through it): the
    panel beside or under the maze, whichever leaves the larger cards."""
    players, bottom = len(view["players"]), MAX_HEIGHT - MARGIN
    row_h = min(MAX_ROW_H, (bottom - PANEL_TOP + ROW_GAP) // players - ROW_GAP)
    panel_left = WIDTH - MARGIN - PANEL_W
    beside = BoardLayout(
        MazeLayout.for_maze(view["maze"], (MARGIN, PANEL_TOP, panel_left - MARGIN, bottom)),
        panel_left,
        PANEL_TOP,
        1,
        PANEL_W,
        row_h,
    )
    cols = min(players, (WIDTH - MARGIN) // (PANEL_W + MARGIN))
    panel_h = -(-players // cols) * (UNDER_ROW_H + ROW_GAP) - ROW_GAP
    panel_top = bottom - panel_h
    row_w = (WIDTH - MARGIN - cols * MARGIN) // cols
    under = BoardLayout(
        MazeLayout.for_maze(view["maze"], (MARGIN, PANEL_TOP, WIDTH - MARGIN, panel_top - 6)),
        MARGIN,
        panel_top,
        cols,
        row_w,
        UNDER_ROW_H,
    )
    return under if under.maze.card_w > beside.maze.card_w else beside


FACE_STYLES = {
    START.code: "start",
    **{kind.code: "gold" if goal == "gold" else "stone" for goal, kind in GOAL_KINDS.items()},
}
"""How the start and the revealed goal cards are decorated; other cards are plain tunnels."""


def face_of(card: View, width: int, height: int) -> Image.Image:
    """The picture of one maze card from its public entry."""
    code = card["card"]
    if code == "GOAL" or card.get("face_up") is False:
        return parts.goal_back(width, height)
    return parts.path_face(card["open"], card["through"], FACE_STYLES.get(code, "path"), width, height)


def draw_board(view: View, words: tk.Words) -> Image.Image:
    layout = board_layout(view)
    image, draw = tk.canvas(WIDTH, MAX_HEIGHT)
    _header(image, draw, view, words, layout.width)
    _maze(image, draw, view, layout.maze, words)
    _players(image, draw, view, words, layout)
    return image


STATUS_TOP, LAST_TOP = 4, 33


def _header(image: Image.Image, draw: ImageDraw.ImageDraw, view: View, words: tk.Words, width: int) -> None:
    """Whose turn it is, large, with the round and the piles beside it when they fit there;
    under it the last move, with the round and the piles when they did not. Every catalog word
    is drawn whole: a long status is drawn smaller (names and whose turn stay readable on a
    phone), and a name in a line too long for its place is shortened (Hungarian review L20)."""
    draw.rectangle((0, 0, width, HEADER_H - 6), fill=tk.SURFACE)
    room: float = width - 2 * MARGIN
    status = _status_message(view) or msg("img-board-title", round=view["round"], rounds=ROUNDS)
    said = words.render(status)
    piles = words("img-board-piles", deck=view["deck"], discard=view["discard"])
    facts = f"{parts.round_of(view['round'], words)} · {piles}"
    beside = room - tk.text_width(facts, TEXT) - 2 * MARGIN
    facts_above = tk.text_width(said, HEADING, tk.BOLD) <= beside
    size = HEADING if tk.text_width(said, HEADING, tk.BOLD) <= room else NAME
    (line,) = words.lines(status, size, beside if facts_above else room, 1, tk.BOLD)
    tk.text(image, (MARGIN, STATUS_TOP), line, size, tk.GOLD, weight=tk.BOLD, role="turn")
    if facts_above:  # on the status's baseline
        ascent = tk.font(HEADING, tk.BOLD).getmetrics()[0] - tk.font(TEXT).getmetrics()[0]
        tk.text(image, (width - MARGIN, STATUS_TOP + ascent), facts, TEXT, tk.INK_DIM, "ra")
    else:
        tk.text(image, (width - MARGIN, LAST_TOP), facts, TEXT, tk.INK_DIM, "ra")
        room = beside
    last = last_move_message(view.get("last"))
    if last:
        tk.text(image, (MARGIN, LAST_TOP), words.lines(last, TEXT, room)[0], TEXT, tk.INK)


def _status_message(view: View) -> Message | None:
    """Whose turn it is, who chooses gold, or who won; None between rounds."""
    phase = view["phase"]
    if phase == "play" and view.get("turn") is not None:
        return msg("img-turn", player=SeatRef(view["turn"]))
    if phase == "draft" and view.get("draft"):
        draft = view["draft"]
        holder = SeatRef(draft["holder"])
        return msg("img-draft-status", cards=tuple(draft["opened"]), left=draft["left"], player=holder)
    if phase == "game_over":  # S-14.2 to S-14.4: the most gold wins, ties share the win
        scores = view["scores"]
        winners = tuple(SeatRef(seat) for seat, gold in enumerate(scores) if gold == max(scores))
        return msg("img-game-over", players=winners)
    return None


def status_line(view: View, words: tk.Words) -> str:
    """The header's status in words ("" between rounds), as the alt text says it."""
    status = _status_message(view)
    return words.render(status) if status else ""


LAST_MOVES = {
    "place": "img-last-place",
    "rockfall": "img-last-rockfall",
    "break": "img-last-break",
    "repair": "img-last-repair",
}


def last_move(last: View | None, words: tk.Words) -> str:
    """The last move in words (``last_move_message``), or "" before the first."""
    said = last_move_message(last)
    return words.render(said) if said else ""


def last_move_message(last: View | None) -> Message | None:
    """The last move, from the public ``last`` record only: a map peek names the goal looked
    at, never what was under it (S-9.2); a discard is face down, so it reads as a pass."""
    if not last:
        return None
    player, kind = SeatRef(last["seat"]), last["kind"]
    if kind in ("break", "repair"):
        return msg(LAST_MOVES[kind], player=player, target=SeatRef(last["target"]), tool=last["tool"])
    if kind in LAST_MOVES:
        return msg(LAST_MOVES[kind], player=player, x=last["x"], y=last["y"])
    if kind == "map" and "x" in last:
        return msg("img-last-map-at", player=player, x=last["x"], y=last["y"])
    if kind == "map":
        return msg("img-last-map", player=player)
    return msg("img-last-pass", player=player)


def _maze(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: View, maze: MazeLayout, words: tk.Words
) -> None:
    cards = {(card["x"], card["y"]): card for card in view["maze"]}
    grid = parts.empty_grid(
        maze.x_max - maze.x_min + 1, maze.y_max - maze.y_min + 1, maze.card_w, maze.card_h, maze.gap
    )
    image.paste(grid, maze.cell_box(maze.x_min, maze.y_max)[:2])
    for x, y in maze.cells():
        x0, y0, x1, y1 = maze.cell_box(x, y)
        card = cards.get((x, y))
        if card is not None:
            tk.paste(image, face_of(card, maze.card_w, maze.card_h), (x0, y0))
            continue
        # Cells next to a card are where the maze can grow: outlined, and named as the menus
        # name them ("Place T-junction at -1,0", "(-1; 0)" in Hungarian, where "-1,0" would
        # read as a decimal) where the name fits in the cell.
        if not any((x + dx, y + dy) in cards for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))):
            continue
        tk.paste(image, parts.empty_cell(maze.card_w, maze.card_h, True), (x0, y0))
        cell = words("img-cell", x=x, y=y)
        if tk.text_width(cell, TEXT) <= maze.card_w - 2 and maze.card_h >= TEXT:
            tk.text(image, ((x0 + x1) / 2, (y0 + y1) / 2), cell, TEXT, tk.INK_DIM, "mm")
    # Coordinates exactly as players type them: x along the top (and bottom), y down the left.
    left, top, _, _ = maze.cell_box(maze.x_min, maze.y_max)
    _, _, _, bottom = maze.cell_box(maze.x_max, maze.y_min)
    for x in range(maze.x_min, maze.x_max + 1):
        x0, _, x1, _ = maze.cell_box(x, 0)
        where = maze.x_label(x)
        if where == "top":
            tk.text(image, ((x0 + x1) / 2, top - LABEL_GAP), str(x), TEXT, tk.INK, "md")
        elif where == "bottom":
            tk.text(image, ((x0 + x1) / 2, bottom + LABEL_GAP), str(x), TEXT, tk.INK, "ma")
    for y in range(maze.y_min, maze.y_max + 1):
        if maze.y_labelled(y):
            _, y0, _, y1 = maze.cell_box(0, y)
            tk.text(image, (left - LABEL_GAP, (y0 + y1) / 2), str(y), TEXT, tk.INK, "rm")
    _highlight_cell(draw, view.get("last"), maze)


def _highlight_cell(draw: ImageDraw.ImageDraw, last: View | None, maze: MazeLayout) -> None:
    if not last or "x" not in last:
        return
    x0, y0, x1, y1 = maze.cell_box(last["x"], last["y"])
    color = tk.DANGER if last["kind"] == "rockfall" else tk.SKY if last["kind"] == "map" else tk.HIGHLIGHT
    pad = max(2, maze.gap + 1)
    draw.rounded_rectangle(
        (x0 - pad, y0 - pad, x1 + pad, y1 + pad), radius=maze.card_w * 0.12, outline=color, width=3
    )
    if last["kind"] == "rockfall":
        inset = min(6, maze.card_w // 5)
        draw.line((x0 + inset, y0 + inset, x1 - inset, y1 - inset), fill=color, width=3)
        draw.line((x0 + inset, y1 - inset, x1 - inset, y0 + inset), fill=color, width=3)


def _players(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: View, words: tk.Words, layout: BoardLayout
) -> None:
    """Per seat (S-7.6, S-GAP-27): name and the three tool slots (broken ones red), under them
    the hand size, and the role and gold once public. The awaited seat is marked, the target of
    the last move framed."""
    last = view.get("last") or {}
    awaited = set(view.get("awaited") or ())
    for index, player in enumerate(view["players"]):
        seat = player["seat"]
        row = layout.player_row(index)
        left, y, _, bottom = row
        draw.rounded_rectangle(row, radius=6, fill=tk.SURFACE_LIGHT if seat in awaited else tk.SURFACE)
        if seat in awaited:
            draw.polygon([(left + 4, y + 8), (left + 13, y + 15), (left + 4, y + 22)], fill=tk.HIGHLIGHT)
        if last.get("target") == seat:
            color = tk.DANGER if last.get("kind") == "break" else tk.SAFE
            draw.rounded_rectangle(row, radius=6, outline=color, width=2)
        room = layout.tool_slot(index, TOOLS[0])[0] - left - 20
        name_color = tk.HIGHLIGHT if seat in awaited else tk.INK
        tk.text(
            image, (left + 16, y + 1), tk.fit(words.name(seat), NAME, room), NAME, name_color, role="name"
        )
        _player_facts(image, player, words, left + 16, bottom - TEXT * 0.72)
        for tool in TOOLS:
            icon = parts.tool_icon(tool, TOOL_SLOT, tool in player["broken"])
            tk.paste(image, icon, layout.tool_slot(index, tool)[:2])


def _player_facts(image: Image.Image, player: View, words: tk.Words, x: float, middle: float) -> None:
    """Hand size, then the role and gold once they are public, on one line around ``middle``."""
    tk.paste(image, parts.card_back_icon(12, 17), (x, middle - 8))
    tk.text(image, (x + 16, middle), f"{player['hand_size']}", TEXT, tk.INK, "lm")
    x += 44
    if player.get("role"):
        role = player["role"]
        tk.text(image, (x, middle), tk.fit(words(ROLE_NAMES[role]), TEXT, 104), TEXT, ROLE_COLORS[role], "lm")
        x += 110
    if player.get("gold") is not None:
        tk.paste(image, parts.coin(16), (x, middle - 8))
        tk.text(image, (x + 20, middle), str(player["gold"]), TEXT, tk.GOLD, "lm")


def board_alt(view: View, words: tk.Words) -> list[str]:
    """What the board shows, line by line: round, piles, status, last move, the maze's size and
    every broken tool."""
    lines = [
        words("img-board-title", round=view["round"], rounds=ROUNDS),
        words("img-board-piles", deck=view["deck"], discard=view["discard"]),
        *(part for part in (status_line(view, words), last_move(view.get("last"), words)) if part),
        words("img-alt-maze", cards=len(view["maze"])),
    ]
    for player in view["players"]:
        if player["broken"]:
            tools = tuple(msg("img-alt-tool", tool=tool) for tool in player["broken"])
            lines.append(words("img-alt-broken", player=SeatRef(player["seat"]), tools=tools))
    return lines
