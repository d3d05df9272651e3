"""Approval rule files (A4, A8, A9): two layers, re-read on change, written atomically.

`~/.jarvis/approvals.yaml` is global and hand-edited; `~/.jarvis/approvals/<agent>.yaml` is
written by ALWAYS. A broken file is a `RulesFileError` naming file and line — never allow-all.
"""

from __future__ import annotations

import os
import re
import tempfile
import threading
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

import yaml
from filelock import FileLock
from pydantic import ValidationError

from jarvis_voice.errors import RulesFileError
from jarvis_voice.i18n import Msg
from jarvis_voice.paths import agent_rules_path, global_rules_path, jarvis_home
from jarvis_voice.policy.rules import BashRuleIndex, PathRuleIndex, Rule

_AGENT_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
_MAX_RULES_FILE_BYTES = 5 * 1024 * 1024
# Line separators YAML folds, surrogates (never in a valid Rule) and the byte-order mark.
_YAML_ESCAPE_ALWAYS = frozenset("\u2028\u2029\ufeff") | frozenset(map(chr, range(0xD800, 0xE000)))
# libyaml when present: reading a 10,000-rule file takes ~0.3 s instead of ~1.5 s.
_YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_HEADER = (
    "# jarvis-voice approval rules. Written when you choose ALWAYS; safe to edit by hand.\n"
    "# Remove a line (or run `jarvis rules revoke`) to make that command ask again.\n"
)


@dataclass
class RuleSet:
    """The rules of one file, indexed for fast matching (bash by tokens, paths by directory)."""

    path: Path
    rules: list[Rule] = field(default_factory=list)
    bash: BashRuleIndex = field(default_factory=lambda: BashRuleIndex([]))
    paths: dict[str, PathRuleIndex] = field(default_factory=dict)  # by tool
    by_tool: dict[str, list[Rule]] = field(default_factory=dict)

    @classmethod
    def build(cls, path: Path, rules: list[Rule]) -> RuleSet:
        by_tool: dict[str, list[Rule]] = defaultdict(list)
        numbered: dict[str, list[tuple[int, Rule]]] = defaultdict(list)
        for position, rule in enumerate(rules):
            by_tool[rule.tool].append(rule)
            if rule.tool != "bash":
                numbered[rule.tool].append((position, rule))
        paths = {tool: PathRuleIndex(entries) for tool, entries in numbered.items()}
        return cls(
            path=path, rules=rules, bash=BashRuleIndex(rules), paths=paths, by_tool=dict(by_tool)
        )


@dataclass(frozen=True)
class RulesUnreadable:
    """A rules file could not be read (A9): passed to `evaluate` as a value, which then asks."""

    detail: str  # the RulesFileError message: file, line, problem


def validate_agent_id(agent_id: str) -> str:
    """Agent ids become file names: refuse anything that could escape the approvals folder."""
    if not _AGENT_ID.match(agent_id):
        raise RulesFileError(Msg("error.rules.agent_id", agent=agent_id))
    return agent_id


def read_rules_file(path: Path) -> list[Rule]:
    """Parse one rules file. Missing file = no rules. Anything malformed raises RulesFileError."""
    try:
        if path.stat().st_size > _MAX_RULES_FILE_BYTES:
            raise RulesFileError(Msg("error.rules.too_big", path=path, most=_MAX_RULES_FILE_BYTES))
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return []
    except (OSError, UnicodeDecodeError) as exc:
        raise RulesFileError(Msg("error.rules.unreadable", path=path, detail=exc)) from exc
    try:
        data = yaml.load(text, Loader=_YAML_LOADER)  # a safe loader (no tags)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        if mark is None:
            raise RulesFileError(Msg("error.rules.yaml", path=path, problem=problem)) from exc
        line = mark.line + 1
        raise RulesFileError(
            Msg("error.rules.yaml_line", path=path, line=line, problem=problem)
        ) from exc
    if data is None:
        return []
    if not isinstance(data, dict) or not isinstance(data.get("rules", []), list):
        raise RulesFileError(Msg("error.rules.shape", path=path))
    rules: list[Rule] = []
    for index, entry in enumerate(data.get("rules") or [], start=1):
        try:
            rules.append(Rule.model_validate(entry))
        except ValidationError as exc:
            line = _line_of_entry(text, index)
            problems = "; ".join(
                f"{'.'.join(str(p) for p in e['loc']) or 'rule'}: {e['msg']}" for e in exc.errors()
            )
            raise RulesFileError(
                Msg("error.rules.rule", path=path, line=line, index=index, problems=problems)
            ) from exc
    return rules


def _line_of_entry(text: str, index: int) -> int:
    """Best-effort line number of the index-th list item (1-based) for error messages."""
    seen = 0
    for number, line in enumerate(text.splitlines(), start=1):
        if line.lstrip().startswith("- "):
            seen += 1
            if seen == index:
                return number
    return 1


def write_rules_file(path: Path, rules: list[Rule]) -> None:
    """Temp file + fsync + atomic replace: a crash leaves the old or the new file, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = [_HEADER, "rules:\n"]
    lines += [f"  - {_rule_line(rule)}\n" for rule in rules]
    if not rules:
        lines[-1] = "rules: []\n"
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write("".join(lines))
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    dir_fd = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)


def _rule_line(rule: Rule) -> str:
    """`{tool: "bash", pattern: "git log"}`; `exact` and `cwd` (A12) only when set, so files
    without them read exactly as before."""
    fields = [f"tool: {_yaml_string(rule.tool)}", f"pattern: {_yaml_string(rule.pattern)}"]
    if rule.exact:
        fields.append("exact: true")
    if rule.cwd is not None:
        fields.append(f"cwd: {_yaml_string(rule.cwd)}")
    return "{" + ", ".join(fields) + "}"


def _yaml_string(text: str) -> str:
    """A YAML double-quoted scalar that reads back as exactly `text`.

    Readable characters stay as they are (Korean, emoji, `#`, `:`; quotes escaped); everything
    YAML would fold (NEL, U+2028) or refuse to read (DEL, C1 controls) becomes an escape —
    written raw it would change the rule or make the whole file unreadable.
    """
    out = ['"']
    for ch in text:
        code = ord(ch)
        if ch in '"\\':
            out.append("\\" + ch)
        elif _yaml_readable(code) and ch not in _YAML_ESCAPE_ALWAYS:
            out.append(ch)
        else:
            out.append(f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}")
    out.append('"')
    return "".join(out)


def _yaml_readable(code: int) -> bool:
    return 0x20 <= code <= 0x7E or 0xA0 <= code <= 0xFFFD or code >= 0x10000


class RuleBook:
    """Both rule layers for every agent; each file is re-read when its mtime/size changes (A8)."""

    def __init__(self, home: Path | None = None) -> None:
        self.home = home or jarvis_home()
        self._cache: dict[Path, tuple[tuple[int, int, int] | None, RuleSet]] = {}
        self._lock = threading.Lock()

    def global_path(self) -> Path:
        return global_rules_path(self.home)

    def agent_path(self, agent_id: str) -> Path:
        return agent_rules_path(validate_agent_id(agent_id), self.home)

    def load(self, path: Path) -> RuleSet:
        stamp = _stamp(path)
        with self._lock:
            cached = self._cache.get(path)
            if cached is not None and cached[0] == stamp:
                return cached[1]
        ruleset = RuleSet.build(path, read_rules_file(path))
        with self._lock:
            self._cache[path] = (stamp, ruleset)
        return ruleset

    def layers(self, agent_id: str) -> list[RuleSet]:
        """Global first, then the agent's own file. Raises RulesFileError if either is broken."""
        return [self.load(self.global_path()), self.load(self.agent_path(agent_id))]

    def layers_or_error(self, agent_id: str) -> list[RuleSet] | RulesUnreadable:
        """`layers`, with a broken file (or a bad agent id) as a value instead of an exception."""
        try:
            return self.layers(agent_id)
        except RulesFileError as exc:
            return RulesUnreadable(str(exc))

    def add_agent_rule(self, agent_id: str, rule: Rule) -> bool:
        """ALWAYS (A4): append to the agent file unless a layer has it already. True if written."""
        path = self.agent_path(agent_id)
        with _file_lock(path):
            if any(rule in layer.rules for layer in self.layers(agent_id)):
                return False
            current = read_rules_file(path)
            write_rules_file(path, [*current, rule])
        return True

    def revoke(self, path: Path, rule: Rule) -> bool:
        """Remove a rule from one file (A8). True if it was there."""
        with _file_lock(path):
            current = read_rules_file(path)
            remaining = [r for r in current if r != rule]
            if len(remaining) == len(current):
                return False
            write_rules_file(path, remaining)
        return True


def _stamp(path: Path) -> tuple[int, int, int] | None:
    try:
        st = path.stat()
    except FileNotFoundError:
        return None
    return (st.st_mtime_ns, st.st_size, st.st_ino)


def _file_lock(path: Path) -> FileLock:
    path.parent.mkdir(parents=True, exist_ok=True)
    return FileLock(str(path) + ".lock", timeout=10)
