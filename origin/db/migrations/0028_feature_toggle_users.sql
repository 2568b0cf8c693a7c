-- A toggle turned on or off for one user id (Unleash's "userWithId" strategy, the way a flag
-- service targets a tester or a single member): it wins over the toggle's own state and rollout
-- for that id only. The sandbox flag switch (POST /sandbox/flags in development) writes it, so a
-- flip reaches one open page without touching anyone else's.

CREATE TABLE IF NOT EXISTS feature_toggle_users (
  name TEXT NOT NULL,
  user_id TEXT NOT NULL,
  enabled INTEGER NOT NULL,
  PRIMARY KEY (name, user_id)
);
