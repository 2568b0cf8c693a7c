export declare const LISTING_PATHS: string[];
/** A Lighthouse JSON report, as far as the bench reads it. */
export interface LighthouseReport {
  audits: Record<string, { displayValue?: string; details?: { items?: Array<Record<string, unknown>> } } | undefined>;
  categories: Record<string, { score: number | null } | undefined>;
}
export declare function behindCdn<T>(base: string, fn: (cdn: string) => Promise<T>): Promise<T>;
export declare function lcpBreakdown(report: LighthouseReport): string;
export declare function runLighthouse(ctx: { root: string; out: string; env: NodeJS.ProcessEnv }, url: string, name: string): Promise<LighthouseReport | null>;
export declare function listingLighthouse(ctx: { root: string; out: string; env: NodeJS.ProcessEnv; base: string }): Promise<void>;
