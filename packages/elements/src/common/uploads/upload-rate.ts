/** One progress report: when it came and how many bytes the server had taken by then. */
export interface RateSample {
  at: number;
  bytes: number;
}

/** How far back the speed looks: long enough to smooth a 16 MB request's bursts, short enough to follow a drop. */
export const RATE_WINDOW_MS = 4000;

/** The samples still inside the window ending at the newest one, the newest appended. */
export function withSample(samples: readonly RateSample[], sample: RateSample): RateSample[] {
  return [...samples.filter((kept) => sample.at - kept.at <= RATE_WINDOW_MS), sample];
}

export interface UploadRate {
  /** Bytes per second over the window; null until two reports are at least a quarter second apart. */
  bytesPerSecond: number | null;
  /** Whole seconds until the last byte at that speed; null while the speed is unknown or zero. */
  secondsLeft: number | null;
}

/** The speed and the time left. */
export function uploadRate(samples: readonly RateSample[], bytesTotal: number): UploadRate {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last || last.at - first.at < 250) return { bytesPerSecond: null, secondsLeft: null };
  const bytesPerSecond = ((last.bytes - first.bytes) * 1000) / (last.at - first.at);
  if (bytesPerSecond <= 0) return { bytesPerSecond: 0, secondsLeft: null };
  return { bytesPerSecond, secondsLeft: Math.ceil((bytesTotal - last.bytes) / bytesPerSecond) };
}
