## The Golden Compass: Alethiometer (rules/alethiometer, rules docs/rules/alethiometer.md):
## component names, action labels, log lines, refusals, scores, and the text hand
## (cogs/alethiometer_text.py).

ale-title = The Golden Compass: Alethiometer

## The journey track (A-DEC-2)

ale-loc-jordan = Jordan College
ale-loc-london = London
ale-loc-trollesund = Trollesund
ale-loc-bolvangar = Bolvangar
ale-loc-svalbard = Svalbard
ale-loc-lights = Northern Lights
ale-box-start = Start
ale-box-destination = Destination { $number }
# A step of a location: "London 8".
ale-box-step = { $location } { $number }

## The Alethiometer dial (A-DEC-3): the red end and the light-blue icons

ale-red-end = draw { $draw } Lyra cards{ $advance ->
    [0] {""}
    [one] , then advance Lyra 1 step
   *[other] , then advance Lyra { $advance } steps
}
ale-icon-alethiometer = Alethiometer
ale-icon-magisterium = Magisterium
ale-icon-ally = Ally
ale-icon-dust = Dust Knowledge
ale-icon-choose = Choose Your Action

## Lyra cards (A-DEC-5), Item tiles (A-DEC-6), Character decks (A-4.3)

ale-card-ermine = Ermine
ale-card-leopard = Leopard
ale-card-monkey = Monkey
ale-card-goose = Goose
ale-card-hourglass = Hourglass
ale-card-sun = Sun
ale-card-anchor = Anchor
ale-card-serpent = Serpent
ale-card-spyfly = Spyfly
ale-card-wild = Wild
# A set of cards: "2 Goose", "1 Ermine + 1 Wild" (A-10.6).
ale-set = { $count } { $card }{ $wilds ->
    [0] {""}
   *[other] {" + "}{ $wilds } { ale-card-wild }
}
ale-tile-points = { $value }-point Item tile from { $location }
ale-tile-alethiometer = Alethiometer tile from { $location }
ale-deck-green = green
ale-deck-blue = blue
ale-deck-red = red

## The 30 Character cards (A-DEC-9) and their abilities

ale-char-lyra-belacqua = Lyra Belacqua
ale-char-lyra-belacqua-ability = Draw 2 Lyra cards.
ale-char-lord-asriel = Lord Asriel
ale-char-lord-asriel-ability = Place 2 Symbol tokens on the current Destination.
ale-char-master-of-jordan = The Master of Jordan College
ale-char-master-of-jordan-ability = Take 1 Item tile from Lyra's current location without playing cards.
ale-char-roger-parslow = Roger Parslow
ale-char-roger-parslow-ability = Take 1 Dust token (as Dust Knowledge) and draw 1 Lyra card.
ale-char-mrs-lonsdale = Mrs Lonsdale
ale-char-mrs-lonsdale-ability = Discard any number of Lyra cards, then draw as many.
ale-char-jordan-scholars = The Jordan Scholars
ale-char-jordan-scholars-ability = Draw 1 Lyra card and place 1 Symbol token on the current Destination.
ale-char-mrs-coulter = Mrs Coulter
ale-char-mrs-coulter-ability = Every other player gives you 1 Lyra card of their choice.
ale-char-golden-monkey = The Golden Monkey
ale-char-golden-monkey-ability = Take 1 Dust token from a player of your choice (from the supply if nobody else has one).
ale-char-lord-boreal = Lord Boreal
ale-char-lord-boreal-ability = Look at another player's hand and take 1 Lyra card of your choice from it.
ale-char-fra-pavel = Fra Pavel
ale-char-fra-pavel-ability = Return up to 2 of one opponent's Symbol tokens from the current Destination to that player.
ale-char-john-faa = John Faa
ale-char-john-faa-ability = Take 1 Item tile from Lyra's current location by discarding any 1 Daemon or Wild card.
ale-char-farder-coram = Farder Coram
ale-char-farder-coram-ability = { ale-char-lord-asriel-ability }
ale-char-ma-costa = Ma Costa
ale-char-ma-costa-ability = Draw 3 Lyra cards.
ale-char-tony-costa = Tony Costa
ale-char-tony-costa-ability = Draw 1 Lyra card and advance Lyra 1 step.
ale-char-lee-scoresby = Lee Scoresby
ale-char-lee-scoresby-ability = Advance Lyra 1 step and take 1 Dust token (as Dust Knowledge).
ale-char-iorek-byrnison = Iorek Byrnison
ale-char-iorek-byrnison-ability = Steal 1 unscored Item tile from another player (as a Spyfly pair).
ale-char-dr-lanselius = Dr Lanselius
ale-char-dr-lanselius-ability = Draw 2 Lyra cards and place 1 Symbol token on the current Destination.
ale-char-hester = Hester
ale-char-hester-ability = { ale-char-roger-parslow-ability }
ale-char-gobblers = The Gobblers
ale-char-gobblers-ability = A player of your choice discards 2 Lyra cards of their choice.
ale-char-sysselman = The Sysselman of Trollesund
ale-char-sysselman-ability = A player of your choice takes the Sky Ferry; then draw 1 Lyra card.
ale-char-serafina-pekkala = Serafina Pekkala
ale-char-serafina-pekkala-ability = Score 1 of your Item tiles without playing cards (the usual scoring rules apply).
ale-char-kaisa = Kaisa
ale-char-kaisa-ability = { ale-char-lyra-belacqua-ability }
ale-char-stelmaria = Stelmaria
ale-char-stelmaria-ability = { ale-char-lord-asriel-ability }
ale-char-pantalaimon = Pantalaimon
ale-char-pantalaimon-ability = { ale-char-jordan-scholars-ability }
ale-char-rescued-children = The Rescued Children
ale-char-rescued-children-ability = Draw 1 Lyra card and take 1 Dust token (as Dust Knowledge).
ale-char-iofur-raknison = Iofur Raknison
ale-char-iofur-raknison-ability = Take 1 unscored Item tile from another player, then give that player 1 Lyra card of your choice.
ale-char-bolvangar-doctors = The Bolvangar Doctors
ale-char-bolvangar-doctors-ability = A player of your choice discards 1 Lyra card of their choice and returns 1 Dust token to the supply.
ale-char-tartar-guards = The Tartar Guards
ale-char-tartar-guards-ability = Every other player discards 1 Lyra card of their choice.
ale-char-samoyed-hunters = The Samoyed Hunters
ale-char-samoyed-hunters-ability = Take 1 random Lyra card from another player's hand.
ale-char-magisterium-council = The Magisterium Council
ale-char-magisterium-council-ability = A player of your choice takes the Sky Ferry and discards 1 Lyra card of their choice.

## Why something happens (in parentheses after a log line or a label)

ale-why-red-icon = red icon
ale-why-pace-rule = pace rule
ale-why-hand-limit = hand limit
ale-why-sky-ferry = Sky Ferry
ale-why-daemon-pair = Daemon pair
ale-why-spyfly-pair = Spyfly pair
ale-why-symbols = three Alethiometer symbols
# Another player's ally made it happen.
ale-why-ally-of = { $owner }'s ally { $ally }

## Action labels: what each move does, both ends of the needle included (A-1.13)

ale-act-keep = Keep { $ally } as ally, pass { $opposition } to the left
ale-act-keep-code = Keep { $ally } as ally
ale-act-red = Red icon: { $red }
ale-act-red-code = Red icon: draw Lyra cards as the needle shows
ale-act-skip = Light blue icon: skip the optional action and play cards
ale-act-alethiometer = Alethiometer: place 1 Symbol token on the Destination
ale-act-magisterium = Magisterium: { $yourself ->
    [yes] take the Sky Ferry yourself
   *[no] give the Sky Ferry to { $player }
}
ale-act-dust = Dust Knowledge: take a Dust token from the supply
ale-act-dust-from = Dust Knowledge: take a Dust token from { $player }
ale-your-ally = your ally
ale-act-ally = Ally: use { $ally }
ale-act-ally-with = Ally: use { $ally } ({ $details })
ale-detail-player = { $player }
ale-detail-on = on { $player }
ale-detail-dust-from = Dust from { $player }
ale-detail-discarding = discarding { $card }
ale-detail-tokens = { $count ->
    [one] 1 token
   *[other] { $count } tokens
}
ale-detail-tokens-of = { $count ->
    [one] 1 token
   *[other] { $count } tokens
} of { $player }
ale-act-pair = Play { $set }: take an Item tile from { $location }
ale-act-pair-code = Play { $set }: take an Item tile
ale-act-score = Play { $set }: score the { $tile } in { $location }
ale-act-score-code = Play { $set }: score the { $tile }
ale-act-tri = Play { $set }: place 2 Symbol tokens
ale-act-spy = Play 2 { $card }: steal an Item tile from { $player }
ale-act-end = End your turn
ale-act-discard = Discard { $card }
ale-act-discard-why = Discard { $card } ({ $why })
ale-act-discard-count = Discard { $card } ({ $why }, { $count } to go)
ale-act-stop = Stop and draw { $count ->
    [one] 1 card
   *[other] { $count } cards
}
ale-act-stop-code = Stop discarding and draw as many cards
ale-act-give = Give { $card } to { $player } ({ $why })
ale-act-give-code = Give { $card }
ale-act-take = Take { $card } from { $player }
ale-act-take-code = Take { $card }
ale-act-ferry-cards = Sky Ferry: discard { $count ->
    [one] 1 Lyra card
   *[other] { $count } Lyra cards
}
ale-act-ferry-cards-code = Sky Ferry: discard Lyra cards (your Magisterium score plus 1)
ale-act-ferry-truth = Sky Ferry: discard one of your two new Truth tokens
ale-act-pick = Choose a Truth token worth { $value }
ale-act-drop = Discard your Truth token worth { $value } (Sky Ferry)

## Log lines

ale-log-part = Part { $part } begins. { $dealer } deals two { $deck } Character cards to each player.
ale-log-dealt = { $player } is dealt two Character cards.
ale-log-dealt-secret = { $player } is dealt two Character cards: { $first } and { $second }.
ale-log-kept = { $player } chooses an ally.
ale-log-kept-secret = { $player } chooses { $ally } as ally.
# A turn post's summaries (Alethiometer.summarize); the log keeps each line.
ale-log-kept-many = { $players } choose their allies.
ale-log-characters = { $player } plays { $ally } as ally with { $opposition } as opposition (Magisterium { $magisterium }). { $ally }: { $text }
ale-log-spin = { $player } spins the Alethiometer: red end, { $red }; light blue end, { $blue }.
ale-log-red = { $player } takes the red icon.
ale-log-skip = { $player } skips the optional action.
ale-log-advance = Lyra advances { $steps ->
    [one] 1 step
   *[other] { $steps } steps
} ({ $why }) to { $box }.
ale-log-part-end = Lyra reaches Destination { $part }: part { $part } is over.
ale-log-truths = { $player } draws Truth tokens: { $values }. Choosing order: { $order }.
ale-log-truths-last = { $player } draws Truth tokens: { $values }. { $bridges ->
    [one] 1 Bridge to the Stars token
   *[other] { $bridges } Bridge to the Stars tokens
} drawn. Choosing order: { $order }.
# $scores: one ale-score-line per player, one under another.
ale-log-game-over =
    The game is over. Scores:
    { $scores }
# Where a seat's points come from (A-15.2 to A-15.6): Dust is worth the number of Bridges drawn.
ale-score-line = { $player }: { $total } points = Truth tokens { $truths } + Item tiles { $tiles } + Dust { $dust } ({ $tokens ->
    [one] 1 token
   *[other] { $tokens } tokens
} × { $bridges ->
    [one] 1 Bridge
   *[other] { $bridges } Bridges
} to the Stars drawn)
ale-log-reshuffle = The discard pile is shuffled into a new Lyra deck.
ale-log-draw = { $player } draws { $count ->
    [0] no Lyra cards
    [one] 1 Lyra card
   *[other] { $count } Lyra cards
} ({ $why }).
ale-log-draw-secret = { $player } draws { $count ->
    [one] 1 Lyra card
   *[other] { $count } Lyra cards
} ({ $why }): { $cards }.
ale-log-discard = { $player } discards { $card } ({ $why }).
ale-log-discards = { $player } discards { $count } cards: { $cards } ({ $why }).
ale-log-play = { $player } plays { $count ->
    [one] a card
   *[other] { $count } cards
}: { $cards }.
ale-log-give = { $giver } gives a Lyra card to { $receiver } ({ $why }).
ale-log-give-secret = { $giver } gives a Lyra card to { $receiver } ({ $why }): { $card }.
ale-log-take = { $receiver } takes a Lyra card from { $giver } ({ $why }).
ale-log-take-secret = { $receiver } takes a Lyra card from { $giver } ({ $why }): { $card }.
ale-log-snatch = { $receiver } takes a random Lyra card from { $giver } ({ $why }).
ale-log-snatch-secret = { $receiver } takes a random Lyra card from { $giver } ({ $why }): { $card }.
ale-log-look = { $player } looks at the hand of { $target } ({ $why }).
ale-log-look-secret = { $player } looks at the hand of { $target } ({ $why }): { $cards }.
ale-log-tile = { $player } takes an Item tile from { $location } ({ $why }).
ale-log-tile-secret = { $player } takes an Item tile ({ $why }): the { $tile }.
ale-log-steal = { $thief } steals an Item tile from { $location } off { $victim } ({ $why }).
ale-log-steal-secret = { $thief } steals an Item tile off { $victim } ({ $why }): the { $tile }.
ale-log-score = { $player } scores the { $tile } in { $location } ({ $why }).
ale-log-place = { $player } places { $count ->
    [one] 1 Symbol token
   *[other] { $count } Symbol tokens
} on Destination { $part } ({ $why }).
ale-log-unplace = { $player } sends { $count ->
    [one] 1 Symbol token
   *[other] { $count } Symbol tokens
} of { $target } back from { $destination } ({ $why }).
ale-log-dust-supply = { $player } takes a Dust token from the supply ({ $why }).
ale-log-dust-from = { $player } takes a Dust token from { $source } ({ $why }).
ale-log-dust-back = { $player } returns a Dust token to the supply ({ $why }).
ale-log-ferry = { $player } gives the Magisterial Sky Ferry to { $target } ({ $why }).
ale-log-ferry-self = { $player } takes the Magisterial Sky Ferry ({ $why }).
ale-log-ferry-cards = { $player } pays for the Sky Ferry with { $count ->
    [one] 1 Lyra card
   *[other] { $count } Lyra cards
}.
ale-log-ferry-truth = { $player } pays for the Sky Ferry with one of their two new Truth tokens.
ale-log-pick = { $player } chooses a Truth token worth { $value }.
ale-log-picks = { $player } chooses { $count } Truth tokens worth { $values }.
ale-log-drop = { $player } discards a Truth token worth { $value } (Sky Ferry).
ale-log-ally = { $player } uses their ally, { $ally }.

## Refusals

ale-refuse-code = '{ $code }' is not an Alethiometer action.
ale-refuse-not-your-turn = It is not your turn to act.
ale-refuse-game-over = The game is over.

## The text hand (cogs/alethiometer_text.py): a seat's secrets as a Discord message

ale-hand-cards = **Lyra cards**: { $cards }
ale-hand-no-cards = **Lyra cards**: none
ale-hand-count = { $card } ×{ $count }
ale-hand-tiles = **Item tiles**: { $tiles }
ale-hand-choose = **Choose your ally** (the other card goes face down to the player on your left, as opposition):
ale-hand-dealt = • { $name } (Magisterium { $magisterium }): { $text }
ale-hand-kept = **Your ally**: { $name } (waiting for the others to choose)
ale-hand-ally = **Ally**: { $name } — { $text }
ale-hand-opposition = **Opposition**: { $name } (your Magisterium score: { $magisterium })
ale-hand-truths = **Truth tokens**: { $values } ({ $total } points)
ale-hand-seen = **Known to be with { $player }**: { $items }
ale-hand-nothing = You hold nothing secret right now.

## Pictures (images/alethiometer.py): the board, the hand, the part end and the final score

ale-img-part = Part { $part } of 3 · { $turns } turns played
ale-img-over = The game is over.
ale-img-choosing = Everyone chooses an ally in secret.
# Whose decision the game awaits, by the kind of the awaited step.
ale-img-decision = { $player } to decide: { $kind ->
    [icon] the red icon or the light-blue action
    [play] sets and abilities, or end the turn
    [discard] cards to discard
    [redraw] cards to exchange
    [give] a card to give
    [take] a card to take
    [ferry] the Sky Ferry choice
    [pick] a Truth token to pick
    [drop] a Truth token to give up
   *[other] the next step
}
ale-img-part-row = Part { $part }
ale-img-destination = Destination { $number }
# The light-blue icons of the dial, short enough for the dial face.
ale-img-icon-short = { $icon ->
    [alethiometer] Aleth.
    [magisterium] Mag.
    [ally] Ally
    [dust] Dust
   *[choose] Choice
}
ale-img-no-spin = No spin this turn yet
ale-img-red = Red: { $effect }
ale-img-blue = Light blue: { $icon }
ale-img-piles = Lyra deck { $deck } · discard pile { $discard } · Dust supply { $dust } · Truth bag { $bag } · Bridges drawn { $bridges }
ale-img-ferry = Sky Ferry: { $player }
ale-img-ferry-free = Sky Ferry: nobody
ale-img-ferry-choose = { $player } chooses how to pay for it: discard { $count ->
    [one] 1 Lyra card
   *[other] { $count } Lyra cards
}, or one of their two new Truth tokens
ale-img-ferry-must-truth = { $player } must pay for it with one of their two new Truth tokens
ale-img-ferry-chose = { $option ->
    [a] { $player } pays for it with Lyra cards
   *[b] { $player } pays for it with one of their two new Truth tokens
}
# The last completed turn, one line under the piles: its parts are joined by " · ".
ale-img-last = Last turn: { $player }
ale-img-last-moved = Lyra moved { $count ->
    [one] 1 box
   *[other] { $count } boxes
}
ale-img-last-still = Lyra did not move
ale-img-last-scored = { $player } scored a tile at { $location }
ale-img-last-taken = { $player } took a tile from { $location }
ale-img-last-stolen = { $player } stole a tile from { $location } off { $victim }
ale-img-offer = Truth tokens on offer:
ale-img-dealer = dealer
ale-img-ferry-mark = Sky Ferry
ale-img-chosen = ally chosen
ale-img-choosing-seat = choosing an ally…
# The deck a character came from (A-4.3: the characters of parts I, II, III), before its name.
ale-img-deck = { $part ->
    [1] I
    [2] II
   *[3] III
}
ale-img-ally = Ally: { $name }
ale-img-opposition = Opposition: { $name }
ale-img-hand-title = Your hand, { $player }: { $count ->
    [one] 1 card
   *[other] { $count } cards
}
ale-img-no-cards = No cards in hand
ale-img-card-family = { $family ->
    [daemon] daemon
    [symbol] symbol
    [spyfly] Spyfly
   *[wild] Wild
}
ale-img-your-tiles = Your Item tiles (face down for the others)
ale-img-dealt = Choose your ally; the other card goes to your left neighbour as opposition:
ale-img-character = { $name } · Magisterium { $magisterium }
ale-img-seen-cards = Cards you know { $player } holds
ale-img-seen-tiles = Tiles you know { $player } holds
ale-img-part-end = End of part { $part }: the Truth-token draft
ale-img-draft-order = Order of choosing, and the tokens taken so far
ale-img-final = Final score
ale-img-winners = { $count ->
    [one] Winner: { $players }
   *[other] Winners: { $players }
}
ale-img-col-truths = Truth
ale-img-col-tiles = Tiles
ale-img-col-dust = Dust × { $bridges } Bridges
ale-img-col-total = Total
ale-img-dust-product = { $tokens } × { $bridges } = { $points }

## The /alethiometer commands (cogs/alethiometer.py) and the groups of the hand menu

ale-cmd-group = alethiometer
ale-cmd-group-desc = Alethiometer moves
ale-opt-choice = choice
ale-cmd-choose = choose
ale-cmd-choose-desc = Choose your ally from the two Character cards dealt to you
ale-cmd-choose-choice-desc = The character to keep as your ally
ale-cmd-red = red
ale-cmd-red-desc = Take the red icon of your spin: draw Lyra cards, maybe advance Lyra
ale-cmd-action = action
ale-cmd-action-desc = Take the light-blue action of your spin
ale-cmd-action-choice-desc = Which light-blue action, and for whom
ale-cmd-ally = ally
ale-cmd-ally-desc = Use your ally's ability
ale-cmd-ally-choice-desc = How to use the ability
ale-cmd-set = set
ale-cmd-set-desc = Play a set of Lyra cards: a Daemon pair, three symbols or a Spyfly pair
ale-cmd-set-choice-desc = The set to play
ale-cmd-score = score
ale-cmd-score-desc = Score one of your Item tiles with a Daemon pair where Lyra is
ale-cmd-score-choice-desc = The pair and the tile
ale-cmd-end = end
ale-cmd-end-desc = End your turn
ale-cmd-card = card
ale-cmd-card-desc = Discard, give or take a Lyra card when the game asks you to
ale-cmd-card-choice-desc = The card
ale-cmd-ferry = ferry
ale-cmd-ferry-desc = Choose how to pay for the Magisterial Sky Ferry at the end of a part
ale-cmd-ferry-choice-desc = Lyra cards, or one of your two new Truth tokens
ale-cmd-truth = truth
ale-cmd-truth-desc = Pick a Truth token from those on offer, or give one up
ale-cmd-truth-choice-desc = The token's value
ale-group-choose = Choose your ally
ale-group-red = Red icon
ale-group-action = Light-blue action
ale-group-ally = Use your ally
ale-group-set = Play a set
ale-group-score = Score an Item tile
ale-group-end = End your turn
ale-group-card = Discard, give or take a card
ale-group-ferry = Sky Ferry choice
ale-group-truth = Truth tokens
