-- A confirmation link names nothing personal: a confirmed fan's new place
-- waits in their row until they follow the link that confirms it, and the
-- link's expiry is kept beside it. Runs unchanged on Supabase and in the
-- embedded database; the columns sit in public.fans, so its row-level
-- security and revoked grants (20261126000000_fans.sql,
-- 20261127000000_fans_hosted.sql) cover them.

-- The place and distance a confirmed fan asked to move to: {place, latitude,
-- longitude, withinKm, unit}; null when none waits.
alter table public.fans add column if not exists "pendingPlace" jsonb;

-- When the current confirmation link stops working: 48 hours after an
-- unconfirmed sign-up's first e-mail, whatever posts follow (the sign-up is
-- deleted then), or after a confirmed fan's place-change e-mail.
alter table public.fans add column if not exists "confirmExpiresAt" timestamptz;

-- Sign-ups and links from before this migration: 48 hours after their last e-mail, as they were.
update public.fans
  set "confirmExpiresAt" = coalesce("confirmSentAt", "consentedAt") + interval '48 hours'
  where "confirmExpiresAt" is null and ("confirmedAt" is null or "confirmTokenHash" is not null);
