-- Views counted per network address, item and day (issue 17, item 6): a visitor is IP and user
-- agent, so one address could count a view for every user agent it invents; ranking_address caps
-- the views one address adds to an item in a day. The address is a salted hash of the day, like
-- ranking_visit's visitor, and is pruned with it.
CREATE TABLE ranking_address (
  day          date NOT NULL,
  target_type  text NOT NULL,
  target_id    integer NOT NULL,
  address      text NOT NULL,
  views        integer NOT NULL,
  PRIMARY KEY (day, target_type, target_id, address)
);
