"""The wake word benchmark's audio (scripts/bench_wake_word.py): what is said, by which voices,
in which noise, for each half.

The TUNE half is what the thresholds and the name matcher (jarvis_voice/voice/wake_name.py)
were chosen on: session 20's clips, whose recognitions were read while choosing. The HELD_OUT
half — other voices, requests, similar names and talk, another noise seed — was written before
anything was measured on it and is only reported: never change a threshold or the matcher to
fit it. A smoke run of an early variant showed part of the held-out results, so that half is
no longer unseen.

The FRESH half — yet other voices (piper ×0.9 and ×1.2; espeak-ng en-us+m3 140 wpm, en-gb+f2
185 wpm, en-gb-scotland 165 wpm and en-029 155 wpm; Kokoro's jm_kumo ×1.0 and jf_nezumi ×1.2),
requests, similar names and talk, noise seed 17 — was written after both were measured and
before anything was synthesised or measured on it. It was run once, full, and is only reported
(`--halves fresh`): nothing in jarvis_voice/ is to be changed to fit it either.

The FRESH2 half — the shape and size of FRESH, everything else new: piper ×0.85 and ×1.25;
espeak-ng en-us+m1 175 wpm, en-gb-x-rp+f4 145 wpm, en-us-nyc 190 wpm and en-gb-x-gbcwmd+klatt
130 wpm; Kokoro's jf_alpha ×0.95 and jf_tebukuro ×1.15; other requests, similar names and talk,
noise seed 18 — was written blind, before anything was synthesised or measured on it, and is
only reported (`--halves fresh2`): nothing in jarvis_voice/ is to be changed to fit it either.

The FRESH3 half — the shape and size of FRESH2, everything else new: piper ×0.95 and ×1.1;
espeak-ng en-us+f2 180 wpm, en-gb-scotland+m4 135 wpm, en-029+f5 160 wpm and
en-gb-x-gbclan+m2 195 wpm; Kokoro's jf_gongitsune ×1.05 and jm_kumo ×0.9; other requests,
similar names and talk, noise seed 19 — was written blind, before anything was synthesised or
measured on it, and is only reported (`--halves fresh3`): nothing in jarvis_voice/ is to be
changed to fit it either.

The FRESH4 half — the shape and size of FRESH3, everything else new: piper ×0.75 and ×1.35;
espeak-ng en-us-nyc+f1 205 wpm, en-gb-x-rp+m7 152 wpm, en-gb-x-gbcwmd+grandma 125 wpm and
en-us+m8 178 wpm; Kokoro's jf_tebukuro ×0.9 and jf_alpha ×1.1; other requests, similar names
and talk, noise seed 20 — was written blind, before anything was synthesised or measured on it,
and is only reported (`--halves fresh4`): nothing in jarvis_voice/ is to be changed to fit it
either.

The FRESH5 half — the shape and size of FRESH4, everything else new: piper ×0.7 and ×1.4;
espeak-ng en-gb-x-gbclan+f3 168 wpm, en-029+m6 210 wpm, en-gb-scotland+f4 142 wpm and
en-us-nyc+m5 188 wpm; Kokoro's jf_gongitsune ×0.85 and jm_kumo ×1.25; other requests, similar
names and talk, noise seed 21 — was written blind, before anything was synthesised or measured
on it, and is only reported (`--halves fresh5`): nothing in jarvis_voice/ is to be changed to fit
it either.

The FRESH6 half — the shape and size of FRESH5, everything else new: piper ×0.65 and ×1.45;
espeak-ng en-gb-x-rp+f5 172 wpm, en-029+grandpa 148 wpm, en-gb-x-gbcwmd+m3 198 wpm and
en-gb+m6 158 wpm; Kokoro's jf_nezumi ×0.8 and jf_alpha ×1.3; other requests, similar names and
talk, noise seed 22 — was written blind, before anything was synthesised or measured on it, and
is only reported (`--halves fresh6`): nothing in jarvis_voice/ is to be changed to fit it either.

The FRESH7 half — the shape and size of FRESH6, everything else new: piper ×0.6 and ×1.5;
espeak-ng en-us+f5 183 wpm, en-gb-scotland+m7 162 wpm, en-gb-x-gbclan+grandpa 138 wpm and
en-029+f1 192 wpm; Kokoro's jf_tebukuro ×0.75 and jf_gongitsune ×1.35; other requests, similar
names and talk, noise seed 23 — was written blind, before anything was synthesised or measured
on it, and is only reported (`--halves fresh7`): nothing in jarvis_voice/ is to be changed to fit
it either.

The FRESH8 half — the shape and size of FRESH7, everything else new: piper ×0.55 and ×1.55;
espeak-ng en-us-nyc+edward 174 wpm, en-gb-x-rp+steph 156 wpm, en-gb-x-gbcwmd+iven3 133 wpm and
en-gb+linda 203 wpm; Kokoro's jf_alpha ×0.7 and jm_kumo ×1.4; other requests, similar names and
talk, noise seed 24 — was written blind, before anything was synthesised or measured on it, and
is only reported (`--halves fresh8`): nothing in jarvis_voice/ is to be changed to fit it either.

The FRESH9 half — the shape and size of FRESH8, everything else new: piper ×0.5 and ×1.6;
espeak-ng en-gb-x-gbclan+f2 127 wpm, en-029+m2 186 wpm, en-gb-scotland+f3 166 wpm and
en-us+adam 147 wpm; Kokoro's jf_nezumi ×0.65 and jf_gongitsune ×1.45; other requests, similar
names and talk, noise seed 25 — was written blind, before anything was synthesised or measured
on it, and is only reported (`--halves fresh9`): nothing in jarvis_voice/ is to be changed to fit
it either.

The FRESH10 half — the shape and size of FRESH9, everything else new: piper ×0.78 and ×1.65;
espeak-ng en-gb-x-gbcwmd+f1 177 wpm, en-us-nyc+f4 137 wpm, en-gb-scotland+aunty 153 wpm and
en-gb-x-rp+m1 199 wpm; Kokoro's jm_kumo ×0.6 and jf_tebukuro ×1.5; other requests, similar
names and talk, noise seed 26 — was written blind, before anything was synthesised or measured
on it, and is only reported (`--halves fresh10`): nothing in jarvis_voice/ is to be changed to
fit it either.

The FRESH11 half — the shape and size of FRESH10, everything else new: piper ×0.83 and ×1.7;
espeak-ng en-gb-x-gbclan+belinda 171 wpm, en-029+benjamin 144 wpm, en-us+steph2 194 wpm and
en-us-nyc+david 129 wpm; Kokoro's jf_alpha ×0.55 and jf_gongitsune ×1.55; other requests, similar
names and talk, noise seed 27 — was written blind, before anything in it was synthesised or
measured (its voices were only checked to exist, on a phrase of their own), and is only reported
(`--halves fresh11`): nothing in jarvis_voice/ is to be changed to fit it either.

The FRESH12 half — the shape and size of FRESH11, everything else new: piper ×0.88 and ×1.75;
espeak-ng en-gb-x-rp+shelby 163 wpm, en-gb-scotland+m2 132 wpm, en-029+f4 181 wpm and
en-gb-x-gbcwmd+m7 207 wpm (each variant checked to change the voice's audio: on plain en-gb
espeak-ng ignores a variant); Kokoro's jf_tebukuro ×0.62 and jf_nezumi ×1.6; other requests,
similar names and talk, noise seed 28 — was written blind, before anything in it was synthesised
or measured (its voices were only checked, on a phrase of their own), and is only reported
(`--halves fresh12`): nothing in jarvis_voice/ is to be changed to fit it either.

The FRESH13 half — the shape and size of FRESH12, everything else new: piper ×0.93 and ×1.8;
espeak-ng en-gb-x-gbclan+john 139 wpm, en-us+Annie 169 wpm, en-gb-scotland+steph3 184 wpm and
en-us-nyc+quincy 201 wpm (each variant checked to change the voice's audio; variant names are
case-sensitive); Kokoro's jf_gongitsune ×0.58 and jf_nezumi ×1.68; other requests, similar names
and talk, noise seed 29 — was written blind, before anything in it was synthesised or measured
(its voices were only checked, on a phrase of their own), and is only reported
(`--halves fresh13`): nothing in jarvis_voice/ is to be changed to fit it either.

The FRESH14 half — the shape and size of FRESH13, everything else new: piper ×1.05 and ×1.85;
espeak-ng en-gb-x-rp+Michael 157 wpm, en-gb-x-gbcwmd+Alicia 196 wpm, en-029+robert 126 wpm and
en-us-nyc+Andrea 176 wpm (each variant checked to change the voice's audio; variant names are
case-sensitive); Kokoro's jm_kumo ×0.68 and jf_alpha ×1.72; other requests, similar names and
talk, noise seed 30 — was written blind, before anything in it was synthesised or measured (its
voices were only checked, on a phrase of their own), and is only reported
(`--halves fresh14`): nothing in jarvis_voice/ is to be changed to fit it either.

The FRESH15 half — the shape and size of FRESH14, everything else new: piper ×0.97 and ×1.38;
espeak-ng en-us+Mike 167 wpm, en-gb-scotland+anika 143 wpm, en-gb-x-gbclan+paul 189 wpm and
en-gb-x-gbcwmd+Gene 134 wpm (each variant checked to change the voice's audio; variant names are
case-sensitive); Kokoro's jf_nezumi ×0.87 and jf_tebukuro ×1.18; other requests, similar names
and talk, noise seed 31 — was written blind, before anything in it was synthesised or measured
(its voices were only checked, on a phrase of their own), and is only reported
(`--halves fresh15`): nothing in jarvis_voice/ is to be changed to fit it either.

The FRESH16 half — the shape and size of FRESH15, everything else new: piper ×0.73 and ×1.28;
espeak-ng en-gb-x-rp+Andy 161 wpm, en-029+Denis 149 wpm, en-us-nyc+Gene2 179 wpm and
en-gb-scotland+Jacky 193 wpm (each variant checked to change the voice's audio; variant names
are case-sensitive); Kokoro's jf_tebukuro ×0.92 and jm_kumo ×1.42; other requests, similar names
and talk, noise seed 32 — was written blind, before anything in it was synthesised or measured
(its voices were only checked, on a phrase of their own), and is only reported
(`--halves fresh16`): nothing in jarvis_voice/ is to be changed to fit it either.

The FRESH17 half — the shape and size of FRESH16, everything else new: piper ×0.81 and ×1.22;
espeak-ng en-us+Alex 154 wpm, en-gb-x-gbclan+Hugo 141 wpm, en-gb-x-gbcwmd+Lee 187 wpm and
en-gb-x-rp+zac 173 wpm (each variant checked to change the voice's audio; variant names are
case-sensitive); Kokoro's jf_alpha ×0.72 and jf_nezumi ×1.37; other requests, similar names and
talk, noise seed 33 — was written blind, before anything in it was synthesised or measured (its
voices were only checked, on a phrase of their own), and is only reported
(`--halves fresh17`): nothing in jarvis_voice/ is to be changed to fit it either.

The FRESH18 half — the shape and size of FRESH17, everything else new: piper ×0.86 and ×1.32;
espeak-ng en-gb-scotland+Mario 164 wpm, en-029+max 128 wpm, en-us-nyc+pedro 191 wpm and
en-gb-x-gbclan+victor 151 wpm (each variant checked to change the voice's audio; variant names
are case-sensitive); Kokoro's jf_gongitsune ×0.77 and jf_tebukuro ×1.23; other requests, similar
names and talk, noise seed 34 — was written blind, before anything in it was synthesised or
measured (its voices were only checked, on a phrase of their own), and is only reported
(`--halves fresh18`): nothing in jarvis_voice/ is to be changed to fit it either.

The FRESH19 half — the shape and size of FRESH18, everything else new: piper ×0.91 and ×1.27;
espeak-ng en-us+rob 182 wpm, en-gb-x-rp+antonio 136 wpm, en-gb-x-gbcwmd+Nguyen 159 wpm and
en-gb-x-gbclan+gustave 146 wpm (each variant checked to change the voice's audio; variant names
are case-sensitive); Kokoro's jf_nezumi ×0.82 and jm_kumo ×1.33; other requests, similar names
and talk, noise seed 35 — was written blind, before anything in it was synthesised or measured
(its voices were only checked, on a phrase of their own), and is only reported
(`--halves fresh19`): nothing in jarvis_voice/ is to be changed to fit it either.

The FRESH20 half — the shape and size of FRESH19, everything else new: piper ×0.94 and ×1.43;
espeak-ng en-gb-scotland+norbert 197 wpm, en-029+ed 131 wpm, en-us-nyc+pablo 206 wpm and
en-gb-x-gbcwmd+boris 122 wpm (each variant checked to change the voice's audio; variant names
are case-sensitive); Kokoro's jf_gongitsune ×0.74 and jf_alpha ×1.26; other requests, similar
names and talk, noise seed 36 — was written blind, before anything in it was synthesised or
measured (its voices were only checked, on a phrase of their own), and is only reported
(`--halves fresh20`): nothing in jarvis_voice/ is to be changed to fit it either.
"""

from __future__ import annotations

import hashlib
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from jarvis_voice.voice.audio import FRAME_BYTES, SAMPLE_RATE
from jarvis_voice.voice.pcm import convert_pcm
from jarvis_voice.voice.tts import EspeakSynthesizer, PiperSynthesizer, Synthesizer

REQUESTS = [
    "what time is it?",
    "open my notes.",
    "turn off the music.",
    "how much disk space is left?",
]
KOREAN_REQUESTS = ["지금 몇 시야?", "메모 열어 줘."]
ENGLISH_TALK = [
    "Good morning, everyone. Let's start the meeting with a quick round of updates.",
    "I think the train leaves at half past six, so we should hurry.",
    "Could you pass me the salt and the pepper, please?",
    "The quarterly numbers look better than we expected, especially in Europe.",
    "My sister is visiting next weekend and we are going hiking in the mountains.",
    "Remember to water the plants before you leave for the airport.",
    "This recipe needs two cups of flour, one egg and a little bit of milk.",
    "He said the printer on the third floor is broken again.",
    "We watched a documentary about deep sea creatures last night.",
    "The kids want pizza for dinner, but I would rather cook pasta.",
    "Please send me the report by Friday afternoon at the latest.",
    "It has been raining all week and the garden is completely flooded.",
    "Are you coming to the concert on Saturday or do you have other plans?",
    "The new software update fixed the battery problem on my phone.",
    "I can't find my keys anywhere. Have you seen them on the table?",
    "Our team won the match in the last minute with a beautiful goal.",
    "Let me check my calendar and get back to you tomorrow morning.",
    "The museum is closed on Mondays, so let's go on Tuesday instead.",
    "She has been learning to play the violin for almost three years.",
    "Turn left at the next traffic light and then keep going straight.",
    "Yes, go ahead and delete the old files from the server.",
    "Can you read me the latest news about the elections?",
    "The coffee machine in the kitchen makes a terrible noise.",
    "I would like to book a table for four people at eight o'clock.",
    "Harvey and Jenny are moving to a bigger apartment downtown.",
    "The service was slow, but the food was really very good.",
    "What do you think about painting the living room light blue?",
    "We need to buy milk, bread, apples and some cheese.",
    "The flight was delayed by two hours because of the storm.",
    "Honestly, I have no idea what he was talking about.",
]
KOREAN_TALK = [
    "오늘 회의는 세 시에 시작합니다.",
    "내일 비가 온다고 하니까 우산 챙겨.",
    "점심은 김치찌개 먹을까?",
    "이번 주말에 부모님 댁에 가기로 했어.",
    "파일을 모두 지워 줘.",
    "응, 해 줘.",
    "자비에게 내일 회의가 있다고 전해 줘.",
    "지하철이 또 늦게 와서 지각했어요.",
    "이 책은 정말 재미있어서 밤새 읽었어.",
    "커피 한 잔 더 마실래요?",
]
SIMILAR = [
    "Hey Marvin.",
    "Hey Marvin, turn on the lights please.",
    "Hey Travis, are you coming?",
    "Hey Charles, what's up?",
    "Harvest season is almost here.",
    "Hey Jenny, look at this.",
    "Hey Mavis, good to see you.",
    "Jersey is a small island.",
    "Service, please.",
    "Hey there, how are you?",
    "Carvings and statues.",
    "Hey Siri, set a timer.",
    "Alexa, play some music.",
    "Okay Google, what's the weather?",
    "Hey Jarbo, over here.",
    "Davis and Jarrett went home.",
]


CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "jarvis-bench-wake"


def pcm_of(voice: Synthesizer, text: str) -> np.ndarray:
    """Synthesised once per voice and text, then read from the cache (Kokoro is slow)."""
    key = hashlib.sha256(f"{_voice_key(voice)}|{text}".encode()).hexdigest()[:24]
    path = CACHE / f"{key}.pcm"
    if path.is_file():
        pcm = path.read_bytes()
    else:
        pcm = b"".join(convert_pcm(c.pcm, c.sample_rate) for c in voice.synthesize(text))
        CACHE.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pcm)
    return np.frombuffer(pcm, dtype="<i2").astype(np.float64)


def _voice_key(voice: Synthesizer) -> str:
    settings = {k: v for k, v in vars(voice).items() if isinstance(v, str | int | float)}
    return f"{type(voice).__name__}{sorted(settings.items())}"


def speech_end(samples: np.ndarray) -> int:
    """The last sample of speech: the end of the last 10 ms window above 2 % of the peak."""
    window = 160
    rms = [np.sqrt(np.mean(samples[i : i + window] ** 2)) for i in range(0, len(samples), window)]
    loud = [i for i, r in enumerate(rms) if r > 0.02 * max(rms)]
    return (loud[-1] + 1) * window if loud else len(samples)


def room_noise(seconds: float, rng: np.random.Generator) -> np.ndarray:
    """Pink noise, a 50 Hz hum with harmonics and an occasional clatter: a room, not hiss."""
    n = int(seconds * SAMPLE_RATE)
    spectrum = np.fft.rfft(rng.normal(size=n))
    freqs = np.fft.rfftfreq(n, 1 / SAMPLE_RATE)
    spectrum[1:] /= np.sqrt(freqs[1:])
    spectrum[0] = 0
    pink = np.fft.irfft(spectrum, n)
    pink /= np.std(pink)
    t = np.arange(n) / SAMPLE_RATE
    hum = 0.3 * (np.sin(2 * np.pi * 50 * t) + 0.5 * np.sin(2 * np.pi * 150 * t))
    clatter = np.zeros(n)
    for start in rng.integers(0, max(1, n - 800), size=max(1, int(seconds / 2))):
        clatter[start : start + 800] += rng.normal(0, 2.0, 800) * np.exp(-np.arange(800) / 150)
    return pink + hum + clatter


def music(seconds: float, rng: np.random.Generator) -> np.ndarray:
    """Music-like sound: chords with harmonics, a melody, a kick and a hi-hat, at 100-130 bpm."""
    n = int(seconds * SAMPLE_RATE)
    t = np.arange(n) / SAMPLE_RATE
    out = np.zeros(n)
    beat = 60 / rng.uniform(100, 130)
    root = 110 * 2 ** (rng.integers(0, 12) / 12)
    for bar in range(int(seconds / (4 * beat)) + 1):
        chord = root * 2 ** (np.array([0, 4, 7]) / 12) * 2 ** (rng.choice([0, 5, 7, 9]) / 12)
        lo, hi = int(bar * 4 * beat * SAMPLE_RATE), int((bar + 1) * 4 * beat * SAMPLE_RATE)
        seg = t[lo:hi]
        for f in chord:
            for h, a in ((1, 1.0), (2, 0.4), (3, 0.2)):
                out[lo:hi] += a * 0.3 * np.sin(2 * np.pi * f * h * seg)
        for step in range(8):  # melody eighth notes
            s = lo + int(step * beat / 2 * SAMPLE_RATE)
            e = min(hi, n, s + int(beat / 2 * SAMPLE_RATE))
            if s >= e:
                break
            f = root * 4 * 2 ** (rng.choice([0, 2, 4, 7, 9, 12]) / 12)
            env = np.exp(-np.arange(e - s) / (0.15 * SAMPLE_RATE))
            out[s:e] += 0.5 * np.sin(2 * np.pi * f * t[s:e]) * env
        for step in range(4):  # kick and hi-hat
            s = min(n, lo + int(step * beat * SAMPLE_RATE))
            k = min(n, s + 2400)
            out[s:k] += np.sin(2 * np.pi * 60 * t[: k - s]) * np.exp(-np.arange(k - s) / 600)
            h = min(n, s + int(beat / 2 * SAMPLE_RATE))
            out[h : h + 400] += rng.normal(0, 0.3, len(out[h : h + 400]))
    return out


def mix(speech: np.ndarray, noise: np.ndarray, snr_db: float | None) -> np.ndarray:
    if snr_db is None:
        return speech
    voiced = speech[np.abs(speech) > 0.02 * np.abs(speech).max()]
    p_speech = np.mean(voiced**2) if voiced.size else np.mean(speech**2)
    gain = np.sqrt(p_speech / (np.mean(noise**2) * 10 ** (snr_db / 10)))
    # room_noise(len / rate) may come out a sample short (float rounding): repeat its start
    return speech + gain * np.resize(noise, len(speech))


def to_frames(samples: np.ndarray) -> list[bytes]:
    pcm = np.clip(samples, -32768, 32767).astype("<i2").tobytes()
    pcm += bytes(-len(pcm) % FRAME_BYTES)
    return [pcm[i : i + FRAME_BYTES] for i in range(0, len(pcm), FRAME_BYTES)]


# --------------------------------------------------------------------------- the held-out half
# (written before any of it was synthesised or measured)
HELD_OUT_REQUESTS = [
    "set a timer for ten minutes.",
    "what's on my calendar today?",
    "read me the last email.",
    "make a new folder called drafts.",
]
HELD_OUT_KOREAN_REQUESTS = ["오늘 날씨 어때?", "음악 꺼 줘."]
HELD_OUT_ENGLISH_TALK = [
    "I left my umbrella on the bus this morning, can you believe it?",
    "The dentist moved my appointment to next Thursday at noon.",
    "We should repaint the fence before the winter comes.",
    "Did you see how fast that cyclist went down the hill?",
    "My grandmother makes the best apple pie in the whole town.",
    "The library extended its opening hours during the exam period.",
    "Let's order sushi tonight and watch a movie together.",
    "The battery in the smoke detector needs to be replaced.",
    "I'm not sure whether the shop opens at nine or at ten.",
    "Our neighbours adopted a puppy and it barks all night.",
    "Could you remind me to call the plumber after lunch?",
    "The conference in Berlin was cancelled because of the strike.",
    "Marvin and Travis said they would join us for dinner.",
    "She bought a second-hand piano and is taking lessons now.",
    "There is a traffic jam on the highway near the airport.",
]
HELD_OUT_KOREAN_TALK = [
    "주말에 친구들이랑 캠핑 가기로 했어.",
    "회의 자료는 내일 아침까지 보내 주세요.",
    "요즘 날씨가 너무 추워서 감기 걸렸어.",
    "저녁에 뭐 먹을지 아직 못 정했어.",
    "자비를 베풀어 주셔서 감사합니다.",
]
HELD_OUT_SIMILAR = [
    "Hey Harvey, come here.",
    "Hey Davis, nice shot.",
    "Hey Marvis.",
    "Hey Garvey, are you ready?",
    "Hey Jasper, sit down.",
    "Hey Travers, wait for me.",
    "Hey Purvis.",
    "Hey Darwin, look at this.",
    "Hey Jarrod, over here.",
    "Hey Javier, how are you?",
    "Hey Artis, good morning.",
    "Hey Carlos, let's go.",
    "Hey Chavez, hello there.",
    "Paris is lovely in the spring.",
    "The service desk is on the left.",
    "Hey Jervis, nice to meet you.",  # the same sounds as the name: no matcher can refuse it
]
# names said with the very sounds of "Jarvis": counted apart from the similar names
HOMOPHONES = ("Jervis",)


# ------------------------------------------------------------------------------ the fresh half
# (written after tune and held-out were measured, before any of it was
# synthesised or measured; run once and only reported)
FRESH_REQUESTS = [
    "what's the weather like tomorrow?",
    "play some jazz.",
    "remind me to call mom at five.",
    "how long is my drive to work today?",
]
FRESH_KOREAN_REQUESTS = ["알람 일곱 시에 맞춰 줘.", "거실 불 좀 꺼 줘."]
FRESH_ENGLISH_TALK = [
    "The bakery on the corner sells fresh bread every morning.",
    "I forgot to charge my laptop, so it died during the presentation.",
    "We're thinking about getting a cat, but my husband is allergic.",
    "The parking garage is full, let's try the street behind the bank.",
    "Could you turn the heating down a little? It's really warm in here.",
    "My brother just started a new job at the hospital.",
    "The tomatoes in the garden are finally turning red.",
    "I need to renew my passport before the trip in June.",
    "That restaurant has the best noodles I've ever eaten.",
    "The meeting ran over, so I missed my bus home.",
    "Don't forget we have guests coming over on Sunday.",
    "He's been practising the guitar every evening after work.",
    "The elevator is out of order, so please take the stairs.",
    "I'll pick up the children from school at three thirty.",
    "The weather forecast says it will snow tonight.",
    "She painted the kitchen yellow and it looks much brighter now.",
    "Let's split the bill, I only had a salad.",
    "The washing machine is making that strange noise again.",
    "We drove along the coast and stopped at a little fishing village.",
    "Can you believe how expensive concert tickets have become?",
]
FRESH_KOREAN_TALK = [
    "내일 아침에 일찍 일어나야 해.",
    "이 근처에 맛있는 빵집 있어?",
    "엘리베이터가 고장 나서 계단으로 올라왔어.",
    "다음 달에 제주도로 여행 갈 거야.",
    "아이들이 벌써 잠들었어요.",
    "세탁기 소리가 너무 시끄러워.",
    "주차장이 꽉 차서 한참 돌았어.",
    "요즘 자바스크립트 공부하고 있어.",
]
FRESH_SIMILAR = [
    "Hey Marcus, what's new?",
    "Hey Chris, over here.",
    "A jar of peas, please.",
    "Hey Harris, wait up.",
    "Hey Jordan, catch this.",
    "Hey Janice, how was your day?",
    "Hey Elvis, sing us a song.",
    "Hey Curtis, thanks a lot.",
    "Hey Garvin, good morning.",
    "Java is an island in Indonesia.",
    "Hey Boris, good night.",
    "Hey Dennis, lunch is ready.",
    "Hey Jasmine, nice to see you.",
    "Hey Mark, is this yours?",
    "Hey Arvid, come here.",
    "Hey Nelson, let's go.",
]


# ----------------------------------------------------------------------------- the fresh2 half
# (written blind: before any of it was synthesised or measured; only reported)
FRESH2_REQUESTS = [
    "add eggs to my shopping list.",
    "what's in the news this morning?",
    "call the office.",
    "how many steps did I walk yesterday?",
]
FRESH2_KOREAN_REQUESTS = ["볼륨 좀 올려 줘.", "내일 일정 알려 줘."]
FRESH2_ENGLISH_TALK = [
    "The plumber finally fixed the leak under the kitchen sink.",
    "I'm going to the gym after work, do you want to come along?",
    "Our flight lands in Lisbon just before midnight.",
    "The kids built a huge sandcastle at the beach yesterday.",
    "Please close the window, there's a draft in here.",
    "I read that the new bridge will open in the spring.",
    "My phone keeps losing its signal in the basement.",
    "We planted two apple trees in the backyard last autumn.",
    "The lecture was interesting, but the room was far too hot.",
    "Could you lend me your charger for a few minutes?",
    "The supermarket has a discount on strawberries this week.",
    "He spilled coffee all over his keyboard this morning.",
    "I think we should leave early to avoid the traffic.",
    "The hotel room had a wonderful view of the harbour.",
    "She's running her first marathon in October.",
    "The printer ran out of paper in the middle of my document.",
    "Let's meet at the café next to the train station.",
    "The neighbours are having a party, so it might be loud tonight.",
    "I've been trying to learn how to bake sourdough bread.",
    "Mavis and her brother are bringing dessert to the picnic.",
]
FRESH2_KOREAN_TALK = [
    "어제 본 영화 정말 감동적이었어.",
    "창문 좀 닫아 줄래? 바람이 너무 불어.",
    "다음 주에 치과 예약이 있어요.",
    "강아지 산책시키고 올게.",
    "오늘은 퇴근하고 바로 집에 갈 거야.",
    "택배가 아직 안 왔어요.",
    "자비 없는 더위가 계속되네.",
    "주말에 대청소를 하기로 했어요.",
]
FRESH2_SIMILAR = [
    "Hey Jeeves, fetch my coat.",
    "Hey Alfred, is dinner ready?",
    "Hey Jarvik, take a seat.",
    "Hey Jarvinen, welcome back.",
    "Hey Carver, pass the ball.",
    "Hey Avis, the car is ready.",
    "Hey Davies, good luck today.",
    "Hey Gervais, bonjour.",
    "Hey Francis, long time no see.",
    "Hey Cassius, hurry up.",
    "Hey Lars, how's it going?",
    "Hey Argus, sit.",
    "Jars of jam are on the shelf.",
    "Harvard is a university in Boston.",
    "Hey Marcel, are you there?",
    "Hey Darius, good evening.",
]


# ----------------------------------------------------------------------------- the fresh3 half
# (written blind: before any of it was synthesised or measured; only reported)
FRESH3_REQUESTS = [
    "dim the lights in the bedroom.",
    "what's the score of the game?",
    "send a message to Sarah saying I'm running late.",
    "how do you say thank you in Japanese?",
]
FRESH3_KOREAN_REQUESTS = ["타이머 오 분 맞춰 줘.", "엄마한테 전화해 줘."]
FRESH3_ENGLISH_TALK = [
    "The car needs new tyres before the long drive next month.",
    "I can't believe how quickly the summer went by.",
    "We're out of dish soap, so I'll pick some up on the way home.",
    "The baby finally fell asleep, so please keep your voice down.",
    "My laptop froze twice during the video call this afternoon.",
    "They're doing roadworks on our street all week.",
    "I'd rather take the train than sit in traffic for two hours.",
    "The soup needs a bit more salt, but otherwise it's perfect.",
    "Did anyone feed the cat this morning?",
    "The wedding is in a small church just outside the city.",
    "I've been sleeping badly since we moved to the new flat.",
    "Ricky Gervais is hosting the awards show again this year.",
    "The kids are fighting over the remote control again.",
    "Our internet was down for most of the evening.",
    "She ordered a blue sofa, but they delivered a green one.",
    "Let's go for a walk before it gets dark.",
    "The bus driver waited for me even though I was late.",
    "I need to pick up a parcel from the post office.",
    "We spent the whole afternoon putting together a wardrobe.",
    "That was the funniest film I've seen in years.",
]
FRESH3_KOREAN_TALK = [
    "퇴근길에 우유 좀 사 올게.",
    "이번 겨울은 별로 안 추운 것 같아.",
    "아까 친구한테서 전화 왔었어.",
    "회사 앞에 새로운 카페가 생겼어요.",
    "내일 아침은 간단하게 토스트 먹자.",
    "이번 출장은 자비로 다녀왔어.",
    "휴대폰 배터리가 거의 다 됐어.",
    "지난주에 이사해서 아직 정리가 안 됐어요.",
]
FRESH3_SIMILAR = [
    "Hey Jarvie, over here.",
    "Hey Gavin, what's the plan?",
    "Hey Mervyn, how was the trip?",
    "Hey Reeves, grab a chair.",
    "Hey Chavis, good to see you.",
    "Hey Julius, dinner's on the table.",
    "Hey Giles, see you tomorrow.",
    "Hey Archie, time for bed.",
    "Hey Clovis, come inside.",
    "Hey Jarman, nice work.",
    "Hey Jamie, can you help me?",
    "Hey Chester, nice jacket.",
    "Hey Groves, the meeting's starting.",
    "Hey Lewis, thanks for coming.",
    "Hey, don't be nervous.",
    "The canvas bags are by the door.",
]


# ----------------------------------------------------------------------------- the fresh4 half
# (written blind: before any of it was synthesised or measured; only reported)
FRESH4_REQUESTS = [
    "turn the heating up to twenty-one degrees.",
    "play the next episode of my podcast.",
    "when does the pharmacy close today?",
    "what's fifteen percent of eighty?",
]
FRESH4_KOREAN_REQUESTS = ["에어컨 좀 켜 줘.", "이 노래 제목이 뭐야?"]
FRESH4_ENGLISH_TALK = [
    "The landlord is coming round on Thursday to look at the boiler.",
    "I think I left the oven on, could you go and check?",
    "Mrs Carvalho from next door lent us her ladder.",
    "The train was so crowded I had to stand the whole way.",
    "We should book the holiday cottage before the prices go up.",
    "My back has been aching since I moved all those boxes.",
    "The dog chewed through another pair of my slippers.",
    "I'm making a curry tonight, is that alright with everyone?",
    "The school sent a letter about the trip to the science museum.",
    "There's a strange smell coming from the fridge.",
    "He finally passed his driving test on the third try.",
    "And now the weather for the weekend: sunshine in the south and showers in the north.",
    "The rent is going up again in January.",
    "Hold the door for me, my hands are full.",
    "I've got a haircut at two, so I'll be back a bit later.",
    "Grandma called to say she's coming for Christmas.",
    "Somebody parked in front of our driveway again.",
    "Let's have the leftovers for lunch tomorrow.",
    "I'm halfway through the book and I still don't know who did it.",
    "These jeans shrank in the wash.",
]
FRESH4_KOREAN_TALK = [
    "오늘 저녁은 배달시켜 먹자.",
    "버스 차비가 또 올랐대.",
    "빨래 다 됐으면 좀 널어 줄래?",
    "주말에 비 온다던데 등산은 다음에 가자.",
    "냉장고에 반찬이 하나도 없네.",
    "아이가 학교에서 상을 받아 왔어요.",
    "이 드라마 다음 편이 너무 궁금해.",
    "옆집에서 공사하는지 아침부터 시끄러워.",
]
FRESH4_SIMILAR = [
    "Hey Parviz, good morning.",
    "Hey Maris, pass the bread.",
    "Hey Jarek, over here.",
    "Hey Xavier, you're late again.",
    "Hey Garth, grab your coat.",
    "Hey Avery, hold on a second.",
    "Hey Trevor, nice goal.",
    "Hey Jarrah, time to go.",
    "Hey Jonas, good night.",
    "Hey Carys, breakfast is ready.",
    "Hey Ravi, how was the match?",
    "Hey Barnes, you're up next.",
    "Hey Davina, see you soon.",
    "Hey Gervin, good game.",
    "Hey, the yard is a mess.",
    "I'm starving, what's for dinner?",
]


# ----------------------------------------------------------------------------- the fresh5 half
# (written blind: before any of it was synthesised or measured; only reported)
FRESH5_REQUESTS = [
    "lock the front door.",
    "how many days until my birthday?",
    "read me a recipe for pancakes.",
    "what's the capital of Australia?",
]
FRESH5_KOREAN_REQUESTS = ["현관문 잠갔는지 확인해 줘.", "오늘 뉴스 좀 읽어 줘."]
FRESH5_ENGLISH_TALK = [
    "The kettle's just boiled if anyone wants a cup of tea.",
    "I need to take the car in for its MOT next week.",
    "We read about the Jarrow March in history class today.",
    "The cat knocked a glass off the table again.",
    "Can you grab some batteries when you're at the shop?",
    "My phone screen cracked when I dropped it on the pavement.",
    "Our neighbours are building an extension at the back.",
    "I've signed up for a pottery class on Wednesday evenings.",
    "The bin men didn't come this week, so the bags are piling up.",
    "And in sport tonight, the home side came back from two goals down.",
    "Don't let the dog out, the gate's still broken.",
    "She's taking the kids to the swimming pool after lunch.",
    "I fell asleep on the sofa halfway through the film.",
    "The heating bill was much higher than last winter.",
    "Could you move your bike out of the hallway?",
    "We're having a barbecue if the weather holds.",
    "I can never remember where I put my reading glasses.",
    "The new manager seems friendly enough so far.",
    "There's a queue all the way round the block for that bakery.",
    "Let's paint the spare room before your parents visit.",
]
FRESH5_KOREAN_TALK = [
    "내일 아침이 분리수거 하는 날이야.",
    "몸살 기운이 있어서 오늘은 일찍 잘게.",
    "동생이 다음 달에 결혼한대.",
    "이번 달 전기 요금이 많이 나왔어.",
    "마트에서 두부랑 계란 좀 사 와.",
    "고양이가 또 소파를 긁어 놨어.",
    "빙판길에서 자빠질 뻔했어.",
    "택시 불러 놨으니까 천천히 나와.",
]
FRESH5_SIMILAR = [
    "Hey Gareth, where's the remote?",
    "Hey Tavish, come and see this.",
    "Hey Bevis, your tea's getting cold.",
    "Hey Jarlath, welcome home.",
    "Hey Parvin, thanks for the lift.",
    "Hey Marvella, happy birthday.",
    "Hey Jacques, long day?",
    "Hey Harvin, pick up the phone.",
    "Hey Jarell, nice shoes.",
    "Hey Travon, you dropped this.",
    "Hey Vargas, two coffees please.",
    "Hey Arvind, the taxi is here.",
    "Hey Dervis, how's the family?",
    "Hey Cyrus, that one's mine.",
    "Hey, marvellous weather today.",
    "Hey, our bus is running late.",
]


# ----------------------------------------------------------------------------- the fresh6 half
# (written blind: before any of it was synthesised or measured; only reported)
FRESH6_REQUESTS = [
    "wake me up at half past six.",
    "turn on the porch light.",
    "how far is it to the nearest petrol station?",
    "convert three cups to millilitres.",
]
FRESH6_KOREAN_REQUESTS = ["블루투스 스피커 연결해 줘.", "오늘 환율 좀 알려 줘."]
FRESH6_ENGLISH_TALK = [
    "Shall we go to the carvery on Sunday for lunch?",
    "Traffic and travel now: long delays on the northbound carriageway after an accident.",
    "I've left the washing on the line and it's about to rain.",
    "The kids want to camp in the garden tonight.",
    "My sister's flight got cancelled, so she's staying another night.",
    "There's a leak in the bathroom ceiling again.",
    "I've been meaning to clear out the garage for months.",
    "Could you check whether the post office is open on Saturdays?",
    "The football's on at eight, so let's eat early.",
    "He's learning Spanish before they move to Valencia.",
    "We ran out of milk, so it's black coffee this morning.",
    "The power went out for an hour during the storm.",
    "I think the blue curtains would look better in here.",
    "She got the job, she starts on the first of next month.",
    "Don't put the wooden spoons in the dishwasher.",
    "The train to Leeds is running twenty minutes late.",
    "We found a lovely little pub by the river.",
    "My knee's been playing up since the hike on Sunday.",
    "Have you seen the lid for this saucepan anywhere?",
    "The school play is on Thursday, and he's got two lines.",
]
FRESH6_KOREAN_TALK = [
    "주말에 김장하러 시골에 내려가.",
    "아파트 관리비 고지서 나왔어.",
    "오늘 저녁에 팀 회식 있대.",
    "손톱깎이 어디 뒀는지 알아?",
    "비행기 표 값이 또 올랐더라.",
    "아기가 이가 나려는지 밤새 보챘어.",
    "내일 병원 가서 피검사 받아야 돼.",
    "그 작가는 첫 책을 자비 출판으로 냈대.",
]
FRESH6_SIMILAR = [
    "Hey Sarvesh, the kettle's on.",
    "Hey Corvin, see you at lunch.",
    "Hey Jago, mind the step.",
    "Hey Marius, where are my keys?",
    "Hey Horace, the post has come.",
    "Hey Javed, good to have you back.",
    "Hey Davos, how was the flight?",
    "Hey Orvis, bring the umbrella.",
    "Hey Aris, you're on speaker.",
    "Hey Jaroslav, coffee's ready.",
    "Hey Jairus, well done.",
    "Hey Farris, hurry, the film's starting.",
    "Hey Maeve, come and look.",
    "Hey Janus, the door's open.",
    "Hey, the javelin final is on.",
    "Hey, your car's blocking the drive.",
]


# ----------------------------------------------------------------------------- the fresh7 half
# (written blind: before any of it was synthesised or measured; only reported)
FRESH7_REQUESTS = [
    "start a stopwatch.",
    "add a dentist appointment on Tuesday at ten.",
    "how many grams are in a pound?",
    "shuffle my running playlist.",
]
FRESH7_KOREAN_REQUESTS = ["라디오 좀 틀어 줘.", "내일 아침 여섯 시에 깨워 줘."]
FRESH7_ENGLISH_TALK = [
    "The Marvel film starts at nine, so let's eat first.",
    "Here is the news at six: ministers have agreed new funding for rural schools.",
    "I've put the lasagne in the oven, it'll be ready in forty minutes.",
    "The window cleaner's coming on Tuesday, so leave the side gate open.",
    "The broadband engineer cancelled for the second time this week.",
    "She's knitting a scarf for her grandson's birthday.",
    "The hedge needs trimming before it blocks the path.",
    "Can you remember the name of that hotel in Cornwall?",
    "I've booked the dog in at the groomer's on Friday morning.",
    "The toddler group has moved to the church hall on Mondays.",
    "We're going halves on a present for Dad.",
    "My reading glasses were in the fridge, of all places.",
    "The tap in the utility room won't stop dripping.",
    "There's a fox that comes into the garden every night.",
    "He's decided to cycle to work now that the evenings are lighter.",
    "The quiz at the pub starts at half eight on Wednesdays.",
    "I'd rather have the chicken than the fish, if that's alright.",
    "The council still haven't fixed the pothole outside number twelve.",
    "Did you remember to cancel the newspaper before we go away?",
    "The twins start secondary school in September.",
]
FRESH7_KOREAN_TALK = [
    "자, 비스킷 먹을 사람?",
    "오늘 미세먼지가 심해서 창문 못 열겠어.",
    "다음 주 월요일이 공휴일이래.",
    "이 국은 좀 싱거운 것 같아.",
    "차에 기름이 거의 다 떨어졌어.",
    "조카가 피아노 대회에서 일 등 했대.",
    "우산을 지하철에 두고 내렸어.",
    "할머니 댁에 보낼 택배 포장 다 했어.",
]
FRESH7_SIMILAR = [
    "Hey Garvis, pass the salt.",
    "Hey Jadis, it's your turn.",
    "Hey Morris, the bins go out tonight.",
    "Hey Doris, your cab is here.",
    "Hey Javi, good match today.",
    "Hey Otis, fetch the ball.",
    "Hey Charvi, are you ready for school?",
    "Hey Arvo, lovely to see you.",
    "Hey Marquis, keep the change.",
    "Hey Harlow, it's bedtime.",
    "Hey Jabez, the soup's hot.",
    "Hey Iris, what are you reading?",
    "Hey Tarvin, mind the ladder.",
    "Hey Jarka, thanks for the flowers.",
    "Hey, the car keys are on the hook.",
    "Hey, gorgeous view from up here.",
]


# ----------------------------------------------------------------------------- the fresh8 half
# (written blind: before any of it was synthesised or measured; only reported)
FRESH8_REQUESTS = [
    "translate good night into Korean.",
    "what year did the Berlin Wall fall?",
    "text Tom that I'm waiting outside.",
    "turn the volume down a little.",
]
FRESH8_KOREAN_REQUESTS = ["로봇청소기 좀 돌려 줘.", "장보기 목록에 양파 추가해 줘."]
FRESH8_ENGLISH_TALK = [
    "Put the jar of Vicks by the bed in case your cough comes back.",
    "Good evening, here are tonight's headlines: rail fares will rise again in March.",
    "The recycling goes out on Thursdays now, not Fridays.",
    "I've ordered a new mattress, it should arrive by the weekend.",
    "Your mum rang while you were in the shower.",
    "The car park by the station charges a fortune on weekdays.",
    "We're having roast lamb on Sunday, so don't fill up on snacks.",
    "The ferry to the island only runs twice a day in winter.",
    "He's been on the phone to the bank for over an hour.",
    "I've finally finished the jigsaw, apart from one missing piece.",
    "The allotment is full of courgettes we'll never manage to eat.",
    "She's training for a charity swim across the lake.",
    "My cousin's opening a little bookshop on the high street.",
    "The dishwasher's finished, could you empty it?",
    "We lost the cricket by just four runs.",
    "The gutters are full of leaves again after the storm.",
    "I'll text you when the delivery driver turns up.",
    "Butter's gone up again, it's nearly three pounds a block now.",
    "Our old tortoise has just woken up from hibernation.",
    "Let's take the scenic route home along the canal.",
]
FRESH8_KOREAN_TALK = [
    "자, 비빔밥 나왔어요.",
    "보일러가 고장 나서 찬물밖에 안 나와.",
    "제비가 처마 밑에 둥지를 틀었어.",
    "어제 야구 경기가 연장전까지 갔대.",
    "강아지가 간식을 소파 밑에 숨겨 놨어.",
    "이번 주 토요일에 동창회 있어.",
    "감기약 먹었더니 자꾸 졸려.",
    "김치냉장고 문이 잘 안 닫혀.",
]
FRESH8_SIMILAR = [
    "Hey Tavis, pass the sugar.",
    "Hey Charlie, the kettle's boiled.",
    "Hey Garfield, get off the sofa.",
    "Hey Alvis, your order's ready.",
    "Hey Darvish, great pitch last night.",
    "Hey Jardine, is that your van outside?",
    "Hey Davi, how was the wedding?",
    "Hey Mathis, nice haircut.",
    "Hey Jazz, you're on in five minutes.",
    "Hey Barney, lunch is on the table.",
    "Hey Jarvin, the match has started.",
    "Hey Parker, grab the other end of this.",
    "Hey Marlow, the vet called back.",
    "Hey Yannis, the ferry's leaving.",
    "Hey, the jar of biscuits is empty.",
    "Hey, our visitors are here.",
]


# ----------------------------------------------------------------------------- the fresh9 half
# (written blind: before any of it was synthesised or measured; only reported)
FRESH9_REQUESTS = [
    "what's the time in New York right now?",
    "pause the music for a minute.",
    "spell the word necessary.",
    "remind me to put the bins out tonight.",
]
FRESH9_KOREAN_REQUESTS = ["가습기 좀 켜 줘.", "다음 버스 언제 오는지 알려 줘."]
FRESH9_ENGLISH_TALK = [
    "Grab a jar of this chutney for your gran while we're here.",
    "Weather warning for tonight: gales of up to seventy miles an hour along the coast.",
    "The lift in our block has been out of order since Monday.",
    "I've joined a choir that rehearses in the old chapel.",
    "Don't forget your swimming kit, the lesson's straight after school.",
    "The new roundabout has made the school run twice as long.",
    "They've painted the post office bright blue, of all colours.",
    "I found a tenner in the pocket of my winter coat.",
    "We're hosting Christmas this year, so I'll need to borrow some chairs.",
    "The boiler man says the part won't arrive until next week.",
    "Could you hang your wet coat in the porch?",
    "The tomatoes in the greenhouse are nearly ripe.",
    "Grandad's been learning to make video calls on his tablet.",
    "The library has stopped charging late fees, apparently.",
    "I'll drop the kids at football and then do the big shop.",
    "The milk's gone off, we'll need another pint.",
    "The bus timetable changed again without any warning.",
    "She's been made head of the science department.",
    "We watched the meteor shower from the back garden until two in the morning.",
    "The smoke alarm keeps chirping, I think it needs a new battery.",
]
FRESH9_KOREAN_TALK = [
    "자, 비누로 손 깨끗이 씻자.",
    "관리사무소에서 내일 단수된대.",
    "냉동실에 만두 좀 남았나 봐 줘.",
    "동생이 운전면허 시험에 붙었대.",
    "가스 검침하러 오늘 오후에 온대.",
    "고양이가 창가에서 낮잠 자고 있어.",
    "주말에 텐트 치러 강가에 가자.",
    "아랫집 공사 소리 때문에 잠을 못 잤어.",
]
FRESH9_SIMILAR = [
    "Hey Jarvey, your lift is here.",
    "Hey Harvie, the bath's running.",
    "Hey Carvis, how's the new job?",
    "Hey Davy, the dog needs a walk.",
    "Hey Garvan, the bus is here.",
    "Hey Gervase, the tea's brewed.",
    "Hey Travie, you forgot your hat.",
    "Hey Varys, what's the gossip?",
    "Hey Ardis, the oven's hot.",
    "Hey Jarvo, pass me the remote.",
    "Hey Jaffa, down from the table.",
    "Hey Jarett, the printer's jammed.",
    "Hey Javon, the game's on.",
    "Hey Gavi, the sauna's warm.",
    "Hey, grab a jar of this jam.",
    "Hey, the car service is booked.",
]


# ----------------------------------------------------------------------------- the fresh10 half
# (written blind: before any of it was synthesised or measured; only reported)
FRESH10_REQUESTS = [
    "close the blinds in the living room.",
    "find me an Italian restaurant that's open now.",
    "how long should I boil an egg for?",
    "what's the square root of one hundred and forty-four?",
]
FRESH10_KOREAN_REQUESTS = ["식기세척기 돌려 줘.", "주말 날씨 어떤지 알려 줘."]
FRESH10_ENGLISH_TALK = [
    "The electrician left muddy footprints all the way up the stairs.",
    "My sister's moving to Bristol for her new job in March.",
    "We ran out of firewood halfway through the evening.",
    "The cat brought a live frog into the kitchen again.",
    "I've signed up for a life drawing class on Thursday nights.",
    "Parking at the hospital costs more than the bus fare.",
    "Somebody left the gate open and the sheep got onto the lane.",
    "The cinema's showing old black and white films all August.",
    "The motorway was closed for hours because of fog.",
    "Let's paint the nursery a pale green before the baby comes.",
    "The corner shop finally started selling fresh bread.",
    "I can never remember which bin the yoghurt pots go in.",
    "The neighbours' ivy is creeping over our fence.",
    "Our darts team came second, beaten by a single point.",
    "The dishwasher's been descaled, so the glasses should come out clearer.",
    "He's training for a long cycle ride along the canal path.",
    "The nativity has been moved to the village school.",
    "I left my gloves on the train this morning.",
    "There's a queue out of the door at the new ice cream place.",
    "The strawberries from the allotment were tiny but sweet.",
]
FRESH10_KOREAN_TALK = [
    "현관 앞에 박스가 잔뜩 쌓였어.",
    "이번 주말에 할머니 댁에서 송편 빚기로 했어.",
    "베란다 화분에 물 주는 걸 깜빡했네.",
    "회사 앞에 새로 생긴 국숫집 맛있더라.",
    "아이가 오늘 처음으로 자전거를 혼자 탔어.",
    "아파트 주차장에 물이 새서 난리야.",
    "비 온다더니 하늘이 정말 맑네.",
    "저녁에 삼겹살 구워 먹을까?",
]
FRESH10_SIMILAR = [
    "Hey Jarvan, the taxi's outside.",
    "Hey Marcin, the bread's out of the oven.",
    "Hey Carvel, lock up when you leave.",
    "Hey Jarius, your phone is ringing.",
    "Hey Javan, the match starts at eight.",
    "Hey Hervé, dinner's ready.",
    "Hey Arvel, the gate's open again.",
    "Hey Jarle, the boat's back in.",
    "Hey Tavi, bring the washing in.",
    "Hey Jarmo, the sauna's free.",
    "Hey Dervla, your cousin rang.",
    "Hey Jervey, the shed's unlocked.",
    "Hey Marva, the parcel came.",
    "Hey Jorvik, the film's starting.",
    "Hey, the Java update has finished.",
    "Hey, our car's been towed.",
]


# ----------------------------------------------------------------------------- the fresh11 half
# (written blind: before any of it was synthesised or measured; only reported)
FRESH11_REQUESTS = [
    "turn off the TV in the kitchen.",
    "how many tablespoons are in a cup?",
    "what's on at the cinema tonight?",
    "set a reminder to water the plants on Sunday.",
]
FRESH11_KOREAN_REQUESTS = ["커튼 좀 닫아 줘.", "내일 몇 시에 해 뜨는지 알려 줘."]
FRESH11_ENGLISH_TALK = [
    "The new neighbours have three dogs and a parrot.",
    "The garage says the car needs a new clutch.",
    "The harvest supper is in the church hall this year.",
    "My knee's been aching ever since that long walk.",
    "The streetlight outside our house has been flickering for weeks.",
    "Let's eat outside while the sun's still out.",
    "The kids have been arguing over the last biscuit all afternoon.",
    "I've lost the remote again, have you seen it anywhere?",
    "The village fete raised nearly two thousand pounds for the roof.",
    "She's teaching herself to play the ukulele from online videos.",
    "The heating clicks on at six, so the house is warm by breakfast.",
    "We should clear out the loft before we move.",
    "The queue for the post office went right round the block.",
    "Your brother left his charger plugged in by the sofa.",
    "The pond froze over last night for the first time this winter.",
    "I've started walking to work instead of taking the bus.",
    "The jam jars are drying on the rack by the sink.",
    "There's a marvellous little bookshop down by the harbour.",
    "The football got stuck on the garage roof again.",
    "Mum's coming over on Saturday to help with the curtains.",
]
FRESH11_KOREAN_TALK = [
    "김장 김치가 벌써 다 떨어졌어.",
    "어제 본 드라마 결말이 너무 허무했어.",
    "택배 기사님이 문 앞에 두고 가셨대.",
    "동네 도서관이 공사 끝나고 다시 문 열었대.",
    "오늘 퇴근길에 지하철이 엄청 붐볐어.",
    "조카 돌잔치가 다음 달이래.",
    "냉장고에 수박 반 통 남았어.",
    "창문 열어 두니까 바람이 시원하다.",
]
FRESH11_SIMILAR = [
    "Hey Garvie, the plumber's here.",
    "Hey Jarno, your coffee's getting cold.",
    "Hey Darvin, mind the wet floor.",
    "Hey Kervin, the meeting's moved.",
    "Hey Trevis, the van's loaded.",
    "Hey Jaris, your shoes are by the door.",
    "Hey Marvo, the show's about to start.",
    "Hey Javis, the soup's hot.",
    "Hey Alvin, the gate's stuck again.",
    "Hey Jarlo, the nets are dry.",
    "Hey Arvis, the bread's rising.",
    "Hey Janvier, the car's warmed up.",
    "Hey Davor, the pitch is booked.",
    "Hey Kavi, the rice is done.",
    "Hey, the jar's lid is stuck.",
    "Hey, the harvest is in.",
]


# ----------------------------------------------------------------------------- the fresh12 half
# (written blind: before any of it was synthesised or measured; only reported)
FRESH12_REQUESTS = [
    "open the garage door.",
    "how do I get a red wine stain out of the carpet?",
    "what can I use instead of eggs in a cake?",
    "when's the next bank holiday?",
]
FRESH12_KOREAN_REQUESTS = ["전기장판 좀 꺼 줘.", "세 시 반에 약 먹으라고 알려 줘."]
FRESH12_ENGLISH_TALK = [
    "The estate agent wants to show the flat again on Wednesday.",
    "I burnt the toast, so open a window before the alarm goes off.",
    "Your dad's fallen asleep in front of the snooker again.",
    "The swimming pool's shut for cleaning until the end of the month.",
    "We've got mice in the shed, I heard them scratching last night.",
    "The hairdresser squeezed me in at quarter to four.",
    "I'm doing a car boot sale on Sunday to get rid of the old toys.",
    "The paper boy keeps throwing the paper into the hedge.",
    "She's saving up for a trip to Japan next spring.",
    "There's a farmers' market in the square every second Saturday.",
    "I've pulled a muscle in my shoulder carrying the shopping up the hill.",
    "We had lunch at the Harvester on the ring road.",
    "The vet says the dog needs to lose a couple of kilos.",
    "The builders say the chimney needs repointing before winter.",
    "They've put speed bumps all along the road by the school.",
    "Coming up after the break: the best plants for a shady garden.",
    "He spent all weekend fixing the puncture on his bike.",
    "Let's try the new Thai place, the kids have never had a green curry.",
    "Auntie Jean sent a postcard from the Lake District.",
    "The tumble dryer's shrunk my favourite jumper.",
]
FRESH12_KOREAN_TALK = [
    "잠깐만 비켜 줄래? 청소기 좀 돌리게.",
    "산책 나갔다가 소나기를 쫄딱 맞았어.",
    "우체국 가는 길에 은행도 들러야 돼.",
    "할아버지 생신 선물로 뭐 사 드릴까?",
    "운동화 끈이 또 풀렸네.",
    "주말에 사촌 결혼식 가야 돼.",
    "감자 삶아 놨으니까 식기 전에 먹어.",
    "요즘 밤마다 모기 때문에 잠을 설쳐.",
]
FRESH12_SIMILAR = [
    "Hey Harv, your mum wants a word.",
    "Hey Marv, the lawnmower's out of petrol.",
    "Hey Trav, the score's two nil.",
    "Hey Harvinder, the meeting room's free now.",
    "Hey Arvin, put your boots on, we're off.",
    "Hey Ervin, the shop shuts at six.",
    "Hey Jairo, the boiler's playing up.",
    "Hey Xavi, the dog's got your sock.",
    "Hey Jovi, the kids are in bed.",
    "Hey Kevin, the pub quiz starts soon.",
    "Hey Jovan, the paint's still wet.",
    "Hey Elvira, the roses are out.",
    "Hey Darvell, the tide's coming in.",
    "Hey Jabari, save me a slice of pizza.",
    "Hey, pass the gravy, would you?",
    "Hey, the car park's full.",
]


# ----------------------------------------------------------------------------- the fresh13 half
# (written blind: before any of it was synthesised or measured; only reported)
FRESH13_REQUESTS = [
    "switch off the fan in the bathroom.",
    "how many calories are in a banana?",
    "which film won best picture last year?",
    "remind me to take the chicken out of the freezer in the morning.",
]
FRESH13_KOREAN_REQUESTS = ["오늘 저녁 메뉴 추천해 줘.", "삼십 분 뒤에 빨래 꺼내라고 알려 줘."]
FRESH13_ENGLISH_TALK = [
    "The drill next door has been going since eight, it's such a jarring noise.",
    "And finally tonight, a cat in Swindon has been reunited with its owners after six years.",
    "I've left my purse in my other coat, hang on a minute.",
    "The new vicar, Reverend Harwood, is taking the service on Sunday.",
    "We've booked a caravan in Norfolk for half term.",
    "The bread maker's been sitting in the cupboard since Christmas.",
    "My nan still writes all her phone numbers in a little red book.",
    "The conservatory roof leaks every time the rain comes sideways.",
    "He's taken up running and now he won't talk about anything else.",
    "Could you bring the deckchairs in before the wind takes them?",
    "The level crossing was down for ages, that's why I'm late.",
    "She's learning to drive in her dad's old estate car.",
    "The blackberries along the lane are nearly ready for picking.",
    "I'll put the heating on for an hour, it's freezing in the back room.",
    "They're closing our road for a street party in July.",
    "The cat's been sleeping in the airing cupboard all week.",
    "We need a new hoover, this one just pushes the crumbs around.",
    "Let's get fish and chips and eat them on the seafront.",
    "My brother-in-law's doing the barbecue, so expect burnt sausages.",
    "The post came late again, gone four this afternoon.",
]
FRESH13_KOREAN_TALK = [
    "자, 비타민 먹을 시간이야.",
    "오늘 장 보러 가는데 같이 갈래?",
    "아침부터 머리가 지끈지끈 아파.",
    "옆 동네에 수영장이 새로 생겼대.",
    "형이 이번 주말에 이사 좀 도와 달래.",
    "어제 산 바지가 좀 작아서 바꾸러 가야 돼.",
    "밥 다 됐으니까 숟가락 좀 놔 줄래?",
    "베란다에서 상추를 키워 보려고.",
]
FRESH13_SIMILAR = [
    "Hey Javert, you're on the night shift.",
    "Hey Jarnail, the van's outside.",
    "Hey Alvaro, the paella's ready.",
    "Hey Carwyn, the rugby's on.",
    "Hey Tarvo, the sauna's heating up.",
    "Hey Jarmila, your sister's at the door.",
    "Hey Jerzy, the lift's broken again.",
    "Hey Parvati, the samosas are warm.",
    "Hey Silvio, the espresso's getting cold.",
    "Hey Janek, the match is on the radio.",
    "Hey Jeeva, the rickshaw's here.",
    "Hey Jarvela, the skis are in the car.",
    "Hey Jawad, the tea's poured.",
    "Hey Sylvia, your glasses are on your head.",
    "Hey, the garden's a jungle.",
    "Hey, charge your phone, it's on two percent.",
]


# ----------------------------------------------------------------------------- the fresh14 half
# (written blind: before any of it was synthesised or measured; only reported)
FRESH14_REQUESTS = [
    "preheat the oven to two hundred degrees.",
    "what's a good word for happy?",
    "tell me a joke about penguins.",
    "how much is a first class stamp these days?",
]
FRESH14_KOREAN_REQUESTS = [
    "이 노래 말고 다음 곡 틀어 줘.",
    "토요일 오후 두 시 미용실 예약 캘린더에 넣어 줘.",
]
FRESH14_ENGLISH_TALK = [
    "I'll pick up the timber from Travis Perkins on the way back.",
    "Here's the shipping forecast, issued by the Met Office at five fifty-four.",
    "The carpet fitter can't come till the week after next.",
    "I've put your sandwiches in the blue lunchbox with the broken clip.",
    "Grandma's hearing aid keeps whistling whenever she hugs anyone.",
    "The decorator quoted four hundred quid just for the hallway.",
    "Our Wi-Fi drops out every time someone uses the microwave.",
    "She's been picked for the county netball team.",
    "Can you hold the torch steady while I look under the sink?",
    "A seagull pinched a chip right out of his hand.",
    "I'm popping to the chemist, do you need anything?",
    "The clocks go back on Sunday, so we get an extra hour in bed.",
    "The slugs have eaten every one of my lettuces.",
    "He's been on the waiting list for a new hip since March.",
    "Shall we walk the long way round, past the duck pond?",
    "The self-checkout keeps shouting about an unexpected item in the bagging area.",
    "They've finally put a zebra crossing in by the doctor's surgery.",
    "The babysitter can only stay until ten tonight.",
    "The fish tank needs cleaning, you can hardly see the fish.",
    "Your football boots are still caked in mud from Saturday.",
]
FRESH14_KOREAN_TALK = [
    "자, 비밀번호 다시 천천히 눌러 봐.",
    "엄마가 김치 보내 준다고 주소 물어보셨어.",
    "이번 여름휴가는 그냥 집에서 푹 쉬려고.",
    "아까 마트에서 고등학교 동창을 만났어.",
    "세탁소에 맡긴 코트 오늘 찾아와야 돼.",
    "비가 오려는지 무릎이 쑤시네.",
    "동생이 강아지 이름을 콩이로 지었대.",
    "지하 주차장 어디에 차를 세웠는지 기억이 안 나.",
]
FRESH14_SIMILAR = [
    "Hey Jagvir, the cricket's on the telly.",
    "Hey Jascha, the snow's stopped.",
    "Hey Orville, feed the ducks for me.",
    "Hey Ivars, the tram's coming.",
    "Hey Tarquin, the croquet set's in the shed.",
    "Hey Jasvinder, the landlord's on the phone.",
    "Hey Harpreet, the henna's dry now.",
    "Hey Nadia, the cake needs icing.",
    "Hey Darcy, there's a spider in the bath.",
    "Hey Jaylen, the court's free for an hour.",
    "Hey Jarosz, the forklift's blocking the loading bay.",
    "Hey Ingvar, the flatpack's missing a screw.",
    "Hey Jaakko, the lake's frozen solid.",
    "Hey Narges, your brother's parked outside.",
    "Hey, you've left the tap running.",
    "Hey, where have you put the scissors?",
]


# ----------------------------------------------------------------------------- the fresh15 half
# (written blind: before any of it was synthesised or measured; only reported)
FRESH15_REQUESTS = [
    "put Radio Four on, would you?",
    "who sang Bohemian Rhapsody?",
    "what are the opening hours of the tip on Sundays?",
    "order another pack of dishwasher tablets.",
]
FRESH15_KOREAN_REQUESTS = [
    "택배 지금 어디쯤 왔는지 알려 줘.",
    "아빠한테 조금 늦는다고 문자 보내 줘.",
]
FRESH15_ENGLISH_TALK = [
    "Whose turn is it to take the dog out tonight?",
    "The garden centre's got a sale on hanging baskets this weekend.",
    "I'll be late tonight, the trains are all over the place.",
    "Can somebody explain why there's glitter all over the bathroom floor?",
    "The carnival floats come past our house at about two o'clock.",
    "You're listening to the afternoon phone-in, and our first caller is Dave from Harrogate.",
    "Your nan's left her walking stick in the back of my car.",
    "The school wants everyone in fancy dress for World Book Day.",
    "I keep meaning to cancel that gym membership.",
    "There's a wasps' nest under the eaves by the back door.",
    "The pizza's going to be another forty minutes, apparently.",
    "He's finally learnt to tie his own shoelaces.",
    "Could you pop upstairs and check the baby's still asleep?",
    "The price of a pint in that place is daylight robbery.",
    "We got soaked waiting for the ferry at Harwich.",
    "My phone's on silent, that's why I missed your calls.",
    "Next door's kids have built a treehouse bigger than our shed.",
    "I can't find the receipt for the kettle, so I can't take it back.",
    "We're doing a sponsored walk for the hospice in May.",
    "The paving slab by the front door has come loose again.",
]
FRESH15_KOREAN_TALK = [
    "자, 비닐장갑 끼고 양념 버무리자.",
    "이번 추석에는 차 막히기 전에 새벽에 출발하자.",
    "딸이 수학 시험 백 점 받았다고 자랑하더라.",
    "에어컨 필터 청소한 지 꽤 됐지?",
    "옆집 할머니가 호박죽 끓였다고 한 그릇 주셨어.",
    "요즘 계란값이 너무 올랐어.",
    "퇴근하고 헬스장 가려다가 그냥 누워 버렸어.",
    "아까 엘리베이터에서 윗집 사람 처음 봤어.",
]
FRESH15_SIMILAR = [
    "Hey Jarkko, have you seen my sunglasses?",
    "Hey Charis, your taxi's two minutes away.",
    "Hey Marwan, can you give me a hand with the sofa?",
    "Hey Aarav, happy Diwali!",
    "Hey Tavares, nice save in the second half.",
    "Hey Jaden, have you done your homework yet?",
    "Hey Jurgis, is the night bus still running?",
    "Hey Ervis, two flat whites to take away, please.",
    "Hey Gaurav, did you get my email about Thursday?",
    "Hey Lavinia, the rehearsal's been moved to seven.",
    "Hey Harriet, can I borrow your umbrella?",
    "Hey Jakob, where did you park?",
    "Hey Cyril, good sermon this morning.",
    "Hey Gavriel, shalom, come on in.",
    "Hey, who left the fridge door open?",
    "Hey, is anyone using this chair?",
]


# ----------------------------------------------------------------------------- the fresh16 half
# (written blind: before any of it was synthesised or measured; only reported)
FRESH16_REQUESTS = [
    "take a screenshot of the whole screen.",
    "find the PDF I downloaded yesterday afternoon.",
    "what does the word ubiquitous mean?",
    "book me a taxi to the station for quarter past seven.",
]
FRESH16_KOREAN_REQUESTS = [
    "화면 밝기 좀 낮춰 줘.",
    "지난주에 찍은 사진 보여 줘.",
]
FRESH16_ENGLISH_TALK = [
    "Has anyone seen the Sellotape? I still need to wrap Ben's present.",
    "Platform three for the delayed eleven fourteen to Sheffield, calling at Chesterfield only.",
    "Pick up some Jarlsberg in Tesco, the kids like it in their sandwiches.",
    "The dentist says I've been brushing my teeth far too hard.",
    "There's a hedgehog curled up asleep in the compost heap.",
    "Work's doing a secret Santa again, and the limit's ten pounds.",
    "I think that smoke's coming from next door's bonfire, not from us.",
    "Our eldest wants her ears pierced for her birthday.",
    "They've knocked down the old Odeon to build flats, can you believe it?",
    "My glasses have steamed up, I can't see a thing.",
    "We're at your mum and dad's for Sunday lunch, so wear something smart.",
    "The toddler's been drawing on the hall wall in felt tip again.",
    "I've got pins and needles from sitting cross-legged on the floor.",
    "Half the roof tiles came off in the night, so there's a tarpaulin up.",
    "My cousin's getting married in Malta next June, so start saving now.",
    "There's a parking ticket on the windscreen, and I was only gone five minutes.",
    "Keep your voice down, the lady upstairs works nights.",
    "The charity shop won't take the old sofa because it hasn't got a fire label.",
    "The ice cream van's still playing Greensleeves at nine o'clock at night.",
    "Could you read the gas meter before you go out? They want it by Friday.",
]
FRESH16_KOREAN_TALK = [
    "자, 비상금은 이 서랍에 넣어 둘게.",
    "설날에 조카들 세뱃돈 얼마씩 줘야 할지 모르겠어.",
    "아들이 군대 간 지 벌써 반년이 넘었네.",
    "장마가 시작돼서 빨래가 도통 안 말라.",
    "회사 동료가 다음 주에 그만둔대.",
    "편의점에서 원 플러스 원 하길래 두 개 샀어.",
    "노트북 화면에 줄이 생겨서 수리 맡겨야 할 것 같아.",
    "학원 끝나면 아홉 시 넘어서 데리러 가야 돼.",
]
FRESH16_SIMILAR = [
    "Hey Jaspreet, are you coming to the quiz on Friday?",
    "Hey Carmen, did you remember to bring the tickets?",
    "Hey Silas, can you reach that box on the top shelf?",
    "Hey Varun, congratulations on the promotion!",
    "Hey Jayce, hands off, that's your sister's.",
    "Hey Sergio, a table for two by the window, please.",
    "Hey Harkiran, what time does your shift finish?",
    "Hey Linus, don't forget your packed lunch.",
    "Hey Varvara, which stop do I get off at?",
    "Hey Jalil, I'll have the chicken wrap and a can of Coke.",
    "Hey Marika, did you catch the end of the game last night?",
    "Hey Atticus, slow down on the stairs!",
    "Hey Arjun, can I copy your notes from Monday?",
    "Hey Tarik, is that your bike chained to our railings?",
    "Hey, mind your head on that beam.",
    "Hey, that's my parking space!",
]


# ----------------------------------------------------------------------------- the fresh17 half
# (written blind: before any of it was synthesised or measured; only reported)
FRESH17_REQUESTS = [
    "make the text on the screen a bit bigger.",
    "open the spreadsheet I was working on this morning.",
    "what's the difference between affect and effect?",
    "how much is eighty-four pounds split three ways?",
]
FRESH17_KOREAN_REQUESTS = [
    "다운로드 폴더 열어 줘.",
    "노트북 배터리 얼마나 남았어?",
]
FRESH17_ENGLISH_TALK = [
    "I've lost a contact lens down the bathroom sink.",
    "Customer announcement: would the owner of a silver Fiesta please return to their vehicle.",
    "We're walking up to Jervaulx Abbey on Sunday if it stays dry.",
    "Next door's cat keeps leaving paw prints all over the car bonnet.",
    "I've been called up for jury duty in November.",
    "They rejected my passport photo because I was smiling.",
    "There's a bee stuck in the car, wind the back window down.",
    "I've had hiccups on and off since breakfast.",
    "The fairy lights are in a right tangle, give me a hand.",
    "He went over on his ankle playing five-a-side last night.",
    "Gran's ninetieth is at the golf club, so no trainers.",
    "The moles have made a mess of the front lawn.",
    "The tooth fairy forgot to come last night, so think of a good excuse.",
    "We lent the lawnmower to the Hendersons and never saw it again.",
    "The sat nav sent us down a farm track in the middle of nowhere.",
    "There's been another head lice outbreak in our youngest's class.",
    "The fireworks had the dog shaking under the table all evening.",
    "The bakery had sold out of sausage rolls by half ten.",
    "My tax return's due at the end of the month and I haven't even started.",
    "The wind blew my umbrella inside out on the way to the bus stop.",
]
FRESH17_KOREAN_TALK = [
    "자, 비옷 입고 나가자, 밖에 비 엄청 와.",
    "어제 회식 때문에 아직도 속이 안 좋아.",
    "아이 유치원 재롱잔치가 이번 금요일이야.",
    "이번 주말엔 벌초 때문에 큰집에 가야 돼.",
    "요가 학원 등록했는데 벌써 세 번이나 빠졌어.",
    "윗집 아이들이 뛰어서 층간소음이 너무 심해.",
    "아버지가 요즘 스마트폰으로 꽃 사진 찍는 재미에 빠지셨어.",
    "이 귤 진짜 달다, 하나 더 먹어 봐.",
]
FRESH17_SIMILAR = [
    "Hey Jethro, can you keep an eye on my bag for a second?",
    "Hey Beatriz, what did you think of the film?",
    "Hey Harjit, is your brother still selling his bike?",
    "Hey Jericho, turn that music down, it's gone midnight.",
    "Hey Dagmar, a large cappuccino with oat milk, please.",
    "Hey Rhodri, are the sheep back in the top field?",
    "Hey Oksana, do you know where the nearest cash machine is?",
    "Hey Ravindra, could you sign this card for Paula?",
    "Hey Gaspard, how was your first week at the new school?",
    "Hey Maddox, careful, that pan's still hot!",
    "Hey Hadiza, can we get the bill when you have a moment?",
    "Hey Ezra, who's picking up Grandma from the station?",
    "Hey Solveig, did you leave the back door unlocked?",
    "Hey Priya, we're saving you a seat at the front.",
    "Hey, watch out for the ice on the steps.",
    "Hey, you've dropped your glove.",
]


# ----------------------------------------------------------------------------- the fresh18 half
# (written blind: before any of it was synthesised or measured; only reported)
FRESH18_REQUESTS = [
    "close every browser window except this one.",
    "is it morning or evening in Vancouver right now?",
    "rotate this photo the right way up.",
    "which day of the week is the twenty-ninth of March?",
]
FRESH18_KOREAN_REQUESTS = [
    "휴지통 비워 줘.",
    "이십칠 곱하기 십사는 얼마야?",
]
FRESH18_ENGLISH_TALK = [
    "I've locked myself out again, the spare key's round at Mum's.",
    "Final call for passengers on flight two-one-seven to Alicante, please go to gate fourteen.",
    "We've rented a cottage near Carbis Bay for the last week of August.",
    "I put a red sock in with the whites and now all his school shirts are pink.",
    "A pigeon flew in through the bedroom window and knocked the lamp over.",
    "We got stuck behind a tractor for the last ten miles.",
    "The delivery driver left our parcel in the wheelie bin.",
    "Don't sit there, that chair's got a wobbly leg.",
    "She's dyed her hair purple for the school disco.",
    "The bathroom scales say I've put on half a stone since the summer holidays.",
    "The wedding DJ played the same song three times in one night.",
    "He's growing a moustache for charity and it looks dreadful.",
    "The neighbours' wind chimes kept me awake half the night.",
    "The swings in the park have been taped off for repairs.",
    "Someone's nicked the saddle off my bike and left the rest of it.",
    "We've run out of loo roll, can you put it on the list?",
    "The loft ladder's jammed halfway down and I can't shift it.",
    "The pharmacist said to take these with food, never on an empty stomach.",
    "We won the hamper in the church raffle, for once in our lives.",
    "The conker tree by the school gates has been chopped down.",
]
FRESH18_KOREAN_TALK = [
    "자, 비둘기한테 과자 던지지 말고 얼른 가자.",
    "화장실 전등이 나가서 새로 갈아 끼워야 돼.",
    "아들이 수능 끝나면 아르바이트부터 하겠대.",
    "버스에서 지갑을 주워서 기사님께 맡겼어.",
    "딸이 방학 숙제로 곤충 채집을 해야 한대.",
    "주민센터에 등본 떼러 잠깐 다녀올게.",
    "고구마 한 박스 샀는데 벌써 싹이 나기 시작했어.",
    "큰아버지 칠순이라 온 가족이 한정식집에서 모이기로 했어.",
]
FRESH18_SIMILAR = [
    "Hey Emeka, can you drop me at the hospital on your way in?",
    "Hey Wojciech, could you feed the goldfish while we're in Spain?",
    "Hey Saoirse, your mum's on the phone for you.",
    "Hey Torvald, have you seen the tape measure?",
    "Hey Ignatius, what page are we meant to be on?",
    "Hey Cormac, two pints of bitter and a packet of crisps, please.",
    "Hey Ifeoma, that dress really suits you.",
    "Hey Kasimir, which platform does the Brighton train leave from?",
    "Hey Thandiwe, are you bringing anything to the bring-and-share lunch?",
    "Hey Yusuf, can you swap shifts with me on Saturday?",
    "Hey Delphine, could we have some more bread for the table?",
    "Hey Osvaldo, the referee's looking for you.",
    "Hey Rafferty, put your wellies on before you go in the garden.",
    "Hey Zahir, how did the driving lesson go?",
    "Hey, you've still got the price sticker on your shoe.",
    "Hey, is this the queue for the toilets?",
]


# ----------------------------------------------------------------------------- the fresh19 half
# (written blind: before any of it was synthesised or measured; only reported)
FRESH19_REQUESTS = [
    "switch the display over to dark mode.",
    "how long would it take to walk three miles at a steady pace?",
    "keep this window on top of everything else.",
    "who wrote the novel Middlemarch?",
]
FRESH19_KOREAN_REQUESTS = [
    "방해 금지 모드 켜 줘.",
    "오늘이 음력으로 며칠이야?",
]
FRESH19_ENGLISH_TALK = [
    "I've spilt nail varnish on the duvet cover, so don't tell your dad.",
    "This is your captain speaking, please keep your seatbelts fastened as we cross the Alps.",
    "Our cousins sent a video of dolphins leaping in Jervis Bay.",
    "Our little one said her first proper word today, and it was biscuit.",
    "The temporary traffic lights on the high street are stuck on red.",
    "A squirrel has dug up every one of the tulip bulbs I planted.",
    "The hot water's gone lukewarm, someone's used it all for a bath.",
    "The postman got nipped by next door's terrier this morning.",
    "We've been invited to a murder mystery dinner dressed as twenties gangsters.",
    "I've had a stone in my shoe and I've been limping for a mile.",
    "The new sofa won't go up the stairs, so they'll have to take the window out.",
    "The lollipop lady is retiring after thirty years at that crossing.",
    "I've peeled potatoes for twenty people and my fingers have gone all wrinkly.",
    "The bus driver wouldn't take a twenty-pound note, so I had to walk.",
    "The council's dug up the pavement outside our house for the third time this year.",
    "Somebody keeps feeding the ducks whole loaves of white bread.",
    "Grandad still insists on ironing his socks every Sunday night.",
    "Next door's burglar alarm went off at three in the morning and nobody came.",
    "I put the Christmas tree up and the cat climbed straight to the top.",
    "The kids swapped their packed lunches and both came home hungry.",
]
FRESH19_KOREAN_TALK = [
    "자, 비디오 켰으니까 할머니께 인사드려.",
    "남편이 마라톤 완주했다고 메달을 거실에 걸어 놨어.",
    "요즘 아침마다 안개가 껴서 운전하기 무서워.",
    "오랜만에 대학 동기들이랑 노래방 갔다 왔어.",
    "소풍 김밥 싸느라 새벽 다섯 시에 일어났어.",
    "딸아이가 교복 치마 길이를 줄여 달래.",
    "어머니 백내장 수술 날짜가 다음 달로 잡혔어.",
    "중고 거래로 유모차 팔았는데 오천 원 깎아 줬어.",
]
FRESH19_SIMILAR = [
    "Hey Bartholomew, would you mind swapping seats so I can sit with my husband?",
    "Hey Imogen, I love what you've done with your hair.",
    "Hey Chidi, does the number nine go past the university?",
    "Hey Leopold, watch out, there's a cyclist coming up behind you.",
    "Hey Anouk, a glass of the house red and a sparkling water, please.",
    "Hey Fergus, did you ever get your deposit back from the landlord?",
    "Hey Mehmet, can I pay you back for the tickets next week?",
    "Hey Ottilie, what time does the school fete start?",
    "Hey Kwame, thanks for helping us move the piano.",
    "Hey Svetlana, have you got a spare pen I could borrow?",
    "Hey Ruairi, who scored just then?",
    "Hey Lorcan, leave your muddy boots at the back door.",
    "Hey Nkechi, is the meeting still on for half two?",
    "Hey Ambrose, don't climb on that wall, it's crumbling.",
    "Hey, your headlights are still on.",
    "Hey, does this train stop at Reading?",
]


# ----------------------------------------------------------------------------- the fresh20 half
# (written blind: before any of it was synthesised or measured; only reported)
FRESH20_REQUESTS = [
    "split the screen between these two windows.",
    "read out the first paragraph of this page.",
    "how do I fold a fitted sheet?",
    "what's the tallest mountain in Africa?",
]
FRESH20_KOREAN_REQUESTS = [
    "와이파이 다시 연결해 줘.",
    "된장찌개 끓이는 법 좀 알려 줘.",
]
FRESH20_ENGLISH_TALK = [
    "The lifeguard blew his whistle because my nephew kept bombing into the shallow end.",
    "And he shoots from thirty yards, off the crossbar, and that's the whistle for half time!",
    "We're going down to Tavistock for the Goose Fair in October.",
    "My brother's taken up the bagpipes and the whole street can hear him practise.",
    "The foxes have torn the bin bags open and there's litter all the way down the drive.",
    "I've been on hold to the bank for forty minutes listening to the same bit of Vivaldi.",
    "She's cut my fringe far too short and I look about twelve.",
    "Someone burnt popcorn at work and the whole building had to stand outside in the drizzle.",
    "Mum's booked a coach tour of the Scottish Highlands for her seventieth.",
    "Our Sunday league side lost on penalties after leading for ninety minutes.",
    "There's black mould creeping up the wall behind the bed.",
    "The new kitchen tap sprays water everywhere except into the sink.",
    "The twins have both come down with chickenpox in the same week.",
    "They've put a speed camera at the bottom of the hill and half the village has been caught.",
    "We sat through the whole parents' evening hearing how chatty our daughter is in maths.",
    "The car's been making a clunking noise every time I turn left.",
    "My uncle has been building a model railway in the loft for eleven years.",
    "The removal van turned up two hours late and they'd forgotten the blankets.",
    "A lorry's shed its load of cabbages all over the ring road.",
    "I've joined a beginners' rowing club and I can barely move today.",
]
FRESH20_KOREAN_TALK = [
    "자, 비료 다 뿌렸으니까 이제 물 주자.",
    "옆집 개가 밤새 짖어서 한숨도 못 잤어.",
    "동네 목욕탕이 다음 달에 문을 닫는대.",
    "아버지가 요즘 탁구 동호회에 푹 빠지셨어.",
    "지하철에서 졸다가 두 정거장이나 지나쳤어.",
    "아이가 태권도 노란 띠 땄다고 자랑하더라.",
    "붕어빵 파는 트럭이 올해는 안 보이네.",
    "냉장고 정리하다가 유통기한 지난 요구르트를 잔뜩 찾았어.",
]
FRESH20_SIMILAR = [
    "Hey Javiera, could you keep the door open while I bring the shopping in?",
    "Hey Jadwiga, a pot of tea for two and a slice of lemon drizzle, please.",
    "Hey Hamish, how long does the drive to Inverness take?",
    "Hey Folake, those earrings are gorgeous, where did you get them?",
    "Hey Benedikt, watch your step, the cellar stairs are steep.",
    "Hey Tarjei, thanks ever so much for the birthday card.",
    "Hey Aoife, have you finished with the stapler?",
    "Hey Dmitri, how many sugars do you take?",
    "Hey Rosalind, do they take cards here or is it cash only?",
    "Hey Ngozi, do you fancy joining our book club?",
    "Hey Lachlan, there's a slice of birthday cake in the fridge for you.",
    "Hey Mireille, what did the doctor say about your knee?",
    "Hey Eamon, what's a seven-letter word for stubborn?",
    "Hey Valentina, slow down, there are horses on the road ahead.",
    "Hey, can you tell me the way to the post office?",
    "Hey, could you take a photo of the two of us?",
]


@dataclass
class Half:
    name: str
    voices: list[tuple[str, Synthesizer]]
    requests: list[str]
    korean_requests: list[str]
    english_talk: list[str]
    korean_talk: list[str]
    similar: list[str]
    seed: int
    korean_voices: list[tuple[str, Synthesizer]] = field(default_factory=list)
    music_minutes: int = 6


def halves(quick: bool) -> list[Half]:
    def few(items: list[str], n: int) -> list[str]:
        """--quick: the first `n` of a list; a full run: all of it."""
        return items[:n] if quick else items

    korean = _korean_voices((0.9, 1.1, 1.0))
    tune = Half(
        "tune",
        [(f"piper x{scale}", PiperSynthesizer(length_scale=scale)) for scale in (0.8, 1.0, 1.3)]
        + [(f"espeak {wpm}wpm", EspeakSynthesizer("en-us", speed_wpm=wpm)) for wpm in (150, 200)],
        few(REQUESTS, 2),
        few(KOREAN_REQUESTS, 1),
        few(ENGLISH_TALK, 8),
        few(KOREAN_TALK, 3),
        SIMILAR,
        seed=15,
        korean_voices=korean[:2],
        music_minutes=2 if quick else 6,
    )
    held_out = Half(
        "held-out",
        [
            ("piper x1.15", PiperSynthesizer(length_scale=1.15)),
            ("espeak en-gb 170wpm", EspeakSynthesizer("en-gb", speed_wpm=170)),
            ("espeak en-us+f3 160wpm", EspeakSynthesizer("en-us+f3", speed_wpm=160)),
        ],
        few(HELD_OUT_REQUESTS, 2),
        few(HELD_OUT_KOREAN_REQUESTS, 1),
        few(HELD_OUT_ENGLISH_TALK, 5),
        few(HELD_OUT_KOREAN_TALK, 2),
        HELD_OUT_SIMILAR,
        seed=16,
        korean_voices=korean[2:],
        music_minutes=1 if quick else 3,
    )
    fresh = Half(
        "fresh",
        [
            ("piper x0.9", PiperSynthesizer(length_scale=0.9)),
            ("piper x1.2", PiperSynthesizer(length_scale=1.2)),
            ("espeak en-us+m3 140wpm", EspeakSynthesizer("en-us+m3", speed_wpm=140)),
            ("espeak en-gb+f2 185wpm", EspeakSynthesizer("en-gb+f2", speed_wpm=185)),
            ("espeak en-gb-scotland 165wpm", EspeakSynthesizer("en-gb-scotland", speed_wpm=165)),
            ("espeak en-029 155wpm", EspeakSynthesizer("en-029", speed_wpm=155)),
        ],
        few(FRESH_REQUESTS, 2),
        few(FRESH_KOREAN_REQUESTS, 1),
        few(FRESH_ENGLISH_TALK, 5),
        few(FRESH_KOREAN_TALK, 2),
        FRESH_SIMILAR,
        seed=17,
        # another Kokoro voice (male) first: it also says the Korean talk
        korean_voices=_korean_voices((1.0,), voice="jm_kumo") + _korean_voices((1.2,)),
        music_minutes=1 if quick else 3,
    )
    fresh2 = Half(
        "fresh2",
        [
            ("piper x0.85", PiperSynthesizer(length_scale=0.85)),
            ("piper x1.25", PiperSynthesizer(length_scale=1.25)),
            ("espeak en-us+m1 175wpm", EspeakSynthesizer("en-us+m1", speed_wpm=175)),
            ("espeak en-gb-x-rp+f4 145wpm", EspeakSynthesizer("en-gb-x-rp+f4", speed_wpm=145)),
            ("espeak en-us-nyc 190wpm", EspeakSynthesizer("en-us-nyc", speed_wpm=190)),
            (
                "espeak en-gb-x-gbcwmd+klatt 130wpm",
                EspeakSynthesizer("en-gb-x-gbcwmd+klatt", speed_wpm=130),
            ),
        ],
        few(FRESH2_REQUESTS, 2),
        few(FRESH2_KOREAN_REQUESTS, 1),
        few(FRESH2_ENGLISH_TALK, 5),
        few(FRESH2_KOREAN_TALK, 2),
        FRESH2_SIMILAR,
        seed=18,
        # two Kokoro voices not used before; the first also says the Korean talk
        korean_voices=_korean_voices((0.95,), voice="jf_alpha")
        + _korean_voices((1.15,), voice="jf_tebukuro"),
        music_minutes=1 if quick else 3,
    )
    fresh3 = Half(
        "fresh3",
        [
            ("piper x0.95", PiperSynthesizer(length_scale=0.95)),
            ("piper x1.1", PiperSynthesizer(length_scale=1.1)),
            ("espeak en-us+f2 180wpm", EspeakSynthesizer("en-us+f2", speed_wpm=180)),
            (
                "espeak en-gb-scotland+m4 135wpm",
                EspeakSynthesizer("en-gb-scotland+m4", speed_wpm=135),
            ),
            ("espeak en-029+f5 160wpm", EspeakSynthesizer("en-029+f5", speed_wpm=160)),
            (
                "espeak en-gb-x-gbclan+m2 195wpm",
                EspeakSynthesizer("en-gb-x-gbclan+m2", speed_wpm=195),
            ),
        ],
        few(FRESH3_REQUESTS, 2),
        few(FRESH3_KOREAN_REQUESTS, 1),
        few(FRESH3_ENGLISH_TALK, 5),
        few(FRESH3_KOREAN_TALK, 2),
        FRESH3_SIMILAR,
        seed=19,
        # the last Kokoro voice not used before (it also says the Korean talk), then jm_kumo
        # at a speed not used before
        korean_voices=_korean_voices((1.05,), voice="jf_gongitsune")
        + _korean_voices((0.9,), voice="jm_kumo"),
        music_minutes=1 if quick else 3,
    )
    fresh4 = Half(
        "fresh4",
        [
            ("piper x0.75", PiperSynthesizer(length_scale=0.75)),
            ("piper x1.35", PiperSynthesizer(length_scale=1.35)),
            ("espeak en-us-nyc+f1 205wpm", EspeakSynthesizer("en-us-nyc+f1", speed_wpm=205)),
            ("espeak en-gb-x-rp+m7 152wpm", EspeakSynthesizer("en-gb-x-rp+m7", speed_wpm=152)),
            (
                "espeak en-gb-x-gbcwmd+grandma 125wpm",
                EspeakSynthesizer("en-gb-x-gbcwmd+grandma", speed_wpm=125),
            ),
            ("espeak en-us+m8 178wpm", EspeakSynthesizer("en-us+m8", speed_wpm=178)),
        ],
        few(FRESH4_REQUESTS, 2),
        few(FRESH4_KOREAN_REQUESTS, 1),
        few(FRESH4_ENGLISH_TALK, 5),
        few(FRESH4_KOREAN_TALK, 2),
        FRESH4_SIMILAR,
        seed=20,
        # every Kokoro voice is used by now: two at speeds not used before for them; the first
        # also says the Korean talk
        korean_voices=_korean_voices((0.9,), voice="jf_tebukuro")
        + _korean_voices((1.1,), voice="jf_alpha"),
        music_minutes=1 if quick else 3,
    )
    fresh5 = Half(
        "fresh5",
        [
            ("piper x0.7", PiperSynthesizer(length_scale=0.7)),
            ("piper x1.4", PiperSynthesizer(length_scale=1.4)),
            (
                "espeak en-gb-x-gbclan+f3 168wpm",
                EspeakSynthesizer("en-gb-x-gbclan+f3", speed_wpm=168),
            ),
            ("espeak en-029+m6 210wpm", EspeakSynthesizer("en-029+m6", speed_wpm=210)),
            (
                "espeak en-gb-scotland+f4 142wpm",
                EspeakSynthesizer("en-gb-scotland+f4", speed_wpm=142),
            ),
            ("espeak en-us-nyc+m5 188wpm", EspeakSynthesizer("en-us-nyc+m5", speed_wpm=188)),
        ],
        few(FRESH5_REQUESTS, 2),
        few(FRESH5_KOREAN_REQUESTS, 1),
        few(FRESH5_ENGLISH_TALK, 5),
        few(FRESH5_KOREAN_TALK, 2),
        FRESH5_SIMILAR,
        seed=21,
        # every Kokoro voice is used by now: two at speeds no Kokoro voice was used at before;
        # the first also says the Korean talk
        korean_voices=_korean_voices((0.85,), voice="jf_gongitsune")
        + _korean_voices((1.25,), voice="jm_kumo"),
        music_minutes=1 if quick else 3,
    )
    fresh6 = Half(
        "fresh6",
        [
            ("piper x0.65", PiperSynthesizer(length_scale=0.65)),
            ("piper x1.45", PiperSynthesizer(length_scale=1.45)),
            ("espeak en-gb-x-rp+f5 172wpm", EspeakSynthesizer("en-gb-x-rp+f5", speed_wpm=172)),
            ("espeak en-029+grandpa 148wpm", EspeakSynthesizer("en-029+grandpa", speed_wpm=148)),
            (
                "espeak en-gb-x-gbcwmd+m3 198wpm",
                EspeakSynthesizer("en-gb-x-gbcwmd+m3", speed_wpm=198),
            ),
            ("espeak en-gb+m6 158wpm", EspeakSynthesizer("en-gb+m6", speed_wpm=158)),
        ],
        few(FRESH6_REQUESTS, 2),
        few(FRESH6_KOREAN_REQUESTS, 1),
        few(FRESH6_ENGLISH_TALK, 5),
        few(FRESH6_KOREAN_TALK, 2),
        FRESH6_SIMILAR,
        seed=22,
        # every Kokoro voice is used by now: two at speeds no Kokoro voice was used at before;
        # the first (the default voice, named) also says the Korean talk
        korean_voices=_korean_voices((0.8,), voice="jf_nezumi")
        + _korean_voices((1.3,), voice="jf_alpha"),
        music_minutes=1 if quick else 3,
    )
    fresh7 = Half(
        "fresh7",
        [
            ("piper x0.6", PiperSynthesizer(length_scale=0.6)),
            ("piper x1.5", PiperSynthesizer(length_scale=1.5)),
            ("espeak en-us+f5 183wpm", EspeakSynthesizer("en-us+f5", speed_wpm=183)),
            (
                "espeak en-gb-scotland+m7 162wpm",
                EspeakSynthesizer("en-gb-scotland+m7", speed_wpm=162),
            ),
            (
                "espeak en-gb-x-gbclan+grandpa 138wpm",
                EspeakSynthesizer("en-gb-x-gbclan+grandpa", speed_wpm=138),
            ),
            ("espeak en-029+f1 192wpm", EspeakSynthesizer("en-029+f1", speed_wpm=192)),
        ],
        few(FRESH7_REQUESTS, 2),
        few(FRESH7_KOREAN_REQUESTS, 1),
        few(FRESH7_ENGLISH_TALK, 5),
        few(FRESH7_KOREAN_TALK, 2),
        FRESH7_SIMILAR,
        seed=23,
        # every Kokoro voice is used by now: the two used least, never paired before, at speeds
        # no Kokoro voice was used at before; the first also says the Korean talk
        korean_voices=_korean_voices((0.75,), voice="jf_tebukuro")
        + _korean_voices((1.35,), voice="jf_gongitsune"),
        music_minutes=1 if quick else 3,
    )
    fresh8 = Half(
        "fresh8",
        [
            ("piper x0.55", PiperSynthesizer(length_scale=0.55)),
            ("piper x1.55", PiperSynthesizer(length_scale=1.55)),
            (
                "espeak en-us-nyc+edward 174wpm",
                EspeakSynthesizer("en-us-nyc+edward", speed_wpm=174),
            ),
            (
                "espeak en-gb-x-rp+steph 156wpm",
                EspeakSynthesizer("en-gb-x-rp+steph", speed_wpm=156),
            ),
            (
                "espeak en-gb-x-gbcwmd+iven3 133wpm",
                EspeakSynthesizer("en-gb-x-gbcwmd+iven3", speed_wpm=133),
            ),
            ("espeak en-gb+linda 203wpm", EspeakSynthesizer("en-gb+linda", speed_wpm=203)),
        ],
        few(FRESH8_REQUESTS, 2),
        few(FRESH8_KOREAN_REQUESTS, 1),
        few(FRESH8_ENGLISH_TALK, 5),
        few(FRESH8_KOREAN_TALK, 2),
        FRESH8_SIMILAR,
        seed=24,
        # every Kokoro voice is used by now: two never paired before, at speeds no Kokoro voice
        # was used at before; the first also says the Korean talk
        korean_voices=_korean_voices((0.7,), voice="jf_alpha")
        + _korean_voices((1.4,), voice="jm_kumo"),
        music_minutes=1 if quick else 3,
    )
    fresh9 = Half(
        "fresh9",
        [
            ("piper x0.5", PiperSynthesizer(length_scale=0.5)),
            ("piper x1.6", PiperSynthesizer(length_scale=1.6)),
            (
                "espeak en-gb-x-gbclan+f2 127wpm",
                EspeakSynthesizer("en-gb-x-gbclan+f2", speed_wpm=127),
            ),
            ("espeak en-029+m2 186wpm", EspeakSynthesizer("en-029+m2", speed_wpm=186)),
            (
                "espeak en-gb-scotland+f3 166wpm",
                EspeakSynthesizer("en-gb-scotland+f3", speed_wpm=166),
            ),
            ("espeak en-us+adam 147wpm", EspeakSynthesizer("en-us+adam", speed_wpm=147)),
        ],
        few(FRESH9_REQUESTS, 2),
        few(FRESH9_KOREAN_REQUESTS, 1),
        few(FRESH9_ENGLISH_TALK, 5),
        few(FRESH9_KOREAN_TALK, 2),
        FRESH9_SIMILAR,
        seed=25,
        # two Kokoro voices never paired before, at speeds no Kokoro voice was used at before;
        # the first (the default voice, named) also says the Korean talk
        korean_voices=_korean_voices((0.65,), voice="jf_nezumi")
        + _korean_voices((1.45,), voice="jf_gongitsune"),
        music_minutes=1 if quick else 3,
    )
    fresh10 = Half(
        "fresh10",
        [
            ("piper x0.78", PiperSynthesizer(length_scale=0.78)),
            ("piper x1.65", PiperSynthesizer(length_scale=1.65)),
            (
                "espeak en-gb-x-gbcwmd+f1 177wpm",
                EspeakSynthesizer("en-gb-x-gbcwmd+f1", speed_wpm=177),
            ),
            ("espeak en-us-nyc+f4 137wpm", EspeakSynthesizer("en-us-nyc+f4", speed_wpm=137)),
            (
                "espeak en-gb-scotland+aunty 153wpm",
                EspeakSynthesizer("en-gb-scotland+aunty", speed_wpm=153),
            ),
            ("espeak en-gb-x-rp+m1 199wpm", EspeakSynthesizer("en-gb-x-rp+m1", speed_wpm=199)),
        ],
        few(FRESH10_REQUESTS, 2),
        few(FRESH10_KOREAN_REQUESTS, 1),
        few(FRESH10_ENGLISH_TALK, 5),
        few(FRESH10_KOREAN_TALK, 2),
        FRESH10_SIMILAR,
        seed=26,
        # two Kokoro voices never paired before, at speeds no Kokoro voice was used at before;
        # the first also says the Korean talk
        korean_voices=_korean_voices((0.6,), voice="jm_kumo")
        + _korean_voices((1.5,), voice="jf_tebukuro"),
        music_minutes=1 if quick else 3,
    )
    fresh11 = Half(
        "fresh11",
        [
            ("piper x0.83", PiperSynthesizer(length_scale=0.83)),
            ("piper x1.7", PiperSynthesizer(length_scale=1.7)),
            (
                "espeak en-gb-x-gbclan+belinda 171wpm",
                EspeakSynthesizer("en-gb-x-gbclan+belinda", speed_wpm=171),
            ),
            ("espeak en-029+benjamin 144wpm", EspeakSynthesizer("en-029+benjamin", speed_wpm=144)),
            ("espeak en-us+steph2 194wpm", EspeakSynthesizer("en-us+steph2", speed_wpm=194)),
            ("espeak en-us-nyc+david 129wpm", EspeakSynthesizer("en-us-nyc+david", speed_wpm=129)),
        ],
        few(FRESH11_REQUESTS, 2),
        few(FRESH11_KOREAN_REQUESTS, 1),
        few(FRESH11_ENGLISH_TALK, 5),
        few(FRESH11_KOREAN_TALK, 2),
        FRESH11_SIMILAR,
        seed=27,
        # the last two Kokoro voices never paired before, at speeds no Kokoro voice was used at
        # before; the first also says the Korean talk
        korean_voices=_korean_voices((0.55,), voice="jf_alpha")
        + _korean_voices((1.55,), voice="jf_gongitsune"),
        music_minutes=1 if quick else 3,
    )
    fresh12 = Half(
        "fresh12",
        [
            ("piper x0.88", PiperSynthesizer(length_scale=0.88)),
            ("piper x1.75", PiperSynthesizer(length_scale=1.75)),
            (
                "espeak en-gb-x-rp+shelby 163wpm",
                EspeakSynthesizer("en-gb-x-rp+shelby", speed_wpm=163),
            ),
            (
                "espeak en-gb-scotland+m2 132wpm",
                EspeakSynthesizer("en-gb-scotland+m2", speed_wpm=132),
            ),
            ("espeak en-029+f4 181wpm", EspeakSynthesizer("en-029+f4", speed_wpm=181)),
            (
                "espeak en-gb-x-gbcwmd+m7 207wpm",
                EspeakSynthesizer("en-gb-x-gbcwmd+m7", speed_wpm=207),
            ),
        ],
        few(FRESH12_REQUESTS, 2),
        few(FRESH12_KOREAN_REQUESTS, 1),
        few(FRESH12_ENGLISH_TALK, 5),
        few(FRESH12_KOREAN_TALK, 2),
        FRESH12_SIMILAR,
        seed=28,
        # the one pair of Kokoro voices never paired before, at speeds no Kokoro voice was used
        # at before; the first also says the Korean talk, the second is the default voice, named
        korean_voices=_korean_voices((0.62,), voice="jf_tebukuro")
        + _korean_voices((1.6,), voice="jf_nezumi"),
        music_minutes=1 if quick else 3,
    )
    fresh13 = Half(
        "fresh13",
        [
            ("piper x0.93", PiperSynthesizer(length_scale=0.93)),
            ("piper x1.8", PiperSynthesizer(length_scale=1.8)),
            (
                "espeak en-gb-x-gbclan+john 139wpm",
                EspeakSynthesizer("en-gb-x-gbclan+john", speed_wpm=139),
            ),
            ("espeak en-us+Annie 169wpm", EspeakSynthesizer("en-us+Annie", speed_wpm=169)),
            (
                "espeak en-gb-scotland+steph3 184wpm",
                EspeakSynthesizer("en-gb-scotland+steph3", speed_wpm=184),
            ),
            (
                "espeak en-us-nyc+quincy 201wpm",
                EspeakSynthesizer("en-us-nyc+quincy", speed_wpm=201),
            ),
        ],
        few(FRESH13_REQUESTS, 2),
        few(FRESH13_KOREAN_REQUESTS, 1),
        few(FRESH13_ENGLISH_TALK, 5),
        few(FRESH13_KOREAN_TALK, 2),
        FRESH13_SIMILAR,
        seed=29,
        # every pair of the five Kokoro voices has been used: this order and these speeds have
        # not; the first (Korean talk last in FRESH5) also says the Korean talk, the second is
        # the default voice, named
        korean_voices=_korean_voices((0.58,), voice="jf_gongitsune")
        + _korean_voices((1.68,), voice="jf_nezumi"),
        music_minutes=1 if quick else 3,
    )
    fresh14 = Half(
        "fresh14",
        [
            ("piper x1.05", PiperSynthesizer(length_scale=1.05)),
            ("piper x1.85", PiperSynthesizer(length_scale=1.85)),
            (
                "espeak en-gb-x-rp+Michael 157wpm",
                EspeakSynthesizer("en-gb-x-rp+Michael", speed_wpm=157),
            ),
            (
                "espeak en-gb-x-gbcwmd+Alicia 196wpm",
                EspeakSynthesizer("en-gb-x-gbcwmd+Alicia", speed_wpm=196),
            ),
            ("espeak en-029+robert 126wpm", EspeakSynthesizer("en-029+robert", speed_wpm=126)),
            (
                "espeak en-us-nyc+Andrea 176wpm",
                EspeakSynthesizer("en-us-nyc+Andrea", speed_wpm=176),
            ),
        ],
        few(FRESH14_REQUESTS, 2),
        few(FRESH14_KOREAN_REQUESTS, 1),
        few(FRESH14_ENGLISH_TALK, 5),
        few(FRESH14_KOREAN_TALK, 2),
        FRESH14_SIMILAR,
        seed=30,
        # every pair of the five Kokoro voices has been used: this order (FRESH8's reversed) and
        # these speeds have not; the first (first to say the Korean talk only in FRESH and
        # FRESH10, the fewest) also says the Korean talk
        korean_voices=_korean_voices((0.68,), voice="jm_kumo")
        + _korean_voices((1.72,), voice="jf_alpha"),
        music_minutes=1 if quick else 3,
    )
    fresh15 = Half(
        "fresh15",
        [
            ("piper x0.97", PiperSynthesizer(length_scale=0.97)),
            ("piper x1.38", PiperSynthesizer(length_scale=1.38)),
            ("espeak en-us+Mike 167wpm", EspeakSynthesizer("en-us+Mike", speed_wpm=167)),
            (
                "espeak en-gb-scotland+anika 143wpm",
                EspeakSynthesizer("en-gb-scotland+anika", speed_wpm=143),
            ),
            (
                "espeak en-gb-x-gbclan+paul 189wpm",
                EspeakSynthesizer("en-gb-x-gbclan+paul", speed_wpm=189),
            ),
            (
                "espeak en-gb-x-gbcwmd+Gene 134wpm",
                EspeakSynthesizer("en-gb-x-gbcwmd+Gene", speed_wpm=134),
            ),
        ],
        few(FRESH15_REQUESTS, 2),
        few(FRESH15_KOREAN_REQUESTS, 1),
        few(FRESH15_ENGLISH_TALK, 5),
        few(FRESH15_KOREAN_TALK, 2),
        FRESH15_SIMILAR,
        seed=31,
        # every pair of the five Kokoro voices has been used: this order and these speeds have
        # not; the first (the default voice, named; first to say the Korean talk only in FRESH6
        # and FRESH9 of the fresh halves, the fewest) also says the Korean talk, the second
        # (second only in FRESH2 and FRESH10, the fewest) does not
        korean_voices=_korean_voices((0.87,), voice="jf_nezumi")
        + _korean_voices((1.18,), voice="jf_tebukuro"),
        music_minutes=1 if quick else 3,
    )
    fresh16 = Half(
        "fresh16",
        [
            ("piper x0.73", PiperSynthesizer(length_scale=0.73)),
            ("piper x1.28", PiperSynthesizer(length_scale=1.28)),
            (
                "espeak en-gb-x-rp+Andy 161wpm",
                EspeakSynthesizer("en-gb-x-rp+Andy", speed_wpm=161),
            ),
            ("espeak en-029+Denis 149wpm", EspeakSynthesizer("en-029+Denis", speed_wpm=149)),
            (
                "espeak en-us-nyc+Gene2 179wpm",
                EspeakSynthesizer("en-us-nyc+Gene2", speed_wpm=179),
            ),
            (
                "espeak en-gb-scotland+Jacky 193wpm",
                EspeakSynthesizer("en-gb-scotland+Jacky", speed_wpm=193),
            ),
        ],
        few(FRESH16_REQUESTS, 2),
        few(FRESH16_KOREAN_REQUESTS, 1),
        few(FRESH16_ENGLISH_TALK, 5),
        few(FRESH16_KOREAN_TALK, 2),
        FRESH16_SIMILAR,
        seed=32,
        # every pair of the five Kokoro voices has been used, and each voice first and second
        # three times: this order (one of six never used) and these speeds have not; the first
        # (first last in FRESH12) also says the Korean talk, the second (second last in FRESH8,
        # the longest ago) does not
        korean_voices=_korean_voices((0.92,), voice="jf_tebukuro")
        + _korean_voices((1.42,), voice="jm_kumo"),
        music_minutes=1 if quick else 3,
    )
    fresh17 = Half(
        "fresh17",
        [
            ("piper x0.81", PiperSynthesizer(length_scale=0.81)),
            ("piper x1.22", PiperSynthesizer(length_scale=1.22)),
            ("espeak en-us+Alex 154wpm", EspeakSynthesizer("en-us+Alex", speed_wpm=154)),
            (
                "espeak en-gb-x-gbclan+Hugo 141wpm",
                EspeakSynthesizer("en-gb-x-gbclan+Hugo", speed_wpm=141),
            ),
            (
                "espeak en-gb-x-gbcwmd+Lee 187wpm",
                EspeakSynthesizer("en-gb-x-gbcwmd+Lee", speed_wpm=187),
            ),
            ("espeak en-gb-x-rp+zac 173wpm", EspeakSynthesizer("en-gb-x-rp+zac", speed_wpm=173)),
        ],
        few(FRESH17_REQUESTS, 2),
        few(FRESH17_KOREAN_REQUESTS, 1),
        few(FRESH17_ENGLISH_TALK, 5),
        few(FRESH17_KOREAN_TALK, 2),
        FRESH17_SIMILAR,
        seed=33,
        # every pair of the five Kokoro voices has been used; of the five orders never used, this
        # one: the first (first last in FRESH11, the longest ago) also says the Korean talk, the
        # second is the default voice, named (second last in FRESH13); these speeds have not been
        # used for any Kokoro voice
        korean_voices=_korean_voices((0.72,), voice="jf_alpha")
        + _korean_voices((1.37,), voice="jf_nezumi"),
        music_minutes=1 if quick else 3,
    )
    fresh18 = Half(
        "fresh18",
        [
            ("piper x0.86", PiperSynthesizer(length_scale=0.86)),
            ("piper x1.32", PiperSynthesizer(length_scale=1.32)),
            (
                "espeak en-gb-scotland+Mario 164wpm",
                EspeakSynthesizer("en-gb-scotland+Mario", speed_wpm=164),
            ),
            ("espeak en-029+max 128wpm", EspeakSynthesizer("en-029+max", speed_wpm=128)),
            ("espeak en-us-nyc+pedro 191wpm", EspeakSynthesizer("en-us-nyc+pedro", speed_wpm=191)),
            (
                "espeak en-gb-x-gbclan+victor 151wpm",
                EspeakSynthesizer("en-gb-x-gbclan+victor", speed_wpm=151),
            ),
        ],
        few(FRESH18_REQUESTS, 2),
        few(FRESH18_KOREAN_REQUESTS, 1),
        few(FRESH18_ENGLISH_TALK, 5),
        few(FRESH18_KOREAN_TALK, 2),
        FRESH18_SIMILAR,
        seed=34,
        # every pair of the five Kokoro voices has been used; of the four orders never used, this
        # one: the first (first last in FRESH13, the longest ago, and in no half since) also says
        # the Korean talk, the second (last heard in FRESH16, not in FRESH17) does not; these
        # speeds have not been used for any Kokoro voice, nor for piper
        korean_voices=_korean_voices((0.77,), voice="jf_gongitsune")
        + _korean_voices((1.23,), voice="jf_tebukuro"),
        music_minutes=1 if quick else 3,
    )
    fresh19 = Half(
        "fresh19",
        [
            ("piper x0.91", PiperSynthesizer(length_scale=0.91)),
            ("piper x1.27", PiperSynthesizer(length_scale=1.27)),
            ("espeak en-us+rob 182wpm", EspeakSynthesizer("en-us+rob", speed_wpm=182)),
            (
                "espeak en-gb-x-rp+antonio 136wpm",
                EspeakSynthesizer("en-gb-x-rp+antonio", speed_wpm=136),
            ),
            (
                "espeak en-gb-x-gbcwmd+Nguyen 159wpm",
                EspeakSynthesizer("en-gb-x-gbcwmd+Nguyen", speed_wpm=159),
            ),
            (
                "espeak en-gb-x-gbclan+gustave 146wpm",
                EspeakSynthesizer("en-gb-x-gbclan+gustave", speed_wpm=146),
            ),
        ],
        few(FRESH19_REQUESTS, 2),
        few(FRESH19_KOREAN_REQUESTS, 1),
        few(FRESH19_ENGLISH_TALK, 5),
        few(FRESH19_KOREAN_TALK, 2),
        FRESH19_SIMILAR,
        seed=35,
        # every pair of the five Kokoro voices has been used; of the three orders never used, this
        # one, neither voice heard in FRESH18: the first (the default voice, named; first last in
        # FRESH15) also says the Korean talk, the second (last heard in FRESH16) does not; these
        # speeds have not been used for any Kokoro voice, nor for piper
        korean_voices=_korean_voices((0.82,), voice="jf_nezumi")
        + _korean_voices((1.33,), voice="jm_kumo"),
        music_minutes=1 if quick else 3,
    )
    fresh20 = Half(
        "fresh20",
        [
            ("piper x0.94", PiperSynthesizer(length_scale=0.94)),
            ("piper x1.43", PiperSynthesizer(length_scale=1.43)),
            (
                "espeak en-gb-scotland+norbert 197wpm",
                EspeakSynthesizer("en-gb-scotland+norbert", speed_wpm=197),
            ),
            ("espeak en-029+ed 131wpm", EspeakSynthesizer("en-029+ed", speed_wpm=131)),
            ("espeak en-us-nyc+pablo 206wpm", EspeakSynthesizer("en-us-nyc+pablo", speed_wpm=206)),
            (
                "espeak en-gb-x-gbcwmd+boris 122wpm",
                EspeakSynthesizer("en-gb-x-gbcwmd+boris", speed_wpm=122),
            ),
        ],
        few(FRESH20_REQUESTS, 2),
        few(FRESH20_KOREAN_REQUESTS, 1),
        few(FRESH20_ENGLISH_TALK, 5),
        few(FRESH20_KOREAN_TALK, 2),
        FRESH20_SIMILAR,
        seed=36,
        # every pair of the five Kokoro voices has been used; of the two orders never used, the one
        # with neither voice heard in FRESH19: the first (first last in FRESH18) also says the
        # Korean talk, the second (last heard in FRESH17) does not; these speeds have not been used
        # for any Kokoro voice, nor for piper
        korean_voices=_korean_voices((0.74,), voice="jf_gongitsune")
        + _korean_voices((1.26,), voice="jf_alpha"),
        music_minutes=1 if quick else 3,
    )
    return [
        tune,
        held_out,
        fresh,
        fresh2,
        fresh3,
        fresh4,
        fresh5,
        fresh6,
        fresh7,
        fresh8,
        fresh9,
        fresh10,
        fresh11,
        fresh12,
        fresh13,
        fresh14,
        fresh15,
        fresh16,
        fresh17,
        fresh18,
        fresh19,
        fresh20,
    ]


def _korean_voices(
    speeds: tuple[float, ...], voice: str | None = None
) -> list[tuple[str, Synthesizer]]:
    """Kokoro at these speeds: its default voice (labelled "kokoro x1.0"), or `voice`."""
    try:
        from jarvis_voice.voice.kokoro import KokoroKoreanSynthesizer, korean_voice_installed
    except ImportError:
        return []
    if not korean_voice_installed():
        return []
    if voice is None:
        return [
            (f"kokoro x{speed}", KokoroKoreanSynthesizer(speed=speed, progress=sys.stderr))
            for speed in speeds
        ]
    return [
        (
            f"kokoro {voice} x{speed}",
            KokoroKoreanSynthesizer(voice, speed=speed, progress=sys.stderr),
        )
        for speed in speeds
    ]
