import { describe, expect, it } from 'vitest';
import { PRERENDER_ATTR, SPECULATION_RULES, speculationAllowed } from './speculation-rules';

describe('speculation rules', () => {
  it('prerender marked same-origin links at moderate eagerness only', () => {
    const [rule] = SPECULATION_RULES.prerender;
    expect(rule.eagerness).toBe('moderate');
    expect(rule.where.and).toEqual([{ href_matches: '/*' }, { selector_matches: `a[${PRERENDER_ATTR}]` }]);
    expect(Object.keys(SPECULATION_RULES)).toEqual(['prerender']);
  });

  it('go into a visitor page that asks for them, never a member page or an adult item', () => {
    expect(speculationAllowed({ pageWants: true, member: false })).toBe(true);
    expect(speculationAllowed({ pageWants: true, member: true })).toBe(false);
    expect(speculationAllowed({ pageWants: true, member: false, adultOnly: true })).toBe(false);
    expect(speculationAllowed({ pageWants: false, member: false })).toBe(false);
  });
});
