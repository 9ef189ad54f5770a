"""The text-size check of issue 23 for any picture kind: every text a renderer draws is recorded
from its own layout (``toolkit.recording_texts``, no OCR) and judged at the size Discord shows
the picture (``toolkit.legibility_problems``)."""

from __future__ import annotations

import io
from collections.abc import Callable, Collection

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
