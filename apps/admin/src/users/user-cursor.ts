/** The user list's keyset cursor: the last row's lower-cased e-mail and id, as base64url JSON. */
export interface UserCursor {
  email: string;
  id: string;
}

export function encodeCursor(cursor: UserCursor): string {
  return Buffer.from(JSON.stringify([cursor.email, cursor.id])).toString('base64url');
}

/** undefined for anything this list did not give out. */
export function decodeCursor(text: string | undefined): UserCursor | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      value[0].length <= 254 &&
      /^[0-9a-f-]{36}$/i.test(value[1])
    )
      return { email: value[0], id: value[1] };
  } catch {
    // not JSON: not ours
  }
  return undefined;
}
