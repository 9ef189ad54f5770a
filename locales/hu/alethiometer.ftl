## Az arany iránytű: Aletiométer (rules/alethiometer, szabályok: docs/rules/alethiometer.md):
## az elemek nevei, a lépések feliratai, a napló sorai, az elutasítások, a pontozás és a kézben
## tartott lapok szövege (cogs/alethiometer_text.py). Szavak: locales/hu/GLOSSARY.md.

ale-title = Az arany iránytű: Aletiométer

## Az útvonal (A-DEC-2)

ale-loc-jordan = Jordan Kollégium
ale-loc-london = London
ale-loc-trollesund = Trollesund
ale-loc-bolvangar = Bolvangar
ale-loc-svalbard = Svalbard
ale-loc-lights = Északi fény
ale-box-start = Start
ale-box-destination = { $number }. úti cél
# Egy helyszín egy mezője: "London, 8. mező".
ale-box-step = { $location }, { $number }. mező

## Az aletiométer számlapja (A-DEC-3): a piros vég és a világoskék ikonok

ale-red-end = { $draw } Lyra-kártya húzása{ $advance ->
    [0] {""}
   *[other] , aztán Lyra { $advance } mezőt halad előre
}
ale-icon-alethiometer = Aletiométer
ale-icon-magisterium = Magisztérium
ale-icon-ally = Szövetséges
ale-icon-dust = Porismeret
ale-icon-choose = Válassz akciót

## Lyra-kártyák (A-DEC-5), tárgylapkák (A-DEC-6), a szereplőkártyák paklijai (A-4.3)

ale-card-ermine = hermelin
ale-card-leopard = leopárd
ale-card-monkey = majom
ale-card-goose = lúd
ale-card-hourglass = homokóra
ale-card-sun = napkorong
ale-card-anchor = horgony
ale-card-serpent = kígyó
ale-card-spyfly = kémlégy
ale-card-wild = dzsóker
# Egyforma lapok kombinációja: "2 lúd", "1 hermelin + 1 dzsóker" (A-10.6).
ale-set = { $count } { $card }{ $wilds ->
    [0] {""}
   *[other] {" + "}{ $wilds } { ale-card-wild }
}
ale-tile-points = { $value } pontos tárgylapka ({ $location })
ale-tile-alethiometer = aletiométer-lapka ({ $location })
ale-deck-green = zöld
ale-deck-blue = kék
ale-deck-red = piros

## A 30 szereplőkártya (A-DEC-9) és képességeik

ale-char-lyra-belacqua = Lyra Belacqua
ale-char-lyra-belacqua-ability = Húzz 2 Lyra-kártyát.
ale-char-lord-asriel = Lord Asriel
ale-char-lord-asriel-ability = Tegyél 2 szimbólumjelzőt az aktuális úti célra.
ale-char-master-of-jordan = Jordan Kollégium rektora
ale-char-master-of-jordan-ability = Végy el 1 tárgylapkát Lyra jelenlegi helyszínéről, lapok kijátszása nélkül.
ale-char-roger-parslow = Roger Parslow
ale-char-roger-parslow-ability = Végy el 1 Por-jelzőt (ahogy a Porismeret akciónál), és húzz 1 Lyra-kártyát.
ale-char-mrs-lonsdale = Mrs. Lonsdale
ale-char-mrs-lonsdale-ability = Dobj el akárhány Lyra-kártyát, aztán húzz ugyanannyit.
ale-char-jordan-scholars = Jordan Kollégium tudósai
ale-char-jordan-scholars-ability = Húzz 1 Lyra-kártyát, és tegyél 1 szimbólumjelzőt az aktuális úti célra.
ale-char-mrs-coulter = Mrs. Coulter
ale-char-mrs-coulter-ability = Minden más játékos ad neked 1 Lyra-kártyát, amelyiket ő választja.
ale-char-golden-monkey = Aranymajom
ale-char-golden-monkey-ability = Végy el 1 Por-jelzőt egy általad választott játékostól (a készletből, ha senki másnak nincs).
ale-char-lord-boreal = Lord Boreal
ale-char-lord-boreal-ability = Nézd meg egy másik játékos lapjait, és végy el közülük 1 Lyra-kártyát, amelyiket akarod.
ale-char-fra-pavel = Fra Pavel
ale-char-fra-pavel-ability = Adj vissza egyik ellenfelednek legfeljebb 2 szimbólumjelzőt az aktuális úti célról.
ale-char-john-faa = John Faa
ale-char-john-faa-ability = Végy el 1 tárgylapkát Lyra jelenlegi helyszínéről 1 daimón- vagy dzsókerkártya eldobásával.
ale-char-farder-coram = Farder Coram
ale-char-farder-coram-ability = { ale-char-lord-asriel-ability }
ale-char-ma-costa = Ma Costa
ale-char-ma-costa-ability = Húzz 3 Lyra-kártyát.
ale-char-tony-costa = Tony Costa
ale-char-tony-costa-ability = Húzz 1 Lyra-kártyát, és léptesd Lyrát 1 lépéssel előre.
ale-char-lee-scoresby = Lee Scoresby
ale-char-lee-scoresby-ability = Léptesd Lyrát 1 lépéssel előre, és végy el 1 Por-jelzőt (ahogy a Porismeret akciónál).
ale-char-iorek-byrnison = Iorek Byrnison
ale-char-iorek-byrnison-ability = Lopj el egy másik játékostól 1 még nem pontozott tárgylapkát (ahogy egy kémlégypárral).
ale-char-dr-lanselius = Dr. Lanselius
ale-char-dr-lanselius-ability = Húzz 2 Lyra-kártyát, és tegyél 1 szimbólumjelzőt az aktuális úti célra.
ale-char-hester = Hester
ale-char-hester-ability = { ale-char-roger-parslow-ability }
ale-char-gobblers = Zabálók
ale-char-gobblers-ability = Egy általad választott játékos eldob 2 Lyra-kártyát, amelyeket ő választ.
ale-char-sysselman = Trollesund kormányzója
ale-char-sysselman-ability = Egy általad választott játékos megkapja a Magisztérium léghajóját; aztán húzz 1 Lyra-kártyát.
ale-char-serafina-pekkala = Serafina Pekkala
ale-char-serafina-pekkala-ability = Pontozd az egyik tárgylapkádat lapok kijátszása nélkül (a pontozás szokásos szabályai szerint).
ale-char-kaisa = Kaisa
ale-char-kaisa-ability = { ale-char-lyra-belacqua-ability }
ale-char-stelmaria = Stelmaria
ale-char-stelmaria-ability = { ale-char-lord-asriel-ability }
ale-char-pantalaimon = Pantalaimon
ale-char-pantalaimon-ability = { ale-char-jordan-scholars-ability }
ale-char-rescued-children = Megmentett gyerekek
ale-char-rescued-children-ability = Húzz 1 Lyra-kártyát, és végy el 1 Por-jelzőt (ahogy a Porismeret akciónál).
ale-char-iofur-raknison = Iofur Raknison
ale-char-iofur-raknison-ability = Végy el egy másik játékostól 1 még nem pontozott tárgylapkát, aztán adj neki 1 Lyra-kártyát, amelyiket akarod.
ale-char-bolvangar-doctors = Bolvangari orvosok
ale-char-bolvangar-doctors-ability = Egy általad választott játékos eldob 1 Lyra-kártyát, amelyiket ő választja, és visszatesz 1 Por-jelzőt a készletbe.
ale-char-tartar-guards = Tatár őrök
ale-char-tartar-guards-ability = Minden más játékos eldob 1 Lyra-kártyát, amelyiket ő választja.
ale-char-samoyed-hunters = Szamojéd vadászok
ale-char-samoyed-hunters-ability = Húzz vakon 1 Lyra-kártyát egy másik játékos kezéből.
ale-char-magisterium-council = Magisztérium tanácsa
ale-char-magisterium-council-ability = Egy általad választott játékos megkapja a Magisztérium léghajóját, és eldob 1 Lyra-kártyát, amelyiket ő választja.

## Miért történik valami (zárójelben a napló sora vagy a felirat után)

ale-why-red-icon = piros ikon
ale-why-pace-rule = tempószabály
ale-why-hand-limit = kézlimit
ale-why-sky-ferry = léghajó
ale-why-daemon-pair = daimónpár
ale-why-spyfly-pair = kémlégypár
ale-why-symbols = három aletiométer-szimbólum
# Egy másik játékos szövetségese miatt.
ale-why-ally-of = { $owner } szövetségese: { $ally }

## A lépések feliratai: mit tesz a lépés, a mutató mindkét végét is beleértve (A-1.13)

ale-act-keep = Szövetséges: { $ally }; ellenlábasnak balra adod: { $opposition }
ale-act-keep-code = Szövetséges: { $ally }
ale-act-red = Piros ikon: { $red }
ale-act-red-code = Piros ikon: Lyra-kártyák húzása a mutató szerint
ale-act-skip = Világoskék ikon: a választható akció kihagyása, aztán lapok kijátszása
ale-act-alethiometer = Aletiométer: 1 szimbólumjelző az úti célra
ale-act-magisterium = Magisztérium: { $yourself ->
    [yes] a léghajót magadhoz veszed
   *[no] a léghajót { $player } kapja
}
ale-act-dust = Porismeret: 1 Por-jelző a készletből
ale-act-dust-from = Porismeret: { $player } egyik Por-jelzőjének elvétele
ale-your-ally = a szövetségesed
ale-act-ally = Szövetséges: { $ally } képessége
ale-act-ally-with = Szövetséges: { $ally } képessége ({ $details })
ale-detail-player = { $player }
ale-detail-on = célpont: { $player }
ale-detail-dust-from = { $player } egyik Por-jelzője
ale-detail-discarding = eldobva: { $card }
ale-detail-tokens = { $count } jelző
ale-detail-tokens-of = { $player } jelzői közül { $count }
ale-act-pair = { $set } kijátszása: 1 tárgylapka elvétele ({ $location })
ale-act-pair-code = { $set } kijátszása: 1 tárgylapka elvétele
ale-act-score = { $set } kijátszása: { $tile } pontozása (Lyra helyszíne: { $location })
ale-act-score-code = { $set } kijátszása: { $tile } pontozása
ale-act-tri = { $set } kijátszása: 2 szimbólumjelző az úti célra
ale-act-spy = 2 { $card } kijátszása: { $player } egyik tárgylapkájának ellopása
ale-act-end = Befejezem a kört
ale-act-discard = Eldobás: { $card }
ale-act-discard-why = Eldobás: { $card } ({ $why })
ale-act-discard-count = Eldobás: { $card } ({ $why }; még { $count } lap)
ale-act-stop = Eldobás vége, { $count } lap húzása
ale-act-stop-code = Eldobás vége, ugyanannyi lap húzása
ale-act-give = Átadás { $player } kezébe: { $card } ({ $why })
ale-act-give-code = Átadás: { $card }
ale-act-take = Elvétel { $player } kezéből: { $card }
ale-act-take-code = Elvétel: { $card }
ale-act-ferry-cards = Léghajó: { $count } Lyra-kártya eldobása
ale-act-ferry-cards-code = Léghajó: Lyra-kártyák eldobása (a Magisztérium-értéked + 1)
ale-act-ferry-truth = Léghajó: a két új igazságjelződ egyikének eldobása
ale-act-pick = { $value } értékű igazságjelző választása
ale-act-drop = { $value } értékű igazságjelződ eldobása (léghajó)

## A napló sorai

ale-log-part = Kezdődik a játék { $part }. része. Osztó: { $dealer }; mindenki két { $deck } szereplőkártyát kap.
ale-log-dealt = { $player } két szereplőkártyát kap.
ale-log-dealt-secret = { $player } két szereplőkártyát kap: { $first } és { $second }.
ale-log-kept = { $player } kiválasztja a szövetségesét.
ale-log-kept-secret = { $player } kiválasztja a szövetségesét: { $ally }.
# Egy bejegyzés összefoglalói (Alethiometer.summarize); a napló minden sort megtart.
ale-log-kept-many = { $players } kiválasztják a szövetségesüket.
ale-log-characters = { $player } szövetségese: { $ally }, ellenlábasa: { $opposition } (Magisztérium-értéke: { $magisterium }). { $ally }: { $text }
ale-log-spin = { $player } megpörgeti az aletiométer mutatóját. Piros vég: { $red }; világoskék vég: { $blue }.
ale-log-red = { $player } a piros ikont választja.
ale-log-skip = { $player } kihagyja a választható akciót.
ale-log-advance = Lyra { $steps } mezőt halad előre ({ $why }), most itt jár: { $box }.
ale-log-part-end = Lyra célba ér ({ $part }. úti cél): véget ér a játék { $part }. része.
ale-log-truths = { $player } igazságjelzőket húz: { $values }. Választási sorrend: { $order }.
ale-log-truths-last = { $player } igazságjelzőket húz: { $values }. Kihúzott „Híd a csillagokhoz” jelző: { $bridges }. Választási sorrend: { $order }.
# $scores: játékosonként egy ale-score-line, egymás alatt.
ale-log-game-over =
    Vége a játéknak. Pontszámok:
    { $scores }
# Honnan jönnek egy játékos pontjai (A-15.2–A-15.6): a Por annyit ér, ahány Híd jelzőt kihúztak.
ale-score-line = { $player }: { $total } pont = igazságjelzők { $truths } + tárgylapkák { $tiles } + Por { $dust } ({ $tokens } Por-jelző × { $bridges } kihúzott „Híd a csillagokhoz” jelző)
ale-log-reshuffle = A dobott lapokat összekeverjük: ez lesz az új Lyra-pakli.
ale-log-draw = { $count ->
    [0] { $player } nem húz Lyra-kártyát ({ $why }).
   *[other] { $player } húz { $count } Lyra-kártyát ({ $why }).
}
ale-log-draw-secret = { $player } húz { $count } Lyra-kártyát ({ $why }): { $cards }.
ale-log-discard = { $player } eldob egy lapot: { $card } ({ $why }).
ale-log-discards = { $player } eldob { $count } lapot: { $cards } ({ $why }).
ale-log-play = { $player } kijátszik { $count } lapot: { $cards }.
ale-log-give = { $giver } egy Lyra-kártyát ad { $receiver } kezébe ({ $why }).
ale-log-give-secret = { $giver } egy Lyra-kártyát ad { $receiver } kezébe ({ $why }). A lap: { $card }.
ale-log-take = { $receiver } elvesz egy Lyra-kártyát { $giver } kezéből ({ $why }).
ale-log-take-secret = { $receiver } elvesz egy Lyra-kártyát { $giver } kezéből ({ $why }). A lap: { $card }.
ale-log-snatch = { $receiver } vakon húz egy Lyra-kártyát { $giver } kezéből ({ $why }).
ale-log-snatch-secret = { $receiver } vakon húz egy Lyra-kártyát { $giver } kezéből ({ $why }). A lap: { $card }.
ale-log-look = { $player } belenéz { $target } lapjaiba ({ $why }).
ale-log-look-secret = { $player } belenéz { $target } lapjaiba ({ $why }). A lapok: { $cards }.
ale-log-tile = { $player } elvesz egy tárgylapkát ({ $location }; { $why }).
ale-log-tile-secret = { $player } elvesz egy tárgylapkát ({ $why }): { $tile }.
ale-log-steal = { $thief } ellopja { $victim } egyik tárgylapkáját ({ $location }; { $why }).
ale-log-steal-secret = { $thief } ellopja { $victim } egyik tárgylapkáját ({ $why }). A lapka: { $tile }.
ale-log-score = { $player } pontoz egy tárgylapkát: { $tile } (Lyra helyszíne: { $location }; { $why }).
ale-log-place = { $player } letesz { $count } szimbólumjelzőt { ARTICLE($part) ->
        [az] az
       *[a] a
    } { $part }. úti célra ({ $why }).
ale-log-unplace = { $player } visszaad { $target } játékosnak { $count } szimbólumjelzőt ({ $destination }; { $why }).
ale-log-dust-supply = { $player } elvesz egy Por-jelzőt a készletből ({ $why }).
ale-log-dust-from = { $player } elveszi { $source } egyik Por-jelzőjét ({ $why }).
ale-log-dust-back = { $player } visszatesz egy Por-jelzőt a készletbe ({ $why }).
ale-log-ferry = { $player } átadja a Magisztérium léghajóját; mostantól { $target } birtokolja ({ $why }).
ale-log-ferry-self = { $player } magához veszi a Magisztérium léghajóját ({ $why }).
ale-log-ferry-cards = { $player } fizet a léghajóért: { $count } Lyra-kártyát dob el.
ale-log-ferry-truth = { $player } a léghajóért a két új igazságjelzője közül az egyiket dobja el.
ale-log-pick = { $player } egy { $value } értékű igazságjelzőt választ.
ale-log-picks = { $player } kiválaszt { $count } igazságjelzőt: { $values }.
ale-log-drop = { $player } eldob egy { $value } értékű igazságjelzőt (léghajó).
ale-log-ally = { $player } szövetségese akcióba lép: { $ally }.

## Elutasítások

ale-refuse-code = Ez nem Aletiométer-lépés: `{ $code }`.
ale-refuse-not-your-turn = Most nem te következel.
ale-refuse-game-over = A játéknak vége.

## A kézben tartott lapok szövege (cogs/alethiometer_text.py): egy játékos titkai egy üzenetben

ale-hand-cards = **Lyra-kártyák**: { $cards }
ale-hand-no-cards = **Lyra-kártyák**: nincs
ale-hand-count = { $card } ×{ $count }
ale-hand-tiles = **Tárgylapkák**: { $tiles }
ale-hand-choose = **Válassz szövetségest** (a másik lapot képpel lefelé kapja a bal oldali szomszédod, ellenlábasnak):
ale-hand-dealt = • { $name } (Magisztérium: { $magisterium }): { $text }
ale-hand-kept = **A szövetségesed**: { $name } (várjuk, hogy a többiek is válasszanak)
ale-hand-ally = **Szövetséges**: { $name } – { $text }
ale-hand-opposition = **Ellenlábas**: { $name } (a Magisztérium-értéked: { $magisterium })
ale-hand-truths = **Igazságjelzők**: { $values } (összesen { $total } pont)
ale-hand-seen = **{ $player } ismert lapjai**: { $items }
ale-hand-nothing = Most nincs titkos lapod.

## Képek (images/alethiometer.py): a tábla, a kéz, a rész vége és a végeredmény

ale-img-part = A játék { $part }. része (3-ból) · eddig { $turns } kör
ale-img-over = Vége a játéknak.
ale-img-choosing = Mindenki titokban szövetségest választ.
# Kinek a döntésére vár a játék, a várt lépés fajtája szerint.
ale-img-decision = Dönt: { $player } – { $kind ->
    [icon] piros ikon vagy világoskék akció
    [play] egyforma lapok, képesség vagy a kör vége
    [discard] eldobandó lapok
    [redraw] cserélendő lapok
    [give] átadandó lap
    [take] elveendő lap
    [ferry] fizetés a léghajóért
    [pick] igazságjelző választása
    [drop] igazságjelző eldobása
   *[other] a következő lépés
}
ale-img-part-row = { $part }. rész
ale-img-destination = { $number }. úti cél
# A számlap világoskék ikonjai, röviden, hogy elférjenek.
ale-img-icon-short = { $icon ->
    [alethiometer] Alet.
    [magisterium] Mag.
    [ally] Szöv.
    [dust] Por
   *[choose] Vál.
}
ale-img-no-spin = Ebben a körben még nem pörgettek
ale-img-red = Piros: { $effect }
ale-img-blue = Világoskék: { $icon }
ale-img-piles = Lyra-pakli { $deck } · dobott lapok { $discard } · Por-készlet { $dust } · igazságzsák { $bag } · kihúzott Híd { $bridges }
ale-img-ferry = Léghajó: { $player }
ale-img-ferry-free = Léghajó: senkinél
ale-img-ferry-choose = { $player } választja ki, hogyan fizet a léghajóért: eldob { $count } Lyra-kártyát, vagy a két új igazságjelzője közül az egyiket
ale-img-ferry-must-truth = { $player } csak a két új igazságjelzője egyikével fizethet a léghajóért
ale-img-ferry-chose = { $option ->
    [a] { $player } Lyra-kártyákkal fizetett a léghajóért
   *[b] { $player } a két új igazságjelzője egyikével fizetett a léghajóért
}
# Az utolsó befejezett kör egy sorban a készletek alatt; részei " · " jellel kapcsolódnak.
ale-img-last = Előző kör: { $player }
ale-img-last-moved = Lyra { $count } mezőt lépett
ale-img-last-still = Lyra nem lépett
ale-img-last-scored = { $player } pontozott egy tárgylapkát ({ $location })
ale-img-last-taken = { $player } elvett egy tárgylapkát ({ $location })
ale-img-last-stolen = { $player } ellopta { $victim } egyik tárgylapkáját ({ $location })
ale-img-offer = Választható igazságjelzők:
ale-img-dealer = osztó
ale-img-ferry-mark = léghajó
ale-img-chosen = választott
ale-img-choosing-seat = szövetségest választ…
# A pakli, amelyből a szereplő jött (A-4.3: az I., II., III. rész szereplői), a neve előtt.
ale-img-deck = { $part ->
    [1] I
    [2] II
   *[3] III
}
ale-img-ally = Szövetséges: { $name }
ale-img-opposition = Ellenlábas: { $name }
ale-img-hand-title = { $player } lapjai: { $count } kártya
ale-img-no-cards = Nincs kártya a kezedben
ale-img-card-family = { $family ->
    [daemon] daimón
    [symbol] szimbólum
    [spyfly] kémlégy
   *[wild] dzsóker
}
ale-img-your-tiles = A tárgylapkáid (a többiek képpel lefelé látják)
ale-img-dealt = Válassz szövetségest; a másik lapot a bal oldali szomszédod kapja ellenlábasnak:
ale-img-character = { $name } · Magisztérium { $magisterium }
ale-img-seen-cards = { $player } ismert lapjai
ale-img-seen-tiles = { $player } ismert lapkái
ale-img-part-end = A játék { $part }. részének vége: igazságjelzők választása
ale-img-draft-order = A választás sorrendje és az eddig elvett jelzők
ale-img-final = Végeredmény
ale-img-winners = { $count ->
    [one] Győztes: { $players }
   *[other] Győztesek: { $players }
}
ale-img-col-truths = Igazság
ale-img-col-tiles = Lapkák
ale-img-col-dust = Por × { $bridges } Híd
ale-img-col-total = Összesen
ale-img-dust-product = { $tokens } × { $bridges } = { $points }

## Az /alethiometer parancsok (cogs/alethiometer.py) és a kézüzenet menüjének csoportjai

ale-cmd-group = aletiométer
ale-cmd-group-desc = Aletiométer-lépések
ale-opt-choice = választás
ale-cmd-choose = szövetséges-választás
ale-cmd-choose-desc = Szövetséges választása a neked osztott két szereplőkártyából
ale-cmd-choose-choice-desc = A szereplő, akit szövetségesnek tartasz meg
ale-cmd-red = piros
ale-cmd-red-desc = A pörgetésed piros ikonja: Lyra-kártyák húzása, esetleg Lyra előrehaladása
ale-cmd-action = akció
ale-cmd-action-desc = A pörgetésed világoskék akciója
ale-cmd-action-choice-desc = Melyik világoskék akció, és kinek
ale-cmd-ally = szövetséges
ale-cmd-ally-desc = A szövetségesed képessége
ale-cmd-ally-choice-desc = A képesség használatának módja
ale-cmd-set = kombináció
ale-cmd-set-desc = Egyforma lapok kijátszása: daimónpár, három egyforma szimbólum vagy kémlégypár
ale-cmd-set-choice-desc = A kijátszandó kombináció
ale-cmd-score = pontozás
ale-cmd-score-desc = Egy tárgylapkád pontozása daimónpárral ott, ahol Lyra áll
ale-cmd-score-choice-desc = A pár és a lapka
ale-cmd-end = kör-vége
ale-cmd-end-desc = A köröd befejezése
ale-cmd-card = kártya
ale-cmd-card-desc = Lyra-kártya eldobása, átadása vagy elvétele, amikor a játék kéri
ale-cmd-card-choice-desc = A kártya
ale-cmd-ferry = léghajó
ale-cmd-ferry-desc = Fizetés a Magisztérium léghajójáért a rész végén
ale-cmd-ferry-choice-desc = Lyra-kártyákkal, vagy a két új igazságjelződ egyikével
ale-cmd-truth = igazság
ale-cmd-truth-desc = Igazságjelző választása a felkínáltak közül, vagy egy eldobása
ale-cmd-truth-choice-desc = A jelző értéke
ale-group-choose = Szövetséges választása
ale-group-red = Piros ikon
ale-group-action = Világoskék akció
ale-group-ally = A szövetséges képessége
ale-group-set = Egyforma lapok kijátszása
ale-group-score = Tárgylapka pontozása
ale-group-end = A kör vége
ale-group-card = Kártya eldobása, átadása vagy elvétele
ale-group-ferry = Döntés a léghajóról
ale-group-truth = Igazságjelzők
