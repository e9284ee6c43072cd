-- The one rebuild worker that may build the site (issue 27): it holds a lease and renews it; when
-- it stops renewing (it died, or lost the database), another worker takes the lease once it has
-- expired. See server/src/site/build-lease.ts.
CREATE TABLE build_lease (
  name         text PRIMARY KEY,
  holder       text NOT NULL,
  acquired_at  timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL
);
