"""The session core every front end (terminal, web, voice) sits on.

- events — the typed events of a session (`EventType`, payloads, `EndedBy`, `Source`)
- bus — `EventBus`: publish/subscribe, thread-safe, each event tagged with its turn
- render — the one renderer from events to ACTIVITY lines
- session — `Session`: one agent loop, its approval broker, history and background work

Nothing here imports the web package; front ends import from here, never the reverse.
(This module imports nothing so that low layers can import `core.events` without cycles.)
"""
