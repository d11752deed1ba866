import { m } from "#app/i18n/compiled/messages.js";
import { drawCount, formatCount } from "#app/modules/press/press.ts";
import { PageSection } from "#app/ui/page-section.tsx";

import type { PressDrawRow } from "../press.ts";

/**
 * The site's own count of Get Tickets clicks (not tickets sold) and of fans nearby; a count under the
 * floor is never shown, so no number points at a person.
 */
export function PressDraw({ draw, threshold }: { draw: PressDrawRow[] | null; threshold: number }) {
  if (!draw || draw.length === 0) return null;
  // No fans' count in any city (none over the floor, or no list of fans to count): no column for it.
  const withFans = draw.some((row) => row.fans !== null);
  const cell = "border-b border-white/10 px-2 py-3";
  return (
    <PageSection id="draw" title={m.press_draw()}>
      <table className="w-full text-left">
        <thead>
          <tr className="border-b border-white/20">
            <th scope="col" className="px-2 py-2 eyebrow">
              {m.press_city()}
            </th>
            <th scope="col" className="px-2 py-2 eyebrow">
              {m.press_ticket_clicks()}
            </th>
            {withFans && (
              <th scope="col" className="px-2 py-2 eyebrow">
                {m.press_fans_nearby()}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {draw.map((row) => (
            <tr key={row.city}>
              <th scope="row" className={`${cell} font-semibold`}>
                {row.city}
              </th>
              <td className={cell}>{drawCount(row.clicks, threshold)}</td>
              {withFans && <td className={cell}>{drawCount(row.fans, threshold)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-small text-white/80">
        {m.press_draw_note({ threshold: formatCount(threshold) })}
      </p>
    </PageSection>
  );
}
