-- Consent records (spec 3.8 agreements; issue 11 item 6). The consents themselves are the
-- members columns of 0004 (is_personal_info_agree, is_receive_sms/push/email); this adds which
-- terms version the member last agreed to ('V1' or 'V2', null when never) and when they last
-- changed any consent (epoch ms), as the record a marketing consent needs.

ALTER TABLE members ADD COLUMN privacy_agreement_version TEXT;
ALTER TABLE members ADD COLUMN advertising_agreement_version TEXT;
ALTER TABLE members ADD COLUMN agreements_updated_at INTEGER;
