// The admin module's server part: the band's members, their passkeys, sessions and codes, and the activity list.
export {
  type AdminStore,
  AdminInputError,
  type ChallengePurpose,
  CHALLENGE_VALID_MS,
  CODE_TRIES,
  CODE_VALID_MS,
  createAdminStore,
  INVITE_VALID_MS,
  type Member,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  type StoredPasskey,
} from "./store.ts";
