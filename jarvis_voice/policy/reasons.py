"""Why a tool call may run, must ask, or may not: one vocabulary for every step (T2).

`evaluate` uses the first six; the approval gate adds what the human (or the clock) said.
The values are stable strings: `jarvis rules check` prints them and ACTIVITY is built on them.
"""

from __future__ import annotations

from enum import StrEnum


class Reason(StrEnum):
    # decided by the policy alone (evaluate)
    NO_APPROVAL_NEEDED = "no_approval_needed"
    RULE_MATCHED = "rule_matched"
    NO_RULE_MATCHED = "no_rule_matched"
    RULES_FILE_ERROR = "rules_file_error"
    DANGEROUS_COMMAND = "dangerous_command"
    # decided by asking (the approval gate)
    HUMAN_ALLOW = "human_allow"
    HUMAN_ALWAYS = "human_always"
    HUMAN_DENY = "human_deny"
    VOICE_DENY = "voice_deny"
    TIMEOUT = "timeout"
    NO_CONNECTION = "no_connection"
