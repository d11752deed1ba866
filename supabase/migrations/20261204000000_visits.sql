-- Visits without tracking: how many times each page was seen on each day (the
-- band's day), and how many of those visits came from each other site (its host
-- name alone). Nothing about who visited: no address, no user agent, no cookie.
-- Each server adds what it counted in memory every minute, so several instances
-- add up.
create table if not exists public.page_visits (
  day date not null,
  -- As served, with its language ("/", "/es/about", "/shows/12"), never a query string.
  path text not null,
  visits bigint not null check (visits > 0),
  primary key (day, path)
);

create table if not exists public.referrer_visits (
  day date not null,
  -- The referring page's host name, lower-cased, no port and no path ("www.google.com").
  host text not null,
  visits bigint not null check (visits > 0),
  primary key (day, host)
);

-- As the ticket clicks (20261128000000_press.sql): no policy, and the grants
-- Supabase gives every new table in `public` taken back, so only the server
-- reaches the counts.
alter table public.page_visits enable row level security;
alter table public.referrer_visits enable row level security;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on public.page_visits, public.referrer_visits from anon;
  end if;
  if exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on public.page_visits, public.referrer_visits from authenticated;
  end if;
end
$$;
