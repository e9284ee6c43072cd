-- The member's visit plan: a planned time per collected exhibitor or product (its stand visit),
-- and the plan's two secret links: a read-only share link and a calendar feed. A link that is
-- turned off loses its token; turning it on again makes a new one.

CREATE TABLE visit_plan_time (
  member_id    integer NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  target_type  text NOT NULL CHECK (target_type IN ('exhibitor', 'product')),
  target_id    integer NOT NULL,
  visit_at     timestamptz NOT NULL,
  PRIMARY KEY (member_id, target_type, target_id)
);

CREATE TABLE visit_plan_link (
  member_id    integer PRIMARY KEY REFERENCES member(id) ON DELETE CASCADE,
  share_token  text UNIQUE,
  feed_token   text UNIQUE,
  -- the language the feed's events are written in (the member's when they turned it on)
  feed_lang    text NOT NULL DEFAULT 'zh' CHECK (feed_lang IN ('zh', 'en'))
);
