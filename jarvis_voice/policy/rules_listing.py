"""The rules that apply to an agent, layer by layer (A8): `jarvis rules list` and the web UI."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from jarvis_voice.errors import RulesFileError
from jarvis_voice.policy.rules import Rule
from jarvis_voice.policy.rules_store import RuleBook, read_rules_file

GLOBAL_LAYER = "global"


@dataclass(frozen=True)
class ListedRule:
    layer: str  # "global" or the agent id
    file: Path
    tool: str
    pattern: str
    exact: bool = False
    cwd: str | None = None

    @property
    def rule(self) -> Rule:
        return Rule(tool=self.tool, pattern=self.pattern, exact=self.exact, cwd=self.cwd)


@dataclass(frozen=True)
class RulesListing:
    layers: list[tuple[str, Path]]  # (layer name, file) in matching order, global first
    rules: list[ListedRule] = field(default_factory=list)
    error: str | None = None  # a broken file: the rules before it are listed, none after
    problem: RulesFileError | None = None  # the same, to be shown in the reader's language


def list_rules(book: RuleBook, agent_id: str) -> RulesListing:
    """Every rule from the files as they are now (no cache), or as many as could be read."""
    layers = [(GLOBAL_LAYER, book.global_path())]
    rules: list[ListedRule] = []
    try:
        layers.append((agent_id, book.agent_path(agent_id)))
        for name, path in layers:
            rules += [
                ListedRule(name, path, r.tool, r.pattern, r.exact, r.cwd)
                for r in read_rules_file(path)
            ]
    except RulesFileError as exc:
        return RulesListing(layers, rules, str(exc), exc)
    return RulesListing(layers, rules)
