-- Every instance of the site keeps pages made from the shows. Any change to
-- public.shows (an instance, the shows tool, psql, Supabase's dashboard) moves
-- one version and tells whoever listens (app/.server/db/listen.ts); an
-- instance that cannot listen (behind a transaction pooler) compares the
-- version now and then. Needs no role but the owner of the tables.

create schema if not exists headliner;

create table if not exists headliner.changes (
  one boolean primary key default true check (one),
  version bigint not null default 0
);
insert into headliner.changes (one) values (true) on conflict do nothing;

-- Security definer: whoever may write the shows (Supabase's service role
-- through its API, too) moves the version without a grant on this schema.
-- The version moves at commit, with the notification: one who reads it never
-- sees a change that a rollback would take back.
create or replace function headliner.note_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  moved bigint;
begin
  update headliner.changes set version = version + 1 returning version into moved;
  perform pg_notify('headliner_changes', moved::text);
  return null;
end
$$;

revoke execute on function headliner.note_change() from public;

drop trigger if exists shows_note_change on public.shows;
create trigger shows_note_change
  after insert or update or delete or truncate on public.shows
  for each statement
  execute function headliner.note_change();
