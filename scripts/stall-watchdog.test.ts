import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runWithStallWatchdog } from './stall-watchdog.mjs';

let printed = '';
const options = {
  cwd: process.cwd(),
  env: process.env,
  stallMs: 2000,
  checkEveryMs: 100,
  out: (_stream: string, chunk: Buffer) => {
    printed += chunk.toString();
  },
};

/** Whether a process with this id still exists. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('runWithStallWatchdog', () => {
  it('lets a child that keeps printing finish, whatever its total time, with its exit status', async () => {
    const script = 'let n = 0; const t = setInterval(() => { console.log(n); if (++n === 12) { clearInterval(t); process.exit(3); } }, 300);';
    expect(await runWithStallWatchdog(process.execPath, ['-e', script], options)).toEqual({ status: 3, stalled: false });
  });

  it('ends a child that went silent, and the process it started, and says it stalled', async () => {
    // The child starts a grandchild that would outlive it, prints its id, then hangs silently.
    const script = `const { spawn } = require('node:child_process'); const g = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }); console.log('grandchild ' + g.pid); setInterval(() => {}, 1000);`;
    printed = '';
    const result = await runWithStallWatchdog(process.execPath, ['-e', script], options);
    expect(result.stalled).toBe(true);
    expect(result.status).not.toBe(0);
    const grandchild = Number(/grandchild (\d+)/.exec(printed)?.[1]);
    expect(grandchild).toBeGreaterThan(0);
    // SIGKILL to the group is delivered at once; the zombie is reaped by init.
    await expect.poll(() => alive(grandchild) && !/Z/.test(execFileSync('ps', ['-o', 'stat=', '-p', String(grandchild)], { encoding: 'utf8' }).trim())).toBe(false);
  });

  it('answers a command that cannot start as a failure, not a rejection', async () => {
    expect(await runWithStallWatchdog('/nonexistent/command', [], options)).toEqual({ status: 1, stalled: false });
  });
});
