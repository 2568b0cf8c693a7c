import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README is a first screen and the docs are pages a newcomer reads (issue 30): the README
 * stays within 250 lines, no page within 600, and every link between them leads to a file and a
 * heading that exist, so a page renamed or a heading reworded cannot leave a dead link behind.
 */
const root = join(import.meta.dirname, '..');
const docs = readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
  // docs/notes/: engineers' notes waiting to be folded into the pages, not pages themselves.
  .filter((f) => f.endsWith('.md') && !f.startsWith('notes/'))
  .map((f) => join(root, 'docs', f));
const pages = [join(root, 'README.md'), join(root, 'CONTRIBUTING.md'), join(root, 'rules/README.md'), ...docs];

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1]!)));
}

function linksOf(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((href) => !/^[a-z]+:/i.test(href));
}

describe('the README and the docs', () => {
  it('keep the README within 250 lines and every page within 600', () => {
    const lines = (file: string) => readFileSync(file, 'utf8').split('\n').length - 1;
    expect(lines(join(root, 'README.md'))).toBeLessThanOrEqual(250);
    for (const page of pages) expect(lines(page), relative(root, page)).toBeLessThanOrEqual(600);
  });

  it('link only to files and headings that exist', () => {
    const dead: string[] = [];
    for (const page of pages) {
      for (const href of linksOf(page)) {
        const [path, anchor] = href.split('#') as [string, string | undefined];
        const target = path === '' ? page : join(dirname(page), path);
        if (!existsSync(target)) dead.push(`${relative(root, page)}: ${href} (no such file)`);
        else if (anchor && target.endsWith('.md') && !anchorsOf(target).has(anchor)) dead.push(`${relative(root, page)}: ${href} (no such heading)`);
      }
    }
    expect(dead).toEqual([]);
  });

  it('words anchors as GitHub does', () => {
    expect(anchorOf('What `npm test` runs')).toBe('what-npm-test-runs');
    expect(anchorOf("Operator's preview")).toBe('operators-preview');
    expect(anchorOf('Layers: which way the imports run')).toBe('layers-which-way-the-imports-run');
  });
});
