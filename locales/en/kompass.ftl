## Der Goldene Kompass (rules/kompass, cogs/kompass_text.py). Terms: ../hu/GLOSSARY.md.

kom-title = Der Goldene Kompass

## Names of components

kom-colour-red = red
kom-colour-blue = blue
kom-colour-green = green
kom-colour-yellow = yellow

kom-kind-bear = Armoured bear
kom-kind-witch = Witches
kom-kind-dust = Dust
kom-kind-north = North

kom-pan-marten = Marten
kom-pan-mouse = Mouse
kom-pan-owl = Owl
kom-pan-cat = Cat
kom-pan-butterfly = Butterfly

kom-companion-iorek = Iorek Byrnison
kom-companion-serafina = Serafina Pekkala
kom-companion-lee = Lee Scoresby
kom-companion-macosta = Ma Costa
kom-companion-johnfaa = John Faa
kom-companion-coram = Farder Coram

kom-city-oxford = Oxford
kom-city-london = London
kom-city-fens = Fens
kom-city-trollesund = Trollesund
kom-city-bolvangar = Bolvangar
kom-city-svalbard = Svalbard

kom-task-master-of-jordan = The Master of Jordan
kom-task-mrs-coulter = Mrs Coulter
kom-task-gyptians = The Gyptians
kom-task-tony-costa = Tony Costa
kom-task-dr-lanselius = Dr Lanselius
kom-task-ioreks-armour = Iorek's Armour
kom-task-bolvangar = Bolvangar
kom-task-tartars = The Tartars
kom-task-iofur-raknison = Iofur Raknison
kom-task-lord-asriel = Lord Asriel
kom-task-aurora = The Aurora
kom-task-cliff-ghasts = The Cliff-Ghasts

kom-phase-draw = Draw Lyra cards
kom-phase-move = Advance and collect experience
kom-phase-task = Complete a task
kom-phase-bonus = End of the round

# A Lyra card: colour and value ("red 3").
kom-card-lyra = { $colour } { $value }
# A Mouse or an Owl with the kind of experience it shows ("Owl (Dust)").
kom-card-pan-kind = { $pan } ({ $kind })

kom-space = space { $number }
kom-space-goal = the goal
kom-space-city = space { $number } ({ $city })

## What each card and companion does (K-14, K-15)

kom-power-marten = move 1, 2 or 3 spaces
kom-power-mouse = when an opponent gains experience of its kind, gain one of that kind too
kom-power-owl = when a move gains you experience of its kind, gain one more
kom-power-cat = use the ability of an opponent's companion once
kom-power-butterfly = discard Lyra cards, then draw as many new ones
kom-power-iorek = once per round, pass a snow field without stopping
kom-power-serafina = play each Lyra 3 as a 1, a 2 or a 3
kom-power-lee = once per round, move 1 space without playing a card
kom-power-macosta = draw 1 Lyra card more in phase 2
kom-power-johnfaa = in phase 2, draw a Pan card instead of one Lyra card
kom-power-coram = 1 experience of your choice on every compass space and city you stop on

## Action labels

kom-act-discard = Discard { $card }
kom-act-draw-lyra = Draw a { $colour } Lyra card
kom-act-draw-pan = Draw a Pan card (John Faa)
kom-act-stop = Stop drawing
kom-act-move = Move with { $card }{ $ice ->
        [yes] {" "}(Iorek: ignore the snow field)
       *[no] {""}
    }
kom-act-move-as = Move with { $card } as { $value }{ $ice ->
        [yes] {" "}(Iorek: ignore the snow field)
       *[no] {""}
    }
kom-act-marten = Marten: move { $steps ->
        [one] 1 space
       *[other] { $steps } spaces
    }{ $ice ->
        [yes] {" "}(Iorek: ignore the snow field)
       *[no] {""}
    }
kom-act-lee = Lee Scoresby: move 1 space free
kom-act-forced-discard = Forced move: discard { $card }, advance 1
kom-act-forced = Forced move: advance 1
kom-act-end = End my turn
kom-act-take-pan = Take a Pan card
kom-act-take-pan-discarding = Take a Pan card, discarding { $card }
kom-act-owl = Play { $card }: one more experience
kom-act-butterfly = Play Butterfly: swap Lyra cards
kom-act-butterfly-discard = Butterfly: discard { $card }
kom-act-butterfly-done = Butterfly: done discarding
kom-act-cat = Play Cat: use { $companion } once
kom-act-mouse = Play { $card }: gain one experience
kom-act-gain = Gain { $kind } experience
kom-act-task = Complete my task
kom-act-companion = Take companion { $companion }
kom-act-pass = Skip: no (more) task now
kom-act-to = { $move } → { $space }

## Refusals

kom-not-your-turn = It is not your turn.
kom-not-an-action = “{ $code }” is not an action of { kom-title }.
kom-no-such-card = There is no card { $card }.

## Log lines

kom-log-round = Round { $round } begins; { $player } is the start player.
kom-log-phase = Phase { $number }: { $phase }.
kom-log-round-end = { $phase }.
kom-log-discard = { $player } discards { $card }.
kom-log-draw-lyra = { $player } draws a card from the { $colour } pile.
kom-log-draw-lyra-seen = { $player } draws { $card } from the { $colour } pile.
kom-log-draw-pan = { $player } draws a card from the Pan pile.
kom-log-draw-pan-seen = { $player } draws { $card } from the Pan pile.
# $how lowered: a 3 played as 1 or 2 ($steps) with Serafina Pekkala; $skipped: occupied spaces passed over.
kom-log-move = { $player } moves from { $start } to { $to }{ $how ->
        [card] {" "}playing { $card }
        [lowered] {" "}playing { $card } as { $steps } (Serafina Pekkala)
        [lee] {" "}with Lee Scoresby
        [marten] {" "}with a Marten
       *[forced] {" "}(forced move)
    }{ $skipped ->
        [0] {""}
        [one] , skipping one occupied space
       *[other] , skipping { $skipped } occupied spaces
    }{ $ice ->
        [yes] {" "}(Iorek: through a snow field)
       *[no] {""}
    }.
kom-log-draw-stopped = { $left ->
        [0] { $player } stops drawing.
        [one] { $player } stops drawing with one card still to draw.
       *[other] { $player } stops drawing with { $left } cards still to draw.
    }
# K-6.7: a later arrival in a city takes a Pan card instead of experience.
kom-log-city-pan = { $player } draws a Pan card for arriving in { $city } after the first player there.
kom-log-city-pan-seen = { $player } draws { $card } from the Pan pile for arriving in { $city } after the first player there.
kom-log-gain = { $player } gains { $kind } experience from { $source } (now { $value }).
# A turn post's summaries (Kompass.summarize); the log keeps each line.
kom-log-drew = { $player } draws Lyra cards ({ $piles }){ $stopped ->
        [yes] { $left ->
            [0] , then stops.
            [one] , then stops with one card still to draw.
           *[other] , then stops with { $left } cards still to draw.
        }
       *[no] .
    }
kom-log-drew-pile = { $count } { $colour }
kom-log-discards = { $player } discards { $count ->
        [one] one card
       *[other] { $count } cards
    }: { $cards }.
# A way of several moves in one line (Kompass.summarize): where it began, then each space reached.
kom-log-moves = { $player } moves: { $route }.
kom-route = { $first } → { $rest }
kom-log-moves-step = { $to } ({ $how ->
        [card] { $card }
        [lowered] { $card } as { $steps }, Serafina Pekkala
        [lee] Lee Scoresby
        [marten] Marten
       *[forced] forced move
    }{ $skipped ->
        [0] {""}
        [one] , skipping one occupied space
       *[other] , skipping { $skipped } occupied spaces
    }{ $ice ->
        [yes] , Iorek: through a snow field
       *[no] {""}
    })
kom-log-gains = { $player } gains experience: { $gains }.
kom-log-gain-item = { $count ->
        [one] { $kind } (now { $value })
       *[other] { $kind } +{ $count } (now { $value })
    }
kom-log-gain-lost = { $player } already has 6 { $kind } experience: the gain is lost.
kom-log-play = { $player } plays { $card }.
kom-log-play-mouse = { $player } plays a Mouse in answer to { $other } gaining { $kind } experience.
kom-log-play-cat = { $player } plays { $card } to use { $companion } once.
kom-log-task = { $player } completes the task { $task } ({ $level }).
kom-log-new-task = { $player } draws a task card { $level }.
kom-log-new-task-seen = { $player } draws a task card { $level }: { $task }.
kom-log-companion = { $player } takes the companion { $companion }.
kom-log-reshuffle-lyra = The { $colour } discard pile is shuffled into a new draw pile.
kom-log-reshuffle-pan = The Pan discard pile is shuffled into a new draw pile.
kom-log-reshuffle-tasks = The discard pile of task cards { $level } is shuffled into a new draw pile.
kom-log-end-turn = { $player } ends the turn.
kom-log-game-over = { $reason ->
        [qualified] The game is over after { $rounds } rounds: { $player } is the only player who qualified, with { $experience } experience.
        [experience] The game is over after { $rounds } rounds: { $player } has the most experience among the players who qualified ({ $experience }).
        [arrival] The game is over after { $rounds } rounds: among the qualified players with the most experience ({ $experience }), { $player } reached the goal first.
       *[cap] The game is over at the safety limit of { $rounds } rounds: nobody has qualified.
    }

# Where an experience came from (kom-log-gain).
kom-source-space = the space
kom-source-compass = a compass space
kom-source-city = arriving first in a city
kom-source-coram = Farder Coram
kom-source-owl = an Owl
kom-source-mouse = a Mouse
kom-source-goal = the goal bonus

## Final standings (Outcome.detail)

# How places are decided; the game's last log line has said when and why the game ended.
kom-outcome-summary = { $ended_by ->
        [rules] Players who qualified (on the goal, every experience at 3 or more, all tasks completed) rank first, by total experience, then by earlier arrival at the goal; the others rank by tasks completed, then total experience, then place in the race.
       *[cap] Nobody qualified within the safety limit of rounds, so all rank by tasks completed, then total experience, then place in the race.
    }
kom-standing-qualified = { $place }. { $player }: qualified; { $experience } experience in all, { $tasks } tasks completed, { $arrival ->
        [1] first
        [2] second
        [3] third
       *[other] fourth
    } to reach the goal.
kom-standing-other = { $place }. { $player }: did not qualify; { $tasks ->
        [one] 1 task
       *[other] { $tasks } tasks
    } completed, { $experience } experience in all, { $race ->
        [1] first
        [2] second
        [3] third
       *[other] fourth
    } in the race.

## The text hand (cogs/kompass_text.py)

kom-text-hand = **Your hand** ({ $count }/{ $limit } cards)
kom-text-lyra = Lyra cards: { $cards }
kom-text-no-lyra = Lyra cards: none
kom-text-pan = Pan cards (any of them can also move 1 space):
kom-text-no-pan = Pan cards: none
kom-text-pan-card = • { $cards }: { $power }
# A card held more than once.
kom-text-times = { $item } ×{ $count }
kom-text-task = **Task { $level }**: { $task }
kom-text-emblem = • { $kind }: you have { $have } of { $need } needed; completing it moves the token back { $cost }
kom-text-task-ready = { $ready ->
        [yes] You can complete it in phase 4.
       *[no] Not ready yet.
    }
kom-text-no-task = **Task**: none left to do
kom-text-companions = **Companions**:
kom-text-companion = • { $companion }: { $power }
kom-text-no-companions = **Companions**: none yet

## The board picture (images/kompass.py)

kom-img-title = Der Goldene Kompass · round { $round }
kom-img-phase = Phase { $number }: { $phase }
kom-img-over = The game is over
# Whose decision it is and what kind ($mode: the engine's turn mode).
kom-img-waiting = Waiting for { $player }: { $mode ->
        [discard] discard, then draw Lyra cards
        [draw] draw Lyra cards
        [move] advance
        [bf_discard] Butterfly: discard Lyra cards
        [bf_draw] Butterfly: draw Lyra cards
        [task] complete a task or pass
       *[bonus] take the goal bonus
    }
kom-img-last = Last move: { $player } from { $start } to { $to }
kom-img-goal = Goal
kom-img-none = none

## The private picture (images/kompass.py)

kom-img-hand-title = { $player }: your hand ({ $count }/{ $limit } cards)
kom-img-hand-empty = No cards in hand
kom-img-lyra-card = Lyra
kom-img-pan-card = Pan
kom-img-power = • { $card }: { $power }
kom-img-task = Task { $level }: { $task }
kom-img-no-task = No task left to do
kom-img-emblem = { $kind }: you have { $have } of { $need }{ $missing ->
        [0] , ready
        [one] , 1 to go
       *[other] , { $missing } to go
    }; completing it moves the token back { $cost }
kom-img-companions-title = Your companions
kom-img-no-companions = No companions yet

## Round end and final standings pictures (images/kompass.py)

kom-img-round-end = End of round { $round }: the race
kom-img-next-start = Round { $round } begins with { $player }, last in the race (the last player starts).
kom-img-col-player = Place in the race
kom-img-col-space = Pawn at
kom-img-col-experience = Experience
kom-img-col-tasks = Tasks
kom-img-total = = { $total }
kom-img-tasks-done = { $count } done
# Who is on the goal with every experience at 3 or more and every task done (K-12.1).
kom-img-qualified = { $count ->
        [0] Nobody meets the winning conditions yet.
       *[other] Meeting the winning conditions: { $players }.
    }
kom-img-winner = { $player } wins Der Goldene Kompass!

## The /kompass commands (cogs/kompass.py), localized through cogs/translator.py

kom-cmd = kompass
kom-cmd-desc = Der Goldene Kompass moves
kom-cmd-opt-card = card
kom-cmd-opt-pile = pile
kom-cmd-opt-how = how
kom-cmd-opt-what = what
kom-cmd-discard = discard
kom-cmd-discard-desc = Discard a card before drawing, or with the Butterfly
kom-cmd-discard-card-desc = A card from your hand (only legal ones)
kom-cmd-draw = draw
kom-cmd-draw-desc = Draw a card in phase 2
kom-cmd-draw-pile-desc = Which pile
kom-cmd-stop = stop
kom-cmd-stop-desc = Stop drawing (or stop discarding with the Butterfly)
kom-cmd-move = move
kom-cmd-move-desc = Advance your pawn with a card, the Marten or Lee Scoresby
kom-cmd-move-how-desc = The card or power to move with (only legal ones)
kom-cmd-power = power
kom-cmd-power-desc = Play a Pan card for its power (Owl, Mouse, Cat, Butterfly)
kom-cmd-power-card-desc = The Pan card (only legal ones)
kom-cmd-take = take
kom-cmd-take-desc = Take experience you are owed, a companion, or a city's Pan card
kom-cmd-take-what-desc = What to take (only legal choices)
kom-cmd-task = task
kom-cmd-task-desc = Complete your task
kom-cmd-skip = skip
kom-cmd-skip-desc = Skip completing a task now
kom-cmd-end = end
kom-cmd-end-desc = End my turn
