/**
 * A fan's address as logs may show it: the first letter and the domain,
 * "j***@example.com". No log line ever holds a whole address.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}
