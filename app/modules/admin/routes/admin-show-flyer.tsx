import { data, redirect } from "react-router";

import { servicesOf } from "#app/.server/request-context.ts";
import { venueAndCity } from "#app/lib/shows/details.ts";
import { flyerOf, uploadedFlyer } from "#app/lib/shows/flyer.ts";
import { storedImageFile } from "#app/modules/media/.server/store.ts";
import { Picture } from "#app/ui/picture.tsx";

import { writeShows } from "../.server/read-only.ts";
import { assertSameOrigin, nameOf, requireMember, showOf } from "../.server/session.ts";
import { receiveUpload } from "../.server/uploads.ts";
import { AdminPage, Notice } from "../components/admin-page.tsx";
import { UploadField } from "../components/upload-field.tsx";
import { ADMIN_PATH } from "../index.ts";
import type { Route } from "./+types/admin-show-flyer";

/** As wide as the show page ever shows it, twice over, and the full size its link opens. */
const FLYER_WIDEST = 1600;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireMember(request, context);
  const show = await showOf(params.id, context);
  const { media } = servicesOf(context);
  const flyer = flyerOf(show.flyerLink);
  const stored = flyer?.kind === "upload" && media ? await media.image(flyer.id) : null;
  return {
    id: show.id,
    where: venueAndCity(show),
    image: stored && storedImageFile(stored),
    elsewhere: flyer !== null && flyer.kind !== "upload",
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  assertSameOrigin(request, services.env.siteUrl);
  const { member, admin } = await requireMember(request, context);
  const show = await showOf(params.id, context);
  const back = `${ADMIN_PATH}/shows/${show.id}`;
  const received = await receiveUpload(request, services, { kind: "flyer", widest: FLYER_WIDEST });
  if ("error" in received) return data({ error: received.error }, { status: received.status });
  const before = flyerOf(show.flyerLink);
  const flyerLink = received.image ? uploadedFlyer(received.image.id) : null;
  const saved = await writeShows(() => services.showsStore.update(show.id, { flyerLink }));
  if (!saved) return data({ error: "This show was removed meanwhile: nothing was saved." }, { status: 409 });
  if (before?.kind === "upload" && before.id !== received.image?.id)
    await forgetUnlessShown(before.id, services);
  await admin.recordActivity(
    nameOf(member),
    `${received.image ? "put up a new flyer for" : "took the flyer off"} ${venueAndCity(show)}`,
    new Date(),
  );
  return redirect(back, 303);
}

/** A picture another show still shows stays. */
async function forgetUnlessShown(id: string, services: ReturnType<typeof servicesOf>) {
  const shows = await services.showsStore.list(() => {});
  const shown = shows.some((show) => show.flyerLink === uploadedFlyer(id));
  if (!shown) await services.media?.remove(id);
}

export default function AdminShowFlyer({ loaderData, actionData }: Route.ComponentProps) {
  const { id, where, image, elsewhere } = loaderData;
  return (
    <AdminPage title={`The flyer: ${where}`} signedIn>
      {actionData?.error && <Notice tone="error">{actionData.error}</Notice>}
      {image ? (
        <Picture
          image={image}
          sizes="min(100vw - 2.5rem, 28rem)"
          widest={448}
          alt={`The flyer for ${where}`}
          className="h-auto w-full rounded-card"
        />
      ) : (
        <p>{elsewhere ? "The flyer is a link or a file the shows command set." : "No flyer yet."}</p>
      )}
      <UploadField label={image ? "A new flyer" : "The flyer"} submit="Upload the flyer" />
      {image && (
        <form method="post" encType="multipart/form-data">
          <input type="hidden" name="intent" value="remove" />
          <button type="submit" className="inline-flex min-h-11 cursor-pointer items-center underline">
            Take the flyer off
          </button>
        </form>
      )}
      <p>
        <a href={`${ADMIN_PATH}/shows/${id}`} className="inline-flex min-h-11 items-center underline">
          Back to the show
        </a>
      </p>
    </AdminPage>
  );
}
