"""Colours that code players or kinds stay apart for colour-blind players (issue 34).

Each palette is seen as with protanopia, deuteranopia and tritanopia (Machado, Oliveira &
Fernandes 2009, severity 1.0, applied in linear RGB) and as with normal vision, and every pair
of its colours must stay at least ``APART`` apart in CIEDE2000 (Sharma, Wu & Dalal 2005,
implemented here and checked against rows of their published test data).

Why ``APART = 12``: a CIEDE2000 difference of about 1 is just noticeable between two large
patches side by side; our marks are small (4 to 10 px where Discord shows them) and are seen
one at a time, against a legend or a panel, so they need several times that. A difference of
10 to 15 is the usual bar for categorical palettes whose marks carry a second cue, as every
one of ours does (a seat's shape, a kind's symbol, a card's written name). 12 accepts Okabe &
Ito's colour-blind-safe palette (its closest pair, blue and bluish green under tritanopia, is
12.4 apart) and rejects the red and green the Alethiometer and Kompass seats used to be drawn
in (7.8 and 7.9 apart under deuteranopia).
"""

from __future__ import annotations

import itertools
import math

import pytest

from images import alethiometer_parts as ale
from images import kompass_parts as kom
from images import saboteur_parts as sab
from images import toolkit as tk

APART = 12.0

MACHADO = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
"""Machado et al. 2009, Table 1 at severity 1.0: linear RGB to linear RGB as seen."""

VISIONS = (None, *MACHADO)  # None: normal vision

PALETTES: dict[str, dict[str, tk.Color]] = {
    "seats (Alethiometer, Kompass pawns and Lyra cards)": tk.SEAT_COLOURS,
    "Alethiometer decks of parts I-III": ale.DECK_COLORS,
    "Alethiometer Lyra card families": {
        "daemon": ale.KIND_COLORS["ermine"],
        "symbol": ale.KIND_COLORS["sun"],
        "spyfly": ale.KIND_COLORS["spyfly"],
        "wild": ale.KIND_COLORS["wild"],
    },
    "Kompass experience kinds": kom.KIND_COLORS,
    "Saboteur roles": sab.ROLE_COLORS,
    "Saboteur action cards": {kind: colour for kind, colour in sab.ACTION_TINT.items()},
    "Saboteur last move (rockfall, map, path)": {"rockfall": tk.DANGER, "map": tk.SKY, "path": tk.HIGHLIGHT},
    "Saboteur tools broken and repaired": {"broken": tk.DANGER, "repaired": tk.SAFE},
}
"""Every palette that codes players or kinds, from its one home."""


def _linear(channel: int) -> float:
    value = channel / 255
    return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4


def seen(colour: tk.Color, vision: str | None) -> tuple[float, float, float]:
    """``colour`` (sRGB) in linear RGB as seen with ``vision`` (clipped to the gamut)."""
    rgb = tuple(_linear(channel) for channel in colour)
    if vision is None:
        return rgb  # type: ignore[return-value]
    return tuple(  # type: ignore[return-value]
        min(1.0, max(0.0, sum(m * c for m, c in zip(row, rgb, strict=True)))) for row in MACHADO[vision]
    )


def lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    """Linear sRGB to CIELAB (D65)."""
    r, g, b = rgb
    xyz = (
        (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047,
        0.2126729 * r + 0.7151522 * g + 0.0721750 * b,
        (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883,
    )
    fx, fy, fz = (t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29 for t in xyz)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def ciede2000(first: tuple[float, float, float], second: tuple[float, float, float]) -> float:
    """ΔE00 between two CIELAB colours (kL = kC = kH = 1), as Sharma, Wu & Dalal 2005 set it out."""
    (l1, a1, b1), (l2, a2, b2) = first, second
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean**7 / (c_mean**7 + 25**7)))
    a1, a2 = (1 + g) * a1, (1 + g) * a2
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    h1 = math.degrees(math.atan2(b1, a1)) % 360 if c1 else 0.0
    h2 = math.degrees(math.atan2(b2, a2)) % 360 if c2 else 0.0
    dh = 0.0 if c1 * c2 == 0 else (h2 - h1 + 180) % 360 - 180
    d_l, d_c = l2 - l1, c2 - c1
    d_h = 2 * math.sqrt(c1 * c2) * math.sin(math.radians(dh / 2))
    l_mean, c_mean = (l1 + l2) / 2, (c1 + c2) / 2
    if c1 * c2 == 0:
        h_mean = h1 + h2
    elif abs(h1 - h2) <= 180:
        h_mean = (h1 + h2) / 2
    else:
        h_mean = (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_mean - 30))
        + 0.24 * math.cos(math.radians(2 * h_mean))
        + 0.32 * math.cos(math.radians(3 * h_mean + 6))
        - 0.20 * math.cos(math.radians(4 * h_mean - 63))
    )
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    s_c = 1 + 0.045 * c_mean
    s_h = 1 + 0.015 * c_mean * t
    rotation = -2 * math.sqrt(c_mean**7 / (c_mean**7 + 25**7))
    rotation *= math.sin(math.radians(60 * math.exp(-(((h_mean - 275) / 25) ** 2))))
    return math.sqrt(
        (d_l / s_l) ** 2 + (d_c / s_c) ** 2 + (d_h / s_h) ** 2 + rotation * (d_c / s_c) * (d_h / s_h)
    )


def too_close(palette: dict[str, tk.Color]) -> list[str]:
    """Every pair of ``palette`` closer than ``APART`` for one of the visions, said."""
    said = []
    for vision in VISIONS:
        for (name, colour), (other, colour2) in itertools.combinations(palette.items(), 2):
            apart = ciede2000(lab(seen(colour, vision)), lab(seen(colour2, vision)))
            if apart < APART:
                said.append(f"{name}/{other}: {apart:.1f} with {vision or 'normal vision'}")
    return said


@pytest.mark.parametrize(
    ("first", "second", "expected"),
    [  # Sharma, Wu & Dalal 2005, Table 1: pairs 1, 7, 13, 17, 19, 25 and 34
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
        ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0009), 7.1792),
        ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
        ((50.0, 2.5, 0.0), (56.0, -27.0, -3.0), 31.9030),
        ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
        ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
    ],
)
def test_ciede2000_agrees_with_sharma_wu_and_dalals_test_data(first, second, expected):
    assert ciede2000(first, second) == pytest.approx(expected, abs=1e-4)
    assert ciede2000(second, first) == pytest.approx(expected, abs=1e-4)


def test_the_simulation_keeps_greys_and_confuses_what_each_kind_confuses():
    """A grey is seen as itself by every vision (each matrix row sums to 1); pure red and green
    come close with deuteranopia, blue and green with tritanopia, far less with normal vision."""
    for vision in VISIONS:
        assert seen((128, 128, 128), vision) == pytest.approx(seen((128, 128, 128), None), abs=1e-4)

    def apart(one: tk.Color, two: tk.Color, vision: str | None) -> float:
        return ciede2000(lab(seen(one, vision)), lab(seen(two, vision)))

    assert apart((200, 60, 60), (60, 160, 60), "deuteranopia") < apart((200, 60, 60), (60, 160, 60), None) / 3
    assert apart((0, 90, 200), (0, 170, 90), "tritanopia") < apart((0, 90, 200), (0, 170, 90), None) / 2


@pytest.mark.parametrize("name", PALETTES)
def test_every_palette_that_codes_players_or_kinds_stays_apart_for_colour_blind_eyes(name):
    assert not too_close(PALETTES[name])


def test_the_old_seat_colours_are_rejected():
    """The failing case: the seats' red and green before issue 34 (Alethiometer (210, 70, 60)
    and (78, 170, 90); Kompass (222, 60, 52) and (64, 176, 84)) look alike with deuteranopia."""
    alethiometer = {"blue": (74, 128, 214), "yellow": (226, 190, 48)}
    alethiometer |= {"green": (78, 170, 90), "red": (210, 70, 60)}
    kompass = {"red": (222, 60, 52), "blue": (56, 104, 226)}
    kompass |= {"green": (64, 176, 84), "yellow": (250, 214, 40)}
    for old in (alethiometer, kompass):
        said = too_close(old)
        red_green = [line for line in said if line.startswith(("green/red", "red/green"))]
        assert any("deuteranopia" in line for line in red_green), said


def test_every_seat_colour_has_its_own_shape():
    """The second cue: no two seat colours share a shape, and every colour has one."""
    assert set(tk.SEAT_SHAPES) == set(tk.SEAT_COLOURS)
    assert len(set(tk.SEAT_SHAPES.values())) == len(tk.SEAT_SHAPES)
