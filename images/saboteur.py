"""Every Saboteur picture, each a pure function of a view (docs/saboteur-views.md).

- ``board``: the public table: maze, coordinates, players, deck, turn, last move.
- ``private``: a seat's hand, role card and map-peek results.
- ``summary``: the round end (roles revealed, S-11.7) or the final standings (S-14).

The board reads only the public view; the private pictures read only ``you`` of a seat view.
Every word comes from the catalogs (``locales/*/pictures.ftl``) in the picture's locale.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from images import saboteur_parts as parts
from images import toolkit as tk
from rules.core import Message, SeatRef
from rules.saboteur.actions import edges
from rules.saboteur.data import GOAL_CELLS, GOAL_KINDS, ROUNDS, START, TOOLS, edges_of, letters_of

View = dict[str, Any]

CARD_RATIO = 1.4  # height / width, as the real cards are portrait
MAX_CARD_W, MIN_CARD_W = 64, 26
MAZE_MAX_H = 860  # beyond this height, or these widths, the cards shrink down to MIN_CARD_W
SIDE_MAZE_MAX_W = 1000  # with the players panel beside the maze
WIDE_MAZE_MAX_W = 1500  # with the players panel under it, for wide mazes
WIDE_BELOW_CARD_W = 44  # a maze whose cards would be narrower beside the panel goes wide
MARGIN = 14
HEADER_H = 66
PANEL_W = 300
ROW_H = 52
TOOL_SLOT = 30

ROLE_NAMES = {"saboteur": "img-role-saboteur", "gold-digger": "img-role-gold-digger"}
ROLE_COLORS = {"saboteur": tk.DANGER, "gold-digger": tk.SAFE}


# ---------------------------------------------------------------- the board


@dataclass(frozen=True)
class MazeLayout:
    """Where each cell of the maze lies on the board picture. ``y`` grows north, so the
    highest row is drawn first (docs/saboteur-views.md)."""

    x_min: int
    x_max: int
    y_min: int
    y_max: int
    card_w: int
    left: int  # pixel position of cell (x_min, y_max)
    top: int

    @classmethod
    def for_maze(cls, maze: Sequence[View], left: int, top: int, max_width: int) -> MazeLayout:
        xs = [card["x"] for card in maze] or [0]
        ys = [card["y"] for card in maze] or [0]
        # One free cell all around: every place a card could go next is on the picture.
        x_min, x_max, y_min, y_max = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
        cols, rows = x_max - x_min + 1, y_max - y_min + 1
        card_w = min(MAX_CARD_W, max_width // cols, int(MAZE_MAX_H / rows / CARD_RATIO))
        card_w = max(MIN_CARD_W, card_w)
        label = cls.label_size_for(card_w)
        return cls(x_min, x_max, y_min, y_max, card_w, left + label * 3, top + label * 2)

    @staticmethod
    def label_size_for(card_w: int) -> int:
        return max(11, min(16, round(card_w * 0.28)))

    @property
    def label_size(self) -> int:
        return self.label_size_for(self.card_w)

    @property
    def card_h(self) -> int:
        return round(self.card_w * CARD_RATIO)

    @property
    def gap(self) -> int:
        return max(1, self.card_w // 24)

    @property
    def width(self) -> int:
        """The maze with its coordinate columns and rows on all four sides."""
        return (self.x_max - self.x_min + 1) * (self.card_w + self.gap) + self.label_size * 6

    @property
    def height(self) -> int:
        return (self.y_max - self.y_min + 1) * (self.card_h + self.gap) + self.label_size * 4

    def cell_box(self, x: int, y: int) -> tuple[int, int, int, int]:
        """The card rectangle of cell (x, y) on the picture: left, top, right, bottom."""
        x0 = self.left + (x - self.x_min) * (self.card_w + self.gap)
        y0 = self.top + (self.y_max - y) * (self.card_h + self.gap)
        return x0, y0, x0 + self.card_w, y0 + self.card_h

    def cells(self):
        for y in range(self.y_max, self.y_min - 1, -1):
            for x in range(self.x_min, self.x_max + 1):
                yield x, y


@dataclass(frozen=True)
class BoardLayout:
    """The board picture: header, maze, and the players panel beside the maze (one column) or,
    for a wide maze, under it (several columns)."""

    width: int
    height: int
    maze: MazeLayout
    panel_left: int
    panel_top: int
    panel_cols: int

    def player_row(self, index: int) -> tuple[int, int, int, int]:
        """The box of the ``index``-th player's row in the players panel."""
        left = self.panel_left + index % self.panel_cols * (PANEL_W + MARGIN)
        top = self.panel_top + 30 + index // self.panel_cols * ROW_H
        return left, top, left + PANEL_W, top + ROW_H - 6

    def tool_slot(self, index: int, tool: str) -> tuple[int, int, int, int]:
        """The box of one tool slot (broken or intact) in a player's row."""
        _, top, right, _ = self.player_row(index)
        x0 = right - 8 - (len(TOOLS) - TOOLS.index(tool)) * (TOOL_SLOT + 4)
        return x0, top + 8, x0 + TOOL_SLOT, top + 8 + TOOL_SLOT


def _panel_height(players: int, cols: int) -> int:
    return 30 + -(-players // cols) * ROW_H


def board_layout(view: View) -> BoardLayout:
    """The geometry of the board picture of ``view`` (tests sample pixels through it)."""
    players, top = len(view["players"]), HEADER_H + MARGIN
    side = MazeLayout.for_maze(view["maze"], MARGIN, top, SIDE_MAZE_MAX_W)
    wide = MazeLayout.for_maze(view["maze"], MARGIN, top, WIDE_MAZE_MAX_W)
    if side.card_w >= WIDE_BELOW_CARD_W or wide.card_w <= side.card_w:
        panel_left = MARGIN + side.width + MARGIN
        height = top + max(side.height, _panel_height(players, 1)) + MARGIN
        return BoardLayout(panel_left + PANEL_W + MARGIN, height, side, panel_left, top, 1)
    width = max(2 * MARGIN + wide.width, 2 * MARGIN + 2 * PANEL_W + MARGIN)
    cols = min(players, (width - MARGIN) // (PANEL_W + MARGIN))
    panel_top = top + wide.height + MARGIN
    return BoardLayout(
        width, panel_top + _panel_height(players, cols) + MARGIN, wide, MARGIN, panel_top, cols
    )


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
    image, draw = tk.canvas(layout.width, layout.height)
    _header(image, draw, view, words, layout.width)
    _maze(image, draw, view, layout.maze)
    _players(image, draw, view, words, layout)
    return image


def _header(image: Image.Image, draw: ImageDraw.ImageDraw, view: View, words: tk.Words, width: int) -> None:
    draw.rectangle((0, 0, width, HEADER_H - 6), fill=tk.SURFACE)
    title = words("img-board-title", round=view["round"], rounds=ROUNDS)
    tk.text(image, (MARGIN, 10), title, 22, tk.GOLD, weight=tk.BOLD)
    piles = words("img-board-piles", deck=view["deck"], discard=view["discard"])
    tk.text(image, (width - MARGIN, 12), piles, 17, tk.INK, "ra")
    status = " · ".join(part for part in (_status(view, words), last_move(view.get("last"), words)) if part)
    tk.text(image, (MARGIN, 40), tk.fit(status, 15, width - 2 * MARGIN), 15, tk.INK_DIM)


def _status(view: View, words: tk.Words) -> str:
    phase = view["phase"]
    if phase == "play" and view.get("turn") is not None:
        return words("img-turn", player=SeatRef(view["turn"]))
    if phase == "draft" and view.get("draft"):
        draft = view["draft"]
        holder = SeatRef(draft["holder"])
        return words("img-draft-status", cards=tuple(draft["opened"]), left=draft["left"], player=holder)
    if phase == "game_over":  # S-14.2 to S-14.4: the most gold wins, ties share the win
        scores = view["scores"]
        winners = tuple(SeatRef(seat) for seat, gold in enumerate(scores) if gold == max(scores))
        return words("img-game-over", players=winners)
    return ""


LAST_MOVES = {
    "place": "img-last-place",
    "rockfall": "img-last-rockfall",
    "break": "img-last-break",
    "repair": "img-last-repair",
}


def last_move(last: View | None, words: tk.Words) -> str:
    """The last move in words, from the public ``last`` record only: a map peek names the goal
    looked at, never what was under it (S-9.2); a discard is face down, so it reads as a pass."""
    if not last:
        return ""
    player, kind = SeatRef(last["seat"]), last["kind"]
    cell = f"{last['x']},{last['y']}" if "x" in last else None
    if kind in ("break", "repair"):
        return words(LAST_MOVES[kind], player=player, target=SeatRef(last["target"]), tool=last["tool"])
    if kind in LAST_MOVES:
        return words(LAST_MOVES[kind], player=player, cell=cell)
    if kind == "map" and cell:
        return words("img-last-map-at", player=player, cell=cell)
    if kind == "map":
        return words("img-last-map", player=player)
    return words("img-last-pass", player=player)


def _maze(image: Image.Image, draw: ImageDraw.ImageDraw, view: View, maze: MazeLayout) -> None:
    cards = {(card["x"], card["y"]): card for card in view["maze"]}
    label = maze.label_size
    cell_text = max(10, round(maze.card_w * 0.2))
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
        # Cells next to a card are where the maze can grow: outlined, and named when there is room.
        if not any((x + dx, y + dy) in cards for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))):
            continue
        tk.paste(image, parts.empty_cell(maze.card_w, maze.card_h, True), (x0, y0))
        if maze.card_w >= 40:
            tk.text(image, ((x0 + x1) / 2, (y0 + y1) / 2), f"{x},{y}", cell_text, tk.INK_DIM, "mm")
    # Coordinates exactly as players type them: x along top and bottom, y along both sides.
    left, top, _, _ = maze.cell_box(maze.x_min, maze.y_max)
    _, _, right, bottom = maze.cell_box(maze.x_max, maze.y_min)
    for x in range(maze.x_min, maze.x_max + 1):
        x0, _, x1, _ = maze.cell_box(x, 0)
        tk.text(image, ((x0 + x1) / 2, top - 4), str(x), label, tk.INK, "md")
        tk.text(image, ((x0 + x1) / 2, bottom + 4), str(x), label, tk.INK, "ma")
    for y in range(maze.y_min, maze.y_max + 1):
        _, y0, _, y1 = maze.cell_box(0, y)
        tk.text(image, (left - 6, (y0 + y1) / 2), str(y), label, tk.INK, "rm")
        tk.text(image, (right + 6, (y0 + y1) / 2), str(y), label, tk.INK, "lm")
    tk.text(image, (left - 6, top - 4), "y\\x", max(10, label - 3), tk.INK_DIM, "rd")
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
        draw.line((x0 + 6, y0 + 6, x1 - 6, y1 - 6), fill=color, width=3)
        draw.line((x0 + 6, y1 - 6, x1 - 6, y0 + 6), fill=color, width=3)


def _players(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: View, words: tk.Words, layout: BoardLayout
) -> None:
    """Per seat (S-7.6, S-GAP-27): name, hand size, the broken tools in front of it, and the
    role and gold once public. The awaited seat is marked, the target of the last move framed."""
    tk.text(image, (layout.panel_left, layout.panel_top), words("img-players"), 18, tk.GOLD, weight=tk.BOLD)
    legend = words("img-broken-tools")
    tk.text(image, (layout.player_row(0)[2], layout.panel_top + 4), legend, 12, tk.INK_DIM, "ra")
    last = view.get("last") or {}
    awaited = set(view.get("awaited") or ())
    for index, player in enumerate(view["players"]):
        seat = player["seat"]
        row = layout.player_row(index)
        left, y = row[:2]
        draw.rounded_rectangle(row, radius=8, fill=tk.SURFACE_LIGHT if seat in awaited else tk.SURFACE)
        if seat in awaited:
            draw.polygon([(left + 6, y + 10), (left + 16, y + 17), (left + 6, y + 24)], fill=tk.HIGHLIGHT)
        if last.get("target") == seat:
            color = tk.DANGER if last.get("kind") == "break" else tk.SAFE
            draw.rounded_rectangle(row, radius=8, outline=color, width=2)
        tk.text(image, (left + 22, y + 6), tk.fit(words.name(seat), 17, 150), 17, tk.INK)
        _player_facts(image, player, words, left + 22, y + 28)
        for tool in TOOLS:
            icon = parts.tool_icon(tool, TOOL_SLOT, tool in player["broken"])
            tk.paste(image, icon, layout.tool_slot(index, tool)[:2])


def _player_facts(image: Image.Image, player: View, words: tk.Words, x: int, y: int) -> None:
    """Hand size, then the role and gold once they are public."""
    tk.paste(image, parts.card_back_icon(10, 14), (x, y))
    tk.text(image, (x + 14, y + 7), f"{player['hand_size']}", 13, tk.INK_DIM, "lm")
    x += 36
    if player.get("role"):
        role = player["role"]
        tk.text(image, (x, y + 7), tk.fit(words(ROLE_NAMES[role]), 13, 80), 13, ROLE_COLORS[role], "lm")
        x += 86
    if player.get("gold") is not None:
        tk.paste(image, parts.coin(14), (x, y))
        tk.text(image, (x + 18, y + 7), str(player["gold"]), 13, tk.GOLD, "lm")


# ---------------------------------------------------------------- private pictures

HAND_W = 96
HAND_H = round(HAND_W * CARD_RATIO)
HAND_GAP = 16
HAND_TOP = 70
LABEL_H = 56


def hand_card_box(index: int) -> tuple[int, int, int, int]:
    """Where the ``index``-th hand card lies on the hand picture."""
    x = MARGIN + index * (HAND_W + HAND_GAP)
    return x, HAND_TOP, x + HAND_W, HAND_TOP + HAND_H


def private(view: View, names: Sequence[str], locale: str) -> list[tk.Picture]:
    """The seat's hand and role card, plus the map-peek results of this round if any."""
    you = view.get("you")
    if not you:
        return []
    words = words_for(view, names, locale)
    pictures = [tk.encode(draw_hand(view, words), "hand")]
    if you.get("role"):
        pictures.append(tk.encode(draw_role(view, words), "role"))
    if you.get("peeks"):
        pictures.append(tk.encode(draw_peeks(view, words), "map"))
    return pictures


def _title_canvas(
    width: int, height: int, title: str, subtitle: str = ""
) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image, draw = tk.canvas(width, height)
    tk.text(image, (MARGIN, 12), tk.fit(title, 20, width - 2 * MARGIN, tk.BOLD), 20, tk.GOLD, weight=tk.BOLD)
    if subtitle:
        tk.text(image, (MARGIN, 40), tk.fit(subtitle, 14, width - 2 * MARGIN), 14, tk.INK_DIM)
    return image, draw


def draw_hand(view: View, words: tk.Words) -> Image.Image:
    you = view["you"]
    hand = you["hand"]
    width = max(360, MARGIN * 2 + len(hand) * (HAND_W + HAND_GAP) - HAND_GAP)
    image, _ = _title_canvas(
        width,
        HAND_TOP + HAND_H + LABEL_H + MARGIN,
        words("img-hand-title", player=SeatRef(you["seat"])),
        " · ".join((_round_of(view, words), words("img-card-count", count=len(hand)))),
    )
    if not hand:
        empty = words("img-hand-empty")
        tk.text(image, (width / 2, HAND_TOP + HAND_H / 2), empty, 18, tk.INK_DIM, "mm")
    for index, card in enumerate(hand):
        x, top, _, bottom = hand_card_box(index)
        tk.paste(image, parts.hand_card(card["card"], HAND_W, HAND_H), (x, top))
        # the card's name is a message id of the game's catalog
        lines = tk.wrap(words.render(Message(card["name"])), 14, HAND_W + HAND_GAP - 4, 2)
        for line_no, line in enumerate(lines):
            tk.text(image, (x + HAND_W / 2, bottom + 6 + line_no * 17), line, 14, tk.INK, "ma")
        if card.get("open"):  # the edges the commands' labels name (S-6.4: upright as shown)
            shape = words("img-card-open", edges=edges(edges_of(card["open"])))
            tk.text(image, (x + HAND_W / 2, bottom + 6 + len(lines) * 17), shape, 12, tk.INK_DIM, "ma")
    return image


def _round_of(view: View, words: tk.Words) -> str:
    return words("img-round-of", round=view["round"], rounds=ROUNDS)


ROLE_GOALS = {"gold-digger": "img-goal-gold-digger", "saboteur": "img-goal-saboteur"}


def draw_role(view: View, words: tk.Words) -> Image.Image:
    you = view["you"]
    role = you["role"]
    image, draw = _title_canvas(
        360, 330, words("img-role-title", player=SeatRef(you["seat"])), _round_of(view, words)
    )
    draw.rounded_rectangle(
        (MARGIN, 66, 346, 316), radius=14, fill=tk.SURFACE, outline=ROLE_COLORS[role], width=3
    )
    tk.paste(image, parts.dwarf(role, 150), (105, 74))
    tk.text(image, (180, 236), words(ROLE_NAMES[role]), 26, ROLE_COLORS[role], "ma", tk.BOLD)
    tk.text(image, (180, 268), tk.fit(words(ROLE_GOALS[role]), 14, 320), 14, tk.INK, "ma")
    cards = you.get("gold_cards") or []
    gold = you.get("gold", 0)
    if len(cards) > 1:
        summed = " + ".join(map(str, cards))
        gold_text = words("img-your-gold-cards", gold=gold, cards=summed)
    else:
        gold_text = words("img-your-gold", gold=gold)
    tk.text(image, (180, 290), gold_text, 14, tk.GOLD, "ma")
    return image


PEEK_W = 70
PEEK_H = round(PEEK_W * CARD_RATIO)
GOALS_NORTH_FIRST = tuple(sorted(GOAL_CELLS, key=lambda cell: -cell[1]))


def peek_card_box(x: int, y: int) -> tuple[int, int, int, int]:
    """Where the goal at (x, y) lies on the map picture: north at the top, as on the board."""
    top = HAND_TOP + GOALS_NORTH_FIRST.index((x, y)) * (PEEK_H + 10)
    return MARGIN + 60, top, MARGIN + 60 + PEEK_W, top + PEEK_H


VERDICTS = {"gold": ("img-map-gold", tk.GOLD), "stone": ("img-map-stone", tk.STONE)}
UNSEEN = ("img-map-unseen", tk.INK_DIM)


def draw_peeks(view: View, words: tk.Words) -> Image.Image:
    """Map results (S-9.2): each goal the seat has looked at this round, shown face up where
    it lies; goals not looked at stay face down."""
    peeked = {(peek["x"], peek["y"]): peek["goal"] for peek in view["you"]["peeks"]}
    image, _ = _title_canvas(
        300, HAND_TOP + 3 * (PEEK_H + 10) + MARGIN, words("img-map-title"), words("img-map-subtitle")
    )
    for x, y in GOALS_NORTH_FIRST:
        left, top, right, bottom = peek_card_box(x, y)
        goal = peeked.get((x, y))
        if goal is None:
            face = parts.goal_back(PEEK_W, PEEK_H)
        else:  # the peek tells gold or stone, not which way the stone's tunnel will turn
            shape = letters_of(GOAL_KINDS["gold"].open) if goal == "gold" else ""
            face = parts.path_face(shape, True, goal, PEEK_W, PEEK_H)
        tk.paste(image, face, (left, top))
        middle = (top + bottom) / 2
        tk.text(image, (left - 12, middle), f"{x},{y}", 16, tk.INK, "rm")
        verdict, color = VERDICTS.get(goal, UNSEEN)
        tk.text(image, (right + 16, middle), tk.fit(words(verdict), 20, 130), 20, color, "lm")
    return image


# ---------------------------------------------------------------- round end and standings

GOLD_CARD_W = 52
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
    name_x = MARGIN + (44 if ranks else 10)
    rounds_x = MARGIN + 230
    for column, result in enumerate(results):
        x = rounds_x + column * 120
        tk.text(image, (x, top - 18), words("img-round", round=result["round"]), 14, tk.INK, "la")
        won = tk.fit(words(WON[result["winners"]]), 12, 114)
        tk.text(image, (x, top), won, 12, ROLE_COLORS[WINNING_ROLE[result["winners"]]], "la")
    if scores:
        tk.text(image, (rounds_x + len(results) * 120 + 40, top), words("img-gold"), 14, tk.INK_DIM, "ma")
    for index, seat in enumerate(order):
        y = top + 24 + index * 40
        draw.rounded_rectangle((MARGIN, y, image.width - MARGIN, y + 34), radius=8, fill=tk.SURFACE)
        if ranks:
            rank = ranks[seat]
            medal = MEDALS.get(rank, tk.SURFACE_LIGHT)
            draw.ellipse((MARGIN + 8, y + 5, MARGIN + 32, y + 29), fill=medal)
            tk.text(
                image, (MARGIN + 20, y + 17), str(rank), 14, tk.INK_DARK if rank in MEDALS else tk.INK, "mm"
            )
        tk.text(
            image,
            (name_x, y + 17),
            tk.fit(words.name(seat), 17, rounds_x - name_x - 10),
            17,
            tk.INK,
            "lm",
        )
        for column, result in enumerate(results):
            role = result["roles"][seat]
            x = rounds_x + column * 120
            tk.text(image, (x, y + 17), tk.fit(words(ROLE_NAMES[role]), 14, 86), 14, ROLE_COLORS[role], "lm")
            if result.get("finder") == seat:
                tk.paste(image, parts.nugget_icon(20), (x + 90, y + 7))
        if scores:
            x = rounds_x + len(results) * 120 + 20
            tk.paste(image, parts.coin(18), (x, y + 8))
            tk.text(image, (x + 24, y + 17), str(scores[seat]), 17, tk.GOLD, "lm")


def _table_width(view: View) -> int:
    return MARGIN * 2 + 230 + len(view["round_results"]) * 120 + (90 if view.get("scores") else 0)


def draw_round_end(view: View, words: tk.Words) -> Image.Image:
    result = view["round_results"][-1]
    draft = view.get("draft")
    n = len(view["players"])
    width = max(600, _table_width(view))
    draft_h = round(GOLD_CARD_W * CARD_RATIO) + 56 if draft else 0
    height = 80 + draft_h + 24 + n * 40 + MARGIN
    image, draw = _title_canvas(width, height, headline(result, words), round_note(result, words))
    top = 80
    if draft:
        share = words("img-draft-cards", left=draft["left"], player=SeatRef(draft["holder"]))
        tk.text(image, (MARGIN, top), tk.fit(share, 15, width - 2 * MARGIN), 15, tk.INK)
        for index, value in enumerate(draft["opened"]):  # S-12.2: the public count-out
            card = parts.gold_card(value, GOLD_CARD_W, round(GOLD_CARD_W * CARD_RATIO))
            tk.paste(image, card, (MARGIN + index * (GOLD_CARD_W + 8), top + 26))
        top += draft_h
    _role_table(image, draw, view, words, [player["seat"] for player in view["players"]], top, None)
    return image


def draw_standings(view: View, words: tk.Words) -> Image.Image:
    scores = view["scores"]
    order = sorted(range(len(scores)), key=lambda seat: (-scores[seat], seat))
    ranks = {seat: 1 + sum(1 for other in scores if other > scores[seat]) for seat in order}
    winners = tuple(SeatRef(seat) for seat in order if ranks[seat] == 1)
    width = max(520, _table_width(view))
    image, draw = _title_canvas(
        width,
        90 + 24 + len(order) * 40 + MARGIN,
        words("img-standings"),
        words("img-most-gold", players=winners),
    )
    _role_table(image, draw, view, words, order, 90, ranks)
    return image
