"""The wake word benchmark's clip helpers (scripts/bench_wake_word.py): each wake clip's lead
silence and which stage-1 wakes count as the wake word's."""

from __future__ import annotations

import sys
from pathlib import Path

SCRIPTS = Path(__file__).resolve().parent.parent / "scripts"
sys.path.insert(0, str(SCRIPTS))

import bench_wake_word as bench  # noqa: E402


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
