import { beforeEach } from 'vitest';
import { clearMemoryCache } from '../../edge/upstream/cache';
import { clearPageCache } from '../../edge/render/page-caching';

// The upstream client keeps parsed answers in the isolate's memory, and the page cache keeps
// rendered pages there too; each test starts with both empty.
beforeEach(() => {
  clearMemoryCache();
  clearPageCache();
});
