## Szabotőr (rules/saboteur, cogs/saboteur.py). Szabályazonosítók: docs/rules/saboteur.md;
## a kifejezések a magyar szabálykönyvből valók (locales/hu/GLOSSARY.md).

sab-title = Szabotőr

## Asztalbeállítások (S-DEC-2)

sab-option-loose-connection = A járatkártyának elég a szomszédaihoz illeszkednie; nem kell a startkártyától induló járathoz csatlakoznia.
sab-option-greedy-dwarf = Az az aranyásó, aki előtt a játékmenet végén törött szerszám fekszik, nem kap aranyat, amikor a csapata nyer.
sab-option-pass-circuit = Ha elfogyott a húzópakli, a játékmenet akkor is véget ér, ha egy teljes körön át mindenki passzol.

## Kártyák és szerepek

sab-card-crossroads = kereszteződés
sab-card-t-junction = T-elágazás
sab-card-straight-vertical = egyenes (függőleges)
sab-card-straight-horizontal = egyenes (vízszintes)
sab-card-curve = kanyar
sab-card-dead-end = zsákutca
# Egy kártya, ahogy a menü megnevezi: nagy kezdőbetűvel, mert a felirat elején áll (a
# folyó szövegben a kártyák neve kisbetűs).
sab-card-title = { CAPITAL($card) }
sab-card-shaped = { CAPITAL($card) } (nyitva:{ $open })
sab-card-broken-pickaxe = törött csákány
sab-card-broken-lantern = törött lámpa
sab-card-broken-cart = törött csille
sab-card-repair-pickaxe = csákányjavítás
sab-card-repair-lantern = lámpajavítás
sab-card-repair-cart = csillejavítás
sab-card-repair-pickaxe-lantern = speciális javítás (csákány/lámpa)
sab-card-repair-pickaxe-cart = speciális javítás (csákány/csille)
sab-card-repair-lantern-cart = speciális javítás (lámpa/csille)
sab-card-rockfall = beomlasztás
sab-card-map = térkép
sab-card-start = startkártya
sab-card-gold = aranyrög
sab-card-stone = kő
sab-tool-pickaxe = csákány
sab-tool-lantern = lámpa
sab-tool-cart = csille
sab-role-saboteur = szabotőr
sab-role-gold-digger = aranyásó
# Egy lerakott kártya nyitott oldalai égtájak szerint (észak, kelet, dél, nyugat), mindegyik
# előtt szóközzel: „(nyitva: É D Ny)”.
sab-edges = { $n ->
        [yes] {" "}É
       *[no] {""}
    }{ $e ->
        [yes] {" "}K
       *[no] {""}
    }{ $s ->
        [yes] {" "}D
       *[no] {""}
    }{ $w ->
        [yes] {" "}Ny
       *[no] {""}
    }

## Lépések feliratai (menük, automatikus kiegészítés)

sab-label-place = { CAPITAL($card) } lerakása: ({ $x }; { $y }){ $turned ->
        [yes] , megfordítva
       *[no] {""}
    } (nyitva:{ $open })
sab-label-break = { CAPITAL($card) }: { $target } { $tool ->
        [pickaxe] csákányának
        [lantern] lámpájának
       *[cart] csilléjének
    } eltörése
sab-label-repair = { CAPITAL($card) }: { $target } { $tool ->
        [pickaxe] csákányának
        [lantern] lámpájának
       *[cart] csilléjének
    } megjavítása
sab-label-rockfall = Beomlasztás: a lap kivétele a járatlabirintusból ({ $x }; { $y })
sab-label-map = Térkép: a célkártya megnézése ({ $x }; { $y })
sab-label-discard = { CAPITAL($card) } eldobása képpel lefelé
sab-label-pass = Passz (nincs lap a kezedben)
sab-label-pick = { $value } aranyat érő aranykártya elvétele

## Elutasítások

sab-not-an-action = Ez nem Szabotőr-lépés: `{ $code }`.
sab-no-such-card = Nincs ilyen kártya: { $card }.
sab-game-over = A játéknak vége.
sab-not-your-turn = Nem te következel, hanem { $player }.

## Naplósorok

sab-round-started = { $round }. játékmenet: kiosztjuk a szerepeket és a lapokat; { $player } kezd.
sab-round-started-role = { $round }. játékmenet: kiosztjuk a szerepeket és a lapokat; { $player } kezd. Te { $role } vagy.
# Egy kör két mondata sorban: a lépés, egy általa felfordított célkártya, a húzás.
sab-then = { $first } { $then }
sab-drew = { $player } húz egy lapot: { $card }.
sab-drew-card = { $player } húz egy lapot.
sab-placed = { $player } lerak egy járatkártyát: { $card } ({ $x }; { $y }){ $turned ->
        [yes] , megfordítva
       *[no] {""}
    }.
sab-broke = { $player } eltöri { $target } { $tool ->
        [pickaxe] csákányát
        [lantern] lámpáját
       *[cart] csilléjét
    }.
sab-broke-own = { $player } eltöri a saját { $tool ->
        [pickaxe] csákányát
        [lantern] lámpáját
       *[cart] csilléjét
    }.
sab-repaired = { $player } megjavítja { $target } { $tool ->
        [pickaxe] csákányát
        [lantern] lámpáját
       *[cart] csilléjét
    } – { $card }.
sab-repaired-own = { $player } megjavítja a saját { $tool ->
        [pickaxe] csákányát
        [lantern] lámpáját
       *[cart] csilléjét
    } – { $card }.
sab-rockfall = { $player } beomlasztja a járatot, és kiveszi a járatlabirintusból ezt a lapot: { $card } ({ $x }; { $y }).
sab-map-read = { $player } térképpel megnézi a célkártyát ({ $x }; { $y }).
sab-map-read-own = { $player } térképpel megnézi a célkártyát ({ $x }; { $y }): { $goal ->
        [gold] aranyrög van rajta
       *[stone] kő van rajta
    }.
sab-discarded = { $player } képpel lefelé eldob egy lapot.
sab-discarded-own = { $player } képpel lefelé eldob egy lapot: { $card }.
# Eldobás üres húzópaklinál: a játékos passzol (S-10.2).
sab-discarded-pass = { $player } passzol, és képpel lefelé eldob egy lapot (a húzópakli üres).
sab-discarded-pass-own = { $player } passzol, és képpel lefelé eldob egy lapot: { $card } (a húzópakli üres).
sab-passed = { $player } passzol, mert nincs lap a kezében.
# Egy bejegyzésben ugyanaz a rejtett lépés egymás után, egyszer elmondva (SaboteurGame.summarize); a napló minden sort megtart.
sab-discarded-many = { $players } képpel lefelé eldobnak egy-egy lapot.
sab-passed-discarding-many = { $players } passzolnak, és mindegyikük képpel lefelé eldob egy lapot (a húzópakli üres).
sab-passed-many = { $players } passzolnak, mert egyiküknek sincs már lap a kezében.
sab-gold-taken-many = Sorban aranykártyát vesz el { $players }.
# $player: aki a célkártyáig érő lapot lerakta; $open: a kő nyitott oldalai, ahogy most fekszik.
sab-goal-revealed = { $player } felfordítja a célkártyát ({ $x }; { $y }): { $goal ->
        [gold] aranyrög!
       *[stone] kő, nyitva:{ $open }.
    }
sab-gold-reached = { $finder } elérte az aranyat; az aranyásók nyertek.
sab-gold-not-reached = senki sem jutott el az aranyig; a szabotőrök nyertek.
sab-seat-role = { $player } ({ $role })
sab-round-ended = { $round }. játékmenet vége: { $result } Szerepek: { $roles }; a megmaradt szerepkártya: { $leftover }.{ $paid ->
        [no] {" "}Senkinél sem volt szabotőrkártya, ezért ebben a játékmenetben senki sem kap aranyat.
       *[yes] {""}
    }
sab-draft-opened = Az aranyásóknak leszámolt aranykártyák: { $values }. Elsőként { $player } választ.
sab-gold-taken = { $player } elvesz egy aranykártyát.
sab-gold-taken-own = { $player } elvesz egy { $value } aranyat érő aranykártyát.
sab-paid = { $player } megkapja a szabotőrnek járó aranyat.
sab-paid-own = { $total ->
        [0] { $player } nem kap aranyat: elfogyott az aranypakli.
       *[other] { $player } kap { $total } aranyat (aranykártyák: { $values }).
    }
sab-seat-gold = { $player }: { $gold }
# A győzteseket a játékvezető záró sora mondja ki (host-winners): ez a sor az állást adja.
sab-game-ended = Vége a játéknak; a játékosok aranya – { $scores }.

## A parancsok (cogs/saboteur.py)

# Egy játékos titkai szövegben (a kéz üzenete, privát üzenetek).
sab-private-role = { $round }. játékmenet: { $role ->
        [saboteur] **szabotőr** vagy
        [gold-digger] **aranyásó** vagy
       *[none] még nem kaptál szerepet
    }.
sab-private-hand = A kezedben: { $cards }.
sab-private-no-cards = A kezed üres.
sab-private-broken = Törött szerszámaid: { $tools } – nem rakhatsz le járatkártyát.
sab-private-peek = Térkép: a célkártyán ({ $x }; { $y }) { $goal ->
        [gold] aranyrög
       *[stone] kő
    } van.
sab-private-gold = Eddigi aranyad: { $gold }.
sab-private-draft = Ezekből az aranykártyákból választhatsz: { $values }.
# A kéz menüjének csoportjai a kártyákon kívül.
sab-group-draft = Osztozkodás az aranyon
sab-group-pass = Passz
