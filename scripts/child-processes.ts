import { type ChildProcess, spawn } from 'node:child_process';

/*
 * The servers of a local stack run as child processes: their output kept for the error that reports a failed
 * start, a wait for their first answer, and a stop that ends them even when they ignore SIGTERM.
 */

export function spawnLogged(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string>; verbose?: boolean | undefined },
): ChildProcess & { output: string[] } {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  }) as ChildProcess & { output: string[] };
  child.output = [];
  const collect = (chunk: Buffer) => {
    const text = String(chunk);
    child.output.push(text);
    if (child.output.length > 200) child.output.shift();
    if (options.verbose)
      for (const line of text.split('\n').filter(Boolean)) console.log(`[${name}] ${line}`);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  // A runner that dies (an uncaught error, a failed assertion) must not leave servers holding the ports.
  const orphanGuard = () => child.kill('SIGTERM');
  process.once('exit', orphanGuard);
  child.once('exit', () => process.off('exit', orphanGuard));
  return child;
}

export async function waitForUrl(
  url: string,
  child: ChildProcess & { output?: string[] },
  name: string,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited early:\n${child.output?.join('') ?? ''}`);
    const answered = await fetch(url, { redirect: 'manual' }).then(
      (r) => r.status < 500,
      () => false,
    );
    if (answered) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `${name} did not answer on ${url} within ${timeoutMs / 1000} s:\n${child.output?.join('') ?? ''}`,
  );
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}
