## What the bot itself says on Discord (cogs/, bot.py): lobby, status, hands, menus, refusals,
## notices and the /game rules summaries. Channel posts are in the table's language, replies and
## DMs in the reader's. Command names inside texts come from commands.ftl, so they always match
## what the reader's Discord client shows.

## cogs/common.py

bot-apology = Sorry, something went wrong on my side. It has been logged; please try again in a moment.
bot-no-table = There is no open table in this channel. Open one with `/{ cmd-game } { cmd-game-new }`.
bot-ai-player = { $name } (AI)
bot-your-turn = { $players }, your turn.
bot-your-turn-until = { $players }, your turn — deadline { $deadline }.
bot-table-heading = **{ $game }** table #{ $table } — { $status ->
    [lobby] lobby
    [playing] playing
    [finished] finished
   *[cancelled] cancelled
}
bot-seat = { $number }. { $player }
bot-seat-marked = { $number }. { $player } ({ $marks })
bot-mark-host = host
bot-mark-ai = AI
bot-mark-to-play = to play
bot-seats-needed = { $seated }/{ $maximum } seated; { $minimum } needed to start.
bot-status-options = **Options**
bot-status-option = • { $option } ({ $value ->
    [true] on
    [false] off
   *[other] { $value }
})
bot-status-board = [Board]({ $link })
bot-dm-intro = A new round of **{ $game }** on **{ $server }** in { $channel }: { $link }
bot-your-server = an unknown server
bot-choose-below = It's your turn: choose below, or use `/{ cmd-game } { cmd-game-act }`.
bot-actions = Actions
bot-dm-closed = { $user }, I can't DM you — use `/{ cmd-game } { cmd-game-hand }` to see your hand.
bot-reminder = Reminder: it's your turn in { $channel } ({ $game }); the turn ends { $deadline }. { $link }
bot-board-failed = I could not post the board in { $channel } (the channel is gone or I may not post there). It may be your turn: use `/{ cmd-game } { cmd-game-hand }` there, or ask an admin to let me post.

## cogs/components.py

bot-button-join = Join
bot-button-leave = Leave
bot-button-start = Start
bot-button-hand = My hand
bot-stale-board = This board is out of date — here is the table now:
bot-choose-card = Choose a card…
bot-choose-action = Choose what to do…
bot-card-has-no-move = That card has nothing to do now.
bot-menu-title = **{ $title }** — choose:
bot-menu-title-more = **{ $title }** — choose ({ $more } more: type to search them in `/{ cmd-game } { cmd-game-act }`):
bot-not-seated-look = You are not seated at this table; anyone may look at the board: { $link }
bot-done = Done.
bot-no-such-move = You have no such move now: `/{ cmd-game } { cmd-game-hand }` shows what you can do.
bot-move-not-named = `{ $typed }` does not name one of your moves; pick a suggestion from the list.
bot-done-heading = Done:

## cogs/lobby.py

bot-options-syntax = Write table options as name=value, e.g. `loose_connection=true` (not `{ $item }`).
bot-timeout-syntax = Write the turn timeout as minutes, hours or days, e.g. `30m`, `12h`, `2d` (not `{ $text }`).
bot-component-unknown = This button or menu is not one of this bot's.
bot-component-elsewhere = This button or menu belongs to table #{ $table } in another channel; use it there.
bot-component-not-seated = You no longer hold a seat at table #{ $table }, so this button or menu is not yours to use.
bot-sit-not-member = Only a member of the table's server who can see its channel may sit at table #{ $table }.
bot-replace-bot = { $player } is a bot: a seat goes to a person (or the AI plays it).
bot-replace-not-member = { $player } is not a member of this server who can see this channel, so they cannot take a seat here.
bot-options-too-many = That is { $count } table options; a table takes at most { $maximum }.
bot-option-too-long = The table option `{ $item }` is too long (at most { $maximum } characters).
bot-timeout-range = The turn timeout must be from one minute (`1m`) to 30 days (`30d`), not `{ $text }`.
bot-language-unknown = There is no language `{ $value }` here; choose one of: { $choices }.
bot-lobby-open = A table is open — press **{ bot-button-join }** to play.
bot-lobby-in-play = In play: the board is below.
bot-lobby-finished = This game is over.
bot-lobby-cancelled = This table was cancelled.
bot-joined = You joined the table.
bot-left = You left the table.
bot-ai-seated = An AI player took a seat. The table's AI players play at the { $level ->
        [normal] normal
        [hard] hard
       *[easy] easy
    } level.
bot-thread-name = { $game } table
bot-thread-needs-text-channel = A new thread can only be opened from a text channel.
bot-discord-busy = Discord is busy right now; nothing was changed. Please try again in a minute.
bot-discord-busy-unsure = Discord is busy right now and refused part of this; `/{ cmd-game } { cmd-game-status }` shows where things stand. Please try again in a minute if needed.
bot-restarting = I am restarting right now; nothing was changed. Please try again in a minute.
bot-restarting-unsure = I am restarting and could not finish this in time; in a minute `/{ cmd-game } { cmd-game-status }` shows where things stand. Please try again then if needed.
bot-table-opened = Table #{ $table } is open in { $channel }.
bot-cancelled-by = Table #{ $table } was cancelled by { $user }.
bot-cancelled = The table is cancelled.
bot-not-started = The game has not started yet: `/{ cmd-game } { cmd-game-status }` shows the lobby.
bot-board-posted = Board posted.
bot-board-recent = The board was posted less than { $seconds } seconds ago: { $link }
bot-log-empty = Nothing has happened yet.

## cogs/rules_text.py: /game rules

bot-rules-heading = **{ $game }** — { $minimum } to { $maximum } players.
bot-rules-option = • Table option `{ $name }` (default { $default }): { $description }
bot-rules-commands = `/{ cmd-game } { cmd-game-hand }` (or **{ bot-button-hand }** under the board) shows your cards and a menu of your moves; `/{ cmd-game } { cmd-game-act }` makes any legal move by search; `/{ cmd-game } { cmd-game-board }`, `/{ cmd-game } { cmd-game-status }` and `/{ cmd-game } { cmd-game-log }` show the table.
bot-rules-saboteur-goal = **Goal:** dig a tunnel from the start card to the goal card with gold (gold-digger), or stop it without being caught (saboteur). Roles are secret; the most gold after three rounds wins.
bot-rules-saboteur-turn = **Your turn:** play one card — a path card into the maze, an action card (break or repair a tool, rockfall, look at a goal card with a map) — or discard one face down; then you draw.
bot-rules-saboteur-moves = **Moves:** `/{ cmd-saboteur } { cmd-saboteur-place }`, `{ cmd-saboteur-sabotage }`, `{ cmd-saboteur-repair }`, `{ cmd-saboteur-rockfall }`, `{ cmd-saboteur-map }`, `{ cmd-saboteur-discard }`, and `{ cmd-saboteur-pick }` for the gold share after a won round.
bot-rules-kompass-goal = **Goal:** race Lyra's path to the North. The game ends in the round someone reaches the goal with all three tasks done and at least 3 of every kind of experience; among those, the most experience wins.
bot-rules-kompass-round = **A round:** discard and draw Lyra cards, then move (one turn each: play Lyra cards, one space per point, collecting experience; past Fens your place in the race decides which colours you may play), then complete your task card if your experience allows, gaining a companion.
bot-rules-alethiometer-goal = **Goal:** the most points after three parts: Truth tokens, Item tiles scored in the third part, and Dust, which scores again for every Bridge to the Stars token drawn.
bot-rules-alethiometer-part = **A part:** keep one of two dealt characters as your ally (the other goes to your left-hand neighbour as opposition), then take turns until Lyra reaches the next Destination; Truth tokens are drawn at its end.
bot-rules-alethiometer-turn = **Your turn:** spin the needle and take its red or light-blue icon, use an optional action, then play sets of Lyra cards: 2 Daemons for an Item tile, 3 symbols for Symbol tokens, 2 Spyflies to steal a tile.

## bot.py: the console of the offline demo (no token)

bot-demo-no-token = No DISCORD_TOKEN set (environment or .env), so the bot cannot connect to Discord.
bot-demo-instead = Running the offline demo instead; see README.md, section 'Putting the bot on your server', to set up a bot.

## Issue 17, playing over days (host/players.py, cogs/players.py): my tables, notifications,
## time away, pauses, seats that change hands, invitations and rematches.

host-table-paused = This table is paused; its host resumes it with `/{ cmd-game } { cmd-game-resume }`.
host-quiet-syntax = `{ $text }` is not a range of quiet hours: write it like `23:00-08:00` (hours 0-23, minutes 0-59), or `off`.
host-quiet-empty = The quiet hours `{ $text }` start and end at the same time; write a range like `23:00-08:00`, or `off`.
host-unknown-time-zone = There is no time zone `{ $zone }`; use a name like `Europe/Budapest` or `America/New_York`.
host-away-positive = The time away must be longer than zero, like `3d` or `12h`.
host-already-away = You are already away; `/{ cmd-game } { cmd-game-back }` ends it first.
host-away-allowance = That is more time away than is left of this year's { $days } days: { $hours } hours left.
host-not-away = You are not away.
host-only-host-pauses = Only the table's host can pause or resume it.
host-already-paused = This table is paused already.
host-not-paused = This table is not paused.
host-only-host-replaces = Only the table's host can hand a seat to someone else.
host-no-such-seat = There is no seat { $seat } at this table; its seats are 1 to { $count }.
host-holder-seated = { $player } already has a seat at this table.
host-nothing-to-reclaim = The game here has started, and the AI holds no seat of yours at this table.
bot-server-only = This command works on a server, in the channel of a table.
bot-listing = **{ $game }** #{ $table }, { $server }: { $state } { $link }
bot-listing-your-turn = **your turn**, deadline { $deadline }
bot-listing-turn-of = waiting for { $players }
bot-listing-lobby = lobby, { $seated } of { $maximum } seats taken
bot-listing-paused = paused
bot-listing-more = …and { $count } more.
bot-mine-heading = Your tables: { $count }, { $waiting } waiting for you.
bot-mine-none = You have no seat at an open table.
bot-list-heading = Tables of this server: { $count }.
bot-list-none = This server has no open table. Open one with `/{ cmd-game } { cmd-game-new }`.
bot-on = on
bot-off = off
bot-quiet-none = none
bot-notify-saved = Your notifications: ping in the channel { $ping }, DM on your turn { $dm }, reminder { $remind }; quiet hours { $quiet } ({ $zone }).
bot-turn-dm = It's your turn in **{ $game }** on **{ $server }**, { $channel }; the turn ends { $deadline }. { $link }
bot-away-syntax = `{ $text }` is not a time away: write a positive duration like `3d`, `12h` or `90m`.
bot-away-set = You are away until { $until }; the clocks of your seats stand still until then (`/{ cmd-game } { cmd-game-back }` ends it early).
bot-away-notice = { $player } is away until { $until }; their clock is paused.
bot-back = Welcome back: the clocks of your seats run again.
bot-back-notice = { $player } is back; their clock runs again.
bot-paused-notice = { $user } paused the table: no moves and no deadlines until `/{ cmd-game } { cmd-game-resume }`.
bot-resumed-notice = { $user } resumed the table; the deadlines moved on by the time it was paused.
bot-replace-bad-seat = `{ $text }` names no seat: give a seat number or mention its player.
bot-replaced-notice = Seat { $seat } is now { $player }'s (before: { $previous }).
bot-reclaimed-notice = { $player } took seat { $seat } back from the AI.
bot-seat-handed = You now hold seat { $seat } of **{ $game }** on **{ $server }** in { $channel }: { $link }
bot-invite-syntax = Mention the members to invite, like `@Alice @Bob`; `{ $text }` mentions no one.
bot-invite-unknown = { $user } is not a member of this server.
bot-invite-too-many = At most { $maximum } members can be invited at once.
bot-invited = Invited: { $players }.
bot-invitation = { $user } invites you to **{ $game }** on **{ $server }** in { $channel }: press **{ bot-button-join }** to take a seat. { $link }
bot-button-rematch = Rematch
bot-rematch-open = Rematch! { $players }: press **{ bot-button-join }** to play again.
bot-rematch-not-player = Only the players of this game can open a rematch.
bot-button-join-table = Join #{ $table }


## cogs/history.py: /game history, show, stats, top, replay, export (issue 18)

bot-history-heading = **Finished games on this server** — page { $page } of { $pages } ({ $total } in all):
bot-history-empty = No game has finished on this server yet.
bot-history-line = `#{ $table }` **{ $game }**, { $date }: { $players }. Won by { $winners }, { $moves } moves in { $duration }.
bot-history-older = Older games: `/{ cmd-game } { cmd-game-history } { cmd-opt-page }:{ $next }`
bot-history-no-page = There is no page { $page }: the history of this server has { $pages ->
        [one] one page
       *[other] { $pages } pages
    }.
bot-history-no-table = Table #{ $table } is not a finished game of this server; `/{ cmd-game } { cmd-game-history }` lists them.
bot-server-only-history = This command works on a server: it shows that server's games.
bot-history-choice = #{ $table } { $game }: { $players }
bot-duration-seconds = { $count } s
bot-duration-minutes = { $count } min
bot-duration-hours = { $count } h
bot-duration-days = { $count ->
        [one] { $count } day
       *[other] { $count } days
    }
bot-stats-heading = **Statistics of { $player }** (finished games with at most half AI seats):
bot-stats-none = { $player } has no counted finished game on this server yet.
bot-stats-game = { $game }: { $played } played, { $won } won
bot-stats-side = As { $side }: { $won } of { $played } rounds won ({ $share }%)
bot-stats-turns = Time per turn: { $duration } on average over { $turns } timed turns; { $timeouts } ran out of time.
bot-stats-no-turns = No timed turn yet; { $timeouts } ran out of time.
bot-top-heading = **{ $game }: leaderboard** (openskill rating; AI seats and games with mostly AI seats left out):
bot-top-line = { $place }. { $player }: { $rating } ({ $games } games, { $won } won)
bot-top-empty = No one has a { $game } rating on this server yet.
bot-replay-caption = The replay of table #{ $table } ({ $game }).
bot-replay-none = The replay of table #{ $table } ({ $game }) cannot be drawn: the game has no pictures, or it is too long for one attachment even at one frame per round.
bot-export-caption = The log of table #{ $table } ({ $game }) with its seed and seats, as JSON: `host.history.replay_export` replays it.

## cogs/settings.py: /game settings (issue 32)

bot-settings-heading = **Defaults for new tables on this server** (the options of `/{ cmd-game } { cmd-game-new }` override them)
bot-setting-line = • { $name }: { $value }
bot-setting-name = { $setting ->
        [language] Language
        [turn_seconds] Turn time
        [thread] A thread for each table
        [channel_id] Channel for new tables
        [opener_role_id] Who may open tables
       *[lobby_days] How long a lobby waits
    }
bot-setting-default = { $value } (default)
bot-setting-server-language = the server's language, { $language }
bot-setting-here = where the table is opened
bot-setting-everyone = everyone
bot-setting-on = yes
bot-setting-off = no
bot-settings-audit = **Last changes**
bot-settings-change = { $when } { $user } changed { $name }: { $old } → { $new }
bot-settings-read-only = Only members with the Manage Server permission can change these.
bot-settings-saved = { $count ->
        [0] Nothing changed: the settings already had these values.
        [one] Saved: one setting changed.
       *[other] Saved: { $count } settings changed.
    }
bot-settings-need-manage = Only members with the Manage Server permission can change this server's settings; `/{ cmd-game } { cmd-game-settings }` without options shows them to anyone.
bot-settings-reset-unknown = There is no setting called `{ $value }`; pick one of the suggestions.
bot-settings-set-and-reset = You set { $name } and reset it in the same command; do one of them.
bot-settings-role-elsewhere = That role belongs to another server: pick one of this server's roles.
bot-settings-channel-elsewhere = That channel belongs to another server: pick one of this server's channels.
bot-settings-channel-kind = Tables open in a text channel or a forum channel, and { $channel } is neither.
bot-settings-channel-hidden = I cannot see or post in { $channel }: give me the View Channel and Send Messages permissions there first.
bot-settings-channel-gone = The channel this server chose for new tables is gone or closed to me; a member with Manage Server can choose another with `/{ cmd-game } { cmd-game-settings }`.
bot-option-unresolved = I do not know { $value } on this server: pick a channel or role of this server that I can see.
bot-forum-opening = Opening the table…
bot-forum-post-name = { $game } #{ $table }
bot-thread-locked = Table #{ $table } ({ $game }) cannot go on: its thread { $thread } is locked. A moderator can unlock it, or the table's host can cancel it with `/{ cmd-game } { cmd-game-cancel }`.
bot-opener-role-needed = On this server only members with the role { $role } can open tables.
