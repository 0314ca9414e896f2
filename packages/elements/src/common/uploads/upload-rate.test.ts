import { describe, expect, it } from 'vitest';
import { RATE_WINDOW_MS, uploadRate, withSample } from './upload-rate';

describe('upload speed and time left (each file with its speed and time left)', () => {
  it('is unknown until reports span a quarter second, so the first burst does not show a wild figure', () => {
    expect(uploadRate([{ at: 0, bytes: 0 }], 100)).toEqual({ bytesPerSecond: null, secondsLeft: null });
    expect(
      uploadRate(
        [
          { at: 0, bytes: 0 },
          { at: 100, bytes: 5_000_000 },
        ],
        100,
      ),
    ).toEqual({ bytesPerSecond: null, secondsLeft: null });
  });

  it('measures bytes per second over the window and rounds the time left up', () => {
    const samples = [
      { at: 0, bytes: 0 },
      { at: 1000, bytes: 2_000_000 },
      { at: 2000, bytes: 4_000_000 },
    ];
    expect(uploadRate(samples, 9_000_000)).toEqual({ bytesPerSecond: 2_000_000, secondsLeft: 3 });
  });

  it('follows a slowdown: samples older than the window are dropped', () => {
    let samples = [{ at: 0, bytes: 0 }];
    samples = withSample(samples, { at: 1000, bytes: 10_000_000 });
    samples = withSample(samples, { at: 1000 + RATE_WINDOW_MS + 1, bytes: 10_400_000 });
    samples = withSample(samples, { at: 2000 + RATE_WINDOW_MS + 1, bytes: 10_500_000 });
    expect(samples).toHaveLength(2);
    expect(uploadRate(samples, 11_000_000)).toEqual({ bytesPerSecond: 100_000, secondsLeft: 5 });
  });

  it('a stalled upload has a speed of zero and no time left to promise', () => {
    const samples = [
      { at: 0, bytes: 5 },
      { at: 2000, bytes: 5 },
    ];
    expect(uploadRate(samples, 10)).toEqual({ bytesPerSecond: 0, secondsLeft: null });
  });
});
