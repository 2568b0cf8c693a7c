import { describe, expect, it } from 'vitest';
import { bodyLimitFor, DEFAULT_BODY_LIMIT, KB } from './body-limits';

describe('bodyLimitFor', () => {
  it('gives each route the limit of its purpose, and the default otherwise', () => {
    expect(bodyLimitFor('/user/login')).toBe(4 * KB);
    expect(bodyLimitFor('/user/login/')).toBe(4 * KB);
    expect(bodyLimitFor('/user/loginx')).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitFor('/sandbox/identity')).toBe(64 * KB);
    expect(bodyLimitFor('/api/v5/product-detail/1001/qna')).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitFor('/api/v4/reviews/photos')).toBe(4 * KB * KB + 64 * KB); // 3 MB photo, 1 MB thumbnail, the form
  });
});
