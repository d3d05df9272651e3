"""What `evaluate` says about a tool call before anyone is asked: allow, ask or block."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from jarvis_voice.policy.reasons import Reason
from jarvis_voice.policy.rules import Rule
from jarvis_voice.policy.scopes import Scope

Kind = Literal["allow", "ask", "block"]


@dataclass(frozen=True)
class Allow:
    """Runs without asking: no approval needed, or a rule allows it."""

    kind: ClassVar[Kind] = "allow"
    reason: Reason  # NO_APPROVAL_NEEDED | RULE_MATCHED
    rule: Rule | None = None  # the matching rule (RULE_MATCHED)


@dataclass(frozen=True)
class Ask:
    """A human must decide."""

    kind: ClassVar[Kind] = "ask"
    reason: Reason  # NO_RULE_MATCHED | RULES_FILE_ERROR
    scopes: tuple[Scope, ...] = ()  # A12: what ALWAYS may remember, narrowest first; () hides it
    detail: str = ""  # e.g. the rules-file problem


@dataclass(frozen=True)
class Block:
    """Refused without asking, whatever the rules say (A6)."""

    kind: ClassVar[Kind] = "block"
    reason: Reason  # DANGEROUS_COMMAND
    detail: str = ""  # which dangerous pattern matched


Verdict = Allow | Ask | Block
