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

## /table takeover: the AI plays an absent player's seat by vote
cmd-table-takeover = takeover
cmd-table-takeover-desc = Propose that the AI plays an absent player's seat now (a vote of the players)
cmd-table-takeover-seat-desc = The seat: its number, or a mention of its player
host-takeover-open = A vote on that seat is open already: press its **Agree** button.
host-takeover-over = That vote is over: the seat was played, handed over or taken by the AI already.
host-takeover-voted = You agreed already.
host-takeover-own-seat = That is your own seat.
host-takeover-not-awaited = The game is not waiting for the player of seat { $seat }.
host-takeover-too-soon = The player of seat { $seat } has not been awaited long enough; a vote opens in about { $hours ->
    [one] an hour
   *[other] { $hours } hours
}.
bot-takeover-notice = { $by } proposes that the AI plays seat { $seat } ({ $player }) now. The other players agree with the button; a majority hands the seat over.
bot-taken-notice = The players agreed: the AI plays seat { $seat } for { $player }, who takes it back with `/{ cmd-game } { cmd-game-join }`.
bot-taken-over-dm = The players at **{ $game }** #{ $table } on { $server } agreed that the AI plays your seat for now. Take it back whenever you like with `/{ cmd-game } { cmd-game-join }` in { $channel }. { $link }
bot-button-agree = Agree
bot-agreed = Your vote is counted.

## /table follow and unfollow
cmd-table-follow = follow
cmd-table-follow-desc = Get a DM with the pictures at each round's end and at the game's end
cmd-table-follow-table-desc = The table's number (default: this channel's table)
cmd-table-unfollow = unfollow
cmd-table-unfollow-desc = Stop the DMs of a table you follow
host-following-already = You follow this table already.
host-followers-full = This table has { $maximum } followers already, as many as it may.
host-not-following = You do not follow this table.
bot-follow-not-visible = There is no table #{ $table } whose channel you can see on this server.
bot-following = You follow table #{ $table }: a DM at each round's end and at the game's end. `/{ cmd-table } { cmd-table-unfollow }` stops them.
bot-unfollowed = You no longer follow table #{ $table }.
bot-follow-round = A round ended at **{ $game }** #{ $table } on { $server }. { $link }
bot-follow-finished = The game at **{ $game }** #{ $table } on { $server } is over. { $link }

## /table recap: catching up (cogs/recap.py)
cmd-table-recap = recap
cmd-table-recap-desc = What happened at a table since your last move (only you see it)
bot-recap-since = { $moves ->
    [0] Nothing happened since your last move.
    [one] Since your last move, one move was made:
   *[other] Since your last move, { $moves } moves were made:
}
bot-recap-since-start = { $moves ->
    [0] No one has moved yet.
    [one] You have not moved yet; since the game began, one move was made:
   *[other] You have not moved yet; since the game began, { $moves } moves were made:
}
bot-recap-left-out = { $count ->
    [one] …one earlier line left out
   *[other] …{ $count } earlier lines left out
} (`/{ cmd-game } { cmd-game-log }` shows the last moves).
bot-moves-since = { $moves ->
    [one] 📜 One move was made since your last turn.
   *[other] 📜 { $moves } moves were made since your last turn.
}
bot-button-recap = Recap

## /table notify: a heads-up before your turn, and how often reminders come
cmd-table-notify = notify
cmd-table-notify-desc = A DM when the player before you starts, and how often you are reminded
cmd-opt-next = next
cmd-table-notify-next-desc = A DM when the player seated before you starts their turn
cmd-table-notify-reminder-desc = Remind you every so often until the deadline, like 6h or 1d; on: once; off
bot-reminder-syntax = `{ $text }` is not a reminder interval: write one like `6h` or `1d`, or `on` (one reminder) or `off`.
host-remind-every-range = Reminders may come at most every { $shortest ->
    [one] hour
   *[other] { $shortest } hours
} and at least every { $longest } days.
bot-reminders-off = off
bot-reminders-once = once, when three quarters of the turn time have passed
bot-reminders-hours = { $hours ->
    [one] every hour
   *[other] every { $hours } hours
} until the deadline
bot-reminders-days = { $days ->
    [one] every day
   *[other] every { $days } days
} until the deadline
bot-cadence-saved = A DM when the player before you starts a turn: { $next }. Reminders: { $reminders }. Quiet hours and time away hold them back, as `/{ cmd-game } { cmd-game-notify }` sets.
bot-next-dm = Heads-up: { $player } started a turn at **{ $game }** on **{ $server }**, { $channel }, and you sit next. { $link }

## Abandoned tables: the AI played every seat for a whole round
bot-abandoned-notice = For a whole round the AI played every seat of this table, so the game ends here as abandoned: kept in `/{ cmd-game } { cmd-game-history }`, not rated. `/{ cmd-game } { cmd-game-new }` opens a new one.
bot-history-line-abandoned = `#{ $table }` **{ $game }**, { $date }: { $players }. Abandoned (the AI played every seat for a round), { $moves } moves in { $duration }; not rated.
bot-replay-caption-abandoned = The replay of table #{ $table } ({ $game }), abandoned: the AI played every seat for a round.
