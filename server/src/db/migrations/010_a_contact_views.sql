-- Contact details of demands read by signed-in members: a daily limit per member (issue 15,
-- scraping). One counter row per member and day, raised by one conditional upsert, so that
-- parallel requests on any number of API processes cannot pass the limit; the demands already
-- revealed that day, so that reading one again does not count twice.
CREATE TABLE contact_view_day (
  member_id  integer NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  day        date NOT NULL,
  used       integer NOT NULL,
  PRIMARY KEY (member_id, day)
);

CREATE TABLE contact_view (
  member_id  integer NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  day        date NOT NULL,
  demand_id  integer NOT NULL REFERENCES demand(id) ON DELETE CASCADE,
  PRIMARY KEY (member_id, day, demand_id)
);
