"""`jarvis start` (what `make run` runs) as a real process: the web page always, voice only when a
microphone and a speaker exist, one clear line for what is off, Ctrl+C ends it with exit 0.

The model is the scripted backend; the audio devices are none at all (no PulseAudio visible: a
fresh XDG_RUNTIME_DIR and no PULSE_SERVER) or PulseAudio null sinks (tests/virtual_audio.py).
"""

from __future__ import annotations

import html
import json
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import virtual_audio

from support import scripted_jarvis_env
from web_support import WsClient

PAGE_CONFIG = re.compile(r'data-config="([^"]*)"')
NO_DEVICE = "voice is off because no audio device was found"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def jarvis_env(
    base: dict[str, str], home: Path, workdir: Path, script: list[Any]
) -> dict[str, str]:
    script_path = workdir / "script.json"
    script_path.write_text(json.dumps(script))
    return scripted_jarvis_env(base, home, script_path, JARVIS_TOOLS__WORKDIR=str(workdir))


def without_audio(runtime: Path) -> dict[str, str]:
    """This process's environment with no PulseAudio to find: no server, a fresh runtime dir."""
    runtime.mkdir(exist_ok=True)
    env = {k: v for k, v in os.environ.items() if k not in ("PULSE_SERVER", "DISPLAY")}
    env["XDG_RUNTIME_DIR"] = str(runtime)
    return env


class Started:
    """`jarvis start --port PORT` as a process; its output (stdout + stderr) read as it comes."""

    def __init__(self, env: dict[str, str], port: int) -> None:
        self.port = port
        self.url = f"http://127.0.0.1:{port}/"
        self.process = subprocess.Popen(
            [sys.executable, "-u", "-m", "jarvis_voice.cli.main", "start", "--port", str(port)],
            env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        )  # fmt: skip
        self.lines: list[str] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.append(line.rstrip("\n"))

    @property
    def output(self) -> str:
        return "\n".join(self.lines)

    def wait_for(self, text: str, timeout: float) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for line in list(self.lines):
                if text in line:
                    return line
            if self.process.poll() is not None and not self._reader.is_alive():
                break
            time.sleep(0.05)
        raise AssertionError(f"never printed {text!r}:\n{self.output}")

    def interrupt(self, timeout: float = 30) -> int:
        """Ctrl+C: SIGINT, as the terminal sends it; the exit code."""
        self.process.send_signal(signal.SIGINT)
        code = self.process.wait(timeout)
        self._reader.join(5)
        return code

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(10)


@pytest.fixture
def started() -> Iterator[list[Started]]:
    """Every `jarvis start` a test began is killed at the end, whatever happened."""
    runs: list[Started] = []
    yield runs
    for run in runs:
        run.kill()


def page_answers(url: str) -> dict[str, Any]:
    """GET / on loopback: the page, with its config (session and token) embedded."""
    response = httpx.get(url, timeout=10)
    assert response.status_code == 200
    assert "🎙" in response.text or "mic" in response.text.lower()
    match = PAGE_CONFIG.search(response.text)
    assert match is not None
    config: dict[str, Any] = json.loads(html.unescape(match.group(1)))
    return config


def test_without_audio_devices_the_page_is_served_and_ctrl_c_stops_cleanly(
    tmp_path: Path, jarvis_home: Path, started: list[Started]
) -> None:
    port = free_port()
    env = jarvis_env(
        without_audio(tmp_path / "run"), jarvis_home, tmp_path, [{"text": "Hi there."}]
    )
    jarvis = Started(env, port)
    started.append(jarvis)
    jarvis.wait_for(jarvis.url, 60)
    off = [line for line in jarvis.lines if NO_DEVICE in line]
    assert len(off) == 1, jarvis.output
    assert f"talk in the browser at {jarvis.url}" in off[0]
    assert "jarvis voice run --audio-in" in off[0] and "`jarvis chat`" in off[0]
    assert "voice is on" not in jarvis.output

    config = page_answers(jarvis.url)
    ws_url = f"ws://127.0.0.1:{port}/ws?session=default&token={config['token']}"
    client = WsClient(ws_url, origin=f"http://127.0.0.1:{port}", timeout=30)
    try:
        client.send({"type": "user_message", "text": "hello"})
        assert client.expect("assistant_message")["text"] == "Hi there."
    finally:
        client.close()

    assert jarvis.interrupt() == 0, jarvis.output
    assert "Traceback" not in jarvis.output
    assert "jarvis stopped." in jarvis.output


@pytest.mark.parametrize("command", [["start"], ["serve"], ["voice", "run", "--hands-free"]])
def test_a_busy_port_is_one_line(tmp_path: Path, jarvis_home: Path, command: list[str]) -> None:
    """Every command that serves the page takes its port first: nothing loads, one line."""
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        env = jarvis_env(without_audio(tmp_path / "run"), jarvis_home, tmp_path, [])
        proc = subprocess.run(
            [sys.executable, "-m", "jarvis_voice.cli.main", *command, "--port", str(port)],
            env=env, capture_output=True, text=True, timeout=60,
        )  # fmt: skip
    assert proc.returncode == 2
    assert proc.stdout == ""  # nothing was started before the port was known to be free
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith(f"jarvis: error: port {port} is already in use")
    assert "--port" in lines[0]


# --------------------------------------------------------------------------- with audio devices


@pytest.fixture
def audio(tmp_path: Path) -> Iterator[virtual_audio.VirtualAudio]:
    if not virtual_audio.available():
        pytest.skip("needs pulseaudio + pulseaudio-utils")
    runtime = tmp_path / "pulse"
    runtime.mkdir()
    with virtual_audio.virtual_audio(runtime) as devices:
        yield devices


def voice_env(audio: virtual_audio.VirtualAudio, home: Path, workdir: Path) -> dict[str, str]:
    env = jarvis_env(audio.env, home, workdir, [{"text": "Hi there."}])
    env.pop("DISPLAY", None)
    env.update(
        JARVIS_VOICE__CLASSIFIER="keywords",
        JARVIS_VOICE__STT_MODEL="tiny.en",
        JARVIS_VOICE__LANGUAGE="en",
    )
    return env


@pytest.mark.slow
def test_with_audio_devices_voice_is_started_beside_the_page(
    audio: virtual_audio.VirtualAudio, tmp_path: Path, jarvis_home: Path, started: list[Started]
) -> None:
    env = voice_env(audio, jarvis_home, tmp_path)
    env["JARVIS_VOICE__MODE"] = "hands-free"  # no display here for a push-to-talk hotkey
    jarvis = Started(env, free_port())
    started.append(jarvis)
    assert "hands-free" in jarvis.wait_for("jarvis: voice is on", 60)
    jarvis.wait_for("jarvis is listening.", 120)
    assert NO_DEVICE not in jarvis.output
    page_answers(jarvis.url)
    assert jarvis.interrupt() == 0, jarvis.output
    assert "Traceback" not in jarvis.output
    assert "voice is off" not in jarvis.output


@pytest.mark.slow
def test_without_a_hotkey_voice_turns_off_and_the_page_stays(
    audio: virtual_audio.VirtualAudio, tmp_path: Path, jarvis_home: Path, started: list[Started]
) -> None:
    """Push-to-talk (the default) on a machine without a display: one line, the page carries on."""
    jarvis = Started(voice_env(audio, jarvis_home, tmp_path), free_port())
    started.append(jarvis)
    assert "push-to-talk" in jarvis.wait_for("jarvis: voice is on", 60)
    off = jarvis.wait_for("jarvis: voice is off:", 120)
    assert "hotkey" in off and f"talk in the browser at {jarvis.url}" in off
    page_answers(jarvis.url)
    assert jarvis.process.poll() is None
    assert jarvis.interrupt() == 0, jarvis.output
    assert "Traceback" not in jarvis.output
