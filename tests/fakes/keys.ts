// The fake Supabase's keys, apart from the fake itself: playwright.config.ts
// needs them before anything may import the site's config (see asset-imports.mjs).
export const FAKE_SUPABASE_ANON_KEY = "fake-anon-key-for-tests";
export const FAKE_SUPABASE_SERVICE_ROLE_KEY = "fake-service-role-key-for-tests";
