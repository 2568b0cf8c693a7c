-- The sandbox attribution-link provider (issue 12 item 5): each link the storefront asked for,
-- by its short code, with the spec 3.8 parameters it was made with, so the link resolves the way
-- a OneLink does (GET /sandbox/onelink/{code}, development only).

CREATE TABLE IF NOT EXISTS sandbox_onelinks (
  code TEXT PRIMARY KEY,
  params TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
