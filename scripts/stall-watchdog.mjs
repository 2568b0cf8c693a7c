// A child process run with a watchdog on its output. The workers pool of vitest can stall in the
// middle of a run: a file's results print, then nothing, forever (cloudflare/workers-sdk#15498,
// seen in a fresh-clone CI run here after `tests/integration/detail-video.test.ts`). A silent
// child is ended with its whole process group (vitest's workerd processes included), so the
// caller can run it once more instead of holding CI until its time runs out.
import { spawn } from 'node:child_process';

/**
 * Runs `cmd args`, passing its output through (to `out`, by default this process's stdout and
 * stderr). Resolves `{ status, stalled }`: `stalled` when it printed nothing for `stallMs` and
 * was ended. Never rejects.
 */
export function runWithStallWatchdog(cmd, args, { cwd, env, stallMs, checkEveryMs = Math.min(5000, stallMs), out = passThrough }) {
  return new Promise((resolve) => {
    // Its own process group, so one signal ends it and everything it started.
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let last = Date.now();
    let stalled = false;
    child.stdout.on('data', (chunk) => {
      last = Date.now();
      out('stdout', chunk);
    });
    child.stderr.on('data', (chunk) => {
      last = Date.now();
      out('stderr', chunk);
    });
    const timer = setInterval(() => {
      if (Date.now() - last < stallMs) return;
      stalled = true;
      clearInterval(timer);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, checkEveryMs);
    child.on('error', () => {
      clearInterval(timer);
      resolve({ status: 1, stalled });
    });
    child.on('close', (code) => {
      clearInterval(timer);
      resolve({ status: code ?? 1, stalled });
    });
  });
}

function passThrough(stream, chunk) {
  (stream === 'stdout' ? process.stdout : process.stderr).write(chunk);
}
