-- Vendors' trust profiles (sync/schemas/trust.ts, docs/trust-profiles.md): certifications, data
-- protection terms and a security contact as vendor columns, so they travel with the catalogue.
-- Calendar days are stored as "yyyy-mm-dd" text; lists as JSON text like the other vendor lists.
ALTER TABLE vendors ADD COLUMN soc2_type TEXT NOT NULL DEFAULT 'none' CHECK (soc2_type IN ('none', 'type1', 'type2'));
ALTER TABLE vendors ADD COLUMN soc2_period_end TEXT;
ALTER TABLE vendors ADD COLUMN soc2_report_date TEXT;
ALTER TABLE vendors ADD COLUMN iso27001_expiry TEXT;
ALTER TABLE vendors ADD COLUMN gdpr_dpa INTEGER NOT NULL DEFAULT 0;
ALTER TABLE vendors ADD COLUMN hipaa INTEGER NOT NULL DEFAULT 0;
ALTER TABLE vendors ADD COLUMN pen_test_date TEXT;
ALTER TABLE vendors ADD COLUMN data_residency TEXT NOT NULL DEFAULT '[]';
ALTER TABLE vendors ADD COLUMN subprocessors TEXT NOT NULL DEFAULT '[]';
ALTER TABLE vendors ADD COLUMN security_contact TEXT;
