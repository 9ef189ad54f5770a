## The words drawn on pictures (images/). Seats are names as the picture's font can draw them.

# A seat whose name has nothing the font can draw.
img-seat = Seat { $number }

## Saboteur: the board

img-board-title = Saboteur · round { $round } of { $rounds }
img-board-piles = Deck { $deck } · Discard { $discard }
img-turn = { $player } to play
# $cards: the values of the gold cards counted out face up (public); $left: how many are still to share.
img-draft-status = Gold-diggers share the gold ({ $cards } counted out, { $left } left): { $player } chooses
img-game-over = Game over; most gold: { $players }
# An empty cell the maze can grow into, named as the menus name it (sab-label-place).
img-cell = { $x },{ $y }
# The last move, from public facts only, its cell as the menus name it.
img-last-place = last: { $player } placed a card at { $x },{ $y }
img-last-rockfall = last: { $player } caused a rockfall at { $x },{ $y }
img-last-break = last: { $player } broke { $target }'s { $tool ->
    [pickaxe] pickaxe
    [lantern] lantern
   *[cart] cart
}
img-last-repair = last: { $player } repaired { $target }'s { $tool ->
    [pickaxe] pickaxe
    [lantern] lantern
   *[cart] cart
}
img-last-map-at = last: { $player } looked at a goal card at { $x },{ $y }
img-last-map = last: { $player } looked at a goal card
img-last-pass = last: { $player } passed
img-role-saboteur = Saboteur
img-role-gold-digger = Gold-digger

## Saboteur: a seat's own pictures

img-round-of = Round { $round } of { $rounds }
img-hand-title = Your hand, { $player }
img-card-count = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
img-hand-empty = No cards in hand
# Under a path card in the hand: its open edges (N E S W) upright, as the commands name them.
# A card's name as a caption under its picture or a line of alt text begins with it.
img-card-caption = { $card }
img-card-open = open { $edges }
img-goal-gold-digger = Dig a tunnel from the start to the gold.
img-goal-saboteur = Keep the gold-diggers from the gold.
img-your-gold = Your gold: { $gold }
# $cards: the values of the gold cards held, as a sum ("3 + 1").
img-your-gold-cards = Your gold: { $gold } ({ $cards })
img-map-title = Your map
img-map-gold = Gold!
img-map-stone = Stone
img-map-unseen = not seen

## Saboteur: round end and final standings

img-round-won-gold-diggers = Round { $round }: the gold-diggers reached the gold
img-round-won-saboteurs = Round { $round }: the saboteurs kept the gold hidden
img-roles-revealed = Roles revealed
# $role: a role's name as running text writes it (sab-role-saboteur or sab-role-gold-digger).
img-leftover-role = leftover role card: { $role }
img-nobody-paid = no saboteur, so nobody gets gold
img-finder-marked = the nugget marks the finder
img-round = Round { $round }
img-gold-diggers-won = diggers won
img-saboteurs-won = saboteurs won
img-gold = Gold
img-draft-cards = Gold cards counted out ({ $left } still to share), { $player } chooses:
img-standings = Final standings
img-most-gold = Most gold: { $players }

## Alt text of the Saboteur pictures (images/saboteur.py, alt_text): read aloud to whoever
## cannot see a picture, with the picture's own headings.

img-alt-maze = { $cards ->
    [one] One card
   *[other] { $cards } cards
} in the tunnel maze
img-alt-tool = { $tool ->
    [pickaxe] pickaxe
    [lantern] lantern
   *[cart] cart
}
# $tools: a list of img-alt-tool.
img-alt-broken = { $player }: broken { $tools }
# A path card in the hand: its name, then its open edges (N E S W) upright.
img-alt-path-card = { $card }, open { $edges }
# A goal card on the map picture and what the seat saw there (img-map-gold, img-map-stone, img-map-unseen).
img-alt-peek = { $x },{ $y }: { $verdict }
img-alt-replay = The replay of a game of { $game }: { $frames } boards in turn order, each with the caption of its turn, then the final standings.

## Der Goldene Kompass: short words for the board's panels and piles (images/kompass.py)

kom-img-place-short = { $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] 4th
    }
kom-img-cards = { $count ->
        [one] 1 card
       *[other] { $count } cards
    }
kom-img-tasks-short = task { $level } · done { $done }
# Shown when the player meets the winning conditions (K-12.1).
kom-img-can-win = can win
kom-img-lyra-piles-short = Lyra piles
kom-img-pan-short = Pan { $count } · top: { $top }
kom-img-task-piles-short = Tasks I { $one } · II { $two } · III { $three }
kom-img-companions-left = Companions left: { $count }
kom-img-snow = snow field

## Alethiometer: short words for the board's player panels (images/alethiometer.py)

ale-img-seat-counts = Hand { $hand } · tiles { $tiles } · Mag. { $magisterium } · Dust { $dust } · Symbols { $symbols }
