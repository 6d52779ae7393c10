-- Web vitals in their own D1 database (binding VITALS_DB, docs/decisions/023), so that no amount
-- of beacons can fill, lock or slow the contact outbox. The table is the one of
-- migrations/0002_web_vitals.sql (docs/decisions/023), moved here.
-- Nothing here identifies a visitor: no IP, no user agent, no URL beyond the route pattern.
CREATE TABLE web_vitals (
  -- web-vitals' id of one metric instance in one page view: a later report of the same metric
  -- (CLS or INP after the tab came back) replaces the earlier value instead of counting twice.
  id TEXT PRIMARY KEY,
  -- A route pattern of app/content/pages.ts, e.g. '/distribution/schmersal'.
  route TEXT NOT NULL,
  metric TEXT NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  -- Milliseconds for the timings, a unitless score for CLS.
  value REAL NOT NULL CHECK (value >= 0),
  rating TEXT NOT NULL CHECK (rating IN ('good', 'needs-improvement', 'poor')),
  navigation_type TEXT NOT NULL,
  -- Epoch milliseconds of the latest report; rows older than the retention are pruned by the cron.
  received_at INTEGER NOT NULL
) STRICT;

-- The p75 report ranks values per route and metric over a time window.
CREATE INDEX web_vitals_by_route_metric ON web_vitals (route, metric, value);
-- The cron's pruning.
CREATE INDEX web_vitals_by_received_at ON web_vitals (received_at);

-- The global daily row cap: rows reserved per UTC day, all visitors together. A beacon reserves
-- its rows here before they are written; once the day's cap is reached nothing more is written.
CREATE TABLE vitals_daily (
  -- 'YYYY-MM-DD', UTC.
  day TEXT PRIMARY KEY,
  rows INTEGER NOT NULL CHECK (rows >= 0)
) STRICT;
