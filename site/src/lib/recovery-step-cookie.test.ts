import { describe, expect, it } from 'vitest';
import { recoveryStepOf } from './recovery-step-cookie';

const value = (step: unknown) => JSON.stringify(step);

describe('the recovery step the server reads (spec 2 public routes /password/recovery/confirmation, /password/reset)', () => {
  it('reads the email and whether the code was typed', () => {
    expect(recoveryStepOf(value({ email: 'creator@example.com', codeEntered: true }))).toEqual({
      email: 'creator@example.com',
      codeEntered: true,
    });
    expect(recoveryStepOf(value({ email: 'creator@example.com' }))).toEqual({
      email: 'creator@example.com',
      codeEntered: false,
    });
  });

  it('keeps nothing else a cookie may carry (a code never reaches the page)', () => {
    expect(
      recoveryStepOf(value({ email: 'creator@example.com', codeEntered: true, code: '123456' })),
    ).toEqual({
      email: 'creator@example.com',
      codeEntered: true,
    });
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['not JSON', '{email'],
    ['null', 'null'],
    ['no email', value({ codeEntered: true })],
    ['not an email', value({ email: 'creator', codeEntered: false })],
    ['an email of the wrong type', value({ email: ['creator@example.com'] })],
    ['too long to be ours', value({ email: `${'a'.repeat(2000)}@example.com` })],
  ])('an %s value is no recovery: the page offers to start again', (_case, cookie) => {
    expect(recoveryStepOf(cookie)).toBeNull();
  });
});
