import { expect, test } from "vitest";

import { onService, serviceName } from "./services.ts";

test("a link is named by its label, or else by its service's name", () => {
  expect(serviceName({ service: "appleMusic" })).toBe("Apple Music");
  expect(serviceName({ service: "website", label: "Merch store" })).toBe("Merch store");
});

test("a link to someone's page is named '{who} on {service}'", () => {
  expect(onService("The Placeholders", { service: "spotify" })).toBe("The Placeholders on Spotify");
  expect(onService("Almost Real", { service: "website", label: "Bandcamp" })).toBe("Almost Real on Bandcamp");
});

test("in Spanish: '{who} en {service}'", async () => {
  const { inLanguage } = await import("#app/i18n/.server/request-language.ts");
  expect(inLanguage("es", () => onService("The Placeholders", { service: "spotify" }))).toBe(
    "The Placeholders en Spotify",
  );
});
