-- The pictures the band uploads at /admin (a show's flyer, the Home page's
-- photo), kept here so that every instance of the site serves them. Runs
-- unchanged in the embedded database and on any Postgres as the owner of the
-- tables.
--
-- The id is the start of the uploaded file's SHA-256, and each file's name
-- holds it: a name always means the same bytes, so browsers keep them a year.

create schema if not exists headliner;

create table if not exists headliner.images (
  id text primary key,
  kind text not null check (kind in ('flyer', 'hero')),
  -- Upright, at the largest width stored.
  width integer not null,
  height integer not null,
  created_at timestamptz not null default now()
);

-- Each width as AVIF and as WebP, made from the upload with its metadata gone.
create table if not exists headliner.image_files (
  name text primary key,
  image_id text not null references headliner.images (id) on delete cascade,
  type text not null,
  width integer not null,
  bytes bytea not null
);
create index if not exists image_files_image on headliner.image_files (image_id);

-- As the admin's tables: no policy and no grants keep Supabase's roles out.
alter table headliner.images enable row level security;
alter table headliner.image_files enable row level security;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on headliner.images, headliner.image_files from anon;
  end if;
  if exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on headliner.images, headliner.image_files from authenticated;
  end if;
end
$$;
