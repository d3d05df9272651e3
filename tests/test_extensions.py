"""X1 skills, X2 plugins (every hook, isolated errors), user tools (T6) and X4 file watching."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from extensions_support import call, calls, make_agent, run, say, tool_messages, wait_until
from jarvis_voice.extensions import extensions_of
from jarvis_voice.extensions.hub import close_hubs


@pytest.fixture(autouse=True)
def _stop_watchers() -> Iterator[None]:
    yield
    close_hubs()  # watcher threads never outlive a test


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


RECORDER = """
import json
from pathlib import Path

LOG = Path(__file__).parent / "events.jsonl"

def _log(*event):
    with LOG.open("a") as fh:
        fh.write(json.dumps([__name__.split("_")[3], *event]) + "\\n")
"""


def events(home: Path) -> list[list[str]]:
    path = home / "plugins" / "events.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_skill_body_with_args_becomes_the_prompt(tmp_path: Path, jarvis_home: Path) -> None:
    write(
        jarvis_home / "skills" / "standup.md",
        "---\ndescription: Daily stand-up notes\n---\nWrite stand-up notes about {{args}}.\n"
        "Use three bullet points.\n",
    )
    write(jarvis_home / "skills" / "plain.md", "Say hello politely.")
    agent, backend, activity = make_agent(
        tmp_path, [say("notes"), say("hello")], plugin={"watch_files": False}
    )
    assert run(agent, "/standup the MCP work").answer == "notes"
    sent = backend.calls[0]["messages"][-1].content
    assert sent == "Write stand-up notes about the MCP work.\nUse three bullet points."
    run(agent, "/plain to Karen")
    assert backend.calls[1]["messages"][-1].content == "Say hello politely.\n\nto Karen"
    assert "📜 skill · standup" in activity.lines()
    # the history keeps what the model saw; /skills lists them without the model
    assert agent.history[0].content == sent
    listing = run(agent, "/skills")
    assert listing.ended_by == "command" and "/standup — Daily stand-up notes" in listing.answer
    assert len(backend.calls) == 2


def test_unknown_slash_text_goes_to_the_model_unchanged(tmp_path: Path) -> None:
    agent, backend, _ = make_agent(tmp_path, [say("ok")], plugin={"watch_files": False})
    run(agent, "/nosuchskill please")
    assert backend.calls[0]["messages"][-1].content == "/nosuchskill please"


def test_plugin_hooks_fire_in_order_with_a_broken_plugin_present(
    tmp_path: Path, jarvis_home: Path
) -> None:
    plugins = jarvis_home / "plugins"
    write(
        plugins / "a_audit.py",
        RECORDER
        + """
def before_agent_start(agent_id, prompt):
    _log("before_agent_start", agent_id, prompt)
    return "Answer like a butler."

def transform_context(messages):
    _log("transform_context", len(messages))
    return [
        m.model_copy(update={"content": m.content + " [audited]"}) if m.role == "user" else m
        for m in messages
    ]

def before_tool_call(tool, args):
    _log("before_tool_call", tool)
    return "no deleting here" if tool == "bash" else None

def after_tool_call(tool, args, result):
    _log("after_tool_call", tool, result.is_error)

def on_message_end(answer):
    _log("on_message_end", answer)
    return answer + " — checked"
""",
    )
    write(
        plugins / "b_broken.py",
        """
def before_agent_start(agent_id, prompt):
    raise RuntimeError("start exploded")

def transform_context(messages):
    return "not a list"

def before_tool_call(tool, args):
    raise ValueError("hook exploded")

async def after_tool_call(tool, args, result):
    raise KeyError("after")

def on_message_end(answer):
    raise RuntimeError("end exploded")
""",
    )
    write(plugins / "c_syntax.py", "def broken(:\n    pass\n")
    write(
        plugins / "d_async.py",
        RECORDER
        + """
async def on_message_end(answer):
    _log("on_message_end", answer)
    return answer.upper()
""",
    )
    (tmp_path / "notes.txt").write_text("alpha\n")
    steps = [
        calls(
            call("read_file", "c1", path="notes.txt"), call("bash", "c2", command="rm notes.txt")
        ),
        say("Read it; deleting was blocked."),
    ]
    agent, backend, activity = make_agent(tmp_path, steps, plugin={"watch_files": False})
    result = run(agent, "read then delete notes")

    # transform_context really rewrote what the model got, both times
    assert backend.calls[0]["messages"][-1].content == "read then delete notes [audited]"
    second_user = [m for m in backend.calls[1]["messages"] if m.role == "user"]
    assert [m.content for m in second_user] == ["read then delete notes [audited]"]
    assert "Answer like a butler." in backend.calls[0]["messages"][0].content
    # the loop kept its own history: the plugin's rewrite is not stored
    assert agent.history[0].content == "read then delete notes"
    # before_tool_call blocked bash (T1 step 2), read_file ran
    results = tool_messages(backend, 1)
    assert "alpha" in results[0].content
    assert results[1].content == "ERROR: blocked by plugin a_audit: no deleting here"
    assert (tmp_path / "notes.txt").exists()
    # on_message_end replaced the reply, chained in file order (a_audit, then d_async)
    assert result.answer == "READ IT; DELETING WAS BLOCKED. — CHECKED"
    assert agent.history[-1].content == result.answer

    assert [e[1:2] + e[2:3] for e in events(jarvis_home)] == [
        ["before_agent_start", "main"],
        ["transform_context", 2],
        ["before_tool_call", "read_file"],
        ["after_tool_call", "read_file"],
        ["before_tool_call", "bash"],
        ["transform_context", 5],
        ["on_message_end", "Read it; deleting was blocked."],
        ["on_message_end", "Read it; deleting was blocked. — checked"],
    ]
    lines = activity.lines()
    for expected in (
        "⚠ plugin · c_syntax.py · SyntaxError: invalid syntax (line 1)",
        "⚠ plugin · b_broken · before_agent_start failed: RuntimeError: start exploded (line 3)",
        "⚠ plugin · b_broken · transform_context failed: returned an unusable value: "
        "expected a non-empty list of messages, got str",
        "⚠ plugin · b_broken · before_tool_call failed: ValueError: hook exploded (line 9)",
        "⚠ plugin · b_broken · after_tool_call failed: KeyError: 'after' (line 12)",
        "⚠ plugin · b_broken · on_message_end failed: RuntimeError: end exploded (line 15)",
    ):
        assert expected in lines, expected


USER_TOOLS = '''
from pydantic import BaseModel, Field

from jarvis_voice.extensions import tool
from jarvis_voice.tools.base import Tool, ToolResult
from jarvis_voice.tools.builtin import ReadFileTool  # imported, so not one of this file's tools


class CountArgs(BaseModel):
    text: str = Field(description="Text to count words in")


class WordCount(Tool[CountArgs]):
    name = "word_count"
    description = "Count the words of a text."
    Args = CountArgs

    async def run(self, args: CountArgs, ctx):
        return ToolResult(str(len(args.text.split())))


@tool
def list_dir(path: str = ".") -> str:
    """My own list_dir (overrides the built-in)."""
    return f"user list_dir {path}"


@tool(name="deploy", requires_approval=True)
async def deploy_site(target: str, ctx) -> str:
    """Deploy the site."""
    return f"deployed {target} from {ctx.workdir.name}"
'''


def test_user_tools_override_builtins_and_can_ask_first(tmp_path: Path, jarvis_home: Path) -> None:
    from jarvis_voice.approval.base import Answer
    from support import ScriptedApprover

    write(jarvis_home / "tools" / "mine.py", USER_TOOLS)
    steps = [
        calls(
            call("word_count", "c1", text="one two three"),
            call("list_dir", "c2", path="src"),
            call("deploy", "c3", target="prod"),
        ),
        say("done"),
    ]
    approver = ScriptedApprover(Answer.ALLOW)
    agent, backend, _ = make_agent(tmp_path, steps, approver, plugin={"watch_files": False})
    run(agent, "count, list, deploy")
    assert {"word_count", "deploy", "list_dir"} <= set(backend.calls[0]["tools"])
    contents = [m.content for m in tool_messages(backend, 1)]
    assert contents == ["3", "user list_dir src", f"deployed prod from {tmp_path.name}"]
    assert [r.tool for r in approver.requests] == ["deploy"]


def test_a_tool_file_dropped_in_appears_on_the_next_turn(tmp_path: Path, jarvis_home: Path) -> None:
    tools_dir = jarvis_home / "tools"
    tools_dir.mkdir()
    steps = [say("first"), calls(call("shout", text="hi")), say("second")]
    agent, backend, activity = make_agent(tmp_path, steps)
    hub = extensions_of(agent).hub
    assert hub is not None and hub.watcher is not None
    wait_until(hub.watcher.armed.is_set, what="the watcher to arm")
    run(agent, "first")
    assert "shout" not in backend.calls[0]["tools"]

    write(
        tools_dir / "loud.py",
        USER_TOOLS.split("class CountArgs")[0]
        + '''
@tool
def shout(text: str) -> str:
    """Say it loudly."""
    return text.upper() + "!"
''',
    )
    write(tools_dir / "broken.py", "import nonexistent_module_xyz\n")
    wait_until(lambda: "shout" in hub.tools, what="watchfiles to load loud.py")
    result = run(agent, "shout hi")
    assert "shout" in backend.calls[1]["tools"]
    assert tool_messages(backend, 2)[0].content == "HI!"
    assert result.answer == "second"
    assert any(
        line.startswith("⚠ tool file · broken.py · ModuleNotFoundError: No module named")
        for line in activity.lines()
    )


def test_changed_and_deleted_tool_files_are_picked_up(tmp_path: Path, jarvis_home: Path) -> None:
    tools_dir = jarvis_home / "tools"
    path = write(
        tools_dir / "v.py",
        "from jarvis_voice.extensions import tool\n\n"
        "@tool\ndef version() -> str:\n    '''Which version.'''\n    return 'one'\n",
    )
    agent, backend, _ = make_agent(tmp_path, [say("a"), say("b")])
    hub = extensions_of(agent).hub
    assert hub is not None and hub.watcher is not None
    wait_until(hub.watcher.armed.is_set, what="the watcher to arm")
    # a broken edit keeps the last good version in use
    path.write_text("def version(:\n")
    broken = lambda: any("v.py" in str(e) for e in hub.events_since(0)[0])  # noqa: E731
    wait_until(broken, what="the broken edit")
    assert "version" in hub.tools
    path.unlink()
    wait_until(lambda: "version" not in hub.tools, what="the deletion")
    run(agent, "anything")
    assert "version" not in backend.calls[0]["tools"]


def test_watch_files_false_reads_only_at_start(
    tmp_path: Path, jarvis_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (jarvis_home / "tools").mkdir()
    monkeypatch.setenv("JARVIS_PLUGIN__WATCH_FILES", "false")
    agent, _, _ = make_agent(tmp_path, [])
    hub = extensions_of(agent).hub
    assert hub is not None and hub.watcher is None
