-- Real-visitor web vitals sent by the site's reporter (docs/decisions/023). Nothing here
-- identifies a visitor: no IP, no user agent, no URL beyond the route pattern.
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
