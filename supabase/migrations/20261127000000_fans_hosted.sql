-- Following the band on a site whose database is Supabase, where several
-- servers may share one database.

-- A message is claimed before it is sent, so two servers never send it twice:
-- the claim lasts while it is being sent, and after a failure until it is
-- tried again. A server killed mid-send leaves a claim that runs out.
alter table public.outbox add column if not exists "claimedUntil" timestamptz;

-- Keys every server of the site shares: the one that signs confirmation
-- links, so that a link one server sent works on all of them.
create table if not exists public.site_keys (
  name text primary key,
  key text not null,
  "createdAt" timestamptz not null default now()
);

alter table public.site_keys enable row level security;

-- Supabase grants every new table and sequence in `public` to `anon` and `authenticated`;
-- row-level security without a policy already hides these tables from both,
-- and revoking the grants says so twice. Only the server (the embedded
-- database's owner, or the postgres role of SUPABASE_DB_URL) reaches them.
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on public.fans, public.fan_notices, public.outbox, public.site_keys from anon;
    revoke all on sequence public.fans_id_seq, public.outbox_id_seq from anon;
  end if;
  if exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on public.fans, public.fan_notices, public.outbox, public.site_keys from authenticated;
    revoke all on sequence public.fans_id_seq, public.outbox_id_seq from authenticated;
  end if;
end
$$;
