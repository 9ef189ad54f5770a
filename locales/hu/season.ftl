## Issue 33, a season of play (host/season.py, cogs/season.py): privát jegyzetek, a házigazda
## kizár valakit a várószobából, a házigazda szerep átadása. A /table csoport parancsnevei és
## leírásai a commands.ftl szabályait követik.

cmd-table = asztal
cmd-table-desc = A csatorna asztala: a jegyzeted, a házigazda, a játékosok
cmd-table-note = jegyzet
cmd-table-note-desc = Saját, privát jegyzet ehhez az asztalhoz (szöveg nélkül: megmutatja)
cmd-table-note-text-desc = A megőrzendő jegyzet, legfeljebb 1000 karakter (az előzőt felülírja)
cmd-table-kick = kizárás
cmd-table-kick-desc = Játékos végleges eltávolítása a várószobából (a házigazda)
cmd-table-kick-member-desc = Az eltávolítandó játékos
cmd-table-host = házigazda
cmd-table-host-desc = A házigazda szerep átadása egy másik, ülő tagnak (a házigazda)
cmd-table-host-member-desc = Az ülő tag, aki mostantól az asztal házigazdája
cmd-opt-text = szöveg

host-note-too-long = Egy jegyzet legfeljebb { $maximum } karakter lehet; ez { $length } karakteres. Nem mentettem el.
host-note-empty = A jegyzethez szöveg kell; szöveg nélkül a `/{ cmd-table } { cmd-table-note }` megmutatja a jegyzetedet.
host-only-host-kicks = Játékost csak az asztal házigazdája zárhat ki.
host-kick-not-seated = Ennek a tagnak nincs helye ebben a várószobában.
host-kick-self = A saját várószobádból nem zárhatod ki magadat.
host-kicked-no-rejoin = Az asztal házigazdája kizárt ebből a várószobából; nem ülhetsz vissza.
host-only-host-hands-hosting = A házigazda szerepet csak az asztal házigazdája adhatja át.
host-already-host = Már te vagy az asztal házigazdája.
host-new-host-not-seated = A házigazda szerep csak az asztalnál ülő játékosnak adható át.

bot-host-bot = { $player } egy bot; a házigazda szerep csak ülő tagnak adható át.
bot-host-not-member = { $player } nem tagja a szervernek, vagy nem látja ezt az asztalt.
bot-note-saved = Elmentettem a jegyzetet. Csak te látod: a lapjaid alatt, a `/{ cmd-table } { cmd-table-note }` paranccsal és az asztal előzményeiben.
bot-note-none = Ennél az asztalnál nincs jegyzeted. Írni a `/{ cmd-table } { cmd-table-note } { cmd-opt-text }:` paranccsal tudsz.
bot-note-shown = 📝 A jegyzeted: { $note }
bot-kicked-notice = { $player } már nem ül az asztalnál: a házigazda, { $user } kizárta a várószobából.
bot-host-notice = { $how ->
    [left] A házigazda, { $previous } elhagyta a szervert. Az asztal új házigazdája: { $player }.
    [away] A házigazda, { $previous } tovább lesz távol, mint ameddig egy várószoba várhat. Az asztal új házigazdája: { $player }.
   *[handed] { $previous } átadta a házigazda szerepet. Az asztal új házigazdája: { $player }.
}
bot-expired-notice = Ez a várószoba { $days } napja vár indítás nélkül, ezért bezártam. Újat a `/{ cmd-game } { cmd-game-new }` paranccsal nyithatsz.

## /table takeover: a gép játszik egy távol lévő játékos helyén, szavazással
cmd-table-takeover = átvétel
cmd-table-takeover-desc = Javaslat, hogy a gép játsszon most egy távol lévő játékos helyén (szavazás)
cmd-table-takeover-seat-desc = A hely: a száma, vagy a játékosának említése
host-takeover-open = Erről a helyről már folyik szavazás: nyomd meg az **Egyetértek** gombját.
host-takeover-over = Ez a szavazás már véget ért: a hely lépett, gazdát cserélt, vagy már a gép játszik rajta.
host-takeover-voted = Már egyetértettél.
host-takeover-own-seat = Ez a saját helyed.
host-takeover-not-awaited = A játék nem { ARTICLE($seat) ->
        [az] az
       *[a] a
    } { $seat }. hely játékosára vár.
host-takeover-too-soon = { ARTICLE($seat) ->
        [az] Az
       *[a] A
    } { $seat }. hely játékosára még nem vártunk elég ideje; szavazni nagyjából { $hours } óra múlva lehet.
bot-takeover-notice = { $by } azt javasolja, hogy { ARTICLE($seat) ->
        [az] az
       *[a] a
    } { $seat }. helyen ({ $player }) most a gép játsszon. A többi játékos a gombbal érthet egyet; ha a többség egyetért, a gép átveszi a helyet.
bot-taken-notice = A játékosok egyetértettek: { ARTICLE($seat) ->
        [az] az
       *[a] a
    } { $seat }. helyen most a gép játszik { $player } helyett, aki a `/{ cmd-game } { cmd-game-join }` paranccsal veheti vissza.
bot-taken-over-dm = **{ $game }**, #{ $table } asztal ({ $server }): a játékosok úgy döntöttek, hogy egyelőre a gép játszik a helyeden. Bármikor visszaveheted a `/{ cmd-game } { cmd-game-join }` paranccsal itt: { $channel }. { $link }
bot-button-agree = Egyetértek
bot-agreed = A szavazatodat beszámoltam.

## /table follow és unfollow
cmd-table-follow = követés
cmd-table-follow-desc = Privát üzenet a képekkel minden kör végén és a játék végén
cmd-table-follow-table-desc = Az asztal száma (alapból a csatorna asztala)
cmd-table-unfollow = követés-vége
cmd-table-unfollow-desc = Egy követett asztal üzeneteinek leállítása
host-following-already = Ezt az asztalt már követed.
host-followers-full = Ennek az asztalnak már { $maximum } követője van, ennél több nem lehet.
host-not-following = Ezt az asztalt nem követed.
bot-follow-not-visible = Ezen a szerveren nincs olyan #{ $table } számú asztal, amelynek a csatornáját látod.
bot-following = Követed { ARTICLE($table) ->
        [az] az
       *[a] a
    } #{ $table } asztalt: minden kör végén és a játék végén privát üzenetet kapsz. A `/{ cmd-table } { cmd-table-unfollow }` leállítja.
bot-unfollowed = Már nem követed { ARTICLE($table) ->
        [az] az
       *[a] a
    } #{ $table } asztalt.
bot-follow-round = Véget ért egy kör: **{ $game }**, #{ $table } asztal ({ $server }). { $link }
bot-follow-finished = Vége a játéknak: **{ $game }**, #{ $table } asztal ({ $server }). { $link }

## /table recap: mi történt, amióta utoljára léptél (cogs/recap.py)
cmd-table-recap = összefoglaló
cmd-table-recap-desc = Mi történt egy asztalnál, amióta utoljára léptél (csak te látod)
bot-recap-since = { $moves ->
    [0] Amióta utoljára léptél, nem történt semmi.
    [one] Amióta utoljára léptél, egy lépés történt:
   *[other] Amióta utoljára léptél, { $moves } lépés történt:
}
bot-recap-since-start = { $moves ->
    [0] Még senki sem lépett.
    [one] Még nem léptél; a játék kezdete óta egy lépés történt:
   *[other] Még nem léptél; a játék kezdete óta { $moves } lépés történt:
}
bot-recap-left-out = { $count ->
    [one] …egy korábbi sort kihagytam
   *[other] …{ $count } korábbi sort kihagytam
} (az utolsó lépéseket a `/{ cmd-game } { cmd-game-log }` mutatja meg).
bot-moves-since = { $moves ->
    [one] 📜 Amióta utoljára léptél, egy lépés történt.
   *[other] 📜 Amióta utoljára léptél, { $moves } lépés történt.
}
bot-button-recap = Összefoglaló

## /table notify: szólás a köröd előtt, és milyen gyakran jöjjön emlékeztető
cmd-table-notify = értesítések
cmd-table-notify-desc = Privát üzenet, ha az előtted ülő sorra kerül, és milyen gyakran emlékeztesselek
cmd-opt-next = következő
cmd-table-notify-next-desc = Privát üzenet, amikor az előtted ülő játékos sorra kerül
cmd-table-notify-reminder-desc = Emlékeztetés a határidőig bizonyos időnként, például 6ó vagy 1n; be: egyszer; ki
bot-reminder-syntax = { ARTICLE($text) ->
        [az] Az
       *[a] A
    } `{ $text }` nem emlékeztetési időköz: írj például `6ó` vagy `1n` értéket, esetleg `be` (egy emlékeztető) vagy `ki` szót.
host-remind-every-range = Emlékeztető legfeljebb { $shortest ->
    [one] óránként
   *[other] { $shortest } óránként
}, legalább { $longest } naponként jöhet.
bot-reminders-off = kikapcsolva
bot-reminders-once = egyszer, amikor a lépésidő háromnegyede eltelt
bot-reminders-hours = a határidőig { $hours ->
    [one] óránként
   *[other] { $hours } óránként
}
bot-reminders-days = a határidőig { $days ->
    [one] naponta
   *[other] { $days } naponként
}
bot-cadence-saved = Privát üzenet, amikor az előtted ülő sorra kerül: { $next }. Emlékeztetők: { $reminders }. A csendes időszak és a távollét visszatartja őket, ahogy a `/{ cmd-game } { cmd-game-notify }` beállítja.
bot-next-dm = Szólok előre: { $player } sorra került – **{ $game }**, szerver: **{ $server }**, csatorna: { $channel } –, és utána te következel. { $link }

## Félbehagyott asztalok: egy teljes körön át minden helyen a gép játszott
bot-abandoned-notice = Egy teljes körön át minden helyen a gép játszott ennél az asztalnál, ezért a játék itt félbeszakadt: a `/{ cmd-game } { cmd-game-history }` megőrzi, de a rangsorba nem számít bele. Újat a `/{ cmd-game } { cmd-game-new }` paranccsal nyithatsz.
bot-history-line-abandoned = `#{ $table }` **{ $game }**, { $date }: { $players }. Félbeszakadt (egy körön át minden helyen a gép játszott); lépések: { $moves }, időtartam: { $duration }; nem számít bele a rangsorba.
bot-replay-caption-abandoned = { ARTICLE($table) ->
        [az] Az
       *[a] A
    } #{ $table } asztal visszajátszása ({ $game }); félbeszakadt: egy körön át minden helyen a gép játszott.
