"""The message catalogue (jarvis_voice/i18n.py): every key the code uses has a non-empty text in
Korean and in English, both with the same {placeholders}; no key is left over; plural keys are
used as plurals; an unknown language is English with one note."""

from __future__ import annotations

import ast
import io
import logging
import re
import string
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from jarvis_voice import i18n
from jarvis_voice.config import load_settings
from jarvis_voice.i18n import LANGUAGES, normalise_language, t, tn
from jarvis_voice.web.server import PAGE_LABEL

PACKAGE = Path(i18n.__file__).resolve().parent
CALLS = {"t": "single", "tn": "plural", "N_": "any", "Msg": "single"}


def used_keys() -> dict[str, set[str]]:
    """Key → how the code uses it ("single", "plural", "any"), from every t/tn/N_ call whose
    key is a literal; a t/tn call with a computed key must take it from an N_ table."""
    found: dict[str, set[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            if name not in CALLS:
                continue
            key = node.args[0]
            if isinstance(key, ast.Constant) and isinstance(key.value, str):
                found.setdefault(key.value, set()).add(CALLS[name])
    # the web page: {{key}} labels in index.html (filled in by the server), and every key
    # string in app.js (tr("web.…"), tables of keys)
    page = (PACKAGE / "web" / "static" / "index.html").read_text(encoding="utf-8")
    script = (PACKAGE / "web" / "static" / "app.js").read_text(encoding="utf-8")
    for key in [*PAGE_LABEL.findall(page), *re.findall(r'"((?:web|rule)\.[a-z0-9_.]+)"', script)]:
        found.setdefault(key, set()).add("single")
    return found


def catalogue(language: str) -> Catalog:
    return read_po(io.StringIO(i18n.po_text(language)), locale=language)  # type: ignore[arg-type]


def texts(message_string: str | tuple[str, ...]) -> tuple[str, ...]:
    return message_string if isinstance(message_string, tuple) else (message_string,)


def fields(text: str) -> set[str]:
    """The placeholder names of a str.format template (raises on a broken one)."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def test_the_scan_finds_the_keys_of_the_code() -> None:
    keys = used_keys()
    assert keys["approval.needed"] == {"single"}
    assert keys["size.bytes"] == {"plural"}
    assert "decision.human_deny" in keys  # from an N_ table
    assert "web.send" in keys and "web.queue_many" in keys  # index.html, app.js


def test_every_used_key_is_in_both_catalogues_with_the_same_placeholders() -> None:
    keys = used_keys()
    by_language = {language: catalogue(language) for language in LANGUAGES}
    problems = []
    for key in sorted(keys):
        forms: dict[str, set[str]] = {}
        for language, cat in by_language.items():
            message = cat.get(key)
            if message is None or not all(texts(message.string)):
                problems.append(f"{language}: {key} missing or empty")
                continue
            if "plural" in keys[key] and not message.pluralizable:
                problems.append(f"{language}: {key} is used with tn() but has no plural forms")
            if "single" in keys[key] and message.pluralizable:
                problems.append(f"{language}: {key} has plural forms but is used with t()")
            for text in texts(message.string):
                forms.setdefault(language, set()).update(fields(text))
                if fields(text) != fields(texts(message.string)[0]):
                    problems.append(f"{language}: {key} plural forms differ in placeholders")
        if len(forms) == len(LANGUAGES) and forms["ko"] != forms["en"]:
            problems.append(f"{key}: ko has {sorted(forms['ko'])}, en has {sorted(forms['en'])}")
    assert problems == []


def test_no_catalogue_holds_a_key_the_code_does_not_use() -> None:
    keys = used_keys()
    for language in LANGUAGES:
        unused = {m.id if isinstance(m.id, str) else m.id[0] for m in catalogue(language) if m.id}
        assert sorted(unused - set(keys)) == [], language


def test_a_missing_key_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check above can fail: drop one Korean text and it reports exactly that key."""
    original = i18n.po_text
    broken = original("ko").replace('msgstr "⚠ 승인이 필요합니다: {tool}"', 'msgstr ""')
    assert broken != original("ko")
    monkeypatch.setattr(i18n, "po_text", lambda lang: broken if lang == "ko" else original(lang))
    with pytest.raises(AssertionError, match=r"ko: approval.needed missing or empty"):
        test_every_used_key_is_in_both_catalogues_with_the_same_placeholders()


def test_texts_and_plurals() -> None:
    assert t("approval.needed", "ko", tool="bash") == "⚠ 승인이 필요합니다: bash"
    assert t("approval.needed", "en", tool="bash") == "⚠ Approval needed: bash"
    assert [tn("size.bytes", n, "en") for n in (1, 2)] == ["1 byte", "2 bytes"]
    assert [tn("size.bytes", n, "ko") for n in (1, 2)] == ["1바이트", "2바이트"]


@pytest.mark.parametrize(
    ("code", "expected"),
    [("ko", "ko"), ("ko-KR", "ko"), ("ko_KR.UTF-8", "ko"), ("KO", "ko"), ("Korean", "ko"),
     ("한국어", "ko"), ("en", "en"), ("en-US", "en"), ("English", "en"), (None, "en"), ("", "en")],
)
def test_normalise_language(code: str | None, expected: str) -> None:
    assert normalise_language(code) == expected


def test_an_unknown_language_is_english_with_one_note(caplog: pytest.LogCaptureFixture) -> None:
    i18n._noted.discard("xx-yy")
    with caplog.at_level(logging.WARNING, logger="jarvis_voice.i18n"):
        assert normalise_language("xx-YY") == "en"
        assert t("voice.cue", "xx-YY") == "One moment."
    assert [r.getMessage() for r in caplog.records] == [
        "language 'xx-YY' is not supported (ko, en): using English"
    ]


def test_the_language_setting_takes_any_code_and_never_fails(
    caplog: pytest.LogCaptureFixture,
) -> None:
    i18n._noted.discard("klingon")
    assert load_settings(agent={"language": "ko-KR"}).agent.language == "ko"
    assert load_settings(agent={"language": "Korean"}).agent.language == "ko"
    with caplog.at_level(logging.WARNING, logger="jarvis_voice.i18n"):
        assert load_settings(agent={"language": "klingon"}).agent.language == "en"
    assert "'klingon' is not supported" in caplog.text
