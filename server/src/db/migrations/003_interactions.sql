-- Member interactions: demands (buy, supply, job, recruit) with review, claims, collections,
-- likes and inquiries. Editors (a role separate from members) review demands.

CREATE TABLE editor (
  id             serial PRIMARY KEY,
  username       text NOT NULL UNIQUE,
  password_hash  text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE demand (
  id                   serial PRIMARY KEY,
  member_id            integer NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  demand_type          integer NOT NULL CHECK (demand_type BETWEEN 1 AND 4),  -- 1 buy, 2 supply, 3 job, 4 recruit
  status               text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reject_reason        text,
  -- buy and supply
  product_name         text,
  product_category_id  integer REFERENCES category(id) ON DELETE SET NULL,
  production           bigint,
  regional_req         text,
  brand_req            text,
  product_brand        text,
  brand_logo           text REFERENCES media(id),
  product_photo        text REFERENCES media(id),
  demand_time          text,
  company_name         text,
  company_address      text,
  -- job and recruit
  job_title            text,
  member_name          text,
  nickname             text,
  now_city             text,
  intention_city       text,
  edu                  text,
  age                  integer,
  work_experience      text,
  effective_time       date,
  -- every type
  intro                text NOT NULL,
  mobile               text NOT NULL,
  email                text,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  reviewed_at          timestamptz,
  reviewed_by          text
);
CREATE INDEX demand_public_idx ON demand(status, demand_type, created_at);
CREATE INDEX demand_member_idx ON demand(member_id);

CREATE TABLE demand_claim (
  demand_id   integer NOT NULL REFERENCES demand(id) ON DELETE CASCADE,
  member_id   integer NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (demand_id, member_id)
);
CREATE INDEX demand_claim_member_idx ON demand_claim(member_id);

-- Collections and likes of activities, exhibitors and products.
CREATE TABLE member_mark (
  member_id    integer NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  mark         text NOT NULL CHECK (mark IN ('collect', 'like')),
  target_type  text NOT NULL CHECK (target_type IN ('activity', 'exhibitor', 'product')),
  target_id    integer NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, mark, target_type, target_id)
);
CREATE INDEX member_mark_target_idx ON member_mark(mark, target_type, target_id);

CREATE TABLE inquiry (
  id            serial PRIMARY KEY,
  member_id     integer NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  exhibitor_id  integer NOT NULL REFERENCES exhibitor(id) ON DELETE CASCADE,
  product_id    integer REFERENCES product(id) ON DELETE SET NULL,
  name          text NOT NULL,
  mobile        text NOT NULL,
  email         text NOT NULL,
  quantity      integer,
  contents      text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inquiry_exhibitor_idx ON inquiry(exhibitor_id, created_at);
CREATE INDEX inquiry_member_idx ON inquiry(member_id, created_at);
