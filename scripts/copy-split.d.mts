import type { Plugin } from 'vite';
export function splitCopyImports(code: string, importerDir: string, copyFile: string, inlineValue?: (area: string, key: string) => string | null): string;
export const INLINE_MAX: number;
export function inlineValues(source: string): (area: string, key: string) => string | null;
export function keysRead(code: string, local: string): string[] | null;
export function keyModule(source: string, area: string, key: string): string;
export function copySplit(root: string): Plugin;
