"""Issue 14 on the web page: `GET /api/log` is guarded like the WebSocket (K2), and the Log
panel shows a tool call after the turn — in a real Chromium, like tests/test_web_browser.py."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import httpx
import pytest

from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from web_support import LiveServer, live_app

pytest.importorskip("playwright.sync_api")
from playwright.sync_api import expect
from test_web_browser import (  # the module's browser fixtures, shared  # noqa: F401
    CHROMIUM,
    Tabs,
    bash,
    browser,
    say,
    settings,
    tabs,
)

DENIED_EN = "Approval was denied, so I stopped running bash. Ask again if you still need it."


def get_log(server: LiveServer, headers: dict[str, str], **params: Any) -> httpx.Response:
    query = {"session": "default", **params}
    return httpx.get(f"{server.url}/api/log", params=query, headers=headers, timeout=10)


def token_header(server: LiveServer, session: str = "default") -> dict[str, str]:
    return {"X-Jarvis-Token": server.page_config(session)["token"]}


def test_the_log_api_answers_the_page_and_refuses_everyone_else(tmp_path: Path) -> None:
    with live_app(settings(tmp_path), ScriptedBackend([])) as server:
        good = token_header(server)
        response = get_log(server, good)
        assert response.status_code == 200
        assert response.json() == {"schema": 1, "enabled": True, "entries": []}
        assert response.headers["cache-control"] == "no-store"
        assert response.headers["x-frame-options"] == "DENY"
        same_origin = {**good, "Origin": server.origin, "Sec-Fetch-Site": "same-origin"}
        assert get_log(server, same_origin).status_code == 200
        refused = {
            "no token": {},
            "wrong token": {"X-Jarvis-Token": "0" * 32},
            "another session's token": token_header(server, "other"),
            "foreign host (DNS rebinding)": {**good, "Host": "evil.example"},
            "foreign origin": {**good, "Origin": "http://evil.example"},
            "cross-site fetch": {**good, "Sec-Fetch-Site": "cross-site"},
        }
        for why, headers in refused.items():
            response = get_log(server, headers)
            assert response.status_code == 403, why
            assert set(response.json()) == {"error"}, why
        assert get_log(server, {**good}, session="bad id!").status_code == 403
        assert get_log(server, good, limit=0).status_code == 422
        assert get_log(server, good, limit=501).status_code == 422


def test_the_log_api_wants_the_key_when_keys_are_set(tmp_path: Path) -> None:
    config = settings(tmp_path, api_keys={"alice": "k-alice"})
    with live_app(config, ScriptedBackend([])) as server:
        good = token_header(server)
        assert get_log(server, good).status_code == 403
        assert get_log(server, {**good, "X-Jarvis-Key": "wrong"}).status_code == 403
        assert get_log(server, {**good, "X-Jarvis-Key": "k-alice"}).status_code == 200


@pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")
def test_the_log_panel_shows_each_call_after_its_turn(tabs: Tabs, tmp_path: Path) -> None:  # noqa: F811
    backend = ScriptedBackend(
        [
            LLMReply(tool_calls=[bash("echo logged-by-audit")]),
            LLMReply(text="Echoed."),
            LLMReply(tool_calls=[bash("chmod 000 notes.md", "c2")]),
        ]
    )
    with live_app(settings(tmp_path), backend) as server:
        page = tabs.open(server, "audit")
        panel = page.get_by_test_id("log-panel")
        log_list = page.get_by_test_id("log-list")
        expect(log_list).to_be_hidden()  # collapsed until opened
        page.get_by_test_id("log-summary").click()
        expect(log_list).to_contain_text("No tool calls yet.")
        expect(panel).to_have_attribute("open", "")

        say(page, "echo it")
        expect(page.get_by_test_id("approval-modal")).to_be_visible()
        page.get_by_test_id("approve-allow").click()
        assistant = page.locator('#chat-log li[data-role="assistant"]')
        expect(assistant.last).to_have_text(re.compile("Echoed."))
        entries = page.locator("#log-list li.log-entry")
        expect(entries).to_have_count(1)  # refreshed after the turn, nothing clicked
        first = entries.first
        expect(first).to_have_attribute("data-decision", "allow")
        expect(first).to_have_attribute("data-tool", "bash")
        expect(first.get_by_test_id("log-command")).to_have_text("$ echo logged-by-audit")
        expect(first.get_by_test_id("log-who")).to_have_text(
            re.compile(r"^answered: button in \d+\.\d s$")
        )
        expect(first).to_contain_text("allow · human_allow")

        say(page, "lock the notes")
        expect(page.get_by_test_id("approval-modal")).to_be_visible()
        page.get_by_test_id("approve-deny").click()
        expect(assistant.last).to_have_text(re.compile(re.escape(DENIED_EN)))
        expect(entries).to_have_count(2)
        newest = entries.first  # newest first
        expect(newest).to_have_attribute("data-decision", "deny")
        expect(newest.get_by_test_id("log-command")).to_have_text("$ chmod 000 notes.md")
        assert not (tmp_path / "notes.md").exists()


def test_the_undo_button_restores_the_last_change_and_says_so(tabs: Tabs, tmp_path: Path) -> None:  # noqa: F811
    # issue 14: "the web page" undoes the last change set, as /undo does in chat
    note = tmp_path / "note.txt"
    note.write_text("first draft\n")
    write = ToolCall(id="w1", name="write_file", arguments={"path": "note.txt", "content": "v2\n"})
    backend = ScriptedBackend([LLMReply(tool_calls=[write]), LLMReply(text="Rewrote the note.")])
    with live_app(settings(tmp_path), backend) as server:
        page = tabs.open(server, "undo")
        say(page, "rewrite the note")
        expect(page.get_by_test_id("approval-modal")).to_be_visible()
        page.get_by_test_id("approve-allow").click()
        assistant = page.locator('#chat-log li[data-role="assistant"]')
        expect(assistant.last).to_have_text(re.compile("Rewrote the note."))
        assert note.read_text() == "v2\n"
        page.get_by_test_id("undo-last").click()  # visible while the Log panel is folded
        expect(assistant.last).to_have_text(re.compile(r"Undid write_file: note\.txt"))
        assert note.read_text() == "first draft\n"
        expect(page.get_by_test_id("log-list")).to_be_hidden()  # the click did not unfold it
        page.get_by_test_id("undo-last").click()
        expect(assistant.last).to_have_text(re.compile(r"Nothing to undo\.$"))
        assert len(backend.calls) == 2  # the undo never reached the model
