-- Visitor registration, e-badges, entrance check-in and exhibitor leads (issue 25). One
-- registration per verified mobile or e-mail per show (edition = the show's first day). A badge's
-- QR holds a signed token naming the registration, its version and a nonce: reissuing changes
-- both, revoking refuses it. Every scan is kept once per scan id (made on the device), so a scan
-- sent again after the network returns counts once; one admission per visitor and show day.

CREATE TABLE visitor (
  id             serial PRIMARY KEY,
  edition        date NOT NULL,
  contact        text NOT NULL,                 -- 'm:<mobile>' or 'e:<email>', verified by a code
  member_id      integer REFERENCES member(id) ON DELETE SET NULL,
  name           text NOT NULL,
  company        text NOT NULL,
  job_title      text NOT NULL,
  country        text NOT NULL,
  province       text,
  mobile         text,
  email          text,
  business_type  text NOT NULL,
  interests      jsonb NOT NULL DEFAULT '[]',
  days           jsonb NOT NULL DEFAULT '[]',
  purpose        text,
  share_contact  boolean NOT NULL DEFAULT false,
  badge_number   text NOT NULL UNIQUE,
  token_version  integer NOT NULL DEFAULT 1,
  token_nonce    text NOT NULL,
  revoked_at     timestamptz,
  lang           text NOT NULL DEFAULT 'zh' CHECK (lang IN ('zh', 'en')),
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (edition, contact)
);
CREATE INDEX visitor_member_idx ON visitor(member_id);
CREATE INDEX visitor_created_idx ON visitor(created_at);

CREATE TABLE gate_account (
  id             serial PRIMARY KEY,
  username       text NOT NULL UNIQUE,
  password_hash  text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE gate_session (
  token_hash       text PRIMARY KEY,
  gate_account_id  integer NOT NULL REFERENCES gate_account(id) ON DELETE CASCADE,
  created_at       timestamptz NOT NULL DEFAULT now(),
  expires_at       timestamptz NOT NULL,
  revoked_at       timestamptz
);

CREATE TABLE badge_scan (
  scan_id          text PRIMARY KEY,
  kind             text NOT NULL CHECK (kind IN ('gate', 'lead')),
  visitor_id       integer REFERENCES visitor(id) ON DELETE CASCADE,
  result           text NOT NULL,
  gate             text,
  device_id        text NOT NULL,
  gate_account_id  integer REFERENCES gate_account(id) ON DELETE SET NULL,
  member_id        integer REFERENCES member(id) ON DELETE SET NULL,
  exhibitor_id     integer REFERENCES exhibitor(id) ON DELETE CASCADE,
  scanned_at       timestamptz NOT NULL,
  received_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX badge_scan_visitor_idx ON badge_scan(visitor_id);

CREATE TABLE admission (
  visitor_id   integer NOT NULL REFERENCES visitor(id) ON DELETE CASCADE,
  day          date NOT NULL,
  gate         text,
  admitted_at  timestamptz NOT NULL,
  scan_id      text NOT NULL,
  PRIMARY KEY (visitor_id, day)
);
CREATE INDEX admission_time_idx ON admission(admitted_at);

CREATE TABLE lead (
  id            serial PRIMARY KEY,
  exhibitor_id  integer NOT NULL REFERENCES exhibitor(id) ON DELETE CASCADE,
  visitor_id    integer NOT NULL REFERENCES visitor(id) ON DELETE CASCADE,
  scanned_by    integer REFERENCES member(id) ON DELETE SET NULL,
  notes         text NOT NULL DEFAULT '',
  rating        text CHECK (rating IN ('hot', 'warm', 'cold')),
  tags          jsonb NOT NULL DEFAULT '[]',
  withdrawn_at  timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (exhibitor_id, visitor_id)
);
CREATE INDEX lead_visitor_idx ON lead(visitor_id);

-- Every time a team reads or exports its leads.
CREATE TABLE lead_access (
  id            serial PRIMARY KEY,
  exhibitor_id  integer NOT NULL REFERENCES exhibitor(id) ON DELETE CASCADE,
  member_id     integer REFERENCES member(id) ON DELETE SET NULL,
  action        text NOT NULL CHECK (action IN ('view', 'export', 'scan', 'update')),
  leads         integer NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE code_request DROP CONSTRAINT code_request_scene_check;
ALTER TABLE code_request ADD CONSTRAINT code_request_scene_check CHECK (scene IN ('register', 'login', 'reset', 'contact', 'visit'));
ALTER TABLE verification_code DROP CONSTRAINT verification_code_scene_check;
ALTER TABLE verification_code ADD CONSTRAINT verification_code_scene_check CHECK (scene IN ('register', 'login', 'reset', 'contact', 'visit'));

-- The questionnaire's choice lists (the organiser edits them in the console's dictionaries).
INSERT INTO dict (type, value, label_zh, label_en, sort) VALUES
  ('visitor_business_type', 'bakery', '烘焙店/连锁', 'Bakery or bakery chain', 1),
  ('visitor_business_type', 'manufacturer', '食品生产企业', 'Food manufacturer', 2),
  ('visitor_business_type', 'distributor', '经销商/代理商', 'Distributor or agent', 3),
  ('visitor_business_type', 'hotel', '酒店/餐饮', 'Hotel or restaurant', 4),
  ('visitor_business_type', 'retail', '商超零售', 'Retail', 5),
  ('visitor_business_type', 'other', '其他', 'Other', 9),
  ('visitor_interest', 'equipment', '烘焙设备', 'Baking equipment', 1),
  ('visitor_interest', 'ingredients', '原料辅料', 'Ingredients', 2),
  ('visitor_interest', 'packaging', '包装', 'Packaging', 3),
  ('visitor_interest', 'coffee', '咖啡饮品', 'Coffee and drinks', 4),
  ('visitor_interest', 'finished', '成品/冷冻面团', 'Finished goods and frozen dough', 5),
  ('visitor_interest', 'services', '门店服务', 'Shop services', 6)
ON CONFLICT DO NOTHING;
