import { ErrorScreen } from "./error-screen.tsx";

/** "Page not found", for an unknown URL and for a 404 thrown by any route. */
export function NotFoundScreen() {
  return (
    <ErrorScreen
      heading="Page not found"
      message="There is nothing at this address. The shows and the music are one click away."
    />
  );
}
