## The engine contract (rules/core.py): shared refusals and list words.

# Joins the items of a list argument.
core-list-separator = ,{" "}
# The last two items of a list a sentence names (rules.core.listed): "A, B and C".
core-list-and = { $items } and { $last }
# Lines said one under another (rules.core.one_per_line).
core-lines =
    { $first }
    { $rest }
core-not-allowed-now = { $action } is not allowed now.
core-option-unknown = Unknown option { $names } for { $game } (known: { $known }).
core-option-not-bool = Option { $name } must be true or false: `true`/`false`, `yes`/`no` or `on`/`off`.
core-option-not-int = Option { $name } must be a whole number.
core-option-range = Option { $name } must be between { $minimum } and { $maximum }.
core-player-count = { $game } is for { $minimum } to { $maximum } players, not { $count }.

## The host (host/): what it says about a table, in the table's language, and its refusals.

host-game-begins = { $game } begins: { $players }.
host-waiting-for = Waiting for { $players }.
# The game's own last log line has said that the game is over, with its tally.
host-winners = { $winners } { $count ->
        [one] wins
       *[other] win
    }.
host-log-older-rules = The rest of this table's log was written under an earlier version of the rules and cannot be shown; the game itself goes on.
host-ran-out-of-time = { $player } has run out of time; the AI plays for them.
host-ai-takes-over = After { $count } missed turns in a row, the AI now plays { $player }'s seat.
# The name of an AI seat added in the lobby.
host-ai-name = AI { $number }
host-table-not-found = There is no table number { $table }.
host-table-unreadable = Table { $table } was saved by another version of the bot and cannot be loaded; the table's host (or anyone with Manage Server) can cancel it with /game cancel.
host-not-seated = You are not playing at this table.
host-not-your-turn = It is not your turn; the game is waiting for { $players }.
host-stale-version = That board is out of date; look at the latest one and try again.
host-table-closed = This table is { $status ->
        [finished] finished
       *[cancelled] cancelled
    }; nothing more can be played here.
host-not-started = This game has not started yet.
host-table-full = This table is full ({ $count } players).
host-already-started = This game has already started; seats can only change in the lobby.
host-already-seated = You already have a seat at this table.
host-cannot-leave = You host this table, so you cannot leave it; hand hosting to another player with `/{ cmd-table } { cmd-table-host }`, or cancel the table.
host-only-host-adds-ai = Only the table's host can add AI players.
host-ai-level-unknown = There is no AI level called “{ $level }”: the levels are easy, normal and hard.
host-only-host-starts = Only the table's host can start the game.
host-only-host-cancels = Only the table's host can cancel it.
host-not-enough-players = This game needs at least { $minimum } players; { $count } seated so far.
host-channel-busy = This channel already has a table; finish or cancel it first.
host-unknown-game = There is no game called '{ $game }' (available: { $known }).
host-unknown-language = There is no language '{ $language }' (available: { $known }).
host-turn-range = The turn time must be a whole number of seconds from { $minimum } to { $maximum }.
host-database-busy = The game database is busy; please try again in a moment.
host-lobby-days-range = A lobby may wait from { $minimum } to { $maximum } days (a whole number).

## The offline demo (host/demo.py): its transcript and what it prints.

demo-title = Offline demo
demo-intro =
    { $player } plays one table of each game against AI players, through the same host and
    storage the Discord bot uses (on a temporary database). The moves of { $player } are chosen by
    the game's AI policy too. Each post below is what the bot would post in the channel, its pictures
    shown, followed by the pictures only { $player } gets in a direct message.
demo-seats = Seats: { $players }
demo-post = Post { $number } ({ $kind ->
        [start] start
        [timeout] timeout
       *[action] action
    })
demo-posts = { $posts } channel posts for { $moves } moves: one per player's turn, not one per move.
demo-image-board = Board
demo-image-summary = Round end or final standings
demo-image-private = Only { $player } sees this (direct message)
demo-no-games = No game is registered in rules.GAMES yet.
demo-token-howto = To run the real bot: open https://discord.com/developers/applications, choose New Application, then press Reset Token on its Bot page, and put the token in .env as DISCORD_TOKEN=... (see .env.example).
demo-written = Offline demo written to { $folder } (transcript.md and its pictures).
