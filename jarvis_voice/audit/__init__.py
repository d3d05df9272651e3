"""The audit log (issue 14): one SQLite row per tool call — what was asked, who decided, what
ran and what it changed. `AuditJournal` writes it (a pipeline call journal), `AuditStore`
keeps it, `jarvis log` and the web page read it. See docs/audit-log.md."""

from jarvis_voice.audit.entry import JSON_FIELDS, JSON_SCHEMA_VERSION, AuditEntry
from jarvis_voice.audit.journal import AuditJournal, audit_journals
from jarvis_voice.audit.store import AuditStore, LogQuery

__all__ = [
    "JSON_FIELDS",
    "JSON_SCHEMA_VERSION",
    "AuditEntry",
    "AuditJournal",
    "AuditStore",
    "LogQuery",
    "audit_journals",
]
