"""Task patterns (R2, B): an agent's approved ways of working, with when they apply.

They come from two places: the user teaching one (`remember_task_pattern`), and an approved
`pattern-<name>` draft of the reflector. `best_matches` finds the ones whose keywords occur in a
request.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass

from jarvis_voice.procedures.db import Database


@dataclass(frozen=True)
class TaskPattern:
    agent: str
    name: str
    when: str
    content: str
    keywords: tuple[str, ...]
    source: str


class TaskPatternStore:
    def __init__(self, db: Database | None = None) -> None:
        self.db = db or Database()

    def save(self, pattern: TaskPattern) -> bool:
        """Insert or replace by (agent, name); True when it was new."""
        with self.db.connect() as conn:
            existed = conn.execute(
                "SELECT 1 FROM task_patterns WHERE agent = ? AND name = ?",
                (pattern.agent, pattern.name),
            ).fetchone()
            conn.execute(
                "INSERT INTO task_patterns (agent, name, when_text, content, keywords, source,"
                " created_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (agent, name) DO UPDATE"
                " SET when_text = excluded.when_text, content = excluded.content,"
                " keywords = excluded.keywords, source = excluded.source",
                (
                    pattern.agent,
                    pattern.name,
                    pattern.when,
                    pattern.content,
                    json.dumps(list(pattern.keywords), ensure_ascii=False),
                    pattern.source,
                    time.time(),
                ),
            )
        return existed is None

    def of(self, agent: str) -> list[TaskPattern]:
        with self.db.connect() as conn:
            rows = conn.execute(
                "SELECT * FROM task_patterns WHERE agent = ? ORDER BY id", (agent,)
            ).fetchall()
        return [
            TaskPattern(
                agent=str(r["agent"]),
                name=str(r["name"]),
                when=str(r["when_text"]),
                content=str(r["content"]),
                keywords=tuple(json.loads(r["keywords"] or "[]")),
                source=str(r["source"]),
            )
            for r in rows
        ]

    def best_matches(self, agent: str, text: str, limit: int = 3) -> list[TaskPattern]:
        """Patterns with the most keywords found in `text` (case-insensitive), at least one."""
        lowered = text.casefold()
        scored = [
            (sum(1 for k in p.keywords if k.strip() and k.casefold() in lowered), i, p)
            for i, p in enumerate(self.of(agent))
        ]
        ranked = sorted((s for s in scored if s[0] > 0), key=lambda s: (-s[0], s[1]))
        return [p for _, _, p in ranked[:limit]]
