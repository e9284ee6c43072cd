-- Uploads per member per clock hour. Taken by one conditional statement (INSERT … ON CONFLICT DO
-- UPDATE … WHERE uploads < limit), so parallel uploads, on any number of API processes, cannot
-- outrun the limit. Rows of past hours are deleted as the member uploads again.
CREATE TABLE upload_quota (
  member_id  integer NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  hour       timestamptz NOT NULL,
  uploads    integer NOT NULL,
  PRIMARY KEY (member_id, hour)
);
