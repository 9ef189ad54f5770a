## The engine contract (rules/core.py): shared refusals and list words.

# Joins the items of a list argument.
core-list-separator = ,{" "}
core-not-allowed-now = { $action } is not allowed now.
core-option-unknown = Unknown option { $names } for { $game } (known: { $known }).
core-option-not-bool = Option { $name } must be true or false.
core-option-not-int = Option { $name } must be a whole number.
core-option-range = Option { $name } must be between { $minimum } and { $maximum }.
core-player-count = { $game } is for { $minimum } to { $maximum } players, not { $count }.
