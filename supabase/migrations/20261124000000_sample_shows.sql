-- Marks the sample shows a new embedded database is seeded with
-- (content/sample-shows.ts), so that the server removes them once
-- content/site.config.ts names the band (app/modules/shows/.server/embedded-store.ts).
-- The migrations are shared, so the hosted table gets the column too: there it
-- is always false (nothing seeds a hosted table), and the site, the shows tool
-- and their import and export never read or write it.
alter table public.shows
  add column if not exists sample boolean not null default false;

-- An embedded database seeded before this migration: its sample shows are the
-- rows written in the transaction that created it (the first migration's)
-- and never changed since. A row the band added or changed is left alone, and
-- so is every row of a database created now, in this very transaction (rows
-- restored from a backup included: they are never samples unless the backup
-- says so). Supabase has no headliner.migrations: nothing was seeded there.
do $$
declare
  created timestamptz;
begin
  if to_regclass('headliner.migrations') is null then
    return;
  end if;
  select applied_at into created
  from headliner.migrations where name = '20261122000000_create_shows.sql';
  if created < now() then
    update public.shows set sample = true where "updatedAt" = created;
  end if;
end
$$;
