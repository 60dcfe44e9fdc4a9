/**
 * The query of one page of a donor's list (`/doner/index`, `/doner/campaigns`, `/doner/donations`):
 * the page and the filters the address asks for, passed on as they are: the API reads them leniently.
 */
export function donorListQuery(request: Request, filters: readonly string[] = []): Record<string, string> {
  const params = new URL(request.url).searchParams;
  const query: Record<string, string> = {};
  for (const name of ['page', ...filters]) {
    const value = params.get(name);
    if (value) query[name] = value;
  }
  return query;
}
