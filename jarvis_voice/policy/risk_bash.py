"""A13, bash: what a command line would do that matters to the human approving it.

Read with the approval rules' parser (`shell_parse.parse_command`): every simple command,
including those in `$(…)`, `<(…)` and pipelines, after peeling wrappers (`sudo`, `env`, `nice`,
`timeout`, `xargs`, …) and following `bash -c '…'`, `eval`, `su -c` and `find -exec` a few levels
deep. Paths resolve like `rules.normalise_path` (symlinks, `..`), from the directory the line has
`cd`-ed to. A line the parser refuses is still read word by word — best effort, and marked as not
fully analysed; nothing is ever allowed on that reading, it only informs the human.
"""

from __future__ import annotations

import os
import re
import shlex
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from jarvis_voice.policy.option_tables_git import GLOBAL as GIT_GLOBAL
from jarvis_voice.policy.risk_findings import Finding, RiskKind, clip
from jarvis_voice.policy.rules import normalise_path
from jarvis_voice.policy.shell_parse import SimpleCommand, Word, parse_command


def scan_bash(command: str, scan: Scan) -> None:
    """Add the findings for one bash command line to `scan`."""
    if command.strip():
        _bash(command, scan, depth=0)


# ---------------------------------------------------------------- the scan


@dataclass
class Scan:
    """The findings gathered so far for one call, and where the command line stands."""

    root: Path  # the resolved workspace
    cwd: Path | None  # where relative paths resolve now (`cd` moves it); None = not known
    findings: list[Finding] = field(default_factory=list)
    downloads: set[Path] = field(default_factory=set)  # files this line downloads

    def add(self, finding: Finding) -> None:
        self.findings.append(finding)

    def child(self) -> Scan:
        """For `bash -c '…'`: its own current directory, the same findings and downloads."""
        return Scan(self.root, self.cwd, self.findings, self.downloads)

    def resolve(self, word: Word) -> Path | None:
        """Where a path word points, symlinks resolved; None when that cannot be known."""
        text = _expand_known(word)
        if text is None:
            return None
        base = self.cwd
        if base is None and not os.path.isabs(os.path.expanduser(text)):
            return None
        try:
            return normalise_path(text, base or self.root)
        except (ValueError, OSError, RuntimeError):  # NUL byte, loop, …: the human decides
            return None

    def written(self, word: Word, shown: str | None = None) -> None:
        """`word` names a file this command changes: note it when outside the workspace."""
        if word.literal and _harmless_device(Path(word.text)):
            return
        path = self.resolve(word)
        if path is None:
            self.add(Finding(RiskKind.WRITES_OUTSIDE, targets=(shown or word.text,), more=True))
        elif not inside(path, self.root) and not _harmless_device(path):
            self.add(Finding(RiskKind.WRITES_OUTSIDE, targets=(outside_label(word.text, path),)))


_HARMLESS_DEVICES = ("/dev/null", "/dev/tty", "/dev/stdout", "/dev/stderr", "/dev/fd/")


def _harmless_device(path: Path) -> bool:
    text = path.as_posix()
    return text in _HARMLESS_DEVICES or text.startswith(("/dev/fd/", "/proc/self/fd/"))


def inside(path: Path, root: Path) -> bool:
    return path == root or path.is_relative_to(root)


def outside_label(raw: str, path: Path) -> str:
    """`/etc/hosts`, or `link/x → /etc/x` when the words hide where the file really is."""
    shown = path.as_posix()
    expanded = os.path.normpath(os.path.expanduser(raw))
    return shown if expanded == shown else f"{raw} → {shown}"


def resolved_dir(path: Path) -> Path:
    try:
        return path.expanduser().resolve()
    except (OSError, RuntimeError):
        return path.absolute()


_GLOB = re.compile(r"[*?\[]")
_HOME_VAR = re.compile(r"^\$(?:\{HOME\}|HOME)(?=/|$)")


def _expand_known(word: Word) -> str | None:
    """The word as a path when bash's expansion of it is known: literal words, `$HOME/…`, and
    globs (their fixed leading directory stands for them). Else None."""
    text = word.text
    if word.literal:
        return text
    text = _HOME_VAR.sub(lambda _: os.path.expanduser("~"), text)
    glob = _GLOB.search(text)
    if glob is not None:
        text = text[: glob.start()].rsplit("/", 1)[0] + "/" if "/" in text[: glob.start()] else "."
    if "$" in text or "`" in text or "<(" in text or ">(" in text:
        return None
    return text


# ---------------------------------------------------------------- bash

_SHELLS = {"bash", "sh", "zsh", "dash", "ksh", "mksh", "fish", "ash"}
_INTERPRETERS = {"python", "perl", "ruby", "node", "nodejs", "php"}
_CODE_OPTIONS = {  # interpreter: options whose value is code to run
    "python": ("-c",),
    "perl": ("-e", "-E"),
    "ruby": ("-e",),
    "node": ("-e", "--eval", "-p", "--print"),
    "nodejs": ("-e", "--eval", "-p", "--print"),
    "php": ("-r",),
}
_VALUED_INTERPRETER_OPTIONS = {"-o", "-O", "--rcfile", "--init-file", "-W", "-X", "-I", "-r"}
_DOWNLOADERS = {"curl", "wget", "aria2c", "http", "https", "xh", "fetch", "lwp-download"}
_ROOT_WRAPPERS = {"sudo", "doas", "pkexec", "run0", "chroot"}
_PER_FILE = {"xargs", "find -exec"}  # wrappers that run the command an unknown number of times
_NETWORK_ONLY = {
    "ssh", "sftp", "nc", "ncat", "netcat", "socat", "telnet", "ftp", "ping", "ping6", "dig",
    "nslookup", "whois", "traceroute", "mosh", "gh", "npx", "bunx", "pnpx", "uvx", "pipx",
}  # fmt: skip
# program: subcommands that reach the network (pacman's are options)
_NETWORK_SUBCOMMANDS: dict[str, set[str]] = {
    "pip": {"install", "download", "wheel", "search", "index"},
    "npm": {"install", "i", "ci", "add", "update", "upgrade", "publish", "exec", "view", "audit"},
    "pnpm": {"install", "i", "add", "update", "up", "dlx", "publish"},
    "yarn": {"install", "add", "upgrade", "up", "dlx", "publish"},
    "bun": {"install", "i", "add", "update", "x", "upgrade"},
    "apt": {"install", "update", "upgrade", "full-upgrade", "dist-upgrade", "download", "source"},
    "apt-get": {"install", "update", "upgrade", "dist-upgrade", "download", "source"},
    "dnf": {"install", "update", "upgrade", "download", "makecache"},
    "yum": {"install", "update", "upgrade", "makecache"},
    "zypper": {"install", "in", "update", "up", "refresh", "ref", "dup"},
    "apk": {"add", "update", "upgrade", "fetch"},
    "pacman": {"-S", "-Sy", "-Syu", "-Su", "-Sw", "-Syy"},
    "brew": {"install", "update", "upgrade", "fetch", "tap"},
    "snap": {"install", "refresh", "download"},
    "flatpak": {"install", "update", "remote-add"},
    "gem": {"install", "update", "fetch", "push"},
    "cargo": {"install", "add", "fetch", "update", "publish", "search"},
    "go": {"get", "install", "mod"},
    "conda": {"install", "create", "update", "search"},
    "mamba": {"install", "create", "update", "search"},
    "docker": {"pull", "push", "login", "search"},
    "podman": {"pull", "push", "login", "search"},
    "ollama": {"pull", "push"},
    "huggingface-cli": {"download", "upload", "login"},
    "hf": {"download", "upload"},
    "composer": {"install", "require", "update"},
}
_UV_NETWORK = {"add", "sync", "lock", "pip", "tool", "python"}
_GIT_NETWORK = {"push", "fetch", "pull", "clone", "ls-remote"}
_GIT_NETWORK_VERBS = {
    "submodule": {"update", "add"},
    "remote": {"update"},
    "lfs": {"pull", "fetch", "push"},
}
# git's global options that take the next word as their value: from the option tables
_GIT_GLOBAL_WITH_VALUE = frozenset(
    name for opt in GIT_GLOBAL.options.values() if opt.nargs and not opt.optional
    for name in opt.names
)  # fmt: skip
_MAX_DEPTH = 4
_ROUGH_SPLIT = re.compile(r"\|\||&&|[;&|()\n{}]|\$\(|`|<\(|>\(")
_RESERVED = {
    "if", "then", "else", "elif", "fi", "do", "done", "while", "until", "case", "esac", "!",
    "{", "}", "function", "select", "coproc",
}  # fmt: skip
_ROUGH_REDIRECT = re.compile(r"^\d*(?:>>?|&>>?|>\|)(.*)$")

Peeled = Sequence[tuple[str, Sequence[str]]]


@dataclass(frozen=True)
class _Line:
    """One command line: its simple commands and what is known of the pipes between them."""

    commands: tuple[SimpleCommand, ...]
    operators: tuple[str, ...]
    aligned: bool  # operators[i] joins commands[i] and commands[i + 1]
    downloads: bool  # some command in the line downloads (curl, wget, …)


def _bash(command: str, scan: Scan, depth: int) -> None:
    parsed = parse_command(command)
    if parsed.ok:
        commands, operators = parsed.commands, parsed.operators
        aligned = not parsed.substitutions and len(operators) == len(commands) - 1
    else:
        scan.add(Finding(RiskKind.UNANALYSED, detail=parsed.problem or ""))
        commands = _rough_commands(command)
        operators, aligned = ("|",) if "|" in command else (), False
    downloads = any(_is_downloader(_core(c.words)[0]) for c in commands)
    line = _Line(commands, operators, aligned, downloads)
    for index, simple in enumerate(commands):
        _simple(simple, index, line, scan, depth)


def _rough_commands(command: str) -> tuple[SimpleCommand, ...]:
    """What a line the parser refused probably runs: split on operators and brackets, then on
    blanks and quotes. Only for the summary — nothing is ever allowed on this reading."""
    found: list[SimpleCommand] = []
    for piece in _ROUGH_SPLIT.split(command):
        try:
            tokens = shlex.split(piece, comments=True)
        except ValueError:
            tokens = piece.split()
        while tokens and tokens[0] in _RESERVED:
            tokens.pop(0)
        if not tokens or tokens[0] in ("for", "in"):
            continue
        words: list[Word] = []
        writes: list[str] = []
        redirect_next = False
        for token in tokens:
            redirect = _ROUGH_REDIRECT.match(token)
            if redirect_next:
                writes.append(token)
                redirect_next = False
            elif redirect is not None:
                target = redirect.group(1)
                if target and not target.startswith("&"):
                    writes.append(target)
                redirect_next = not target
            elif not token.startswith("<"):
                words.append(Word(token, literal=not set(token) & set("*?[$`")))
        if words:
            found.append(SimpleCommand(tuple(words), writes_to=tuple(writes), source=piece))
    return tuple(found)


def _name(word: Word) -> str:
    """The program a word names: `/usr/bin/rm` → rm, `pip3.11` → pip, `python3` → python."""
    name = word.text.rsplit("/", 1)[-1]
    if re.fullmatch(r"(python|pip|perl|ruby|php)[0-9.]*", name):
        return re.sub(r"[0-9.]+$", "", name)
    if name.startswith("mkfs."):
        return "mkfs"
    return name


def _texts(words: Iterable[Word]) -> list[str]:
    return [w.text for w in words]


def _word(text: str) -> Word:
    return Word(text, literal=not _GLOB.search(text) and "$" not in text and "`" not in text)


def _leading_options(
    words: Sequence[Word], with_value: Iterable[str] = ()
) -> tuple[list[str], list[Word]]:
    """Options before the first operand (each valued option followed by its value) and the rest;
    `--` ends the options."""
    valued = set(with_value)
    options: list[str] = []
    index = 0
    while index < len(words):
        text = words[index].text
        if text == "--":
            index += 1
            break
        if not text.startswith("-") or text == "-":
            break
        options.append(text)
        if text in valued and index + 1 < len(words):
            options.append(words[index + 1].text)
            index += 1
        index += 1
    return options, list(words[index:])


def _all_options(
    words: Sequence[Word], with_value: Iterable[str] = ()
) -> tuple[list[str], list[Word]]:
    """Options anywhere (GNU tools permute them) and the operands; after `--` all are operands.

    A valued option is followed by its value in the list, also inside a cluster, as getopt reads
    it: `-qO-` gives `-qO-`, `-O`, `-`; `-o f` gives `-o`, `f`.
    """
    valued = set(with_value)
    options: list[str] = []
    operands: list[Word] = []
    ended = False
    index = 0
    while index < len(words):
        text = words[index].text
        if ended or not text.startswith("-") or text == "-":
            operands.append(words[index])
        elif text == "--":
            ended = True
        else:
            options.append(text)
            value_at = _value_position(text, valued)
            if value_at is not None:
                if value_at < len(text) or text not in valued:  # inside a cluster: `-qO-`
                    options.append("-" + text[value_at - 1])
                if value_at < len(text):
                    options.append(text[value_at:])
                elif index + 1 < len(words):
                    index += 1
                    options.append(words[index].text)
        index += 1
    return options, operands


def _value_position(text: str, valued: set[str]) -> int | None:
    """Where the value of a valued option starts in `text` (its length when the value is the
    next word), or None when `text` takes no value."""
    if text in valued:
        return len(text)
    if text.startswith("--"):
        return None
    for position, letter in enumerate(text[1:], start=2):
        if not letter.isalnum():
            return None
        if "-" + letter in valued:
            return position
    return None


def _short(options: Iterable[str], *letters: str) -> bool:
    """Whether a short-option cluster (`-rf`) holds one of `letters`."""
    return any(
        o.startswith("-") and not o.startswith("--") and any(ch in o[1:] for ch in letters)
        for o in options
    )


def _long(options: Iterable[str], *names: str) -> bool:
    return any(o == n or o.startswith(n + "=") for o in options for n in names)


def _option_value(options: Sequence[str], *names: str) -> str | None:
    """The value of the first of `names` in `options` (`-u x`, `-ux`, `--user=x`)."""
    for index, option in enumerate(options):
        for name in names:
            if option == name:
                return options[index + 1] if index + 1 < len(options) else None
            if name.startswith("--") and option.startswith(name + "="):
                return option.split("=", 1)[1]
            if not name.startswith("--") and option.startswith(name) and len(option) > 2:
                return option[len(name) :]
    return None


# Programs that run the rest of their words as a command, with their options that take a value.
_WRAPPERS: dict[str, set[str]] = {
    "sudo": {"-u", "-g", "-C", "-D", "-h", "-p", "-r", "-t", "-U", "-T", "--user", "--group"},
    "doas": {"-u", "-C"},
    "pkexec": {"--user"},
    "run0": {"-u", "--user", "-D", "--chdir"},
    "nice": {"-n", "--adjustment"},
    "ionice": {"-c", "-n", "-p", "--class", "--classdata"},
    "nohup": set(),
    "time": {"-f", "-o", "--format", "--output"},
    "stdbuf": {"-i", "-o", "-e"},
    "setsid": set(),
    "builtin": set(),
    "exec": {"-a"},
    "busybox": set(),
    "unbuffer": set(),
    "xargs": {"-I", "-i", "-n", "-P", "-d", "-E", "-L", "-s", "-a", "--arg-file", "--delimiter"},
    "watch": {"-n", "-d", "--interval"},
    "command": set(),
}
# Wrappers with one operand of their own before the command (timeout DURATION, chroot DIR, …).
_WRAPPERS_WITH_OPERAND: dict[str, set[str]] = {
    "timeout": {"-s", "-k", "--signal", "--kill-after"},
    "chroot": {"--userspec", "--groups"},
    "flock": {"-w", "-E", "--timeout", "--conflict-exit-code"},
    "chrt": set(),
    "taskset": set(),
}


def _core(words: Sequence[Word]) -> tuple[list[Word], list[tuple[str, list[str]]]]:
    """The command a wrapped line really runs (`sudo -u x env A=1 nice rm y` → `rm y`), and the
    wrappers peeled off it, each with its options."""
    rest = list(words)
    peeled: list[tuple[str, list[str]]] = []
    for _ in range(16):
        if not rest or not rest[0].literal:
            break
        name = _name(rest[0])
        if name == "env":
            options, rest = _env_operands(rest[1:])
        elif name in _WRAPPERS_WITH_OPERAND:
            options, operands = _leading_options(rest[1:], _WRAPPERS_WITH_OPERAND[name])
            options += _texts(operands[:1])
            rest = operands[1:]
        elif name == "command" and any(w.text in ("-v", "-V") for w in rest[1:2]):
            return [], peeled  # only looks the name up
        elif name in _WRAPPERS:
            options, rest = _leading_options(rest[1:], _WRAPPERS[name])
        else:
            break
        peeled.append((name, options))
    return rest, peeled


def _env_operands(words: Sequence[Word]) -> tuple[list[str], list[Word]]:
    options: list[str] = []
    index = 0
    while index < len(words):
        text = words[index].text
        if text in ("-u", "--unset", "-C", "--chdir", "-S", "--split-string"):
            options += [text, *_texts(words[index + 1 : index + 2])]
            index += 2
        elif text == "--":
            index += 1
            break
        elif text.startswith("-") and text != "-":
            options.append(text)
            index += 1
        elif "=" in text and not text.startswith("="):
            index += 1  # NAME=value
        else:
            break
    return options, list(words[index:])


def _is_downloader(words: Sequence[Word]) -> bool:
    return bool(words) and words[0].literal and _name(words[0]) in _DOWNLOADERS


def _simple(
    simple: SimpleCommand,
    index: int,
    line: _Line,
    scan: Scan,
    depth: int,
    outer: Peeled = (),
) -> None:
    for target in simple.writes_to:
        scan.written(_word(target))
    words, own = _core(simple.words)
    peeled = [*outer, *own]
    for name, options in own:
        if name in _ROOT_WRAPPERS:
            user = _option_value(options, "-u", "--user")
            scan.add(Finding(RiskKind.NEEDS_ROOT, detail=f"{name} -u {user}" if user else name))
        script = _option_value(options, "-S", "--split-string") if name == "env" else None
        if script and depth < _MAX_DEPTH:
            _bash(script, scan.child(), depth + 1)
    if not words:
        return
    if not words[0].literal:
        scan.add(Finding(RiskKind.UNANALYSED, detail=f"runs {clip(words[0].text)}"))
        return
    name = _name(words[0])
    args = words[1:]
    if "/" in words[0].text and _downloaded(words[0], scan):
        scan.add(Finding(RiskKind.RUNS_DOWNLOADED, detail=clip(words[0].text)))
    if name in _DOWNLOADERS:
        _download(name, args, simple, scan)
    elif name in _SHELLS or name in _INTERPRETERS:
        _interpreter(name, args, line, scan, depth, _fed_by_download(index, line))
    elif name in ("source", "."):
        if args and (_downloaded(args[0], scan) or _substituted_download(args[0], line)):
            scan.add(Finding(RiskKind.RUNS_DOWNLOADED, detail=f"{name} {clip(args[0].text)}"))
    elif name == "eval":
        if any(_substituted_download(w, line) for w in args):
            scan.add(Finding(RiskKind.RUNS_DOWNLOADED, detail="eval"))
        elif args and depth < _MAX_DEPTH:
            _bash(" ".join(_texts(args)), scan.child(), depth + 1)
    elif name in ("cd", "pushd", "popd"):
        _cd(name, args, scan)
    elif name in _HANDLERS:
        _HANDLERS[name](name, args, scan, depth, peeled)
    elif name in _NETWORK_ONLY:
        _network(scan, name, args)
    elif name in _NETWORK_SUBCOMMANDS:
        _package_manager(name, args, scan)


def _fed_by_download(index: int, line: _Line) -> bool:
    """Whether this command's stdin comes through a pipe from a downloader."""
    if not line.downloads or not {"|", "|&"} & set(line.operators):
        return False
    if not line.aligned:  # `$(…)` or an unparsed line: any pipe after a download counts
        return index > 0
    j = index
    while j > 0 and line.operators[j - 1] in ("|", "|&"):
        j -= 1
        if _is_downloader(_core(line.commands[j].words)[0]):
            return True
    return False


def _substituted_download(word: Word, line: _Line) -> bool:
    """`<(curl …)` or `"$(curl …)"` in a line that downloads."""
    text = word.text
    return line.downloads and not word.literal and ("$(" in text or "`" in text or "<(" in text)


def _downloaded(word: Word, scan: Scan) -> bool:
    path = scan.resolve(word)
    return path is not None and path in scan.downloads


def _interpreter(
    name: str, args: Sequence[Word], line: _Line, scan: Scan, depth: int, piped: bool
) -> None:
    """A shell or script interpreter: what it runs — inline code, a script file or stdin."""
    shell = name in _SHELLS
    code_options = ("-c",) if shell else _CODE_OPTIONS.get(name, ())
    stdin = False
    index = 0
    while index < len(args):
        text = args[index].text
        if text == "--":
            index += 1
            break
        if name == "python" and text == "-m":
            module = args[index + 1].text if index + 1 < len(args) else ""
            if module == "pip":
                _package_manager("pip", args[index + 2 :], scan)
            return
        if text in code_options or (shell and _short([text], "c")):
            code = next((w for w in args[index + 1 :] if not w.text.startswith("-")), None)
            _inline_code(name, code, line, scan, depth)
            return
        if not text.startswith(("-", "+")) or text == "-":
            break
        stdin |= shell and _short([text], "s")
        index += 1 + (text in _VALUED_INTERPRETER_OPTIONS)
    script = None if stdin or index >= len(args) else args[index]
    if script is None or script.text in ("-", "/dev/stdin"):
        if piped:
            scan.add(Finding(RiskKind.RUNS_DOWNLOADED, detail=f"… | {name}"))
    elif _downloaded(script, scan) or _substituted_download(script, line):
        scan.add(Finding(RiskKind.RUNS_DOWNLOADED, detail=f"{name} {clip(script.text)}"))


def _inline_code(name: str, code: Word | None, line: _Line, scan: Scan, depth: int) -> None:
    if code is None:
        return
    if _substituted_download(code, line):
        scan.add(Finding(RiskKind.RUNS_DOWNLOADED, detail=f'{name} "$(…)"'))
    elif name in _SHELLS and code.literal:
        if depth < _MAX_DEPTH:
            _bash(code.text, scan.child(), depth + 1)
        else:
            scan.add(Finding(RiskKind.UNANALYSED, detail="nested too deeply"))
    elif name in _SHELLS:
        scan.add(Finding(RiskKind.UNANALYSED, detail=f"{name} -c {clip(code.text)}"))


def _cd(name: str, args: Sequence[Word], scan: Scan) -> None:
    operands = [w for w in args if not w.text.startswith("-") or w.text == "-"]
    if name == "popd" or (operands and operands[0].text == "-"):
        scan.cwd = None
    elif not operands:
        if name == "cd":
            scan.cwd = resolved_dir(Path("~"))
    else:
        scan.cwd = scan.resolve(operands[0])


# ---------------------------------------------------------------- one program each

_Handler = Callable[[str, Sequence[Word], Scan, int, Peeled], None]
_COPY_VALUED = {"-t", "--target-directory", "-S", "--suffix", "-m", "--mode", "-o", "--owner",
                "-g", "--group"}  # fmt: skip
_TOUCH_VALUED = {"-r", "--reference", "-d", "--date", "-t", "-s", "--size", "-m", "--mode"}
_SED_VALUED = {"-e", "--expression", "-f", "--file", "-l", "--line-length"}
_SCP_VALUED = {"-P", "-p", "-i", "-o", "-F", "-c", "-l", "-S", "-J", "-e", "--rsh", "--port"}
_SSH_VALUED = {"-p", "-i", "-l", "-o", "-F", "-J", "-L", "-R", "-D", "-W", "-b", "-c", "-E", "-m"}
_SU_VALUED = {"-c", "--command", "-s", "--shell", "-g", "--group", "-G", "-w"}


def _delete(name: str, args: Sequence[Word], scan: Scan, depth: int, peeled: Peeled) -> None:
    options, operands = _all_options(args)
    per_file = any(p[0] in _PER_FILE for p in peeled)
    if not operands and not per_file:
        return
    shredding = name == "shred" and not (_short(options, "u") or _long(options, "--remove"))
    recursive = not shredding and (_short(options, "r", "R") or _long(options, "--recursive"))
    for word in operands:
        scan.written(word)
    scan.add(
        Finding(
            RiskKind.DELETES,
            targets=() if per_file else tuple(w.text for w in operands),
            count=None if per_file else len(operands),
            more=any(not w.literal for w in operands),
            recursive=recursive,
            detail="shred" if shredding else "",  # overwrites the contents: as good as gone
        )
    )


def _copy(name: str, args: Sequence[Word], scan: Scan, depth: int, peeled: Peeled) -> None:
    """cp/mv/install/ln: the destination is written; mv also takes its sources away."""
    options, operands = _all_options(args, _COPY_VALUED)
    target = _option_value(options, "-t", "--target-directory")
    if target is not None:
        destinations, sources = [_word(target)], operands
    elif name == "install" and _short(options, "d"):
        destinations, sources = operands, []
    elif len(operands) >= 2:
        destinations, sources = operands[-1:], operands[:-1]
    else:
        return
    for word in destinations:
        scan.written(word)
    if name == "mv":
        for word in sources:
            scan.written(word)


def _writes_operands(valued: set[str]) -> _Handler:
    def handler(name: str, args: Sequence[Word], scan: Scan, depth: int, peeled: Peeled) -> None:
        for word in _all_options(args, valued)[1]:
            scan.written(word)

    return handler


def _dd(name: str, args: Sequence[Word], scan: Scan, depth: int, peeled: Peeled) -> None:
    for word in args:
        if word.text.startswith("of="):
            scan.written(Word(word.text[3:], word.literal), shown=word.text)


def _sed(name: str, args: Sequence[Word], scan: Scan, depth: int, peeled: Peeled) -> None:
    """`sed -i` edits its file operands in place."""
    options, operands = _all_options(args, _SED_VALUED)
    if not (_short(options, "i") or _long(options, "--in-place")):
        return
    if not _short(options, "e", "f") and not _long(options, "--expression", "--file"):
        operands = operands[1:]  # the first operand is the script
    for word in operands:
        scan.written(word)


def _permissions(name: str, args: Sequence[Word], scan: Scan, depth: int, peeled: Peeled) -> None:
    options, operands = _all_options(args)
    # chmod -x file: the mode looks like an option
    mode_as_option = name == "chmod" and any(re.fullmatch(r"-[rwxXst]+", o) for o in options)
    if name != "chattr" and not mode_as_option and not _long(options, "--reference"):
        operands = operands[1:]  # the mode, owner, group or ACL
    if not operands:
        return
    for word in operands:
        scan.written(word)
    scan.add(
        Finding(
            RiskKind.PERMISSIONS,
            targets=tuple(w.text for w in operands),
            count=len(operands),
            more=any(not w.literal for w in operands),
            recursive=_short(options, "R") or _long(options, "--recursive"),
            detail=name,
        )
    )


def _kill(name: str, args: Sequence[Word], scan: Scan, depth: int, peeled: Peeled) -> None:
    if any(w.text in ("-l", "-L", "--list", "--help") for w in args):
        return
    scan.add(Finding(RiskKind.KILLS, detail=clip(" ".join([name, *_texts(args[:3])]))))


def _power(name: str, args: Sequence[Word], scan: Scan, depth: int, peeled: Peeled) -> None:
    if any(w.text in ("-c", "--help") for w in args):  # `shutdown -c` cancels one
        return
    scan.add(Finding(RiskKind.POWER, detail=name))


def _systemctl(name: str, args: Sequence[Word], scan: Scan, depth: int, peeled: Peeled) -> None:
    operands = _all_options(args)[1]
    verb = operands[0].text if operands else ""
    if verb in ("reboot", "poweroff", "halt", "kexec", "soft-reboot"):
        scan.add(Finding(RiskKind.POWER, detail=f"systemctl {verb}"))
    elif verb in ("stop", "kill", "restart", "try-restart", "reload-or-restart", "isolate"):
        scan.add(
            Finding(RiskKind.KILLS, detail=clip(" ".join(["systemctl", *_texts(operands[:2])])))
        )


def _fuser(name: str, args: Sequence[Word], scan: Scan, depth: int, peeled: Peeled) -> None:
    options = _all_options(args)[0]
    if _short(options, "k") or "--kill" in options:
        scan.add(Finding(RiskKind.KILLS, detail="fuser -k"))


def _find(name: str, args: Sequence[Word], scan: Scan, depth: int, peeled: Peeled) -> None:
    starts: list[Word] = []
    for word in args:
        if word.text.startswith(("-", "(", "!", ")")):
            break
        starts.append(word)
    start = starts[0] if starts else Word(".", literal=True)
    texts = _texts(args)
    if "-delete" in texts:
        for word in starts or [start]:
            scan.written(word)
        scan.add(Finding(RiskKind.DELETES, recursive=True, detail="find -delete"))
    for index, text in enumerate(texts):
        if text in ("-exec", "-execdir", "-ok", "-okdir") and depth < _MAX_DEPTH:
            inner: list[Word] = []
            for word in args[index + 1 :]:
                if word.text in (";", "+"):
                    break
                # each file found stands where {} is: somewhere under the start directory
                inner.append(Word(start.text, literal=False) if word.text == "{}" else word)
            if inner:
                alone = _Line((SimpleCommand(tuple(inner)),), (), aligned=True, downloads=False)
                outer = [*peeled, ("find -exec", [])]
                _simple(alone.commands[0], 0, alone, scan.child(), depth + 1, outer)
        elif text in ("-fprint", "-fprint0", "-fprintf", "-fls") and index + 1 < len(args):
            scan.written(args[index + 1])


def _rsync(name: str, args: Sequence[Word], scan: Scan, depth: int, peeled: Peeled) -> None:
    options, operands = _all_options(args, _SCP_VALUED)
    hosts = [_remote_host(w.text) for w in operands]
    if any(hosts):
        scan.add(Finding(RiskKind.NETWORK, targets=tuple(h for h in hosts if h)))
    if len(operands) >= 2 and not hosts[-1]:
        scan.written(operands[-1])
    if any(o.startswith("--delete") or o == "--remove-source-files" for o in options):
        scan.add(Finding(RiskKind.DELETES, detail=f"{name} --delete"))


def _remote_host(text: str) -> str:
    """`user@host:path`, `host:path` or a URL → the host; else ''."""
    if "://" in text:
        return url_host(text)
    match = re.match(r"^(?:[^@/:\s]+@)?([A-Za-z0-9._-]+|\[[0-9a-fA-F:]+\]):", text)
    return match.group(1) if match else ""


def _ssh(name: str, args: Sequence[Word], scan: Scan, depth: int, peeled: Peeled) -> None:
    operands = _leading_options(args, _SSH_VALUED)[1]
    host = operands[0].text.rsplit("@", 1)[-1] if operands else ""
    scan.add(Finding(RiskKind.NETWORK, targets=(host,) if host else (), detail=name))


def _su(name: str, args: Sequence[Word], scan: Scan, depth: int, peeled: Peeled) -> None:
    options, _ = _all_options(args, _SU_VALUED)
    scan.add(Finding(RiskKind.NEEDS_ROOT, detail=name))
    code = _option_value(options, "-c", "--command")
    if code and depth < _MAX_DEPTH:
        _bash(code, scan.child(), depth + 1)


def _sudoedit(name: str, args: Sequence[Word], scan: Scan, depth: int, peeled: Peeled) -> None:
    scan.add(Finding(RiskKind.NEEDS_ROOT, detail=name))
    for word in _all_options(args, _WRAPPERS["sudo"])[1]:
        scan.written(word)


def _network(scan: Scan, name: str, args: Sequence[Word]) -> None:
    hosts = tuple(h for h in (url_host(w.text) for w in args) if h)
    scan.add(Finding(RiskKind.NETWORK, targets=hosts, detail="" if hosts else name))


_OUTPUT_OPTIONS = {"curl": ("-o", "--output"), "wget": ("-O", "--output-document")}


def _download(name: str, args: Sequence[Word], simple: SimpleCommand, scan: Scan) -> None:
    """A downloader reaches the network; the files it saves are remembered (`sh file` later)."""
    _network(scan, name, args)
    short, long = _OUTPUT_OPTIONS.get(name, ("", ""))
    options, operands = _all_options(args, {short, long} - {""})
    saved = [_word(t) for t in simple.writes_to]  # already checked as redirections
    named = _option_value(options, short, long) if short else None
    if named is not None and named != "-":
        saved.append(_word(named))
        scan.written(saved[-1])
    remote_name = (name == "wget" and named is None) or (
        name == "curl" and (_short(options, "O") or "--remote-name" in options)
    )
    if remote_name:  # saved under the URL's own file name, in the current directory
        for url in (w.text for w in operands if url_host(w.text)):
            saved.append(Word(Path(urlsplit(url).path).name or "index.html", literal=True))
    for word in saved:
        path = scan.resolve(word)
        if path is not None:
            scan.downloads.add(path)


def _package_manager(name: str, args: Sequence[Word], scan: Scan) -> None:
    words = [w.text for w in args if name == "pacman" or not w.text.startswith("-")]
    verb = next((t for t in words if t in _NETWORK_SUBCOMMANDS.get(name, ())), None)
    if verb is None or (name == "pip" and any(w.text == "--no-index" for w in args)):
        return
    scan.add(Finding(RiskKind.NETWORK, detail=f"{name} {verb}"))


def _uv(name: str, args: Sequence[Word], scan: Scan, depth: int, peeled: Peeled) -> None:
    operands = [w.text for w in args if not w.text.startswith("-")]
    verb = operands[0] if operands else ""
    if verb == "pip":
        _package_manager("pip", [w for w in args if w.text != "pip"], scan)
    elif verb in ("tool", "python"):
        if operands[1:2] in (["install"], ["upgrade"]):
            scan.add(Finding(RiskKind.NETWORK, detail=f"uv {verb} {operands[1]}"))
    elif verb in _UV_NETWORK:
        scan.add(Finding(RiskKind.NETWORK, detail=f"uv {verb}"))


def _git(name: str, args: Sequence[Word], scan: Scan, depth: int, peeled: Peeled) -> None:
    index = 0
    while index < len(args) and args[index].text.startswith("-"):
        index += 1 + (args[index].text in _GIT_GLOBAL_WITH_VALUE)
    if index >= len(args):
        return
    sub = args[index].text
    rest = args[index + 1 :]
    options, operands = _all_options(rest, {"-m", "--message", "-F", "--file", "-C", "-c"})
    texts = _texts(operands)
    separated = "--" in _texts(rest)
    findings: list[tuple[RiskKind, str]] = []
    if sub in _GIT_NETWORK or (texts and texts[0] in _GIT_NETWORK_VERBS.get(sub, ())):
        hosts = tuple(h for h in map(_remote_host, texts) if h)
        scan.add(Finding(RiskKind.NETWORK, targets=hosts, detail="" if hosts else f"git {sub}"))
    history, discards = RiskKind.REWRITES_GIT_HISTORY, RiskKind.DISCARDS_CHANGES
    if sub == "push":
        if _short(options, "f") or _long(options, "--force", "--force-with-lease", "--mirror"):
            findings.append((history, "push --force"))
        elif any(t.startswith("+") for t in texts[1:]):
            findings.append((history, "push +refspec"))
        deleting = _short(options, "d") or _long(options, "--delete", "--prune")
        if deleting or any(t.startswith(":") for t in texts[1:]):
            findings.append((history, "push --delete"))
    elif sub == "reset":
        if "--hard" in options:
            findings.append((discards, "reset --hard"))
        if any(re.search(r"[~^@]|^[0-9a-f]{7,40}$|^(?:origin|upstream)/", t) for t in texts):
            findings.append((history, f"reset {texts[0]}"))
    elif sub == "rebase" and not _long(options, "--abort", "--quit", "--show-current-patch"):
        findings.append((history, "rebase"))
    elif sub == "commit" and "--amend" in options:
        findings.append((history, "commit --amend"))
    elif sub in ("filter-branch", "filter-repo"):
        findings.append((history, sub))
    elif sub == "branch" and (
        _short(options, "D", "M", "C", "f") or ("--force" in options and "--delete" in options)
    ):
        findings.append((history, " ".join(["branch", *options[:2]])))
    elif sub == "tag" and (_short(options, "d", "f") or _long(options, "--delete", "--force")):
        findings.append((history, " ".join(["tag", *options[:1]])))
    elif sub == "update-ref" and _short(options, "d"):
        findings.append((history, "update-ref -d"))
    elif sub == "reflog" and texts[:1] in (["expire"], ["delete"]):
        findings.append((history, f"reflog {texts[0]}"))
    elif sub == "checkout" and (
        separated or "." in texts or _short(options, "f") or _long(options, "--force")
    ):
        findings.append(
            (discards, "checkout --" if separated else f"checkout {(options or texts)[0]}")
        )
    elif sub == "restore" and (
        _short(options, "W")
        or "--worktree" in options
        or not (_short(options, "S") or "--staged" in options)
    ):
        findings.append((discards, "restore"))
    elif sub == "switch" and (
        _short(options, "f") or _long(options, "--force", "--discard-changes")
    ):
        findings.append((discards, f"switch {options[0]}"))
    elif sub == "stash" and texts[:1] in (["drop"], ["clear"]):
        findings.append((discards, f"stash {texts[0]}"))
    elif (
        sub == "clean"
        and (_short(options, "f") or "--force" in options)
        and not (_short(options, "n") or "--dry-run" in options)
    ):
        detail = " ".join(["git clean", *options])
        scan.add(Finding(RiskKind.DELETES, recursive=_short(options, "d"), detail=detail))
    for kind, detail in findings:
        scan.add(Finding(kind, detail=clip(detail)))


_HANDLERS: dict[str, _Handler] = {
    **dict.fromkeys(("rm", "rmdir", "unlink", "shred", "srm", "trash", "trash-put"), _delete),
    **dict.fromkeys(("cp", "mv", "install", "ln"), _copy),
    **dict.fromkeys(
        ("touch", "mkdir", "truncate", "mkfifo", "mknod"), _writes_operands(_TOUCH_VALUED)
    ),
    **dict.fromkeys(
        ("mkfs", "mkswap", "wipefs", "fdisk", "sfdisk", "cfdisk", "parted", "blkdiscard"),
        _writes_operands(set()),
    ),
    **dict.fromkeys(("chmod", "chown", "chgrp", "chattr", "setfacl"), _permissions),
    **dict.fromkeys(("kill", "killall", "pkill", "skill", "xkill", "killall5"), _kill),
    **dict.fromkeys(("reboot", "shutdown", "halt", "poweroff"), _power),
    "tee": _writes_operands(set()),
    "dd": _dd,
    "sed": _sed,
    "systemctl": _systemctl,
    "fuser": _fuser,
    "find": _find,
    "rsync": _rsync,
    "scp": _rsync,
    "ssh": _ssh,
    "su": _su,
    "sudoedit": _sudoedit,
    "git": _git,
    "uv": _uv,
}


def url_host(text: str) -> str:
    """The host of an http(s), ftp, ssh, git, rsync or ws URL, or ''."""
    if not re.match(r"^(?:https?|ftps?|s?ftp|ssh|git|rsync|wss?|scp)://", text, re.IGNORECASE):
        return ""
    try:
        return urlsplit(text).hostname or ""
    except ValueError:
        return ""
