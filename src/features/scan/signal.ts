import { TONE_SIGNAL, type Tone } from './scan-answer';

// The scanner's beep and vibration: the person at the gate hears the answer without looking.

let audio: AudioContext | null = null;

/** Plays the tone's beeps and vibration; silent where the browser has neither (or refuses them). */
export function signal(tone: Tone): void {
  const pattern = TONE_SIGNAL[tone];
  if (!pattern) return;
  try {
    navigator.vibrate?.(pattern.vibrate);
  } catch {
    // no vibration here
  }
  try {
    audio ??= new AudioContext();
    let at = audio.currentTime;
    for (const { hz, ms } of pattern.beeps) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = hz;
      gain.gain.value = 0.2;
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + ms / 1000);
      at += (ms + 80) / 1000;
    }
  } catch {
    // no sound here (no Web Audio, or not allowed before a tap)
  }
}
