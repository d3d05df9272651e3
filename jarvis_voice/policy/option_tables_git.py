"""git's arguments as data: global options, the read-only subcommands, push and apply in full,
the others by what they do (a rule must name them).

Sources: git 2.39–2.47 `git <cmd> -h` and Documentation/{diff,rev-list,pretty}-options. git's
parse-options accepts unique prefixes of long options (`--out=x` is `--output=x`) and `--no-X`
for most options; the matcher treats a prefix of a risky option as that option.
"""

from __future__ import annotations

from jarvis_voice.policy.option_spec import (
    DELETE,
    EXEC,
    FOREIGN,
    MUTATE,
    NETWORK,
    UPLOAD,
    WRITE,
    Risk,
    Spec,
    opaque,
    operand,
    parse_options,
    spec,
)

# Before the subcommand. Options that point git at another repository or configuration make
# the command FOREIGN: no rule covers them (`-c core.pager=…` and `--exec-path` run programs).
GLOBAL = spec(
    "-v/--version -h/--help --html-path --man-path --info-path -P/--no-pager --no-replace-objects"
    " --literal-pathspecs --glob-pathspecs --noglob-pathspecs --icase-pathspecs"
    " --no-optional-locks --no-lazy-fetch --no-advice --namespace= --list-cmds= --attr-source=",
    [
        Risk(FOREIGN, "-C= --git-dir= --work-tree= --bare", "makes git use another repository"),
        Risk(FOREIGN, "-c= --config-env=", "sets git configuration that can run programs"),
        Risk(FOREIGN, "--exec-path[=]", "makes git run its helpers from another directory"),
        Risk(EXEC, "-p/--paginate", "runs the configured pager"),
    ],
)

_DIFF = (
    "-p/-u/--patch -s/--no-patch -U/--unified[=] --output-indicator-new= --output-indicator-old="
    " --output-indicator-context= --raw --patch-with-raw -t --indent-heuristic"
    " --no-indent-heuristic --minimal --patience --histogram --anchored= --diff-algorithm="
    " --stat[=] --stat-width= --stat-name-width= --stat-count= --stat-graph-width="
    " --compact-summary --numstat --shortstat -X/--dirstat[=] --cumulative --dirstat-by-file[=]"
    " --summary --patch-with-stat -z --name-only --name-status --submodule[=] --color[=]"
    " --color-moved[=] --color-moved-ws= --word-diff[=] --word-diff-regex= --color-words[=]"
    " --no-renames --renames --rename-empty --no-rename-empty --check --ws-error-highlight="
    " --full-index --binary --abbrev[=] -B/--break-rewrites[=] -M/--find-renames[=]"
    " -C/--find-copies[=] --find-copies-harder -D/--irreversible-delete -l= --diff-filter="
    " -S= -G= --find-object= --pickaxe-all --pickaxe-regex -O= --skip-to= --rotate-to= -R"
    " --relative[=] -a/--text --ignore-cr-at-eol --ignore-space-at-eol -b/--ignore-space-change"
    " -w/--ignore-all-space --ignore-blank-lines -I/--ignore-matching-lines="
    " --inter-hunk-context= -W/--function-context --exit-code --quiet --ignore-submodules[=]"
    " --src-prefix= --dst-prefix= --no-prefix --default-prefix --line-prefix="
    " --ita-invisible-in-index --ita-visible-in-index --no-ext-diff --no-textconv"
    " -m -c --cc --dd --combined-all-paths --diff-merges= --no-diff-merges --remerge-diff"
)
_DIFF_RISKS = [
    Risk(WRITE, "--output=", "writes the output to a file"),
    Risk(EXEC, "--ext-diff", "runs the external diff program"),
    Risk(EXEC, "--textconv", "runs text conversion programs"),
]
# Revision walking and formatting (log, show, shortlog, whatchanged, stash list, reflog).
_REVS = (
    "-n/--max-count= --skip= --since= --after= --since-as-filter= --until= --before="
    " --max-age= --min-age= --author= --committer= --grep-reflog= --grep= --all-match"
    " --invert-grep -i/--regexp-ignore-case --basic-regexp -E/--extended-regexp"
    " -F/--fixed-strings -P/--perl-regexp --remove-empty --merges --no-merges --min-parents="
    " --max-parents= --first-parent --exclude-first-parent-only --not --all --branches[=]"
    " --tags[=] --remotes[=] --glob= --exclude= --exclude-hidden= --reflog --alternate-refs"
    " --single-worktree --ignore-missing --bisect --cherry-mark --cherry-pick --left-only"
    " --right-only --cherry -g/--walk-reflogs --merge --boundary --simplify-by-decoration"
    " --show-pulls --full-history --dense --sparse --simplify-merges --ancestry-path[=]"
    " --date-order --author-date-order --topo-order --reverse --no-walk[=] --do-walk"
    " --pretty[=] --format= --abbrev-commit --no-abbrev-commit --oneline --encoding="
    " --expand-tabs[=] --no-expand-tabs --notes[=] --show-notes[=] --standard-notes"
    " --show-signature --relative-date --date= --parents --children --left-right --graph"
    " --show-linear-break[=] --count -L= --follow --decorate[=] --decorate-refs="
    " --decorate-refs-exclude= --clear-decorations --source --use-mailmap/--mailmap --full-diff"
    " --log-size --no-color"
)
DIFF = parse_options(_DIFF, _DIFF_RISKS)
LOG = parse_options(f"{_DIFF} {_REVS}", _DIFF_RISKS)

# `git branch NAME` creates a branch unless a listing option makes NAME a pattern.
_LISTING = "-l --list --contains --no-contains --merged --no-merged --points-at"
BRANCH = spec(
    "-v/--verbose -q/--quiet --color[=] -r/--remotes --contains[=] --no-contains[=] --abbrev[=]"
    " -a/--all -l/--list --show-current --merged[=] --no-merged[=] --column[=] --sort="
    " --points-at[=] -i/--ignore-case --recurse-submodules --format= --omit-empty",
    [
        Risk(MUTATE, "-d/--delete -D", "deletes branches"),
        Risk(MUTATE, "-m/--move -M -c/--copy -C", "renames or copies branches"),
        Risk(MUTATE, "-u/--set-upstream-to= --unset-upstream -t/--track[=]", "changes upstreams"),
        Risk(MUTATE, "-f/--force --create-reflog", "creates or overwrites branches"),
        Risk(EXEC, "--edit-description", "opens an editor"),
    ],
    operands=[
        operand(
            0,
            MUTATE,
            "creates a branch",
            unless=f"{_LISTING} -d --delete -D -m --move -M -c --copy -C --set-upstream-to"
            " -u --unset-upstream --edit-description",
        )
    ],
    negatable=True,
)
TAG = spec(
    "-l/--list -n[=] -v/--verify --column[=] --contains[=] --no-contains[=] --merged[=]"
    " --no-merged[=] --points-at[=] --sort= --format= --color[=] -i/--ignore-case --omit-empty",
    [
        Risk(MUTATE, "-d/--delete", "deletes tags"),
        Risk(
            MUTATE,
            "-a/--annotate -s/--sign -u/--local-user= -f/--force -m/--message= -F/--file="
            " --cleanup= --create-reflog --trailer=",
            "creates a tag",
        ),
        Risk(EXEC, "-e/--edit", "opens an editor"),
    ],
    # `-n` lists (`git tag -n v1` lists v1*); `-v`, `--sort`, `--format` do not: they create
    operands=[operand(0, MUTATE, "creates a tag", unless=f"{_LISTING} -d --delete -v --verify -n")],
    negatable=True,
)
REMOTE = spec(
    "-v/--verbose",
    subcommands={
        "show": spec("-n", effect=NETWORK, why="asks the remote for its branches"),
        "get-url": spec("--push --all"),
        "add": opaque(MUTATE, "adds a remote"),
        "rename": opaque(MUTATE, "renames a remote"),
        "remove": opaque(MUTATE, "removes a remote"),
        "rm": opaque(MUTATE, "removes a remote"),
        "set-head": opaque(MUTATE, "changes a remote's default branch"),
        "set-branches": opaque(MUTATE, "changes a remote's tracked branches"),
        "set-url": opaque(MUTATE, "changes a remote's URL"),
        "prune": opaque(MUTATE, "deletes stale remote-tracking branches"),
        "update": opaque(NETWORK, "fetches from remotes"),
    },
)
STASH = spec(
    "-p/--patch -k/--keep-index -u/--include-untracked -a/--all -q/--quiet -m/--message="
    " -S/--staged --pathspec-from-file= --pathspec-file-nul",
    bare=MUTATE,
    bare_why="stashes and resets local changes",
    subcommands={
        "list": spec(inherit=LOG, numeric=True, negatable=True),
        "show": spec(
            "-u/--include-untracked --only-untracked", inherit=DIFF, numeric=True, negatable=True
        ),
        **{
            name: opaque(MUTATE, "changes the stash or the working tree")
            for name in ("push", "save", "pop", "apply", "drop", "branch", "create", "store")
        },
        "clear": opaque(DELETE, "deletes all stashes"),
    },
    negatable=True,
)
_CONFIG_SCOPE = (
    "--global --system --local --worktree -f/--file= --blob= --includes -t/--type= --bool --int"
    " --bool-or-int --bool-or-str --path --expiry-date -z/--null --name-only --show-origin"
    " --show-scope --default= --fixed-value"
)
_CONFIG_READS = "--get --get-all --get-regexp --get-urlmatch --get-color --get-colorbool -l --list"
CONFIG = spec(
    f"{_CONFIG_SCOPE} {_CONFIG_READS}",
    [
        Risk(
            WRITE,
            "--replace-all --add --unset --unset-all --rename-section --remove-section --comment=",
            "writes git configuration",
        ),
        Risk(EXEC, "-e/--edit", "opens an editor"),
    ],
    subcommands={
        "get": spec(f"{_CONFIG_SCOPE} --all --regexp --value= --url="),
        "list": spec(_CONFIG_SCOPE),
        "set": opaque(WRITE, "writes git configuration"),
        "unset": opaque(WRITE, "writes git configuration"),
        "rename-section": opaque(WRITE, "writes git configuration"),
        "remove-section": opaque(WRITE, "writes git configuration"),
        "edit": opaque(EXEC, "opens an editor"),
    },
    other="operand",
    # `git config KEY VALUE` sets KEY; one operand only reads it
    operands=[operand(1, WRITE, "writes git configuration", unless=_CONFIG_READS)],
    negatable=True,
)
_UPLOAD_PACK = Risk(EXEC, "--upload-pack=", "runs the named program as git-upload-pack")
FETCH = spec(
    "-v/--verbose -q/--quiet --all --set-upstream -a/--append --atomic -f/--force -m/--multiple"
    " -t/--tags -n -j/--jobs= --prefetch -p/--prune -P/--prune-tags --recurse-submodules[=]"
    " --dry-run --porcelain --write-fetch-head -k/--keep -u/--update-head-ok --progress --depth="
    " --shallow-since= --shallow-exclude= --deepen= --unshallow --refetch --update-shallow"
    " --refmap= -o/--server-option= -4/--ipv4 -6/--ipv6 --negotiation-tip= --negotiate-only"
    " --filter= --auto-maintenance --auto-gc --show-forced-updates --write-commit-graph --stdin"
    " --recurse-submodules-default= --submodule-prefix=",
    [_UPLOAD_PACK],
    effect=NETWORK,
    why="fetches from a remote and updates remote-tracking branches",
    # `ext::CMD` remotes run CMD (off by default, but a rule must not rely on configuration)
    operands=[operand(0, EXEC, "a transport that runs a program", when="::")],
    negatable=True,
)
GREP = spec(
    "--cached --no-index --untracked --exclude-standard --recurse-submodules -v/--invert-match"
    " -i/--ignore-case -w/--word-regexp -a/--text -I -r/--recursive --max-depth="
    " -E/--extended-regexp -G/--basic-regexp -F/--fixed-strings -P/--perl-regexp -n/--line-number"
    " --column -h -H --full-name -l/--files-with-matches --name-only -L/--files-without-match"
    " -z/--null -o/--only-matching -c/--count --color[=] --break --heading -C/--context="
    " -B/--before-context= -A/--after-context= --threads= -p/--show-function"
    " -W/--function-context -f= -e= --and --or --not -q/--quiet --all-match --ext-grep"
    " -m/--max-count= --no-textconv",
    [
        Risk(EXEC, "-O/--open-files-in-pager[=]", "opens the matching files in a program"),
        Risk(EXEC, "--textconv", "runs text conversion programs"),
    ],
    numeric=True,
    negatable=True,
)
BLAME = spec(
    "--incremental -b --root --show-stats --progress -f/--show-name -n/--show-number"
    " -p/--porcelain --line-porcelain -c -t -l -s -e/--show-email -w --ignore-rev="
    " --ignore-revs-file= --color-lines --color-by-age --minimal -S= --contents= -C[=] -M[=] -L="
    " --abbrev[=] --score-debug --date= --since= --reverse --first-parent --encoding="
    " --no-textconv",
    [Risk(EXEC, "--textconv", "runs text conversion programs")],
    negatable=True,
)
REV_PARSE = spec(
    "--abbrev-ref[=] --short[=] --verify -q/--quiet --git-dir --git-common-dir --show-toplevel"
    " --show-prefix --show-cdup --is-inside-work-tree --is-inside-git-dir --is-bare-repository"
    " --is-shallow-repository --absolute-git-dir --show-superproject-working-tree"
    " --shared-index-path --symbolic --symbolic-full-name --all --branches[=] --tags[=]"
    " --remotes[=] --glob= --exclude= --exclude-hidden= --disambiguate= --local-env-vars"
    " --since= --after= --until= --before= --default= --prefix= --revs-only --no-revs --flags"
    " --no-flags --sq --sq-quote --not --keep-dashdash --stop-at-non-option --stuck-long"
    " --resolve-git-dir= --path-format= --git-path= --show-object-format[=] --show-ref-format"
    " --end-of-options"
)
LS_FILES = spec(
    "-z -t -v -f -c/--cached -d/--deleted -m/--modified -o/--others -i/--ignored -s/--stage"
    " -k/--killed --directory --no-empty-directory --eol -u/--unmerged --resolve-undo"
    " -x/--exclude= -X/--exclude-from= --exclude-per-directory= --exclude-standard --full-name"
    " --recurse-submodules --error-unmatch --with-tree= --abbrev[=] --debug --deduplicate"
    " --sparse --format="
)
STATUS = spec(
    "-v/--verbose -s/--short -b/--branch --show-stash --ahead-behind --porcelain[=] --long"
    " -z/--null -u/--untracked-files[=] --ignored[=] --ignore-submodules[=] --column[=]"
    " --no-renames --renames -M/--find-renames[=] -q/--quiet",
    negatable=True,
)
_READ_ONLY = {
    "describe": spec(
        "--contains --debug --all --tags --long --first-parent --abbrev[=] --exact-match"
        " --candidates= --match= --exclude= --always --dirty[=] --broken[=]",
        negatable=True,
    ),
    "show-ref": spec(
        "--tags --heads --branches --verify --head -d/--dereference -s/--hash[=] --abbrev[=]"
        " -q/--quiet --exclude-existing[=] --exists",
        negatable=True,
    ),
    "for-each-ref": spec(
        "-s/--shell -p/--perl --python --tcl --count= --format= --color[=] --sort= --points-at="
        " --merged[=] --no-merged[=] --contains[=] --no-contains[=] --ignore-case --omit-empty"
        " --exclude= --include-root-refs --start-after= --stdin",
        negatable=True,
    ),
    "ls-tree": spec(
        "-d -r -t -z -l/--long --name-only --name-status --object-only --full-name --full-tree"
        " --format= --abbrev[=]",
        negatable=True,
    ),
    "merge-base": spec("-a/--all --octopus --independent --is-ancestor --fork-point"),
    "name-rev": spec(
        "--name-only --tags --refs= --exclude= --all --annotate-stdin --undefined --always",
        negatable=True,
    ),
    "count-objects": spec("-v/--verbose -H/--human-readable"),
    "cat-file": spec(
        "-e -p -t -s --allow-unknown-type --use-mailmap/--mailmap -z -Z --batch[=]"
        " --batch-check[=] --batch-command[=] --batch-all-objects --buffer --follow-symlinks"
        " --unordered --path=",
        [Risk(EXEC, "--textconv --filters", "runs conversion programs")],
        negatable=True,
    ),
    "ls-remote": spec(
        "-q/--quiet -t/--tags -h/--heads -b/--branches --refs --get-url --sort= --exit-code"
        " --symref -o/--server-option=",
        [_UPLOAD_PACK],
        effect=NETWORK,
        why="asks a remote for its references",
        operands=[operand(0, EXEC, "a transport that runs a program", when="::")],
    ),
    "version": spec("--build-options"),
    "rev-list": spec(
        "--objects --objects-edge --objects-edge-aggressive --unpacked --missing= --filter="
        " --filter-provided-objects --disk-usage[=] --in-commit-order --no-object-names"
        " --object-names --indexed-objects --header --timestamp --quiet --progress= --bisect-all"
        " --bisect-vars --use-bitmap-index",
        inherit=LOG,
        numeric=True,
        negatable=True,
    ),
    "diff-tree": spec(
        "-r --root --stdin --no-commit-id -v --always --merge-base --pretty[=] --format=",
        inherit=DIFF,
        negatable=True,
    ),
    "cherry": spec("-v --abbrev[=]"),
    "check-ignore": spec("-q/--quiet -v/--verbose --stdin -z -n/--non-matching --no-index"),
    "check-attr": spec("-a/--all --cached --stdin -z --source="),
    "var": spec("-l"),
}
# `git push` sends commits to a remote. A rule `git push` does not cover overwriting or deleting
# the remote's branches (`--force`, `+main`, `--delete`, `:old`, `--mirror`, `--prune`), pushing
# to a URL or path instead of a configured remote, running another program for the remote
# side, or skipping the pre-push hook: `--no-verify` runs less code, but the hook is the
# check the repository put before a push (tests, secret scanning, "not to main").
PUSH = spec(
    "-v/--verbose -q/--quiet --all/--branches --tags --follow-tags -n/--dry-run --porcelain"
    " -u/--set-upstream --progress --thin --atomic --signed[=] --recurse-submodules="
    " -4/--ipv4 -6/--ipv6 --verify",
    [
        Risk(MUTATE, "-f/--force --force-with-lease[=] --force-if-includes",
             "overwrites the remote's history"),
        Risk(DELETE, "-d/--delete", "deletes branches or tags on the remote"),
        Risk(DELETE, "--prune", "deletes remote branches that have no local counterpart"),
        Risk(DELETE, "--mirror", "makes the remote a mirror: overwrites and deletes its refs"),
        Risk(EXEC, "--receive-pack= --exec=", "runs the named program on the remote side"),
        Risk(UPLOAD, "--repo=", "pushes to the named repository, not the branch's remote"),
        Risk(MUTATE, "-o/--push-option=",
             "asks the server to do more (GitLab: open or merge a merge request, skip CI)"),
        Risk(MUTATE, "--no-verify", "skips the pre-push hook (the repository's checks)"),
    ],
    effect=NETWORK,
    why="sends commits to a remote",
    operands=[
        # a remote's name has no `:` (refnames cannot); a URL, `host:path` or path has
        operand(0, UPLOAD, "pushes to a URL or path, not a configured remote",
                when=r":|^[./~]", end=1),
        operand(0, EXEC, "a transport that runs a program", when="::", end=1),
        operand(1, MUTATE, "a forced update (+refspec) overwrites the remote's history",
                when=r"^\+"),
        operand(1, DELETE, "an empty source (:branch) deletes the remote branch",
                when=r"^\+?:"),
    ],
    negatable=True,
)  # fmt: skip
# `git apply` changes the working tree (or the index) by the patch, inside the working tree.
APPLY = spec(
    "--exclude= --include= -p= --no-add --stat --numstat --summary --check --index --cached"
    " -N/--intent-to-add --apply -3/--3way --ours --theirs --union -z -C= --whitespace="
    " --ignore-space-change --ignore-whitespace -R/--reverse --unidiff-zero --reject"
    " --allow-overlap -v/--verbose -q/--quiet --inaccurate-eof --recount --allow-empty"
    " --allow-binary-replacement --binary",
    [
        Risk(WRITE, "--unsafe-paths", "applies changes to files outside the working tree"),
        Risk(WRITE, "--directory=", "prepends a directory to every path in the patch"),
        Risk(WRITE, "--build-fake-ancestor=", "writes an index file"),
    ],
    effect=MUTATE,
    why="applies a patch to the working tree",
    negatable=True,
)
_OPAQUE = {
    "push": PUSH,
    "apply": APPLY,
    "pull": opaque(NETWORK, "fetches and merges", [_UPLOAD_PACK]),
    "clone": opaque(
        NETWORK,
        "downloads a repository",
        [
            Risk(EXEC, "-u/--upload-pack=", "runs the named program as git-upload-pack"),
            Risk(EXEC, "--template= -c/--config=", "sets hooks or configuration that run code"),
        ],
    ),
    "rebase": opaque(
        MUTATE, "rewrites history", [Risk(EXEC, "-x/--exec=", "runs a command per commit")]
    ),
    "bisect": opaque(MUTATE, "checks out commits (`bisect run` runs a program)"),
    "clean": opaque(DELETE, "deletes untracked files"),
    "rm": opaque(DELETE, "deletes files"),
    "difftool": opaque(EXEC, "runs a diff program"),
    "mergetool": opaque(EXEC, "runs a merge program"),
    "submodule": opaque(NETWORK, "clones and updates submodules"),
    "archive": opaque(
        WRITE,
        "writes an archive",
        [Risk(EXEC, "--exec=", "runs the named program as git-upload-archive")],
    ),
    "format-patch": opaque(WRITE, "writes patch files"),
    "filter-branch": opaque(EXEC, "runs filters over history"),
}
_MUTATING = opaque(MUTATE, "changes the repository or the working tree")
_OPAQUE.update(
    dict.fromkeys(
        (
            "add", "am", "checkout", "cherry-pick", "commit", "gc", "init", "merge",
            "mv", "notes", "prune", "reset", "restore", "revert", "sparse-checkout", "switch",
            "worktree", "maintenance", "replace", "update-index", "update-ref", "symbolic-ref",
        ),
        _MUTATING,
    )
)  # fmt: skip

GIT = Spec(
    options=GLOBAL.options,
    # a rule `git log` also matches `git --no-pager log`: these change only the output
    transparent=frozenset({"-P", "--no-pager", "--no-optional-locks", "--no-advice"}),
    subcommands={
        "status": STATUS,
        "log": spec(inherit=LOG, numeric=True, negatable=True),
        "whatchanged": spec(inherit=LOG, numeric=True, negatable=True),
        "show": spec(inherit=LOG, numeric=True, negatable=True),
        "shortlog": spec(
            "-c/--committer -n/--numbered -s/--summary -e/--email -w[=] --group=",
            inherit=LOG,
            numeric=True,
            negatable=True,
        ),
        "diff": spec(
            "--cached --staged --merge-base --no-index -0 -1/--base -2/--ours -3/--theirs",
            inherit=DIFF,
            negatable=True,
        ),
        "reflog": spec(
            inherit=LOG,
            subcommands={
                "show": spec(inherit=LOG, numeric=True, negatable=True),
                "exists": spec(),
                "expire": opaque(MUTATE, "prunes reflog entries"),
                "delete": opaque(MUTATE, "deletes reflog entries"),
            },
            other="operand",
            numeric=True,
            negatable=True,
        ),
        "branch": BRANCH,
        "tag": TAG,
        "remote": REMOTE,
        "stash": STASH,
        "config": CONFIG,
        "fetch": FETCH,
        "grep": GREP,
        "blame": BLAME,
        "rev-parse": REV_PARSE,
        "ls-files": LS_FILES,
        **_READ_ONLY,
        **_OPAQUE,
    },
)
