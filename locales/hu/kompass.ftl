## Az arany iránytű (Der Goldene Kompass; rules/kompass, cogs/kompass_text.py). Szakszavak: GLOSSARY.md.

kom-title = Az arany iránytű

## Az elemek nevei

kom-colour-red = piros
kom-colour-blue = kék
kom-colour-green = zöld
kom-colour-yellow = sárga

kom-kind-bear = Páncélos medve
kom-kind-witch = Boszorkányok
kom-kind-dust = Por
kom-kind-north = Észak

kom-pan-marten = Nyest
kom-pan-mouse = Egér
kom-pan-owl = Bagoly
kom-pan-cat = Macska
kom-pan-butterfly = Pillangó

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

kom-task-master-of-jordan = A Jordan Kollégium rektora
kom-task-mrs-coulter = Mrs. Coulter
kom-task-gyptians = A gyiptusok
kom-task-tony-costa = Tony Costa
kom-task-dr-lanselius = Dr. Lanselius
kom-task-ioreks-armour = Iorek páncélja
kom-task-bolvangar = Bolvangar
kom-task-tartars = A tatárok
kom-task-iofur-raknison = Iofur Raknison
kom-task-lord-asriel = Lord Asriel
kom-task-aurora = Az északi fény
kom-task-cliff-ghasts = A sziklarémek

kom-phase-draw = Lyra-kártyák húzása
kom-phase-move = Előrehaladás és tapasztalat-jelző gyűjtés
kom-phase-task = Feladat teljesítése
kom-phase-bonus = A forduló vége

# Lyra-kártya: szín és érték („piros 3”).
kom-card-lyra = { $colour } { $value }
# Egér vagy Bagoly a rajta látható tapasztalatfajtával („Bagoly (Por)”).
kom-card-pan-kind = { $pan } ({ $kind })

kom-space = { $number }. mező
kom-space-goal = célmező
kom-space-city = { $number }. mező ({ $city })

## Mit tudnak a kártyák és a kísérők (K-14, K-15)

kom-power-marten = 1, 2 vagy 3 mezőt léphetsz vele
kom-power-mouse = ha egy ellenfeled ilyen tapasztalatot szerez, te is szerezhetsz egyet
kom-power-owl = ha előrehaladás után ilyen tapasztalatot szerzel, eggyel többet kapsz
kom-power-cat = egyszer használhatod egy ellenfeled kísérőjének képességét
kom-power-butterfly = Lyra-kártyákat dobhatsz el, és ugyanannyi újat húzhatsz
kom-power-iorek = fordulónként egyszer megállás nélkül áthaladhatsz egy hómezőn
kom-power-serafina = a 3-as Lyra-kártyáidat 1-esként, 2-esként vagy 3-asként is használhatod
kom-power-lee = fordulónként egyszer kártya kijátszása nélkül léphetsz egy mezőt
kom-power-macosta = a 2. fázisban eggyel több Lyra-kártyát húzhatsz
kom-power-johnfaa = a 2. fázisban egy Lyra-kártya helyett Pan-kártyát húzhatsz
kom-power-coram = minden iránytű-mezőn és városban, ahol megállsz, kapsz egy tetszőleges tapasztalatot

## A lépések feliratai

kom-act-discard = Eldobás: { $card }
kom-act-draw-lyra = Húzás a { $colour } Lyra-pakliból
kom-act-draw-pan = Pan-kártya húzása (John Faa)
kom-act-stop = Nem húzok többet
kom-act-move = Lépés: { $card }{ $ice ->
        [yes] {" "}(Iorek: nem állok meg a hómezőn)
       *[no] {""}
    }
kom-act-move-as = Lépés: { $card }, { $value ->
        [1] 1-esként
       *[other] 2-esként
    }{ $ice ->
        [yes] {" "}(Iorek: nem állok meg a hómezőn)
       *[no] {""}
    }
kom-act-marten = Nyest: { $steps } mező előre{ $ice ->
        [yes] {" "}(Iorek: nem állok meg a hómezőn)
       *[no] {""}
    }
kom-act-lee = Lee Scoresby: 1 mező előre kártya nélkül
kom-act-forced-discard = Lépéskényszer: { $card } eldobása, 1 mező előre
kom-act-forced = Lépéskényszer: 1 mező előre
kom-act-end = Átadom a sort
kom-act-take-pan = Pan-kártya húzása
kom-act-take-pan-discarding = Pan-kártya húzása, előbb eldobom: { $card }
kom-act-owl = { $card } kijátszása: még egy tapasztalat
kom-act-butterfly = Pillangó kijátszása: Lyra-kártyák cseréje
kom-act-butterfly-discard = Pillangó: { $card } eldobása
kom-act-butterfly-done = Pillangó: nem dobok el többet
kom-act-cat = Macska kijátszása: { $companion } képessége egyszer
kom-act-mouse = { $card } kijátszása: egy tapasztalat
kom-act-gain = Tapasztalat: { $kind }
kom-act-task = Teljesítem a feladatomat
kom-act-companion = Kísérőt választok: { $companion }
kom-act-pass = Kihagyom: most nem teljesítek (több) feladatot
kom-act-to = { $move } → { $space }

## Elutasítások

kom-not-your-turn = Nem te következel.
kom-not-an-action = Ez nem lépés ebben a játékban ({ kom-title }): „{ $code }”.
kom-no-such-card = Nincs ilyen kártya: { $card }.

## Naplósorok

kom-log-round = { $round }. forduló; kezdőjátékos: { $player }.
kom-log-phase = { $number }. fázis: { $phase }.
kom-log-round-end = { $phase }.
kom-log-discard = { $player } eldob egy kártyát: { $card }.
kom-log-draw-lyra = { $player } húz egy kártyát a { $colour } Lyra-pakliból.
kom-log-draw-lyra-seen = { $player } húz a { $colour } Lyra-pakliból: { $card }.
kom-log-draw-pan = { $player } húz egy Pan-kártyát.
kom-log-draw-pan-seen = { $player } Pan-kártyát húz: { $card }.
# $how lowered: egy 3-as kártya 1-ként vagy 2-ként ($steps) Serafina Pekkalával; $skipped: az átlépett foglalt mezők.
kom-log-move = { $player } előrehalad{ $how ->
        [card] {" "}({ $card })
        [lowered] {" "}({ $card }, { $steps ->
            [1] 1-esként
           *[other] 2-esként
        }; Serafina Pekkala)
        [lee] {" "}Lee Scoresby segítségével
        [marten] {" "}a Nyesttel
       *[forced] {" "}(lépéskényszer)
    }: { $start } → { $to }{ $skipped ->
        [0] {""}
       *[other] , { $skipped } foglalt mezőt átlépve
    }{ $ice ->
        [yes] {" "}(Iorek: megállás nélkül egy hómezőn át)
       *[no] {""}
    }.
kom-log-draw-stopped = { $left ->
        [0] { $player } befejezi a húzást.
       *[other] { $player } abbahagyja a húzást, pedig még { $left } kártyát húzhatna.
    }
# K-6.7: aki nem elsőként érkezik egy városba, tapasztalat helyett Pan-kártyát kap.
kom-log-city-pan = { $player } Pan-kártyát húz, mert nem elsőként ért a városba ({ $city }).
kom-log-city-pan-seen = { $player } Pan-kártyát húz, mert nem elsőként ért a városba ({ $city }). A kártya: { $card }.
kom-log-gain = { $player } tapasztalatot szerez: { $kind } – { $source } (most: { $value }).
# Egy sor bejegyzésének összefoglalói (Kompass.summarize); a napló minden sort megtart.
kom-log-drew = { $player } húz a Lyra-paklikból: { $piles }{ $stopped ->
        [yes] { $left ->
            [0] ; ezzel befejezi a húzást.
           *[other] ; itt abbahagyja, pedig még { $left } kártyát húzhatna.
        }
       *[no] .
    }
kom-log-drew-pile = { $count } { $colour }
kom-log-discards = { $player } eldob { $count } kártyát: { $cards }.
# Több lépés egy sorban (Kompass.summarize): honnan indult, aztán minden mező, ahová lépett.
kom-log-moves = { $player } előrehalad: { $route }.
kom-route = { $first } → { $rest }
kom-log-moves-step = { $to } ({ $how ->
        [card] { $card }
        [lowered] { $card } { $steps ->
            [1] 1-esként
           *[other] 2-esként
        }, Serafina Pekkala
        [lee] Lee Scoresby
        [marten] Nyest
       *[forced] lépéskényszer
    }{ $skipped ->
        [0] {""}
       *[other] , { $skipped } foglalt mezőt átlépve
    }{ $ice ->
        [yes] , Iorek: megállás nélkül egy hómezőn át
       *[no] {""}
    })
kom-log-gains = { $player } tapasztalatot szerez: { $gains }.
kom-log-gain-item = { $count ->
        [one] { $kind } (most: { $value })
       *[other] { $kind } +{ $count } (most: { $value })
    }
kom-log-gain-lost = { $player } tapasztalat-jelzője már a 6-os mezőn áll ({ $kind }), ezért ez a tapasztalat elvész.
kom-log-play = { $player } kijátszik egy kártyát: { $card }.
kom-log-play-mouse = { $player } kijátssza az Egeret, mert { $other } épp tapasztalatot szerzett ({ $kind }).
kom-log-play-cat = { $player } kijátszik egy kártyát: { $card }; egyszer használhatja { $companion } képességét.
kom-log-task = { $player } teljesíti a feladatot: { $task } ({ $level }).
kom-log-new-task = { $player } új feladatkártyát húz ({ $level }).
kom-log-new-task-seen = { $player } új feladatkártyát húz ({ $level }): { $task }.
kom-log-companion = { $player } kísérőt választ: { $companion }.
kom-log-reshuffle-lyra = A { $colour } Lyra-dobópaklit megkeverjük: ez lesz az új húzópakli.
kom-log-reshuffle-pan = A Pan-dobópaklit megkeverjük: ez lesz az új húzópakli.
kom-log-reshuffle-tasks = Feladatkártyák ({ $level }): a dobópaklit megkeverjük, ez lesz az új húzópakli.
kom-log-end-turn = { $player } átadja a sort.
kom-log-game-over = { $reason ->
        [qualified] Vége a játéknak { $rounds } forduló után: egyedül { $player } teljesítette a győzelmi feltételeket; összes tapasztalata: { $experience }.
        [experience] Vége a játéknak { $rounds } forduló után: a győzelmi feltételeket teljesítők közül { $player } szerezte a legtöbb tapasztalatot ({ $experience }).
        [arrival] Vége a játéknak { $rounds } forduló után: a győzelmi feltételeket teljesítők közül többen is { $experience } tapasztalatot gyűjtöttek; közülük { $player } ért elsőként célba.
       *[cap] Vége a játéknak: a fordulók biztonsági korlátjáig ({ $rounds } forduló) senki sem teljesítette a győzelmi feltételeket.
    }

# Honnan jött a tapasztalat (kom-log-gain).
kom-source-space = a mezőért, ahol megállt
kom-source-compass = az iránytű-mezőért
kom-source-city = a városért, ahová elsőként ért
kom-source-coram = Farder Coram révén
kom-source-owl = a Bagoly révén
kom-source-mouse = az Egér révén
kom-source-goal = célmezőjutalomként

## A végeredmény (Outcome.detail)

# Hogyan dől el a sorrend; hogy mikor és miért ért véget a játék, azt a játék utolsó naplósora mondta ki.
kom-outcome-summary = { $ended_by ->
        [rules] A rangsor élén azok állnak, akik teljesítették a győzelmi feltételeket (célban vannak, minden tapasztalat-jelzőjük legalább a 3-as mezőn áll, és minden feladatukat teljesítették): közöttük az összes tapasztalat dönt, egyenlőség esetén pedig az, hogy ki ért előbb célba. A többieket a teljesített feladatok száma, majd az összes tapasztalat, végül a versenyben elfoglalt hely rangsorolja.
       *[cap] A fordulók biztonsági korlátjáig senki sem teljesítette a győzelmi feltételeket, ezért mindenkit a teljesített feladatok száma, majd az összes tapasztalat, végül a versenyben elfoglalt hely rangsorol.
    }
kom-standing-qualified = { $place }. { $player }: teljesítette a győzelmi feltételeket; összes tapasztalat: { $experience }, teljesített feladat: { $tasks }, a célba érkezés sorrendjében { $arrival }.
kom-standing-other = { $place }. { $player }: nem teljesítette a győzelmi feltételeket; teljesített feladat: { $tasks }, összes tapasztalat: { $experience }, helye a versenyben: { $race }.

## A kéz szövegesen (cogs/kompass_text.py)

kom-text-hand = **A kezed** ({ $count }/{ $limit } kártya)
kom-text-lyra = Lyra-kártyák: { $cards }
kom-text-no-lyra = Lyra-kártyák: nincs
kom-text-pan = Pan-kártyák (bármelyikkel 1 mezőt is léphetsz):
kom-text-no-pan = Pan-kártyák: nincs
kom-text-pan-card = • { $cards }: { $power }
# Egy kártya, amelyből több is van a kézben.
kom-text-times = { $item } ×{ $count }
kom-text-task = **Feladat ({ $level })**: { $task }
kom-text-emblem = • { $kind }: { $have } van, { $need } kell; teljesítéskor a jelző { $cost } mezőt visszalép
kom-text-task-ready = { $ready ->
        [yes] A 4. fázisban teljesítheted.
       *[no] Még nem teljesítheted.
    }
kom-text-no-task = **Feladat**: nincs több
kom-text-companions = **Kísérők**:
kom-text-companion = • { $companion }: { $power }
kom-text-no-companions = **Kísérők**: még nincs

## A tábla képe (images/kompass.py)

kom-img-title = Az arany iránytű · { $round }. forduló
kom-img-phase = { $number }. fázis: { $phase }
kom-img-over = A játék véget ért
# Kinek a döntése, és milyen ($mode: a motor lépésfajtája).
kom-img-waiting = Soron: { $player } – { $mode ->
        [discard] eldobás, majd Lyra-kártyák húzása
        [draw] Lyra-kártyák húzása
        [move] előrehaladás
        [bf_discard] Pillangó: Lyra-kártyák eldobása
        [bf_draw] Pillangó: Lyra-kártyák húzása
        [task] feladat teljesítése vagy passz
       *[bonus] a célmező jutalma
    }
kom-img-last = Utolsó lépés: { $player }, { $start } – { $to }
kom-img-goal = Cél
kom-img-none = nincs

## A saját kép (images/kompass.py)

kom-img-hand-title = { $player } lapjai ({ $count }/{ $limit } kártya)
kom-img-hand-empty = Nincs kártya a kezedben
kom-img-lyra-card = Lyra
kom-img-pan-card = Pan
kom-img-power = • { $card }: { $power }
kom-img-task = { $level }. feladat: { $task }
kom-img-no-task = Nincs több teljesítendő feladat
kom-img-emblem = { $kind }: { $have } van a szükséges { $need } közül{ $missing ->
        [0] , megvan
       *[other] , még { $missing } kell
    }; teljesítéskor a jelző { $cost } mezőt lép vissza
kom-img-companions-title = Kísérőid
kom-img-no-companions = Még nincs kísérőd

## A forduló vége és a végeredmény képe (images/kompass.py)

kom-img-round-end = { $round }. forduló vége: a verseny állása
kom-img-next-start = A következő fordulót ({ $round }.) { $player } kezdi, mert ő áll a verseny végén.
kom-img-col-player = Helyezés a versenyben
kom-img-col-space = A bábu helye
kom-img-col-experience = Tapasztalat
kom-img-col-tasks = Feladatok
kom-img-total = = { $total }
kom-img-tasks-done = { $count } teljesítve
# Ki áll a célmezőn minden tapasztalat-jelzővel legalább 3-on, minden feladatát teljesítve (K-12.1).
kom-img-qualified = { $count ->
        [0] Még senki sem teljesítette a győzelmi feltételeket.
        [one] { $players } teljesítette a győzelmi feltételeket.
       *[other] { $players } teljesítették a győzelmi feltételeket.
    }
kom-img-winner = Győztes: { $player }

## A /kompass parancsok (cogs/kompass.py), a cogs/translator.py fordítja őket

kom-cmd = iránytű
kom-cmd-desc = Az arany iránytű lépései
kom-cmd-opt-card = kártya
kom-cmd-opt-pile = pakli
kom-cmd-opt-how = mivel
kom-cmd-opt-what = mit
kom-cmd-discard = eldobás
kom-cmd-discard-desc = Kártya eldobása húzás előtt vagy a Pillangóval
kom-cmd-discard-card-desc = Egy kártya a kezedből (csak a szabályosak)
kom-cmd-draw = húzás
kom-cmd-draw-desc = Kártya húzása a 2. fázisban
kom-cmd-draw-pile-desc = Melyik pakliból
kom-cmd-stop = abbahagyás
kom-cmd-stop-desc = A húzás abbahagyása (vagy a Pillangóval az eldobásé)
kom-cmd-move = lépés
kom-cmd-move-desc = Előrehaladás egy kártyával, a Nyesttel vagy Lee Scoresbyval
kom-cmd-move-how-desc = A kártya vagy képesség, amellyel lépsz (csak a szabályosak)
kom-cmd-power = tulajdonság
kom-cmd-power-desc = Pan-kártya kijátszása a különleges tulajdonságáért (Bagoly, Egér, Macska, Pillangó)
kom-cmd-power-card-desc = A Pan-kártya (csak a szabályosak)
kom-cmd-take = elvétel
kom-cmd-take-desc = Járó tapasztalat, kísérő vagy a város Pan-kártyájának elvétele
kom-cmd-take-what-desc = Mit veszel el (csak a szabályosak)
kom-cmd-task = feladat
kom-cmd-task-desc = A feladatod teljesítése
kom-cmd-skip = kihagyás
kom-cmd-skip-desc = A feladat teljesítésének kihagyása ebben a fordulóban
kom-cmd-end = sor-átadás
kom-cmd-end-desc = A sor átadása a következő játékosnak
