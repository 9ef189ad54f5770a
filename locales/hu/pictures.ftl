## A képekre írt szavak (images/). A játékosok neve úgy, ahogy a kép betűtípusa meg tudja rajzolni.

# Olyan játékos, akinek a nevéből a betűtípus semmit sem tud megrajzolni.
img-seat = { $number }. játékos

## Szabotőr: a tábla

img-board-title = Szabotőr · { $round }. játékmenet ({ $rounds } közül)
img-board-piles = Húzópakli: { $deck } · Dobott lapok: { $discard }
img-turn = Soron: { $player }
# $cards: a képpel felfelé leszámolt aranykártyák értéke (nyilvános); $left: hány van még szétosztandó.
img-draft-status = Osztozkodás az aranyon (leszámolva: { $cards }; még kiosztandó: { $left }); { $player } választ
img-game-over = Vége a játéknak; legtöbb arany: { $players }
# Üres mező, ahová a járatlabirintus nőhet, úgy, ahogy a menük nevezik (sab-label-place);
# pontosvesszővel, mert a „8,2” tizedes törtnek olvasható.
img-cell = { $x }; { $y }
# Az utolsó lépés, csak nyilvános tényekből; a mező úgy, ahogy a menük és a napló nevezik.
img-last-place = legutóbb: { $player } lerakott egy járatkártyát ({ $x }; { $y })
img-last-rockfall = legutóbb: { $player } beomlasztotta a járatot ({ $x }; { $y })
img-last-break = legutóbb: { $player } eltörte { $target } { $tool ->
    [pickaxe] csákányát
    [lantern] lámpáját
   *[cart] csilléjét
}
img-last-repair = legutóbb: { $player } megjavította { $target } { $tool ->
    [pickaxe] csákányát
    [lantern] lámpáját
   *[cart] csilléjét
}
img-last-map-at = legutóbb: { $player } megnézett egy célkártyát ({ $x }; { $y })
img-last-map = legutóbb: { $player } megnézett egy célkártyát
img-last-pass = legutóbb: { $player } passzolt
img-role-saboteur = Szabotőr
img-role-gold-digger = Aranyásó

## Szabotőr: a játékos saját képei

img-round-of = { $round }. játékmenet ({ $rounds } közül)
img-hand-title = { $player } lapjai
img-card-count = { $count } kártya
img-hand-empty = Nincs kártya a kezedben
# Kézben lévő járatkártya alatt: a nyitott oldalai (N E S W) állítva, ahogy a parancsok nevezik őket.
# (a sab-edges minden betű elé szóközt tesz)
# Egy kártya neve a képe alatti feliratban vagy a leírás egy sorának elején (nagy kezdőbetűvel).
img-card-caption = { CAPITAL($card) }
img-card-open = nyitva:{ $edges }
img-goal-gold-digger = Áss járatot a startkártyától az aranyig!
img-goal-saboteur = Tartsd távol az aranyásókat az aranytól!
img-your-gold = Aranyad: { $gold }
# $cards: a kézben tartott aranykártyák értéke összegként („3 + 1”).
img-your-gold-cards = Aranyad: { $gold } ({ $cards })
img-map-title = A térképed
img-map-gold = Arany!
img-map-stone = Kő
img-map-unseen = nem láttad

## Szabotőr: a játékmenet vége és a végeredmény

img-round-won-gold-diggers = { $round }. játékmenet: az aranyásók eljutottak az aranyig
img-round-won-saboteurs = { $round }. játékmenet: a szabotőrök nyertek, az arany rejtve maradt
img-roles-revealed = Kiderültek a szerepek
# $role: egy szerep neve, ahogy a folyó szövegben áll (sab-role-saboteur vagy sab-role-gold-digger).
img-leftover-role = a megmaradt szerepkártya: { $role }
img-nobody-paid = nem volt szabotőr, így senki sem kap aranyat
img-finder-marked = az aranyrög jelöli, ki jutott el az aranyig
img-round = { $round }. játékmenet
img-gold-diggers-won = aranyásók nyertek
img-saboteurs-won = szabotőrök nyertek
img-gold = Arany
img-draft-cards = Leszámolt aranykártyák (még kiosztandó: { $left }); { $player } választ:
img-standings = Végeredmény
img-most-gold = Legtöbb arany: { $players }

## A Szabotőr-képek helyettesítő szövege (images/saboteur.py, alt_text): ezt olvassa fel a
## képernyőolvasó annak, aki nem látja a képet, a kép saját címeivel.

img-alt-maze = A járatlabirintusban lévő kártyák száma: { $cards }
img-alt-tool = { $tool ->
    [pickaxe] csákány
    [lantern] lámpa
   *[cart] csille
}
# $tools: img-alt-tool elemek felsorolása.
img-alt-broken = { $player }: törött { $tools }
# Kézben lévő járatkártya: a neve, majd a nyitott oldalai (É K D Ny) állítva; a sab-edges minden betű elé szóközt tesz.
img-alt-path-card = { $card }, nyitva:{ $edges }
# Egy célkártya a térkép képén, és amit a játékos látott rajta (img-map-gold, img-map-stone, img-map-unseen).
img-alt-peek = ({ $x }; { $y }): { $verdict }
img-alt-replay = Visszajátszás, { $game }: { $frames } tábla a körök sorrendjében, mindegyiken a kör felirata, a végén a végeredmény.

## Der Goldene Kompass: short words for the board's panels and piles (images/kompass.py)

kom-img-place-short = { $place }.
kom-img-cards = { $count } lap
kom-img-tasks-short = feladat: { $level } · kész: { $done }
# Shown when the player meets the winning conditions (K-12.1).
kom-img-can-win = nyerhet
kom-img-lyra-piles-short = Lyra-paklik
kom-img-pan-short = Pan: { $count } · felül: { $top }
kom-img-task-piles-short = Feladatpaklik: I: { $one } · II: { $two } · III: { $three }
kom-img-companions-left = Maradt kísérő: { $count }
kom-img-snow = hómező

## Alethiometer: short words for the board's player panels (images/alethiometer.py)

ale-img-seat-counts = Kéz { $hand } · lapka { $tiles } · Mag. { $magisterium } · Por { $dust } · szimbólum { $symbols }
