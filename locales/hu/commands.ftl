## Perjeles parancsok (cogs/lobby.py, cogs/saboteur.py), a cogs/translator.py fordítja őket.
## Nevek: kisbetűs, szóköz nélkül, legfeljebb 32 karakter, csoportjukon belül egyediek;
## leírások: 1–100 karakter.

cmd-game = játék
cmd-game-desc = Társasjáték a csatorna asztalánál

cmd-game-new = új
cmd-game-new-desc = Új asztal nyitása itt, egy új szálban vagy a szerver asztalainak csatornájában
cmd-game-new-game-desc = Melyik játék
cmd-game-new-options-desc = Asztalbeállítások név=érték alakban, például loose_connection=true
cmd-game-new-turn-timeout-desc = Mennyi ideig tarthat egy lépés: 30p, 12ó, 2n (alapból a szerveré, különben 1 nap)
cmd-game-new-thread-desc = Az asztal megnyitása egy új szálban (alapból a szerver beállítása szerint)
cmd-game-new-language-desc = Az asztal bejegyzéseinek és képeinek nyelve (alapból a szerveré)
cmd-game-join = leülés
cmd-game-join-desc = Leülés a csatorna asztalához (vagy a helyed visszavétele a géptől)
cmd-game-leave = felállás
cmd-game-leave-desc = Felállás az asztaltól, mielőtt a játék elkezdődik
cmd-game-start = indítás
cmd-game-start-desc = A játék indítása (a házigazda teheti)
cmd-game-add-ai = gép-hozzáadása
cmd-game-add-ai-desc = Egy gépi játékos leültetése (a házigazda teheti)
cmd-opt-level = szint
cmd-game-add-ai-level-desc = Milyen erősen játszanak az asztal gépi játékosai, a kifutott idejű játékosok helyett is
cmd-ai-level-easy = könnyű
cmd-ai-level-normal = közepes
cmd-ai-level-hard = nehéz
cmd-game-cancel = törlés
cmd-game-cancel-desc = A csatorna asztalának törlése (a házigazda vagy „Szerver kezelése” jogosultsággal)
cmd-game-hand = lapjaim
cmd-game-hand-desc = A lapjaid és titkaid, csak neked
cmd-game-board = tábla
cmd-game-board-desc = A tábla mostani állapotának újbóli kirakása
cmd-game-status = állás
cmd-game-status-desc = Az asztal állása: ki ül ott, ki következik és meddig
cmd-game-log = napló
cmd-game-log-desc = Az utolsó lépések, ahogy te láthatod őket
cmd-game-rules = szabályok
cmd-game-rules-desc = Egy játék röviden: a cél, egy kör menete, a parancsok
cmd-game-rules-game-desc = Melyik játék
cmd-game-act = lépés
cmd-game-act-desc = Bármely szabályos lépés (kezdj el gépelni a kereséshez)
cmd-game-act-action-desc = A lépésed: válassz a javaslatok közül

cmd-saboteur = szabotőr
cmd-saboteur-desc = Szabotőr-lépések
cmd-saboteur-place = lerakás
cmd-saboteur-place-desc = Egy járatkártya lerakása a kezedből
cmd-saboteur-place-card-desc = Egy járatkártya a kezedből
cmd-saboteur-place-where-desc = Mező és forgatás (csak a szabályosak)
cmd-saboteur-sabotage = rongálás
cmd-saboteur-sabotage-desc = Egy másik játékos szerszámának eltörése
cmd-saboteur-sabotage-card-desc = Egy rongáláskártya a kezedből
cmd-saboteur-repair = javítás
cmd-saboteur-repair-desc = Egy törött szerszám megjavítása (a tiéd vagy másé)
cmd-saboteur-repair-card-desc = Egy javításkártya a kezedből
cmd-saboteur-target-desc = Kinek a szerszáma
cmd-saboteur-rockfall = beomlasztás
cmd-saboteur-rockfall-desc = Egy járatkártya eltávolítása a járatlabirintusból
cmd-saboteur-rockfall-cell-desc = Az eltávolítandó kártya (csak a szabályosak)
cmd-saboteur-map = térkép
cmd-saboteur-map-desc = Egy képpel lefelé fekvő célkártya titkos megnézése
cmd-saboteur-map-goal-desc = Melyik célkártya
cmd-saboteur-discard = eldobás
cmd-saboteur-discard-desc = Egy kártya eldobása képpel lefelé kijátszás helyett
cmd-saboteur-discard-card-desc = Az eldobandó kártya
cmd-saboteur-pick = aranyválasztás
cmd-saboteur-pick-desc = Egy aranykártya elvétele az osztozkodáskor, a megnyert játékmenet után
cmd-saboteur-pick-gold-desc = Az elveendő aranykártya

## Opciónevek, minden parancsban ugyanazok.

cmd-opt-game = játék
cmd-opt-options = beállítások
cmd-opt-turn-timeout = lépésidő
cmd-opt-thread = szál
cmd-opt-language = nyelv
cmd-opt-action = mit
cmd-opt-card = kártya
cmd-opt-where = hova
cmd-opt-target = kinek
cmd-opt-cell = mező
cmd-opt-goal = cél
cmd-opt-gold = arany

## 17. feladat, napokon át tartó játék: /játék asztalaim, lista, értesítések, távollét,
## visszatérés, szünet, folytatás, csere, visszavétel, és a /játék új meghívásai.

cmd-game-mine = asztalaim
cmd-game-mine-desc = Az asztalaid minden szerveren, elöl azok, amelyek rád várnak
cmd-game-list = lista
cmd-game-list-desc = A szerver nyitott várószobái és futó asztalai
cmd-game-notify = értesítések
cmd-game-notify-desc = Értesítéseid beállítása: említés, privát üzenet, emlékeztető, csendes időszak
cmd-game-notify-ping-desc = Említés a csatornában, ha soron vagy
cmd-game-notify-dm-desc = Privát üzenet, ha soron vagy
cmd-game-notify-reminder-desc = Emlékeztető privát üzenetben, mielőtt lejár a lépésidőd
cmd-game-notify-quiet-desc = Csendes időszak privát üzenetek nélkül, például 23:00-08:00 (vagy ki)
cmd-game-notify-timezone-desc = Az időzónád a csendes időszakhoz, például Europe/Budapest
cmd-game-away = távollét
cmd-game-away-desc = Távollét: minden helyed órája áll (évente 14 nap)
cmd-game-away-duration-desc = Meddig: 3n, 12ó, 90p
cmd-game-back = visszatérés
cmd-game-back-desc = A távolléted korábbi lezárása
cmd-game-pause = szünet
cmd-game-pause-desc = Az asztal szüneteltetése: se lépés, se határidő (a házigazda)
cmd-game-resume = folytatás
cmd-game-resume-desc = A szünetelő asztal folytatása (a házigazda)
cmd-game-replace = csere
cmd-game-replace-desc = Egy hely átadása egy másik tagnak (a házigazda)
cmd-game-replace-seat-desc = A hely: a száma, vagy a játékosának említése
cmd-game-replace-by-desc = A tag, aki a helyre ül
cmd-game-new-invite-desc = Meghívandó tagok, például @Alice @Bob: említést és Leülök gombot kapnak
cmd-opt-ping = említés
cmd-opt-dm = privát
cmd-opt-reminder = emlékeztető
cmd-opt-quiet = csendes
cmd-opt-timezone = időzóna
cmd-opt-duration = időtartam
cmd-opt-seat = hely
cmd-opt-by = átvevő
cmd-opt-invite = meghívás
cmd-opt-replay = visszajátszás
cmd-game-new-replay-desc = A visszajátszás kirakása a csatornába a játék végén (alapból igen; kérésre bármikor elérhető)

## /game history, show, stats, top, replay, export (issue 18: cogs/history.py)

cmd-game-history = előzmények
cmd-game-history-desc = A szerveren befejezett játékok, a legújabbak elöl
cmd-game-history-page-desc = Melyik oldal (az 1. oldalon a legújabb játékok)
cmd-game-history-table-desc = Egy befejezett asztal száma: a lista helyett a végeredménye
cmd-game-finished-table-desc = Egy befejezett asztal száma ezen a szerveren
cmd-game-stats = statisztika
cmd-game-stats-desc = Lejátszott és megnyert játékok, szerepek, lépésidő és időtúllépések
cmd-game-stats-member-desc = Kinek a statisztikája (üresen hagyva a tiéd)
cmd-game-top = ranglista
cmd-game-top-desc = Egy játék értékszám szerinti ranglistája ezen a szerveren
cmd-game-top-game-desc = Melyik játék
cmd-game-replay = visszajátszás
cmd-game-replay-desc = Egy befejezett játék animált képként, lépésről lépésre
cmd-game-replay-log-desc = A kép helyett a játék naplója JSON-fájlként, amiből visszajátszható
cmd-opt-log = napló
cmd-opt-page = oldal
cmd-opt-table = asztal
cmd-opt-member = tag

## /game settings (issue 32: cogs/settings.py) és /game new channel:

cmd-game-new-channel-desc = Szöveges vagy fórumcsatorna, ahol az asztal nyílik (alapból a szerveré, különben itt)
cmd-opt-channel = csatorna
cmd-opt-opener-role = nyitó_szerep
cmd-opt-lobby-days = várakozási_napok
cmd-opt-reset = visszaállítás
cmd-game-settings = beállítások
cmd-game-settings-desc = A szerver alapbeállításai új asztalokhoz („Szerver kezelése” joggal módosíthatók)
cmd-game-settings-language-desc = Az új asztalok nyelve
cmd-game-settings-turn-timeout-desc = Az új asztalok lépésideje: 30p, 12ó, 2n
cmd-game-settings-thread-desc = Minden új asztal saját szálban nyíljon-e
cmd-game-settings-channel-desc = A szöveges vagy fórumcsatorna, ahol az új asztalok nyílnak
cmd-game-settings-opener-role-desc = A szerep, amely asztalnyitáshoz kell (@everyone: bárki)
cmd-game-settings-lobby-days-desc = Hány napig várhat egy asztal játékosokra, mielőtt bezárul (1-90)
cmd-game-settings-reset-desc = Egy beállítás, amely visszaáll az alapértékére
