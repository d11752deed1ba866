// "Atlanta, Georgia", "Atlanta, GA" and "Atlanta GA" are one city wherever cities are counted.

const US_STATES: Readonly<Record<string, string>> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
  PR: "Puerto Rico",
};

/** Lower case, single spaces, no dots: "Ga." = "ga", "St. Louis" = "st louis". */
const plain = (text: string) => text.toLowerCase().replace(/\./g, "").replace(/\s+/g, " ").trim();

const CODES = new Map(
  Object.entries(US_STATES).flatMap(([code, name]) => [
    [plain(code), code],
    [plain(name), code],
  ]),
);

export function stateCode(text: string): string | undefined {
  return CODES.get(plain(text));
}

/** Text that ends in no state is kept (lower case); so is a state alone ("New York"). */
export function cityKey(place: string): string {
  const text = plain(place);
  const comma = text.lastIndexOf(",");
  if (comma >= 0) {
    const [city, state] = [text.slice(0, comma).trim(), text.slice(comma + 1).trim()];
    const code = stateCode(state);
    return `${city}, ${code?.toLowerCase() ?? state}`;
  }
  // No comma: the last words may be the state ("Kansas City Missouri"); a state's name has at most three.
  const words = text.split(" ");
  for (let count = Math.min(3, words.length - 1); count >= 1; count--) {
    const code = stateCode(words.slice(-count).join(" "));
    if (code) return `${words.slice(0, -count).join(" ")}, ${code.toLowerCase()}`;
  }
  return text;
}
