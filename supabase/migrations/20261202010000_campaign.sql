-- The campaign the band sets at /admin (decision 095): which style leads Home,
-- and each style's hero words, buttons and photo. Only what the band changed
-- is kept; content/site.config.ts holds the rest and stays the default.

create table if not exists headliner.campaign (
  one boolean primary key default true check (one),
  -- {"activeStyle": …, "normal": {…}, "almostReal": {…}, "propofol": {…}}
  overrides jsonb not null default '{}'::jsonb,
  updated_at timestamptz not null default now()
);
insert into headliner.campaign (one) values (true) on conflict do nothing;

alter table headliner.campaign enable row level security;

-- Every instance keeps pages made with the campaign: a change reaches them as
-- a change to the shows does (20261130000000_changes.sql).
drop trigger if exists campaign_note_change on headliner.campaign;
create trigger campaign_note_change
  after insert or update or delete on headliner.campaign
  for each statement
  execute function headliner.note_change();
