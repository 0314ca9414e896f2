import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface ScriptConfig {
  apiUrl: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The identity's endpoint when it is not AWS's (the local identity); absent against AWS Cognito. */
  userPoolEndpoint: string | undefined;
  email: string;
  password: string;
}

/** The file `bin/dev` writes once the local stack runs: addresses, pool ids and the demo creator. */
interface StackFile {
  apiUrl?: string;
  endpoint?: string;
  userPoolId?: string;
  userPoolClientId?: string;
  demoCreator?: { email?: string; password?: string };
}

function readStackFile(path: string): StackFile {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as StackFile) : {};
}

/**
 * Every setting comes from the environment first (CREATORS_API_URL, CREATORS_USER_POOL_ID, ...), so the script
 * runs against any deployment; what is not set falls back to the local stack's `.data/stack.json`.
 */
export function readScriptConfig(env: NodeJS.ProcessEnv = process.env): ScriptConfig {
  const stackPath =
    env.CREATORS_STACK_FILE ?? join(resolve(import.meta.dirname, '..', '..'), '.data', 'stack.json');
  const stack = readStackFile(stackPath);
  const pick = (name: string, fallback: string | undefined): string => {
    const value = env[name] || fallback;
    if (!value) throw new Error(`${name} is not set and ${stackPath} does not say it (is bin/dev running?)`);
    return value;
  };
  return {
    apiUrl: pick('CREATORS_API_URL', stack.apiUrl),
    userPoolId: pick('CREATORS_USER_POOL_ID', stack.userPoolId),
    userPoolClientId: pick('CREATORS_USER_POOL_CLIENT_ID', stack.userPoolClientId),
    userPoolEndpoint: env.CREATORS_USER_POOL_ENDPOINT || stack.endpoint,
    email: pick('CREATORS_EMAIL', stack.demoCreator?.email),
    password: pick('CREATORS_PASSWORD', stack.demoCreator?.password),
  };
}
