-- Consents' revision (issue 27 item 2): `agreements_revision` counts the changes of a member's
-- consents (0004's columns, 0008's versions). A consent answer carries it, and a change that
-- names the revision it was based on is applied only while that is still the stored one
-- (compare-and-set): a stale tab that sends the full set gets 409 and the current consents,
-- rather than silently undoing another tab's change. Existing members start at 0.

ALTER TABLE members ADD COLUMN agreements_revision INTEGER NOT NULL DEFAULT 0;
