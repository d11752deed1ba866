import { data, redirect } from "react-router";

import { servicesOf } from "#app/.server/request-context.ts";
import type { CampaignPart } from "#app/modules/home/.server/campaign.ts";
import { type HeroOverrides, heroProblems, wordsThatDiffer } from "#app/modules/home/campaign.ts";
import { SERVICE_IDS, serviceName } from "#app/site/services.ts";
import { PAGE_STYLE_KEYS, type PageStyleKey } from "#app/site/types.ts";
import { siteConfig } from "#content/site.config.ts";

import { assertSameOrigin, nameOf, requireMember } from "../.server/session.ts";
import { HERO_FORM, heroFormValues, heroFromForm, STYLE_NAMES, styleOf } from "../campaign-form.ts";
import { AdminPage, Notice } from "../components/admin-page.tsx";
import { INPUT, RadioChoices } from "../components/fields.tsx";
import { ADMIN_PATH } from "../index.ts";
import type { Route } from "./+types/admin-campaign";

const CAMPAIGN_PATH = `${ADMIN_PATH}/campaign`;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMember(request, context);
  const { campaign } = servicesOf(context);
  const { activeStyle, heroes } = campaign.current();
  const editing = styleOf(new URL(request.url).searchParams.get("hero")) ?? activeStyle;
  const overrides = campaign.overrides();
  const { photo, ...words } = overrides[editing] ?? {};
  return {
    leading: activeStyle,
    editing,
    values: heroFormValues(editing, heroes[editing]),
    wordsOverridden: Object.keys(words).length > 0,
    photo: photo ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  assertSameOrigin(request, services.env.siteUrl);
  const { member, admin } = await requireMember(request, context);
  const { campaign } = services;
  const form = await request.formData();
  const style = styleOf(form.get("style"));
  if (!style) return data({ error: "Choose one of the styles.", errors: {} }, { status: 400 });
  const record = (what: string) => admin.recordActivity(nameOf(member), what, new Date());
  const photo = campaign.overrides()[style]?.photo;
  switch (form.get("intent")) {
    case "lead":
      await campaign.save({ key: "activeStyle", value: style === siteConfig.activeStyle ? null : style });
      await record(`made "${STYLE_NAMES[style]}" lead Home`);
      return redirect(CAMPAIGN_PATH, 303);
    case "words": {
      const hero = heroFromForm(style, form, campaign.current().heroes[style]);
      const problems = heroProblems(siteConfig, style, hero);
      if (problems.size > 0)
        return data(
          {
            error: null,
            errors: Object.fromEntries(problems),
            values: Object.fromEntries(formStrings(form)),
          },
          { status: 400 },
        );
      const differing = wordsThatDiffer(siteConfig, style, hero);
      await saveHero(style, { ...differing, ...(photo && { photo }) });
      await record(`changed the words of the "${STYLE_NAMES[style]}" hero`);
      return redirect(`${CAMPAIGN_PATH}?hero=${style}`, 303);
    }
    case "config-words":
      await saveHero(style, photo ? { photo } : {});
      await record(`gave the "${STYLE_NAMES[style]}" hero back the config's words`);
      return redirect(`${CAMPAIGN_PATH}?hero=${style}`, 303);
    default:
      return data({ error: "Choose what to change.", errors: {} }, { status: 400 });
  }

  function saveHero(key: PageStyleKey, value: HeroOverrides[PageStyleKey]) {
    const empty = Object.keys(value).length === 0;
    return campaign.save({ key, value: empty ? null : value } as CampaignPart);
  }
}

function formStrings(form: FormData): [string, string][] {
  return [...form].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : []));
}

export default function AdminCampaign({ loaderData, actionData }: Route.ComponentProps) {
  const { leading, editing, wordsOverridden } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: Record<string, string> =
    actionData && "values" in actionData ? actionData.values : loaderData.values;
  const form = HERO_FORM[editing];
  const labelOf = (name: string) =>
    [...form.words, ...form.buttons].find((field) => name === field.name || name.startsWith(`${field.name}.`))
      ?.label ?? name;
  return (
    <AdminPage title="Home's campaign" signedIn>
      {actionData?.error && <Notice tone="error">{actionData.error}</Notice>}
      <form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="lead" />
        <RadioChoices
          legend="Home leads with"
          name="style"
          choices={PAGE_STYLE_KEYS.map((key) => ({ value: key, label: STYLE_NAMES[key] }))}
          checked={leading}
        />
        <button type="submit" className="button-primary cursor-pointer">
          Put it on Home
        </button>
      </form>

      <nav aria-label="The hero to edit" className="flex flex-wrap items-center gap-4">
        {PAGE_STYLE_KEYS.map((key) => (
          <a
            key={key}
            href={`${CAMPAIGN_PATH}?hero=${key}`}
            aria-current={key === editing ? "page" : undefined}
            className={`inline-flex min-h-11 items-center underline ${key === editing ? "font-semibold" : ""}`}
          >
            {STYLE_NAMES[key]}
          </a>
        ))}
      </nav>

      <form method="post" className="flex flex-col gap-5" noValidate>
        <h2 className="font-semibold">The hero of "{STYLE_NAMES[editing]}"</h2>
        <input type="hidden" name="intent" value="words" />
        <input type="hidden" name="style" value={editing} />
        {Object.keys(errors).length > 0 && (
          <div role="alert" className="rounded-card border border-red-400/70 bg-red-500/15 p-4">
            <p className="font-semibold">Nothing was saved. Please check:</p>
            <ul className="mt-2 flex flex-col gap-2">
              {Object.entries(errors).map(([name, message]) => (
                <li key={name}>
                  <a href={`#${name}`} className="inline-flex min-h-11 items-center underline">
                    {labelOf(name)}: {message}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {form.words.map((field) => (
          <TextField key={field.name} name={field.name} label={field.label} values={values} errors={errors} />
        ))}
        {form.buttons.map((button) => (
          <fieldset key={button.name} className="flex flex-col gap-2">
            <legend className="font-semibold">
              {button.label}
              {button.optional ? " (leave the link empty for none)" : ""}
            </legend>
            <label htmlFor={`${button.name}.service`} className="text-small">
              Service (its logo)
            </label>
            <select
              id={`${button.name}.service`}
              name={`${button.name}.service`}
              defaultValue={values[`${button.name}.service`] || "website"}
              className={INPUT}
            >
              {SERVICE_IDS.map((service) => (
                <option key={service} value={service}>
                  {serviceName({ service })}
                </option>
              ))}
            </select>
            <TextField
              name={`${button.name}.label`}
              label="Words (the service's name when empty)"
              values={values}
              errors={errors}
              small
            />
            <TextField
              name={`${button.name}.url`}
              label="Link (https://…)"
              values={values}
              errors={errors}
              type="url"
              small
            />
          </fieldset>
        ))}
        <button type="submit" className="button-primary cursor-pointer">
          Save the words
        </button>
      </form>
      {wordsOverridden && (
        <form method="post">
          <input type="hidden" name="intent" value="config-words" />
          <input type="hidden" name="style" value={editing} />
          <button type="submit" className="inline-flex min-h-11 cursor-pointer items-center underline">
            Back to the config file's words
          </button>
        </form>
      )}
      <p>
        <a
          href={`${CAMPAIGN_PATH}/photo?hero=${editing}`}
          className="inline-flex min-h-11 items-center underline"
        >
          Change the photo
        </a>{" "}
        <a href={`/?style=${editing}`} className="inline-flex min-h-11 items-center underline">
          See this hero on Home
        </a>
      </p>
    </AdminPage>
  );
}

function TextField({
  name,
  label,
  values,
  errors,
  type = "text",
  small = false,
}: {
  name: string;
  label: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  type?: "text" | "url";
  small?: boolean;
}) {
  const error = errors[name];
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={name} className={small ? "text-small" : "font-semibold"}>
        {label}
      </label>
      <input
        id={name}
        name={name}
        type={type}
        defaultValue={values[name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        className={INPUT}
      />
      {error && (
        <p id={`${name}-error`} className="text-small text-red-200">
          {error}
        </p>
      )}
    </div>
  );
}
