interface CookieOptions {
  maxAge: number;
  httpOnly?: boolean;
  secure?: boolean;
}

/** A cookie for the whole site, Lax so it is not sent on cross-site form posts. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${options.maxAge}`,
    'SameSite=Lax',
  ];
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
