-- The language a fan signed up in (the page's: "en" at /follow, "es" at /es/follow): every e-mail to
-- them is written in it (decision 100). Fans from before this migration signed up in English. Runs
-- unchanged on Supabase and in the embedded database; the column sits in public.fans, so its row-level
-- security and revoked grants (20261126000000_fans.sql, 20261127000000_fans_hosted.sql) cover it.
alter table public.fans add column if not exists language text not null default 'en';
