-- Limits that hold under parallel requests, and code messages sent from a queue after answering.

-- A code request is answered at once, the same way whether or not an account exists; the message
-- (a code, a notice, or nothing) is decided and delivered by a worker from this queue. Any API
-- process may deliver any row (claimed with FOR UPDATE SKIP LOCKED); rows left by a process that
-- died are claimed again after a while.
CREATE TABLE code_request (
  id             bigserial PRIMARY KEY,
  channel        text NOT NULL CHECK (channel IN ('sms', 'email')),
  target         text NOT NULL,
  scene          text NOT NULL CHECK (scene IN ('register', 'login', 'reset', 'contact')),
  lang           text NOT NULL CHECK (lang IN ('zh', 'en')),
  member_id      integer REFERENCES member(id) ON DELETE CASCADE,  -- scene 'contact': who asked
  rate_event_id  bigint,           -- the per-recipient event, given back if nothing could be delivered
  attempts       integer NOT NULL DEFAULT 0,
  due_at         timestamptz NOT NULL DEFAULT now(),
  claimed_at     timestamptz,
  done_at        timestamptz,
  outcome        text CHECK (outcome IN ('sent', 'none', 'failed', 'expired')),
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX code_request_due_idx ON code_request(due_at) WHERE done_at IS NULL;

-- Codes that confirm a new sign-in mobile or e-mail belong to the member who asked for them.
ALTER TABLE verification_code ADD COLUMN member_id integer REFERENCES member(id) ON DELETE CASCADE;
ALTER TABLE verification_code DROP CONSTRAINT verification_code_scene_check;
ALTER TABLE verification_code ADD CONSTRAINT verification_code_scene_check CHECK (scene IN ('register', 'login', 'reset', 'contact'));
