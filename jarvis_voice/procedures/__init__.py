"""Procedure learning (SPEC P) and failure reflection (SPEC R).

Module map:
- db, episodes, patterns — the SQLite memory: turn episodes, marks, task patterns
- fileformat, store — procedure files (markdown + YAML frontmatter), atomic writes, archive
- distill, learner — successes → one file per (agent, task type), approve/reject
- converge — legacy per-generation files → one per task type
- guard, reflection — reflector schema, `update_guard`, failure reflection
- segments, commands — `/procedures learn` and the `/procedures` command text
- tools, memory_tools — `procedure_<name>` tools, `recall_episodes`, `remember_task_pattern`
- idle, runtime — background consolidation; `procedures_contribution(parts)`
"""

from jarvis_voice.procedures.runtime import (
    ProcedureRuntime,
    build_learner,
    procedures_contribution,
    runtime_of,
    start_idle_consolidation,
)

__all__ = [
    "ProcedureRuntime",
    "build_learner",
    "procedures_contribution",
    "runtime_of",
    "start_idle_consolidation",
]
