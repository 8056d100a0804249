// The benchmark's child processes: each in its own process group, stopped as a group on any
// way out (the end, an error, Ctrl-C), with its output kept for diagnosis.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HEALTH_TIMEOUT_MS = 90_000;

/** Cleanups of what was started, run newest first. */
export const cleanups = [];
let cleanedUp;

/** Runs every registered cleanup once, newest first, whatever the way out. */
export function cleanUp() {
  cleanedUp ??= (async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('cleanup failed:', error.message);
      }
    }
  })();
  return cleanedUp;
}

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping servers and browser`);
    void cleanUp().then(() => process.exit(code));
  });
}

/**
 * Starts a child in its own process group (npm, the shell and tsx are all
 * processes), so stopping it kills the whole group, and keeps its output for diagnosis.
 */
export function startChild(name, command, args, env) {
  const child = spawn(command, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const output = { stdout: '', stderr: '' };
  for (const stream of ['stdout', 'stderr']) {
    child[stream].setEncoding('utf8');
    child[stream].on('data', (chunk) => {
      output[stream] = (output[stream] + chunk).slice(-20_000);
    });
  }
  const exited = new Promise((resolve) => child.on('exit', resolve));
  cleanups.push(() => stopGroup(child, exited));
  return { name, child, output, exited };
}

async function stopGroup(child, exited) {
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // ESRCH: the group is already gone.
    }
  };
  signalGroup('SIGTERM');
  // The site server finishes requests in flight and exits within 10 s on SIGTERM.
  await Promise.race([exited, sleep(12_000)]);
  signalGroup('SIGKILL');
}

export async function waitForOk(handle, url) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (handle.child.exitCode !== null || handle.child.signalCode !== null) break;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  console.error(`${handle.name} did not answer 200 at ${url}.`);
  console.error(`--- ${handle.name} stderr ---\n${handle.output.stderr || '(empty)'}`);
  console.error(`--- ${handle.name} stdout (tail) ---\n${handle.output.stdout.slice(-4_000)}`);
  throw new Error(`${handle.name} did not start`);
}
