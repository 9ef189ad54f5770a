## Amit a bot maga mond a Discordon (cogs/, bot.py): várószoba, állás, lapok, menük, elutasítások,
## értesítések és a /játék szabályok összefoglalói. A csatornabejegyzések az asztal nyelvén, a
## válaszok és a privát üzenetek az olvasóén szólnak. A szövegekben szereplő parancsnevek a
## commands.ftl-ből jönnek, így mindig azt mutatják, amit az olvasó Discordja.

## cogs/common.py

bot-apology = Elnézést, valami elromlott nálam. Feljegyeztem; kérlek, próbáld újra egy kicsit később.
bot-no-table = Ebben a csatornában nincs nyitott asztal. Nyiss egyet a `/{ cmd-game } { cmd-game-new }` paranccsal.
bot-ai-player = { $name } (gép)
bot-your-turn = Soron következik: { $players }.
bot-your-turn-until = Soron következik: { $players } – határidő: { $deadline }.
bot-table-heading = **{ $game }**, #{ $table } asztal – { $status ->
    [lobby] várószoba
    [playing] játék folyamatban
    [finished] véget ért
   *[cancelled] törölve
}
bot-seat = { $number }. { $player }
bot-seat-marked = { $number }. { $player } ({ $marks })
bot-mark-host = asztalnyitó
bot-mark-ai = gép
bot-mark-to-play = soron van
bot-seats-needed = { $seated }/{ $maximum } hely foglalt; az indításhoz legalább { $minimum } játékos kell.
bot-status-options = **Beállítások**
bot-status-option = • { $option } ({ $value ->
    [true] bekapcsolva
    [false] kikapcsolva
   *[other] { $value }
})
bot-status-board = [Tábla]({ $link })
bot-dm-intro = Új kör kezdődött – **{ $game }**, szerver: **{ $server }**, csatorna: { $channel }. { $link }
bot-your-server = ismeretlen
bot-choose-below = Te következel: válassz lent, vagy használd a `/{ cmd-game } { cmd-game-act }` parancsot.
bot-actions = Lépések
bot-dm-closed = { $user }, nem tudok neked privát üzenetet küldeni – a lapjaidat a `/{ cmd-game } { cmd-game-hand }` paranccsal nézheted meg.
bot-reminder = Emlékeztető: soron vagy itt: { $channel } ({ $game }); a lépésidő lejár: { $deadline }. { $link }
bot-board-failed = Nem tudtam kirakni a táblát ide: { $channel } (a csatorna megszűnt, vagy nem írhatok bele). Lehet, hogy te következel: használd ott a `/{ cmd-game } { cmd-game-hand }` parancsot, vagy kérj meg egy adminisztrátort, hogy engedjen írni.

## cogs/components.py

bot-button-join = Leülök
bot-button-leave = Felállok
bot-button-start = Indítás
bot-button-hand = Lapjaim
bot-stale-board = Ez a tábla már elavult – így áll most az asztal:
bot-choose-card = Válassz egy kártyát…
bot-choose-action = Válaszd ki, mit lépsz…
bot-card-has-no-move = Ezzel a kártyával most nincs mit lépni.
bot-menu-title = **{ $title }** – válassz:
bot-menu-title-more = **{ $title }** – válassz (még { $more } lehetőség: a `/{ cmd-game } { cmd-game-act }` parancsban kereshetsz köztük):
bot-not-seated-look = Nem ülsz ennél az asztalnál; a táblát bárki megnézheti: { $link }
bot-done = Kész.
bot-no-such-move = Most nincs ilyen lépésed: a `/{ cmd-game } { cmd-game-hand }` megmutatja, mit tehetsz.
bot-move-not-named = Ez nem a lépéseid egyike: `{ $typed }`. Válassz a felajánlott lehetőségek közül.
bot-done-heading = Kész:

## cogs/lobby.py

bot-options-syntax = A beállításokat név=érték alakban írd, például `loose_connection=true` (nem így: `{ $item }`).
bot-timeout-syntax = A lépésidőt percben, órában vagy napban add meg, például `30p`, `12ó`, `2n` (nem így: `{ $text }`).
bot-component-unknown = Ez a gomb vagy menü nem ehhez a bothoz tartozik.
bot-component-elsewhere = Ez a gomb vagy menü egy másik csatorna asztalához tartozik (#{ $table }); ott használd.
bot-component-not-seated = Ennél az asztalnál (#{ $table }) már nincs helyed, ezért ezt a gombot vagy menüt nem használhatod.
bot-sit-not-member = { ARTICLE($table) ->
        [az] Az
       *[a] A
    } #{ $table } asztalhoz csak az ülhet le, aki tagja az asztal szerverének, és látja a csatornáját.
bot-replace-bot = { $player } bot, nem ember: helyet csak ember kaphat (vagy a gép játszik helyette).
bot-replace-not-member = { $player } nem tagja ennek a szervernek, vagy nem látja ezt a csatornát, ezért nem kaphat itt helyet.
bot-options-too-many = Ez { $count } beállítás; egy asztalnak legfeljebb { $maximum } lehet.
bot-option-too-long = { ARTICLE($item) ->
        [az] Az
       *[a] A
    } `{ $item }` beállítás túl hosszú (legfeljebb { $maximum } karakter lehet).
bot-timeout-range = A lépésidő egy perc (`1p`) és 30 nap (`30n`) között lehet, nem `{ $text }`.
bot-language-unknown = Itt nincs `{ $value }` nyelv; ezek közül választhatsz: { $choices }.
bot-lobby-open = Nyitott asztal – nyomd meg a **{ bot-button-join }** gombot, és játssz!
bot-lobby-in-play = Játék folyamatban: a tábla lent látható.
bot-lobby-finished = Ez a játék véget ért.
bot-lobby-cancelled = Ezt az asztalt törölték.
bot-joined = Leültél az asztalhoz.
bot-left = Felálltál az asztaltól.
bot-ai-seated = Egy gépi játékos leült az asztalhoz. Az asztal gépi játékosai { $level ->
        [normal] közepes
        [hard] nehéz
       *[easy] könnyű
    } szinten játszanak.
bot-thread-name = Asztal: { $game }
bot-thread-needs-text-channel = Új szálat csak szöveges csatornában lehet nyitni.
bot-discord-busy = A Discord most túlterhelt; semmi sem változott. Kérlek, próbáld újra egy perc múlva.
bot-discord-busy-unsure = A Discord most túlterhelt, és a kérésem egy részét visszautasította; a `/{ cmd-game } { cmd-game-status }` megmutatja, hol tartunk. Ha kell, próbáld újra egy perc múlva.
bot-restarting = Éppen újraindulok; semmi sem változott. Kérlek, próbáld újra egy perc múlva.
bot-restarting-unsure = Éppen újraindulok, és ezt nem tudtam időben befejezni; egy perc múlva a `/{ cmd-game } { cmd-game-status }` megmutatja, hol tartunk. Ha kell, próbáld újra akkor.
bot-table-opened = { ARTICLE($table) ->
        [az] Az
       *[a] A
    } #{ $table } asztal megnyílt itt: { $channel }.
bot-cancelled-by = { $user } törölte { ARTICLE($table) ->
        [az] az
       *[a] a
    } #{ $table } asztalt.
bot-cancelled = Az asztalt törölted.
bot-not-started = A játék még nem kezdődött el: a `/{ cmd-game } { cmd-game-status }` megmutatja, ki ül az asztalnál.
bot-board-posted = Kiraktam a táblát.
bot-board-recent = A táblát kevesebb mint { $seconds } másodperce raktam ki: { $link }
bot-log-empty = Még nem történt semmi.

## cogs/rules_text.py: /játék szabályok

bot-rules-heading = **{ $game }** – { $minimum }–{ $maximum } játékos.
bot-rules-option = • Asztalbeállítás: `{ $name }` (alapértéke: { $default }): { $description }
bot-rules-commands = A `/{ cmd-game } { cmd-game-hand }` (vagy a tábla alatti **{ bot-button-hand }** gomb) megmutatja a lapjaidat és a lépéseid menüjét; a `/{ cmd-game } { cmd-game-act }` kereséssel bármely szabályos lépést megtesz; a `/{ cmd-game } { cmd-game-board }`, a `/{ cmd-game } { cmd-game-status }` és a `/{ cmd-game } { cmd-game-log }` az asztalt mutatja.
bot-rules-saboteur-goal = **Cél:** aranyásóként járatot ásni a startkártyától az aranyat rejtő célkártyáig, szabotőrként pedig ezt megakadályozni lebukás nélkül. A szerepek titkosak; három játékmenet után a legtöbb aranyat gyűjtő játékos nyer.
bot-rules-saboteur-turn = **A köröd:** kijátszol egy kártyát – egy járatkártyát a járatlabirintusba vagy egy akciókártyát (szerszám eltörése vagy megjavítása, beomlasztás, egy célkártya megnézése térképpel) –, vagy eldobsz egyet képpel lefelé; aztán húzol.
bot-rules-saboteur-moves = **Lépések:** `/{ cmd-saboteur } { cmd-saboteur-place }`, `{ cmd-saboteur-sabotage }`, `{ cmd-saboteur-repair }`, `{ cmd-saboteur-rockfall }`, `{ cmd-saboteur-map }`, `{ cmd-saboteur-discard }`, a megnyert játékmenet után pedig `{ cmd-saboteur-pick }` az aranyon való osztozkodáshoz.
bot-rules-kompass-goal = **Cél:** versenyfutás Lyra útján Északra. A játék abban a fordulóban ér véget, amelyben valaki úgy éri el a célt, hogy mindhárom feladatát teljesítette, és minden tapasztalat-jelzője legalább a 3-as mezőn áll; ha több ilyen játékos van, a legtöbb tapasztalattal rendelkező nyer.
bot-rules-kompass-round = **Egy forduló:** Lyra-kártyák eldobása és húzása, aztán előrehaladás (mindenki egyszer van soron: Lyra-kártyákat játszol ki, és pontonként egy mezőt haladsz, tapasztalatot gyűjtve; Fens után a versenyben elfoglalt helyed szabja meg, milyen színűeket játszhatsz ki), végül a feladatkártyád teljesítése, ha elég hozzá a tapasztalatod; jutalmul egy kísérőt kapsz.
bot-rules-alethiometer-goal = **Cél:** a legtöbb pont három rész után: igazságjelzők, a harmadik részben pontozott tárgylapkák és a Por, amely minden kihúzott „Híd a csillagokhoz” jelzőnél újra pontot ér.
bot-rules-alethiometer-part = **Egy rész:** a két kiosztott szereplőkártya közül az egyiket megtartod szövetségesnek (a másik ellenlábasként a bal szomszédodhoz kerül), aztán sorban léptek, amíg Lyra el nem éri a következő úti célt; a végén igazságjelzőket húztok.
bot-rules-alethiometer-turn = **A köröd:** megpörgeted az aletiométer mutatóját, és a piros vagy a világoskék végénél álló ikont választod, használhatsz egy választható akciót, aztán egyforma Lyra-kártyákat játszhatsz ki: 2 egyforma daimónért tárgylapkát kapsz, 3 egyforma szimbólumért szimbólumjelzőket tehetsz le, 2 kémléggyel ellophatsz egy tárgylapkát.

## bot.py: az offline bemutató konzolja (token nélkül)

bot-demo-no-token = Nincs DISCORD_TOKEN beállítva (sem a környezetben, sem a .env fájlban), így a bot nem tud csatlakozni a Discordhoz.
bot-demo-instead = Helyette az offline bemutató fut; a bot beállításáról a README.md „Putting the bot on your server” fejezete szól.

## 17. feladat, napokon át tartó játék (host/players.py, cogs/players.py): asztalaim,
## értesítések, távollét, szünet, gazdát cserélő helyek, meghívások és visszavágók.

host-table-paused = Ez az asztal szünetel; az asztalt nyitó játékos a `/{ cmd-game } { cmd-game-resume }` paranccsal folytatja.
host-quiet-syntax = { ARTICLE($text) ->
        [az] Az
       *[a] A
    } `{ $text }` nem csendes időszak: így írd: `23:00-08:00` (óra 0–23, perc 0–59), vagy `ki`.
host-quiet-empty = { ARTICLE($text) ->
        [az] Az
       *[a] A
    } `{ $text }` csendes időszak ugyanakkor kezdődik és ér véget; így írd: `23:00-08:00`, vagy `ki`.
host-unknown-time-zone = Nincs `{ $zone }` nevű időzóna; ilyen nevet adj meg: `Europe/Budapest` vagy `America/New_York`.
host-away-positive = A távollétnek nullánál hosszabbnak kell lennie, például `3n` vagy `12ó`.
host-already-away = Már távol vagy; előbb a `/{ cmd-game } { cmd-game-back }` paranccsal zárd le.
host-away-allowance = Ennyi távollét nem fér bele az idei { $days } napba: még { $hours } óra maradt belőle.
host-not-away = Nem vagy távol.
host-only-host-pauses = Az asztalt csak a házigazdája szüneteltetheti vagy folytathatja.
host-already-paused = Ez az asztal már szünetel.
host-not-paused = Ez az asztal nem szünetel.
host-only-host-replaces = Helyet másnak csak az asztal házigazdája adhat át.
host-no-such-seat = Ennél az asztalnál nincs { $seat }. hely; a helyek: 1–{ $count }.
host-holder-seated = { $player } már ül az asztalnál.
host-nothing-to-reclaim = Az itteni játék már elkezdődött, és a gép nem vette át egyik helyedet sem ennél az asztalnál.
bot-server-only = Ez a parancs szerveren, egy asztal csatornájában működik.
bot-listing = **{ $game }**, #{ $table } asztal ({ $server }): { $state } { $link }
bot-listing-your-turn = **te következel**, határidő: { $deadline }
bot-listing-turn-of = soron: { $players }
bot-listing-lobby = várószoba, foglalt helyek: { $seated }/{ $maximum }
bot-listing-paused = szünetel
bot-listing-more = …és még { $count } asztal.
bot-mine-heading = Asztalaid száma: { $count }; ebből rád vár: { $waiting }.
bot-mine-none = Egyik nyitott asztalnál sincs helyed.
bot-list-heading = A szerver asztalainak száma: { $count }.
bot-list-none = Ezen a szerveren nincs nyitott asztal. Nyiss egyet a `/{ cmd-game } { cmd-game-new }` paranccsal.
bot-on = be
bot-off = ki
bot-quiet-none = nincs
bot-notify-saved = Értesítéseid: említés a csatornában: { $ping }; privát üzenet, ha soron vagy: { $dm }; emlékeztető: { $remind }; csendes időszak: { $quiet } ({ $zone }).
bot-turn-dm = Soron vagy – **{ $game }**, szerver: **{ $server }**, csatorna: { $channel }; a lépésidő lejár: { $deadline }. { $link }
bot-away-syntax = { ARTICLE($text) ->
        [az] Az
       *[a] A
    } `{ $text }` nem távollét: pozitív időtartamot adj meg, például `3n`, `12ó` vagy `90p`.
bot-away-set = Távol vagy eddig: { $until }; addig a helyeid órája áll (a `/{ cmd-game } { cmd-game-back }` paranccsal korábban is visszatérhetsz).
bot-away-notice = { $player } távol van (eddig: { $until }); addig áll az órája.
bot-back = Üdv újra: a helyeid órája újra jár.
bot-back-notice = { $player } visszatért; az órája újra jár.
bot-paused-notice = { $user } szüneteltette az asztalt: a `/{ cmd-game } { cmd-game-resume }` parancsig nem lehet lépni, és a határidők sem telnek.
bot-resumed-notice = { $user } feloldotta a szünetet; a határidők a szünet hosszával kitolódtak.
bot-replace-bad-seat = { ARTICLE($text) ->
        [az] Az
       *[a] A
    } `{ $text }` nem jelöl helyet: adj meg egy helyszámot, vagy említsd meg a játékosát.
bot-replaced-notice = { ARTICLE($seat) ->
        [az] Az
       *[a] A
    } { $seat }. hely új gazdája: { $player } (eddig: { $previous }).
bot-reclaimed-notice = { $player } visszavette a helyét a géptől ({ $seat }. hely).
bot-seat-handed = Mostantól tiéd { ARTICLE($seat) ->
        [az] az
       *[a] a
    } { $seat }. hely – **{ $game }**, szerver: **{ $server }**, csatorna: { $channel }. { $link }
bot-invite-syntax = Említsd meg a meghívandó tagokat, például `@Alice @Bob`; { ARTICLE($text) ->
        [az] az
       *[a] a
    } `{ $text }` senkit sem említ.
bot-invite-unknown = { $user } nem tagja ennek a szervernek.
bot-invite-too-many = Egyszerre legfeljebb { $maximum } tagot lehet meghívni.
bot-invited = Meghívottak: { $players }.
bot-invitation = { $user } meghívott játszani: **{ $game }** (szerver: **{ $server }**, csatorna: { $channel }). Nyomd meg a **{ bot-button-join }** gombot, ha beszállsz! { $link }
bot-button-rematch = Visszavágó
bot-rematch-open = Visszavágó! { $players }: nyomjátok meg a **{ bot-button-join }** gombot, és játsszatok újra!
bot-rematch-not-player = Visszavágót csak ennek a játéknak a játékosai nyithatnak.
bot-button-join-table = Leülök (#{ $table })


## cogs/history.py: /game history, show, stats, top, replay, export (issue 18)

bot-history-heading = **A szerveren befejezett játékok** – { $page }. oldal ({ $pages } közül; összesen { $total } játék):
bot-history-empty = Ezen a szerveren még nem fejeződött be játék.
bot-history-line = `#{ $table }` **{ $game }**, { $date }: { $players }. Nyert: { $winners }; lépések: { $moves }, időtartam: { $duration }.
bot-history-older = Régebbi játékok: `/{ cmd-game } { cmd-game-history } { cmd-opt-page }:{ $next }`
bot-history-no-page = Nincs { $page }. oldal: az előzmények összesen { $pages } oldalt tesznek ki.
bot-history-no-table = { ARTICLE($table) ->
        [az] Az
       *[a] A
    } #{ $table } asztal nem a szerver befejezett játékai közül való; a `/{ cmd-game } { cmd-game-history }` listázza őket.
bot-server-only-history = Ez a parancs szerveren működik: annak a szervernek a játékait mutatja.
bot-history-choice = #{ $table } { $game }: { $players }
bot-duration-seconds = { $count } mp
bot-duration-minutes = { $count } perc
bot-duration-hours = { $count } óra
bot-duration-days = { $count } nap
bot-stats-heading = **Statisztika: { $player }** (befejezett játékok, legfeljebb fele gépi hellyel):
bot-stats-none = { $player } még nem játszott beszámított befejezett játékot ezen a szerveren.
bot-stats-game = { $game }: lejátszva { $played }, megnyerve { $won }
bot-stats-side = Szerep: { $side } – megnyert játékmenetek: { $won }/{ $played } ({ $share }%)
bot-stats-turns = Átlagos lépésidő: { $duration } ({ $turns } mért lépés alapján); időtúllépés: { $timeouts }.
bot-stats-no-turns = Még nincs mért lépés; időtúllépés: { $timeouts }.
bot-top-heading = **{ $game }: ranglista** (openskill értékszám; a gépi játékosok és a túlnyomórészt gépekkel játszott játszmák nélkül):
bot-top-line = { $place }. { $player }: { $rating } (játékok: { $games }, győzelmek: { $won })
bot-top-empty = Ezen a szerveren még senkinek nincs értékszáma ebben a játékban: { $game }.
bot-replay-caption = { ARTICLE($table) ->
        [az] Az
       *[a] A
    } #{ $table } asztal visszajátszása ({ $game }).
bot-replay-none = { ARTICLE($table) ->
        [az] Az
       *[a] A
    } #{ $table } asztal visszajátszása ({ $game }) nem készíthető el: a játéknak nincsenek képei, vagy akkor is túl hosszú egy csatolmánynak, ha körönként csak egy kép kerül bele.
bot-export-caption = { ARTICLE($table) ->
        [az] Az
       *[a] A
    } #{ $table } asztal naplója ({ $game }) a kezdőértékkel és a helyekkel, JSON-ként: a `host.history.replay_export` visszajátssza.

## cogs/settings.py: /game settings (issue 32)

bot-settings-heading = **A szerver alapbeállításai új asztalokhoz** (a `/{ cmd-game } { cmd-game-new }` opciói felülírják őket)
bot-setting-line = • { $name }: { $value }
bot-setting-name = { $setting ->
        [language] Nyelv
        [turn_seconds] Lépésidő
        [thread] Minden asztal külön szálban
        [channel_id] Az új asztalok csatornája
        [opener_role_id] Ki nyithat asztalt
       *[lobby_days] Meddig vár egy asztal játékosokra
    }
bot-setting-default = { $value } (alapérték)
bot-setting-server-language = a szerver nyelve, { $language }
bot-setting-here = ahol az asztalt megnyitják
bot-setting-everyone = bárki
bot-setting-on = igen
bot-setting-off = nem
bot-settings-audit = **Legutóbbi módosítások**
bot-settings-change = { $when } { $user } módosította – { $name }: { $old } → { $new }
bot-settings-read-only = Ezeket csak „Szerver kezelése” jogosultsággal rendelkező tagok módosíthatják.
bot-settings-saved = { $count ->
        [0] Nem változott semmi: a beállítások már ezek voltak.
        [one] Mentve: egy beállítás változott.
       *[other] Mentve: { $count } beállítás változott.
    }
bot-settings-need-manage = A szerver beállításait csak „Szerver kezelése” jogosultsággal rendelkező tagok módosíthatják; opciók nélkül a `/{ cmd-game } { cmd-game-settings }` bárkinek megmutatja őket.
bot-settings-reset-unknown = Nincs `{ $value }` nevű beállítás; válassz a javaslatok közül.
bot-settings-set-and-reset = Ugyanabban a parancsban megadtad és vissza is állítanád ezt: { $name }. Csak az egyiket válaszd.
bot-settings-role-elsewhere = Ez a szerep egy másik szerveré: válassz ennek a szervernek a szerepei közül.
bot-settings-channel-elsewhere = Ez a csatorna egy másik szerveré: válassz ennek a szervernek a csatornái közül.
bot-settings-channel-kind = Asztal szöveges vagy fórumcsatornában nyílhat, { $channel } pedig egyik sem.
bot-settings-channel-hidden = Ezt a csatornát nem látom, vagy nem írhatok bele: { $channel }. Előbb add meg nekem ott a „Csatorna megtekintése” és az „Üzenetek küldése” jogot.
bot-settings-channel-gone = Az új asztalokhoz választott csatorna már nincs meg, vagy nem férek hozzá; „Szerver kezelése” joggal másikat lehet választani a `/{ cmd-game } { cmd-game-settings }` paranccsal.
bot-option-unresolved = Ezen a szerveren nem ismerem ezt: { $value }. Válassz olyan csatornát vagy szerepet ezen a szerveren, amelyet látok.
bot-forum-opening = Az asztal nyitása…
bot-forum-post-name = { $game } – { $table }. asztal
bot-thread-locked = { ARTICLE($table) ->
        [az] Az
       *[a] A
    } #{ $table } asztal ({ $game }) nem folytatódhat: a szála ({ $thread }) zárolva van. Egy moderátor feloldhatja, vagy az asztalt nyitó játékos törölheti a `/{ cmd-game } { cmd-game-cancel }` paranccsal.
bot-opener-role-needed = Ezen a szerveren csak { $role } szereppel rendelkező tagok nyithatnak asztalt.
