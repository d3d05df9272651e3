"""The message catalogue: every user-facing text, one gettext `.po` file per language.

Why this shape:
- Sources are standard gettext `.po` files (`jarvis_voice/locale/<lang>/LC_MESSAGES/messages.po`),
  so translators use the usual tools (Poedit, `pybabel`, `msgfmt --check`).
- They are read at run time with Babel's `.po` reader and compiled in memory into the stdlib's
  `gettext.GNUTranslations` (which evaluates the plural forms). No `.mo` file is built or
  committed, so a fresh `pip install -e .` or a checkout never runs stale text: edit the `.po`,
  restart, done.
- Message ids are keys (`approval.needed`), not English sentences: English is a translation
  like Korean, and `tests/test_i18n_catalogue.py` fails when a key used in code is missing or
  empty in either language, or the two disagree on `{placeholders}`.
- The language is an argument of every call, never a process-global `install()`: it belongs to
  the turn (a Korean request and an English one may follow each other in one session).

Texts are `str.format` templates: `{tool}`, `{ms:.0f}`, `{text!r}`; a literal brace is `{{`.
Keys that are chosen at run time are written down with `N_("key")` so the test still finds them.
"""

from __future__ import annotations

import functools
import gettext
import io
import logging
from importlib import resources
from typing import Literal

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

log = logging.getLogger(__name__)

Language = Literal["ko", "en"]
LANGUAGES: tuple[Language, ...] = ("ko", "en")
DEFAULT: Language = "en"
DOMAIN = "messages"
# Names people and recognisers use for the two languages, besides ISO codes ("ko-KR", "en_US").
_ALIASES: dict[str, Language] = {"korean": "ko", "한국어": "ko", "kor": "ko", "english": "en"}
_noted: set[str] = set()  # unknown codes already reported (one note each, not one per turn)


def normalise_language(code: str | None) -> Language:
    """ "ko-KR", "ko_KR.UTF-8", "Korean" → "ko"; "en-US" → "en". None or "" (not said) is
    English without a note; anything else unknown is English with one logged note."""
    if not code or not code.strip():
        return DEFAULT
    raw = code.strip().lower()
    base = raw.replace("_", "-").split(".")[0].split("-")[0]
    for candidate in (raw, base):
        if candidate in LANGUAGES:
            return candidate
        if candidate in _ALIASES:
            return _ALIASES[candidate]
    if raw not in _noted:
        _noted.add(raw)
        log.warning("language %r is not supported (ko, en): using English", code)
    return DEFAULT


def t(key: str, language: str | None, **fields: object) -> str:
    """The text of `key` in `language` (normalised), with `fields` filled in."""
    return translations(normalise_language(language)).gettext(key).format(**fields)


def tn(key: str, n: int, language: str | None, **fields: object) -> str:
    """The plural form of `key` for the number `n` (`n` is also the `{n}` field)."""
    text = translations(normalise_language(language)).ngettext(key, key, n)
    return text.format(n=n, **fields)


class Msg:
    """A catalogue text chosen now and shown later in the reader's language: an error raised
    deep inside (`raise BackendError(Msg("error.…", package=…))`) is printed by the command in
    its language (`JarvisError.text`). `str()` is English, for logs and tracebacks. A field with
    a `text(language)` method — a Msg, a JarvisError (a wrapped cause) — is shown in the same
    language."""

    __slots__ = ("fields", "key")

    def __init__(self, key: str, /, **fields: object) -> None:
        self.key = key
        self.fields = fields

    def text(self, language: str | None) -> str:
        shown = {name: _shown(value, language) for name, value in self.fields.items()}
        return t(self.key, language, **shown)

    def __str__(self) -> str:
        return self.text(DEFAULT)

    def __repr__(self) -> str:
        return f"Msg({self.key!r}, {self.fields!r})"


def _shown(value: object, language: str | None) -> object:
    text = getattr(value, "text", None)
    return text(language) if callable(text) else value


def N_(key: str) -> str:  # gettext's name for "a key, translated later"
    """Marks a key chosen at run time (a table of keys) so the catalogue test finds it."""
    return key


def table(prefixes: tuple[str, ...], language: str | None) -> dict[str, str]:
    """Every text whose key starts with one of `prefixes`, in `language`, as templates: what the
    web page is sent for the texts it shows itself (it fills in the `{fields}`)."""
    return templates([key for key in _keys() if key.startswith(prefixes)], language)


def templates(keys: list[str] | tuple[str, ...], language: str | None) -> dict[str, str]:
    """The texts of `keys` in `language`, unfilled (`{n}` stays for the page to fill in)."""
    catalogue = translations(normalise_language(language))
    return {key: catalogue.gettext(key) for key in keys}


@functools.cache
def _keys() -> tuple[str, ...]:
    catalog = read_po(io.StringIO(po_text(DEFAULT)), locale=DEFAULT, domain=DOMAIN)
    return tuple(m.id for m in catalog if isinstance(m.id, str) and m.id)


def po_text(language: Language) -> str:
    """The `.po` source of `language` (for the catalogue test)."""
    path = resources.files("jarvis_voice") / "locale" / language / "LC_MESSAGES" / f"{DOMAIN}.po"
    return path.read_text(encoding="utf-8")


@functools.cache
def translations(language: Language) -> gettext.GNUTranslations:
    """The compiled catalogue of `language`; Korean falls back to English for a missing key
    (the test keeps that from happening, this only keeps a user from seeing a bare key)."""
    catalog = read_po(io.StringIO(po_text(language)), locale=language, domain=DOMAIN)
    compiled = io.BytesIO()
    write_mo(compiled, catalog)
    compiled.seek(0)
    result = gettext.GNUTranslations(compiled)
    if language != DEFAULT:
        result.add_fallback(translations(DEFAULT))
    return result
