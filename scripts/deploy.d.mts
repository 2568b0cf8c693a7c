import type { SpawnSyncReturns } from 'node:child_process';

export declare const WORKERS: [label: 'origin' | 'edge', dir: string][];
export declare const BUDGET_KIB: Record<'origin' | 'edge', number>;
export declare function bundleGzipKib(dir: string): number;
export declare function overBudget(label: string, dir: string): string | null;
export declare function keptInBundle(label: string, dir: string): string[];
export declare function plainDryRun(dir: string, outDir: string, options?: { env?: Record<string, string | undefined> }): SpawnSyncReturns<string>;
export declare function dryRun(
  outDir?: string,
  options?: { env?: Record<string, string | undefined> },
): ({ label: string; ok: true; raw: string; gzip: string; over: string | null } | { label: string; ok: false; error: string })[];
