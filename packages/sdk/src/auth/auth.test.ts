import { describe, expect, it } from 'vitest';
import { createAuth } from './auth';

const auth = createAuth({ config: { userPoolId: 'local_abc', userPoolClientId: 'client' } });

describe('auth guards (spec 5 calls and identity, spec 8 guard messages)', () => {
  it("sign-in without a username throws 'Username is required' before any request", async () => {
    await expect(auth.signIn({ username: '', password: 'x' })).rejects.toThrow('Username is required');
  });

  it("sign-in without a password throws 'Password is required' before any request", async () => {
    await expect(auth.signIn({ username: 'a@b.c', password: '' })).rejects.toThrow('Password is required');
  });
});
