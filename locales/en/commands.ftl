## Slash commands (cogs/lobby.py, cogs/saboteur.py), localized through cogs/translator.py.
## Names: lowercase, no spaces, at most 32 characters, unique within their group; descriptions:
## 1 to 100 characters. The English names are the ones the interactions carry: change them only
## together with every caller.

cmd-game = game
cmd-game-desc = Play board games at this channel's table

cmd-game-new = new
cmd-game-new-desc = Open a table here, in a new thread, or in the server's channel for tables
cmd-game-new-game-desc = Which game
cmd-game-new-options-desc = Table options as name=value, e.g. loose_connection=true
cmd-game-new-turn-timeout-desc = How long each turn may take: 30m, 12h, 2d (default: the server's, else 1 day)
cmd-game-new-thread-desc = Open the table in a new thread (default: the server's setting)
cmd-game-new-language-desc = The language of the table's posts and pictures (default: the server's)
cmd-game-join = join
cmd-game-join-desc = Take a seat at this channel's table (or take back yours from the AI)
cmd-game-leave = leave
cmd-game-leave-desc = Give up your seat before the game starts
cmd-game-start = start
cmd-game-start-desc = Start the game (the table's host)
cmd-game-add-ai = add-ai
cmd-game-add-ai-desc = Seat an AI player (the table's host)
cmd-opt-level = level
cmd-game-add-ai-level-desc = How well the table's AI players play, also for players out of time (default: as set)
cmd-ai-level-easy = easy
cmd-ai-level-normal = normal
cmd-ai-level-hard = hard
cmd-game-cancel = cancel
cmd-game-cancel-desc = Cancel this channel's table (its host, or Manage Server)
cmd-game-hand = hand
cmd-game-hand-desc = Your hand and secrets, only for you
cmd-game-board = board
cmd-game-board-desc = Post the current board again
cmd-game-status = status
cmd-game-status-desc = Who is seated, whose turn it is, the deadline
cmd-game-log = log
cmd-game-log-desc = The last moves, as you may read them
cmd-game-rules = rules
cmd-game-rules-desc = A short summary of a game: its goal, a turn, the commands
cmd-game-rules-game-desc = Which game
cmd-game-act = act
cmd-game-act-desc = Make any legal move (start typing to search)
cmd-game-act-action-desc = Your move: pick one of the suggestions

cmd-saboteur = saboteur
cmd-saboteur-desc = Saboteur moves
cmd-saboteur-place = place
cmd-saboteur-place-desc = Place a path card from your hand
cmd-saboteur-place-card-desc = A path card from your hand
cmd-saboteur-place-where-desc = Cell and rotation (only legal ones)
cmd-saboteur-sabotage = sabotage
cmd-saboteur-sabotage-desc = Break another player's tool
cmd-saboteur-sabotage-card-desc = A broken-tool card from your hand
cmd-saboteur-repair = repair
cmd-saboteur-repair-desc = Repair a broken tool (yours or another player's)
cmd-saboteur-repair-card-desc = A repair card from your hand
cmd-saboteur-target-desc = Whose tool
cmd-saboteur-rockfall = rockfall
cmd-saboteur-rockfall-desc = Remove a path card from the maze
cmd-saboteur-rockfall-cell-desc = The card to remove (only legal ones)
cmd-saboteur-map = map
cmd-saboteur-map-desc = Look at a face-down goal card in secret
cmd-saboteur-map-goal-desc = Which goal
cmd-saboteur-discard = discard
cmd-saboteur-discard-desc = Discard a card face down instead of playing
cmd-saboteur-discard-card-desc = The card to discard
cmd-saboteur-pick = pick
cmd-saboteur-pick-desc = Take a gold card in the draft after a won round
cmd-saboteur-pick-gold-desc = The gold card to take

## Option names, shared by the commands that take them.

cmd-opt-game = game
cmd-opt-options = options
cmd-opt-turn-timeout = turn_timeout
cmd-opt-thread = thread
cmd-opt-language = language
cmd-opt-action = action
cmd-opt-card = card
cmd-opt-where = where
cmd-opt-target = target
cmd-opt-cell = cell
cmd-opt-goal = goal
cmd-opt-gold = gold

## Issue 17, playing over days: /game mine, list, notify, away, back, pause, resume, replace,
## reclaim, and the invitations of /game new.

cmd-game-mine = mine
cmd-game-mine-desc = Your tables on every server, those waiting for you first
cmd-game-list = list
cmd-game-list-desc = The open lobbies and running tables of this server
cmd-game-notify = notify
cmd-game-notify-desc = How the bot tells you it is your turn, and your quiet hours
cmd-game-notify-ping-desc = Mention you in the channel when it is your turn
cmd-game-notify-dm-desc = Send you a direct message when it is your turn
cmd-game-notify-reminder-desc = Remind you by direct message before your turn runs out
cmd-game-notify-quiet-desc = Quiet hours without direct messages, like 23:00-08:00 (or off)
cmd-game-notify-timezone-desc = Your time zone for the quiet hours, like Europe/Budapest
cmd-game-away = away
cmd-game-away-desc = Time away: the clocks of all your seats stand still (14 days a year)
cmd-game-away-duration-desc = How long: 3d, 12h, 90m
cmd-game-back = back
cmd-game-back-desc = End your time away early
cmd-game-pause = pause
cmd-game-pause-desc = Pause this table: no moves and no deadlines (its host)
cmd-game-resume = resume
cmd-game-resume-desc = Resume this paused table (its host)
cmd-game-replace = replace
cmd-game-replace-desc = Hand a seat to another member (the table's host)
cmd-game-replace-seat-desc = The seat: its number, or a mention of its player
cmd-game-replace-by-desc = The member who takes the seat
cmd-game-new-invite-desc = Members to invite, like @Alice @Bob: pinged and sent a Join button
cmd-opt-ping = ping
cmd-opt-dm = dm
cmd-opt-reminder = reminder
cmd-opt-quiet = quiet
cmd-opt-timezone = timezone
cmd-opt-duration = duration
cmd-opt-seat = seat
cmd-opt-by = by
cmd-opt-invite = invite
cmd-opt-replay = replay
cmd-game-new-replay-desc = Post the replay in the channel when the game ends (default yes; /game replay works anytime)

## /game history, show, stats, top, replay, export (issue 18: cogs/history.py)

cmd-game-history = history
cmd-game-history-desc = The finished games of this server, newest first
cmd-game-history-page-desc = Which page (1 is the newest games)
cmd-game-history-table-desc = A finished table's number: its final standings instead of the list
cmd-game-finished-table-desc = The number of a finished table of this server
cmd-game-stats = stats
cmd-game-stats-desc = Games played and won, sides, time per turn and timeouts
cmd-game-stats-member-desc = Whose statistics (you if empty)
cmd-game-top = top
cmd-game-top-desc = The rating leaderboard of a game on this server
cmd-game-top-game-desc = Which game
cmd-game-replay = replay
cmd-game-replay-desc = A finished game replayed as an animated picture, turn by turn
cmd-game-replay-log-desc = Instead of the picture, the game's log as a JSON file, enough to replay it
cmd-opt-log = log
cmd-opt-page = page
cmd-opt-table = table
cmd-opt-member = member

## /game settings (issue 32: cogs/settings.py) and /game new channel:

cmd-game-new-channel-desc = A text or forum channel to open the table in (default: the server's, else here)
cmd-opt-channel = channel
cmd-opt-opener-role = opener_role
cmd-opt-lobby-days = lobby_days
cmd-opt-reset = reset
cmd-game-settings = settings
cmd-game-settings-desc = This server's defaults for new tables (Manage Server changes them)
cmd-game-settings-language-desc = The language of new tables
cmd-game-settings-turn-timeout-desc = The turn time of new tables: 30m, 12h, 2d
cmd-game-settings-thread-desc = Whether each new table opens in a thread of its own
cmd-game-settings-channel-desc = The text or forum channel new tables open in
cmd-game-settings-opener-role-desc = The role a member needs to open a table (@everyone: anyone)
cmd-game-settings-lobby-days-desc = How many days a lobby waits for players before it closes (1-90)
cmd-game-settings-reset-desc = A setting to put back to its default
