"""Arguments of network, container, package and build tools as data (curl, wget, docker,
kubectl, npm, pip, uv, make). Read forms are tabled in full; the rest are known by what they do.

Sources: each tool's `--help` (curl 7.88/8.x, wget 1.21, GNU make 4.3, npm 9/10, pip 23/24,
uv 0.5–0.8, docker 27, kubectl 1.30).
"""

from __future__ import annotations

from jarvis_voice.policy.option_spec import (
    DELETE,
    EXEC,
    MUTATE,
    NETWORK,
    UPLOAD,
    WRITE,
    Effect,
    Risk,
    Spec,
    opaque,
    operand,
    parse_options,
    spec,
)

_STDOUT = ("-", "/dev/stdout", "/dev/null", "/dev/stderr")

CURL = spec(
    "-s/--silent -S/--show-error -L/--location --location-trusted -I/--head -i/--include"
    " --show-headers -v/--verbose -f/--fail --fail-with-body --fail-early -k/--insecure"
    " -H/--header= -A/--user-agent= -e/--referer= -u/--user= -x/--proxy= -U/--proxy-user="
    " -m/--max-time= --connect-timeout= --retry= --retry-delay= --retry-max-time="
    " --retry-all-errors --retry-connrefused --compressed -G/--get -X/--request= -r/--range="
    " -C/--continue-at= -0/--http1.0 --http1.1 --http2 --http2-prior-knowledge --http3"
    " --http3-only -4/--ipv4 -6/--ipv6 -#/--progress-bar --no-progress-meter -N/--no-buffer"
    " --max-redirs= --max-filesize= -Z/--parallel --parallel-max= --parallel-immediate"
    " -b/--cookie= -j/--junk-session-cookies -n/--netrc --netrc-optional --netrc-file= --url="
    " --url-query= --data-raw= --form-string= --resolve= --connect-to= --interface="
    " --local-port= --cacert= --capath= --cert= -E= --cert-type= --key= --key-type= --pass="
    " --ciphers= --tlsv1 --tlsv1.2 --tlsv1.3 --tls-max= --pinnedpubkey= --basic --digest"
    " --ntlm --negotiate --anyauth --oauth2-bearer= --aws-sigv4= --path-as-is -g/--globoff"
    " --raw --tr-encoding --ignore-content-length --keepalive-time= --no-keepalive"
    " --expect100-timeout= --limit-rate= -Y/--speed-limit= -y/--speed-time= --dns-servers="
    " --doh-url= --noproxy= --proxy-insecure -p/--proxytunnel --socks5= --socks5-hostname="
    " --unix-socket= --abstract-unix-socket= --styled-output --no-styled-output -q/--disable"
    " -h/--help[=] -V/--version -M/--manual --trace-time --trace-ids -z/--time-cond="
    " --ssl --ssl-reqd --proto= --proto-redir= --happy-eyeballs-timeout-ms= --false-start"
    " --tcp-nodelay --tcp-fastopen --no-npn --no-alpn --no-sessionid --ca-native --proxy-ca-native",
    [
        Risk(WRITE, "-o/--output= -D/--dump-header= -c/--cookie-jar= --trace= --trace-ascii="
             " --stderr=", "writes to a file", harmless=_STDOUT),
        Risk(WRITE, "-O/--remote-name --remote-name-all -J/--remote-header-name --output-dir="
             " --create-dirs --libcurl= --etag-save= --hsts= --alt-svc= --xattr",
             "writes files"),
        Risk(WRITE, "-w/--write-out=", "writes to a file (%output{…})", when=r"%output\{"),
        Risk(UPLOAD, "-d/--data= --data-ascii= --data-binary= --data-urlencode= --json="
             " -F/--form= --variable=", "sends a local file (@file or <file)", when=r"[@<]"),
        Risk(UPLOAD, "-T/--upload-file=", "uploads a local file"),
        Risk(EXEC, "-K/--config=", "reads options from a file (they can write files)"),
    ],
    effect=NETWORK,
    why="makes requests over the network",
)  # fmt: skip

WGET = spec(
    "-V/--version -h/--help -q/--quiet -v/--verbose -nv/--no-verbose -d/--debug --no-config"
    " --report-speed= -i/--input-file= -F/--force-html -B/--base= -t/--tries="
    " --retry-connrefused --retry-on-http-error= --no-clobber --no-netrc --start-pos="
    " --progress= --show-progress --no-if-modified-since --no-use-server-timestamps"
    " -S/--server-response --spider -T/--timeout= --dns-timeout= --connect-timeout="
    " --read-timeout= -w/--wait= --waitretry= --random-wait --no-proxy -Q/--quota="
    " --bind-address= --limit-rate= --no-dns-cache --restrict-file-names= --ignore-case"
    " -4/--inet4-only -6/--inet6-only --prefer-family= --user= --password= --ask-password --no-iri"
    " --local-encoding= --remote-encoding= --http-user= --http-password= --no-cache"
    " --default-page= --ignore-length --header= --compression= --max-redirect= --proxy-user="
    " --proxy-password= --referer= --save-headers -U/--user-agent= --no-http-keep-alive"
    " --no-cookies --load-cookies= --keep-session-cookies --post-data= --method= --body-data="
    " --content-disposition --content-on-error --auth-no-challenge --secure-protocol="
    " --https-only --no-check-certificate --certificate= --certificate-type= --private-key="
    " --private-key-type= --ca-certificate= --ca-directory= --crl-file= --pinnedpubkey="
    " --ciphers= --no-hsts --trust-server-names -n[=]",
    [
        Risk(WRITE, "-O/--output-document=", "writes to a named file", harmless=_STDOUT),
        Risk(WRITE, "-o/--output-file= -a/--append-output= --save-cookies= --rejected-log="
             " --warc-file= --hsts-file= -P/--directory-prefix=",
             "writes to a named file or directory"),
        Risk(WRITE, "-r/--recursive -m/--mirror -p/--page-requisites -k/--convert-links"
             " -K/--backup-converted --backups= -c/--continue -N/--timestamping"
             " -x/--force-directories --protocol-directories --unlink --delete-after",
             "writes, overwrites or converts many files"),
        Risk(UPLOAD, "--post-file= --body-file=", "sends a local file"),
        Risk(EXEC, "-e/--execute= --config=", "runs wgetrc commands (they can set any option)"),
        Risk(EXEC, "--use-askpass=", "runs the named program"),
        Risk(EXEC, "-b/--background", "keeps running in the background after the command"),
    ],
    effect=NETWORK,
    why="downloads over the network (and saves the file here)",
)  # fmt: skip

MAKE = spec(
    "-b -m -B/--always-make -d --debug[=] -e/--environment-overrides -h/--help"
    " -i/--ignore-errors -j/--jobs[=] -k/--keep-going -l/--load-average/--max-load[=]"
    " -L/--check-symlink-times -n/--just-print/--dry-run/--recon -o/--old-file/--assume-old="
    " -O/--output-sync[=] -p/--print-data-base -q/--question -r/--no-builtin-rules"
    " -R/--no-builtin-variables -s/--silent/--quiet --no-silent -S/--no-keep-going/--stop"
    " --trace -v/--version -w/--print-directory --no-print-directory"
    " -W/--what-if/--new-file/--assume-new= --warn-undefined-variables --shuffle[=]"
    " --jobserver-style=",
    [
        Risk(EXEC, "-f/--file/--makefile= -C/--directory= -I/--include-dir=",
             "runs another makefile"),
        Risk(EXEC, "-E/--eval=", "evaluates make code given on the command line"),
        Risk(WRITE, "-t/--touch", "marks targets as built without building them"),
    ],
    effect=EXEC,
    why="runs the makefile's recipes",
    # a variable set on the command line overrides the makefile's (SHELL, CC, MAKEFLAGS, … run
    # programs; any value may be expanded into a recipe). Only the verbosity switches of kbuild,
    # automake and CMake with a single digit are harmless: a digit names no program or function.
    operands=[operand(0, EXEC, "sets a make variable (SHELL, CC, … run programs)",
                      when=r"^(?!(?:V|VERBOSE)=[0-9]$).*=")],
)  # fmt: skip

# docker: global options before the subcommand; read-only subcommands in full.
_DOCKER_FORMAT = "-f/--filter= --format= --no-trunc -q/--quiet"
_DOCKER_READ = {
    "ps": spec(f"{_DOCKER_FORMAT} -a/--all -n/--last= -l/--latest -s/--size"),
    "images": spec(f"{_DOCKER_FORMAT} -a/--all --digests --tree"),
    "logs": spec("--details -f/--follow --since= -n/--tail= -t/--timestamps --until="),
    "inspect": spec("-f/--format= -s/--size --type="),
    "version": spec("-f/--format="),
    "info": spec("-f/--format="),
    "stats": spec("-a/--all --format= --no-stream --no-trunc"),
    "top": spec(),
    "port": spec(),
    "history": spec("-H/--human --format= --no-trunc -q/--quiet --platform="),
    "diff": spec(),
    "events": spec("-f/--filter= --format= --since= --until="),
    "search": spec(
        "-f/--filter= --format= --limit= --no-trunc", effect=NETWORK, why="searches Docker Hub"
    ),
}
_DOCKER_LS = {"ls": spec(f"{_DOCKER_FORMAT} -a/--all"), "inspect": spec("-f/--format=")}
_COMPOSE = spec(
    "-f/--file= -p/--project-name= --project-directory= --profile= --env-file= --ansi="
    " --progress= --parallel= --compatibility --dry-run",
    subcommands={
        "ps": spec("-a/--all -q/--quiet --format= --services --filter= --status= --no-trunc"),
        "ls": spec("-a/--all --format= -q/--quiet --filter="),
        "logs": spec(
            "-f/--follow -n/--tail= -t/--timestamps --since= --until= --no-color --no-log-prefix"
            " --index="
        ),
        "config": spec(
            "--services --volumes --images --format= -q/--quiet --no-interpolate --no-normalize"
            " --no-path-resolution --profiles --hash= --no-consistency --environment --networks",
            [Risk(WRITE, "-o/--output=", "writes the configuration to a file")],
        ),
        "images": spec("--format= -q/--quiet"),
        "top": spec(),
        "version": spec("-f/--format= --short"),
        "port": spec("--index= --protocol="),
    },
)
# `docker run` (and create, exec) runs a container — the rule `docker run` covers that, and what
# the container does inside itself. It does not cover reaching out of the container: host
# directories (`-v /:/mnt`, `--mount`), host namespaces (`--pid=host`, `--network=host`),
# devices, capabilities, `--privileged`, the Docker socket; nor a container that outlives the
# command (`-d`, `--restart`) or ports opened on the host's network.
_HOST = r"^host$"
# `-v NAME:/path` is a named volume and `-v /path` an anonymous one; anything else is a host path
_HOST_PATH = r"^(?![A-Za-z0-9][A-Za-z0-9_.-]*:|/[^:]*$)"
_ROOT = r"^(?:root|0)(?::|$)"
_PRIVILEGED = Risk(EXEC, "--privileged", "gives the container full access to the host")
_AS_ROOT = Risk(EXEC, "-u/--user=", "runs the container's command as root", when=_ROOT)
_ENV_FILE = Risk(UPLOAD, "--env-file=", "passes a local file's contents into the container")
_DETACH = Risk(EXEC, "-d/--detach", "keeps it running after the command returns")
_CONTAINER_RISKS = [
    _PRIVILEGED,
    _AS_ROOT,
    _ENV_FILE,
    _DETACH,
    Risk(EXEC, "--cap-add= --security-opt= --device= --device-cgroup-rule= --gpus=",
         "gives the container capabilities, devices or fewer protections"),
    Risk(EXEC, "--pid= --network/--net= --ipc= --uts= --userns= --cgroupns=",
         "shares the host's namespace", when=_HOST),
    Risk(WRITE, "-v/--volume=", "mounts a host directory into the container", when=_HOST_PATH),
    Risk(WRITE, "--mount= --volumes-from= --volume-driver=",
         "mounts host directories or other containers' volumes"),
    Risk(EXEC, "--use-api-socket", "gives the container the Docker socket (root on the host)"),
    Risk(WRITE, "--cidfile=", "writes the container id to a file"),
    Risk(NETWORK, "-p/--publish= -P/--publish-all --expose=",
         "opens the container's ports on the host's network"),
    Risk(MUTATE, "--restart=", "restarts the container with the daemon (after a reboot too)",
         harmless=("no",)),
]  # fmt: skip
_CONTAINER_OPTIONS = (
    "--add-host= --annotation= -a/--attach= --blkio-weight= --blkio-weight-device="
    " --cap-drop= --cgroup-parent= --cpu-count= --cpu-percent= --cpu-period= --cpu-quota="
    " --cpu-rt-period= --cpu-rt-runtime= -c/--cpu-shares= --cpus= --cpuset-cpus= --cpuset-mems="
    " --detach-keys= --device-read-bps= --device-read-iops= --device-write-bps="
    " --device-write-iops= --disable-content-trust --dns= --dns-option= --dns-search="
    " --domainname= --entrypoint= -e/--env= --health-cmd= --health-interval= --health-retries="
    " --health-start-interval= --health-start-period= --health-timeout= --help -h/--hostname="
    " --init -i/--interactive --ip= --ip6= --isolation= --kernel-memory= -l/--label="
    " --label-file= --link= --link-local-ip= --log-driver= --log-opt= --mac-address="
    " -m/--memory= --memory-reservation= --memory-swap= --memory-swappiness= --name="
    " --network-alias/--net-alias= --no-healthcheck --oom-kill-disable --oom-score-adj="
    " --pids-limit= --platform= --pull= -q/--quiet --read-only --rm --runtime= --shm-size="
    " --sig-proxy --stop-signal= --stop-timeout= --storage-opt= --sysctl= --tmpfs= -t/--tty"
    " --ulimit= -w/--workdir="
)
# posix: after the image (or the container), the words are the container's command
_DOCKER_RUN = spec(
    _CONTAINER_OPTIONS, _CONTAINER_RISKS, effect=EXEC, why="runs a container", posix=True
)
_DOCKER_CREATE = spec(
    _CONTAINER_OPTIONS, _CONTAINER_RISKS, effect=MUTATE, why="creates a container", posix=True
)
_DOCKER_EXEC = spec(
    "--detach-keys= -e/--env= -i/--interactive -t/--tty -w/--workdir=",
    [_PRIVILEGED, _AS_ROOT, _ENV_FILE, _DETACH],
    effect=EXEC,
    why="runs a command in a running container",
    posix=True,
)
DOCKER = spec(
    "-D/--debug -l/--log-level= --tls --tlsverify --tlscacert= --tlscert= --tlskey= -v/--version"
    " -h/--help",
    [
        Risk(NETWORK, "-H/--host= -c/--context=", "talks to another Docker daemon"),
        Risk(EXEC, "--config=", "reads another client configuration (helpers run programs)"),
    ],
    subcommands={
        **_DOCKER_READ,
        "image": spec(subcommands={**_DOCKER_LS, "list": _DOCKER_LS["ls"], "history":
                                   _DOCKER_READ["history"]}),
        "container": spec(subcommands={**_DOCKER_LS, "list": _DOCKER_LS["ls"],
                                       "ps": _DOCKER_READ["ps"], "logs": _DOCKER_READ["logs"],
                                       "top": spec(), "port": spec(), "diff": spec(),
                                       "stats": _DOCKER_READ["stats"], "run": _DOCKER_RUN,
                                       "create": _DOCKER_CREATE, "exec": _DOCKER_EXEC}),
        "run": _DOCKER_RUN,
        "create": _DOCKER_CREATE,
        "exec": _DOCKER_EXEC,
        "volume": spec(subcommands={**_DOCKER_LS, "list": _DOCKER_LS["ls"]}),
        "network": spec(subcommands={**_DOCKER_LS, "list": _DOCKER_LS["ls"]}),
        "context": spec(subcommands={**_DOCKER_LS, "list": _DOCKER_LS["ls"], "show": spec()}),
        "system": spec(subcommands={"df": spec("-v/--verbose --format="),
                                    "info": _DOCKER_READ["info"],
                                    "events": _DOCKER_READ["events"]}),
        "compose": _COMPOSE,
    },
)  # fmt: skip

# kubectl: global flags are accepted anywhere, so every subcommand's table includes them.
_KUBE_GLOBAL = parse_options(
    "-n/--namespace= --context= --cluster= --user= -s/--server= --token= --insecure-skip-tls-verify"
    " --certificate-authority= --client-certificate= --client-key= --request-timeout= -v/--v="
    " --vmodule= --log-flush-frequency= --match-server-version --password= --username="
    " --tls-server-name= --cache-dir= --disable-compression --warnings-as-errors -h/--help",
    [
        Risk(EXEC, "--kubeconfig=", "reads another kubeconfig (its exec plugins run programs)"),
        Risk(MUTATE, "--as= --as-group= --as-uid=", "acts as another user"),
        Risk(WRITE, "--profile-output=", "writes a profile to a file"),
    ],
)


def _kube(safe: str = "", subcommands: dict[str, Spec] | None = None) -> Spec:
    return spec(safe, inherit=_KUBE_GLOBAL, subcommands=subcommands)


_KUBE_SELECT = "-A/--all-namespaces -l/--selector= --field-selector= -f/--filename= -R/--recursive"
KUBECTL = _kube(
    subcommands={
        "get": _kube(
            f"{_KUBE_SELECT} -o/--output= -w/--watch --watch-only --output-watch-events"
            " --show-labels -L/--label-columns= --show-kind --no-headers --sort-by= --chunk-size="
            " --ignore-not-found --raw= --server-print --subresource= --template="
            " --allow-missing-template-keys --show-managed-fields"
        ),
        "describe": _kube(f"{_KUBE_SELECT} --show-events --chunk-size="),
        "logs": _kube(
            "-f/--follow -p/--previous -c/--container= --all-containers --since= --since-time="
            " --tail= --timestamps --prefix --limit-bytes= -l/--selector= --max-log-requests="
            " --pod-running-timeout= --ignore-errors"
        ),
        "explain": _kube("--recursive --api-version= --output="),
        "version": _kube("--client -o/--output="),
        "api-resources": _kube(
            "--namespaced[=] --api-group= --sort-by= -o/--output= --no-headers --verbs= --cached"
        ),
        "api-versions": _kube(),
        "cluster-info": _kube(),
        "top": _kube(
            subcommands={
                name: _kube("--containers -l/--selector= --sort-by= -A/--all-namespaces"
                            " --no-headers --use-protocol-buffers --sum")
                for name in ("pod", "pods", "po", "node", "nodes", "no")
            }
        ),
        "config": _kube(
            subcommands={
                "view": _kube("--minify --flatten --raw -o/--output= --merge[=]"),
                "get-contexts": _kube("-o/--output= --no-headers"),
                "current-context": _kube(),
                "get-clusters": _kube(),
                "get-users": _kube(),
            }
        ),
        "auth": _kube(
            subcommands={
                "can-i": _kube("-A/--all-namespaces --list --no-headers --subresource= -q/--quiet"),
                "whoami": _kube("-o/--output="),
            }
        ),
        "events": _kube("-A/--all-namespaces --for= -o/--output= --types= -w/--watch"
                        " --no-headers --chunk-size="),
    }
)  # fmt: skip

# npm: options are accepted anywhere, and these run code whatever the subcommand.
_NPM_RISKS = [
    Risk(EXEC, "--script-shell=", "runs package scripts with the named shell"),
    Risk(EXEC, "--userconfig= --globalconfig=", "reads another npm configuration"),
    Risk(EXEC, "--node-options=", "passes options to node (--require runs code)"),
    Risk(EXEC, "-C/--prefix=", "works on another directory's package"),
    Risk(EXEC, "-c/--call=", "runs a command"),
]
_NPM = parse_options(
    "-g/--global --json -l/--long -p/--parseable --loglevel= -s/--silent -d --verbose --color[=]"
    " --no-color -w/--workspace= --workspaces --include-workspace-root --depth= -a/--all"
    " --omit= --include= --production --dev --link --unicode --offline --prefer-offline"
    " --prefer-online -v/--version -h/--help --package-lock-only --registry= --long --global",
    _NPM_RISKS,
)


def _npm(safe: str = "", effect: Effect | None = None, why: str = "") -> Spec:
    return spec(safe, inherit=_NPM, effect=effect, why=why)


def _npm_opaque(effect: Effect, why: str) -> Spec:
    return opaque(effect, why, _NPM_RISKS)


_NPM_LIST = _npm("--all --depth= --link --package-lock-only --omit=")
_NPM_VIEW = _npm(effect=NETWORK, why="asks the registry")
_NPM_RUN = _npm_opaque(EXEC, "runs package scripts")
# `npm exec X` / `uv run X` run any program X: a rule must name it and every word after it
# (`uv run` as a rule would otherwise allow `uv run rm -rf build`)
_RUNS_NAMED_PROGRAM = operand(0, EXEC, "runs this program: a rule must name it and its words")
_NPM_EXEC = spec(inherit=_NPM, effect=EXEC, why="runs a program", strict=False, posix=True,
                 operands=[_RUNS_NAMED_PROGRAM])  # fmt: skip
_NPM_INSTALL = _npm_opaque(EXEC, "installs packages (their install scripts run)")
NPM = spec(
    inherit=_NPM,
    subcommands={
        **dict.fromkeys(("ls", "list", "ll", "la"), _NPM_LIST),
        **dict.fromkeys(("view", "info", "show", "v"), _NPM_VIEW),
        "outdated": _npm(effect=NETWORK, why="asks the registry"),
        "search": _npm("--searchlimit= --searchopts= --searchexclude=", effect=NETWORK,
                       why="asks the registry"),
        "explain": _npm(), "why": _npm(), "root": _npm(), "prefix": _npm(), "help": _npm(),
        "audit": _npm("--audit-level=", effect=NETWORK, why="asks the registry"),
        "config": spec(inherit=_NPM, subcommands={
            "get": _npm(), "list": _npm(), "ls": _npm(),
            "set": _npm_opaque(WRITE, "writes npm configuration"),
            "delete": _npm_opaque(WRITE, "writes npm configuration"),
            "edit": _npm_opaque(EXEC, "opens an editor"),
        }),
        **dict.fromkeys(("run", "run-script", "rum", "urn", "test", "tst", "t", "start", "stop",
                         "restart", "rebuild", "rb"), _NPM_RUN),
        **dict.fromkeys(("exec", "x"), _NPM_EXEC),
        **dict.fromkeys(("install", "i", "in", "add", "ci", "clean-install", "install-clean",
                         "ic", "update", "up", "upgrade", "dedupe", "ddp", "link", "ln", "pack",
                         "init", "create", "install-test", "it"), _NPM_INSTALL),
        **dict.fromkeys(("uninstall", "un", "unlink", "remove", "rm", "r", "prune"),
                        _npm_opaque(DELETE, "removes packages")),
        "publish": _npm_opaque(NETWORK, "publishes a package"),
    },
)  # fmt: skip

# pip: general options are accepted by every subcommand.
_PIP = parse_options(
    "-h/--help --debug --isolated --require-virtualenv -v/--verbose -V/--version -q/--quiet"
    " --retries= --timeout= --exists-action= --trusted-host= --cert= --client-cert="
    " --no-cache-dir --disable-pip-version-check --no-color --no-input --keyring-provider="
    " --proxy= --use-feature= --use-deprecated= --no-python-version-warning --root-user-action=",
    [
        Risk(WRITE, "--log= --cache-dir=", "writes a log or cache elsewhere"),
        Risk(EXEC, "--python=", "runs another Python interpreter"),
    ],
)
_PIP_WHERE = "-l/--local --user --path= --exclude-editable --exclude= --include-editable"
_PIP_INDEX = "-i/--index-url= --extra-index-url= --no-index -f/--find-links= --pre"


def _pip(
    safe: str = "", risks: list[Risk] | None = None, effect: Effect | None = None, why: str = ""
) -> Spec:
    return spec(safe, risks or [], inherit=_PIP, effect=effect, why=why)


def _pip_opaque(effect: Effect, why: str) -> Spec:
    return opaque(effect, why, [Risk(EXEC, "--python=", "runs another Python interpreter")])


PIP = spec(
    inherit=_PIP,
    subcommands={
        # `--outdated` asks the index for versions, part of listing: the rule `pip list` covers
        # it, the rule `pip` does not; another index (which would learn what is installed) asks
        "list": _pip(f"{_PIP_WHERE} --pre --no-index -e/--editable --format= --not-required",
                     [Risk(NETWORK, "-o/--outdated -u/--uptodate", "asks the package index",
                           with_command=True),
                      Risk(NETWORK, "-i/--index-url= --extra-index-url= -f/--find-links=",
                           "asks another package index")]),
        "show": _pip("-f/--files"),
        "freeze": _pip(f"{_PIP_WHERE} -r/--requirement= --all"),
        "check": _pip(), "inspect": _pip("--local --user --path="), "debug": _pip("--verbose"),
        "hash": _pip("-a/--algorithm="), "help": _pip(),
        "config": spec(inherit=_PIP, subcommands={
            "list": _pip("--global --user --site --editor="),
            "get": _pip("--global --user --site"), "debug": _pip(),
            "set": _pip_opaque(WRITE, "writes pip configuration"),
            "unset": _pip_opaque(WRITE, "writes pip configuration"),
            "edit": _pip_opaque(EXEC, "opens an editor"),
        }),
        "cache": spec(inherit=_PIP, subcommands={
            "dir": _pip(), "info": _pip(), "list": _pip("--format="),
            "remove": _pip_opaque(DELETE, "deletes cached files"),
            "purge": _pip_opaque(DELETE, "deletes cached files"),
        }),
        "index": spec(inherit=_PIP, subcommands={
            "versions": _pip(_PIP_INDEX, effect=NETWORK, why="asks the package index")}),
        "install": _pip_opaque(EXEC, "installs packages (their build code runs)"),
        "download": _pip_opaque(EXEC, "downloads packages (their build code may run)"),
        "wheel": _pip_opaque(EXEC, "builds packages (their build code runs)"),
        "uninstall": _pip_opaque(DELETE, "removes packages"),
    },
)  # fmt: skip

# uv: global options are accepted anywhere.
_UV = parse_options(
    "-q/--quiet -v/--verbose --color= --native-tls --offline --no-progress -n/--no-cache"
    " --preview --no-preview -h/--help -V/--version --no-config --allow-insecure-host="
    " --managed-python --no-managed-python --no-python-downloads",
    [
        Risk(WRITE, "--cache-dir=", "writes its cache elsewhere"),
        Risk(EXEC, "--config-file=", "reads another uv configuration"),
        Risk(EXEC, "--directory= --project=", "works on another directory's project"),
    ],
)
_UV_PYTHON = Risk(EXEC, "-p/--python=", "runs another Python interpreter")
_UV_RISKS = [
    Risk(EXEC, "--config-file= --directory= --project=", "uses another project or configuration"),
    _UV_PYTHON,
]


def _uv(safe: str = "", risks: list[Risk] | None = None) -> Spec:
    return spec(safe, [_UV_PYTHON, *(risks or [])], inherit=_UV)


def _uv_opaque(effect: Effect, why: str, *, posix: bool = False) -> Spec:
    return opaque(effect, why, _UV_RISKS, posix=posix)


UV = spec(
    inherit=_UV,
    subcommands={
        "pip": spec(inherit=_UV, subcommands={
            "list": _uv("-e/--editable --exclude-editable --exclude= --format= --system --strict",
                        [Risk(NETWORK, "--outdated", "asks the package index",
                              with_command=True)]),
            "show": _uv("-f/--files --system --strict"),
            "freeze": _uv("--exclude-editable --system --strict"),
            "tree": _uv("-d/--depth= --prune= --package= --no-dedupe --invert --system --strict",
                        [Risk(NETWORK, "--outdated", "asks the package index",
                              with_command=True)]),
            "check": _uv("--system"),
            "install": _uv_opaque(EXEC, "installs packages (their build code runs)"),
            "sync": _uv_opaque(EXEC, "installs packages (their build code runs)"),
            "uninstall": _uv_opaque(DELETE, "removes packages"),
        }),
        "python": spec(inherit=_UV, subcommands={
            "list": _uv("--only-installed --only-downloads --all-versions --all-platforms"
                        " --all-arches --show-urls --output-format="),
            "find": _uv("--system --show-version"), "dir": _uv("--bin"),
            "install": _uv_opaque(NETWORK, "downloads Python"),
        }),
        "cache": spec(inherit=_UV, subcommands={
            "dir": _uv(), "clean": _uv_opaque(DELETE, "deletes the cache"),
            "prune": _uv_opaque(DELETE, "deletes cache entries"),
        }),
        "help": _uv(),
        "version": _uv("--short --output-format= --dry-run",
                       [Risk(WRITE, "--bump=", "changes the project's version")]),
        "tree": _uv_opaque(WRITE, "may resolve and write uv.lock"),
        "run": spec(effect=EXEC, why="runs a command in the project environment", strict=False,
                    posix=True, operands=[_RUNS_NAMED_PROGRAM]),
        "tool": _uv_opaque(EXEC, "installs or runs tools", posix=True),
        "sync": _uv_opaque(EXEC, "installs the project (build code runs)"),
        "lock": _uv_opaque(WRITE, "writes uv.lock"),
        "add": _uv_opaque(WRITE, "changes the project's dependencies"),
        "remove": _uv_opaque(WRITE, "changes the project's dependencies"),
        "init": _uv_opaque(WRITE, "creates a project"),
        "venv": _uv_opaque(WRITE, "creates a virtual environment"),
        "build": _uv_opaque(EXEC, "builds the project (build code runs)"),
        "export": _uv_opaque(WRITE, "may resolve and write uv.lock"),
        "publish": _uv_opaque(NETWORK, "uploads packages"),
    },
)  # fmt: skip

TOOLS: dict[str, Spec] = {
    "curl": CURL,
    "wget": WGET,
    "make": MAKE,
    "gmake": MAKE,
    "docker": DOCKER,
    "kubectl": KUBECTL,
    "npm": NPM,
    "pip": PIP,
    "pip3": PIP,
    "uv": UV,
}
