"""jarvis-voice: a local, voice-first assistant; risky tools run only after a human says yes."""

__version__ = "0.1.0"
