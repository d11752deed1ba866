import { isRouteErrorResponse, Outlet } from "react-router";

import { AdminPage, Notice } from "../components/admin-page.tsx";
import type { Route } from "./+types/admin";

// Every answer under /admin is never stored nor indexed: server/security-headers.ts's adminHeaders says so.

export const meta = () => [{ title: "Band pages" }, { name: "robots", content: "noindex" }];

export default function Admin() {
  return <Outlet />;
}

/** A sentence a band page refused with (no such show, shows it may not write): said on a page of its own. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) throw error;
  const said = typeof error.data === "string" ? error.data : (error.data as { error?: unknown })?.error;
  if (typeof said !== "string") throw error;
  return (
    <AdminPage title={error.status === 404 ? "Not found" : "Not saved"} signedIn>
      <Notice tone="error">{said}</Notice>
    </AdminPage>
  );
}
