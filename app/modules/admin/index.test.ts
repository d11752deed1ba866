import { expect, test } from "vitest";

import { isAdminPath } from "./index.ts";

test("the band's pages, however the path is spelled, as the router reads it", () => {
  for (const path of [
    "/admin",
    "/admin/",
    "/admin/shows/3",
    "/Admin/welcome",
    "/%61dmin/sign-in/code",
    "/x/../admin",
  ]) {
    expect(isAdminPath(path), path).toBe(true);
  }
  for (const path of ["/", "/administration", "/admin/../follow", "/shows/admin", "/%E0%A4%A"]) {
    expect(isAdminPath(path), path).toBe(false);
  }
});
