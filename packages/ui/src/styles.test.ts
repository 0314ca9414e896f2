import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineCssImports } from '../../../scripts/css-imports';

const here = import.meta.dirname;
// The sheet as shipped: every piece's file joined where styles.css imports it.
const styles = inlineCssImports(join(here, 'styles.css'));
const tokens = readFileSync(join(here, 'tokens.css'), 'utf8');

function token(name: string): string {
  const match = tokens.match(new RegExp(`--mym-${name}:\\s*([^;]+);`));
  if (!match?.[1]) throw new Error(`token --mym-${name} missing`);
  return match[1].trim();
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(token(a)), luminance(token(b))].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('stylesheet', () => {
  it('ships as one sheet: the tokens (from tokens.css, never copied) then every piece, importing nothing', () => {
    expect(styles).toContain(tokens.trimEnd());
    expect(styles.indexOf(tokens.trimEnd())).toBeLessThan(styles.indexOf('.mym-button'));
    expect(styles).not.toMatch(/@import/);
  });

  it('declares the tokens on :root and :host so shadow roots get them', () => {
    expect(tokens).toMatch(/:root,\s*:host\s*\{/);
  });

  it('modal overlay opacity 0.5 and z-index 5 (spec 2)', () => {
    expect(token('overlay-opacity')).toBe('0.5');
    expect(token('z-modal')).toBe('5');
    expect(styles).toMatch(/\.mym-modal-layer \{[^}]*z-index: var\(--mym-z-modal\);/);
    expect(styles).toMatch(/\.mym-modal__overlay \{[^}]*opacity: var\(--mym-overlay-opacity\);/);
  });

  it('text colours reach WCAG AA (4.5:1) on the dark background and surfaces (spec 1 "The theme is dark")', () => {
    const texts = [
      'color-text',
      'color-text-muted',
      'color-link',
      'color-danger',
      'color-success',
      'color-warning',
    ];
    const more = ['color-progress', 'color-creator', 'color-user'];
    for (const text of [...texts, ...more]) {
      for (const ground of ['color-bg', 'color-surface', 'color-surface-raised']) {
        expect(contrast(text, ground), `${text} on ${ground}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('filled buttons and badges keep 4.5:1 between label and fill', () => {
    expect(contrast('color-on-primary', 'color-primary')).toBeGreaterThanOrEqual(4.5);
    expect(contrast('color-on-primary', 'color-primary-hover')).toBeGreaterThanOrEqual(4.5);
    expect(contrast('color-on-primary', 'color-danger-fill')).toBeGreaterThanOrEqual(4.5);
    expect(contrast('color-on-primary', 'color-danger-fill-hover')).toBeGreaterThanOrEqual(4.5);
    const badges = ['color-text-muted', 'color-creator', 'color-user', 'color-danger', 'color-success'];
    for (const fill of [...badges, 'color-warning', 'color-progress']) {
      expect(contrast('color-on-tint', fill), `badge on ${fill}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('styles every class name the components use', () => {
    const used = new Set(
      sourceFiles(here).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/(?<![-\w])mym-[a-z0-9_-]*[a-z0-9](?![\w-])/g)].map(
          (m) => m[0],
        ),
      ),
    );
    const unstyled = [...used].filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(styles));
    expect(unstyled).toEqual([]);
  });

  it('an animation that runs until its work ends draws at most 15 new frames a second (issue 26, speed)', () => {
    // A spinner can run for seconds; a browser drawing in software composites each of its frames on the page's CPU.
    const endless = [...styles.matchAll(/animation:\s*([^;]*\binfinite\b[^;]*);/g)].map((m) => m[1] ?? '');
    expect(endless.length).toBeGreaterThan(0);
    for (const animation of endless) {
      const seconds = Number(animation.match(/(\d*\.?\d+)s\b/)?.[1]);
      const steps = Number(animation.match(/steps\((\d+)/)?.[1]);
      expect(steps / seconds, animation).toBeLessThanOrEqual(15);
    }
  });
});
