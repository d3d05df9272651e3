"""Issue 13: the rule-bypass corpus (scripts/data/rule_bypass_corpus.yaml) through the real
`evaluate`, via the benchmark's own loader — no approved rule may let an expected-ask command
run (wrong allow), and the loader refuses a broken corpus with one clear line."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

SCRIPTS = Path(__file__).resolve().parents[1] / "scripts"
sys.path.insert(0, str(SCRIPTS))

import bench_rule_bypass as bench  # noqa: E402

# Expected-allow cases the matcher still asks about, on purpose. sed, awk, env and ssh run
# commands from their arguments (`sed e`, `awk 'BEGIN{system(…)}'`, `env sh`, `ssh host CMD`):
# they are COMMAND_RUNNERS and never match a rule. `AWS_PROFILE=dev aws …` sets a variable,
# which no rule covers. The set may shrink (tables that let `sed -n 1,5p` match), never grow: a
# new entry means a change made a safe, approved command ask — fix the change, or argue the
# case's expectation.
KNOWN_OVER_STRICT = frozenset(
    {
        "cx-sed-n-range",
        "cx-sed-n-range-quoted",
        "cx-ep-sed-print",
        "cx-ep-sed-e-print",
        "cc-55313-sed-fallback",
        "gtfo-sed-read",
        "gtfo-sed-n-rule-ok",
        "gtfo-awk-read",
        "gtfo-awk-F",
        "gtfo-env-print",
        "gtfo-env-grep",
        "gtfo-ssh-exact",
        "cc-49350-aws-profile",
    }
)


@pytest.fixture(scope="module")
def outcomes() -> list[bench.Outcome]:
    return bench.decide(bench.load_corpus(bench.DEFAULT_CORPUS))


def test_corpus_is_large_and_two_sided(outcomes: list[bench.Outcome]) -> None:
    cases = [o.case for o in outcomes]
    assert len(cases) >= 200
    assert {c.expect for c in cases} == {"allow", "ask"}
    families = {c.source_family for c in cases}
    assert {"openai/codex", "google-gemini/gemini-cli", "anthropics/claude-code", "GTFOBins"} <= (
        families
    )


def test_no_wrong_allows(outcomes: list[bench.Outcome]) -> None:
    wrong = [f"{o.case.id}: {o.case.command!r}" for o in outcomes if o.wrong_allow]
    assert wrong == []


def test_over_strict_misses_do_not_grow(outcomes: list[bench.Outcome]) -> None:
    new = sorted(
        o.case.id for o in outcomes if o.over_strict and o.case.id not in KNOWN_OVER_STRICT
    )
    assert new == []


def test_known_over_strict_cases_are_still_over_strict(outcomes: list[bench.Outcome]) -> None:
    """A case that now runs leaves the list (the list only shrinks)."""
    over_strict = {o.case.id for o in outcomes if o.over_strict}
    assert sorted(KNOWN_OVER_STRICT - over_strict) == []


def test_brief_examples_decide_as_issue_13_lists_them(outcomes: list[bench.Outcome]) -> None:
    """The safe forms the issue names must run; the smuggled forms it names must not."""
    by_id = {o.case.id: o for o in outcomes}
    for case_id in ("rg-n-src", "git-log-oneline-5", "sort-data", "gtfo-tar-list", "git-branch-v",
                    "ls-la", "cat-readme", "head-n5", "grep-rn-src", "cx-ro-diff-stat", "wc-l",
                    "jq-name", "cc-17321-du", "cc-17321-df"):  # fmt: skip
        assert by_id[case_id].verdict == "allow", case_id
    for case_id in ("cc-4956-brief-semi", "cx-bash-double-sep", "gm-echo-cmdsub-rm",
                    "heredoc-unquoted-cmdsub", "cc-66176-env-pager"):  # fmt: skip
        assert by_id[case_id].verdict != "allow", case_id


# ---------------------------------------------------------------- the loader's errors

GOOD = """\
cases:
  - id: one
    rules: [ls]
    command: ls -la
    expect: allow
    source: GTFOBins ls
    why: a listing
"""


def load_error(tmp_path: Path, text: str) -> str:
    path = tmp_path / "corpus.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(bench.CorpusError) as info:
        bench.load_corpus(path)
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith(str(path))
    return message


def test_good_corpus_loads(tmp_path: Path) -> None:
    path = tmp_path / "corpus.yaml"
    path.write_text(GOOD, encoding="utf-8")
    [case] = bench.load_corpus(path)
    assert (case.id, case.rules, case.expect) == ("one", ("ls",), "allow")


def test_malformed_yaml_names_the_line(tmp_path: Path) -> None:
    message = load_error(tmp_path, GOOD + "  - id: [unclosed\n")
    assert "invalid YAML" in message and "line 9" in message


def test_missing_field_is_named(tmp_path: Path) -> None:
    message = load_error(tmp_path, GOOD.replace("    why: a listing\n", ""))
    assert message.endswith("case #1 (one): missing field 'why'")


def test_bad_expect_is_named(tmp_path: Path) -> None:
    message = load_error(tmp_path, GOOD.replace("expect: allow", "expect: deny"))
    assert message.endswith("case #1 (one): 'expect' must be allow or ask, not 'deny'")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("- just a list\n", "expected a mapping with `cases:`"),
        ("cases: []\n", "the corpus has no cases"),
        (GOOD + GOOD.removeprefix("cases:\n"), "case #2: duplicate id 'one'"),
        (GOOD.replace("rules: [ls]", "rules: []"), "'rules' must be a non-empty list"),
        (GOOD.replace("rules: [ls]", 'rules: ["git \'log"]'), "pattern is not valid shell words"),
        (GOOD.replace("why: a listing", "why: a listing\n    verdict: allow"), "unknown field"),
        (GOOD.replace("command: ls -la", "command: ''"), "'command' must be a non-empty string"),
    ],
)
def test_other_corpus_errors(tmp_path: Path, text: str, expected: str) -> None:
    assert expected in load_error(tmp_path, text)


def test_cli_prints_one_line_and_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "corpus.yaml"
    path.write_text(GOOD.replace("expect: allow", "expect: maybe"), encoding="utf-8")
    assert bench.main(["--corpus", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and "Traceback" not in captured.err
    assert "'expect' must be allow or ask" in captured.err


def test_cli_reports_and_fails_on_a_wrong_allow(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    corpus = tmp_path / "corpus.yaml"
    corpus.write_text(
        GOOD + "  - id: smuggle\n    rules: [rg]\n    command: rg --pre sh x\n    expect: ask\n"
        "    source: openai/codex x.rs\n    why: runs sh\n",
        encoding="utf-8",
    )
    out = tmp_path / "out.json"
    status = bench.main(["--corpus", str(corpus), "--json", str(out)])
    printed = capsys.readouterr().out
    summary = json.loads(out.read_text())
    assert (summary["cases"], summary["expect_allow"], summary["expect_ask"]) == (2, 1, 1)
    wrong = summary["wrong_allows"]
    assert [row["id"] for row in wrong] == (["smuggle"] if status == 1 else [])
    assert "wrong allows (expected ask, ran without asking):" in printed
    assert summary["per_source"]["openai/codex"]["cases"] == 1
