/**
 * A small copy of a chosen picture for its preview, as a `data:` address: the page's policy lets
 * pictures come from the site and from `data:`, not from `blob:`. Null when the browser cannot
 * read the file as a picture (the API will say why when the form is sent).
 */
export async function thumbnail(file: File, width = 640): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file, { resizeWidth: width, resizeQuality: 'medium' });
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.85);
  } catch {
    return null;
  }
}
