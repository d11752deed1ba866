-- A show as an event: its lifecycle (postponed, cancelled, rescheduled),
-- tickets (sold out, on sale later), its own page (title, full address,
-- notes) and when it last changed. Runs unchanged on Supabase (SQL editor or
-- `supabase db push`) and in the embedded database. Every new column has a
-- default, so rows written before this migration read as scheduled shows.

alter table public.shows
  add column if not exists status text not null default 'scheduled',
  add column if not exists "previousDate" timestamptz,
  add column if not exists "soldOut" boolean not null default false,
  add column if not exists "onSaleDate" timestamptz,
  add column if not exists title text,
  add column if not exists address text,
  add column if not exists "postalCode" text,
  add column if not exists country text,
  add column if not exists notes text,
  add column if not exists "updatedAt" timestamptz not null default now();

-- The same rules the site and the shows tool apply (app/lib/shows/), so a row
-- typed into Supabase's Table Editor cannot break them either.
alter table public.shows drop constraint if exists shows_status_check;
alter table public.shows add constraint shows_status_check
  check (status in ('scheduled', 'postponed', 'cancelled', 'rescheduled'));
alter table public.shows drop constraint if exists shows_previous_date_check;
alter table public.shows add constraint shows_previous_date_check
  check ("previousDate" is null or status = 'rescheduled');
alter table public.shows drop constraint if exists shows_country_check;
alter table public.shows add constraint shows_country_check
  check (country is null or country ~ '^[A-Z]{2}$');

-- "updatedAt" moves on every change of a row (and only then): the calendar
-- feed's SEQUENCE and the sitemap's lastmod come from it.
create or replace function public.shows_touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- At least a second after the last change, so a calendar's SEQUENCE (whole
  -- seconds of updatedAt) rises with every edit, even two in the same second.
  new."updatedAt" := greatest(now(), old."updatedAt" + interval '1 second');
  return new;
end
$$;

drop trigger if exists shows_touch_updated_at on public.shows;
create trigger shows_touch_updated_at
  before update on public.shows
  for each row
  when (old is distinct from new)
  execute function public.shows_touch_updated_at();

-- import --replace (a restore) carries every column the band edits; "updatedAt"
-- is the database's own, so restored rows read as changed now.
create or replace function public.replace_shows(new_shows jsonb)
returns setof public.shows
language plpgsql
set search_path = ''
as $$
begin
  -- "where true": Supabase refuses a DELETE without a WHERE clause.
  delete from public.shows where true;
  insert into public.shows
    (id, date, venue, city, state, price, "supportingArtists", "ageRestriction", "ticketLink", "flyerLink",
     status, "previousDate", "soldOut", "onSaleDate", title, address, "postalCode", country, notes)
  select id, date, venue, city, state, price, "supportingArtists", "ageRestriction", "ticketLink", "flyerLink",
     coalesce(status, 'scheduled'), "previousDate", coalesce("soldOut", false), "onSaleDate", title, address,
     "postalCode", country, notes
  from jsonb_populate_recordset(null::public.shows, new_shows)
  where id is not null;
  perform setval(
    pg_get_serial_sequence('public.shows', 'id'),
    coalesce((select max(id) from public.shows), 0) + 1,
    false
  );
  insert into public.shows
    (date, venue, city, state, price, "supportingArtists", "ageRestriction", "ticketLink", "flyerLink",
     status, "previousDate", "soldOut", "onSaleDate", title, address, "postalCode", country, notes)
  select date, venue, city, state, price, "supportingArtists", "ageRestriction", "ticketLink", "flyerLink",
     coalesce(status, 'scheduled'), "previousDate", coalesce("soldOut", false), "onSaleDate", title, address,
     "postalCode", country, notes
  from jsonb_populate_recordset(null::public.shows, new_shows) with ordinality as row
  where id is null
  order by row.ordinality;
  return query select * from public.shows order by date asc nulls last, id asc;
end
$$;

-- create or replace keeps the grants of 20261122010000_replace_shows.sql: the service role only.
