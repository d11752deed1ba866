/** The follow form's fields as the page sends them, with `fields` changed: a POST body. */
export function signUpForm(fields: Record<string, string> = {}) {
  return new URLSearchParams({
    email: "fan@example.com",
    place: "Tampa, FL",
    distance: "100 mi",
    consent: "yes",
    website: "",
    from: "/",
    ...fields,
  }).toString();
}
