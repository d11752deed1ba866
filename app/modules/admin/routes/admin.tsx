import { Outlet } from "react-router";

// Every answer under /admin is never stored nor indexed: server/security-headers.ts's adminHeaders says so.

export const meta = () => [{ title: "Band pages" }, { name: "robots", content: "noindex" }];

export default function Admin() {
  return <Outlet />;
}
