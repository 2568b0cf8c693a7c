import { beforeEach } from 'vitest';
import { clearMemoryCache } from '../../edge/upstream/cache';

// The upstream client keeps parsed answers in the isolate's memory; each test starts empty.
beforeEach(() => clearMemoryCache());
