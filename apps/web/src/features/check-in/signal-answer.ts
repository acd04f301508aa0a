import type { DoorFeedback } from './station.ts';

export type AnswerTone = 'success' | 'warning' | 'danger';

/** A short tone per answer: one high beep, two middle ones, one long low one. */
const BEEPS: Record<AnswerTone, { hertz: number; seconds: number; count: number }> = {
  success: { hertz: 1320, seconds: 0.12, count: 1 },
  warning: { hertz: 880, seconds: 0.1, count: 2 },
  danger: { hertz: 220, seconds: 0.4, count: 1 },
};
const VIBRATIONS: Record<AnswerTone, number[]> = { success: [80], warning: [60, 60, 60], danger: [300] };

let audio: AudioContext | null = null;

/**
 * Tells the volunteer the answer without looking: a beep and a buzz, each where the device can and
 * the station wants it. Either may be refused (no sound device, autoplay rules): the screen says it all.
 */
export function signalAnswer(tone: AnswerTone, feedback: DoorFeedback) {
  if (feedback.vibration && typeof navigator.vibrate === 'function') navigator.vibrate(VIBRATIONS[tone]);
  if (!feedback.sound || typeof AudioContext === 'undefined') return;
  try {
    audio ??= new AudioContext();
    const { hertz, seconds, count } = BEEPS[tone];
    for (let index = 0; index < count; index += 1) {
      const start = audio.currentTime + index * seconds * 1.6;
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = hertz;
      gain.gain.setValueAtTime(0.2, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + seconds);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start);
      oscillator.stop(start + seconds);
    }
  } catch {
    // No sound here: the answer is on the screen.
  }
}
