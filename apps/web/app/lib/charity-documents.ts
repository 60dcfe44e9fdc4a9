/** Where a charity attaches its documents on its settings page: the pending page's link lands there. */
export const DOCUMENTS_ANCHOR = 'attach-documents';

/** The settings page, opened at the charity's documents (`path` localizes it). */
export const documentsLink = (path: (to: string) => string) =>
  `${path('/dashboard/charity/settings')}#${DOCUMENTS_ANCHOR}`;
