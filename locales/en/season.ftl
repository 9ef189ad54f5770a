## Issue 33, a season of play (host/season.py, cogs/season.py): private notes, the host removing
## a player from the lobby, hosting handed on. Command names and descriptions of the /table group
## follow the rules of commands.ftl.

cmd-table = table
cmd-table-desc = This channel's table: your note, its host, its players
cmd-table-note = note
cmd-table-note-desc = Your private note at this table (without text: shows it)
cmd-table-note-text-desc = The note to keep, at most 1,000 characters (replaces the one before)
cmd-table-kick = kick
cmd-table-kick-desc = Remove a player from the lobby for good (the table's host)
cmd-table-kick-member-desc = The player to remove
cmd-table-host = host
cmd-table-host-desc = Hand hosting to another seated member (the table's host)
cmd-table-host-member-desc = The seated member who hosts the table from now on
cmd-opt-text = text

host-note-too-long = A note may be at most { $maximum } characters; this one has { $length }. Nothing was kept.
host-note-empty = A note needs some text; without any, `/{ cmd-table } { cmd-table-note }` shows yours.
host-only-host-kicks = Only the table's host can remove a player.
host-kick-not-seated = That member has no seat in this lobby.
host-kick-self = You cannot remove yourself from your own lobby.
host-kicked-no-rejoin = The table's host removed you from this lobby; you cannot join it again.
host-only-host-hands-hosting = Only the table's host can hand hosting to someone else.
host-already-host = You host this table already.
host-new-host-not-seated = Hosting goes to a player seated at this table.

bot-host-bot = { $player } is a bot; hosting goes to a seated member.
bot-host-not-member = { $player } is not a member of this server who can see this table.
bot-note-saved = Note kept. Only you see it: under your hand, with `/{ cmd-table } { cmd-table-note }`, and in this table's history.
bot-note-none = You have no note at this table. Write one with `/{ cmd-table } { cmd-table-note } { cmd-opt-text }:`.
bot-note-shown = 📝 Your note: { $note }
bot-kicked-notice = { $user }, the host, removed { $player } from the lobby.
bot-host-notice = { $how ->
    [left] The host { $previous } left the server; { $player } hosts the table now.
    [away] The host { $previous } is away for longer than a lobby may wait; { $player } hosts the table now.
   *[handed] { $previous } handed hosting to { $player }, who hosts the table now.
}
bot-expired-notice = This lobby waited { $days ->
    [one] a day
   *[other] { $days } days
} without starting, so it is closed. Open a new one with `/{ cmd-game } { cmd-game-new }`.
