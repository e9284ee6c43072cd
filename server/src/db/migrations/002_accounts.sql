-- Members, their sessions, and what sign-up and sign-in need: captchas, one-time codes, rate
-- limit events, the message outbox, server secrets and exhibitor logins for binding.

CREATE TABLE app_secret (
  name        text PRIMARY KEY,
  value       text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE exhibitor_login (
  exhibitor_id   integer PRIMARY KEY REFERENCES exhibitor(id) ON DELETE CASCADE,
  username       text NOT NULL UNIQUE,
  password_hash  text NOT NULL
);

CREATE TABLE member (
  id             serial PRIMARY KEY,
  mobile         text UNIQUE,
  email          text UNIQUE,               -- stored lower-case
  password_hash  text NOT NULL,
  nickname       text,
  avatar         text REFERENCES media(id),
  company_name   text,
  position       text,
  remark         text,
  exhibitor_id   integer REFERENCES exhibitor(id) ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (mobile IS NOT NULL OR email IS NOT NULL)
);

CREATE TABLE session (
  token_hash  text PRIMARY KEY,             -- sha256 of the opaque token; the token itself is never stored
  member_id   integer NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);
CREATE INDEX session_member_idx ON session(member_id);

CREATE TABLE captcha (
  id           text PRIMARY KEY,
  answer_hash  text NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);

CREATE TABLE verification_code (
  id           serial PRIMARY KEY,
  channel      text NOT NULL CHECK (channel IN ('sms', 'email')),
  target       text NOT NULL,
  scene        text NOT NULL CHECK (scene IN ('register', 'login', 'reset')),
  code_hash    text NOT NULL,
  attempts     integer NOT NULL DEFAULT 0,
  expires_at   timestamptz NOT NULL,
  consumed_at  timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_code_target_idx ON verification_code(channel, target, scene, created_at);

-- One row per counted event (a code sent, a failed sign-in): limits are counts over a window,
-- shared by every API process on the database.
CREATE TABLE rate_event (
  id          bigserial PRIMARY KEY,
  key         text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_event_key_idx ON rate_event(key, created_at);

CREATE TABLE outbox (
  id          serial PRIMARY KEY,
  channel     text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient   text NOT NULL,
  subject     text,
  body        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
