"""Reply classifier (SPEC V4) on the public yes/no evaluation set, per half and language.

    python scripts/bench_reply_classifier.py                      # keywords + the embedded model
    python scripts/bench_reply_classifier.py --model keywords     # keyword stages only
    python scripts/bench_reply_classifier.py --model gemma4:e2b   # an Ollama model as the judge
    python scripts/bench_reply_classifier.py --misses dev         # list the dev half's misses

The set is `scripts/experiments/reply_eval/replies.tsv` (provenance and licences in the README
beside it): replies that others wrote for voice assistants and NLU projects, labelled `yes`,
`no` or `other` (unclear/other), split once into a **dev** half (tune on it) and a
**held-out** half (never tune on it; report it). Per half and language it prints:

* yes→run — share of `yes` replies classified allow/always (the tool would run);
* no→deny — share of `no` replies classified deny (a clean "no"; unclear also does not run,
  but makes the assistant ask again);
* DANGER — replies that do not mean yes (`no` or `other`) classified allow/always. Must be 0
  in every set; the exit status is 1 otherwise;
* median and p95 milliseconds per reply, and how many replies reached the model.

Each reply is classified with the question its note quotes ("reply to 「`npm update` 지금 말고
다음 주에 할까요?」"), as the assistant knows its own: a yes to one that proposes not running the
command does not act (`voice.question_polarity`).

Misses of the held-out half are printed only with `--misses heldout` (or `all`): read them
after tuning, not while tuning. Session 22 read them, so they are tuned on now. Twenty-five
sets beside it were collected later, blind to the classifier: `fresh.tsv` (FRESH.md; its misses were
read in session 23), `fresh2.tsv` (FRESH2.md), `fresh3.tsv` (FRESH3.md), `fresh4.tsv`
(FRESH4.md), `fresh5.tsv` (FRESH5.md), `fresh6.tsv` (FRESH6.md), `fresh7.tsv` (FRESH7.md),
`fresh8.tsv` (FRESH8.md), `fresh9.tsv` (FRESH9.md), `fresh10.tsv` (FRESH10.md),
`fresh11.tsv` (FRESH11.md), `fresh12.tsv` (FRESH12.md), `fresh13.tsv` (FRESH13.md; written
for the set, not quoted), `fresh14.tsv` (FRESH14.md; written for the set, not quoted),
`fresh15.tsv` (FRESH15.md; written for the set, not quoted), `fresh16.tsv` (FRESH16.md;
written for the set, not quoted), `fresh17.tsv` (FRESH17.md; written for the set, not
quoted; run once in session 37, then read and tuned on), `fresh18.tsv` (FRESH18.md; written
for the set, not quoted), `fresh19.tsv` (FRESH19.md; written for the set, not quoted),
`fresh20.tsv` (FRESH20.md; written for the set, not quoted), `fresh21.tsv` (FRESH21.md;
written for the set, not quoted), `fresh22.tsv` (FRESH22.md; written for the set, not quoted),
`fresh23.tsv` (FRESH23.md; written for the set, not quoted), `fresh24.tsv` (FRESH24.md;
written for the set, not quoted), `fresh25.tsv` (FRESH25.md; written for the set, not
quoted), `fresh26.tsv` (FRESH26.md; written for the set, not quoted), `fresh27.tsv`
(FRESH27.md; written for the set, not quoted), `fresh28.tsv` (FRESH28.md; written for the
set, not quoted), `fresh29.tsv` (FRESH29.md; written for the set, not quoted),
`fresh30.tsv` (FRESH30.md; written for the set, not quoted), `fresh31.tsv` (FRESH31.md;
written for the set, not quoted), `fresh32.tsv` (FRESH32.md; written for the set, not
quoted), `fresh33.tsv` (FRESH33.md; written for the set, not quoted), `fresh34.tsv`
(FRESH34.md; written for the set, not quoted), `fresh35.tsv` (FRESH35.md; written for the
set, not quoted), `fresh36.tsv` (FRESH36.md; written for the set, not quoted),
`fresh37.tsv` (FRESH37.md; written for the set, not quoted), `fresh38.tsv` (FRESH38.md;
written for the set, not quoted), `fresh39.tsv` (FRESH39.md; written for the set, not
quoted), `fresh40.tsv` (FRESH40.md; written for the set, not quoted), `fresh41.tsv`
(FRESH41.md; written for the set, not quoted), `fresh42.tsv` (FRESH42.md; written for the
set, not quoted), `fresh43.tsv` (FRESH43.md; written for the set, not quoted),
`fresh44.tsv` (FRESH44.md; written for the set, not quoted; run once blind in session 51,
then read and tuned on), `fresh45.tsv` (FRESH45.md; written for the set, not quoted),
`fresh46.tsv` (FRESH46.md; written for the set, not quoted; run once blind, then read and
tuned on) and `fresh47.tsv` (FRESH47.md; written for the set, not quoted), the newest and
never tuned on — report it.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import json
import re
import statistics
import sys
import time
import unicodedata
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jarvis_voice.voice.classifier import Classification, ReplyClassifier

DATA = Path(__file__).resolve().parent / "experiments" / "reply_eval" / "replies.tsv"
# Collected blind to the classifier, each after the previous unseen set had been read: `fresh`
# (FRESH.md; read in session 23, tuned on since), `fresh2` (FRESH2.md), `fresh3` (FRESH3.md),
# `fresh4` (FRESH4.md), `fresh5` (FRESH5.md), `fresh6` (FRESH6.md), `fresh7` (FRESH7.md),
# `fresh8` (FRESH8.md), `fresh9` (FRESH9.md), `fresh10` (FRESH10.md), `fresh11` (FRESH11.md),
# `fresh12` (FRESH12.md), `fresh13` (FRESH13.md), `fresh14` (FRESH14.md), `fresh15`
# (FRESH15.md), `fresh16` (FRESH16.md), `fresh17` (FRESH17.md, read in session 37), `fresh18`
# (FRESH18.md), `fresh19` (FRESH19.md), `fresh20` (FRESH20.md), `fresh21` (FRESH21.md),
# `fresh22` (FRESH22.md), `fresh23` (FRESH23.md), `fresh24` (FRESH24.md), `fresh25`
# (FRESH25.md), `fresh26` (FRESH26.md), `fresh27` (FRESH27.md), `fresh28` (FRESH28.md),
# `fresh29` (FRESH29.md), `fresh30` (FRESH30.md), `fresh31` (FRESH31.md), `fresh32`
# (FRESH32.md), `fresh33` (FRESH33.md), `fresh34` (FRESH34.md), `fresh35` (FRESH35.md),
# `fresh36` (FRESH36.md), `fresh37` (FRESH37.md), `fresh38` (FRESH38.md), `fresh39`
# (FRESH39.md), `fresh40` (FRESH40.md), `fresh41` (FRESH41.md), `fresh42` (FRESH42.md),
# `fresh43` (FRESH43.md), `fresh44` (FRESH44.md, run blind in session 51), `fresh45`
# (FRESH45.md), `fresh46` (FRESH46.md, run once blind, then tuned on) and `fresh47`
# (FRESH47.md), the unseen one now.
FRESH_SETS = {
    "fresh": DATA.parent / "fresh.tsv",
    "fresh2": DATA.parent / "fresh2.tsv",
    "fresh3": DATA.parent / "fresh3.tsv",
    "fresh4": DATA.parent / "fresh4.tsv",
    "fresh5": DATA.parent / "fresh5.tsv",
    "fresh6": DATA.parent / "fresh6.tsv",
    "fresh7": DATA.parent / "fresh7.tsv",
    "fresh8": DATA.parent / "fresh8.tsv",
    "fresh9": DATA.parent / "fresh9.tsv",
    "fresh10": DATA.parent / "fresh10.tsv",
    "fresh11": DATA.parent / "fresh11.tsv",
    "fresh12": DATA.parent / "fresh12.tsv",
    "fresh13": DATA.parent / "fresh13.tsv",
    "fresh14": DATA.parent / "fresh14.tsv",
    "fresh15": DATA.parent / "fresh15.tsv",
    "fresh16": DATA.parent / "fresh16.tsv",
    "fresh17": DATA.parent / "fresh17.tsv",
    "fresh18": DATA.parent / "fresh18.tsv",
    "fresh19": DATA.parent / "fresh19.tsv",
    "fresh20": DATA.parent / "fresh20.tsv",
    "fresh21": DATA.parent / "fresh21.tsv",
    "fresh22": DATA.parent / "fresh22.tsv",
    "fresh23": DATA.parent / "fresh23.tsv",
    "fresh24": DATA.parent / "fresh24.tsv",
    "fresh25": DATA.parent / "fresh25.tsv",
    "fresh26": DATA.parent / "fresh26.tsv",
    "fresh27": DATA.parent / "fresh27.tsv",
    "fresh28": DATA.parent / "fresh28.tsv",
    "fresh29": DATA.parent / "fresh29.tsv",
    "fresh30": DATA.parent / "fresh30.tsv",
    "fresh31": DATA.parent / "fresh31.tsv",
    "fresh32": DATA.parent / "fresh32.tsv",
    "fresh33": DATA.parent / "fresh33.tsv",
    "fresh34": DATA.parent / "fresh34.tsv",
    "fresh35": DATA.parent / "fresh35.tsv",
    "fresh36": DATA.parent / "fresh36.tsv",
    "fresh37": DATA.parent / "fresh37.tsv",
    "fresh38": DATA.parent / "fresh38.tsv",
    "fresh39": DATA.parent / "fresh39.tsv",
    "fresh40": DATA.parent / "fresh40.tsv",
    "fresh41": DATA.parent / "fresh41.tsv",
    "fresh42": DATA.parent / "fresh42.tsv",
    "fresh43": DATA.parent / "fresh43.tsv",
    "fresh44": DATA.parent / "fresh44.tsv",
    "fresh45": DATA.parent / "fresh45.tsv",
    "fresh46": DATA.parent / "fresh46.tsv",
    "fresh47": DATA.parent / "fresh47.tsv",
}
# Sets written blind and not yet run with the model: the eval-set test leaves them out until
# their first run here (a failing test would print their replies), then they join it.
UNSEEN: tuple[str, ...] = ("fresh47",)
HALVES = ("dev", "heldout")
REPORTED = (*HALVES, *FRESH_SETS)
LANGS = ("en", "ko")
LABELS = ("yes", "no", "other")


@dataclass(frozen=True)
class Item:
    split: str
    lang: str
    label: str
    text: str
    source: str
    question: str = ""  # the question it answers, when the note quotes it


@dataclass(frozen=True)
class Outcome:
    item: Item
    result: Classification

    @property
    def ran(self) -> bool:
        return self.result.acts

    @property
    def dangerous(self) -> bool:
        return self.ran and self.item.label != "yes"


def split_key(text: str) -> str:
    """The key the fixed split was drawn on (see the README): NFKC, case-folded, no punctuation."""
    text = unicodedata.normalize("NFKC", text).casefold().replace("\u2019", "'")
    return " ".join(re.sub(r"[^\w'\s]", " ", text).split())


def read(path: Path) -> list[Item]:
    with path.open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))
    return [
        Item(r["split"], r["lang"], r["label"], r["text"], r["source"], _question(r.get("note")))
        for r in rows
    ]


_QUOTED_QUESTION = re.compile(r"「([^」]+)」|“([^”]+)”")


def _question(note: str | None) -> str:
    """The question a row's note quotes ("reply to 「`npm update` 실행할까요?」"), or ""."""
    found = _QUOTED_QUESTION.search(note or "")
    return next((g for g in found.groups() if g), "") if found else ""


def load(path: Path = DATA) -> list[Item]:
    items = read(path)
    check_split(items)
    return items


def load_fresh(split: str, path: Path, known: Sequence[Item]) -> list[Item]:
    """A fresh set: every row `split`, no reply already in `known` or twice."""
    items = read(path)
    keys = {split_key(item.text) for item in known}
    for item in items:
        if item.split != split or item.lang not in LANGS or item.label not in LABELS:
            raise SystemExit(f"bad row: {item}")
        key = split_key(item.text)
        if key in keys:
            raise SystemExit(f"duplicate reply: {item.text!r}")
        keys.add(key)
    return items


def load_every(path: Path = DATA) -> list[Item]:
    """The split set and, after it, every fresh set."""
    items = load(path)
    for split, fresh in FRESH_SETS.items():
        items += load_fresh(split, fresh, items)
    return items


def check_split(items: Sequence[Item]) -> None:
    """The split is fixed: within each (language, label) the items sorted by sha256 of their key
    alternate dev, held-out, dev, … A changed row or split is an error, not a new split."""
    groups: dict[tuple[str, str], list[Item]] = defaultdict(list)
    keys: set[str] = set()
    for item in items:
        if item.split not in HALVES or item.lang not in LANGS or item.label not in LABELS:
            raise SystemExit(f"bad row: {item}")
        key = split_key(item.text)
        if key in keys:
            raise SystemExit(f"duplicate reply: {item.text!r}")
        keys.add(key)
        groups[(item.lang, item.label)].append(item)
    for group in groups.values():
        ordered = sorted(group, key=lambda i: hashlib.sha256(split_key(i.text).encode()).digest())
        for n, item in enumerate(ordered):
            if item.split != HALVES[n % 2]:
                raise SystemExit(f"split changed at {item.text!r}: the split is fixed")


def build_classifier(model: str) -> ReplyClassifier:
    from jarvis_voice.config import load_settings

    settings = load_settings()
    voice = settings.voice
    if model in ("embedded", "keywords"):
        voice = voice.model_copy(update={"classifier": model})
    else:
        voice = voice.model_copy(update={"classifier": "ollama", "classifier_model": model})
    return ReplyClassifier.from_settings(voice, settings.llm)


def rate(hits: int, total: int) -> str:
    return f"{hits}/{total} {100 * hits / total:5.1f}%" if total else "—"


def summary_row(name: str, outcomes: Sequence[Outcome]) -> str:
    yes = [o for o in outcomes if o.item.label == "yes"]
    no = [o for o in outcomes if o.item.label == "no"]
    ms = sorted(o.result.ms for o in outcomes)
    p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))] if ms else 0.0
    model = sum(o.result.stage == "model" for o in outcomes)
    return (
        f"{name:<14} {len(outcomes):>4} {rate(sum(o.ran for o in yes), len(yes)):>15} "
        f"{rate(sum(o.result.decision == 'deny' for o in no), len(no)):>15} "
        f"{sum(o.dangerous for o in outcomes):>6} {statistics.median(ms) if ms else 0:>8.1f} "
        f"{p95:>8.1f} {model:>6}"
    )


HEADER = (
    f"{'set':<14} {'n':>4} {'yes→run':>15} {'no→deny':>15} {'DANGER':>6} {'med.ms':>8} "
    f"{'p95.ms':>8} {'model':>6}"
)


def run(classify: Callable[[str, str], Classification], items: Sequence[Item]) -> list[Outcome]:
    """Each reply classified with the question it answers (as the assistant knows its own)."""
    return [Outcome(item, classify(item.text, item.question)) for item in items]


def report(outcomes: Sequence[Outcome]) -> list[str]:
    lines = [HEADER]
    for half in REPORTED:
        for lang in (*LANGS, "all"):
            chosen = [
                o for o in outcomes
                if o.item.split == half and (lang == "all" or o.item.lang == lang)
            ]  # fmt: skip
            lines.append(summary_row(f"{half} {lang}", chosen))
    lines.append(summary_row("every all", outcomes))
    return lines


def misses(outcomes: Sequence[Outcome], halves: Sequence[str]) -> list[str]:
    lines = []
    for o in outcomes:
        if o.item.split not in halves:
            continue
        wanted = {"yes": o.ran, "no": o.result.decision == "deny", "other": not o.ran}
        if not wanted[o.item.label]:
            flag = "DANGER" if o.dangerous else "miss"
            lines.append(
                f"  {flag:<6} {o.item.split:<7} {o.item.lang} {o.item.label:<5} → "
                f"{o.result.decision:<7} {o.result.stage:<7} {o.item.text!r}  ({o.result.reason})"
            )
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", default="embedded", help="embedded, keywords or Ollama name")
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument(
        "--misses", choices=["none", *REPORTED, "all"], default="none",
        help="list the replies not classified as labelled (held-out: only after tuning)",
    )  # fmt: skip
    parser.add_argument(
        "--json", type=Path, help="also write every outcome (gold label in 'gold') to this file"
    )
    parser.add_argument(
        "--timeout", type=float, default=None,
        help="seconds the model may take per reply (default: the classifier's own, 15 s); raise "
        "it to measure the model's decisions on a loaded machine",
    )  # fmt: skip
    args = parser.parse_args(argv)

    items = load_every(args.data)
    classifier = build_classifier(args.model)
    if args.timeout is not None:
        classifier.timeout_s = args.timeout
    load_s = 0.0
    if classifier.judge is not None:
        started = time.perf_counter()
        classifier.warm_up()  # the model loads once; no reply pays for it
        load_s = time.perf_counter() - started
    outcomes = run(classifier.classify, items)
    timeouts = sum("no label within" in o.result.reason for o in outcomes)
    print(f"reply classifier · {args.data.name}: {len(items)} replies · model {args.model}"
          + (f" (loaded in {load_s:.1f} s; {timeouts} model timeouts at "
             f"{classifier.timeout_s:g} s)" if classifier.judge is not None else ""))  # fmt: skip
    print("\n".join(report(outcomes)))
    if args.misses != "none":
        halves = REPORTED if args.misses == "all" else (args.misses,)
        print("\n".join(misses(outcomes, halves)) or "  (no misses)")
    if args.json:
        args.json.write_text(json.dumps(
            [{**vars(o.item), "gold": o.item.label, **o.result.as_dict()} for o in outcomes],
            ensure_ascii=False, indent=1,
        ))  # fmt: skip
    return 1 if any(o.dangerous for o in outcomes) else 0


if __name__ == "__main__":
    raise SystemExit(main())
