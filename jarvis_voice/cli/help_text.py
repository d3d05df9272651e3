"""The `jarvis` command's help in the command's language (`cli/language.py`).

Typer reads help when a command is defined, before the language is known, so the commands give
catalogue keys (`help=N_("cli.log.since")`) and `localise` translates the built command tree
once, at start. Typer's own words are translated here too: "Usage:" (the context's formatter),
the help and shell-completion options, and the panel titles, defaults and error frame (typer's
`rich_utils` texts, set only when help or an error is actually shown: importing `rich_utils`
costs ~0.2 s that a plain command run should not pay).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import typer
from typer.core import TyperArgument, TyperGroup, TyperOption

from jarvis_voice.i18n import N_, Language, t

_PREFIX = "cli."  # only keys are translated; any other help text is left as it is
# Options typer adds by itself, by parameter name.
_OWN_OPTIONS = {
    "install_completion": N_("cli.typer.install_completion"),
    "show_completion": N_("cli.typer.show_completion"),
}
# typer.rich_utils' texts (module constants it reads when it renders) → keys.
_RICH_TEXTS = {
    "ARGUMENTS_PANEL_TITLE": N_("cli.typer.arguments"),
    "OPTIONS_PANEL_TITLE": N_("cli.typer.options"),
    "COMMANDS_PANEL_TITLE": N_("cli.typer.commands"),
    "ERRORS_PANEL_TITLE": N_("cli.typer.error"),
    "DEFAULT_STRING": N_("cli.typer.default"),
    "REQUIRED_LONG_STRING": N_("cli.typer.required"),
    "ENVVAR_STRING": N_("cli.typer.envvar"),
    "DEPRECATED_STRING": N_("cli.typer.deprecated"),
    "ABORTED_TEXT": N_("cli.typer.aborted"),
    "RICH_HELP": N_("cli.typer.try_help"),
}


def localise(command: Any, language: Language) -> None:
    """Translate the help of `command` (typer's click command) and all its subcommands."""
    context_class = _context_class(language)
    for each in _walk(command):
        each.help = _text(each.help, language)
        each.short_help = _text(each.short_help, language)
        each.context_class = context_class  # an instance attribute: this tree only
        for param in each.params:
            if param.name in _OWN_OPTIONS:
                param.help = t(_OWN_OPTIONS[param.name], language)
            elif isinstance(param, TyperOption | TyperArgument):
                param.help = _text(param.help, language)
        # click makes the --help option once per command and keeps it
        help_option = each.get_help_option(context_class(each))
        if help_option is not None:
            help_option.help = t("cli.typer.help", language)


def _walk(command: Any) -> Iterator[Any]:
    yield command
    if isinstance(command, TyperGroup):
        for sub in command.commands.values():
            yield from _walk(sub)


def _text(value: str | None, language: Language) -> str | None:
    if value is None or not value.startswith(_PREFIX):
        return value
    return t(value, language)


def _rich_texts(language: Language) -> None:
    """Typer's panel titles, default/required marks and error frame in `language`."""
    from typer import rich_utils

    for name, key in _RICH_TEXTS.items():
        setattr(rich_utils, name, t(key, language))


def _context_class(language: Language) -> type[typer.Context]:
    usage = t("cli.typer.usage", language)

    class Formatter(typer.Context.formatter_class):  # type: ignore[valid-type,misc]
        def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
            super().write_usage(prog, args, usage if prefix is None else prefix)

    class LocalContext(typer.Context):
        formatter_class = Formatter

        def get_help(self) -> str:  # every help page goes through here (--help, no args)
            _rich_texts(language)
            return super().get_help()

        def get_usage(self) -> str:  # an error shows the usage first
            _rich_texts(language)
            return super().get_usage()

    return LocalContext
