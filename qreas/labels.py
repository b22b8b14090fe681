"""Label names as datasets and other systems write them, and their canonical form.

Why: EQUATE writes ``entailment / neutral / contradiction``; GLUE's RTE and HANS write
``not_entailment``; other exports write ``non-entailment`` or integers. One reader for
all of them keeps gold files and other systems' prediction files comparable.

Decisions:
- matching is case-insensitive and ignores surrounding white space;
- ``non-entailment``, ``not_entailment``, ``not-entailment`` and ``nonentailment`` are
  one 2-class label, ``NON_ENTAILMENT``; it is correct against a 3-class gold of
  neutral or contradiction under 2-class scoring only;
- an integer is a label only through an explicit map (``--label-map
  0=entailment,1=neutral,2=contradiction``): datasets disagree on the order, so there
  is no default, and an unmapped integer is an error that names the option.
"""

from __future__ import annotations

from collections.abc import Mapping

NON_ENTAILMENT = "non-entailment"
THREE = ("entailment", "neutral", "contradiction")
ALIASES: Mapping[str, str] = {
    "entailment": "entailment",
    "neutral": "neutral",
    "contradiction": "contradiction",
    "non-entailment": NON_ENTAILMENT,
    "not_entailment": NON_ENTAILMENT,
    "not-entailment": NON_ENTAILMENT,
    "non_entailment": NON_ENTAILMENT,
    "nonentailment": NON_ENTAILMENT,
}
KNOWN = (*THREE, NON_ENTAILMENT)


class LabelError(ValueError):
    """A label that is none of the known names (the message says what would be)."""


def parse_label_map(spec: str | None) -> dict[str, str]:
    """``"0=entailment,1=neutral,2=contradiction"`` -> ``{"0": "entailment", ...}``.

    Raises ``LabelError`` for a malformed item or a target that is not a label."""
    out: dict[str, str] = {}
    for item in (spec or "").split(","):
        if not item.strip():
            continue
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise LabelError(f"bad --label-map item {item!r} (expected KEY=LABEL, e.g. 0=entailment)")
        target = ALIASES.get(value.strip().lower())
        if target is None:
            raise LabelError(f"bad --label-map item {item!r}: {value.strip()!r} is not a label")
        out[key.strip().lower()] = target
    return out


def normalize_label(value: object, label_map: Mapping[str, str] | None = None) -> str:
    """The canonical label of ``value`` (a string, or an int through ``label_map``)."""
    if isinstance(value, bool):
        raise LabelError(f"label {value!r} is not text")
    text = str(value).strip().lower() if isinstance(value, (str, int)) else None
    if text is None:
        raise LabelError(f"label {value!r} is not text")
    if label_map and text in label_map:
        return label_map[text]
    if text in ALIASES:
        return ALIASES[text]
    if text.lstrip("-").isdigit():
        raise LabelError(f"integer label {value!r}: say what it means with --label-map (e.g. 0=entailment)")
    raise LabelError(f"unknown label {value!r} (expected one of {', '.join(KNOWN)}, or not_entailment)")
