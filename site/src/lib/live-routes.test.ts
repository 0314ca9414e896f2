import { describe, expect, it } from 'vitest';
import { liveEditPath, parseLivePath } from './live-routes';

describe('the live group (spec 2 "live configuration")', () => {
  it('reads the composer, an edited live, the list and the device check from their paths', () => {
    expect(parseLivePath('/live')).toEqual({ screen: 'composer' });
    expect(parseLivePath('/live/list/')).toEqual({ screen: 'list' });
    expect(parseLivePath('/live/check')).toEqual({ screen: 'check' });
    const id = '3f9c1c1e-8d3b-4d55-9c44-0b9d7c6c1a01';
    expect(parseLivePath(liveEditPath(id))).toEqual({ screen: 'composer', liveId: id });
  });

  it('any other path under /live names no screen (the nothing-here page)', () => {
    for (const path of ['/live/3f9c/extra', '/live/<script>', '/live/list/more']) {
      expect(parseLivePath(path)).toBeNull();
    }
  });
});
