"""Voice (SPEC V): microphone → VAD endpointing → faster-whisper → agent → piper, all local."""
