-- Feature toggles served Unleash-style. `rollout` is the percentage (0–100) of user ids that
-- get an enabled toggle; the variant columns are optional and mirror Unleash's variant.

CREATE TABLE IF NOT EXISTS feature_toggles (
  name TEXT PRIMARY KEY,
  enabled INTEGER NOT NULL DEFAULT 0,
  rollout INTEGER NOT NULL DEFAULT 100,
  variant_name TEXT,
  variant_payload_type TEXT,
  variant_payload_value TEXT,
  description TEXT NOT NULL DEFAULT ''
);
