import { afterEach, describe, expect, it } from 'vitest';
import {
  finishRecovery,
  forgetRecoveryCode,
  readRecovery,
  rememberRecoveryCode,
  startRecovery,
} from './recovery-store';

afterEach(() => sessionStorage.clear());

describe('password recovery store (spec 2 public routes: email and code travel between the pages)', () => {
  it('keeps the email, then the code, in sessionStorage and never in the URL', () => {
    const before = window.location.href;
    startRecovery('creator@example.com');
    rememberRecoveryCode('123456');
    expect(readRecovery()).toEqual({ email: 'creator@example.com', code: '123456' });
    expect(sessionStorage.length).toBe(1);
    expect(window.location.href).toBe(before);
  });

  it('a new request forgets the code typed for the previous one', () => {
    startRecovery('creator@example.com');
    rememberRecoveryCode('123456');
    startRecovery('creator@example.com');
    expect(readRecovery()).toEqual({ email: 'creator@example.com' });
  });

  it('a refused code is dropped while the email stays', () => {
    startRecovery('creator@example.com');
    rememberRecoveryCode('123456');
    forgetRecoveryCode();
    expect(readRecovery()).toEqual({ email: 'creator@example.com' });
  });

  it('no code is kept without a recovery started', () => {
    rememberRecoveryCode('123456');
    expect(readRecovery()).toBeNull();
  });

  it('finishing the reset leaves nothing in the tab', () => {
    startRecovery('creator@example.com');
    rememberRecoveryCode('123456');
    finishRecovery();
    expect(readRecovery()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('an unreadable entry counts as no recovery', () => {
    sessionStorage.setItem('mym.password-recovery', '{not json');
    expect(readRecovery()).toBeNull();
  });
});
