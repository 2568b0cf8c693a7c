'use strict';
// Bundled in place of `react-dom/server.node` in the edge worker (wrangler.toml [alias]).
// React's own entry requires its legacy renderer (renderToString, 260 KB) next to the stream
// renderer, and a CommonJS require cannot be shaken out; the worker only streams.
// In production, the copy with one writer buffer (scripts/react-worker-copy.mjs says why).
if (process.env.NODE_ENV === 'production') {
  module.exports = require('./generated/react-dom-server.node.production.cjs');
} else {
  module.exports = require('../node_modules/react-dom/cjs/react-dom-server.node.development.js');
}
