-- Replaces every show in one transaction, for `npm run shows -- import --replace`
-- (a restore from `export`). On Supabase it is called as an RPC, which PostgREST
-- runs in one transaction; the embedded database calls it the same way.
-- Shows that carry an id keep it; the others get new ids above the highest.
create or replace function public.replace_shows(new_shows jsonb)
returns setof public.shows
language plpgsql
set search_path = ''
as $$
begin
  -- "where true": Supabase refuses a DELETE without a WHERE clause.
  delete from public.shows where true;
  insert into public.shows
    (id, date, venue, city, state, price, "supportingArtists", "ageRestriction", "ticketLink", "flyerLink")
  select id, date, venue, city, state, price, "supportingArtists", "ageRestriction", "ticketLink", "flyerLink"
  from jsonb_populate_recordset(null::public.shows, new_shows)
  where id is not null;
  perform setval(
    pg_get_serial_sequence('public.shows', 'id'),
    coalesce((select max(id) from public.shows), 0) + 1,
    false
  );
  insert into public.shows
    (date, venue, city, state, price, "supportingArtists", "ageRestriction", "ticketLink", "flyerLink")
  select date, venue, city, state, price, "supportingArtists", "ageRestriction", "ticketLink", "flyerLink"
  from jsonb_populate_recordset(null::public.shows, new_shows) with ordinality as row
  where id is null
  order by row.ordinality;
  return query select * from public.shows order by date asc nulls last, id asc;
end
$$;

-- Functions are callable by everyone by default, and Supabase exposes public
-- functions over its API: only the service role (the shows tool) may call this.
revoke execute on function public.replace_shows(jsonb) from public;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke execute on function public.replace_shows(jsonb) from anon;
  end if;
  if exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke execute on function public.replace_shows(jsonb) from authenticated;
  end if;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant execute on function public.replace_shows(jsonb) to service_role;
  end if;
end
$$;
