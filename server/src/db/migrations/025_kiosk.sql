-- Walk-ins at the venue (issue 34, item 3): kiosk accounts (made in the console like gate
-- accounts) sign a venue tablet in; each badge printed at a kiosk or a gate is logged, so a
-- badge printed again shows in the console's visitor record.

CREATE TABLE kiosk_account (
  id              serial PRIMARY KEY,
  username        text NOT NULL UNIQUE,
  password_hash   text NOT NULL,
  -- the account's own hourly limit of code requests (null: contract KIOSK_LIMITS' default)
  codes_per_hour  integer CHECK (codes_per_hour > 0),
  created_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE kiosk_session (
  token_hash        text PRIMARY KEY,
  kiosk_account_id  integer NOT NULL REFERENCES kiosk_account(id) ON DELETE CASCADE,
  created_at        timestamptz NOT NULL DEFAULT now(),
  expires_at        timestamptz NOT NULL,
  revoked_at        timestamptz
);

CREATE TABLE badge_print (
  id                serial PRIMARY KEY,
  visitor_id        integer NOT NULL REFERENCES visitor(id) ON DELETE CASCADE,
  printed_by        text NOT NULL CHECK (printed_by IN ('kiosk', 'gate')),
  kiosk_account_id  integer REFERENCES kiosk_account(id) ON DELETE SET NULL,
  gate_account_id   integer REFERENCES gate_account(id) ON DELETE SET NULL,
  device_id         text NOT NULL,
  printed_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX badge_print_visitor_idx ON badge_print(visitor_id, printed_at);
