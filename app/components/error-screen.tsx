import { Link } from "react-router";

/** The branded screen for an error: a heading, a sentence, a way home, and details in development only. */
export function ErrorScreen({
  heading,
  message,
  details,
}: {
  heading: string;
  message: string;
  details?: string;
}) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-24 text-center">
      <h1 className="font-display text-5xl sm:text-6xl">{heading}</h1>
      <p className="text-lg">{message}</p>
      <Link to="/" className="rounded-full border-2 accent-hover border-white px-5 py-2.5 font-semibold">
        Back to the home page
      </Link>
      {details && (
        <pre className="w-full overflow-x-auto rounded bg-white/10 p-4 text-left text-sm">{details}</pre>
      )}
    </section>
  );
}
