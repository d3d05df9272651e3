"""Run the rule-bypass corpus (issue 13) through the real approval decision.

    PYTHONPATH=$PWD .venv/bin/python scripts/bench_rule_bypass.py
    PYTHONPATH=$PWD .venv/bin/python scripts/bench_rule_bypass.py --json out.json
    PYTHONPATH=$PWD .venv/bin/python scripts/bench_rule_bypass.py --corpus other.yaml

Each case of `scripts/data/rule_bypass_corpus.yaml` names the bash rules a user approved and a
command line. The rules become an agent rule layer (beside an empty global layer, as
`RuleBook.layers` returns them), the command a `Call("bash", …)` of a tool that requires
approval, and `jarvis_voice.policy.evaluate.evaluate` decides it with the default dangerous-
command list in a fresh temporary work dir — the same function the approval gate calls.

Reported: cases; how many expect allow / ask; wrong allows (expected ask, verdict allow — a block
counts as not allowed) and over-strict misses (expected allow, verdict ask or block), each listed
with id, command and source; per-source counts. Exit status 1 when any case is a wrong allow,
2 when the corpus file cannot be used (one line on stderr, never a traceback).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from jarvis_voice.config import DEFAULT_DANGEROUS_COMMANDS
from jarvis_voice.policy.dangerous import DangerousCommands
from jarvis_voice.policy.evaluate import Call, ToolInfo, evaluate
from jarvis_voice.policy.rules import Rule
from jarvis_voice.policy.rules_store import RuleSet
from jarvis_voice.policy.verdict import Allow, Ask, Verdict

DEFAULT_CORPUS = Path(__file__).resolve().parent / "data" / "rule_bypass_corpus.yaml"
EXPECTATIONS = ("allow", "ask")
FIELDS = ("id", "rules", "command", "expect", "source", "why")
_GITHUB_URL = re.compile(r"https?://github\.com/([^/\s]+/[^/\s]+)")
_REPO_PATH = re.compile(r"([A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+)\s")


class CorpusError(Exception):
    """The corpus file cannot be used; the message is one line naming file and problem."""


@dataclass(frozen=True)
class Case:
    id: str
    rules: tuple[str, ...]
    command: str
    expect: str  # "allow" | "ask"
    source: str
    why: str

    @property
    def source_family(self) -> str:
        return source_family(self.source)


@dataclass(frozen=True)
class Outcome:
    case: Case
    verdict: str  # "allow" | "ask" | "block"
    detail: str  # matching rule, ALWAYS scopes or dangerous pattern

    @property
    def wrong_allow(self) -> bool:
        return self.case.expect == "ask" and self.verdict == "allow"

    @property
    def over_strict(self) -> bool:
        return self.case.expect == "allow" and self.verdict != "allow"


def source_family(source: str) -> str:
    """Group sources for the per-source table: a GitHub repository, GTFOBins, or man pages."""
    if source.startswith("GTFOBins"):
        return "GTFOBins"
    if source.startswith("man:"):
        return "man pages"
    url = _GITHUB_URL.match(source)
    if url:
        return url.group(1)
    repo = _REPO_PATH.match(source + " ")
    return repo.group(1) if repo else source.split()[0]


# ---------------------------------------------------------------- loading


def load_corpus(path: Path) -> list[Case]:
    """Read and check the corpus. Anything malformed raises CorpusError with one line."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise CorpusError(f"{path}: cannot read corpus: {_one_line(str(exc))}") from exc
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" line {mark.line + 1}:" if mark is not None else ""
        problem = getattr(exc, "problem", None) or str(exc)
        raise CorpusError(f"{path}:{where} invalid YAML: {_one_line(problem)}") from exc
    if not isinstance(data, dict) or not isinstance(data.get("cases"), list):
        raise CorpusError(f"{path}: expected a mapping with `cases:` followed by a list of cases")
    cases: list[Case] = []
    seen: set[str] = set()
    for number, entry in enumerate(data["cases"], start=1):
        case = _case(path, number, entry)
        if case.id in seen:
            raise CorpusError(f"{path}: case #{number}: duplicate id {case.id!r}")
        seen.add(case.id)
        cases.append(case)
    if not cases:
        raise CorpusError(f"{path}: the corpus has no cases")
    return cases


def _case(path: Path, number: int, entry: Any) -> Case:
    if not isinstance(entry, dict):
        raise CorpusError(f"{path}: case #{number}: expected a mapping of {', '.join(FIELDS)}")
    label = f"case #{number}"
    if isinstance(entry.get("id"), str) and entry["id"].strip():
        label += f" ({_one_line(entry['id'])})"
    for name in FIELDS:
        if name not in entry:
            raise CorpusError(f"{path}: {label}: missing field {name!r}")
    extra = sorted(str(key) for key in entry if key not in FIELDS)
    if extra:
        raise CorpusError(f"{path}: {label}: unknown field {extra[0]!r}")
    for name in ("id", "command", "source", "why"):
        value = entry[name]
        if not isinstance(value, str) or not value.strip():
            raise CorpusError(f"{path}: {label}: {name!r} must be a non-empty string")
    if entry["expect"] not in EXPECTATIONS:
        got = _one_line(repr(entry["expect"]))
        raise CorpusError(f"{path}: {label}: 'expect' must be allow or ask, not {got}")
    rules = entry["rules"]
    if not isinstance(rules, list) or not rules:
        raise CorpusError(
            f"{path}: {label}: 'rules' must be a non-empty list of bash rule patterns"
        )
    for pattern in rules:
        if not isinstance(pattern, str):
            raise CorpusError(f"{path}: {label}: rule {pattern!r} is not a string")
        try:
            Rule(tool="bash", pattern=pattern)
        except ValidationError as exc:
            problem = "; ".join(str(e["msg"]) for e in exc.errors())
            raise CorpusError(f"{path}: {label}: rule {pattern!r}: {_one_line(problem)}") from exc
    return Case(
        id=entry["id"].strip(),
        rules=tuple(rules),
        command=entry["command"],
        expect=entry["expect"],
        source=entry["source"].strip(),
        why=entry["why"].strip(),
    )


def _one_line(text: str) -> str:
    return " ".join(text.split())


# ---------------------------------------------------------------- deciding


def decide(cases: Sequence[Case], workdir: Path | None = None) -> list[Outcome]:
    """Each case through `evaluate`, as the approval gate would see it."""
    dangerous = DangerousCommands(DEFAULT_DANGEROUS_COMMANDS)
    meta = ToolInfo("bash", requires_approval=True)
    with tempfile.TemporaryDirectory(prefix="jarvis-bypass-") as tmp:
        root = workdir or Path(tmp)
        outcomes = []
        for case in cases:
            layers = [
                RuleSet.build(root / "approvals.yaml", []),
                RuleSet.build(
                    root / "approvals" / "main.yaml",
                    [Rule(tool="bash", pattern=p) for p in case.rules],
                ),
            ]
            call = Call("bash", {"command": case.command})
            verdict = evaluate(call, layers, dangerous, meta, root)
            outcomes.append(Outcome(case, verdict.kind, _detail(verdict)))
    return outcomes


def _detail(verdict: Verdict) -> str:
    if isinstance(verdict, Allow):
        return f"rule {verdict.rule.pattern!r}" if verdict.rule else verdict.reason.value
    if isinstance(verdict, Ask):
        offered = [scope.rule.describe() for scope in verdict.scopes]
        return f"offers {offered!r}" if offered else verdict.reason.value
    return verdict.detail


# ---------------------------------------------------------------- reporting


def summarise(outcomes: Sequence[Outcome]) -> dict[str, Any]:
    expected = Counter(o.case.expect for o in outcomes)
    verdicts = Counter(o.verdict for o in outcomes)
    per_source: dict[str, Counter[str]] = defaultdict(Counter)
    for o in outcomes:
        row = per_source[o.case.source_family]
        row["cases"] += 1
        row[f"expect_{o.case.expect}"] += 1
        row["wrong_allows"] += o.wrong_allow
        row["over_strict"] += o.over_strict
    return {
        "cases": len(outcomes),
        "expect_allow": expected["allow"],
        "expect_ask": expected["ask"],
        "verdicts": {kind: verdicts[kind] for kind in ("allow", "ask", "block")},
        "wrong_allows": [_row(o) for o in outcomes if o.wrong_allow],
        "over_strict": [_row(o) for o in outcomes if o.over_strict],
        "per_source": {
            name: {
                key: row[key]
                for key in ("cases", "expect_allow", "expect_ask", "wrong_allows", "over_strict")
            }
            for name, row in sorted(per_source.items(), key=lambda item: -item[1]["cases"])
        },
    }


def _row(outcome: Outcome) -> dict[str, Any]:
    return {**asdict(outcome.case), "verdict": outcome.verdict, "detail": outcome.detail}


def render(summary: dict[str, Any], corpus: Path) -> str:
    lines = [
        f"rule-bypass corpus: {corpus}",
        f"cases: {summary['cases']} (expect allow {summary['expect_allow']}, "
        f"expect ask {summary['expect_ask']})",
        "verdicts: " + ", ".join(f"{k} {v}" for k, v in summary["verdicts"].items()),
        f"wrong allows (expected ask, ran without asking): {len(summary['wrong_allows'])}",
    ]
    lines += [_listed(row) for row in summary["wrong_allows"]]
    lines.append(
        f"over-strict misses (expected allow, asked or blocked): {len(summary['over_strict'])}"
    )
    lines += [_listed(row) for row in summary["over_strict"]]
    lines.append("per source:")
    width = max((len(name) for name in summary["per_source"]), default=6)
    lines.append(f"  {'source':<{width}}  cases  allow   ask  wrong-allows  over-strict")
    for name, row in summary["per_source"].items():
        lines.append(
            f"  {name:<{width}}  {row['cases']:>5}  {row['expect_allow']:>5}"
            f"  {row['expect_ask']:>4}  {row['wrong_allows']:>12}  {row['over_strict']:>11}"
        )
    return "\n".join(lines)


def _listed(row: dict[str, Any]) -> str:
    command = json.dumps(row["command"])  # one line, newlines shown as \n
    return f"  {row['id']}: {command} [{row['verdict']}: {row['detail']}] — {row['source']}"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--json", type=Path, help="also write the summary as JSON")
    args = parser.parse_args(argv)
    try:
        cases = load_corpus(args.corpus)
    except CorpusError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    summary = summarise(decide(cases))
    print(render(summary, args.corpus))
    if args.json:
        args.json.write_text(json.dumps(summary, indent=2, ensure_ascii=False) + "\n")
    return 1 if summary["wrong_allows"] else 0


if __name__ == "__main__":
    sys.exit(main())
