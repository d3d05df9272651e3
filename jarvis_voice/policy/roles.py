"""S2: the role-based tool allowlist (T1 step 1). `allow-all` is the default role."""

from __future__ import annotations

from fnmatch import fnmatchcase
from typing import Any

from jarvis_voice.errors import ConfigError
from jarvis_voice.i18n import Msg


class ToolPolicy:
    def __init__(self, role: str, roles: dict[str, list[str]]) -> None:
        if role not in roles:
            known = ", ".join(sorted(roles)) or "none"
            raise ConfigError(Msg("error.config.role", role=role, known=known))
        self.role = role
        self._globs = list(roles[role])

    @classmethod
    def from_settings(cls, settings: Any) -> ToolPolicy:
        return cls(settings.policy.role, settings.policy.roles)

    def permits(self, tool: str) -> bool:
        return any(fnmatchcase(tool, glob) for glob in self._globs)
