-- Content of the exhibition. Bilingual columns come in pairs (*_zh, *_en); a record exists in a
-- language when its name/title column for that language is not null.

CREATE TABLE media (
  id          text PRIMARY KEY,            -- content hash, so URLs are immutable
  mime        text NOT NULL,
  data        bytea NOT NULL,
  width       integer NOT NULL,
  height      integer NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE exhibition (
  id            integer PRIMARY KEY,
  name_zh       text NOT NULL,
  name_en       text NOT NULL,
  venue_zh      text NOT NULL,
  venue_en      text NOT NULL,
  address_zh    text NOT NULL,
  address_en    text NOT NULL,
  intro_zh      text NOT NULL,
  intro_en      text NOT NULL,
  start_date    date NOT NULL,
  end_date      date NOT NULL,
  area          integer NOT NULL,            -- square metres
  visitor_count integer NOT NULL,
  country_count integer NOT NULL,
  banner        text REFERENCES media(id)
);

CREATE TABLE region (
  id       serial PRIMARY KEY,
  name_zh  text NOT NULL,
  name_en  text NOT NULL,
  sort     integer NOT NULL DEFAULT 0
);

CREATE TABLE category_group (
  id       serial PRIMARY KEY,
  name_zh  text NOT NULL,
  name_en  text NOT NULL,
  sort     integer NOT NULL DEFAULT 0
);

CREATE TABLE category (
  id        serial PRIMARY KEY,
  group_id  integer NOT NULL REFERENCES category_group(id) ON DELETE CASCADE,
  name_zh   text NOT NULL,
  name_en   text NOT NULL,
  sort      integer NOT NULL DEFAULT 0
);

CREATE TABLE hall (
  id       serial PRIMARY KEY,
  code     text NOT NULL UNIQUE,
  name_zh  text NOT NULL,
  name_en  text NOT NULL,
  width    integer NOT NULL,               -- floor plan units (1 unit = 1 metre)
  height   integer NOT NULL,
  sort     integer NOT NULL DEFAULT 0
);

CREATE TABLE exhibitor (
  id           serial PRIMARY KEY,
  name_zh      text,
  name_en      text,
  intro_zh     text,
  intro_en     text,
  address_zh   text,
  address_en   text,
  logo         text REFERENCES media(id),
  region_id    integer REFERENCES region(id),
  email        text,
  phone        text,
  fax          text,
  website      text,
  popularity   integer NOT NULL DEFAULT 0,  -- ranking order
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  CHECK (name_zh IS NOT NULL OR name_en IS NOT NULL)
);
CREATE INDEX exhibitor_region_idx ON exhibitor(region_id);

CREATE TABLE booth (
  id            serial PRIMARY KEY,
  hall_id       integer NOT NULL REFERENCES hall(id) ON DELETE CASCADE,
  code          text NOT NULL UNIQUE,
  x             integer NOT NULL,
  y             integer NOT NULL,
  width         integer NOT NULL,
  height        integer NOT NULL,
  exhibitor_id  integer REFERENCES exhibitor(id) ON DELETE SET NULL
);
CREATE INDEX booth_exhibitor_idx ON booth(exhibitor_id);

CREATE TABLE product (
  id            serial PRIMARY KEY,
  exhibitor_id  integer NOT NULL REFERENCES exhibitor(id) ON DELETE CASCADE,
  category_id   integer REFERENCES category(id),
  name_zh       text,
  name_en       text,
  intro_zh      text,
  intro_en      text,
  factory_zh    text,
  factory_en    text,
  brand_zh      text,
  brand_en      text,
  origin_zh     text,
  origin_en     text,
  qs            boolean NOT NULL DEFAULT false,
  photos        jsonb NOT NULL DEFAULT '[]',   -- media ids
  innovative    boolean NOT NULL DEFAULT false,
  popularity    integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (name_zh IS NOT NULL OR name_en IS NOT NULL)
);
CREATE INDEX product_exhibitor_idx ON product(exhibitor_id);
CREATE INDEX product_category_idx ON product(category_id);

CREATE TABLE news (
  id            serial PRIMARY KEY,
  title_zh      text,
  title_en      text,
  summary_zh    text,
  summary_en    text,
  content_zh    text,                        -- paragraphs separated by blank lines, plain text
  content_en    text,
  cover         text REFERENCES media(id),
  source_url    text,                        -- set for news that links out
  published_at  timestamptz NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (title_zh IS NOT NULL OR title_en IS NOT NULL)
);

-- Show activities (exhibitor_id null) and exhibitor activities share one shape.
CREATE TABLE activity (
  id            serial PRIMARY KEY,
  exhibitor_id  integer REFERENCES exhibitor(id) ON DELETE CASCADE,
  title_zh      text,
  title_en      text,
  host_zh       text,
  host_en       text,
  address_zh    text,
  address_en    text,
  intro_zh      text,
  intro_en      text,
  cover         text REFERENCES media(id),
  starts_at     timestamptz NOT NULL,
  ends_at       timestamptz NOT NULL,
  seats         integer NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (title_zh IS NOT NULL OR title_en IS NOT NULL)
);
CREATE INDEX activity_exhibitor_idx ON activity(exhibitor_id);

CREATE TABLE procurement (
  id            serial PRIMARY KEY,
  title_zh      text,
  title_en      text,
  content_zh    text,
  content_en    text,
  published_at  timestamptz NOT NULL,
  CHECK (title_zh IS NOT NULL OR title_en IS NOT NULL)
);

CREATE TABLE media_partner (
  id       serial PRIMARY KEY,
  name_zh  text NOT NULL,
  name_en  text NOT NULL,
  logo     text REFERENCES media(id),
  url      text NOT NULL,
  sort     integer NOT NULL DEFAULT 0
);

CREATE TABLE content_page (
  code        text PRIMARY KEY,
  title_zh    text,
  title_en    text,
  content_zh  text,
  content_en  text,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE seo (
  path            text PRIMARY KEY,          -- language-neutral page path, e.g. /exhibitors
  title_zh        text NOT NULL,
  title_en        text NOT NULL,
  keyword_zh      text NOT NULL,
  keyword_en      text NOT NULL,
  description_zh  text NOT NULL,
  description_en  text NOT NULL,
  content_zh      text NOT NULL DEFAULT '',
  content_en      text NOT NULL DEFAULT ''
);

CREATE TABLE channel (
  id          serial PRIMARY KEY,
  parent_id   integer REFERENCES channel(id) ON DELETE CASCADE,
  title_zh    text NOT NULL,
  title_en    text NOT NULL,
  path        text,                          -- internal path (language-neutral)
  url         text,                          -- external link, wins over path
  new_window  boolean NOT NULL DEFAULT false,
  zh_only     boolean NOT NULL DEFAULT false,
  sort        integer NOT NULL DEFAULT 0
);

CREATE TABLE home_module (
  code      text PRIMARY KEY,
  title_zh  text NOT NULL,
  title_en  text NOT NULL,
  sort      integer NOT NULL DEFAULT 0,
  enabled   boolean NOT NULL DEFAULT true
);

CREATE TABLE download (
  id         serial PRIMARY KEY,
  title_zh   text,
  title_en   text,
  file_name  text NOT NULL,
  mime       text NOT NULL,
  data       bytea NOT NULL,
  sort       integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (title_zh IS NOT NULL OR title_en IS NOT NULL)
);

CREATE TABLE contact (
  id         serial PRIMARY KEY,
  dept_zh    text NOT NULL,
  dept_en    text NOT NULL,
  person_zh  text NOT NULL,
  person_en  text NOT NULL,
  phone      text NOT NULL,
  email      text NOT NULL,
  sort       integer NOT NULL DEFAULT 0
);

CREATE TABLE other_system (
  id       serial PRIMARY KEY,
  name_zh  text NOT NULL,
  name_en  text NOT NULL,
  url      text NOT NULL,
  sort     integer NOT NULL DEFAULT 0
);

CREATE TABLE qr_code (
  id       serial PRIMARY KEY,
  photo    text NOT NULL REFERENCES media(id),
  name_zh  text NOT NULL,
  name_en  text NOT NULL,
  sort     integer NOT NULL DEFAULT 0
);

CREATE TABLE live (
  id          serial PRIMARY KEY,
  live_type   integer NOT NULL CHECK (live_type IN (1, 2)),  -- 1 members-only stream, 2 public link
  title_zh    text,
  title_en    text,
  cover       text REFERENCES media(id),
  wap_url     text,
  pc_url      text,
  wap_url_en  text,
  pc_url_en   text,
  starts_at   timestamptz NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (title_zh IS NOT NULL OR title_en IS NOT NULL)
);

CREATE TABLE config (
  key    text PRIMARY KEY,
  value  text NOT NULL
);

CREATE TABLE dict (
  type      text NOT NULL,
  value     text NOT NULL,
  label_zh  text NOT NULL,
  label_en  text NOT NULL,
  sort      integer NOT NULL DEFAULT 0,
  PRIMARY KEY (type, value)
);

-- Bumped on every content change; the build compares it to decide whether to rebuild.
CREATE TABLE content_version (
  id          integer PRIMARY KEY CHECK (id = 1),
  version     bigint NOT NULL,
  changed_at  timestamptz NOT NULL DEFAULT now()
);
INSERT INTO content_version (id, version) VALUES (1, 0);
