-- Review photo uploads (issue 27 item 3): what each member uploaded on one Seoul day, counted
-- by the upload itself in one statement whose WHERE holds the cap (origin/routes/review-photos.ts),
-- so twenty uploads at once cannot pass it. Uploads never attached to a review are removed a
-- day on by the scheduled cleanup (origin/upload-cleanup.ts), which reads them by age.

CREATE TABLE IF NOT EXISTS review_upload_days (
  user_no INTEGER NOT NULL,
  day TEXT NOT NULL,
  photos INTEGER NOT NULL,
  bytes INTEGER NOT NULL,
  PRIMARY KEY (user_no, day)
);
CREATE INDEX IF NOT EXISTS review_uploads_pending ON review_uploads (created_at) WHERE review_no IS NULL;
