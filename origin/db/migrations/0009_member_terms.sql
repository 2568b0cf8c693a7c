-- Sign-up with e-mail and password (issue 11 item 8): the required terms a member agreed to
-- when joining — which version ('V1'/'V2') and when (epoch ms). Members made before this, and
-- social members, have none recorded.

ALTER TABLE members ADD COLUMN terms_version TEXT;
ALTER TABLE members ADD COLUMN terms_agreed_at INTEGER;
