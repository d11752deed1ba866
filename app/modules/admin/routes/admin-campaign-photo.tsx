import { data, redirect } from "react-router";

import { servicesOf } from "#app/.server/request-context.ts";
import type { CampaignPart } from "#app/modules/home/.server/campaign.ts";
import { FOCUS_KEYS, type FocusKey, type HeroPhoto } from "#app/modules/home/campaign.ts";
import { storedImageFile } from "#app/modules/media/.server/store.ts";
import { PAGE_STYLE_KEYS } from "#app/site/types.ts";
import { Picture } from "#app/ui/picture.tsx";

import { assertSameOrigin, nameOf, requireMember } from "../.server/session.ts";
import { receiveUpload } from "../.server/uploads.ts";
import { STYLE_NAMES, styleOf } from "../campaign-form.ts";
import { AdminPage, Notice } from "../components/admin-page.tsx";
import { RadioChoices } from "../components/fields.tsx";
import { UploadField } from "../components/upload-field.tsx";
import { ADMIN_PATH } from "../index.ts";
import type { Route } from "./+types/admin-campaign-photo";

/** The hero fills a wide screen: the ladder's top step. */
const HERO_WIDEST = 2560;

const focusOf = (value: unknown): FocusKey => FOCUS_KEYS.find((key) => key === value) ?? "center";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMember(request, context);
  const { campaign, media } = servicesOf(context);
  const style = styleOf(new URL(request.url).searchParams.get("hero")) ?? campaign.current().activeStyle;
  const photo = campaign.overrides()[style]?.photo;
  const stored = photo && media ? await media.image(photo.image) : null;
  return { style, focus: photo?.focus ?? "center", image: stored && storedImageFile(stored) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  assertSameOrigin(request, services.env.siteUrl);
  const { member, admin } = await requireMember(request, context);
  const { campaign } = services;
  const style = styleOf(new URL(request.url).searchParams.get("hero"));
  if (!style) return data({ error: "Choose the hero this photo is for." }, { status: 400 });
  const kept = campaign.overrides()[style]?.photo;
  let photo: HeroPhoto | null;
  let done: string;
  const wantsFocus = request.headers.get("Content-Type")?.startsWith("application/x-www-form-urlencoded");
  if (wantsFocus) {
    const form = await request.formData();
    if (!kept) return data({ error: "Upload a photo first." }, { status: 400 });
    photo = { ...kept, focus: focusOf(form.get("focus")) };
    done = `moved the point kept in view of the "${STYLE_NAMES[style]}" hero's photo`;
  } else {
    const received = await receiveUpload(request, services, { kind: "hero", widest: HERO_WIDEST });
    if ("error" in received) return data({ error: received.error }, { status: received.status });
    photo = received.image && { image: received.image.id, focus: focusOf(received.form.get("focus")) };
    done = received.image
      ? `put up a new photo for the "${STYLE_NAMES[style]}" hero`
      : `took the photo off the "${STYLE_NAMES[style]}" hero`;
  }
  const hero = { ...campaign.overrides()[style], photo: photo ?? undefined };
  if (!photo) delete hero.photo;
  await campaign.save({ key: style, value: Object.keys(hero).length > 0 ? hero : null } as CampaignPart);
  if (kept && kept.image !== photo?.image) await forgetUnlessShown(kept.image, services);
  await admin.recordActivity(nameOf(member), done, new Date());
  return redirect(`${ADMIN_PATH}/campaign?hero=${style}`, 303);
}

/** Another hero may show the same photo. */
async function forgetUnlessShown(id: string, services: ReturnType<typeof servicesOf>) {
  const overrides = services.campaign.overrides();
  if (PAGE_STYLE_KEYS.some((style) => overrides[style]?.photo?.image === id)) return;
  await services.media?.remove(id);
}

export default function AdminCampaignPhoto({ loaderData, actionData }: Route.ComponentProps) {
  const { style, focus, image } = loaderData;
  const action = `${ADMIN_PATH}/campaign/photo?hero=${style}`;
  const focusChoices = (
    <RadioChoices
      legend="Keep in view when the sides or top are cut"
      name="focus"
      choices={FOCUS_KEYS.map((key) => ({
        value: key,
        label: key === "center" ? "the middle" : `the ${key}`,
      }))}
      checked={focus}
    />
  );
  return (
    <AdminPage title={`The photo of "${STYLE_NAMES[style]}"`} signedIn>
      {actionData?.error && <Notice tone="error">{actionData.error}</Notice>}
      {image ? (
        <Picture
          image={image}
          sizes="min(100vw - 2.5rem, 42rem)"
          widest={672}
          alt="The hero's photo now"
          className="h-auto w-full rounded-card"
        />
      ) : (
        <p>This hero shows the config file's picture (or its drawn art).</p>
      )}
      <UploadField label={image ? "A new photo" : "A photo"} submit="Upload the photo" action={action}>
        {focusChoices}
      </UploadField>
      {image && (
        <>
          <form method="post" action={action} className="flex flex-col gap-3">
            {focusChoices}
            <button type="submit" className="button-primary cursor-pointer">
              Keep that in view
            </button>
          </form>
          <form method="post" action={action} encType="multipart/form-data">
            <input type="hidden" name="intent" value="remove" />
            <button type="submit" className="inline-flex min-h-11 cursor-pointer items-center underline">
              Back to the config file's picture
            </button>
          </form>
        </>
      )}
      <p>
        <a
          href={`${ADMIN_PATH}/campaign?hero=${style}`}
          className="inline-flex min-h-11 items-center underline"
        >
          Back to the campaign
        </a>
      </p>
    </AdminPage>
  );
}
