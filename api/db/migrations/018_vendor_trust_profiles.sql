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

-- A vendor's security documents (PDF), stored as files outside the web root (api/vendor-documents),
-- and each buyer's NDA acknowledgement for a document: who, which document, when. Deleting a vendor
-- or a user deletes their rows; the files of a deleted document are removed by the server.
CREATE TABLE vendor_documents (
  id INTEGER PRIMARY KEY,
  vendor_id INTEGER NOT NULL REFERENCES vendors (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  stored_name TEXT NOT NULL UNIQUE,
  size INTEGER NOT NULL,
  uploaded_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX vendor_documents_vendor ON vendor_documents (vendor_id);
CREATE TABLE document_access (
  document_id INTEGER NOT NULL REFERENCES vendor_documents (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  nda_acknowledged_at TEXT NOT NULL,
  PRIMARY KEY (document_id, user_id)
);
