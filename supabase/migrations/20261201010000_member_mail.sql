-- The band's members get mail too (an invitation, a sign-in code), through the
-- same outbox as the fans' and with no fan behind it.

alter table public.outbox drop constraint if exists outbox_kind_check;
alter table public.outbox
  add constraint outbox_kind_check check (kind in ('confirm', 'announce', 'change', 'member'));
