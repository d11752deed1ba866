import { type ServiceId, SERVICES } from "#app/site/services.ts";

/** A service's logo. Decorative: the link around it carries the service's name. */
export function ServiceIcon({ service, className }: { service: ServiceId; className?: string }) {
  const Icon = SERVICES[service].icon;
  return <Icon aria-hidden="true" focusable="false" className={className} />;
}
