"""K/A1 in a real browser: the page, the approval modal, and one session shared by two tabs.

Headless Debian chromium (never a downloaded browser), one per module; one uvicorn server per test
(the scripted backend is consumed by the turn).
"""

from __future__ import annotations

import asyncio
import re
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("playwright.sync_api")
from playwright.sync_api import (
    BrowserContext,
    ConsoleMessage,
    Page,
    expect,
    sync_playwright,
)

from jarvis_voice.approval.base import Answer, ApprovalRequest
from jarvis_voice.config import Settings, load_settings
from jarvis_voice.i18n import t
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.policy.evaluate import Call
from jarvis_voice.policy.scopes import scopes_for
from web_support import LiveServer, live_app

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
ARTIFACTS = Path(__file__).resolve().parent.parent / "test-artifacts"
DENIED_EN = "Approval was denied, so I stopped running bash. Ask again if you still need it."
TIMEOUT_S = 60.0

pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")


@pytest.fixture(scope="module")
def browser() -> Iterator[BrowserContext]:
    with (
        tempfile.TemporaryDirectory(prefix="jarvis-chromium-") as profile,
        sync_playwright() as p,
    ):
        context = p.chromium.launch_persistent_context(
            profile,
            executable_path=str(CHROMIUM),
            headless=True,
            args=CHROMIUM_ARGS,
            viewport={"width": 1200, "height": 800},
        )
        context.set_default_timeout(10_000)
        try:
            yield context
        finally:
            context.close()


class Tabs:
    """Pages opened by one test; page errors and console errors are collected."""

    def __init__(self, browser: BrowserContext) -> None:
        self.browser = browser
        self.opened: list[Page] = []
        self.errors: list[str] = []

    def open(self, server: LiveServer, session: str, wait_online: bool = True) -> Page:
        page = self.browser.new_page()
        self.opened.append(page)
        page.on("pageerror", lambda exc: self.errors.append(f"pageerror: {exc}"))
        page.on("console", self._console)
        page.goto(server.page_url(session))
        if wait_online:
            status = page.get_by_test_id("connection-status")
            expect(status).to_have_attribute("data-state", "online")
        return page

    def _console(self, message: ConsoleMessage) -> None:
        # A refused WebSocket (wrong API key) is logged by the browser itself; anything else
        # (CSP violations, script errors) is a bug in the page.
        if message.type == "error" and "WebSocket connection" not in message.text:
            self.errors.append(f"console: {message.text}")

    def close(self) -> None:
        for page in self.opened:
            page.close()


@pytest.fixture
def tabs(browser: BrowserContext) -> Iterator[Tabs]:
    tabs = Tabs(browser)
    yield tabs
    tabs.close()
    assert not tabs.errors, tabs.errors


def bash(command: str, id_: str = "c1") -> ToolCall:
    return ToolCall(id=id_, name="bash", arguments={"command": command})


def settings(workdir: Path, timeout_s: float = TIMEOUT_S, **security: Any) -> Settings:
    return load_settings(
        security={"approval_timeout_s": timeout_s, **security},
        tools={"workdir": str(workdir)},
        agent={"language": "en"},
    )


def say(page: Page, text: str) -> None:
    page.get_by_test_id("chat-input").fill(text)
    page.get_by_test_id("chat-send").click()


# ---------------------------------------------------------------- (a) two tabs, first answer wins


def test_two_tabs_show_the_modal_and_one_answer_closes_both(tabs: Tabs, tmp_path: Path) -> None:
    backend = ScriptedBackend([LLMReply(tool_calls=[bash("echo hi")])])
    with live_app(settings(tmp_path), backend) as server:
        first = tabs.open(server, "two-tabs")
        say(first, "say hi")
        expect(first.get_by_test_id("approval-modal")).to_be_visible()
        # K1: a tab that connects while the request waits is shown it too.
        second = tabs.open(server, "two-tabs")
        for page in (first, second):
            expect(page.get_by_test_id("approval-modal")).to_be_visible()
            expect(page.get_by_test_id("approval-tool")).to_have_text("bash")
            expect(page.get_by_test_id("approval-args")).to_have_text("$ echo hi")
            expect(page.get_by_test_id("approval-suggestion")).to_contain_text("echo hi")

        second.get_by_test_id("approve-deny").click()

        for page in (first, second):
            expect(page.get_by_test_id("approval-modal")).to_be_hidden()
            expect(page.locator('#chat-log li[data-role="assistant"]')).to_have_text(
                re.compile(re.escape(DENIED_EN))
            )
            expect(page.get_by_test_id("activity-log")).to_contain_text("approval · bash")
        expect(first.get_by_test_id("notice")).to_have_text(re.compile("denied in another window"))
        assert len(backend.calls) == 1


# ---------------------------------------------------------------- (b) Enter approves and it runs


def test_enter_approves_and_the_command_runs(tabs: Tabs, tmp_path: Path) -> None:
    backend = ScriptedBackend(
        [LLMReply(tool_calls=[bash("touch made-by-enter.txt")]), LLMReply(text="Made the file.")]
    )
    with live_app(settings(tmp_path), backend) as server:
        page = tabs.open(server, "enter")
        page.get_by_test_id("chat-input").fill("make the file")
        page.get_by_test_id("chat-input").press("Enter")  # Enter in the input sends the message
        expect(page.get_by_test_id("approval-modal")).to_be_visible()
        expect(page.get_by_test_id("chat-input")).not_to_be_focused()  # the modal took focus
        page.wait_for_timeout(500)  # Enter is ignored for 400 ms after a request appears
        page.keyboard.press("Enter")
        expect(page.get_by_test_id("approval-modal")).to_be_hidden()
        expect(page.locator('#chat-log li[data-role="assistant"]')).to_have_text(
            re.compile("Made the file.")
        )
        assert (tmp_path / "made-by-enter.txt").exists()
        assert len(backend.calls) == 2


def test_enter_right_after_the_modal_opens_is_ignored(tabs: Tabs, tmp_path: Path) -> None:
    """An Enter meant for the chat box must not approve a request that pops up meanwhile."""
    backend = ScriptedBackend([LLMReply(tool_calls=[bash("touch nope.txt")])])
    with live_app(settings(tmp_path), backend) as server:
        page = tabs.open(server, "enter-guard")
        say(page, "make it")
        expect(page.get_by_test_id("approval-modal")).to_be_visible()
        page.keyboard.press("Enter")
        page.wait_for_timeout(200)
        expect(page.get_by_test_id("approval-modal")).to_be_visible()
        page.get_by_test_id("approve-deny").click()
        expect(page.get_by_test_id("approval-modal")).to_be_hidden()
        assert not (tmp_path / "nope.txt").exists()


# ---------------------------------------------------------------- (c)+(e) ALWAYS, rules, screenshot


def test_always_hidden_without_suggestion_shown_with_one_and_rule_revocable(
    tabs: Tabs, tmp_path: Path
) -> None:
    backend = ScriptedBackend(
        [
            LLMReply(tool_calls=[bash("echo a; echo b", "c1")]),
            LLMReply(tool_calls=[bash("echo hi", "c2")]),
            LLMReply(text="Both ran."),
        ]
    )
    with live_app(settings(tmp_path), backend) as server:
        page = tabs.open(server, "always")
        expect(page.get_by_test_id("rules-list")).to_contain_text("No remembered rules")
        say(page, "echo things")

        expect(page.get_by_test_id("approval-args")).to_have_text("$ echo a; echo b")
        expect(page.get_by_test_id("approve-always")).to_be_hidden()
        expect(page.get_by_test_id("approve-allow")).to_be_visible()
        expect(page.get_by_test_id("approve-deny")).to_be_visible()
        page.get_by_test_id("approve-allow").click()

        expect(page.get_by_test_id("approval-args")).to_have_text("$ echo hi")
        expect(page.get_by_test_id("approve-always")).to_be_visible()
        expect(page.get_by_test_id("approval-suggestion")).to_have_text(
            "ALWAYS would remember: bash · echo hi (exact)"
        )
        ARTIFACTS.mkdir(exist_ok=True)
        page.wait_for_timeout(300)  # let the open animation/countdown bar settle
        page.screenshot(path=str(ARTIFACTS / "approval-modal.png"))
        page.get_by_test_id("approve-always").click()

        expect(page.locator('#chat-log li[data-role="assistant"]')).to_have_text(
            re.compile("Both ran.")
        )
        rule = page.locator('#rules-list li.rule[data-tool="bash"][data-pattern="echo hi"]')
        expect(rule).to_be_visible()
        rule.get_by_test_id("rule-revoke").click()
        expect(rule).to_have_count(0)
        expect(page.get_by_test_id("rules-list")).to_contain_text("No remembered rules")


def test_always_remembers_the_scope_chosen_in_the_modal(tabs: Tabs, tmp_path: Path) -> None:
    """A12: the modal lists the ALWAYS scopes narrowest first with the first chosen; choosing
    "in this folder" saves that rule, which then allows other `ls` calls there."""
    workdir = tmp_path / "work"
    workdir.mkdir()
    where = str(workdir.resolve())
    backend = ScriptedBackend(
        [
            LLMReply(tool_calls=[bash("ls -la", "c1")]),
            LLMReply(text="Listed."),
            LLMReply(tool_calls=[bash("ls -1", "c2")]),
            LLMReply(text="Listed again."),
        ]
    )
    with live_app(settings(workdir), backend) as server:
        page = tabs.open(server, "scopes")
        say(page, "list the folder")
        scopes = page.get_by_test_id("approval-scopes")
        expect(scopes).to_be_visible()
        expect(scopes.locator("label")).to_have_text(
            [
                "exactly this commandls -la (exact)",
                "ls -la … (safe arguments)ls -la",
                f"ls … in this folderls (in {where})",
            ]
        )
        expect(page.get_by_test_id("approval-scope-exact")).to_be_checked()  # the narrowest
        suggestion = page.get_by_test_id("approval-suggestion")
        expect(suggestion).to_have_text("ALWAYS would remember: bash · ls -la (exact)")
        page.get_by_test_id("approval-scope-directory").check()
        expect(suggestion).to_have_text(f"ALWAYS would remember: bash · ls (in {where})")
        ARTIFACTS.mkdir(exist_ok=True)
        page.wait_for_timeout(300)
        page.screenshot(path=str(ARTIFACTS / "approval-modal-scopes.png"))
        page.get_by_test_id("approve-always").click()
        expect(page.locator('#chat-log li[data-role="assistant"]')).to_have_text(
            re.compile("Listed.")
        )
        rule = page.locator(f'#rules-list li.rule[data-pattern="ls"][data-cwd="{where}"]')
        expect(rule).to_be_visible()
        expect(rule.locator(".rule-scope")).to_have_text(f"in {where}")

        say(page, "list it again")  # `ls -1` here: the saved rule allows it, nobody is asked
        expect(page.locator('#chat-log li[data-role="assistant"]').last).to_have_text(
            re.compile("Listed again.")
        )
        expect(page.get_by_test_id("approval-modal")).to_be_hidden()
        rule.get_by_test_id("rule-revoke").click()  # sends the rule's cwd: it is found
        expect(rule).to_have_count(0)


def test_the_modal_shows_the_risk_summary_above_the_call(tabs: Tabs, tmp_path: Path) -> None:
    """A13: what matters about the call, one line per finding, before the command; a harmless
    call after it shows no list (nothing stale, no noise)."""
    backend = ScriptedBackend(
        [
            LLMReply(tool_calls=[bash("rm -rf build ../old", "c1")]),
            LLMReply(tool_calls=[bash("echo hi", "c2")]),
            LLMReply(text="Said hi."),
        ]
    )
    workdir = tmp_path / "work"
    workdir.mkdir()
    with live_app(settings(workdir, dangerous_commands=[]), backend) as server:
        page = tabs.open(server, "risks")
        say(page, "clean up")
        risks = page.get_by_test_id("approval-risks")
        expect(risks).to_be_visible()
        expect(risks.locator("li")).to_have_count(2)
        expect(risks.locator('li[data-kind="deletes"]')).to_have_text(
            "Deletes 2 paths and everything under them: build, ../old"
        )
        expect(risks.locator('li[data-kind="writes_outside"]')).to_have_text(
            f"Writes outside the workspace: ../old → {tmp_path.resolve()}/old"
        )
        above = page.evaluate(
            "document.getElementById('approval-risks').compareDocumentPosition("
            "document.getElementById('approval-args')) & Node.DOCUMENT_POSITION_FOLLOWING"
        )
        assert above, "the risk lines come before the command"
        ARTIFACTS.mkdir(exist_ok=True)
        page.wait_for_timeout(300)
        page.screenshot(path=str(ARTIFACTS / "approval-modal-risks.png"))
        page.get_by_test_id("approve-deny").click()
        expect(page.locator('#chat-log li[data-role="assistant"]')).to_have_text(
            re.compile(re.escape(DENIED_EN))
        )

        say(page, "say hi")
        expect(page.get_by_test_id("approval-args")).to_have_text("$ echo hi")
        expect(risks).to_be_hidden()
        expect(risks.locator("li")).to_have_count(0)
        page.get_by_test_id("approve-allow").click()
        expect(page.locator('#chat-log li[data-role="assistant"]').last).to_have_text(
            re.compile("Said hi.")
        )


# ---------------------------------------------------------------- (d) countdown


def test_countdown_is_visible_and_decreasing(tabs: Tabs, tmp_path: Path) -> None:
    backend = ScriptedBackend([LLMReply(tool_calls=[bash("echo hi")])])
    with live_app(settings(tmp_path, timeout_s=30), backend) as server:
        page = tabs.open(server, "countdown")
        say(page, "hi")
        countdown = page.get_by_test_id("approval-countdown")
        expect(countdown).to_be_visible()
        expect(countdown).to_have_text(re.compile(r"^\d+ s$"))
        before = int(countdown.get_attribute("data-seconds") or "0")
        assert 25 <= before <= 30
        time.sleep(2.1)
        after = int(countdown.get_attribute("data-seconds") or "0")
        assert before - 3 <= after < before
        assert countdown.inner_text() == f"{after} s"
        page.get_by_test_id("approve-deny").click()


def test_timeout_closes_the_modal_with_a_note(tabs: Tabs, tmp_path: Path) -> None:
    backend = ScriptedBackend([LLMReply(tool_calls=[bash("echo hi")])])
    with live_app(settings(tmp_path, timeout_s=1.5), backend) as server:
        page = tabs.open(server, "timeout")
        say(page, "hi")
        expect(page.get_by_test_id("approval-modal")).to_be_visible()
        expect(page.get_by_test_id("approval-modal")).to_be_hidden(timeout=5_000)
        expect(page.get_by_test_id("notice")).to_have_text(re.compile("timed out"))


# ---------------------------------------------------------------- (f) never HTML


def test_messages_are_rendered_as_text_never_html(tabs: Tabs, tmp_path: Path) -> None:
    hostile_command = 'echo "<img src=x onerror=window.__pwned=1>"'
    hostile_reply = '<script>window.__pwned=2</script><b id="bold">bold</b>'
    backend = ScriptedBackend(
        [LLMReply(tool_calls=[bash(hostile_command)]), LLMReply(text=hostile_reply)]
    )
    with live_app(settings(tmp_path), backend) as server:
        page = tabs.open(server, "xss")
        say(page, "<script>alert(1)</script>")  # S1: refused, and the refusal is text
        expect(page.locator('#chat-log li[data-role="system"]')).to_contain_text(
            "input rejected: it contains a <script> tag"
        )
        say(page, "<b>show</b> me")
        expect(page.locator('#chat-log li[data-role="user"]')).to_have_text(
            re.compile(re.escape("<b>show</b> me"))
        )
        expect(page.get_by_test_id("approval-args")).to_have_text(f"$ {hostile_command}")
        page.get_by_test_id("approve-allow").click()
        expect(page.locator('#chat-log li[data-role="assistant"] .msg-text')).to_have_text(
            hostile_reply
        )
        expect(page.get_by_test_id("activity-log")).to_contain_text("<img src=x")
        assert page.locator("#app script, #app img, #app b, dialog img").count() == 0
        assert page.evaluate("typeof window.__pwned") == "undefined"


# ---------------------------------------------------------------- K2: API key form


def test_api_key_form_when_a_key_is_required(tabs: Tabs, tmp_path: Path) -> None:
    backend = ScriptedBackend([])
    config = settings(tmp_path, api_keys={"alice": "k-alice-123"})
    with live_app(config, backend) as server:
        page = tabs.open(server, "keyed", wait_online=False)
        expect(page.get_by_test_id("key-modal")).to_be_visible()
        page.get_by_test_id("key-input").fill("wrong-key")
        page.get_by_test_id("key-submit").click()
        expect(page.get_by_test_id("key-error")).to_be_visible()
        page.get_by_test_id("key-input").fill("k-alice-123")
        page.get_by_test_id("key-submit").click()
        status = page.get_by_test_id("connection-status")
        expect(status).to_have_attribute("data-state", "online")
        expect(status).to_contain_text("alice")
        assert page.evaluate("sessionStorage.getItem('jarvis.apiKey')") == "k-alice-123"


# ---------------------------------------------------------------- reconnect


def test_reconnects_after_a_server_restart_with_a_fresh_token(tabs: Tabs, tmp_path: Path) -> None:
    """The token comes from a per-process secret: the page re-reads it before reconnecting."""
    with live_app(settings(tmp_path), ScriptedBackend([])) as first_server:
        page = tabs.open(first_server, "restart")
        port = first_server.port
    status = page.get_by_test_id("connection-status")
    expect(status).to_have_attribute("data-state", "offline")
    backend = ScriptedBackend([LLMReply(tool_calls=[bash("echo again")])])
    with live_app(settings(tmp_path), backend, port=port):
        expect(status).to_have_attribute("data-state", "online", timeout=15_000)
        say(page, "again")
        expect(page.get_by_test_id("approval-args")).to_have_text("$ echo again")
        page.get_by_test_id("approve-deny").click()
        expect(page.locator('#chat-log li[data-role="assistant"]')).to_have_text(
            re.compile(re.escape(DENIED_EN))
        )


# ---------------------------------------------------------------- several pending requests


def test_pending_requests_are_queued_and_shown_one_at_a_time(tabs: Tabs, tmp_path: Path) -> None:
    with live_app(settings(tmp_path), ScriptedBackend([])) as server:
        page = tabs.open(server, "queue")
        session = server.run(server.app.state.sessions.get("queue"))
        scopes = scopes_for(Call("bash", {"command": "echo one"}), tmp_path)
        first = ApprovalRequest("main", "bash", {"command": "echo one"}, scopes, 30)
        second = ApprovalRequest("main", "write_file", {"path": "a.txt"}, (), 30)
        replies = [
            asyncio.run_coroutine_threadsafe(session.broker.request(r), server.loop)
            for r in (first, second)
        ]
        modal = page.get_by_test_id("approval-modal")
        expect(page.get_by_test_id("approval-args")).to_have_text("$ echo one")
        expect(page.get_by_test_id("approval-queue")).to_have_text("1 more request waiting")

        async def answer_elsewhere() -> bool:
            session.attach("another-tab", "button")
            return session.answer_approval("another-tab", second.id, Answer.DENY)

        assert server.run(answer_elsewhere())  # the hidden one is resolved somewhere else
        expect(page.get_by_test_id("approval-queue")).to_be_hidden()
        expect(page.get_by_test_id("approval-args")).to_have_text("$ echo one")
        page.get_by_test_id("approve-allow").click()
        expect(modal).to_be_hidden()
        assert [r.result(5).answer for r in replies] == [Answer.ALLOW, Answer.DENY]


# ---------------------------------------------------------------- voice and scheduled turns


def test_what_voice_heard_and_a_scheduled_answer_are_marked(tabs: Tabs, tmp_path: Path) -> None:
    from jarvis_voice.core.events import EndedBy, Source, TurnEnded

    backend = ScriptedBackend([LLMReply(text="Hello to you.")])
    with live_app(settings(tmp_path), backend) as server:
        page = tabs.open(server, "spoken")
        session = server.run(server.app.state.sessions.get("spoken"))
        result = server.run(session.submit("hello there", source=Source.VOICE))
        assert result.answer == "Hello to you."
        heard = page.locator("li[data-role=user][data-source=voice]")
        expect(heard.locator(".msg-who")).to_have_text("You (heard)")
        expect(heard.locator(".msg-text")).to_have_text("hello there")

        async def job_answer() -> None:
            session.events.publish(
                TurnEnded("(scheduled, 09:00) done", EndedBy.ANSWER, Source.SCHEDULE)
            )

        server.run(job_answer())
        expect(page.locator("li[data-source=schedule] .msg-text")).to_have_text(
            "(scheduled, 09:00) done"
        )


def test_the_answer_streams_into_the_page_then_is_whole(tabs: Tabs, tmp_path: Path) -> None:
    answer = "The folder holds three files and one of them is a CSV."
    backend = ScriptedBackend([LLMReply(text=answer)])
    with live_app(settings(tmp_path), backend) as server:
        page = tabs.open(server, "stream")
        deltas: list[str] = []
        page.on(
            "websocket",
            lambda ws: ws.on(
                "framereceived",
                lambda frame: deltas.append(frame) if '"answer_delta"' in str(frame) else None,
            ),
        )
        page.reload()
        expect(page.get_by_test_id("chat-input")).to_be_editable()
        page.get_by_test_id("chat-input").fill("what is here?")
        page.get_by_test_id("chat-input").press("Enter")
        messages = page.locator("li[data-role=assistant] .msg-text")
        expect(messages).to_have_count(1)  # the streamed bubble became the answer, no second one
        expect(messages).to_have_text(answer)
        assert len(deltas) == len(answer.split())  # word by word over the WebSocket


def test_the_stop_button_asks_the_session_to_stop_speaking(tabs: Tabs, tmp_path: Path) -> None:
    import time as clock

    from jarvis_voice.core.events import Event, StopSpeaking

    def slow(messages: Any, tools: Any) -> LLMReply:
        clock.sleep(1.5)
        return LLMReply(text="A slow answer.")

    with live_app(settings(tmp_path), ScriptedBackend([slow])) as server:
        page = tabs.open(server, "barge")
        session = server.run(server.app.state.sessions.get("barge"))
        stops: list[Event] = []
        session.events.subscribe(
            lambda event: stops.append(event) if isinstance(event.payload, StopSpeaking) else None
        )
        page.get_by_test_id("chat-input").fill("talk to me")
        page.get_by_test_id("chat-input").press("Enter")
        page.get_by_test_id("stop-speaking").click()
        expect(page.locator("li[data-role=assistant] .msg-text")).to_have_text("A slow answer.")
        assert len(stops) == 1 and stops[0].payload.by  # type: ignore[union-attr]


# ---------------------------------------------------------------- issue 16: the page in Korean

# What may stay in Latin letters on the Korean page: the commands and the tool the model chose,
# the assistant's name, key names, commands a user may type (`jarvis log`, `/undo`) and "API".
LATIN_ON_KOREAN_PAGE = {"JARVIS", "bash", "touch", "made", "txt", "rm", "Enter", "Shift", "API"}
LATIN_ON_KOREAN_PAGE |= {"jarvis", "log", "undo"}
LATIN_ON_KOREAN_PAGE |= {"Hey", "Jarvis"}  # the wake phrase: the detector knows only English
VISIBLE_TEXT = """() => {
  const texts = [document.body.innerText, document.title];
  for (const node of document.querySelectorAll("[title], [placeholder], [aria-label]")) {
    for (const name of ["title", "placeholder", "aria-label"]) {
      const value = node.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts.join("\\n");
}"""


@pytest.mark.parametrize("language", ["ko", "en"])
def test_a_conversation_on_the_page_is_all_in_the_session_language(
    tabs: Tabs, tmp_path: Path, language: str
) -> None:
    """A whole conversation — an allowed call, a denied one with its risk line, the fixed
    denial answer — shows no English on the Korean page and no Korean on the English one, in
    the text, the approval modal and the labels (title, placeholder, aria-label)."""
    korean = language == "ko"
    done = "made.txt 파일을 만들었습니다." if korean else "Created made.txt."
    backend = ScriptedBackend(
        [
            LLMReply(tool_calls=[bash("touch made.txt", "c1")]),
            LLMReply(text=done),
            LLMReply(tool_calls=[bash("rm made.txt", "c2")]),
        ]
    )
    configured = load_settings(
        security={"approval_timeout_s": TIMEOUT_S},
        tools={"workdir": str(tmp_path)},
        agent={"language": language},
    )
    seen: list[str] = []
    with live_app(configured, backend) as server:
        page = tabs.open(server, "lang-" + language)
        expect(page.locator("html")).to_have_attribute("lang", language)
        say(page, "파일 하나 만들어 줘" if korean else "make a file")
        expect(page.get_by_test_id("approval-modal")).to_be_visible()
        seen.append(page.evaluate(VISIBLE_TEXT))
        page.get_by_test_id("approve-allow").click()
        expect(page.locator('#chat-log li[data-role="assistant"]')).to_have_text(
            re.compile(re.escape(done))
        )
        say(page, "지워 줘" if korean else "delete it")
        risks = page.get_by_test_id("approval-risks")
        deletes = "파일 1개를 삭제합니다: made.txt" if korean else "Deletes 1 path: made.txt"
        expect(risks).to_have_text(deletes)
        seen.append(page.evaluate(VISIBLE_TEXT))
        page.get_by_test_id("approve-deny").click()
        denied = t("answer.denied", language, tool="bash")
        expect(page.locator('#chat-log li[data-role="assistant"]').last).to_have_text(
            re.compile(re.escape(denied))
        )
        activity = page.get_by_test_id("activity-log")
        decided = "⚡ 승인 · bash · 거부" if korean else "⚡ approval · bash · denied"
        expect(activity).to_contain_text(decided)
        seen.append(page.evaluate(VISIBLE_TEXT))
    text = "\n".join(seen).replace(str(tmp_path.resolve()), "").replace(str(tmp_path), "")
    assert (tmp_path / "made.txt").exists()
    if korean:
        latin = set(re.findall(r"[A-Za-z]+", text.replace("lang-ko", ""))) - LATIN_ON_KOREAN_PAGE
        assert latin == set(), text
        assert "승인" in text and "허용" in text and "거부" in text
    else:
        assert re.findall(r"[\uac00-\ud7a3\u3131-\u318e]+", text) == [], text


def test_on_an_english_page_a_korean_request_gets_a_korean_turn(
    tabs: Tabs, tmp_path: Path
) -> None:
    """Issue 16: the page's labels stay in its language, but a Korean request's turn — the
    modal's risk lines and the fixed denial — is Korean, marked `lang="ko"`."""
    (tmp_path / "made.txt").write_text("x")
    backend = ScriptedBackend([LLMReply(tool_calls=[bash("rm made.txt", "c1")])])
    with live_app(settings(tmp_path), backend) as server:
        page = tabs.open(server, "switch")
        expect(page.locator("html")).to_have_attribute("lang", "en")
        say(page, "made.txt 파일 지워 줘")
        risks = page.get_by_test_id("approval-risks")
        expect(risks).to_have_text("파일 1개를 삭제합니다: made.txt")
        expect(page.locator("#approval-card")).to_have_attribute("lang", "ko")
        page.get_by_test_id("approve-deny").click()
        answer = page.locator('#chat-log li[data-role="assistant"] .msg-text').last
        expect(answer).to_have_text(re.compile(re.escape(t("answer.denied", "ko", tool="bash"))))
        expect(answer).to_have_attribute("lang", "ko")
    assert (tmp_path / "made.txt").exists()


def test_the_approval_modal_asks_in_the_requests_language(tabs: Tabs, tmp_path: Path) -> None:
    """Issue 16: the modal's title, buttons and countdown are in the request's language — a
    Korean request on an English page is asked in Korean, the next English one in English —
    while the page's own labels stay in the page's language."""
    for name in ("a.txt", "b.txt"):
        (tmp_path / name).write_text("x")
    calls = [LLMReply(tool_calls=[bash(f"rm {n}.txt", f"c{n}")]) for n in ("a", "b")]
    with live_app(settings(tmp_path), ScriptedBackend(calls)) as server:
        page = tabs.open(server, "modal-language")
        card = page.locator("#approval-card")
        wants = page.get_by_test_id("approval-wants")
        deny, allow = page.get_by_test_id("approve-deny"), page.get_by_test_id("approve-allow")
        say(page, "a.txt 파일 지워 줘")
        expect(card).to_have_attribute("lang", "ko")
        expect(wants).to_have_text(t("web.wants_to_use", "ko"))
        expect(deny).to_have_text(t("web.deny", "ko"))
        expect(page.get_by_test_id("approve-always")).to_have_text(t("web.always", "ko"))
        expect(allow).to_contain_text(t("web.allow", "ko"))
        expect(allow).to_have_attribute("aria-label", t("web.allow", "ko"))
        expect(page.get_by_test_id("approval-countdown")).to_have_text(re.compile(r"^\d+초$"))
        expect(page.get_by_test_id("approval-suggestion")).to_contain_text("'항상'")
        expect(page.get_by_test_id("chat-send")).to_have_text(t("web.send", "en"))  # the page's
        deny.click()
        expect(page.get_by_test_id("approval-modal")).to_be_hidden()
        say(page, "now delete b.txt please")
        expect(card).to_have_attribute("lang", "en")
        expect(wants).to_have_text(t("web.wants_to_use", "en"))
        expect(deny).to_have_text(t("web.deny", "en"))
        expect(allow).to_have_attribute("aria-label", t("web.allow", "en"))
        expect(page.get_by_test_id("approval-countdown")).to_have_text(re.compile(r"^\d+ ?s$"))
        deny.click()
    assert (tmp_path / "a.txt").exists() and (tmp_path / "b.txt").exists()


def test_the_page_shows_and_switches_wake_word_listening(tabs: Tabs, tmp_path: Path) -> None:
    """Issue 15: a session whose voice waits for "Hey Jarvis" shows it; a click switches it for
    the session (what the voice trigger reads) and every tab sees the new state."""
    with live_app(settings(tmp_path), ScriptedBackend([])) as server:
        page = tabs.open(server, "wake")
        toggle = page.get_by_test_id("wake-word")
        expect(toggle).to_be_hidden()  # no voice behind a wake word yet: nothing to switch
        session = server.run(server.app.state.sessions.get("wake"))

        async def offer() -> None:
            session.offer_wake_word()  # what the voice runner does when hands-free starts

        server.run(offer())
        expect(toggle).to_be_visible()
        expect(toggle).to_have_attribute("aria-pressed", "true")
        other = tabs.open(server, "wake")  # a tab opened later learns it from `hello`
        expect(other.get_by_test_id("wake-word")).to_have_attribute("aria-pressed", "true")
        toggle.click()
        expect(toggle).to_have_attribute("aria-pressed", "false")
        expect(toggle).to_contain_text("off")
        expect(other.get_by_test_id("wake-word")).to_have_attribute("aria-pressed", "false")
        assert session.wake_word is False
        other.get_by_test_id("wake-word").click()
        expect(toggle).to_have_attribute("aria-pressed", "true")
        assert session.wake_word is True
