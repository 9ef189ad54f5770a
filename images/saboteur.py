"""Every Saboteur picture, each a pure function of a view (docs/saboteur-views.md).

- ``board``: the public table: maze, coordinates, players, deck, turn, last move.
- ``private``: one picture: a seat's hand, its role as a badge and its map-peek results.
- ``summary``: the round end (roles revealed, S-11.7) or the final standings (S-14).

All are composed for the size Discord shows them inline (``WIDTH``, ``TEXT``, ``NAME``).
The board reads only the public view; the private picture reads only ``you`` of a seat view.
Every word comes from the catalogs (``locales/*/pictures.ftl``) in the picture's locale.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from images import saboteur_parts as parts
from images import toolkit as tk
from rules.core import Message, SeatRef, msg
from rules.saboteur.actions import edges
from rules.saboteur.data import GOAL_CELLS, GOAL_KINDS, ROUNDS, START, TOOLS, edges_of, letters_of

View = dict[str, Any]

CARD_RATIO = 1.4  # height / width, as the real cards are portrait
MARGIN = 12

# Every channel picture is composed for the 550 x 350 box Discord shows it in (issue 23): drawn
# 1.6 times larger, so that it stays sharp on dense screens, and no taller than the box allows.
WIDTH = 880
MAX_HEIGHT = 560
SHOWN = tk.display_scale(WIDTH, MAX_HEIGHT)
TEXT = tk.size_to_show(tk.MIN_TEXT_DESKTOP, SHOWN.desktop)
"""What a player needs to read: 10 px on desktop."""
NAME = max(TEXT, tk.size_to_show(tk.MIN_NAME_PHONE, SHOWN.phone))
"""Names and whose turn: 7 px on a phone too."""
HEADING = NAME + 3

MAX_CARD_W, MIN_CARD_W = 64, 6
HEADER_H = 62
PANEL_W = 236
ROW_GAP = 4
MAX_ROW_H = 58
TOOL_SLOT = 22
LABEL_GAP = 4  # between a coordinate and its cards
X_BAND = TEXT + 8  # the row of x coordinates above the maze (and, when staggered, below it)

ROLE_NAMES = {"saboteur": "img-role-saboteur", "gold-digger": "img-role-gold-digger"}
ROLE_COLORS = {"saboteur": tk.DANGER, "gold-digger": tk.SAFE}


# ---------------------------------------------------------------- the board


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

    def cells(self):
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
        left = self.panel_left + index % self.panel_cols * (self.row_w + MARGIN)
        top = self.panel_top + index // self.panel_cols * (self.row_h + ROW_GAP)
        return left, top, left + self.row_w, top + self.row_h

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


def words_for(view: View, names: Sequence[str], locale: str) -> tk.Words:
    """The words of a picture of ``view``: ``locale`` and a drawable name for every seat."""
    return tk.Words.of(names, len(view["players"]), locale)


def board(view: View, names: Sequence[str], locale: str) -> tk.Picture:
    return tk.encode(draw_board(view, words_for(view, names, locale)), "board")


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
    room = width - 2 * MARGIN
    status = _status_message(view) or msg("img-board-title", round=view["round"], rounds=ROUNDS)
    said = words.render(status)
    piles = words("img-board-piles", deck=view["deck"], discard=view["discard"])
    facts = f"{_round_of(view['round'], words)} · {piles}"
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


def _status(view: View, words: tk.Words) -> str:
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


# ---------------------------------------------------------------- the private picture

# The hand across the whole width, each card in a slot wide enough for its name on at most two
# lines (the longest words: "(csákány/lámpa)", "pickaxe/lantern"); the role badge and the map
# results in a row under it.
HAND_SLOTS = 6  # the largest hand (S-4.18)
HAND_SLOT = (WIDTH - 2 * MARGIN) // HAND_SLOTS
HAND_W = 96
HAND_H = round(HAND_W * CARD_RATIO)
HAND_TOP = 48
HAND_LINE = TEXT + 5
LABEL_LINES = 3  # under a card: its name, and for a path card the edges it opens
BADGE_TOP = HAND_TOP + HAND_H + 4 + LABEL_LINES * HAND_LINE + 6
BADGE_W = 420
PEEK_W = 34
PEEK_H = round(PEEK_W * CARD_RATIO)
BADGE_H = HAND_LINE + PEEK_H + 4 + HAND_LINE  # as tall as the map results beside it
PRIVATE_H = BADGE_TOP + BADGE_H + MARGIN


def hand_card_box(index: int) -> tuple[int, int, int, int]:
    """Where the ``index``-th hand card lies on the private picture: in the middle of its slot."""
    x = MARGIN + index * HAND_SLOT + (HAND_SLOT - HAND_W) // 2
    return x, HAND_TOP, x + HAND_W, HAND_TOP + HAND_H


def private(view: View, names: Sequence[str], locale: str) -> list[tk.Picture]:
    """One picture of what only this seat knows (issue 23): its hand, its role as a badge
    beside it, and what it saw with a map this round (S-9.2)."""
    if not view.get("you"):
        return []
    return [tk.encode(draw_private(view, words_for(view, names, locale)), "hand")]


def draw_private(view: View, words: tk.Words) -> Image.Image:
    you = view["you"]
    hand = you["hand"]
    image, draw = tk.canvas(WIDTH, PRIVATE_H)
    facts = " · ".join((_round_of(view["round"], words), words("img-card-count", count=len(hand))))
    facts_w = tk.text_width(facts, TEXT)
    title = msg("img-hand-title", player=SeatRef(you["seat"]))
    (line,) = words.lines(title, HEADING, WIDTH - 3 * MARGIN - facts_w, 1, tk.BOLD)
    tk.text(image, (MARGIN, 8), line, HEADING, tk.GOLD, weight=tk.BOLD)
    tk.text(image, (WIDTH - MARGIN, 14), facts, TEXT, tk.INK_DIM, "ra")
    if not hand:
        empty = words("img-hand-empty")
        tk.text(image, (WIDTH / 2, HAND_TOP + HAND_H / 2), empty, NAME, tk.INK_DIM, "mm")
    for index, card in enumerate(hand):
        x, top, _, bottom = hand_card_box(index)
        tk.paste(image, parts.hand_card(card["card"], HAND_W, HAND_H), (x, top))
        middle = x + HAND_W / 2
        label = [words.render(Message(card["name"]))]  # the card's name: a message id of the catalog
        if card.get("open"):  # the edges the commands' labels name (S-6.4: upright as shown)
            label.append(words("img-card-open", edges=edges(edges_of(card["open"]))))
        name_lines = tk.wrap(label[0], TEXT, HAND_SLOT - 6, LABEL_LINES - len(label) + 1)
        for line_no, line in enumerate(name_lines):
            tk.text(image, (middle, bottom + 4 + line_no * HAND_LINE), line, TEXT, tk.INK, "ma")
        for shape in label[1:]:
            y = bottom + 4 + len(name_lines) * HAND_LINE
            tk.text(image, (middle, y), tk.fit(shape, TEXT, HAND_SLOT - 6), TEXT, tk.INK_DIM, "ma")
    if you.get("role"):
        _role_badge(image, draw, RoleCard.of(view), words)
    if you.get("peeks"):
        _map_peeks(image, tuple((peek["x"], peek["y"], peek["goal"]) for peek in you["peeks"]), words)
    return image


def _round_of(number: int, words: tk.Words) -> str:
    return words("img-round-of", round=number, rounds=ROUNDS)


ROLE_GOALS = {"gold-digger": "img-goal-gold-digger", "saboteur": "img-goal-saboteur"}


@dataclass(frozen=True)
class RoleCard:
    """All the role badge shows: the seat's role and gold in a round (S-4, S-12)."""

    seat: int
    role: str
    round: int
    gold: int
    gold_cards: tuple[int, ...]

    @classmethod
    def of(cls, view: View) -> RoleCard:
        you = view["you"]
        cards = tuple(you.get("gold_cards") or ())
        return cls(you["seat"], you["role"], view["round"], you.get("gold", 0), cards)

    def gold_text(self, words: tk.Words) -> str:
        if len(self.gold_cards) > 1:
            summed = " + ".join(map(str, self.gold_cards))
            return words("img-your-gold-cards", gold=self.gold, cards=summed)
        return words("img-your-gold", gold=self.gold)


DWARF = 80


def badge_box() -> tuple[int, int, int, int]:
    """Where the role badge lies on the private picture: under the hand, on the left."""
    return MARGIN, BADGE_TOP, MARGIN + BADGE_W, BADGE_TOP + BADGE_H


def map_box() -> tuple[int, int, int, int]:
    """Where the map results lie on the private picture: beside the badge."""
    return MARGIN + BADGE_W + MARGIN, BADGE_TOP, WIDTH - MARGIN, PRIVATE_H


def _role_badge(image: Image.Image, draw: ImageDraw.ImageDraw, card: RoleCard, words: tk.Words) -> None:
    """The seat's role (S-4) in its colour with its dwarf, and its gold so far (S-12)."""
    left, top, right, bottom = badge_box()
    color = ROLE_COLORS[card.role]
    draw.rounded_rectangle((left, top, right, bottom), radius=10, fill=tk.SURFACE, outline=color, width=3)
    tk.paste(image, parts.dwarf(card.role, DWARF), (left + 6, top + (BADGE_H - DWARF) / 2))
    x, room = left + DWARF + 12, right - left - DWARF - 20
    tk.text(
        image,
        (x, top + 16),
        tk.fit(words(ROLE_NAMES[card.role]), HEADING, room, tk.BOLD),
        HEADING,
        color,
        weight=tk.BOLD,
    )
    tk.text(image, (x, top + 56), tk.fit(card.gold_text(words), TEXT, room), TEXT, tk.GOLD)


GOALS_NORTH_FIRST = tuple(sorted(GOAL_CELLS, key=lambda cell: -cell[1]))


def _peek_column() -> float:
    left, _, right, _ = map_box()
    return (right - left) / len(GOALS_NORTH_FIRST)


def peek_card_box(x: int, y: int) -> tuple[int, int, int, int]:
    """Where the goal at (x, y) lies on the private picture's map strip, north on the left."""
    strip_left, strip_top, _, _ = map_box()
    middle = strip_left + (GOALS_NORTH_FIRST.index((x, y)) + 0.5) * _peek_column()
    left, top = round(middle - PEEK_W / 2), strip_top + HAND_LINE
    return left, top, left + PEEK_W, top + PEEK_H


VERDICTS = {"gold": ("img-map-gold", tk.GOLD), "stone": ("img-map-stone", tk.STONE)}
UNSEEN = ("img-map-unseen", tk.INK_DIM)


Peek = tuple[int, int, str]  # x, y and "gold" or "stone"


def _map_peeks(image: Image.Image, peeks: Sequence[Peek], words: tk.Words) -> None:
    """Map results (S-9.2): each goal the seat has looked at this round, shown face up under
    its coordinates; goals not looked at stay face down."""
    peeked = {(x, y): goal for x, y, goal in peeks}
    room = _peek_column() - 4
    for x, y in GOALS_NORTH_FIRST:
        left, top, right, bottom = peek_card_box(x, y)
        goal = peeked.get((x, y))
        if goal is None:
            face = parts.goal_back(PEEK_W, PEEK_H)
        else:  # the peek tells gold or stone, not which way the stone's tunnel will turn
            shape = letters_of(GOAL_KINDS["gold"].open) if goal == "gold" else ""
            face = parts.path_face(shape, True, goal, PEEK_W, PEEK_H)
        tk.paste(image, face, (left, top))
        middle = (left + right) / 2
        tk.text(image, (middle, top - 2), words("img-cell", x=x, y=y), TEXT, tk.INK, "md")
        verdict, color = VERDICTS.get(goal, UNSEEN)
        tk.text(image, (middle, bottom + 2), tk.fit(words(verdict), TEXT, room), TEXT, color, "ma")


# ---------------------------------------------------------------- round end and standings

GOLD_CARD_W = 48  # its number, a quarter of its height, is 16 px: shown 10 px high
GOLD_CARD_H = round(GOLD_CARD_W * CARD_RATIO)
MEDALS = {1: tk.GOLD, 2: (200, 200, 210), 3: (196, 124, 70)}


def summary(view: View, names: Sequence[str], locale: str) -> tk.Picture | None:
    """The final standings once the game is over (S-14); the end of the last finished round
    (roles revealed, S-11.7) while its gold is shared out (S-12) and when the next round has
    just been dealt, before its first move; None otherwise."""
    if view["phase"] == "game_over":
        return tk.encode(draw_standings(view, words_for(view, names, locale)), "standings")
    just_dealt = view["phase"] == "play" and view.get("last") is None
    if view.get("round_results") and (view["phase"] == "draft" or just_dealt):
        return tk.encode(draw_round_end(view, words_for(view, names, locale)), "round")
    return None


HEADLINES = {"gold-diggers": "img-round-won-gold-diggers", "saboteurs": "img-round-won-saboteurs"}
WON = {"gold-diggers": "img-gold-diggers-won", "saboteurs": "img-saboteurs-won"}
WINNING_ROLE = {"gold-diggers": "gold-digger", "saboteurs": "saboteur"}


def headline(result: View, words: tk.Words) -> str:
    return words(HEADLINES[result["winners"]], round=result["round"])


def round_note(result: View, words: tk.Words) -> str:
    """What else the end of a round made public: the leftover role card (S-4.11) and, when no
    one was a saboteur, that nobody is paid (S-12.11, S-GAP-20)."""
    notes = [words("img-roles-revealed")]
    if result.get("leftover"):
        notes.append(words("img-leftover-role", role=Message(ROLE_NAMES[result["leftover"]])))
    if result.get("paid") is False:
        notes.append(words("img-nobody-paid"))
    if result.get("finder") is not None:
        notes.append(words("img-finder-marked"))
    return " · ".join(notes)


TITLE_TOP = 6
NOTE_TOP = TITLE_TOP + HEADING + 10
NOTE_LINE = TEXT + 5
TITLE_ROOM = WIDTH - 2 * MARGIN
NAME_W = 230
ROUND_W = 168  # "szabotőrök nyertek" whole, three rounds and the gold beside the names


def _table_top(notes: Sequence[str]) -> int:
    """Where the table starts under the title and its ``notes`` lines."""
    return NOTE_TOP + len(notes) * NOTE_LINE - 5 + 14


def _title(image: Image.Image, title: str, notes: Sequence[str]) -> None:
    tk.text(
        image,
        (MARGIN, TITLE_TOP),
        tk.fit(title, HEADING, TITLE_ROOM, tk.BOLD),
        HEADING,
        tk.GOLD,
        weight=tk.BOLD,
    )
    for line_no, line in enumerate(notes):
        tk.text(image, (MARGIN, NOTE_TOP + line_no * NOTE_LINE), line, TEXT, tk.INK_DIM)


def _row_pitch(players: int) -> int:
    return 36 if players <= 6 else 30


def _table_height(players: int) -> int:
    return 2 * TEXT + 12 + players * _row_pitch(players)


def _role_table(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: View,
    words: tk.Words,
    order: Sequence[int],
    top: int,
    ranks: dict[int, int] | None,
) -> None:
    """One row per seat: name, the role of every finished round (S-11.7), who found the gold,
    and with ``ranks`` the final gold."""
    results = view["round_results"]
    scores = view.get("scores")
    pitch = _row_pitch(len(order))
    name_x = MARGIN + (40 if ranks else 10)
    rounds_x = name_x + NAME_W
    for column, result in enumerate(results):
        x = rounds_x + column * ROUND_W
        tk.text(image, (x, top), words("img-round", round=result["round"]), TEXT, tk.INK)
        won = tk.fit(words(WON[result["winners"]]), TEXT, ROUND_W - 6)
        tk.text(image, (x, top + TEXT + 4), won, TEXT, ROLE_COLORS[WINNING_ROLE[result["winners"]]])
    gold_x = rounds_x + len(results) * ROUND_W
    if scores:
        tk.text(image, (gold_x, top + TEXT + 4), words("img-gold"), TEXT, tk.INK_DIM)
    for index, seat in enumerate(order):
        y = top + 2 * TEXT + 12 + index * pitch
        middle = y + (pitch - 4) / 2
        draw.rounded_rectangle((MARGIN, y, WIDTH - MARGIN, y + pitch - 4), radius=6, fill=tk.SURFACE)
        if ranks:
            rank = ranks[seat]
            medal = MEDALS.get(rank, tk.SURFACE_LIGHT)
            draw.ellipse((MARGIN + 6, middle - 12, MARGIN + 30, middle + 12), fill=medal)
            ink = tk.INK_DARK if rank in MEDALS else tk.INK
            tk.text(image, (MARGIN + 18, middle), str(rank), TEXT, ink, "mm")
        name = tk.fit(words.name(seat), NAME, NAME_W - 10)
        tk.text(image, (name_x, middle), name, NAME, tk.INK, "lm", role="name")
        for column, result in enumerate(results):
            role = result["roles"][seat]
            x = rounds_x + column * ROUND_W
            tk.text(
                image,
                (x, middle),
                tk.fit(words(ROLE_NAMES[role]), TEXT, ROUND_W - 30),
                TEXT,
                ROLE_COLORS[role],
                "lm",
            )
            if result.get("finder") == seat:
                tk.paste(image, parts.nugget_icon(20), (x + ROUND_W - 26, middle - 10))
        if scores:
            tk.paste(image, parts.coin(18), (gold_x, middle - 9))
            tk.text(image, (gold_x + 24, middle), str(scores[seat]), NAME, tk.GOLD, "lm")


def draw_round_end(view: View, words: tk.Words) -> Image.Image:
    result = view["round_results"][-1]
    draft = view.get("draft")
    players = len(view["players"])
    draft_h = GOLD_CARD_H + 12 if draft else 0
    notes = tk.lines_of(round_note(result, words), TEXT, TITLE_ROOM)
    top = _table_top(notes)
    image, draw = tk.canvas(WIDTH, top + draft_h + _table_height(players) + MARGIN)
    _title(image, headline(result, words), notes)
    if draft:  # S-12.2: the public count-out, then who chooses
        for index, value in enumerate(draft["opened"]):
            card = parts.gold_card(value, GOLD_CARD_W, GOLD_CARD_H)
            tk.paste(image, card, (MARGIN + index * (GOLD_CARD_W + 8), top))
            tk.note_text(str(value), round(GOLD_CARD_H * 0.24), "essential")
        x = MARGIN + len(draft["opened"]) * (GOLD_CARD_W + 8) + 8
        share = msg("img-draft-cards", left=draft["left"], player=SeatRef(draft["holder"]))
        lines = words.lines(share, NAME, WIDTH - MARGIN - x, 2)
        for line_no, line in enumerate(lines):
            y = top + GOLD_CARD_H / 2 + (line_no - (len(lines) - 1) / 2) * (NAME + 6)
            tk.text(image, (x, y), line, NAME, tk.INK, "lm", role="turn")
        top += draft_h
    _role_table(image, draw, view, words, [player["seat"] for player in view["players"]], top, None)
    return image


def draw_standings(view: View, words: tk.Words) -> Image.Image:
    scores = view["scores"]
    order = sorted(range(len(scores)), key=lambda seat: (-scores[seat], seat))
    ranks = {seat: 1 + sum(1 for other in scores if other > scores[seat]) for seat in order}
    winners = tuple(SeatRef(seat) for seat in order if ranks[seat] == 1)
    notes = words.lines(msg("img-most-gold", players=winners), TEXT, TITLE_ROOM, 2)
    top = _table_top(notes)
    image, draw = tk.canvas(WIDTH, top + _table_height(len(order)) + MARGIN)
    _title(image, words("img-standings"), notes)
    _role_table(image, draw, view, words, order, top, ranks)
    return image


# ---------------------------------------------------------------- alt text


def alt_text(kind: str, view: View, words: tk.Words) -> list[str]:
    """What the picture ``kind`` drawn from ``view`` shows, line by line, for readers who cannot
    see it: its own headings and the facts it draws, from the same view (the public one for the
    board and the summaries)."""
    if kind == "board":
        return _board_alt(view, words)
    if kind == "hand":
        return _hand_alt(view, words)
    if kind == "standings":
        scores = view["scores"]
        best = max(scores)
        winners = tuple(SeatRef(seat) for seat, score in enumerate(scores) if score == best)
        return [words("img-standings"), words("img-most-gold", players=winners)]
    result = view["round_results"][-1]  # "round"
    return [headline(result, words), round_note(result, words)]


def _board_alt(view: View, words: tk.Words) -> list[str]:
    lines = [
        words("img-board-title", round=view["round"], rounds=ROUNDS),
        words("img-board-piles", deck=view["deck"], discard=view["discard"]),
        *(part for part in (_status(view, words), last_move(view.get("last"), words)) if part),
        words("img-alt-maze", cards=len(view["maze"])),
    ]
    for player in view["players"]:
        if player["broken"]:
            tools = tuple(msg("img-alt-tool", tool=tool) for tool in player["broken"])
            lines.append(words("img-alt-broken", player=SeatRef(player["seat"]), tools=tools))
    return lines


def _hand_alt(view: View, words: tk.Words) -> list[str]:
    you = view["you"]
    cards = []
    for card in you["hand"]:
        name = words.render(Message(card["name"]))
        if card.get("open"):
            name = words("img-alt-path-card", card=name, edges=edges(edges_of(card["open"])))
        cards.append(name)
    lines = [
        words("img-hand-title", player=SeatRef(you["seat"])),
        " · ".join((_round_of(view["round"], words), words("img-card-count", count=len(cards)))),
    ]
    if you.get("role"):
        card = RoleCard.of(view)
        lines.append(
            f"{words(ROLE_NAMES[card.role])}: {words(ROLE_GOALS[card.role])} {card.gold_text(words)}"
        )
    if you.get("peeks"):
        peeked = {(peek["x"], peek["y"]): peek["goal"] for peek in you["peeks"]}
        seen = [
            words("img-alt-peek", x=x, y=y, verdict=msg(VERDICTS.get(peeked.get((x, y)), UNSEEN)[0]))
            for x, y in GOALS_NORTH_FIRST
        ]
        lines.append(f"{words('img-map-title')}: {', '.join(seen)}")
    return [*lines, *cards]
