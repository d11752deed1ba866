// Fans' addresses never reach a log line or a stored error.

/** "jane@example.com" → "j***@example.com": enough to tell two apart, not to write to. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${address[0]}***${address.slice(at)}`;
}

const ADDRESS = /[^\s<>()[\]",;:@]+@[^\s<>()[\]",;:@]+/g;

export function maskAddresses(text: string): string {
  return text.replace(ADDRESS, maskAddress);
}
