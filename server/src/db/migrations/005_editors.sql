-- Editor sessions and the audit log of content changes (editor accounts are in 003).
CREATE TABLE editor_session (
  token_hash  text PRIMARY KEY,
  editor_id   integer NOT NULL REFERENCES editor(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);

CREATE TABLE editor_audit (
  id          serial PRIMARY KEY,
  editor_id   integer REFERENCES editor(id) ON DELETE SET NULL,
  editor      text NOT NULL,
  action      text NOT NULL CHECK (action IN ('create', 'update', 'delete', 'approve', 'reject', 'rebuild')),
  resource    text NOT NULL,
  record_key  text,
  changes     jsonb NOT NULL DEFAULT '{}',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX editor_audit_created_idx ON editor_audit(created_at);
