export declare function runWithStallWatchdog(
  cmd: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; stallMs: number; checkEveryMs?: number; out?: (stream: 'stdout' | 'stderr', chunk: Buffer) => void },
): Promise<{ status: number; stalled: boolean }>;
