#!/usr/bin/env python3
"""The app's own sounds, synthesised from numbers: a move, a capture, a
crowning and the end of a game.

Each sound is built from a few decaying partials (a wooden knock is a short
burst of noise through a resonance, a chime is a handful of sine partials
with an exponential decay), written as 16-bit mono PCM WAV at 22,050 Hz,
which both Android's SoundPool and iOS's System Sound Services play as they
are. The noise comes from a seeded generator, so the files are the same on
every run; `--check DIR` compares a folder with what the script makes now,
sample by sample (a difference of one step is allowed: the last bit of a
sine may differ between maths libraries).

The sounds are the project's own work, made by this script, under the
project's licence (see the README next to it).

    python3 tools/sounds/make_sounds.py OUT_DIR
    python3 tools/sounds/make_sounds.py --check DIR
"""

import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 22_050
SEED = 20261205
FULL = 32_767


def knock(rng, length, pitch, damping, noise_ms, gain):
    """A short knock on wood: a noise burst exciting a damped resonance."""
    out = []
    # A two-pole resonator (a band-pass) fed by a short burst of noise.
    r = math.exp(-damping / RATE)
    c = 2 * r * math.cos(2 * math.pi * pitch / RATE)
    y1 = y2 = 0.0
    burst = int(noise_ms * RATE / 1000)
    for i in range(int(length * RATE)):
        x = (rng.random() * 2 - 1) * (1 - i / burst) if i < burst else 0.0
        y = x + c * y1 - r * r * y2
        y2, y1 = y1, y
        out.append(y)
    peak = max(abs(v) for v in out) or 1.0
    return [gain * v / peak for v in out]


def chime(length, notes, decay, gain):
    """Bell-like notes: each (start s, frequency Hz) with two soft overtones."""
    n = int(length * RATE)
    out = [0.0] * n
    for start, f in notes:
        s = int(start * RATE)
        for i in range(s, n):
            t = (i - s) / RATE
            env = math.exp(-t / decay) * min(1.0, t * 400)  # 2.5 ms attack
            v = (
                math.sin(2 * math.pi * f * t)
                + 0.35 * math.sin(2 * math.pi * 2 * f * t)
                + 0.12 * math.sin(2 * math.pi * 3.01 * f * t)
            )
            out[i] += env * v
    peak = max(abs(v) for v in out) or 1.0
    return [gain * v / peak for v in out]


def mix(*parts):
    n = max(len(p) + int(offset * RATE) for p, offset in parts)
    out = [0.0] * n
    for p, offset in parts:
        o = int(offset * RATE)
        for i, v in enumerate(p):
            if o + i < n:
                out[o + i] += v
    return out


def fade_out(samples, ms=8):
    """A few milliseconds of fade at the end, so no sound ends on a click."""
    k = min(len(samples), int(ms * RATE / 1000))
    for j in range(k):
        samples[-1 - j] *= j / k
    return samples


def sounds():
    rng = random.Random(SEED)
    move = knock(rng, 0.09, 820, 95, 3, 0.85)
    # A capture: a knock and, right after, a lower one: a piece taken off.
    first = knock(rng, 0.09, 760, 90, 3, 0.8)
    second = knock(rng, 0.11, 430, 70, 4, 0.7)
    capture = mix((first, 0.0), (second, 0.045))
    # Crowning: a knock, then two rising notes (a fifth apart).
    crown = mix((knock(rng, 0.08, 820, 95, 3, 0.6), 0.0),
                (chime(0.42, [(0.0, 1318.5), (0.09, 1975.5)], 0.12, 0.55), 0.03))
    # The end of a game: a soft major arpeggio.
    end = chime(0.9, [(0.0, 523.25), (0.11, 659.25), (0.22, 783.99), (0.33, 1046.5)], 0.28, 0.6)
    return {"move": move, "capture": capture, "crown": crown, "game_end": end}


def pcm(samples):
    return [max(-FULL, min(FULL, round(v * FULL))) for v in fade_out(list(samples))]


def write(path, values):
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(struct.pack("<%dh" % len(values), *values))


def read(path):
    with wave.open(str(path), "rb") as w:
        if (w.getnchannels(), w.getsampwidth(), w.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{path}: not 16-bit mono at {RATE} Hz")
        data = w.readframes(w.getnframes())
    return list(struct.unpack("<%dh" % (len(data) // 2), data))


def main(argv):
    if len(argv) == 2 and argv[0] == "--check":
        folder, bad = Path(argv[1]), 0
        for name, samples in sounds().items():
            path = folder / f"{name}.wav"
            want = pcm(samples)
            try:
                got = read(path)
            except (OSError, ValueError, wave.Error) as e:
                print(f"sounds: {path}: {e}")
                bad += 1
                continue
            worst = max((abs(a - b) for a, b in zip(got, want)), default=0)
            if len(got) != len(want) or worst > 1:
                print(f"sounds: {path} differs from the script's sound "
                      f"({len(got)} against {len(want)} samples, largest step {worst})")
                bad += 1
        print(f"sounds: {4 - bad} passed, {bad} failed")
        return 1 if bad else 0
    if len(argv) != 1:
        print(__doc__)
        return 2
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    for name, samples in sounds().items():
        write(out / f"{name}.wav", pcm(samples))
        print(f"{out / (name + '.wav')}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
