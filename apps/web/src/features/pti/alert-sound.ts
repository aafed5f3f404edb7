/** A short three-beep chime for a new alarm on the office's screen (WebAudio: nothing to download). */
export function playAlertChime(): boolean {
  try {
    const Context =
      globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return false;
    const context = new Context();
    const gain = context.createGain();
    gain.gain.value = 0.4;
    gain.connect(context.destination);
    for (let i = 0; i < 3; i++) {
      const osc = context.createOscillator();
      osc.frequency.value = 988;
      osc.connect(gain);
      osc.start(context.currentTime + i * 0.35);
      osc.stop(context.currentTime + i * 0.35 + 0.2);
    }
    setTimeout(() => void context.close().catch(() => undefined), 1500);
    return true;
  } catch {
    return false;
  }
}
