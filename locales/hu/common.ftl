## A játékszabályok közös szerződése (rules/core.py): közös elutasítások és felsorolások.

# Egy felsorolás elemei közé.
core-list-separator = ,{" "}
core-not-allowed-now = Ez most nem megengedett: { $action }.
core-option-unknown = Ismeretlen beállítás: { $names } ({ $game }; ismert beállítások: { $known }).
core-option-not-bool = A(z) { $name } beállítás értéke igaz vagy hamis lehet.
core-option-not-int = A(z) { $name } beállítás értéke egész szám kell legyen.
core-option-range = A(z) { $name } beállítás értéke { $minimum } és { $maximum } között lehet.
core-player-count = A(z) { $game } { $minimum }–{ $maximum } játékosra való, nem { $count } játékosra.
