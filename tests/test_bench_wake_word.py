"""The wake word benchmark's clip helpers (scripts/bench_wake_word.py): each wake clip's lead
silence, which stage-1 wakes count as the wake word's, and the halves' shape."""

from __future__ import annotations

import sys
from pathlib import Path

SCRIPTS = Path(__file__).resolve().parent.parent / "scripts"
sys.path.insert(0, str(SCRIPTS))

import bench_wake_word as bench  # noqa: E402
import bench_wake_word_audio as audio  # noqa: E402


def test_lead_offsets_spread_over_one_chunk_in_10_ms_steps() -> None:
    offsets = bench.lead_offsets(31, 400)
    assert len(offsets) == 400
    assert all(o % 160 == 0 and 0 <= o < 1280 for o in offsets)
    assert set(offsets) == set(range(0, 1280, 160))  # every phase of the 80 ms chunk


def test_lead_offsets_are_the_seeds() -> None:
    assert bench.lead_offsets(31, 50) == bench.lead_offsets(31, 50)
    assert bench.lead_offsets(31, 50) != bench.lead_offsets(32, 50)


def test_a_wake_counts_from_the_start_of_the_phrase() -> None:
    start = int(0.85 * 16000)
    assert not bench.counts_as_wake(0.84, start)  # in the lead silence
    assert bench.counts_as_wake(0.85, start)
    # a slow "Jarvis" crossing 0.38 s before its end counts (before session 47 it did not)
    end_s = 2.2
    assert bench.counts_as_wake(end_s - 0.38, start)
    assert bench.counts_as_wake(end_s + 0.5, start)


def test_the_fresh_halves_share_one_shape_and_repeat_nothing() -> None:
    """FRESH to FRESH20 (nothing synthesised: only the lists and the settings are read)."""
    every = audio.halves(quick=False)
    names = [h.name for h in every]
    assert names == ["tune", "held-out", "fresh"] + [f"fresh{n}" for n in range(2, 21)]
    for half in every[2:]:
        sizes = [len(half.requests), len(half.korean_requests), len(half.english_talk)]
        sizes += [len(half.korean_talk), len(half.similar), len(half.voices), half.music_minutes]
        assert sizes == [4, 2, 20, 8, 16, 6, 3], half.name
    quick = {h.name: h for h in audio.halves(quick=True)}["fresh20"]
    assert [len(quick.requests), len(quick.korean_requests), len(quick.english_talk)] == [2, 1, 5]
    assert (len(quick.korean_talk), quick.music_minutes) == (2, 1)
    assert len({h.seed for h in every}) == len(every)  # each half its own noise and lead offsets
    labels = [label for h in every for label, _ in h.voices + h.korean_voices]
    assert len(set(labels)) == len(labels)  # no voice at the same setting twice
    lines = [
        line
        for h in every
        for line in h.requests + h.korean_requests + h.english_talk + h.korean_talk + h.similar
    ]
    assert len(set(lines)) == len(lines)
