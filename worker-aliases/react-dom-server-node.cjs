'use strict';
// Bundled in place of `react-dom/server.node` in the edge worker (wrangler.toml [alias]).
// React's own entry requires its legacy renderer (renderToString, 260 KB) next to the stream
// renderer, and a CommonJS require cannot be shaken out; the worker only streams.
// React's own files, as published (issue 28: a copy of its writer did not earn its keep).
if (process.env.NODE_ENV === 'production') {
  module.exports = require('../node_modules/react-dom/cjs/react-dom-server.node.production.js');
} else {
  module.exports = require('../node_modules/react-dom/cjs/react-dom-server.node.development.js');
}
