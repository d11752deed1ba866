import { data, redirect } from "react-router";

import { describeError, log } from "#app/.server/log.ts";
import { clientAddressContext, servicesOf } from "#app/.server/request-context.ts";

import { queueMemberMail, signInCodeMail } from "../.server/mail.ts";
import { adminStoreOf, assertSameOrigin, sessionCookie } from "../.server/session.ts";
import { AdminPage, Notice } from "../components/admin-page.tsx";
import { AskForCodeForm, EnterCodeForm } from "../components/code-forms.tsx";
import { ADMIN_PATH } from "../index.ts";
import type { Route } from "./+types/admin-code";

const WINDOW_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/**
 * Enough for a typo and a slow inbox, not for guessing: codes per client and per address in 15 minutes,
 * and tries of a code per client in 15 minutes and per address in a day (whatever the number of codes).
 */
const LIMITS = {
  client: { max: 10, windowMs: WINDOW_MS },
  address: { max: 3, windowMs: WINDOW_MS },
  clientTries: { max: 20, windowMs: WINDOW_MS },
  addressTries: { max: 15, windowMs: DAY_MS },
};
const SENT =
  "If this address belongs to a member of the band, a code is on its way to it. It works for 10 minutes.";
const WRONG = "That code is not right, or no longer works. Check the e-mail, or ask for a new code.";
const TOO_MANY = "Too many codes were asked for. Try again in 15 minutes, or sign in with a passkey.";
const TOO_MANY_TRIES = "Too many codes were tried. Try again tomorrow, or sign in with a passkey.";
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Answer = { step: "send" | "check"; email: string; message: string | null; tone: "info" | "error" };

export async function action({ request, context }: Route.ActionArgs) {
  const { env, database, mail } = servicesOf(context);
  assertSameOrigin(request, env.siteUrl);
  const admin = adminStoreOf(context);
  if (!admin || !database) throw redirect(ADMIN_PATH);
  const form = await request.formData();
  const email = String(form.get("email") ?? "")
    .trim()
    .toLowerCase()
    .slice(0, 254);
  const now = new Date();
  const answer = (status: number, body: Answer) => data(body, { status });

  if (!EMAIL.test(email)) {
    return answer(400, {
      step: "send",
      email,
      message: "Enter an e-mail address, such as name@example.com.",
      tone: "error",
    });
  }
  const client = context.get(clientAddressContext) ?? "unknown";
  if (form.get("step") === "check") {
    const mayTry =
      (await admin.allowCodeRequest(`try-client:${client}`, now, LIMITS.clientTries)) &&
      (await admin.allowCodeRequest(`try-address:${email}`, now, LIMITS.addressTries));
    if (!mayTry) return answer(429, { step: "check", email, message: TOO_MANY_TRIES, tone: "error" });
    const member = await admin.checkSignInCode(email, String(form.get("code") ?? "").trim(), now);
    if (!member) return answer(400, { step: "check", email, message: WRONG, tone: "error" });
    const sessionId = await admin.startSession(member.id, now);
    return redirect(ADMIN_PATH, {
      status: 303,
      headers: { "Set-Cookie": sessionCookie(sessionId, env.siteUrl) },
    });
  }
  // The same answer, member or not, and at the same moment: the mail is queued after it (the client's
  // limit first, so that one client cannot use up a member's).
  const allowed =
    (await admin.allowCodeRequest(`client:${client}`, now, LIMITS.client)) &&
    (await admin.allowCodeRequest(`address:${email}`, now, LIMITS.address));
  if (!allowed) return answer(429, { step: "send", email, message: TOO_MANY, tone: "error" });
  const code = await admin.newSignInCode(email, now);
  if (code) {
    const sending = queueMemberMail(database, signInCodeMail({ to: code.member.email, code: code.code }));
    void sending.then(mail.wake, (error: unknown) =>
      log("error", "a sign-in code could not be queued", { cause: describeError(error) }),
    );
  }
  return answer(200, { step: "check", email, message: SENT, tone: "info" });
}

export default function AdminCode({ actionData }: Route.ComponentProps) {
  const { step, email, message, tone } = actionData ?? {
    step: "send",
    email: "",
    message: null,
    tone: "info",
  };
  return (
    <AdminPage title="Sign in with a code" signedIn={false}>
      {message && <Notice tone={tone}>{message}</Notice>}
      {step === "check" ? <EnterCodeForm email={email} /> : <AskForCodeForm email={email} />}
    </AdminPage>
  );
}
