import { createGenerator } from 'unocss';
import { describe, expect, it } from 'vitest';
import config, { HOVER_MEDIA } from '../uno.config';

/** The CSS the build would write for these classes (scripts/build.mjs), without the preflight. */
async function cssOf(classes: string[]): Promise<string> {
  const uno = await createGenerator(config);
  return (await uno.generate(classes.join(' '), { preflights: false, minify: true })).css;
}

describe('hover styles apply only where the pointer can hover (uno.config.ts, issue 32 §3)', () => {
  it('wraps hover: and group-hover: rules in the hover media query, and nothing else', async () => {
    const css = await cssOf(['bg-black', 'hover:bg-neutral-800', 'group-hover:underline', 'active:opacity-80']);
    const media = css.slice(css.indexOf(HOVER_MEDIA));
    expect(css).toContain(HOVER_MEDIA);
    expect(media).toContain('.hover\\:bg-neutral-800:hover');
    expect(media).toContain('.group-hover\\:underline');
    // Every :hover rule is inside the media block; the plain and :active rules are outside it.
    expect(css.slice(0, css.indexOf(HOVER_MEDIA))).not.toContain(':hover');
    expect(media).not.toContain('.bg-black{');
    expect(media).not.toContain(':active');
  });

  it('keeps a breakpoint: md:hover: is inside both media queries', async () => {
    const css = await cssOf(['md:hover:underline']);
    expect(css).toMatch(/@media \(min-width: 768px\)\{@media \(hover: hover\)\{\s*\.md\\:hover\\:underline:hover\{/);
  });
});
