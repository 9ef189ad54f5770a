"""The text-size check of issue 23 for any picture kind: every text a renderer draws is recorded
from its own layout (``toolkit.recording_texts``, no OCR) and judged at the size Discord shows
the picture (``toolkit.legibility_problems``). And the words a picture shortens to fit
(``cut_off``): never a catalog word (Hungarian review L20)."""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Collection, Sequence
from unittest import mock

from PIL import Image

from images import toolkit as tk

Drawing = Image.Image | tk.Picture


def size_of(drawing: Drawing) -> tuple[int, int]:
    if isinstance(drawing, tk.Picture):
        return Image.open(io.BytesIO(drawing.data)).size
    return drawing.size


def drawn_texts(render: Callable[[], Drawing]) -> tuple[tuple[int, int], list[tk.DrawnText]]:
    """The size of the picture ``render()`` makes and every text drawn on it. Call the
    renderer itself, not ``images.board``: a picture from the cache draws nothing."""
    with tk.recording_texts() as texts:
        drawing = render()
    return size_of(drawing), texts


def assert_legible(
    render: Callable[[], Drawing], *, channel: bool = True, needs: Collection[tk.TextRole] = ("essential",)
) -> tuple[tuple[int, int], list[tk.DrawnText]]:
    """``render()``'s picture can be read where Discord shows it (issue 23): each text a player
    needs is large enough on desktop, names and whose turn on a phone, and a ``channel`` picture
    is landscape. ``needs``: roles the picture must have drawn, so the rule is not met by
    drawing nothing."""
    size, texts = drawn_texts(render)
    missing = set(needs) - {text.role for text in texts}
    assert not missing, f"no {sorted(missing)} text was drawn"
    problems = tk.legibility_problems(size, texts, channel=channel)
    assert not problems, "\n".join(problems)
    return size, texts


def smallest_shown(size: tuple[int, int], texts: list[tk.DrawnText]) -> tuple[float, float]:
    """The smallest needed text on desktop, and the smallest name or turn text on a phone, in px."""
    scale = tk.display_scale(*size)
    needed = [text.size for text in texts if text.role != "decor"]
    named = [text.size for text in texts if text.role in ("name", "turn")] or needed
    return min(needed) * scale.desktop, min(named) * scale.phone


def cut_off(render: Callable[[], Drawing], names: Sequence[str]) -> list[str]:
    """The texts ``render()`` shortened to fit (``toolkit.fit``) that are not a player's name
    (after a place, "1. "): only a name too long for its place may be shortened."""
    shortened: list[str] = []
    fit = tk.fit

    def recording_fit(text: str, size: int, width: float, weight: int = tk.REGULAR) -> str:
        said = fit(text, size, width, weight)
        if said != text:
            shortened.append(text)
        return said

    tk.wrap.cache_clear()  # wrap shortens through fit; a remembered line would skip it
    with mock.patch.object(tk, "fit", recording_fit):
        render()
    return [text for text in shortened if re.sub(r"^\d+\. ", "", text) not in names]
