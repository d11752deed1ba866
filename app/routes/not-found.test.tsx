// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { pageStyles } from "#app/site/page-styles.ts";
import { renderPage } from "../../tests/route-helpers.tsx";
import NotFound, { loader } from "./not-found.tsx";

it("loader answers with status 404", () => {
  const result = loader();
  expect(result.init?.status).toBe(404);
  expect(result.data).toBeNull();
});

it("says the page was not found and links back home", async () => {
  renderPage({ path: "*", url: "/no/such/page", style: pageStyles.propofol, Component: NotFound, loader });

  expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
  expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  const home = screen.getByRole("link", { name: "Back to the home page" });
  expect(home).toHaveAttribute("href", "/");
  expect(home).not.toHaveAttribute("target");
});
