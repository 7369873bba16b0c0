/** A fresh id for a study session (32 hex digits), as the server's study-sessions route takes it. */
export function newStudySessionId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
