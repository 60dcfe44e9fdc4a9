/** A typed address as a link: http(s) only; one without a scheme is read as https. */
export function linkAddress(typed: string): string | null {
  const value = typed.trim();
  if (!value) return null;
  const address = /^[a-z][\w+.-]*:/i.test(value) ? value : `https://${value.replace(/^\/+/, '')}`;
  const parsed = URL.parse(address);
  return parsed && /^https?:$/.test(parsed.protocol) ? parsed.href : null;
}
