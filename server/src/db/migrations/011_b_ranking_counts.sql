-- Rankings with a published formula (issue 17, item 6). Counted actions per item per day
-- (ranking_tally) make the score; ranking_act keeps one collection or like per member per item
-- per day; ranking_visit keeps one view per visitor per item for the current day only, under a
-- hash of IP and user agent salted with ranking_salt's salt of the day (both pruned each day).

CREATE TABLE ranking_tally (
  target_type  text NOT NULL CHECK (target_type IN ('exhibitor', 'product')),
  target_id    integer NOT NULL,
  day          date NOT NULL,
  collects     integer NOT NULL DEFAULT 0,
  likes        integer NOT NULL DEFAULT 0,
  views        integer NOT NULL DEFAULT 0,
  PRIMARY KEY (target_type, target_id, day)
);
CREATE INDEX ranking_tally_day_idx ON ranking_tally(target_type, day);

CREATE TABLE ranking_act (
  member_id    integer NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  target_type  text NOT NULL,
  target_id    integer NOT NULL,
  mark         text NOT NULL CHECK (mark IN ('collect', 'like')),
  day          date NOT NULL,
  PRIMARY KEY (member_id, target_type, target_id, mark, day)
);
CREATE INDEX ranking_act_day_idx ON ranking_act(day);

CREATE TABLE ranking_visit (
  day          date NOT NULL,
  target_type  text NOT NULL,
  target_id    integer NOT NULL,
  visitor      text NOT NULL,
  PRIMARY KEY (day, target_type, target_id, visitor)
);

CREATE TABLE ranking_salt (
  day   date PRIMARY KEY,
  salt  text NOT NULL
);
