-- Consent that travels with the data (issue 35, item 4; docs/visitors.md, "Consent"). The
-- wordings are versioned in contract/consent.ts; rows name the version they were given under.

-- An exhibitor's country (ISO 3166-1 alpha-2): outside mainland China (CN), a lead holds the
-- contact only with the visitor's separate consent to the transfer.
ALTER TABLE exhibitor ADD COLUMN country text NOT NULL DEFAULT 'CN';

-- The visitor's consent now: sharing (share_contact, migration 016), the transfer outside
-- mainland China, and the wording version both were last given or changed under.
ALTER TABLE visitor ADD COLUMN transfer_consent boolean NOT NULL DEFAULT false;
ALTER TABLE visitor ADD COLUMN consent_version text NOT NULL DEFAULT '1';

-- Each lead keeps the consent it was collected under (the scan), with the wording's version and
-- the exhibitor's country at that time. Leads made before: the visitor's sharing, version 1.
ALTER TABLE lead ADD COLUMN consent_share boolean NOT NULL DEFAULT false;
ALTER TABLE lead ADD COLUMN consent_transfer boolean NOT NULL DEFAULT false;
ALTER TABLE lead ADD COLUMN consent_version text NOT NULL DEFAULT '1';
ALTER TABLE lead ADD COLUMN exhibitor_country text NOT NULL DEFAULT 'CN';
UPDATE lead SET consent_share = v.share_contact FROM visitor v WHERE v.id = lead.visitor_id;

-- Every change of a visitor's consent: given or withdrawn, sharing or the transfer, everywhere
-- (exhibitor_id null) or for one exhibitor, with its time, wording version and where it was made.
CREATE TABLE consent_event (
  id            serial PRIMARY KEY,
  visitor_id    integer NOT NULL REFERENCES visitor(id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('share', 'transfer')),
  given         boolean NOT NULL,
  exhibitor_id  integer REFERENCES exhibitor(id) ON DELETE SET NULL,
  version       text NOT NULL,
  source        text NOT NULL CHECK (source IN ('registration', 'badge', 'member')),
  at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consent_event_visitor_idx ON consent_event(visitor_id, id);

-- Registrations made before: their one consent, as given at registration under version 1.
INSERT INTO consent_event (visitor_id, kind, given, version, source, at)
  SELECT id, 'share', share_contact, '1', 'registration', created_at FROM visitor;
INSERT INTO consent_event (visitor_id, kind, given, exhibitor_id, version, source, at)
  SELECT visitor_id, 'share', false, exhibitor_id, '1', 'badge', withdrawn_at FROM lead WHERE withdrawn_at IS NOT NULL;
