-- The press kit's numbers: which past shows the band names to bookers, and
-- how many Get Tickets clicks each show had, per day. Runs unchanged on
-- Supabase (SQL editor or `supabase db push`) and in the embedded database.

alter table public.shows
  add column if not exists notable boolean not null default false;

-- import --replace (a restore) carries every column the band edits, notable now too.
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
     status, "previousDate", "soldOut", "onSaleDate", title, address, "postalCode", country, notes, notable)
  select id, date, venue, city, state, price, "supportingArtists", "ageRestriction", "ticketLink", "flyerLink",
     coalesce(status, 'scheduled'), "previousDate", coalesce("soldOut", false), "onSaleDate", title, address,
     "postalCode", country, notes, coalesce(notable, false)
  from jsonb_populate_recordset(null::public.shows, new_shows)
  where id is not null;
  perform setval(
    pg_get_serial_sequence('public.shows', 'id'),
    coalesce((select max(id) from public.shows), 0) + 1,
    false
  );
  insert into public.shows
    (date, venue, city, state, price, "supportingArtists", "ageRestriction", "ticketLink", "flyerLink",
     status, "previousDate", "soldOut", "onSaleDate", title, address, "postalCode", country, notes, notable)
  select date, venue, city, state, price, "supportingArtists", "ageRestriction", "ticketLink", "flyerLink",
     coalesce(status, 'scheduled'), "previousDate", coalesce("soldOut", false), "onSaleDate", title, address,
     "postalCode", country, notes, coalesce(notable, false)
  from jsonb_populate_recordset(null::public.shows, new_shows) with ordinality as row
  where id is null
  order by row.ordinality;
  return query select * from public.shows order by date asc nulls last, id asc;
end
$$;

-- create or replace keeps the grants of 20261122010000_replace_shows.sql: the service role only.

-- Get Tickets clicks, counted by the page's ping (POST /ping/tickets/<id>): a
-- number per show and day (the band's day), nothing about who clicked. No
-- foreign key: a removed show's clicks stay counted for its city.
create table if not exists public.ticket_clicks (
  "showId" bigint not null,
  day date not null,
  clicks integer not null default 0 check (clicks >= 0),
  primary key ("showId", day)
);

alter table public.ticket_clicks enable row level security;

-- As the fans' tables (20261127000000_fans_hosted.sql): no policy, and the
-- grants Supabase gives every new table in `public` taken back, so only the
-- server reaches the counts.
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on public.ticket_clicks from anon;
  end if;
  if exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on public.ticket_clicks from authenticated;
  end if;
end
$$;
