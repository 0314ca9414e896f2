import { describe, expect, it } from 'vitest';
import { hasAcceptedAllTerms, isAstroCreator } from './creator';

const accepted = { privacyPolicyAccepted: true, termsOfServiceAccepted: true, termsOfUseAccepted: true };

describe('creator rules (spec 2, 3)', () => {
  it.each([
    [accepted, true],
    [{ ...accepted, privacyPolicyAccepted: false }, false],
    [{ ...accepted, termsOfServiceAccepted: false }, false],
    [{ ...accepted, termsOfUseAccepted: false }, false],
  ])('terms flags %j -> all accepted %s (spec 2: missing any flag redirects to terms)', (flags, expected) => {
    expect(hasAcceptedAllTerms(flags)).toBe(expected);
  });

  it.each([
    ['astro', true],
    ['default', false],
    ['Astro', false],
  ])("category %j -> astro %s (spec 3: value 'astro' marks astro creators)", (category, expected) => {
    expect(isAstroCreator({ category })).toBe(expected);
  });
});
