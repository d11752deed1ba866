import { ADMIN_PATH } from "../index.ts";
import { INPUT } from "./fields.tsx";

export const CODE_PATH = `${ADMIN_PATH}/sign-in/code`;

/** The sign-in without a passkey: works without JavaScript. */
export function AskForCodeForm({ email = "" }: { email?: string }) {
  return (
    <form method="post" action={CODE_PATH} className="flex flex-col gap-3">
      <input type="hidden" name="step" value="send" />
      <label htmlFor="code-email" className="font-semibold">
        Your e-mail address
      </label>
      <input
        id="code-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={email}
        className={INPUT}
      />
      <button type="submit" className="button-primary cursor-pointer">
        E-mail me a code
      </button>
    </form>
  );
}

export function EnterCodeForm({ email }: { email: string }) {
  return (
    <form method="post" action={CODE_PATH} className="flex flex-col gap-3">
      <input type="hidden" name="step" value="check" />
      <input type="hidden" name="email" value={email} />
      <label htmlFor="code" className="font-semibold">
        The 6-digit code
      </label>
      <input
        id="code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        className={INPUT}
      />
      <button type="submit" className="button-primary cursor-pointer">
        Sign in
      </button>
    </form>
  );
}
