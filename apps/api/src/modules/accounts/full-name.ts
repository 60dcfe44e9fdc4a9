/** A person's name as the site shows it: first and last name, either of which may be missing. */
export function fullName(person: { firstName: string | null; lastName: string | null }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}
