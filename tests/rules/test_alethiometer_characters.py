"""The 30 ally abilities of A-DEC-9, with A-DEC-15 (edge cases) and A-GAP-6 (through the Ally
action). Choices "of their choice" are decisions of the other players (A-DEC-9)."""

from dataclasses import replace

import pytest

import locales
from rules.alethiometer import GAME, data
from rules.alethiometer import mechanics as m
from tests.support.alethiometer import act, build, codes, english


def ally_codes(state, seat=0):
    return {c for c in codes(state, seat) if c.startswith("ally")}


def kinds(state, seat):
    return sorted(m.kinds(state.hands[seat]))


def with_ally(name, **kw):
    return build(spin=3, allies={0: name}, **kw)  # dial position 3: Ally icon


def test_all_thirty_characters_have_a_name_and_an_ability_text_A_DEC_9_A_DEC_1():
    for locale in locales.LOCALES:
        assert len({locales.render(data.character_name(cid), locale) for cid in data.CHARACTERS}) == 30
        texts = [locales.render(data.character_text(cid), locale) for cid in data.CHARACTERS]
        assert all(text.endswith(".") for text in texts), locale  # a sentence, not a missing id
    assert [sum(c.deck == d for c in data.CHARACTERS.values()) for d in data.DECK_COLOURS] == [10, 10, 10]


RESOURCES = ("hands", "tiles", "placed", "dust", "on_dest", "ferry", "lyra", "supply")


@pytest.mark.parametrize("cid", list(data.CHARACTERS))
def test_no_ability_is_a_no_op_A_DEC_1(cid):
    """A-DEC-1: every character is implemented. In its own part, with cards, tiles, Dust and tokens
    around, each of its ally choices changes the game once every decision it asks for is made."""
    character = data.CHARACTERS[cid]
    part = data.DECK_COLOURS.index(character.deck) + 1
    state = with_ally(
        english(data.character_name(cid)),
        part=part,
        lyra=(2, 11, 20)[part - 1],
        hands={0: ["sun", "goose", "ermine"], 1: ["wild", "anchor"], 2: ["monkey", "spyfly"]},
        tiles={0: ["t24"], 1: ["t3"]},
        dust=(0, 2, 1),
        dust_supply=5,
        on_dest=(0, 2, 1),
    )
    choices = ally_codes(state)
    assert choices
    for code in choices:
        after = act(state, 0, code)
        while after.queue[0].kind != "play":
            seat = GAME.waiting_for(after)[0]
            after = act(after, seat, sorted(codes(after, seat))[0])
        assert any(getattr(after, f) != getattr(state, f) for f in RESOURCES), code


@pytest.mark.parametrize("name,drawn", [("Lyra Belacqua", 2), ("Kaisa", 2), ("Ma Costa", 3)])
def test_draw_abilities_A_DEC_9(name, drawn):
    state = act(
        with_ally(name, part=3 if name == "Kaisa" else 1, lyra=20 if name == "Kaisa" else 2), 0, "ally"
    )
    assert len(state.hands[0]) == drawn and state.queue[0].kind == "play"


@pytest.mark.parametrize("name", ["Lord Asriel", "Farder Coram", "Stelmaria"])
def test_place_two_tokens_as_far_as_possible_A_DEC_9_A_DEC_15(name):
    assert act(with_ally(name), 0, "ally").on_dest[0] == 2
    one_left = with_ally(name, on_dest=(13, 0, 0))
    assert act(one_left, 0, "ally").on_dest[0] == 14
    none_left = with_ally(name, on_dest=(14, 0, 0))
    assert ally_codes(none_left) == set()  # every effect would do nothing


def test_master_of_jordan_takes_a_tile_without_cards_A_DEC_9_A_DEC_15():
    state = act(with_ally("The Master of Jordan College", lyra=6), 0, "ally")
    assert data.TILES[state.tiles[0][0]].origin == "london"
    empty = with_ally("The Master of Jordan College", lyra=2)
    empty = replace(empty, stacks=((), *empty.stacks[1:]))
    assert ally_codes(empty) == set()


@pytest.mark.parametrize("name", ["Roger Parslow", "Hester", "The Rescued Children"])
def test_dust_and_draw_one_A_DEC_9(name):
    state = act(with_ally(name), 0, "ally")
    assert state.dust[0] == 1 and len(state.hands[0]) == 1
    empty = with_ally(name, dust_supply=0, dust=(0, 5, 3))
    assert ally_codes(empty) == {"ally:1", "ally:2"}  # as Dust Knowledge
    assert act(empty, 0, "ally:2").dust == (1, 5, 2)
    nobody = with_ally(name, dust_supply=0, dust=(8, 0, 0))
    assert ally_codes(nobody) == {"ally"} and act(nobody, 0, "ally").dust == (
        8,
        0,
        0,
    )  # the draw still happens


def test_mrs_lonsdale_discards_any_number_then_draws_as_many_A_DEC_9_A_DEC_15():
    state = act(
        with_ally("Mrs Lonsdale", hands={0: ["sun", "goose", "anchor"]}, deck_top=["wild", "ermine"]),
        0,
        "ally",
    )
    assert codes(state, 0) == {"disc:sun", "disc:goose", "disc:anchor", "done"}
    state = act(act(state, 0, "disc:sun"), 0, "disc:anchor")
    state = act(state, 0, "done")
    assert kinds(state, 0) == ["ermine", "goose", "wild"] and state.queue[0].kind == "play"


def test_mrs_lonsdale_reshuffle_includes_her_discards_A_DEC_15():
    state = with_ally("Mrs Lonsdale", hands={0: ["sun", "sun"]})
    state = replace(state, deck=(), discard=state.deck)
    state = act(act(act(state, 0, "ally"), 0, "disc:sun"), 0, "disc:sun")
    before = set(state.discard)
    state = act(state, 0, "done")
    assert len(state.hands[0]) == 2 and set(state.deck) | set(state.hands[0]) == before


@pytest.mark.parametrize("name", ["The Jordan Scholars", "Pantalaimon"])
def test_draw_one_place_one_A_DEC_9_A_DEC_15(name):
    state = act(with_ally(name), 0, "ally")
    assert len(state.hands[0]) == 1 and state.on_dest[0] == 1
    none_left = act(with_ally(name, on_dest=(14, 0, 0)), 0, "ally")
    assert len(none_left.hands[0]) == 1  # the draw happens without a token


def test_dr_lanselius_draws_two_places_one_A_DEC_9():
    state = act(with_ally("Dr Lanselius", part=2, lyra=11), 0, "ally")
    assert len(state.hands[0]) == 2 and state.on_dest[0] == 1


def test_mrs_coulter_every_other_player_gives_a_card_of_their_choice_A_DEC_9_A_DEC_10():
    state = with_ally("Mrs Coulter", hands={1: ["sun", "wild"], 2: ["goose"]})
    state = act(state, 0, "ally")
    assert GAME.waiting_for(state) == (1,) and codes(state, 1) == {"give:sun", "give:wild"}
    state = act(state, 1, "give:sun")
    assert GAME.waiting_for(state) == (2,)
    state = act(state, 2, "give:goose")
    assert kinds(state, 0) == ["goose", "sun"] and state.queue[0].kind == "play"
    gift = next(c for c in state.hands[0] if m.kind_of(c) == "sun")
    assert gift in str(GAME.view(state, 1)["you"]["seen_cards"]) and gift not in str(GAME.view(state, 2))


def test_mrs_coulter_over_the_limit_discards_her_choice_A_DEC_15_A_GAP_11():
    state = with_ally("Mrs Coulter", hands={0: ["sun"] * 7, 1: ["wild"], 2: []})
    state = act(act(state, 0, "ally"), 1, "give:wild")
    assert GAME.waiting_for(state) == (0,) and codes(state, 0) == {"disc:sun", "disc:wild"}


def test_golden_monkey_takes_dust_from_a_player_or_the_supply_A_DEC_9():
    state = with_ally("The Golden Monkey", dust=(0, 2, 0), dust_supply=6)
    assert ally_codes(state) == {"ally:1"}
    assert act(state, 0, "ally:1").dust == (1, 1, 0)
    nobody = with_ally("The Golden Monkey")
    assert ally_codes(nobody) == {"ally"} and act(nobody, 0, "ally").dust_supply == 7


def test_lord_boreal_looks_and_takes_a_card_A_DEC_9_A_DEC_10():
    state = with_ally("Lord Boreal", hands={1: ["sun", "wild", "goose"], 2: []})
    assert ally_codes(state) == {"ally:1"}
    state = act(state, 0, "ally:1")
    seen = GAME.view(state, 0)["you"]["seen_cards"]["1"]
    assert sorted(card["kind"] for card in seen) == ["goose", "sun", "wild"]
    assert GAME.view(state, 2)["you"]["seen_cards"] == {}
    assert codes(state, 0) == {"take:sun", "take:wild", "take:goose"}
    state = act(state, 0, "take:wild")
    assert kinds(state, 0) == ["wild"] and kinds(state, 1) == ["goose", "sun"]


def test_fra_pavel_returns_up_to_two_opponent_tokens_A_DEC_9_A_DEC_15():
    state = with_ally("Fra Pavel", on_dest=(3, 3, 1))
    assert ally_codes(state) == {"ally:1:1", "ally:1:2", "ally:2:1"}  # not his own
    state = act(state, 0, "ally:1:2")
    assert state.on_dest == (3, 1, 1) and state.supply[1] == 13


def test_john_faa_discards_a_daemon_or_wild_for_a_tile_A_DEC_9():
    state = with_ally("John Faa", part=2, lyra=11, hands={0: ["wild", "sun", "monkey"]})
    assert ally_codes(state) == {"ally:monkey", "ally:wild"}
    state = act(state, 0, "ally:wild")
    assert kinds(state, 0) == ["monkey", "sun"] and data.TILES[state.tiles[0][0]].origin == "trollesund"


def test_tony_costa_draws_and_advances_A_DEC_9():
    state = act(with_ally("Tony Costa", part=2, lyra=11), 0, "ally")
    assert len(state.hands[0]) == 1 and state.lyra == 12


def test_lee_scoresby_advances_and_takes_dust_A_DEC_9():
    state = act(with_ally("Lee Scoresby", part=2, lyra=11), 0, "ally")
    assert state.lyra == 12 and state.dust[0] == 1


@pytest.mark.parametrize("name", ["Iorek Byrnison", "Iofur Raknison"])
def test_tile_thieves_need_a_victim_with_unscored_tiles_A_DEC_9_A_DEC_15(name):
    assert ally_codes(with_ally(name)) == set()
    state = with_ally(name, tiles={2: ["t3"]})
    assert ally_codes(state) == {"ally:2"}
    state = act(state, 0, "ally:2")
    assert state.tiles[0] == ("t3",) and state.tiles[2] == ()
    assert "t3" in str(GAME.view(state, 2)["you"]["seen_tiles"])  # A-DEC-10: known to the victim


def test_iofur_gives_a_card_of_his_choice_only_if_he_has_one_A_DEC_9_A_DEC_15():
    state = act(
        with_ally("Iofur Raknison", part=3, lyra=20, hands={0: ["sun", "goose"]}, tiles={1: ["t3"]}),
        0,
        "ally:1",
    )
    assert GAME.waiting_for(state) == (0,) and codes(state, 0) == {"give:sun", "give:goose"}
    state = act(state, 0, "give:goose")
    assert kinds(state, 1) == ["goose"] and state.queue[0].kind == "play"
    empty = act(with_ally("Iofur Raknison", part=3, lyra=20, tiles={1: ["t3"]}), 0, "ally:1")
    assert empty.queue[0].kind == "play"


def test_gobblers_target_discards_two_of_their_choice_A_DEC_9_A_DEC_15():
    state = with_ally("The Gobblers", part=2, lyra=11, hands={0: ["sun"], 2: ["goose", "wild", "ermine"]})
    assert ally_codes(state) == {"ally:0", "ally:2"}  # yourself included; nobody without cards
    state = act(state, 0, "ally:2")
    assert GAME.waiting_for(state) == (2,)
    state = act(act(state, 2, "disc:goose"), 2, "disc:ermine")
    assert kinds(state, 2) == ["wild"] and GAME.waiting_for(state) == (0,)


def test_sysselman_gives_the_ferry_then_draws_A_DEC_9():
    state = with_ally("The Sysselman of Trollesund", part=2, lyra=11)
    assert ally_codes(state) == {"ally:0", "ally:1", "ally:2"}
    state = act(state, 0, "ally:1")
    assert state.ferry == 1 and len(state.hands[0]) == 1


def test_serafina_scores_a_tile_without_cards_A_DEC_9_A_DEC_15():
    state = with_ally("Serafina Pekkala", part=3, lyra=25, tiles={0: ["t24"]})
    assert ally_codes(state) == {"ally:t24"}
    state = act(state, 0, "ally:t24")
    assert state.placed[1] == ("t24",) and state.supply[0] == 13
    assert ally_codes(with_ally("Serafina Pekkala", part=3, lyra=25)) == set()  # no tile held


def test_bolvangar_doctors_discard_one_and_return_dust_A_DEC_9():
    state = with_ally(
        "The Bolvangar Doctors", part=3, lyra=20, hands={1: ["sun", "goose"]}, dust=(0, 2, 1), dust_supply=5
    )
    assert ally_codes(state) == {"ally:1", "ally:2"}
    state = act(state, 0, "ally:1")
    assert GAME.waiting_for(state) == (1,) and state.dust == (0, 2, 1)
    state = act(state, 1, "disc:goose")
    assert kinds(state, 1) == ["sun"] and state.dust == (0, 1, 1) and state.dust_supply == 6


def test_tartar_guards_every_other_player_discards_one_A_DEC_9():
    state = with_ally(
        "The Tartar Guards", part=3, lyra=20, hands={0: ["sun"], 1: ["goose", "wild"], 2: ["ermine"]}
    )
    state = act(state, 0, "ally")
    assert GAME.waiting_for(state) == (1,)
    state = act(state, 1, "disc:wild")
    assert GAME.waiting_for(state) == (2,)
    state = act(state, 2, "disc:ermine")
    assert [kinds(state, s) for s in range(3)] == [["sun"], ["goose"], []]


def test_samoyed_hunters_take_a_random_card_known_to_both_A_DEC_9_A_DEC_10():
    state = with_ally("The Samoyed Hunters", part=3, lyra=20, hands={2: ["wild", "goose"]})
    assert ally_codes(state) == {"ally:2"}
    state = act(state, 0, "ally:2")
    assert len(state.hands[0]) == 1 and len(state.hands[2]) == 1
    taken = state.hands[0][0]
    assert taken in str(GAME.view(state, 2)["you"]["seen_cards"]) and taken not in str(GAME.view(state, 1))


def test_magisterium_council_ferry_and_discard_A_DEC_9():
    state = with_ally("The Magisterium Council", part=3, lyra=20, hands={2: ["wild", "goose"]})
    state = act(state, 0, "ally:2")
    assert state.ferry == 2 and GAME.waiting_for(state) == (2,)
    assert kinds(act(state, 2, "disc:goose"), 2) == ["wild"]


def test_the_opposition_ability_is_never_used_A_GAP_5():
    state = build(spin=3, allies={0: "Lyra Belacqua"}, oppositions={0: "Lord Asriel"})
    assert ally_codes(state) == {"ally"}
    assert act(state, 0, "ally").on_dest[0] == 0
