"""Argument knowledge as data: for the commands people allow, which options run programs, write
or delete files, change repository state or reach the network, and which are known to be safe.

A bash rule for a command in `TABLES` matches only when every risky option, operand or
subcommand in the command line is named by the rule itself (`sort -o out.txt` names `-o`), and
no option is unknown. Commands not in `TABLES` keep plain token-prefix matching.

Sources: GNU coreutils 9.1, grep 3.8, findutils 4.9, tar 1.34, diffutils 3.8, file 5.44, less
590+, zip 3.0 / unzip 6.0, jq 1.6–1.7 (`--help` of each), ripgrep 14 (`crates/core/flags/defs.rs`),
fd 10 (`src/cli.rs`), tree 2.x; the idea after OpenAI Codex's `is_safe_command.rs`.
"""

from __future__ import annotations

from jarvis_voice.policy.option_spec import DELETE, EXEC, WRITE, Risk, Spec, operand, spec
from jarvis_voice.policy.option_tables_files import FILES
from jarvis_voice.policy.option_tables_git import GIT
from jarvis_voice.policy.option_tables_tools import TOOLS

RG = spec(
    "-A/--after-context= --auto-hybrid-regex --no-auto-hybrid-regex -B/--before-context="
    " --binary --no-binary --block-buffered --no-block-buffered -b/--byte-offset"
    " --no-byte-offset -s/--case-sensitive --color= --colors= --column --no-column"
    " -C/--context= --context-separator= --no-context-separator -c/--count --count-matches"
    " --crlf --no-crlf --debug --dfa-size-limit= -E/--encoding= --no-encoding --engine="
    " --field-context-separator= --field-match-separator= -f/--file= --files"
    " -l/--files-with-matches --files-without-match -F/--fixed-strings --no-fixed-strings"
    " -L/--follow --no-follow --generate= -g/--glob= --glob-case-insensitive"
    " --no-glob-case-insensitive --heading --no-heading -h/--help -./--hidden --no-hidden"
    " --hyperlink-format= --iglob= -i/--ignore-case --ignore-file= --ignore-file-case-insensitive"
    " --no-ignore-file-case-insensitive --include-zero --no-include-zero -v/--invert-match"
    " --no-invert-match --json --no-json --line-buffered --no-line-buffered -n/--line-number"
    " -N/--no-line-number -x/--line-regexp -M/--max-columns= --max-columns-preview"
    " --no-max-columns-preview -m/--max-count= -d/--max-depth/--maxdepth= --max-filesize="
    " --mmap --no-mmap -U/--multiline --no-multiline --multiline-dotall --no-multiline-dotall"
    " --no-config --no-ignore --ignore --no-ignore-dot --ignore-dot --no-ignore-exclude"
    " --ignore-exclude --no-ignore-files --ignore-files --no-ignore-global --ignore-global"
    " --no-ignore-messages --ignore-messages --no-ignore-parent --ignore-parent --no-ignore-vcs"
    " --ignore-vcs --no-messages --messages --no-pcre2-unicode --pcre2-unicode --no-require-git"
    " --require-git --no-unicode --unicode -0/--null --null-data --one-file-system"
    " --no-one-file-system -o/--only-matching --path-separator= --passthru/--passthrough"
    " -P/--pcre2 --no-pcre2 --pcre2-version --no-pre --pre-glob= -p/--pretty -q/--quiet"
    " --regex-size-limit= -e/--regexp= -r/--replace= --no-search-zip -S/--smart-case"
    " --sort-files --no-sort-files --sort= --sortr= --stats --no-stats --stop-on-nonmatch"
    " -a/--text --no-text -j/--threads= --trace --trim --no-trim -t/--type= --type-add="
    " --type-clear= -T/--type-not= --type-list -u/--unrestricted -V/--version --vimgrep"
    " -H/--with-filename -I/--no-filename -w/--word-regexp",
    [
        Risk(EXEC, "--pre=", "runs the named program on every file it searches"),
        Risk(EXEC, "--hostname-bin=", "runs the named program to get the host name"),
        Risk(EXEC, "-z/--search-zip", "runs decompression programs on compressed files"),
    ],
)
GREP = spec(
    "-E/--extended-regexp -F/--fixed-strings -G/--basic-regexp -P/--perl-regexp -e/--regexp="
    " -f/--file= -i/-y/--ignore-case --no-ignore-case -w/--word-regexp -x/--line-regexp"
    " -z/--null-data -s/--no-messages -v/--invert-match -V/--version --help -m/--max-count="
    " -b/--byte-offset -n/--line-number --line-buffered -H/--with-filename -h/--no-filename"
    " --label= -o/--only-matching -q/--quiet/--silent --binary-files= -a/--text -I"
    " -d/--directories= -D/--devices= -r/--recursive -R/--dereference-recursive --include="
    " --exclude= --exclude-from= --exclude-dir= -L/--files-without-match"
    " -l/--files-with-matches -c/--count -T/--initial-tab -Z/--null -B/--before-context="
    " -A/--after-context= -C/--context= --group-separator= --no-group-separator --color[=]"
    " --colour[=] -U/--binary",
    numeric=True,
)
_NEWER = " ".join(f"-newer{x}{y}=" for x in "aBcm" for y in "aBcmt")
FIND = spec(
    "-name= -iname= -path= -ipath= -wholename= -iwholename= -regex= -iregex= -lname= -ilname="
    " -type= -xtype= -maxdepth= -mindepth= -mtime= -mmin= -atime= -amin= -ctime= -cmin="
    " -newer= -anewer= -cnewer= -used= -size= -user= -group= -uid= -gid= -perm= -inum= -links="
    " -samefile= -fstype= -printf= -regextype= -context= -files0-from= -D= "
    f"{_NEWER} -print -print0 -ls -prune -quit -empty -true -false -readable -writable"
    " -executable -nouser -nogroup -depth -d -follow -xdev -mount -noleaf -daystart"
    " -ignore_readdir_race -noignore_readdir_race -warn -nowarn -not -a -and -o -or ( ) ! ,"
    " -H -L -P -O0 -O1 -O2 -O3 -help --help -version --version",
    [
        Risk(EXEC, "-exec; -execdir; -ok; -okdir;", "runs a command for each file"),
        Risk(DELETE, "-delete", "deletes the files it finds"),
        Risk(WRITE, "-fprint= -fprint0= -fls= -fprintf==", "writes the list to a file"),
    ],
    style="find",
)
FD = spec(
    "-H/--hidden --no-hidden -I/--no-ignore --ignore --no-ignore-vcs --ignore-vcs"
    " --no-require-git --require-git --no-ignore-parent --ignore-parent --no-global-ignore-file"
    " -u/--unrestricted -s/--case-sensitive -i/--ignore-case -g/--glob --regex"
    " -F/--fixed-strings/--literal --exact --and= -a/--absolute-path --relative-path"
    " -L/--follow/--dereference --no-follow -p/--full-path -0/--print0 -d/--max-depth/--maxdepth="
    " --min-depth/--mindepth= --exact-depth= -E/--exclude= --prune -t/--type= -e/--extension="
    " -S/--size= --changed-within/--change-newer-than/--newer/--changed-after="
    " --changed-before/--change-older-than/--older= -o/--owner= --format= --batch-size="
    " --ignore-file= -c/--color= --hyperlink[=] --ignore-contain= -j/--threads="
    " --max-buffer-time= --max-results= -1/--max-one-result -q/--quiet/--has-results"
    " --show-errors -C/--base-directory= --path-separator= --search-path= --strip-cwd-prefix[=]"
    " --one-file-system/--mount/--xdev -h/--help -V/--version --gen-completions[=]",
    [
        Risk(EXEC, "-x/--exec; -X/--exec-batch;", "runs a command for the files it finds"),
        Risk(EXEC, "-l/--list-details", "runs ls on the files it finds"),
    ],
)
SORT = spec(
    "-b/--ignore-leading-blanks -d/--dictionary-order -f/--ignore-case"
    " -g/--general-numeric-sort -i/--ignore-nonprinting -M/--month-sort -h/--human-numeric-sort"
    " -n/--numeric-sort -R/--random-sort --random-source= -r/--reverse --sort= -V/--version-sort"
    " --batch-size= -c -C --check[=] --debug --files0-from= -k/--key= -m/--merge -s/--stable"
    " -S/--buffer-size= -t/--field-separator= --parallel= -u/--unique -z/--zero-terminated"
    " --help --version",
    [
        Risk(WRITE, "-o/--output=", "writes the result to a file"),
        Risk(WRITE, "-T/--temporary-directory=", "writes temporary files in another directory"),
        Risk(EXEC, "--compress-program=", "runs the named program on temporary files"),
    ],
)
UNIQ = spec(
    "-c/--count -d/--repeated -D --all-repeated[=] -f/--skip-fields= --group[=] -i/--ignore-case"
    " -s/--skip-chars= -u/--unique -z/--zero-terminated -w/--check-chars= --help --version",
    operands=[operand(1, WRITE, "writes the result to this file")],  # uniq IN OUT
    numeric=True,
)
BASE64 = spec(
    "-d/-D/--decode -i/--ignore-garbage -w/--wrap= -b/--break= --input= --help --version",
    [Risk(WRITE, "-o/--output=", "writes the result to a file")],  # BSD/macOS base64
)
_LINES = "-c/--bytes= -n/--lines= -q/--quiet/--silent -v/--verbose -z/--zero-terminated --help"
HEAD = spec(f"{_LINES} --version", numeric=True)
TAIL = spec(
    f"{_LINES} --version -f --follow[=] -F --max-unchanged-stats= --pid= --retry"
    " -s/--sleep-interval=",
    numeric=True,
)
CAT = spec(
    "-A/--show-all -b/--number-nonblank -e -E/--show-ends -n/--number -s/--squeeze-blank -t"
    " -T/--show-tabs -u -v/--show-nonprinting --help --version"
)
LESS = spec(
    "-?/--help -a/--search-skip-screen -A/--SEARCH-SKIP-SCREEN -b/--buffers= -B/--auto-buffers"
    " -c/--clear-screen -C/--CLEAR-SCREEN -d/--dumb -D/--color= -e/--quit-at-eof"
    " -E/--QUIT-AT-EOF -f/--force -F/--quit-if-one-screen -g/--hilite-search"
    " -G/--HILITE-SEARCH -h/--max-back-scroll= -i/--ignore-case -I/--IGNORE-CASE"
    " -j/--jump-target= -J/--status-column -K/--quit-on-intr -L/--no-lessopen -m/--long-prompt"
    " -M/--LONG-PROMPT -n/--line-numbers -N/--LINE-NUMBERS -p/--pattern= -P/--prompt="
    " -q/--quiet/--silent -Q/--QUIET/--SILENT -r/--raw-control-chars -R/--RAW-CONTROL-CHARS"
    " -s/--squeeze-blank-lines -S/--chop-long-lines -t/--tag= -T/--tag-file="
    " -u/--underline-special -U/--UNDERLINE-SPECIAL -V/--version -w/--hilite-unread"
    " -W/--HILITE-UNREAD -x/--tabs= -X/--no-init -y/--max-forw-scroll= -z/--window="
    ' -"/--quotes= -~/--tilde -#/--shift= --follow-name --incsearch --line-num-width= --mouse'
    " --MOUSE --no-keypad --no-histdups --rscroll= --save-marks --status-col-width="
    " --use-backslash --use-color --wheel-lines= --header= --exit-follow-on-close"
    " --no-number-headers --no-search-headers --redraw-on-quit --search-options="
    " --show-preproc-errors --proc-backspace --proc-return --proc-tab --file-size --intr="
    " --no-vbell --wordwrap",
    [
        Risk(WRITE, "-o/--log-file= -O/--LOG-FILE=", "copies its input to a file"),
        Risk(EXEC, "-k/--lesskey-file= --lesskey-src= --lesskey-content=",
             "reads key bindings and settings that can run programs"),
    ],
    # `+cmd` runs a less command at start (`+!cmd` runs a shell command); these are harmless
    operands=[operand(0, EXEC, "runs less commands at start", options_only=True,
                      when=r"^\+(?!(?:\d*[gGpP%]?|[Ff]|/[^\n]*)$)")],
)  # fmt: skip
LS = spec(
    "-a/--all -A/--almost-all --author -b/--escape --block-size= -B/--ignore-backups -c -C"
    " --color[=] -d/--directory -D/--dired -f -F --classify[=] --file-type --format= --full-time"
    " -g --group-directories-first -G/--no-group -h/--human-readable --si"
    " -H/--dereference-command-line --dereference-command-line-symlink-to-dir --hide="
    " --hyperlink[=] --indicator-style= -i/--inode -I/--ignore= -k/--kibibytes -l -L/--dereference"
    " -m -n/--numeric-uid-gid -N/--literal -o -p -q/--hide-control-chars --show-control-chars"
    " -Q/--quote-name --quoting-style= -r/--reverse -R/--recursive -s/--size -S --sort= --time="
    " --time-style= -t -T/--tabsize= -u -U -v -w/--width= -x -X -Z/--context --zero -1 --help"
    " --version"
)
DU = spec(
    "-0/--null -a/--all --apparent-size -B/--block-size= -b/--bytes -c/--total"
    " -D/-H/--dereference-args -d/--max-depth= --files0-from= -h/--human-readable --inodes -k"
    " -L/--dereference -l/--count-links -m -P/--no-dereference -S/--separate-dirs --si"
    " -s/--summarize -t/--threshold= --time[=] --time-style= -X/--exclude-from= --exclude="
    " -x/--one-file-system --help --version"
)
DF = spec(
    "-a/--all -B/--block-size= -h/--human-readable -H/--si -i/--inodes -k -l/--local --no-sync"
    " --output[=] -P/--portability --sync --total -t/--type= -T/--print-type -x/--exclude-type="
    " -v --help --version"
)
WC = spec(
    "-c/--bytes -m/--chars -l/--lines --files0-from= -L/--max-line-length -w/--words --total="
    " --help --version"
)
STAT = spec(
    "-L/--dereference -f/--file-system --cached= -c/--format= --printf= -t/--terse --help --version"
)
FILE = spec(
    "--help -v/--version -m/--magic-file= -b/--brief -c/--checking-printout -e/--exclude="
    " --exclude-quiet= -f/--files-from= -F/--separator= -i/--mime --mime-type --mime-encoding"
    " --apple --extension -k/--keep-going -l/--list -L/--dereference -h/--no-dereference"
    " -n/--no-buffer -N/--no-pad -0/--print0 -P/--parameter= -r/--raw -s/--special-files"
    " -d/--debug -E",
    [
        Risk(WRITE, "-C/--compile", "writes a compiled magic file"),
        Risk(WRITE, "-p/--preserve-date", "resets the files' access times"),
        Risk(EXEC, "-z/--uncompress -Z/--uncompress-noreport",
             "runs decompression programs on compressed files"),
        Risk(EXEC, "-S/--no-sandbox", "lifts the sandbox around its decompressors"),
    ],
)  # fmt: skip
TREE = spec(
    "-a -d -l -f -x -L= -P= -I= --gitignore --gitfile= --ignore-case --matchdirs --metafirst"
    " --prune --info --infofile= --noreport --charset= --filelimit= -q -N -Q -p -u -g -s -h --si"
    " --du -D --timefmt= -F --inodes --device -v -t -c -U -r --dirsfirst --filesfirst --sort= -i"
    " -A -S -n -C -X -J -H= -T= --nolinks --hintro= --houtro= --fromfile --fromtabfile --fflinks"
    " --help --version",
    [
        Risk(WRITE, "-o=", "writes the listing to a file"),
        Risk(WRITE, "-R", "writes 00Tree.html files into the directories"),
    ],
)
DIFF = spec(
    "--normal -q/--brief -s/--report-identical-files -c -C= --context[=] -u -U= --unified[=]"
    " -e/--ed -n/--rcs -y/--side-by-side -W/--width= --left-column --suppress-common-lines"
    " -p/--show-c-function -F/--show-function-line= --label= -t/--expand-tabs -T/--initial-tab"
    " --tabsize= --suppress-blank-empty -r/--recursive --no-dereference -N/--new-file"
    " --unidirectional-new-file --ignore-file-name-case --no-ignore-file-name-case -x/--exclude="
    " -X/--exclude-from= -S/--starting-file= --from-file= --to-file= -i/--ignore-case"
    " -E/--ignore-tab-expansion -Z/--ignore-trailing-space -b/--ignore-space-change"
    " -w/--ignore-all-space -B/--ignore-blank-lines -I/--ignore-matching-lines= -a/--text"
    " --strip-trailing-cr -D/--ifdef= --old-group-format= --new-group-format="
    " --changed-group-format= --unchanged-group-format= --line-format= --old-line-format="
    " --new-line-format= --unchanged-line-format= -d/--minimal --horizon-lines="
    " --speed-large-files --color[=] --palette= --help -v/--version",
    [Risk(EXEC, "-l/--paginate", "pipes the output through pr")],
)
JQ = spec(
    "-c/--compact-output -n/--null-input -e/--exit-status -s/--slurp -r/--raw-output"
    " -j/--join-output -a/--ascii-output -R/--raw-input -C/--color-output"
    " -M/--monochrome-output -S/--sort-keys --tab --indent= --arg== --argjson== --slurpfile=="
    " --rawfile== --args --jsonargs -f/--from-file -L/--library-path= --seq --stream"
    " --stream-errors --raw-output0 --unbuffered -h/--help -V/--version --build-configuration"
    " -b/--binary"
)
TAR = spec(
    "-t/--list -d/--diff/--compare --test-label --check-device -G/--incremental"
    " --hole-detection= --ignore-failed-read --level= --no-check-device --no-seek -n/--seek"
    " --occurrence[=] --sparse-version= -S/--sparse --add-file= --exclude= --exclude-backups"
    " --exclude-caches --exclude-caches-all --exclude-caches-under --exclude-ignore="
    " --exclude-ignore-recursive= --exclude-tag= --exclude-tag-all= --exclude-tag-under="
    " --exclude-vcs --exclude-vcs-ignores --no-null --no-recursion --no-unquote"
    " --no-verbatim-files-from --null --verbatim-files-from --recursion -T/--files-from="
    " --unquote -X/--exclude-from= --anchored --ignore-case --no-anchored --no-ignore-case"
    " --no-wildcards --no-wildcards-match-slash --wildcards --wildcards-match-slash"
    " --keep-directory-symlink --keep-newer-files -k/--keep-old-files --no-overwrite-dir"
    " --one-top-level[=] --overwrite --overwrite-dir --skip-old-files -W/--verify"
    " --ignore-command-error --no-ignore-command-error -O/--to-stdout --atime-preserve[=]"
    " --clamp-mtime --delay-directory-restore --group= --group-map= --mode= --mtime= -m/--touch"
    " --no-delay-directory-restore --no-same-owner --no-same-permissions --numeric-owner"
    " --owner= --owner-map= -p/--preserve-permissions/--same-permissions --same-owner --sort="
    " -s/--preserve-order/--same-order --acls --no-acls --no-selinux --no-xattrs --selinux"
    " --xattrs --xattrs-exclude= --xattrs-include= --force-local -f/--file= -L/--tape-length="
    " -M/--multi-volume -b/--blocking-factor= -B/--read-full-records -i/--ignore-zeros"
    " --record-size= -H/--format= --old-archive --portability --pax-option= --posix -V/--label="
    " -a/--auto-compress -j/--bzip2 -J/--xz --lzip --lzma --lzop --no-auto-compress --zstd"
    " -z/--gzip/--gunzip/--ungzip -Z/--compress/--uncompress --hard-dereference -h/--dereference"
    " -K/--starting-file= --newer-mtime= -N/--newer/--after-date= --one-file-system --suffix="
    " --strip-components= --transform/--xform= --checkpoint[=] --full-time -l/--check-links"
    " --no-quote-chars= --quote-chars= --quoting-style= -R/--block-number --show-defaults"
    " --show-omitted-dirs --show-snapshot-field-ranges --show-transformed-names"
    " --show-stored-names --totals[=] --utc -v/--verbose --warning= -w/--interactive/--confirmation"
    " -o --help --restrict --usage --version",
    [
        Risk(WRITE, "-x/--extract/--get -c/--create -r/--append -u/--update"
             " -A/--catenate/--concatenate --delete", "extracts or writes an archive"),
        Risk(WRITE, "-C/--directory= -P/--absolute-names",
             "works in another directory or on absolute paths"),
        Risk(WRITE, "-g/--listed-incremental= --index-file= --volno-file= --backup[=]",
             "writes a snapshot, index or backup file"),
        Risk(DELETE, "--remove-files --recursive-unlink -U/--unlink-first",
             "deletes files"),
        Risk(EXEC, "-I/--use-compress-program= --to-command= --checkpoint-action="
             " -F/--info-script/--new-volume-script= --rsh-command= --rmt-command=",
             "runs the named program"),
        # `-f host:file` reads the archive through a remote shell (unless --force-local)
        Risk(EXEC, "-f/--file=", "runs a remote shell for a host:file archive",
             when=r"^[^/]*:"),
    ],
    style="tar",
)  # fmt: skip
ZIP = spec(
    "-0 -1 -2 -3 -4 -5 -6 -7 -8 -9 -r/--recurse-paths -R/--recurse-patterns -j/--junk-paths"
    " -q/--quiet -v/--verbose -y/--symlinks -e/--encrypt -P/--password= -h/--help -h2/--more-help"
    " -L/--license -f/--freshen -u/--update -F/--fix -FF/--fixfix -A/--adjust-sfx -J/--junk-sfx"
    " -D/--no-dir-entries -X/--no-extra -k/--DOS-names -l/--to-crlf -ll/--from-crlf"
    " -n/--suffixes= -t/--from-date= -tt/--before-date= -x/--exclude= -i/--include="
    " -o/--latest-time -g/--grow -c/--entry-comments -z/--archive-comment"
    " -Z/--compression-method= -@/--names-stdin"
    " -s/--split-size= -sp/--split-pause -sb/--split-bell -sv/--split-verbose -sf/--show-files"
    " -su/--show-unicode -sU/--show-just-unicode -sc/--show-command -sd/--show-debug"
    " -so/--show-options -dc/--display-counts -db/--display-bytes -dd/--display-dots"
    " -dg/--display-globaldots -ds/--dot-size= -du/--display-usize -dv/--display-volume"
    " -la/--log-append -li/--log-info -MM/--must-match -nw/--no-wild"
    " -ws/--wild-stop-dirs -AC/--archive-clear -AS/--archive-set -ic/--case-insensitive"
    " -UN/--unicode= -V/--VMS-portable -w/--VMS-versions -ww/--VMS-dot-versions",
    [
        Risk(EXEC, "-TT/--unzip-command=", "runs the named program to test the archive"),
        Risk(EXEC, "-T/--test", "runs unzip to test the archive"),
        Risk(DELETE, "-m/--move", "deletes the files it adds"),
        Risk(DELETE, "-d/--delete -FS/--filesync", "deletes entries from the archive"),
        Risk(WRITE, "-O/--output-file= -b/--temp-path= -U/--copy-entries -lf/--logfile-path=",
             "writes another archive or temporary files elsewhere"),
    ],
    effect=WRITE,
    why="writes a zip archive",
    short_max=2,
)  # fmt: skip
UNZIP = spec(
    "-l -v -t -z -Z -p -c -f -u -x -n -j -C -a -b -B -L -M -N -q -s -U -V -W -X -Y -2 -D"
    " -I= -O= -P= -h --help",
    [
        Risk(WRITE, "-d=", "extracts into another directory"),
        Risk(WRITE, "-o", "overwrites existing files"),
        Risk(WRITE, "-: -^ -K -T", "extracts outside the directory, keeps set-id bits or"
             " retimes the archive"),
    ],
    effect=WRITE,
    why="extracts files (unless listing)",
)  # fmt: skip

TABLES: dict[str, Spec] = {
    "git": GIT,
    "rg": RG,
    "grep": GREP,
    "egrep": GREP,
    "fgrep": GREP,
    "find": FIND,
    "fd": FD,
    "fdfind": FD,
    "sort": SORT,
    "uniq": UNIQ,
    "base64": BASE64,
    "head": HEAD,
    "tail": TAIL,
    "cat": CAT,
    "less": LESS,
    "ls": LS,
    "du": DU,
    "df": DF,
    "wc": WC,
    "stat": STAT,
    "file": FILE,
    "tree": TREE,
    "diff": DIFF,
    "jq": JQ,
    "tar": TAR,
    "zip": ZIP,
    "unzip": UNZIP,
    **FILES,
    **TOOLS,
}

# Programs that run code or configuration found in the working directory (git's config and
# hooks, Makefiles, package scripts): after a `cd` in the same line they are FOREIGN.
DIRECTORY_CHANGERS = frozenset({"cd", "pushd", "popd"})
READS_WORKING_DIRECTORY = frozenset(
    {
        "git", "make", "gmake", "npm", "npx", "pnpm", "yarn", "uv", "uvx", "pip", "pip3",
        "cargo", "just", "tox", "nox", "pytest", "gradle", "mvn", "bundle", "rake", "poetry",
        "pdm", "hatch", "composer",
    }
)  # fmt: skip
