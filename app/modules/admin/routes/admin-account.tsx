import { data, redirect } from "react-router";

import { servicesOf } from "#app/.server/request-context.ts";
import { siteConfig } from "#content/site.config.ts";

import { assertSameOrigin, nameOf, requireMember } from "../.server/session.ts";
import { AdminPage, Notice } from "../components/admin-page.tsx";
import { PasskeyButton } from "../components/passkey-button.tsx";
import { ADMIN_PATH } from "../index.ts";
import type { Route } from "./+types/admin-account";

const ACCOUNT_PATH = `${ADMIN_PATH}/account`;

const dateText = (date: Date) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: siteConfig.timeZone }).format(date);

/** A member's passkeys: one per phone or computer; another added here, a lost one removed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { member, admin } = await requireMember(request, context);
  const passkeys = await admin.passkeysOf(member.id);
  return {
    passkeys: passkeys.map((passkey) => ({
      id: passkey.id,
      label: passkey.label,
      added: dateText(passkey.createdAt),
      used: passkey.lastUsedAt ? dateText(passkey.lastUsedAt) : null,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, servicesOf(context).env.siteUrl);
  const { member, admin } = await requireMember(request, context);
  const form = await request.formData();
  const passkeys = await admin.passkeysOf(member.id);
  // The last one stays: without it, only an e-mailed code would let its member in.
  if (passkeys.length <= 1) {
    return data({ error: "This is your only passkey: add another before removing it." }, { status: 400 });
  }
  if (!(await admin.removePasskey(member.id, String(form.get("passkey") ?? "")))) {
    return data({ error: "That passkey is not one of yours." }, { status: 404 });
  }
  await admin.recordActivity(nameOf(member), "removed a passkey", new Date());
  return redirect(ACCOUNT_PATH, 303);
}

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage title="Your passkeys" signedIn>
      {actionData?.error && <Notice tone="error">{actionData.error}</Notice>}
      <ul className="flex flex-col gap-3">
        {loaderData.passkeys.map((passkey) => (
          <li key={passkey.id} className="flex flex-col gap-2 rounded-card border border-white/20 p-4">
            <span className="font-semibold">{passkey.label}</span>
            <span className="text-small">
              Added {passkey.added}
              {passkey.used ? `, last used ${passkey.used}` : ""}
            </span>
            <form method="post">
              <input type="hidden" name="passkey" value={passkey.id} />
              <button type="submit" className="inline-flex min-h-11 cursor-pointer items-center underline">
                Remove {passkey.label}
              </button>
            </form>
          </li>
        ))}
      </ul>
      <h2 className="font-display text-title uppercase">Another phone or computer</h2>
      <PasskeyButton ceremony="register" label="Add a passkey" />
    </AdminPage>
  );
}
