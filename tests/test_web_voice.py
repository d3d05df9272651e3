"""The page as a voice front end (issue 12): Debian's Chromium with a fake capture device fed
from a WAV (`--use-file-for-fake-audio-capture`), the push-to-talk button, the real endpointer
and recogniser on the server, the spoken request in the chat, and the answer played back."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("playwright.sync_api")
from playwright.sync_api import BrowserContext, expect, sync_playwright

from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.voice.pcm import convert_pcm, save_wav_pcm16
from jarvis_voice.voice.tts import PiperSynthesizer
from web_support import live_app

CHROMIUM = Path("/usr/bin/chromium")
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium"),
]


def spoken_wav(path: Path, text: str) -> Path:
    pcm = b"".join(convert_pcm(c.pcm, c.sample_rate) for c in PiperSynthesizer().synthesize(text))
    return save_wav_pcm16(path, pcm, pad_s=1.0)


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[BrowserContext]:
    wav = spoken_wav(tmp_path_factory.mktemp("mic") / "request.wav", "Hello, how are you today?")
    with (
        tempfile.TemporaryDirectory(prefix="jarvis-chromium-") as profile,
        sync_playwright() as p,
    ):
        context = p.chromium.launch_persistent_context(
            profile,
            executable_path=str(CHROMIUM),
            headless=True,
            args=[
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream",
                f"--use-file-for-fake-audio-capture={wav}",
                "--autoplay-policy=no-user-gesture-required",
            ],
        )  # fmt: skip
        context.set_default_timeout(60_000)
        try:
            yield context
        finally:
            context.close()


def test_push_to_talk_in_the_page_is_a_spoken_request_with_a_spoken_answer(
    browser: BrowserContext, tmp_path: Path
) -> None:
    settings = load_settings(
        tools={"workdir": str(tmp_path)},
        agent={"language": "en"},
        voice={"stt_model": "tiny.en", "language": "en", "models_dir": str(tmp_path / "models")},
        procedures={"consolidate": False},
    )
    backend = ScriptedBackend([LLMReply(text="I am fine, thank you.")])
    errors: list[str] = []
    with live_app(settings, backend) as server:
        page = browser.new_page()
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.goto(server.page_url("voice"))
        expect(page.get_by_test_id("connection-status")).to_have_attribute("data-state", "online")
        page.get_by_test_id("mic").click()
        expect(page.get_by_test_id("voice-state")).to_have_attribute("data-state", "listening")
        page.wait_for_timeout(3500)  # the fake microphone says the request (it loops the file)
        page.get_by_test_id("mic").click()
        heard = page.locator("li[data-role=user][data-source=voice] .msg-text")
        # the first recognition loads the speech model on a busy 2-core machine; the fake
        # microphone loops its file, so where the press falls decides the sentence's first
        # word and its capital ("Hello? How are you today?")
        expect(heard).to_contain_text("how are you", ignore_case=True, timeout=120_000)
        expect(page.locator("li[data-role=assistant] .msg-text")).to_have_text(
            "I am fine, thank you.", timeout=30_000
        )
        state = page.get_by_test_id("voice-state")
        expect(state).to_have_attribute("data-state", "speaking", timeout=60_000)
        page.close()
    assert errors == []
