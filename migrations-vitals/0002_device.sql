-- Mobile or desktop, as the beacon's request says it (Sec-CH-UA-Mobile, else the user agent's
-- "Mobi" token), for the console's charts (issue 23). Only the class is kept, never the user agent.
ALTER TABLE web_vitals ADD COLUMN device TEXT NOT NULL DEFAULT 'unknown'
  CHECK (device IN ('mobile', 'desktop', 'unknown'));
