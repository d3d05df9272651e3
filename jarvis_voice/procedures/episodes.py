"""Turn episodes (P1, R4): what each turn asked, answered and called, per agent, in SQLite.

The full request is kept (the original cut it at 1,000 chars, which hid the format instructions
at the end of long requests from the reflector). Tool arguments are clipped to 200 chars per
value: enough to replay a step, small enough that a pasted file does not bloat the database.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from jarvis_voice.procedures.db import Database
from jarvis_voice.text import clip

if TYPE_CHECKING:
    from jarvis_voice.agent.loop import TurnResult

ARG_VALUE_MAX = 200
ERROR_MAX = 300


@dataclass(frozen=True)
class CallRecord:
    name: str
    args: dict[str, Any]
    ok: bool
    error: str = ""

    def as_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "args": self.args, "ok": self.ok}
        if self.error:
            data["error"] = self.error
        return data


@dataclass(frozen=True)
class Episode:
    id: int
    agent: str
    session: str
    created_at: float
    request: str
    answer: str
    task_type: str | None
    calls: tuple[CallRecord, ...]
    failed: bool
    refused: bool
    overflow: bool
    ended_by: str
    expected: str | None = None
    reflection: str | None = None
    reflection_batch: str | None = None

    @property
    def successful_calls(self) -> list[CallRecord]:
        return [c for c in self.calls if c.ok]


def clip_args(arguments: dict[str, Any] | str) -> dict[str, Any]:
    """Each value at most 200 chars (non-strings are clipped in their JSON form)."""
    if isinstance(arguments, str):
        return {"_raw": clip(arguments, ARG_VALUE_MAX, flatten=False)}
    clipped: dict[str, Any] = {}
    for key, value in arguments.items():
        if isinstance(value, str):
            clipped[key] = clip(value, ARG_VALUE_MAX, flatten=False)
        elif isinstance(value, bool | int | float) or value is None:
            clipped[key] = value
        else:
            text = json.dumps(value, ensure_ascii=False)
            long = len(text) > ARG_VALUE_MAX
            clipped[key] = clip(text, ARG_VALUE_MAX, flatten=False) if long else value
    return clipped


def calls_from_turn(result: TurnResult) -> list[CallRecord]:
    return [
        CallRecord(
            name=o.call.name,
            args=clip_args(o.call.arguments),
            ok=not o.result.is_error,
            error=clip(o.result.content, ERROR_MAX, flatten=False) if o.result.is_error else "",
        )
        for o in result.outcomes
    ]


class EpisodeStore:
    def __init__(self, db: Database | None = None) -> None:
        self.db = db or Database()

    # ------------------------------------------------------------------------- writing
    def record_turn(self, agent: str, request: str, result: TurnResult, session: str = "") -> int:
        refused = any(o.decision is not None and o.decision.human_refused for o in result.outcomes)
        return self.record(
            agent,
            request,
            result.answer,
            calls_from_turn(result),
            failed=result.failed,
            refused=refused,
            overflow=result.overflow,
            ended_by=result.ended_by,
            session=session,
        )

    def record(
        self,
        agent: str,
        request: str,
        answer: str,
        calls: Sequence[CallRecord],
        *,
        failed: bool,
        refused: bool = False,
        overflow: bool = False,
        ended_by: str = "answer",
        session: str = "",
        expected: str | None = None,
        created_at: float | None = None,
    ) -> int:
        task_type = calls[0].name if calls else None  # P1: the first tool called
        payload = json.dumps([c.as_dict() for c in calls], ensure_ascii=False)
        with self.db.connect() as conn:
            cursor = conn.execute(
                "INSERT INTO episodes (agent, session, created_at, request, answer, task_type,"
                " calls, failed, refused, overflow, ended_by, expected)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    agent,
                    session,
                    created_at if created_at is not None else time.time(),
                    request,
                    answer,
                    task_type,
                    payload,
                    int(failed),
                    int(refused),
                    int(overflow),
                    ended_by,
                    expected,
                ),
            )
            if task_type and not failed:
                # R4: one success of the type lifts `blocked` (and restarts the count).
                conn.execute(
                    "DELETE FROM reflection_state WHERE agent = ? AND task_type = ?",
                    (agent, task_type),
                )
            return int(cursor.lastrowid or 0)

    # ------------------------------------------------------------------------- reading
    def query(
        self,
        agent: str,
        *,
        task_type: str | None = None,
        failed: bool | None = None,
        contains: str | None = None,
        limit: int = 10,
    ) -> list[Episode]:
        """This agent's episodes matching every given condition, newest first."""
        where: list[str] = ["agent = ?"]
        params: list[Any] = [agent]
        if task_type:
            where.append("task_type = ?")
            params.append(task_type)
        if failed is not None:
            where.append("failed = ?")
            params.append(int(failed))
        if contains:
            where.append(
                "(instr(lower(request), lower(?)) > 0 OR instr(lower(answer), lower(?)) > 0)"
            )
            params += [contains, contains]
        sql = f"SELECT * FROM episodes WHERE {' AND '.join(where)} ORDER BY id DESC LIMIT ?"
        with self.db.connect() as conn:
            rows = conn.execute(sql, [*params, max(0, limit)]).fetchall()
        return [_episode(row) for row in rows]

    def success_counts(self, agent: str) -> list[tuple[str, int]]:
        """(task type, successes) for this agent, oldest-first by first success (P1)."""
        with self.db.connect() as conn:
            rows = conn.execute(
                "SELECT task_type, COUNT(*) AS n, MIN(id) AS first FROM episodes"
                " WHERE agent = ? AND failed = 0 AND task_type IS NOT NULL"
                " GROUP BY task_type ORDER BY first",
                (agent,),
            ).fetchall()
        return [(str(r["task_type"]), int(r["n"])) for r in rows]

    def latest_successes(self, agent: str, task_type: str, n: int = 3) -> list[Episode]:
        return self.query(agent, task_type=task_type, failed=False, limit=n)

    def unreflected_failures(self, agent: str) -> dict[str, list[Episode]]:
        """R1: failed tool turns not yet reflected on, by task type; types and episodes newest
        first. Turns a human refused are not failures of the method and are left out."""
        with self.db.connect() as conn:
            rows = conn.execute(
                "SELECT * FROM episodes WHERE agent = ? AND failed = 1 AND refused = 0"
                " AND task_type IS NOT NULL AND reflection IS NULL ORDER BY id DESC",
                (agent,),
            ).fetchall()
        grouped: dict[str, list[Episode]] = {}
        for row in rows:
            episode = _episode(row)
            grouped.setdefault(str(episode.task_type), []).append(episode)
        return grouped

    def sessions_latest(self, agent: str) -> str | None:
        with self.db.connect() as conn:
            row = conn.execute(
                "SELECT session FROM episodes WHERE agent = ? AND session != ''"
                " ORDER BY id DESC LIMIT 1",
                (agent,),
            ).fetchone()
        return str(row["session"]) if row else None

    def session_episodes(self, agent: str, session: str) -> list[Episode]:
        """One session's episodes in the order they happened."""
        with self.db.connect() as conn:
            rows = conn.execute(
                "SELECT * FROM episodes WHERE agent = ? AND session = ? ORDER BY id",
                (agent, session),
            ).fetchall()
        return [_episode(row) for row in rows]

    # --------------------------------------------------------------- reflection marks (R4)
    def mark_reflected(self, ids: Iterable[int], result: str, batch_key: str) -> None:
        with self.db.connect() as conn:
            conn.executemany(
                "UPDATE episodes SET reflection = ?, reflection_batch = ?, reflected_at = ?"
                " WHERE id = ?",
                [(result, batch_key, time.time(), i) for i in ids],
            )

    def rejections(self, agent: str, task_type: str) -> int:
        with self.db.connect() as conn:
            row = conn.execute(
                "SELECT rejections FROM reflection_state WHERE agent = ? AND task_type = ?",
                (agent, task_type),
            ).fetchone()
        return int(row["rejections"]) if row else 0

    def set_rejections(self, agent: str, task_type: str, count: int) -> None:
        with self.db.connect() as conn:
            conn.execute(
                "INSERT INTO reflection_state (agent, task_type, rejections) VALUES (?, ?, ?)"
                " ON CONFLICT (agent, task_type) DO UPDATE SET rejections = excluded.rejections",
                (agent, task_type, count),
            )

    # ------------------------------------------------------------ distillation marks (P2)
    def distilled_generation(self, agent: str, task_type: str) -> int:
        with self.db.connect() as conn:
            row = conn.execute(
                "SELECT generation FROM distill_marks WHERE agent = ? AND task_type = ?",
                (agent, task_type),
            ).fetchone()
        return int(row["generation"]) if row else 0

    def mark_distilled(self, agent: str, task_type: str, generation: int) -> None:
        with self.db.connect() as conn:
            conn.execute(
                "INSERT INTO distill_marks (agent, task_type, generation) VALUES (?, ?, ?)"
                " ON CONFLICT (agent, task_type) DO UPDATE SET generation ="
                " MAX(generation, excluded.generation)",
                (agent, task_type, generation),
            )

    # ------------------------------------------------------------ learned segments (P3)
    def segment_learned(self, agent: str, key: str) -> str | None:
        with self.db.connect() as conn:
            row = conn.execute(
                "SELECT procedure FROM learned_segments WHERE agent = ? AND segment_key = ?",
                (agent, key),
            ).fetchone()
        return str(row["procedure"]) if row else None

    def mark_segment_learned(self, agent: str, key: str, procedure: str) -> None:
        with self.db.connect() as conn:
            conn.execute(
                "INSERT OR IGNORE INTO learned_segments (agent, segment_key, procedure,"
                " learned_at) VALUES (?, ?, ?, ?)",
                (agent, key, procedure, time.time()),
            )


def _episode(row: Any) -> Episode:
    calls = tuple(
        CallRecord(
            name=str(c.get("name", "")),
            args=dict(c.get("args") or {}),
            ok=bool(c.get("ok")),
            error=str(c.get("error", "")),
        )
        for c in json.loads(row["calls"] or "[]")
    )
    return Episode(
        id=int(row["id"]),
        agent=str(row["agent"]),
        session=str(row["session"]),
        created_at=float(row["created_at"]),
        request=str(row["request"]),
        answer=str(row["answer"]),
        task_type=row["task_type"],
        calls=calls,
        failed=bool(row["failed"]),
        refused=bool(row["refused"]),
        overflow=bool(row["overflow"]),
        ended_by=str(row["ended_by"]),
        expected=row["expected"],
        reflection=row["reflection"],
        reflection_batch=row["reflection_batch"],
    )
