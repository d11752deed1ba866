import { m } from "#app/i18n/compiled/messages.js";
import { serviceName } from "#app/site/services.ts";
import type { ServiceLink } from "#app/site/types.ts";

import { ExternalLink } from "./external-link.tsx";
import { ServiceIcon } from "./service-icon.tsx";

/** The service shows as its icon; its name is in the accessible name ("Watch on YouTube"). */
export function ServiceButton({
  link,
  action = m.shell_stream_on(),
  primary = false,
}: {
  link: ServiceLink;
  action?: string;
  primary?: boolean;
}) {
  return (
    <ExternalLink
      href={link.url}
      className={`whitespace-nowrap ${primary ? "button-primary" : "button-secondary accent-hover"}`}
    >
      {`${action} `}
      <ServiceIcon service={link.service} className="size-5" />{" "}
      <span className="sr-only">{serviceName(link)}</span>
    </ExternalLink>
  );
}
