// The passkey ceremonies of the band's pages: ask the server for options, let the phone make or use
// a passkey (@simplewebauthn/browser, loaded before this), send the answer back, then go where told.
const { startRegistration, startAuthentication, browserSupportsWebAuthn } = window.SimpleWebAuthnBrowser;

const ROUTES = {
  register: ["/admin/passkeys/new", "/admin/passkeys/add"],
  "sign-in": ["/admin/sign-in/passkey", "/admin/sign-in/verify"],
};

async function post(path, body) {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({ error: "The site did not answer. Try again." }));
  if (!response.ok) throw new Error(answer.error ?? "Something went wrong. Try again.");
  return answer;
}

for (const button of document.querySelectorAll("[data-passkey]")) {
  const message = button.parentElement.querySelector("[data-passkey-message]");
  if (!browserSupportsWebAuthn()) {
    message.textContent = "This browser cannot use passkeys: use the e-mailed code instead.";
    continue;
  }
  button.disabled = false;
  button.addEventListener("click", async () => {
    const ceremony = button.dataset.passkey;
    const [optionsPath, answerPath] = ROUTES[ceremony];
    const token = button.dataset.token;
    button.disabled = true;
    message.textContent = "Waiting for your passkey…";
    try {
      const { options } = await post(optionsPath, { token });
      const response =
        ceremony === "register"
          ? await startRegistration({ optionsJSON: options })
          : await startAuthentication({ optionsJSON: options });
      const named = document.querySelector("[data-passkey-name]")?.value.trim();
      const label = named || navigator.userAgentData?.platform || navigator.platform || "Passkey";
      const { next } = await post(answerPath, { token, response, label });
      message.textContent = "Done.";
      window.location.assign(next);
    } catch (error) {
      message.textContent =
        error instanceof Error && error.name === "NotAllowedError"
          ? "The passkey was not used. Try again when you are ready."
          : error.message;
      button.disabled = false;
    }
  });
}
