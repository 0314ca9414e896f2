// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The SDK judges every file before a byte is sent (spec 5: type, size, video length) and the server judges the
 * bytes again; a screen shows their verdict, the spec 5 key, under its field. A component that checks a file
 * itself would judge it a third time, by rules that drift from the SDK's. What a check of a file looks like:
 */
const FILE_CHECKS: [string, RegExp][] = [
  ['the file rules', /\bvalidateMediaFile\b/],
  ['their error keys', /\bMEDIA_FILE_ERROR_KEYS\b/],
  ['a size limit', /\b(IMAGE_MAX_BYTES|VIDEO_MAX_BYTES)\b|\bmaxSize=/],
  ['a length limit', /\bVIDEO_MAX_DURATION_SECONDS\b/],
  ["reading a video's length", /\bonloadedmetadata\b|\breadVideoDuration\b/],
];

const SOURCE = import.meta.dirname;
const sources = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }).filter(
  (path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.startsWith('test-support'),
);

describe("a screen shows the SDK's verdict on a file, never its own (spec 5 file rules)", () => {
  it('reads the feature sources', () => {
    expect(sources).toContain(join('common', 'uploads', 'use-upload.ts'));
  });

  it('no component or hook checks a file itself', () => {
    const checks = sources.flatMap((path) => {
      const text = readFileSync(join(SOURCE, path), 'utf8');
      return FILE_CHECKS.filter(([, pattern]) => pattern.test(text)).map(([what]) => `${path}: ${what}`);
    });
    expect(checks).toEqual([]);
  });
});
