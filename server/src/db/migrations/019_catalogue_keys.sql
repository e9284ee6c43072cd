-- The catalogue's stable keys (issue 32, docs/catalogue.md): the organiser's exhibitor number and
-- the product, category and category group codes. An import matches rows by them (never by name).
-- Every record has one: the existing rows get E00001… from their id, a new record the next number
-- of its kind's own sequence unless a key is given. Hall and booth codes were unique already.
CREATE FUNCTION catalogue_key(prefix text, n bigint) RETURNS text LANGUAGE sql IMMUTABLE AS
  $$ SELECT prefix || CASE WHEN n < 100000 THEN lpad(n::text, 5, '0') ELSE n::text END $$;

CREATE SEQUENCE exhibitor_key_seq;
ALTER TABLE exhibitor ADD COLUMN ref_no text;
UPDATE exhibitor SET ref_no = catalogue_key('E', id);
SELECT setval('exhibitor_key_seq', coalesce((SELECT max(id) FROM exhibitor), 0) + 1, false);
ALTER TABLE exhibitor ALTER COLUMN ref_no SET DEFAULT catalogue_key('E', nextval('exhibitor_key_seq')),
  ALTER COLUMN ref_no SET NOT NULL, ADD CONSTRAINT exhibitor_ref_no_key UNIQUE (ref_no);

CREATE SEQUENCE product_key_seq;
ALTER TABLE product ADD COLUMN code text;
UPDATE product SET code = catalogue_key('P', id);
SELECT setval('product_key_seq', coalesce((SELECT max(id) FROM product), 0) + 1, false);
ALTER TABLE product ALTER COLUMN code SET DEFAULT catalogue_key('P', nextval('product_key_seq')),
  ALTER COLUMN code SET NOT NULL, ADD CONSTRAINT product_code_key UNIQUE (code);

CREATE SEQUENCE category_key_seq;
ALTER TABLE category ADD COLUMN code text;
UPDATE category SET code = catalogue_key('C', id);
SELECT setval('category_key_seq', coalesce((SELECT max(id) FROM category), 0) + 1, false);
ALTER TABLE category ALTER COLUMN code SET DEFAULT catalogue_key('C', nextval('category_key_seq')),
  ALTER COLUMN code SET NOT NULL, ADD CONSTRAINT category_code_key UNIQUE (code);

CREATE SEQUENCE category_group_key_seq;
ALTER TABLE category_group ADD COLUMN code text;
UPDATE category_group SET code = catalogue_key('G', id);
SELECT setval('category_group_key_seq', coalesce((SELECT max(id) FROM category_group), 0) + 1, false);
ALTER TABLE category_group ALTER COLUMN code SET DEFAULT catalogue_key('G', nextval('category_group_key_seq')),
  ALTER COLUMN code SET NOT NULL, ADD CONSTRAINT category_group_code_key UNIQUE (code);

-- An import is one entry of the audit log.
ALTER TABLE editor_audit DROP CONSTRAINT editor_audit_action_check,
  ADD CONSTRAINT editor_audit_action_check CHECK (action IN ('create', 'update', 'delete', 'approve', 'reject', 'rebuild', 'import'));

-- Each import (a check, or an apply of a check): its file's hash, where it stands, the rows read
-- so far (written while it runs, so any API process can show the progress) and its report.
CREATE TABLE catalogue_import (
  id             uuid PRIMARY KEY,
  mode           text NOT NULL CHECK (mode IN ('check', 'apply')),
  file_name      text NOT NULL,
  sha256         text,
  -- an apply: the check it applies; a check: the apply that wrote it (one apply per check)
  checked_id     uuid,
  applied_by     uuid,
  editor_id      integer REFERENCES editor(id) ON DELETE SET NULL,
  editor         text NOT NULL,
  read           text,
  zip            boolean NOT NULL DEFAULT false,
  state          text NOT NULL CHECK (state IN ('checking', 'checked', 'applying', 'applied', 'failed')),
  progress_rows  integer NOT NULL DEFAULT 0,
  counts         jsonb,
  kinds          jsonb,
  error          jsonb,
  report         jsonb,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX catalogue_import_created_idx ON catalogue_import(created_at);
