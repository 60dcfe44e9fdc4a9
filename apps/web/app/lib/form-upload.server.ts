/** A form's fields and chosen files as a multipart body for the API, without the page's own keys. */
export function uploadOf(form: FormData, pageOnly: (key: string) => boolean): FormData {
  const upload = new FormData();
  for (const [key, value] of form) {
    if (pageOnly(key)) continue;
    // An empty file input sends an empty file: nothing was chosen.
    if (typeof value === 'string' || value.size > 0) upload.append(key, value);
  }
  return upload;
}
