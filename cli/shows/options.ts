import { SHOW_FIELD_NAMES, SHOW_FIELDS, type ShowField } from "#app/lib/shows/fields.ts";
import { SHOW_STATUSES } from "#app/lib/shows/parsers.ts";

// A field without an option is set otherwise (previousDate: by `reschedule`) or only through import.

interface FieldOption {
  option: string;
  placeholder: string;
  help: string;
}

const FIELD_OPTIONS: Partial<Record<ShowField, FieldOption>> = {
  date: {
    option: "date",
    placeholder: "<when>",
    help: "when it starts (required for add; TBA when not known yet)",
  },
  venue: { option: "venue", placeholder: "<text>", help: "where (required for add)" },
  city: { option: "city", placeholder: "<text>", help: "the venue's city" },
  state: { option: "state", placeholder: "<text>", help: "the venue's state, such as FL" },
  price: {
    option: "price",
    placeholder: "<dollars>",
    help: "e.g. 15, 12.50 or Free; none or TBA: no price shown",
  },
  supportingArtists: {
    option: "with",
    placeholder: '"A, B"',
    help: "supporting artists, separated by commas",
  },
  ageRestriction: {
    option: "ages",
    placeholder: "<age>",
    help: `minimum age, a whole number 0-${SHOW_FIELDS.ageRestriction.max} (e.g. 21); none: all ages`,
  },
  ticketLink: {
    option: "tickets",
    placeholder: "<url>",
    help: "where to buy tickets, an http(s) link; none: tickets at the door",
  },
  flyerLink: {
    option: "flyer",
    placeholder: "<url|file>",
    help: "the show's flyer: an http(s) link, or a picture's name in content/flyers/ (e.g. lorem-lounge.jpg)",
  },
  status: {
    option: "status",
    placeholder: "<state>",
    help: `${SHOW_STATUSES.join(", ")} (or use cancel, postpone, reschedule)`,
  },
  soldOut: { option: "sold-out", placeholder: "yes|no", help: "no tickets left: the ticket button goes" },
  onSaleDate: {
    option: "on-sale",
    placeholder: "<when>",
    help: "when tickets go on sale; until then no ticket button (none: on sale now)",
  },
  title: {
    option: "title",
    placeholder: "<text>",
    help: "an event name (a festival, a release show); else the venue heads it",
  },
  address: {
    option: "address",
    placeholder: "<text>",
    help: "the venue's street address, such as 123 Main St",
  },
  postalCode: { option: "postal-code", placeholder: "<text>", help: "the venue's ZIP or postal code" },
  country: {
    option: "country",
    placeholder: "<code>",
    help: "the venue's country, two letters such as US or CA (none: the band's own)",
  },
  notes: {
    option: "notes",
    placeholder: "<text>",
    help: 'shown on the show\'s page; "Doors 7 PM" in them goes beside the date',
  },
  notable: {
    option: "notable",
    placeholder: "yes|no",
    help: "named on the press page among the shows played (a festival, a big support slot)",
  },
};

export const OPTION_FIELDS = SHOW_FIELD_NAMES.flatMap((field) => {
  const option = FIELD_OPTIONS[field];
  return option ? [{ field, ...option }] : [];
});

export const optionOf = (field: ShowField): string | undefined => FIELD_OPTIONS[field]?.option;

export const FIELD_ARGUMENTS = Object.fromEntries(
  OPTION_FIELDS.map(({ option }) => [option, { type: "string" }]),
) as Record<string, { type: "string" }>;

export function fieldInput(values: Record<string, unknown>): Partial<Record<ShowField, unknown>> {
  const input: Partial<Record<ShowField, unknown>> = {};
  for (const { field, option } of OPTION_FIELDS) {
    const value = values[option];
    if (value !== undefined) input[field] = value;
  }
  return input;
}
