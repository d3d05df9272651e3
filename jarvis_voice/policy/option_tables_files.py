"""Arguments of programs that copy or convert files (dd, xxd, split, scp, rsync) and of man.

Where writing files is the program's job — `split` writes its pieces, `scp` and `rsync` copy to
their destination — the effect belongs to the program itself: the rule `rsync` names it (as
the rules `cp` and `tee` allow their writes), and the options that do more than the job (run
another program, delete files, write elsewhere) must be named. Where the program mostly reads
(`dd if=x`, `xxd x`), writing is an operand's effect that the rule must name (`dd of=`, the
second operand of `xxd`).

Sources: GNU coreutils 9.1 (`dd`, `split`), vim's `src/xxd/xxd.c` (its own option loop), OpenSSH
9.x `scp.c` (getopt string and usage), rsync 3.3 `options.c` (`long_options`), man-db 2.11
(`man --help`), GTFOBins (dd, xxd, split, scp, rsync, man).
"""

from __future__ import annotations

from jarvis_voice.policy.option_spec import (
    DELETE,
    EXEC,
    MUTATE,
    UPLOAD,
    WRITE,
    Risk,
    operand,
    spec,
)

# dd reads key=value operands: `if=` and the sizes read; `of=` writes (a device, a disk image,
# ~/.bashrc): the rule must name it. An unknown operand is an error for dd itself.
DD = spec(
    "--help --version",
    operands=[
        operand(0, WRITE, "writes to this file", when=r"^of=(?!/dev/(?:stdout|stderr|null)$)")
    ],
)

# xxd reads its own options (not getopt): whole words matched by their first two letters, and
# options end at the first operand. Only the spellings below are known; any other asks. The
# second operand is the output file (with -r, xxd patches it in place); `-` is stdout.
XXD = spec(
    "-a -autoskip -b -bits -C -capitalize -d -e -E -EBCDIC -h -help -i -include -p -ps"
    " -postscript -plain -r -revert -u -uppercase -v -version -c= -cols= -g= -groupsize= -l="
    " -len= -n= -name= -o= -offset= -s= -seek= -skip= -R=",
    operands=[operand(1, WRITE, "writes the output to this file", when=r"^(?!-$)")],
    style="find",
    posix=True,
)

SPLIT = spec(
    "-a/--suffix-length= --additional-suffix= -b/--bytes= -C/--line-bytes= -d"
    " --numeric-suffixes[=] -x --hex-suffixes[=] -e/--elide-empty-files -l/--lines="
    " -n/--number= -t/--separator= -u/--unbuffered --verbose --help --version",
    [Risk(EXEC, "--filter=", "runs a shell command for every piece")],
    effect=WRITE,
    why="writes the pieces to files (xaa, xab, … or the named prefix)",
    numeric=True,
)

SCP = spec(
    "-1 -2 -3 -4 -6 -B -C -O -p -q -R -r -s -v -d -c= -i= -J= -l= -P= -X=",
    [
        Risk(EXEC, "-S=", "runs the named program instead of ssh"),
        Risk(EXEC, "-o= -F=",
             "sets ssh options or reads an ssh configuration (ProxyCommand and LocalCommand"
             " run programs)"),
        Risk(EXEC, "-D=", "runs the named local program as the sftp server"),
        Risk(UPLOAD, "-A", "forwards your ssh agent (the remote host can use your keys)"),
        Risk(WRITE, "-T", "lets the remote side choose the names of the files it writes"),
        Risk(WRITE, "-t -f", "runs as one end of the scp protocol (its input says what to do)"),
    ],
    effect=UPLOAD,
    why="copies files to or from another host",
)  # fmt: skip

RSYNC = spec(
    "--help -V/--version -v/--verbose --no-verbose --no-v -q/--quiet --motd --no-motd --stats"
    " -h/--human-readable --no-human-readable --no-h -n/--dry-run -a/--archive -r/--recursive"
    " --no-recursive --no-r --inc-recursive --no-inc-recursive --i-r --no-i-r -d/--dirs"
    " --no-dirs --no-d --old-dirs --old-d -p/--perms --no-perms --no-p -E/--executability"
    " -A/--acls --no-acls --no-A -X/--xattrs --no-xattrs --no-X -t/--times --no-times --no-t"
    " -U/--atimes --no-atimes --no-U --open-noatime --no-open-noatime -N/--crtimes"
    " --no-crtimes --no-N -O/--omit-dir-times --no-omit-dir-times --no-O -J/--omit-link-times"
    " --no-omit-link-times --no-J --super --no-super --fake-super -o/--owner --no-owner --no-o"
    " -g/--group --no-group --no-g -D --no-D --devices --no-devices --copy-devices --specials"
    " --no-specials -l/--links --no-links --no-l -L/--copy-links --copy-unsafe-links"
    " --safe-links --munge-links --no-munge-links -k/--copy-dirlinks -K/--keep-dirlinks"
    " -H/--hard-links --no-hard-links --no-H -R/--relative --no-relative --no-R --implied-dirs"
    " --no-implied-dirs --i-d --no-i-d -I/--ignore-times --size-only -x/--one-file-system"
    " --no-one-file-system --no-x -u/--update --existing --ignore-non-existing"
    " --ignore-existing -S/--sparse --no-sparse --no-S --preallocate --inplace --no-inplace"
    " --append --append-verify --no-append --ignore-missing-args --no-force --ignore-errors"
    " --no-ignore-errors -C/--cvs-exclude -W/--whole-file --no-whole-file --no-W -c/--checksum"
    " --no-checksum --no-c -y/--fuzzy --no-fuzzy --no-y -z/--compress --old-compress"
    " --new-compress --no-compress --no-z --progress --no-progress --partial --no-partial -P"
    " --delay-updates --no-delay-updates -m/--prune-empty-dirs --no-prune-empty-dirs --no-m"
    " -i/--itemize-changes --no-itemize-changes --no-i --no-bwlimit -b/--backup --no-backup"
    " --list-only -0/--from0 --no-from0 --old-args --no-old-args -s/--secluded-args"
    " --no-secluded-args --protect-args --no-protect-args --no-s --numeric-ids"
    " --no-numeric-ids --no-timeout --no-contimeout --fsync -4/--ipv4 -6/--ipv6"
    " -8/--8-bit-output --no-8-bit-output --no-8 --mkpath --no-mkpath --qsort --blocking-io"
    " --no-blocking-io --msgs2stderr --no-msgs2stderr --no-iconv -F"
    " --info= --debug= --stderr= -@/--modify-window= --chmod= --max-size= --min-size="
    " --max-alloc= --max-delete= -f/--filter= --exclude= --include= --exclude-from="
    " --include-from= --checksum-choice/--cc= -B/--block-size= --compare-dest= --copy-dest="
    " --link-dest= --compress-choice/--zc= --skip-compress= --compress-level/--zl="
    " --compress-threads/--zt= --log-file-format= --out-format/--log-format= --bwlimit="
    " --suffix= --read-batch= --files-from= --usermap= --groupmap= --chown= --timeout="
    " --contimeout= --stop-after/--time-limit= --stop-at= --iconv= --address= --port="
    " --sockopts= --outbuf= --protocol= --checksum-seed=",
    [
        Risk(EXEC, "-e/--rsh=", "runs the named program as the remote shell", harmless=("ssh",)),
        Risk(EXEC, "--rsync-path=", "runs the named command on the remote side"),
        Risk(EXEC, "-M/--remote-option=", "passes options to the remote rsync"),
        Risk(EXEC, "--daemon --config= --dparam= --detach --no-detach", "runs an rsync daemon"),
        Risk(DELETE, "--del --delete --delete-before --delete-during --delete-delay"
             " --delete-after --delete-excluded --delete-missing-args --force",
             "deletes files in the destination that the source does not have"),
        Risk(DELETE, "--remove-source-files --remove-sent-files",
             "deletes the source files it copied"),
        Risk(WRITE, "--log-file= --write-batch= --only-write-batch= --backup-dir= -T/--temp-dir="
             " --partial-dir=", "writes files outside the destination"),
        Risk(WRITE, "--write-devices", "writes into device files"),
        Risk(WRITE, "--trust-sender", "trusts the sender's file list (it may write anywhere)"),
        Risk(UPLOAD, "--early-input= --password-file=", "sends a local file to the daemon"),
        Risk(MUTATE, "--copy-as=", "copies as another user"),
    ],
    effect=WRITE,
    why="copies files to its destination (which may be another host)",
)  # fmt: skip

# man-db (and the BSD man's common options). The page itself is only read; a pager, browser or
# configuration named on the command line runs programs.
MAN = spec(
    "-d/--debug -D/--default --warnings[=] -f/--whatis -k/--apropos -K/--global-apropos"
    " -l/--local-file -w/--where/--path/--location -W/--where-cat/--location-cat -R/--recode="
    " -L/--locale= -m/--systems= -M/--manpath= -S/-s/--sections= -e/--extension="
    " -i/--ignore-case -I/--match-case --regex --wildcard --names-only -a/--all --no-subpages"
    " -r/--prompt= -7/--ascii -E/--encoding= --no-hyphenation/--nh --no-justification/--nj"
    " -p/--preprocessor= -t/--troff -T/--troff-device[=] -Z/--ditroff -?/--help --usage"
    " -V/--version -h",
    [
        Risk(EXEC, "-P/--pager=", "shows the page with the named program"),
        Risk(EXEC, "-H/--html[=]", "shows the page in a web browser (the named program)"),
        Risk(EXEC, "-X/--gxditview[=]", "shows the page in gxditview"),
        Risk(EXEC, "-C/--config-file=", "reads another configuration (it can name the pager)"),
        Risk(WRITE, "-c/--catman -u/--update", "writes formatted pages or the page index"),
    ],
)

FILES = {
    "dd": DD,
    "xxd": XXD,
    "split": SPLIT,
    "scp": SCP,
    "rsync": RSYNC,
    "man": MAN,
}
