## Saboteur (rules/saboteur, cogs/saboteur.py). Rule ids: docs/rules/saboteur.md.

sab-title = Saboteur

## Table options (S-DEC-2)

sab-option-loose-connection = A path card only has to match its neighbours; it need not join a tunnel linked to the start.
sab-option-greedy-dwarf = A gold-digger with a broken tool when the round ends gets no gold when their team wins.
sab-option-pass-circuit = Once the draw pile is empty, a full circuit of consecutive passes also ends the round.

## Components

sab-card-crossroads = Crossroads
sab-card-t-junction = T-junction
sab-card-straight-vertical = Straight (vertical)
sab-card-straight-horizontal = Straight (horizontal)
sab-card-curve = Curve
sab-card-dead-end = Dead end
# A card as a menu names it (a label begins with it).
sab-card-title = { $card }
sab-card-shaped = { $card } (open { $open })
sab-card-broken-pickaxe = Broken pickaxe
sab-card-broken-lantern = Broken lantern
sab-card-broken-cart = Broken cart
sab-card-repair-pickaxe = Repair pickaxe
sab-card-repair-lantern = Repair lantern
sab-card-repair-cart = Repair cart
sab-card-repair-pickaxe-lantern = Double repair pickaxe/lantern
sab-card-repair-pickaxe-cart = Double repair pickaxe/cart
sab-card-repair-lantern-cart = Double repair lantern/cart
sab-card-rockfall = Rockfall
sab-card-map = Map
sab-card-start = Start
sab-card-gold = Gold
sab-card-stone = Stone
sab-tool-pickaxe = pickaxe
sab-tool-lantern = lantern
sab-tool-cart = cart
sab-role-saboteur = saboteur
sab-role-gold-digger = gold-digger
# The open edges of a card as it lies: north, east, south, west.
sab-edges = { $n ->
        [yes] N
       *[no] {""}
    }{ $e ->
        [yes] E
       *[no] {""}
    }{ $s ->
        [yes] S
       *[no] {""}
    }{ $w ->
        [yes] W
       *[no] {""}
    }

## Action labels (menus and autocomplete)

sab-label-place = Place { $card } at { $x },{ $y }{ $turned ->
        [yes] {" "}upside down
       *[no] {""}
    } (open { $open })
sab-label-break = { $card }: break { $target }'s { $tool ->
        [pickaxe] pickaxe
        [lantern] lantern
       *[cart] cart
    }
sab-label-repair = { $card }: repair { $target }'s { $tool ->
        [pickaxe] pickaxe
        [lantern] lantern
       *[cart] cart
    }
sab-label-rockfall = Rockfall: remove the card at { $x },{ $y }
sab-label-map = Map: look at the goal at { $x },{ $y }
sab-label-discard = Discard { $card } face down
sab-label-pass = Pass (no cards in hand)
sab-label-pick = Take a gold card worth { $value }

## Refusals

sab-not-an-action = `{ $code }` is not a Saboteur action.
sab-no-such-card = There is no card { $card }.
sab-game-over = The game is over.
sab-not-your-turn = It is not your turn; the game waits for { $player }.

## Log lines

sab-round-started = Round { $round } begins: roles and hands are dealt; { $player } starts.
sab-round-started-role = Round { $round } begins: roles and hands are dealt; { $player } starts. You are a { $role }.
# Two sentences of one turn, in order: the play, a goal it turned up, the draw.
sab-then = { $first } { $then }
sab-drew = { $player } draws a { $card }.
sab-drew-card = { $player } draws a card.
sab-placed = { $player } places a { $card } at { $x },{ $y }{ $turned ->
        [yes] {" "}upside down
       *[no] {""}
    }.
sab-broke = { $player } breaks { $target }'s { $tool ->
        [pickaxe] pickaxe
        [lantern] lantern
       *[cart] cart
    }.
sab-broke-own = { $player } breaks their own { $tool ->
        [pickaxe] pickaxe
        [lantern] lantern
       *[cart] cart
    }.
sab-repaired = { $player } repairs { $target }'s { $tool ->
        [pickaxe] pickaxe
        [lantern] lantern
       *[cart] cart
    } with a { $card }.
sab-repaired-own = { $player } repairs their own { $tool ->
        [pickaxe] pickaxe
        [lantern] lantern
       *[cart] cart
    } with a { $card }.
sab-rockfall = { $player } causes a rockfall: the { $card } at { $x },{ $y } is gone.
sab-map-read = { $player } looks at the goal at { $x },{ $y } with a map.
sab-map-read-own = { $player } looks at the goal at { $x },{ $y } with a map: it is { $goal ->
        [gold] the gold
       *[stone] a stone
    }.
sab-discarded = { $player } discards a card face down.
sab-discarded-own = { $player } discards { $card } face down.
# A discard while the draw pile is empty: the player passes (S-10.2).
sab-discarded-pass = { $player } passes, discarding a card face down (the draw pile is empty).
sab-discarded-pass-own = { $player } passes, discarding { $card } face down (the draw pile is empty).
sab-passed = { $player } passes with no cards in hand.
# A turn post's runs of the same hidden move, said once (SaboteurGame.summarize); the log keeps each line.
sab-discarded-many = { $players } each discard a card face down.
sab-passed-discarding-many = { $players } pass, each discarding a card face down (the draw pile is empty).
sab-passed-many = { $players } pass with no cards in hand.
sab-gold-taken-many = Gold cards go in turn to { $players }.
# $player: who placed the card that reached the goal; $open: the edges a stone now opens on.
sab-goal-revealed = { $player } turns up the goal at { $x },{ $y }: { $goal ->
        [gold] the gold!
       *[stone] a stone, lying open { $open }.
    }
sab-gold-reached = { $finder } has reached the gold; the gold-diggers win.
sab-gold-not-reached = nobody has reached the gold; the saboteurs win.
sab-seat-role = { $player } ({ $role })
sab-round-ended = Round { $round } is over: { $result } Roles: { $roles }; the leftover role card is a { $leftover }.{ $paid ->
        [no] {" "}Nobody held a saboteur card, so nobody gets gold this round.
       *[yes] {""}
    }
sab-draft-opened = Gold cards counted out for the gold-diggers: { $values }. { $player } chooses first.
sab-gold-taken = { $player } takes a gold card.
sab-gold-taken-own = { $player } takes a gold card worth { $value }.
sab-paid = { $player } receives a saboteur's share of gold.
sab-paid-own = { $total ->
        [0] { $player } receives no gold: the gold deck is empty.
       *[other] { $player } receives gold worth { $total } (gold cards: { $values }).
    }
sab-seat-gold = { $player }: { $gold }
# The winners follow in the host's closing line (host-winners): this line gives the tally.
sab-game-ended = The game is over. Gold: { $scores }.

## The commands (cogs/saboteur.py)

# A seat's secrets in words (the hand message, DMs).
sab-private-role = Round { $round }: you are { $role ->
        [saboteur] a **Saboteur**
        [gold-digger] a **Gold-digger**
       *[none] not dealt a role yet
    }.
sab-private-hand = Your hand: { $cards }.
sab-private-no-cards = Your hand: no cards.
sab-private-broken = Your broken tools: { $tools } — you cannot build a path.
sab-private-peek = Map: the goal at { $x },{ $y } is { $goal ->
        [gold] gold
       *[stone] stone
    }.
sab-private-gold = Your gold so far: { $gold }.
sab-private-draft = Gold cards left for you to choose from: { $values }.
# The hand menu's groups besides the cards.
sab-group-draft = Gold draft
sab-group-pass = Pass
