"""Requests a voice front end answers by code, with no model call (issue 14: "undo that").

A spoken request whose WHOLE text is one of these phrases becomes the session's slash command
(the same one `/undo` runs in chat), answered in the language it was said in. A longer request
that merely contains the words ("undo that change to the README and …") goes to the model.
"""

from __future__ import annotations

from jarvis_voice.phrases import whole_phrase

# letters only (see jarvis_voice/phrases.py) → (command, language of the reply)
UNDO_EN = (
    "undo", "undothat", "undoit", "undothis", "undolast", "undothelast", "undothelastchange",
    "undothatchange", "undothelastthing", "undothatplease", "undoitplease", "takethatback",
    "revertthat", "revertit", "revertthelastchange",
    # whisper base hears "undo" in connected speech as "and do" (piper: "Undo that." → "and do
    # that." in 9 runs of 9, with or without a prompt); said on its own, "and do that" asks for
    # nothing else, so these whole utterances are the undo too
    "anddothat", "anddoit", "anddothelastchange",
)  # fmt: skip
UNDO_KO = (
    "되돌려", "되돌려줘", "되돌려줘요", "되돌려주세요", "되돌려요", "되돌리기", "되돌려놔",
    "되돌려놔줘", "원래대로해줘", "원래대로돌려줘", "원래대로돌려놔", "방금거되돌려줘",
    "방금것되돌려줘", "방금거취소해줘", "실행취소", "실행취소해줘", "언두", "언두해줘",
)  # fmt: skip
SPOKEN_COMMANDS: dict[str, tuple[str, str]] = {
    **{p: ("undo", "en") for p in UNDO_EN},
    **{p: ("undo", "ko") for p in UNDO_KO},
}


def spoken_command(text: str) -> tuple[str, str] | None:
    """(command name, language) when the whole utterance is a spoken command, else None."""
    return whole_phrase(text, SPOKEN_COMMANDS)
