"""K1/K2 over a real server on loopback: real WebSocket clients, real broker, real agent loop."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect

from jarvis_voice.config import load_settings
from jarvis_voice.i18n import t
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.policy.rules import Rule
from jarvis_voice.policy.rules_store import read_rules_file
from web_support import LiveServer, WsClient, live_app

TIMEOUT_EN = t("answer.timeout", "en", tool="bash")
DENIED_EN = t("answer.denied", "en", tool="bash")


def touch(name: str) -> LLMReply:
    return LLMReply(
        tool_calls=[ToolCall(id="c1", name="bash", arguments={"command": f"touch {name}"})]
    )


@pytest.fixture()
def workdir(tmp_path: Path) -> Path:
    path = tmp_path / "work"
    path.mkdir()
    return path


def serve(workdir: Path, steps: list[Any], timeout_s: float = 10.0, **security: Any):
    settings = load_settings(
        security={"approval_timeout_s": timeout_s, **security},
        tools={"workdir": str(workdir)},
        agent={"language": "en"},
    )
    return live_app(settings, ScriptedBackend(steps))


class Client(WsClient):
    def __init__(self, server: LiveServer, session: str = "s1") -> None:
        super().__init__(server.ws_url(session), server.origin)
        self.history = self.expect("history")


@pytest.fixture()
def clients() -> Iterator[list[Client]]:
    opened: list[Client] = []
    yield opened
    for client in opened:
        client.close()


def test_two_clients_both_get_the_request_and_the_other_sees_it_resolved(
    workdir: Path, clients: list[Client]
) -> None:
    with serve(workdir, [touch("a.txt"), LLMReply(text="done")]) as server:
        a, b = Client(server), Client(server)
        clients += [a, b]
        a.send({"type": "user_message", "text": "make a.txt"})
        req_a, req_b = a.expect("approval_request"), b.expect("approval_request")
        assert req_a["request_id"] == req_b["request_id"]
        assert req_a["scopes"][0]["rule"] == {
            "tool": "bash",
            "pattern": "touch a.txt",
            "exact": True,
            "cwd": None,
        }
        b.send({"type": "approval_answer", "request_id": req_b["request_id"], "answer": "allow"})
        resolved = a.expect("approval_resolved")
        assert resolved == {
            "type": "approval_resolved",
            "request_id": req_a["request_id"],
            "answer": "allow",
            "timeout": False,
            "by": b.hello["connection_id"],
        }
        assert b.expect("approval_resolved")["by"] == b.hello["connection_id"]
        assert a.expect("assistant_message")["text"] == "done"
        assert (workdir / "a.txt").exists()


@pytest.mark.parametrize(
    ("language", "command", "risks"),
    [
        ("en", "touch a.txt", []),  # nothing stands out: no risk line
        (
            "en",
            "rm -rf build ../old",
            [
                {
                    "kind": "deletes",
                    "text": "Deletes 2 paths and everything under them: build, ../old",
                },
                {
                    "kind": "writes_outside",
                    "text": "Writes outside the workspace: ../old → {parent}/old",
                },
            ],
        ),
        ("ko", "sudo ls", [{"kind": "needs_root", "text": "관리자 권한이 필요합니다 (sudo)"}]),
    ],
)
def test_the_request_message_carries_the_risk_summary(
    workdir: Path, clients: list[Client], language: str, command: str, risks: list[dict[str, str]]
) -> None:
    """A13 on the wire: each finding as {kind, text}, in the session's language."""
    settings = load_settings(
        security={"approval_timeout_s": 10.0, "dangerous_commands": []},
        tools={"workdir": str(workdir)},
        agent={"language": language},
    )
    call = LLMReply(tool_calls=[ToolCall(id="c1", name="bash", arguments={"command": command})])
    with live_app(settings, ScriptedBackend([call, LLMReply(text="done")])) as server:
        a = Client(server)
        clients.append(a)
        a.send({"type": "user_message", "text": "go"})
        request = a.expect("approval_request")
        parent = str(workdir.parent.resolve())
        assert request["risks"] == [{**r, "text": r["text"].format(parent=parent)} for r in risks]
        a.send({"type": "approval_answer", "request_id": request["request_id"], "answer": "deny"})
        a.expect("assistant_message")


def test_a_late_joiner_is_shown_the_pending_request(workdir: Path, clients: list[Client]) -> None:
    with serve(workdir, [touch("b.txt")]) as server:
        a = Client(server)
        clients.append(a)
        a.send({"type": "user_message", "text": "make b.txt"})
        first = a.expect("approval_request")
        late = Client(server)
        clients.append(late)
        assert late.hello["busy"] is True
        assert late.expect("approval_request")["request_id"] == first["request_id"]
        late.send({"type": "approval_answer", "request_id": first["request_id"], "answer": "deny"})
        assert a.expect("assistant_message")["text"] == DENIED_EN
        assert not (workdir / "b.txt").exists()


def test_timeout_resolves_everywhere_with_the_fixed_line(
    workdir: Path, clients: list[Client]
) -> None:
    with serve(workdir, [touch("c.txt")], timeout_s=0.5) as server:
        a, b = Client(server), Client(server)
        clients += [a, b]
        a.send({"type": "user_message", "text": "make c.txt"})
        request_id = a.expect("approval_request")["request_id"]
        for client in (a, b):
            resolved = client.expect("approval_resolved")
            assert (resolved["request_id"], resolved["timeout"]) == (request_id, True)
            assert client.expect("assistant_message")["text"] == TIMEOUT_EN
        assert not (workdir / "c.txt").exists()


def test_no_connection_denies_at_once(workdir: Path) -> None:
    def slow_reply(messages: Any, tools: Any) -> LLMReply:
        time.sleep(0.5)  # the only tab closes meanwhile
        return touch("d.txt")

    with serve(workdir, [slow_reply], timeout_s=60) as server:
        a = Client(server)
        a.send({"type": "user_message", "text": "make d.txt"})
        a.close()
        started = time.monotonic()
        b = None
        while time.monotonic() - started < 10:
            time.sleep(0.2)
            b = Client(server)
            if b.history["messages"] and b.history["messages"][-1]["role"] == "assistant":
                break
            b.close()
        assert b is not None
        assert b.history["messages"][-1]["text"] == DENIED_EN
        assert any("nobody to ask" in line for line in b.history["activity"])
        assert time.monotonic() - started < 10  # far less than the 60 s approval timeout
        b.close()
        assert not (workdir / "d.txt").exists()


def test_duplicate_and_forged_answers_are_ignored(workdir: Path, clients: list[Client]) -> None:
    with serve(workdir, [touch("e.txt"), LLMReply(text="ok")]) as server:
        a, b = Client(server), Client(server)
        clients += [a, b]
        a.send({"type": "approval_answer", "request_id": "forged", "answer": "allow"})
        error = a.expect("error")
        assert (error["code"], error["request_id"]) == ("unknown_request", "forged")
        a.send({"type": "user_message", "text": "make e.txt"})
        request_id = a.expect("approval_request")["request_id"]
        a.send({"type": "approval_answer", "request_id": request_id, "answer": "deny"})
        b.expect("approval_request")
        b.send({"type": "approval_answer", "request_id": request_id, "answer": "allow"})
        assert b.expect("error")["code"] == "unknown_request"
        assert a.expect("assistant_message")["text"] == DENIED_EN
        assert not (workdir / "e.txt").exists()


def test_always_writes_the_agents_rule_and_the_ui_can_revoke_it(
    workdir: Path, clients: list[Client], jarvis_home: Path
) -> None:
    ls = LLMReply(tool_calls=[ToolCall(id="c1", name="bash", arguments={"command": "ls -a"})])
    with serve(workdir, [ls, LLMReply(text="listed")]) as server:
        a = Client(server)
        clients.append(a)
        a.send({"type": "user_message", "text": "list"})
        request = a.expect("approval_request")
        assert request["scopes"][0]["id"] == "exact"
        a.send({"type": "approval_answer", "request_id": request["request_id"], "answer": "always"})
        a.expect("assistant_message")
        path = jarvis_home / "approvals" / "main.yaml"
        assert read_rules_file(path) == [Rule(tool="bash", pattern="ls -a", exact=True)]
        a.send({"type": "rules_list"})
        listed = {"layer": "main", "tool": "bash", "pattern": "ls -a", "exact": True, "cwd": None}
        assert a.expect("rules")["rules"] == [listed]
        a.send({"type": "rules_revoke", "tool": "bash", "pattern": "ls -a"})  # not exact: no rule
        assert a.expect("error")["code"] == "no_such_rule"
        a.send({"type": "rules_revoke", "tool": "bash", "pattern": "ls -a", "exact": True})
        assert a.expect("rules")["rules"] == []
        assert read_rules_file(path) == []


def test_the_request_offers_scopes_and_the_answer_chooses_one(
    workdir: Path, clients: list[Client], jarvis_home: Path
) -> None:
    """A12 on the wire: `scopes` narrowest first, each with its label (session language) and the
    rule it saves; `approval_answer.scope` picks one; a scope not offered is refused."""
    git = LLMReply(
        tool_calls=[ToolCall(id="c1", name="bash", arguments={"command": "git log --oneline -5"})]
    )
    with serve(workdir, [git, LLMReply(text="logged")]) as server:
        a = Client(server)
        clients.append(a)
        a.send({"type": "user_message", "text": "log"})
        request = a.expect("approval_request")
        where = str(workdir.resolve())
        assert request["scopes"] == [
            {
                "id": "exact",
                "label": "exactly this command",
                "rule": {
                    "tool": "bash",
                    "pattern": "git log --oneline -5",
                    "exact": True,
                    "cwd": None,
                },
            },
            {
                "id": "subcommand",
                "label": "git log … (safe arguments)",
                "rule": {"tool": "bash", "pattern": "git log", "exact": False, "cwd": None},
            },
            {
                "id": "directory",
                "label": "git … in this folder",
                "rule": {"tool": "bash", "pattern": "git", "exact": False, "cwd": where},
            },
        ]
        rid = request["request_id"]
        a.send({"type": "approval_answer", "request_id": rid, "answer": "always", "scope": "tool"})
        assert a.expect("error")["code"] == "unknown_request"  # not offered: still waiting
        a.send(
            {"type": "approval_answer", "request_id": rid, "answer": "always", "scope": "directory"}
        )
        assert a.expect("approval_resolved")["answer"] == "always"
        a.expect("assistant_message")
        path = jarvis_home / "approvals" / "main.yaml"
        assert read_rules_file(path) == [Rule(tool="bash", pattern="git", cwd=where)]
        a.send({"type": "rules_list"})
        listed = {"layer": "main", "tool": "bash", "pattern": "git", "exact": False, "cwd": where}
        assert a.expect("rules")["rules"] == [listed]
        a.send({"type": "rules_revoke", "tool": "bash", "pattern": "git", "cwd": where})
        assert a.expect("rules")["rules"] == []


@pytest.mark.parametrize(
    ("frame", "code"),
    [
        ("{not json", "bad_json"),
        ('{"type": "launch_rockets"}', "bad_message"),
        ('{"type": "approval_answer", "request_id": "x", "answer": "yes please"}', "bad_message"),
        (
            '{"type": "approval_answer", "request_id": "x", "answer": "always", "scope": "all"}',
            "bad_message",
        ),
        ('{"type": "user_message"}', "bad_message"),
        ("[1, 2, 3]", "bad_message"),
        (json.dumps({"type": "user_message", "text": "x" * 300_000}), "frame_too_large"),
        (
            json.dumps({"type": "user_message", "text": "<script>alert(1)</script>"}),
            "invalid_input",
        ),
        (json.dumps({"type": "user_message", "text": "   "}), "invalid_input"),
    ],
)
def test_bad_frames_get_an_error_and_the_connection_stays_healthy(
    workdir: Path, clients: list[Client], frame: str, code: str
) -> None:
    with serve(workdir, []) as server:
        a = Client(server)
        clients.append(a)
        a.send(frame)
        assert a.expect("error")["code"] == code
        a.send({"type": "ping"})
        a.expect("pong")


def _refused(server: LiveServer, url: str, origin: str | None) -> bool:
    headers = {"Origin": origin} if origin else {}
    try:
        with connect(url, additional_headers=headers, open_timeout=5) as ws:
            ws.recv(timeout=2)
    except InvalidStatus as exc:
        return exc.response.status_code == 403
    return False


def test_wrong_origin_missing_token_and_wrong_host_are_refused(workdir: Path) -> None:
    with serve(workdir, []) as server:
        good = server.ws_url("s1")
        assert _refused(server, good, "http://evil.example")
        assert _refused(server, good, None)
        assert _refused(server, good.replace("&token=", "&token=x"), server.origin)
        assert _refused(server, good.split("&token=")[0], server.origin)
        other_session = (
            server.ws_url("s2").split("&token=")[0] + "&token=" + good.split("&token=")[1]
        )
        assert _refused(server, other_session, server.origin)
        rebound = good.replace("127.0.0.1", "localhost")
        assert not _refused(server, rebound, rebound.replace("ws://", "http://").split("/ws")[0])


def test_api_keys_name_the_user(workdir: Path, clients: list[Client]) -> None:
    with serve(workdir, [], api_keys={"alice": "k-123"}) as server:
        assert _refused(server, server.ws_url("s1"), server.origin)
        assert _refused(server, server.ws_url("s1", key="wrong"), server.origin)
        with connect(
            server.ws_url("s1", key="k-123"),
            additional_headers={"Origin": server.origin},
            open_timeout=5,
        ) as ws:
            assert json.loads(ws.recv(timeout=5))["user"] == "alice"


def test_page_headers_forbid_framing(workdir: Path) -> None:
    import httpx

    with serve(workdir, []) as server:
        response = httpx.get(server.page_url("s1"))
        assert "frame-ancestors 'none'" in response.headers["content-security-policy"]
        assert response.headers["x-frame-options"] == "DENY"
        evil = httpx.get(server.page_url("s1"), headers={"Host": "evil.example"})
        assert evil.status_code == 403


def test_the_next_request_may_follow_the_answer_at_once(
    workdir: Path, clients: list[Client]
) -> None:
    steps = [LLMReply(text=f"answer {i}") for i in range(20)]
    with serve(workdir, steps) as server:
        a = Client(server)
        clients.append(a)
        for i in range(20):  # no "busy" error in the gap between answer and end of turn
            a.send({"type": "user_message", "text": f"question {i}"})
            assert a.expect("assistant_message")["text"] == f"answer {i}"
