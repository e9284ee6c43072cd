-- History of site builds: when each started, how long it took, what triggered it, the outcome.
CREATE TABLE site_build (
  id           serial PRIMARY KEY,
  trigger      text NOT NULL,
  fingerprint  text NOT NULL,
  started_at   timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz,
  status       text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'succeeded', 'failed')),
  error        text
);
