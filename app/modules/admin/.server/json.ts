/** A passkey ceremony's body as a JSON object, else null (its size is checked before: server/form-posts.ts). */
export async function readJson(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = JSON.parse(await request.text());
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function answer(body: Record<string, unknown>, status = 200, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers });
}
