import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { ContractStack } from './support/stack';

const STARTUP_TIMEOUT_MS = 180_000;

/**
 * Starts the stack the suite runs against (support/stack-process.ts: identity, real API, PostgreSQL with
 * `CONTRACT_DATABASE=postgres`) in a child process, hands its addresses to the tests, and stops it afterwards.
 */
export default async function setup(project: TestProject) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'support', 'stack-process.ts')],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
    },
  );
  const output: string[] = [];
  if (process.env.CONTRACT_VERBOSE === '1') {
    child.stdout.on('data', (chunk: Buffer) => process.stdout.write(chunk));
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  }
  const stack = await new Promise<ContractStack>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(
        new Error(
          `the contract stack did not start within ${STARTUP_TIMEOUT_MS / 1000} s:\n${output.join('')}`,
        ),
      );
    }, STARTUP_TIMEOUT_MS);
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output.push(String(chunk));
      buffered += String(chunk);
      const line = buffered.split('\n').find((candidate) => candidate.startsWith('READY '));
      if (!line) return;
      clearTimeout(timer);
      resolve(JSON.parse(line.slice('READY '.length)) as ContractStack);
    });
    child.stderr.on('data', (chunk: Buffer) => output.push(String(chunk)));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the contract stack exited (${code}) before it was ready:\n${output.join('')}`));
    });
  });
  project.provide('contractStack', stack);
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}
