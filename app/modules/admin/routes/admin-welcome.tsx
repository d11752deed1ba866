import { adminStoreOf } from "../.server/session.ts";
import { AdminPage, Notice } from "../components/admin-page.tsx";
import { PasskeyButton } from "../components/passkey-button.tsx";
import type { Route } from "./+types/admin-welcome";

/** The invitation's page: the member adds a passkey for this phone, and is signed in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const member = token ? await adminStoreOf(context)?.peekInvite(token, new Date()) : null;
  return member ? { token, name: member.name ?? member.email } : { token: null, name: null };
}

export default function AdminWelcome({ loaderData }: Route.ComponentProps) {
  const { token, name } = loaderData;
  return (
    <AdminPage title="Welcome" signedIn={false}>
      {token ? (
        <>
          <p className="text-lead">
            Hello {name}. Add a passkey to sign in to the band's pages from this phone: your fingerprint, face
            or screen lock is all it asks.
          </p>
          <PasskeyButton ceremony="register" label="Add a passkey" token={token} />
        </>
      ) : (
        <Notice tone="error">
          This invitation has expired or was used already: ask the band for a new one (npm run admin --
          invite).
        </Notice>
      )}
    </AdminPage>
  );
}
