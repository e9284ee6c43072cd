-- Closing an account (issue 35, item 2). The member row stays (its id keeps meetings, leads and
-- statistics whole) and is masked when erased; close_requested_at starts the grace, which a
-- sign-in cancels (close_cancelled_at, so the member centre can say so). A visitor registration
-- erased (with the account, or deleted from the badge page) keeps its id and loses the person.
ALTER TABLE member ADD COLUMN close_requested_at timestamptz;
ALTER TABLE member ADD COLUMN close_cancelled_at timestamptz;
ALTER TABLE member ADD COLUMN erased_at timestamptz;
CREATE INDEX member_closing_idx ON member(close_requested_at) WHERE close_requested_at IS NOT NULL AND erased_at IS NULL;
ALTER TABLE visitor ADD COLUMN erased_at timestamptz;
-- An erased account has neither sign-in contact.
ALTER TABLE member DROP CONSTRAINT member_check;
ALTER TABLE member ADD CONSTRAINT member_contact_check CHECK (mobile IS NOT NULL OR email IS NOT NULL OR erased_at IS NOT NULL);

-- A code confirms the closing: scene 'close', sent to the account's own mobile or e-mail.
ALTER TABLE code_request DROP CONSTRAINT code_request_scene_check;
ALTER TABLE code_request ADD CONSTRAINT code_request_scene_check CHECK (scene IN ('register', 'login', 'reset', 'contact', 'visit', 'close'));
ALTER TABLE verification_code DROP CONSTRAINT verification_code_scene_check;
ALTER TABLE verification_code ADD CONSTRAINT verification_code_scene_check CHECK (scene IN ('register', 'login', 'reset', 'contact', 'visit', 'close'));
