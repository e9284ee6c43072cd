-- Rebuilds asked for by hand (console, npm run rebuild, POST /api/editor/rebuild). The worker
-- takes them from here, so a worker running on its own (npm run worker) gets them too.
CREATE TABLE rebuild_request (
  id            serial PRIMARY KEY,
  reason        text NOT NULL,
  requested_at  timestamptz NOT NULL DEFAULT now(),
  taken_at      timestamptz
);
CREATE INDEX rebuild_request_open_idx ON rebuild_request(id) WHERE taken_at IS NULL;
