import type { BrowserContext, Page } from "@playwright/test";

/** A phone with a passkey store of its own: an internal authenticator that verifies its user. */
export async function phone(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** The one-time link `npm run admin -- invite` prints. */
export const invitationLinkIn = (text: string) =>
  /(http:\/\/localhost:\d+\/admin\/welcome\?token=[\w-]+)/.exec(text)?.[1];
