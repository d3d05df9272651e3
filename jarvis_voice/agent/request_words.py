"""What a request and a call name: file names, URLs, a call's arguments as text.

Shared by grounding's modules (`agent/grounding.py`, `agent/git_answers.py`).
"""

from __future__ import annotations

import re

from jarvis_voice.agent.pipeline import CallOutcome

_I = re.IGNORECASE
_EXTENSIONS = (
    "txt|md|markdown|csv|tsv|log|py|json|jsonl|yaml|yml|toml|ini|cfg|conf|sh|bash|zsh|js|ts|"
    "tsx|jsx|html?|css|xml|sql|db|sqlite|pdf|docx?|xlsx?|pptx?|png|jpe?g|gif|svg|webp|mp3|wav|"
    "mp4|zip|tar|gz|tgz|rs|go|java|kt|rb|php|c|h|cc|cpp|hpp|cs|swift|lock|env|gguf|bin|out|bak"
)
FILE_NAME = re.compile(
    # ASCII boundaries: a Korean particle may follow directly ("notes.txt에").
    # A relative folder may come first ("scripts/check.sh", "src/utils.py").
    rf"(?<![A-Za-z0-9_/.-])(?:[\w.-]+/)*[\w.-]*\w\.(?:{_EXTENSIONS})(?![A-Za-z0-9_-])"
    r"|(?<![A-Za-z0-9_])(?:README|Makefile|Dockerfile|LICENSE)(?![A-Za-z0-9_])"
    # a dotfile by its own name: 「.gitignore에 있는 logs/ 줄 좀 빼 줘」 named no file (fresh37
    # write-80 ran git log and answered with it)
    r"|(?<![A-Za-z0-9_/.-])(?:[\w.-]+/)*\.(?:gitignore|gitattributes|gitmodules|dockerignore"
    r"|editorconfig|env|bashrc|zshrc|profile|bash_profile|npmrc|pylintrc|flake8)"
    r"(?![A-Za-z0-9_.-])",
    _I,
)
URL = re.compile(r"\bhttps?://\S+", _I)


def argument_text(outcome: CallOutcome) -> str:
    """A call's argument values as one string (what a command or a path says)."""
    args = outcome.call.arguments
    return args if isinstance(args, str) else " ".join(str(v) for v in args.values())


# "how many …", "몇 개": a count asked for
HOW_MANY = re.compile(r"\bhow many\b|\bcount\b|\bnumber of\b|몇\s*(?:개|번|건|줄)|개수|건수", _I)


def listed_name(facts: list[CallOutcome], pattern: re.Pattern[str]) -> str | None:
    """The first name `pattern` finds (its group 1) in this turn's listings (list_dir, glob)."""
    for outcome in facts:
        if outcome.call.name in ("list_dir", "glob"):
            found = pattern.search(outcome.result.content)
            if found:
                return found[1]
    return None
