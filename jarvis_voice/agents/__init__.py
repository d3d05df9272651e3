"""Several agents (X5): definitions, boundaries, agent-only tools, ask_agent, unattended turns.

Module map:
- definitions — `config/agents/*.yaml` (+ `$JARVIS_HOME/agents`), `settings_for(agent_id)`
- boundaries — allowlist, agent-only tools, `never` (everywhere) and `ask` (unattended)
- housing — the agent-only loan calculator `housing_loan` / `housing_budget` (final, T4)
- ask_agent — hand a request to another top-level agent
- schedules, scheduler, unattended — the `schedule` tool, its job file, the background runner
  and the approver-less loop it runs jobs on
- runtime — `agent_contribution(settings, definition, …)`, called by `build_agent`
"""

from jarvis_voice.agents.definitions import AgentDefinition, load_definitions, settings_for
from jarvis_voice.agents.runtime import agent_contribution
from jarvis_voice.agents.scheduler import Scheduler, SchedulerWork, make_scheduler

__all__ = [
    "AgentDefinition",
    "Scheduler",
    "SchedulerWork",
    "agent_contribution",
    "load_definitions",
    "make_scheduler",
    "settings_for",
]
