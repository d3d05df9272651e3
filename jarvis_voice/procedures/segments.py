"""`/procedures learn` (P3): learn the latest stretch of tool work in a session, on request only.

The segment is the latest run of consecutive tool-using turns in the session (a turn without
tools ends it). It needs at least 3 tool uses. A failed call followed later by the same tool
succeeding is a recovery: the failed call is dropped and the successful path kept. A failure
that was never recovered means the segment is not learned. A segment is learned once (its key
is remembered), and a taken name gets a hash suffix.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from jarvis_voice.errors import JarvisError
from jarvis_voice.i18n import Msg
from jarvis_voice.procedures.distill import render_body
from jarvis_voice.procedures.episodes import CallRecord, Episode
from jarvis_voice.procedures.fileformat import Meta, short_hash
from jarvis_voice.procedures.learner import ProcedureLearner

MIN_TOOL_USES = 3


def latest_segment(episodes: Sequence[Episode]) -> list[Episode]:
    run: list[Episode] = []
    for episode in reversed(list(episodes)):
        if not episode.calls:
            if run:
                break
            continue  # chat after the work (e.g. "thanks") does not end the segment
        run.append(episode)
    run.reverse()
    return run


def successful_path(calls: Sequence[CallRecord]) -> list[CallRecord]:
    """The calls to learn; JarvisError naming the first failure that was never recovered."""
    path: list[CallRecord] = []
    for index, call in enumerate(calls):
        if call.ok:
            path.append(call)
            continue
        recovered = any(later.ok and later.name == call.name for later in calls[index + 1 :])
        if not recovered:
            raise JarvisError(
                Msg("procedures.not_recovered", tool=call.name, error=call.error[:120])
            )
    return path


def learn_segment(learner: ProcedureLearner, agent: str, session: str | None) -> Msg:
    store, episodes = learner.store, learner.episodes
    session = session or episodes.sessions_latest(agent)
    if not session:
        raise JarvisError(Msg("procedures.no_session", agent=agent))
    segment = latest_segment(episodes.session_episodes(agent, session))
    calls = [call for episode in segment for call in episode.calls]
    if len(calls) < MIN_TOOL_USES:
        raise JarvisError(Msg("procedures.too_short", n=len(calls), least=MIN_TOOL_USES))
    path = successful_path(calls)
    key = short_hash(",".join(str(e.id) for e in segment)) + f"-{segment[0].id}"
    with store.lock():
        already = episodes.segment_learned(agent, key)
        if already is not None:
            return Msg("procedures.already_learned", name=already)
        scan = store.scan()
        if scan.count(agent) >= learner.cap:
            raise JarvisError(Msg("procedures.cap", cap=learner.cap, agent=agent))
        # One synthetic episode carrying the successful path: the same distiller as P1.
        example = replace(segment[0], calls=tuple(path), failed=False)
        distilled = learner.distiller.distill(path[0].name, [example])
        meta = Meta(
            name=distilled.name,
            description=distilled.description,
            status="draft",
            source=f"session:{agent}:{session[:12]}:{key}",
            agent=agent,
            tools=distilled.tools,
            parameters=distilled.parameters,
            plan=distilled.plan,
            inputs=distilled.inputs,
        )
        body = render_body(learner.language, segment[0].request, distilled.steps)
        created = store.create(meta, body)
        episodes.mark_segment_learned(agent, key, created.name)
    dropped = len(calls) - len(path)
    if dropped:
        return Msg("procedures.learned_dropped", name=created.name, n=len(path), dropped=dropped)
    return Msg("procedures.learned", name=created.name, n=len(path))
