/**
 * Folds text for search the way the campaigns' `search_text` column is folded (contract §1.6):
 * lower case, Arabic diacritics and tatweel dropped, alef forms to ا, alef maqsura to ي, taa
 * marbuta to ه. A query folded here matches the stored text whatever spelling either used.
 */
export function foldForSearch(value: string): string {
  return value
    .toLowerCase()
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[\u0640\u064B-\u065F\u0670]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
