"""Buttons and select menus that survive a restart.

Every component is a ``DynamicItem`` whose custom_id carries the verb, the table id and the
table version it was drawn for (``gh:<verb>:<table>:<version>``): after a restart discord.py
rebuilds the item from the id alone, and a press on an old board is recognised as such.

The posts and DMs that carry these components are built from this module
(``cogs/delivery.py``), so a press reaches what it does (join, the hand, a move) through the
bot, typed (``GameBot.moves``, the move flow of ``cogs/moves.py``), never by importing the
modules that deliver.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any, Self, cast

import discord

import locales
from cogs.access import require_may_sit
from cogs.answers import reader
from cogs.choices import MAX_CHOICES, ActionGroup, choice_name
from cogs.gamebot import Interaction
from cogs.games import DISCORD_GAMES, action_groups
from cogs.replies import (
    Refusal,
    acknowledge,
    handled,
    post_public,
    reply,
    report_error,
    require_row_ids,
    user_of,
)
from cogs.wording import lobby_text, status_text
from host import ActionChoice, TableInfo
from host.errors import TableClosed
from rules.core import msg, required

Dispatched = discord.Interaction[Any]
"""An interaction as discord.py hands it to a dynamic item (typed for any client); this bot's
items are dispatched by the ``GameBot`` only."""
Button = discord.ui.Button[discord.ui.View]
Select = discord.ui.Select[discord.ui.View]


def custom_id(verb: str, table_id: int, version: int) -> str:
    return f"gh:{verb}:{table_id}:{version}"


def menu(
    verb: str, table_id: int, version: int, placeholder: str | None, options: list[discord.SelectOption]
) -> Select:
    # A select needs one option even in the template discord.py rebuilds from the custom_id.
    return discord.ui.Select(
        placeholder=placeholder,
        custom_id=custom_id(verb, table_id, version),
        options=options or [discord.SelectOption(label="-", value="-")],
    )


class StaleBoard(Exception):
    """A component of an older board or hand was used: nothing is done, the table's state now
    is shown instead."""

    def __init__(self, table: TableInfo) -> None:
        super().__init__(table.id)
        self.table = table


class TableItem:
    """Shared by the dynamic items: parse the id, acknowledge, refuse a closed table or an old
    board, and report errors in one place. Rebuilt from a custom_id alone, an item carries no
    label: discord.py only dispatches it, it is never drawn again."""

    table_id: int
    version: int

    @classmethod
    async def from_custom_id(
        cls, interaction: Dispatched, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        # an item rebuilt from (table, version) alone takes those two first (the subclasses' own
        # __init__, which this mixin cannot declare)
        rebuild = cast(Callable[[int, int], Self], cls)
        return rebuild(int(match["table"]), int(match["version"]))

    async def callback(self, interaction: Dispatched) -> None:
        try:
            await acknowledge(interaction, thinking=self.new_message(interaction))
            require_row_ids(self.table_id, self.version, refusal=msg("bot-component-unknown"))
            await self.pressed(interaction)
            handled(interaction)
        except StaleBoard as stale:
            locale = reader(interaction)
            lines = (locales.text(locale, "bot-stale-board"), status_text(stale.table, locale))
            await reply(interaction, "\n".join(lines))
        except Exception as error:
            await report_error(interaction, error)

    def new_message(self, interaction: Interaction) -> bool:
        """Whether the press is answered with a new message (else by editing an earlier one)."""
        return True

    async def pressed(self, interaction: Interaction) -> None:
        table = await interaction.client.host.table(self.table_id)
        self.check_where(interaction, table)
        await self.run(interaction, table)

    async def run(self, interaction: Interaction, table: TableInfo) -> None:
        self.check_current(interaction, table)
        await self.act(interaction, table)

    def check_where(self, interaction: Interaction, table: TableInfo) -> None:
        """Refuse a press anywhere but where the table's components are. In a DM, only a
        player of the table may press (a hand sent there): anyone else, a player whose seat was
        handed to another among them, is told that they hold no seat there."""
        if self.belongs_where_pressed(interaction, table):
            return
        if interaction.guild_id is None:
            raise Refusal(msg("bot-component-not-seated", table=str(table.id)))
        raise Refusal(msg("bot-component-elsewhere", table=str(table.id)))

    def check_current(self, interaction: Interaction, table: TableInfo) -> None:
        """Refuse a component of a closed table, or of an old board (``StaleBoard``: answered
        with where the table stands now)."""
        if table.status in ("finished", "cancelled"):
            raise TableClosed(table.status)
        if not self.is_current(interaction, table):
            raise StaleBoard(table)

    def belongs_where_pressed(self, interaction: Interaction, table: TableInfo) -> bool:
        return pressed_at(interaction, table)

    def is_current(self, interaction: Interaction, table: TableInfo) -> bool:
        return table.version == self.version

    async def act(self, interaction: Interaction, table: TableInfo) -> None:
        raise NotImplementedError


class MoveItem(TableItem):
    """A component that plays a move: its table is loaded once, under the host's lock, and
    checked there (``Host.submit``'s ``check``) before the move is applied (issue 13)."""

    async def pressed(self, interaction: Interaction) -> None:
        def check(table: TableInfo) -> None:
            self.check_where(interaction, table)
            self.check_current(interaction, table)

        code = self.code_pressed()
        await interaction.client.moves.submit(
            interaction, self.table_id, code, expected_version=self.version, check=check
        )

    def code_pressed(self) -> str:
        """The action code the press chose."""
        raise NotImplementedError


def pressed_at(interaction: Interaction, table: TableInfo) -> bool:
    """Whether a component was pressed where the table's components are: its own channel of its
    own server, or the direct messages of one of its players (a hand sent by DM)."""
    if interaction.guild_id is None:
        return table.seat_of(interaction.user.id) is not None
    return interaction.guild_id == table.guild_id and interaction.channel_id == table.channel_id


def chosen_value(select: Select) -> str:
    """The one value picked in a select menu; a forged id on a button carries none."""
    if not select.values:
        raise Refusal(msg("bot-component-unknown"))
    return select.values[0]


INVITE = "invite"
"""The verb of a Join button sent away from the lobby (``LobbyButton.belongs_where_pressed``)."""
LOBBY_BUTTONS = {"join": "bot-button-join", "leave": "bot-button-leave", "start": "bot-button-start"}
"""Each lobby verb and its button's label."""


class LobbyButton(
    TableItem,
    discord.ui.DynamicItem[Button],
    template=r"gh:(?P<verb>join|leave|start|invite):(?P<table>\d+):(?P<version>\d+)",
):
    def __init__(self, verb: str, table_id: int, version: int, label: str | None = None) -> None:
        style = discord.ButtonStyle.success if verb == "start" else discord.ButtonStyle.secondary
        super().__init__(
            discord.ui.Button(label=label, style=style, custom_id=custom_id(verb, table_id, version))
        )
        self.verb, self.table_id, self.version = verb, table_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: Dispatched, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(match["verb"], int(match["table"]), int(match["version"]))

    def belongs_where_pressed(self, interaction: Interaction, table: TableInfo) -> bool:
        # "invite": a Join button sent away from the lobby, with /game list (any channel of the
        # server) and in invitations (DMs); the lobby's own buttons work in its channel only.
        if self.verb == INVITE:
            return interaction.guild_id in (None, table.guild_id)
        return super().belongs_where_pressed(interaction, table)

    async def run(self, interaction: Interaction, table: TableInfo) -> None:
        if self.verb in ("join", INVITE):
            await require_may_sit(interaction, table)
        await interaction.client.moves.lobby_verb(
            interaction, "join" if self.verb == INVITE else self.verb, table.id
        )


class HandButton(
    TableItem,
    discord.ui.DynamicItem[Button],
    template=r"gh:hand:(?P<table>\d+):(?P<version>\d+)",
):
    def __init__(self, table_id: int, version: int, label: str | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=label, style=discord.ButtonStyle.primary, custom_id=custom_id("hand", table_id, version)
            )
        )
        self.table_id, self.version = table_id, version

    def new_message(self, interaction: Interaction) -> bool:
        # The presser's last private answer here is edited while Discord allows it (MoveFlow.show_hand).
        return interaction.client.private_answers.to_edit(interaction, self.table_id) is None

    def is_current(self, interaction: Interaction, table: TableInfo) -> bool:
        # The newest board stays current while a player is in the middle of his turn: his
        # steps move the version on without a new post (Publication.post_to_channel).
        message = interaction.message
        return super().is_current(interaction, table) or (
            message is not None and message.id == table.board_message_id
        )

    async def act(self, interaction: Interaction, table: TableInfo) -> None:
        await interaction.client.moves.show_hand(interaction, table)


PLAY_NOW = "="
"""Marks a card select's option that is an action code, not a group: a card with one thing to
do (only discarding it) is played at once, not behind a second menu of one entry."""


class CardSelect(
    MoveItem,
    discord.ui.DynamicItem[Select],
    template=r"gh:card:(?P<table>\d+):(?P<version>\d+)",
):
    """The hand menu's first select: which card (or group of actions), or, for a group of one
    action, that action itself (``PLAY_NOW``)."""

    def __init__(
        self,
        table_id: int,
        version: int,
        options: Sequence[discord.SelectOption] = (),
        placeholder: str | None = None,
    ) -> None:
        super().__init__(menu("card", table_id, version, placeholder, list(options)))
        self.table_id, self.version = table_id, version

    async def pressed(self, interaction: Interaction) -> None:
        if chosen_value(self.item).startswith(PLAY_NOW):
            await MoveItem.pressed(self, interaction)
        else:
            await TableItem.pressed(self, interaction)

    def code_pressed(self) -> str:
        return chosen_value(self.item).removeprefix(PLAY_NOW)

    async def act(self, interaction: Interaction, table: TableInfo) -> None:
        locale = reader(interaction)
        choices = await interaction.client.host.legal_actions(table.id, interaction.user.id, locale)
        chosen = chosen_value(self.item)
        group = next((g for g in action_groups(table.game_id, choices, locale) if g.key == chosen), None)
        if group is None:
            raise Refusal(msg("bot-card-has-no-move"))
        text, kwargs = menu_message(table, group.label, group.choices, locale)
        await reply(interaction, text, **kwargs)


class ActionSelect(
    MoveItem,
    discord.ui.DynamicItem[Select],
    template=r"gh:act:(?P<table>\d+):(?P<version>\d+)",
):
    """The hand menu's last select: the action itself (value = action code)."""

    def __init__(
        self,
        table_id: int,
        version: int,
        choices: Sequence[ActionChoice] = (),
        placeholder: str | None = None,
    ) -> None:
        options = [discord.SelectOption(label=choice_name(c), value=c.code) for c in choices[:MAX_CHOICES]]
        super().__init__(menu("act", table_id, version, placeholder, options))
        self.table_id, self.version = table_id, version

    def code_pressed(self) -> str:
        return chosen_value(self.item)


class ActionButton(
    MoveItem,
    discord.ui.DynamicItem[Button],
    template=r"gh:do:(?P<table>\d+):(?P<version>\d+):(?P<code>[a-z]{1,12})",
):
    """A one-click decision on the hand message (``DiscordGame.one_click``: "Stop drawing", "End my
    turn"); the host checks it like any action, the version like any button."""

    def __init__(self, table_id: int, version: int, code: str, label: str | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=f"{custom_id('do', table_id, version)}:{code}",
            )
        )
        self.table_id, self.version, self.code = table_id, version, code

    @classmethod
    async def from_custom_id(
        cls, interaction: Dispatched, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["table"]), int(match["version"]), match["code"])

    def code_pressed(self) -> str:
        return self.code


class RematchButton(
    TableItem,
    discord.ui.DynamicItem[Button],
    template=r"gh:rematch:(?P<table>\d+):(?P<version>\d+)",
):
    """On the final standings: opens a new lobby of the same game, options, turn time and
    language in the same channel, seating the presser; the other players are pinged and must
    press Join again."""

    def __init__(self, table_id: int, version: int, label: str | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=label, style=discord.ButtonStyle.success, custom_id=f"gh:rematch:{table_id}:{version}"
            )
        )
        self.table_id, self.version = table_id, version

    async def run(self, interaction: Interaction, table: TableInfo) -> None:
        if table.status != "finished" or table.seat_of(interaction.user.id) is None:
            raise Refusal(msg("bot-rematch-not-player"))
        bot = interaction.client
        new = await bot.host.open_table(
            table.guild_id, table.channel_id, table.game_id, user_of(interaction),
            options=table.options, turn_seconds=table.turn_seconds, language=table.language,
        )  # fmt: skip
        others = tuple(
            f"<@{seat.user_id}>"
            for seat in table.seats
            if seat.user_id is not None and seat.user_id != interaction.user.id
        )
        rematch = locales.text(new.language, "bot-rematch-open", players=others)
        text = locales.text(
            reader(interaction), "bot-table-opened", table=new.id, channel=f"<#{new.channel_id}>"
        )
        await reply(interaction, text)

        async def stored(message: discord.Message) -> None:
            await bot.host.set_message(new.id, "lobby", message.id)

        # the new lobby: this press's public follow-up (not counted; issue 25)
        lobby = f"{lobby_text(new)}\n{rematch}"
        await post_public(interaction, new, "lobby", stored, content=lobby, view=lobby_view(new))


class AgreeButton(
    TableItem,
    discord.ui.DynamicItem[Button],
    template=r"gh:agree:(?P<table>\d+):(?P<version>\d+)",
):
    """Under a proposal that the AI plays an absent player's seat (issue 33): the press is a
    vote. Its id carries the proposal's id where the others carry a version: a vote is checked
    by the host against the proposal (still open, the seat still absent), not the board."""

    def __init__(self, table_id: int, takeover_id: int, label: str | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.primary,
                custom_id=custom_id("agree", table_id, takeover_id),
            )
        )
        self.table_id, self.version = table_id, takeover_id

    def is_current(self, interaction: Interaction, table: TableInfo) -> bool:
        return True  # the host judges the proposal

    async def act(self, interaction: Interaction, table: TableInfo) -> None:
        await required(interaction.client.agreeing).agree_pressed(interaction, table.id, self.version)


DYNAMIC_ITEMS = (LobbyButton, HandButton, CardSelect, ActionSelect, ActionButton, RematchButton, AgreeButton)


class Components(discord.ui.View):
    """Only the components of a message. Every item is a registered DynamicItem, dispatched by
    its custom_id alone, so no message needs a listening view: reporting the view as finished
    keeps discord.py from storing one (and timing it out) per message sent."""

    def __init__(self, *items: discord.ui.Item[Any]) -> None:
        super().__init__(timeout=None)
        for item in items:
            self.add_item(item)

    def is_finished(self) -> bool:
        return True


def action_select(table: TableInfo, choices: Sequence[ActionChoice], locale: str) -> ActionSelect:
    return ActionSelect(table.id, table.version, choices, locales.text(locale, "bot-choose-action"))


def menu_message(
    table: TableInfo, title: str, choices: Sequence[ActionChoice], locale: str
) -> tuple[str, dict[str, Any]]:
    view = Components(action_select(table, choices, locale))
    more = len(choices) - MAX_CHOICES
    if more > 0:
        text = locales.text(locale, "bot-menu-title-more", title=title, more=more)
    else:
        text = locales.text(locale, "bot-menu-title", title=title)
    return text, {"view": view}


def action_menu(table: TableInfo, choices: Sequence[ActionChoice], locale: str) -> discord.ui.View | None:
    """The hand message's menu, for one reader: the game's one-click decisions as buttons
    (``DiscordGame.one_click``), then a card select when the game groups its other actions, otherwise
    those actions themselves. None when the seat has nothing to do."""
    if not choices:
        return None
    one_click = DISCORD_GAMES[table.game_id].one_click
    buttons = [
        ActionButton(table.id, table.version, choice.code, choice_name(choice)[:80])
        for choice in choices
        if choice.code in one_click
    ]
    rest = [choice for choice in choices if choice.code not in one_click]
    if not rest:
        return Components(*buttons)
    groups = action_groups(table.game_id, rest, locale)
    if len(groups) == 1:
        return Components(action_select(table, groups[0].choices, locale), *buttons)
    options = [group_option(group) for group in groups[:MAX_CHOICES]]
    placeholder = locales.text(locale, "bot-choose-card")
    return Components(CardSelect(table.id, table.version, options, placeholder), *buttons)


def group_option(group: ActionGroup) -> discord.SelectOption:
    """A card select's option: the group, or its one action to play at once ("Discard X")."""
    if len(group.choices) == 1:
        only = group.choices[0]
        return discord.SelectOption(label=choice_name(only), value=PLAY_NOW + only.code)
    return discord.SelectOption(label=group.label[:100], value=group.key)


def board_view(table: TableInfo) -> discord.ui.View:
    """The board post's button, for the whole channel: in the table's language."""
    return Components(HandButton(table.id, table.version, locales.text(table.language, "bot-button-hand")))


def lobby_view(table: TableInfo) -> discord.ui.View | None:
    if table.status != "lobby":
        return None
    return Components(
        *(
            LobbyButton(verb, table.id, table.version, locales.text(table.language, label))
            for verb, label in LOBBY_BUTTONS.items()
        )
    )


def rematch_view(table: TableInfo) -> Components:
    """The final standings' button, for the whole channel: in the table's language."""
    return Components(
        RematchButton(table.id, table.version, locales.text(table.language, "bot-button-rematch"))
    )
