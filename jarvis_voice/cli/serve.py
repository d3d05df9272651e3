"""`jarvis serve`: the local web UI (chat, ACTIVITY, approval buttons) on 127.0.0.1."""

from __future__ import annotations

import sys

from jarvis_voice.cli.language import cli_language
from jarvis_voice.config import Settings
from jarvis_voice.i18n import t


def run_serve(settings: Settings, host: str, port: int, open_url: bool = True) -> int:
    import uvicorn

    from jarvis_voice.llm.factory import make_backend
    from jarvis_voice.web.server import bind, create_app, server_config

    language = cli_language()
    if host not in ("127.0.0.1", "localhost", "::1"):
        sys.stderr.write(t("serve.exposed", language, host=host) + "\n")
    sock = bind(host, port)  # a busy port: one line, before the model loads
    app = create_app(settings, make_backend(settings.llm), bind_host=host)
    if open_url:
        sys.stdout.write(t("serve.url", language, url=f"http://{host}:{port}/") + "\n")
        sys.stdout.flush()
    uvicorn.Server(server_config(app, host, port)).run(sockets=[sock])
    return 0
