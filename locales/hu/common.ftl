## A játékszabályok közös szerződése (rules/core.py): közös elutasítások és felsorolások.

# Egy felsorolás elemei közé.
core-list-separator = ,{" "}
# Egy mondatban felsorolt lista utolsó két eleme közé (rules.core.listed): „A, B és C”.
core-list-and = { $items } és { $last }
# Egymás alatti sorok (rules.core.one_per_line).
core-lines =
    { $first }
    { $rest }
core-not-allowed-now = Ez most nem megengedett: { $action }.
core-option-unknown = Ismeretlen beállítás: { $names } ({ $game }; ismert beállítások: { $known }).
core-option-not-bool = { ARTICLE($name) ->
        [az] Az
       *[a] A
    } `{ $name }` beállítás értéke igaz vagy hamis lehet: `igaz`/`hamis`, `igen`/`nem`, `be`/`ki` vagy `true`/`false`.
core-option-not-int = { ARTICLE($name) ->
        [az] Az
       *[a] A
    } { $name } beállítás értéke egész szám kell legyen.
core-option-range = { ARTICLE($name) ->
        [az] Az
       *[a] A
    } { $name } beállítás értéke { $minimum } és { $maximum } között lehet.
core-player-count = Ezzel a játékkal ({ $game }) { $minimum }–{ $maximum } játékos játszhat, { $count } nem.

## A játékvezető (host/): amit egy asztalról mond, az asztal nyelvén, és az elutasításai.

host-game-begins = Indul a játék – { $game }. Játékosok: { $players }.
host-waiting-for = Soron: { $players }.
# A játék utolsó naplósora már kimondta, hogy vége a játéknak, és az eredményt is.
host-winners = { $count ->
        [one] Győztes
       *[other] Győztesek
    }: { $winners }.
host-log-older-rules = Az asztal naplójának többi részét a szabályok egyik korábbi változata szerint írtuk, ezért nem jeleníthető meg; maga a játék folytatódik.
host-ran-out-of-time = { $player } ideje lejárt; helyette a gép lép.
host-ai-takes-over = { $player } egymás után { $count } alkalommal nem lépett időben, ezért mostantól a gép játszik helyette.
# A várószobában hozzáadott gépi játékos neve.
host-ai-name = Gép { $number }
host-table-not-found = Nincs ilyen számú asztal: { $table }.
host-table-unreadable = Ezt az asztalt (szám: { $table }) a bot egy másik verziója mentette, és nem tölthető be; a házigazdája (vagy bárki „Szerver kezelése” jogosultsággal) a /játék törlés paranccsal törölheti.
host-not-seated = Nem játszol ennél az asztalnál.
host-not-your-turn = Nem te következel; soron: { $players }.
host-stale-version = Ez a tábla már nem friss; nézd meg a legutóbbit, és próbáld újra.
host-table-closed = Ennél az asztalnál { $status ->
        [finished] véget ért a játék
       *[cancelled] törölték a játékot
    }; itt már nem lehet tovább játszani.
host-not-started = Ez a játék még nem kezdődött el.
host-table-full = Ez az asztal megtelt ({ $count } játékos).
host-already-started = Ez a játék már elkezdődött; leülni és felállni csak a várószobában lehet.
host-already-seated = Már ülsz ennél az asztalnál.
host-cannot-leave = Te vagy az asztal házigazdája, ezért nem állhatsz fel tőle; add át a szerepet egy másik játékosnak a `/{ cmd-table } { cmd-table-host }` paranccsal, vagy töröld az asztalt.
host-only-host-adds-ai = Gépi játékost csak az asztal házigazdája adhat hozzá.
host-ai-level-unknown = Nincs „{ $level }” nevű gépi szint; a szintek: könnyű, közepes és nehéz.
host-only-host-starts = A játékot csak az asztal házigazdája indíthatja el.
host-only-host-cancels = Az asztalt csak a házigazdája törölheti.
host-not-enough-players = Ehhez a játékhoz legalább { $minimum } játékos kell; eddig { $count } ült le.
host-channel-busy = Ebben a csatornában már van asztal; előbb fejezzétek be vagy töröljétek.
host-unknown-game = Nincs „{ $game }” nevű játék (választható: { $known }).
host-unknown-language = Nincs „{ $language }” nyelv (választható: { $known }).
host-turn-range = A lépésidőt egész másodpercben kell megadni, { $minimum } és { $maximum } másodperc között.
host-database-busy = A játék adatbázisa most foglalt; kérlek, próbáld újra egy kicsit később.
host-lobby-days-range = Egy váró asztal { $minimum } és { $maximum } nap között várhat (egész számban).

## Az offline bemutató (host/demo.py): az átirata és amit kiír.

demo-title = Offline bemutató
demo-intro =
    { $player } minden játékból egy asztalnyit játszik gépi játékosok ellen, ugyanazon a
    játékvezetőn és tárolón keresztül, amelyet a Discord-bot használ (ideiglenes adatbázissal).
    Az ő lépéseit is a játék gépi stratégiája választja. Minden alábbi bejegyzés az, amit a bot
    a csatornába küldene, a képeivel együtt; utána azok a képek következnek, amelyeket csak
    { $player } kap meg privát üzenetben.
demo-seats = Játékosok: { $players }
demo-post = { $number }. bejegyzés ({ $kind ->
        [start] kezdés
        [timeout] lejárt idő
       *[action] lépés
    })
demo-posts = A csatornában { $posts } bejegyzés készült { $moves } lépésre: játékosonként és soronként egy, nem lépésenként.
demo-image-board = Tábla
demo-image-summary = A forduló vége vagy a végeredmény
demo-image-private = Ezt csak { $player } látja (privát üzenet)
demo-no-games = Még nincs egyetlen játék sem a rules.GAMES listában.
demo-token-howto = Az igazi bot futtatásához nyisd meg a https://discord.com/developers/applications oldalt, válaszd a New Application lehetőséget, majd a Bot oldalán nyomd meg a Reset Token gombot, és írd a tokent a .env fájlba DISCORD_TOKEN=... alakban (lásd .env.example).
demo-written = Az offline bemutató elkészült ide: { $folder } (transcript.md és a képei).
