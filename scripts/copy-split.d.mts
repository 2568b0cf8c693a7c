import type { Plugin } from 'vite';
export function splitCopyImports(code: string, importerDir: string, copyFile: string): string;
export function copySplit(root: string): Plugin;
