"""Small test doubles shared by several test modules."""

from __future__ import annotations

import io
import json
import os
import subprocess
import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import TYPE_CHECKING, Any

from jarvis_voice.approval.base import Answer, ApprovalReply, ApprovalRequest
from jarvis_voice.approval.terminal import LineSource

if TYPE_CHECKING:
    from jarvis_voice.agent.loop import AgentLoop
    from jarvis_voice.config import Settings
    from jarvis_voice.llm.base import LLMBackend
    from jarvis_voice.tools.base import ToolResult


def shell_lines(command: str, cwd: Path) -> list[str]:
    """What a shell command prints in `cwd`, line by line: the grounding parts' look-ups run for
    real, as the bash tool would run them."""
    done = subprocess.run(command, shell=True, cwd=cwd, capture_output=True, text=True)
    return done.stdout.splitlines()


def git(repo: Path, *args: str) -> str:
    """Run git in `repo` as a fixed author, no user or system config: its stdout."""
    env = {
        **os.environ,
        "GIT_CONFIG_GLOBAL": os.devnull,
        "GIT_CONFIG_SYSTEM": os.devnull,
        "GIT_AUTHOR_NAME": "Kim",
        "GIT_AUTHOR_EMAIL": "kim@example.com",
        "GIT_COMMITTER_NAME": "Kim",
        "GIT_COMMITTER_EMAIL": "kim@example.com",
    }
    done = subprocess.run(["git", *args], cwd=repo, env=env, check=True, capture_output=True)
    return done.stdout.decode()


# a small shop's sales as the bench's workspace has them: the table the CSV question tests read
SHOP_SALES_CSV = """date,region,product,units,unit_price
2024-06-01,Seoul,croissant,40,3200
2024-06-01,Busan,baguette,15,4100
2024-06-02,Seoul,muffin,55,2800
2024-06-02,Incheon,bagel,20,2500
2024-06-03,Busan,croissant,30,3200
2024-06-03,Seoul,baguette,25,4100
2024-06-04,Incheon,muffin,35,2800
2024-06-04,Busan,bagel,10,2500
2024-06-05,Seoul,cheesecake,8,6500
2024-06-05,Busan,muffin,45,2800
2024-06-06,Incheon,croissant,22,3200
2024-06-06,Seoul,bagel,18,2500
"""


def csv_answer(workdir: Path, request: str, **arguments: Any) -> str:
    """csv_query's result on `workdir`'s sales.csv, called as the model would (its arguments)
    in a turn that asked `request`; the call must not fail."""
    import asyncio

    from jarvis_voice.tools.base import ToolContext
    from jarvis_voice.tools.builtin.csv_query import CsvQueryTool

    tool = CsvQueryTool()
    args = tool.Args.model_validate({"path": "sales.csv", **arguments})
    done = asyncio.run(tool.run(args, ToolContext(workdir=workdir, request=request)))
    assert not done.is_error, done.content
    return done.content


def system_info_result(workdir: Path, request: str, language: str) -> ToolResult:
    """system_info's result in a turn that asked `request` in `language`, as the loop calls it."""
    import asyncio

    from jarvis_voice.tools.base import ToolContext
    from jarvis_voice.tools.builtin.system_info import SystemInfoTool

    tool = SystemInfoTool()
    context = ToolContext(workdir=workdir, request=request, language=language)
    return asyncio.run(tool.run(tool.Args(), context))


def system_info_labels() -> list[str]:
    """The labels of the facts system_info reads on this machine."""
    from jarvis_voice.tools.builtin import system_info

    return [label for label, _ in system_info.collect(Path.cwd())]


def system_info_said(request: str, language: str) -> str:
    """What system_info says at once to `request`: its result must end the turn."""
    result = system_info_result(Path.cwd(), request, language)
    assert result.final, result.content
    return result.content


def system_info_agent(workdir: Path, steps: list[Any], language: str) -> object:
    """The product's agent as `jarvis` builds it, in `language`, with a scripted model taking
    `steps` and every approval allowed (the first look-up left as the product makes it)."""
    from jarvis_voice.activity import ActivityLog
    from jarvis_voice.app import build_agent
    from jarvis_voice.config import load_settings
    from jarvis_voice.llm.scripted import ScriptedBackend

    settings = load_settings(agent={"language": language})
    return build_agent(
        settings, ScriptedBackend(steps), ScriptedApprover(Answer.ALLOW), ActivityLog(),
        workdir=workdir,
    )  # fmt: skip


def scripted_agent(workdir: Path, backend: LLMBackend, settings: Settings) -> AgentLoop:
    """The product's agent loop over `workdir` with a scripted model: up to four approvals
    allowed, and no first look-up made before the model (the test scripts every call)."""
    from jarvis_voice.activity import ActivityLog
    from jarvis_voice.app import build_agent

    approver = ScriptedApprover(*[Answer.ALLOW] * 4)
    agent = build_agent(settings, backend, approver, ActivityLog(), workdir=workdir)
    agent.config.first_look_up = False
    return agent


class ScriptedApprover:
    """Answers approval requests from a fixed list (a stand-in for the human), recording them."""

    def __init__(self, *answers: Answer, scope: str | None = None) -> None:
        self.answers = list(answers)
        self.scope = scope  # the scope every ALWAYS chooses (None: the narrowest, A12)
        self.requests: list[ApprovalRequest] = []

    async def request(self, request: ApprovalRequest) -> ApprovalReply:
        self.requests.append(request)
        return ApprovalReply(self.answers.pop(0), "button", self.scope)


class FakeOllama:
    """Answers POST /api/chat with queued (status, body) pairs and keeps the request bodies;
    GET /api/tags lists `tags` (the pulled models)."""

    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []
        self.answers: list[tuple[int, dict[str, Any]]] = []
        self.tags: list[str] = []
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                if self.path == "/api/tags":
                    models = [{"name": name, "model": name, "size": 1} for name in fake.tags]
                    status, answer = 200, {"models": models}
                else:
                    status, answer = 404, {"error": "404 page not found"}
                data = json.dumps(answer).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", 0))
                body = json.loads(self.rfile.read(length) or b"{}")
                if self.path != "/api/chat":
                    status, answer = 404, {"error": "404 page not found"}
                else:
                    fake.requests.append(body)
                    status, answer = fake.answers.pop(0)
                data = json.dumps(answer).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.host = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def reply(self, message: dict[str, Any], status: int = 200) -> None:
        body = {
            "model": "tiny",
            "created_at": "2025-01-01T00:00:00Z",
            "message": {"role": "assistant", "content": "", **message},
            "done": True,
            "done_reason": "stop",
        }
        self.answers.append((status, body))

    def error(self, status: int, text: str) -> None:
        self.answers.append((status, {"error": text}))

    def content(self, text: str) -> None:
        """A plain assistant message (structured output arrives as JSON text)."""
        self.reply({"content": text})

    @classmethod
    @contextmanager
    def running(cls) -> Iterator[FakeOllama]:
        server = cls()
        server.thread.start()
        try:
            yield server
        finally:
            server.server.shutdown()
            server.server.server_close()


def assert_manifest_matches(section: str, registry: Mapping[str, Any]) -> dict[str, Any]:
    """models/manifest.yaml's `section` lists exactly the packaged models of `registry` (keys,
    packages, folder, files with sizes, sha256 and parts); returns the section for more checks."""
    import yaml

    manifest_path = Path(__file__).resolve().parents[1] / "models" / "manifest.yaml"
    manifest: dict[str, Any] = yaml.safe_load(manifest_path.read_text())[section]
    assert set(manifest) == set(registry)
    for key, model in registry.items():
        entry = manifest[key]
        assert [p.split("==")[0] for p in entry["packages"]] == model.packages
        assert entry["folder"] == model.folder
        assert list(entry["files"]) == [f.name for f in model.files]
        for spec in model.files:
            listed = entry["files"][spec.name]
            assert (listed["size"], listed["sha256"]) == (spec.size, spec.sha256)
            assert listed["parts"] == [p.inside for p in spec.parts]
            if len(spec.parts) > 1:
                assert listed["part_sha256"] == [p.sha256 for p in spec.parts]
                assert listed["part_size"] == [p.size for p in spec.parts]
            assert sum(p.size for p in spec.parts) == spec.size
    return manifest


# A `jarvis` process under test hears with the small English model and decides spoken replies by
# keywords alone (no model call): fast, and the scripted model's replies stay the only ones.
SCRIPTED_VOICE = {"JARVIS_VOICE__CLASSIFIER": "keywords", "JARVIS_VOICE__STT_MODEL": "tiny.en"}


def scripted_jarvis_env(
    base: Mapping[str, str], home: Path, script: Path, **settings: str
) -> dict[str, str]:
    """The environment for a `jarvis` process under test: `base` without its JARVIS_* variables,
    `home` as JARVIS_HOME, the scripted model reading `script`, no file watching, never the
    model hub — and `settings` (JARVIS_…=value) on top."""
    env = {k: v for k, v in base.items() if not k.startswith("JARVIS_")}
    env.update(
        JARVIS_HOME=str(home),
        JARVIS_LLM__BACKEND="scripted",
        JARVIS_LLM__SCRIPT=str(script),
        JARVIS_PLUGIN__WATCH_FILES="false",
        HF_HUB_OFFLINE="1",
    )
    env.update(settings)
    return env


class Lines(LineSource):
    """Typed lines from a list, without the stdin reader thread; then end of input."""

    def __init__(self, *lines: str) -> None:
        super().__init__(io.StringIO())
        self.typed = list(lines)

    async def readline(self, timeout: float | None = None) -> str | None:
        return self.typed.pop(0) if self.typed else None
