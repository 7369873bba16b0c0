import { logoutRequestSchema } from '@study/contract';

/**
 * Logout's body is optional and often an empty body sent with a JSON content type (spec §7:
 * every call sends one), so it is read by hand: anything but `{ refreshToken }` is ignored.
 */
export async function optionalRefreshToken(request: { text(): Promise<string> }): Promise<string | undefined> {
  let parsed: unknown;
  try {
    const text = await request.text();
    parsed = text.trim() ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
  const result = logoutRequestSchema.safeParse(parsed);
  return result.success ? result.data?.refreshToken : undefined;
}
