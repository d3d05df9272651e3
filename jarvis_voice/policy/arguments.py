"""Which risky options, operands and subcommands a command has, read with the option tables.

`argument_dangers(simple)` answers "what does this simple command do beyond reading?" as a list
of `Danger`s, each at a word position. A rule (a token prefix) allows the command only when
every danger lies inside the words the rule names (`unnamed_dangers`): `sort -o out.txt data`
is allowed by the rule `sort -o out.txt`, not by `sort`. `line_dangers` adds what depends on
the whole line: a git command after a `cd` uses another repository (FOREIGN).

Options are read the way getopt_long and git's parse-options read them: short clusters
(`-nTo`), `--opt=value` and `--opt value`, `--` ends options, and an abbreviation of a risky
long option (`--out=x` for `--output`) counts as that option. A word the shell may still
expand (`$x`, `*.py`, `{a,b}`) could become an option or several words, so where an option may
stand it is UNKNOWN — for commands that have risky arguments at all (`rg`, not `ls`).
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from jarvis_voice.policy.option_spec import UNTIL_TERMINATOR, Effect, Opt, Spec
from jarvis_voice.policy.option_tables import (
    DIRECTORY_CHANGERS,
    READS_WORKING_DIRECTORY,
    TABLES,
)
from jarvis_voice.policy.shell_parse import ParsedCommand, SimpleCommand, Word

# A word starting with one of these, or holding an expansion, may turn into an option.
_OPTION_STARTS = frozenset("-*?[{")
_SPLITTERS = frozenset("*?[{$`")
_TERMINATORS = frozenset({";", "+"})


@dataclass(frozen=True)
class Danger:
    """One risky thing in a simple command: at word `index` (0 = the program)."""

    index: int
    word: str  # the word as bash passes it
    option: str  # the option it is or abbreviates, the subcommand, or "operand N"
    effect: Effect
    why: str

    def describe(self) -> str:
        return f"{self.word}: {self.why or self.effect.value}"


def program_name(word: str) -> str:
    return word.rsplit("/", 1)[-1]


def known_command(name: str) -> bool:
    """Does the table know this program (by its base name)?"""
    return program_name(name) in TABLES


def rule_view(simple: SimpleCommand) -> SimpleCommand:
    """What rules are matched against: `simple` without the leading options its table calls
    transparent (`git --no-pager log` is matched as `git log`). Dangers are read from the view
    too: a transparent option has none."""
    kept = _without_transparent(simple.words)
    return simple if kept is simple.words else dataclasses.replace(simple, words=kept)


def rule_view_tokens(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """The same for a rule's own tokens: the rule `git --no-pager log` is the rule `git log`."""
    words = tuple(Word(token, literal=True) for token in tokens)
    kept = _without_transparent(words)
    return tokens if kept is words else tuple(word.text for word in kept)


def _without_transparent(words: tuple[Word, ...]) -> tuple[Word, ...]:
    if not words or not words[0].literal:
        return words
    table = TABLES.get(program_name(words[0].text))
    if table is None or not table.transparent:
        return words
    end = 1
    while end < len(words) and words[end].literal and words[end].text in table.transparent:
        end += 1
    return words if end == 1 else (words[0], *words[end:])


def argument_dangers(simple: SimpleCommand) -> tuple[Danger, ...]:
    """The dangers of one simple command; () for a command the tables do not know."""
    return _dangers(simple.words)


def argv_dangers(argv: Sequence[str]) -> tuple[Danger, ...]:
    """The same for a plain argument vector (every word literal, as after shell expansion)."""
    return _dangers(tuple(Word(arg, literal=True) for arg in argv))


def line_dangers(parsed: ParsedCommand) -> tuple[tuple[SimpleCommand, tuple[Danger, ...]], ...]:
    """Every simple command of a parsed line with its dangers, including line-level ones."""
    moves = any(_name(simple) in DIRECTORY_CHANGERS for simple in parsed.commands)
    return tuple(
        (simple, argument_dangers(simple) + (_moved(simple) if moves else ()))
        for simple in parsed.commands
    )


def project_code_after_cd(parsed: ParsedCommand) -> bool:
    """Does the line change directory and run a program that reads the directory's code or
    configuration (git, make, npm, …)? Anywhere in the line: order in the parse tree is not
    always the order bash runs things in (`cd x <<EOF && git diff` runs cd first)."""
    names = {_name(simple) for simple in parsed.commands}
    return bool(names & DIRECTORY_CHANGERS) and bool(names & READS_WORKING_DIRECTORY)


def unnamed_dangers(dangers: Iterable[Danger], rule_length: int) -> tuple[Danger, ...]:
    """The dangers a rule of `rule_length` tokens does not name (FOREIGN is never named)."""
    return tuple(d for d in dangers if d.index >= rule_length or not d.effect.nameable)


def _name(simple: SimpleCommand) -> str:
    first = simple.words[0] if simple.words else None
    return program_name(first.text) if first is not None and first.literal else ""


def _moved(simple: SimpleCommand) -> tuple[Danger, ...]:
    name = _name(simple)
    if name not in READS_WORKING_DIRECTORY:
        return ()
    why = "runs after a directory change: that directory's configuration and code apply"
    return (Danger(0, simple.words[0].text, name, Effect.FOREIGN, why),)


@functools.lru_cache(maxsize=16_384)
def _dangers(words: tuple[Word, ...]) -> tuple[Danger, ...]:
    if not words or not words[0].literal:
        return ()
    table = TABLES.get(program_name(words[0].text))
    if table is None:
        return ()
    scan = _Scan(words)
    scan.run(table, own=0, start=1)
    return tuple(scan.found)


def _may_be_option(word: Word) -> bool:
    """Could the shell turn this word into something starting with `-` (or into more words
    that do)? `$x`, `*.py`, `{-a,b}`, `"-$x"` can; `src/*.py` and `'$x'` cannot."""
    text = word.text
    if word.literal:
        return False
    return not text or text[0] in _OPTION_STARTS or "$" in text or "`" in text


def _may_split(word: Word) -> bool:
    return not word.literal and not word.one_word and any(ch in _SPLITTERS for ch in word.text)


class _Scan:
    """Reads the words after a program (or subcommand) with its Spec, collecting dangers."""

    def __init__(self, words: tuple[Word, ...]) -> None:
        self.words = words
        self.found: list[Danger] = []
        self.risky = True  # the spec being read (values are checked with it)
        self.own = 0  # the word that chose that spec (the program or the subcommand)

    def add(self, index: int, option: str, effect: Effect, why: str) -> None:
        self.found.append(Danger(index, self.words[index].text, option, effect, why))

    def run(self, spec: Spec, own: int, start: int) -> None:
        """Read `words[start:]` with `spec`; `own` is the word that chose it (program or
        subcommand), where the spec's own effect is reported."""
        if spec.effect is not None:
            self.add(own, self.words[own].text, spec.effect, spec.why)
        self.risky = spec.risky
        self.own = own
        seen: set[str] = set()
        operands: list[tuple[int, bool]] = []  # (index, before `--`)
        ended = False  # after `--`
        i = start
        if spec.style == "tar" and i < len(self.words):
            i = self.old_tar(spec, i, seen)
        while i < len(self.words):
            word = self.words[i]
            if not ended and spec.risky and _may_be_option(word):
                self.add(i, word.text, Effect.UNKNOWN, "may expand to an option or several words")
                if spec.subcommands and not operands:
                    return  # which subcommand this is cannot be known
                operands.append((i, True))
                i += 1
            elif not ended and word.text == "--" and spec.style != "find":
                ended = True
                i += 1
            elif not ended and _is_option(word.text, spec):
                i = self.option(spec, i, seen)
            elif spec.subcommands and not operands:  # `git -- log` still runs log
                if self.subcommand(spec, i):
                    return
                operands.append((i, True))
                i += 1
            else:
                operands.append((i, not ended))
                i += 1
                ended = ended or spec.posix  # `uv run CMD -p x`: the rest is CMD's
        if spec.bare is not None and not operands:
            self.add(own, self.words[own].text, spec.bare, spec.bare_why)
        self.operand_effects(spec, operands, seen)

    def subcommand(self, spec: Spec, i: int) -> bool:
        """Continue with the subcommand named at `i`; False: the word is a plain operand."""
        word = self.words[i]
        child = spec.subcommands.get(word.text) if word.literal else None
        if child is not None:
            self.run(child, own=i, start=i + 1)
            return True
        if spec.other == "operand":
            return False
        self.add(i, word.text, Effect.UNKNOWN, "a subcommand the tables do not know")
        return True

    def option(self, spec: Spec, i: int, seen: set[str]) -> int:
        text = self.words[i].text
        if spec.style == "find":
            return self.whole(spec, i, seen)
        if text.startswith("--"):
            return self.long(spec, i, seen)
        return self.cluster(spec, i, seen)

    def whole(self, spec: Spec, i: int, seen: set[str]) -> int:
        """find's primaries are whole words (`-name`, `-exec`)."""
        text = self.words[i].text
        opt = spec.options.get(text)
        if opt is None:
            self.unknown(spec, i, text)
            return i + 1
        seen.update(opt.names)
        value, after = self.take(opt, i + 1)
        self.effect(opt, i, value, i + 1)
        return after

    def long(self, spec: Spec, i: int, seen: set[str]) -> int:
        name, equals, attached = self.words[i].text.partition("=")
        opt = spec.options.get(name)
        negated = spec.negatable and name.startswith("--no-") and f"--{name[5:]}" in spec.options
        if opt is None and negated:
            return i + 1  # `--no-ext-diff`: switching an option off is safe
        if opt is None:
            risky = next(
                (o for n, o in spec.options.items() if n.startswith(name) and o.effect), None
            )
            if risky is None or risky.effect is None:
                self.unknown(spec, i, name)
                return i + 1
            # an abbreviation is never taken as safe: it counts as the risky option it may be
            self.add(i, risky.name, risky.effect, f"abbreviates {risky.name}: {risky.why}")
            opt = Opt(risky.names, risky.nargs, risky.optional)
        seen.update(opt.names)
        if equals:
            value: str | None = attached
            after = self.skip(opt, i + 1, opt.nargs - 1)
            self.effect(opt, i, value, i)
        else:
            value, after = self.take(opt, i + 1)
            self.effect(opt, i, value, i + 1)
        return after

    def cluster(self, spec: Spec, i: int, seen: set[str]) -> int:
        """`-nTo`: each letter an option; one taking a value takes the rest of the word."""
        text = self.words[i].text
        if spec.numeric and text[1:].isdigit():
            return i + 1  # `head -5`, `git log -3`
        position = 1
        while position < len(text):
            opt, width = self.short(spec, text, position)
            if opt is None:
                self.unknown(spec, i, "-" + text[position])
                return i + 1
            seen.update(opt.names)
            position += width
            if opt.nargs == 0:
                self.effect(opt, i, None, i)
                continue
            if position < len(text):
                self.effect(opt, i, text[position:], i)
                return self.skip(opt, i + 1, opt.nargs - 1)
            if opt.optional:
                self.effect(opt, i, None, i)
                return i + 1
            value, after = self.take(opt, i + 1)
            self.effect(opt, i, value, i + 1)
            return after
        return i + 1

    def short(self, spec: Spec, text: str, position: int) -> tuple[Opt | None, int]:
        for width in range(min(spec.short_max, len(text) - position), 0, -1):
            opt = spec.options.get("-" + text[position : position + width])
            if opt is not None:
                return opt, width
        return None, 1

    def old_tar(self, spec: Spec, i: int, seen: set[str]) -> int:
        """`tar xzf a.tar`: a first word without `-` is a cluster whose letters take their
        values from the following words, in order."""
        word = self.words[i]
        if not word.literal or word.text.startswith("-") or not word.text:
            return i
        after = i + 1
        for letter in word.text:
            opt = spec.options.get("-" + letter)
            if opt is None:
                self.unknown(spec, i, "-" + letter)
                return len(self.words)  # the rest cannot be read
            seen.update(opt.names)
            value, value_at = None, after
            if opt.nargs > 0 and not opt.optional:
                value, after = self.take(opt, after)
            self.effect(opt, i, value, value_at)
        return after

    def take(self, opt: Opt, at: int) -> tuple[str | None, int]:
        """The value words of `opt` starting at `at`: (first value, index after them)."""
        if opt.nargs == 0 or opt.optional:
            return None, at
        if opt.nargs == UNTIL_TERMINATOR:
            end = at
            while end < len(self.words) and self.words[end].text not in _TERMINATORS:
                end += 1
            return None, end + 1
        value = self.words[at].text if at < len(self.words) else None
        return value, self.skip(opt, at, opt.nargs)

    def skip(self, opt: Opt, at: int, count: int) -> int:
        """Step over `count` value words; a value the shell may split hides further words."""
        for index in range(at, min(at + max(count, 0), len(self.words))):
            if self.risky and _may_split(self.words[index]):
                self.add(index, opt.name, Effect.UNKNOWN, "a value that may expand to more words")
        return at + max(count, 0)

    def effect(self, opt: Opt, i: int, value: str | None, value_at: int) -> None:
        """Report `opt` at `i` — or, when only its value makes it risky (`tar -f host:x`), at
        the value's word, so that a rule naming the option alone does not name the value.
        A value the shell still expands (`-f "$ARCHIVE"`) may be any value: the risk applies."""
        known = value is None or value_at >= len(self.words) or self.words[value_at].literal
        effect = opt.effect_for(value) if known else opt.effect
        if effect is not None:
            at = value_at if opt.when is not None and value_at < len(self.words) else i
            self.add(self.own if opt.with_command else at, opt.name, effect, opt.why)

    def unknown(self, spec: Spec, i: int, option: str) -> None:
        if spec.strict:
            self.add(i, option, Effect.UNKNOWN, "an option the tables do not know")

    def operand_effects(self, spec: Spec, operands: list[tuple[int, bool]], seen: set[str]) -> None:
        if not spec.operands:
            return
        uncertain = False  # after a word the shell may split, positions are unknown
        for position, (i, before_end) in enumerate(operands):
            word = self.words[i]
            uncertain = uncertain or not (word.literal or word.one_word)
            for rule in spec.operands:
                if rule.unless & seen or (rule.options_only and not before_end):
                    continue
                if position < rule.start and not uncertain:
                    continue
                if rule.end is not None and position >= rule.end and not uncertain:
                    continue
                if rule.when is not None and word.literal and not rule.when.search(word.text):
                    continue
                self.add(i, f"operand {position + 1}", rule.effect, rule.why)


def _is_option(text: str, spec: Spec) -> bool:
    if spec.style == "find":
        return text in spec.options or (text.startswith("-") and len(text) > 1)
    return text.startswith("-") and len(text) > 1
