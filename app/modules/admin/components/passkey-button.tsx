// The browser half of @simplewebauthn: its own bundle, loaded by the band's pages alone.
import webAuthnBrowser from "../../../../node_modules/@simplewebauthn/browser/dist/bundle/index.umd.min.js?url";
import passkeyScript from "../passkey.js?url";

/** A button the passkey script drives; without JavaScript it says what else works. */
export function PasskeyButton({
  ceremony,
  label,
  token,
}: {
  ceremony: "register" | "sign-in";
  label: string;
  token?: string;
}) {
  return (
    <div className="flex flex-col gap-3">
      {ceremony === "register" && (
        <>
          <label htmlFor="passkey-name" className="font-semibold">
            Name this passkey
          </label>
          <input
            id="passkey-name"
            data-passkey-name
            maxLength={60}
            placeholder="Such as Singer's phone"
            className="min-h-11 w-full rounded border border-white/40 bg-transparent px-3 text-body"
          />
        </>
      )}
      <button
        type="button"
        className="button-primary cursor-pointer"
        data-passkey={ceremony}
        data-token={token}
        disabled
      >
        {label}
      </button>
      <p data-passkey-message aria-live="polite" className="text-small" />
      <noscript>
        <p className="text-small">Passkeys need JavaScript: turn it on for this page.</p>
      </noscript>
      <script src={webAuthnBrowser} />
      <script type="module" src={passkeyScript} />
    </div>
  );
}
