import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isBackOfficePath, loadBackOfficeCatalogue, loadCatalogue } from './lib/catalogue.ts';
import { localeFromPath } from './lib/i18n.ts';
import { typeLatinDigits } from './lib/latin-digits.ts';

typeLatinDigits(document);

// The page's messages come before hydration: the first render in the browser must say what the
// server said.
const { pathname } = window.location;
const locale = localeFromPath(pathname);
(isBackOfficePath(pathname) ? loadBackOfficeCatalogue(locale) : loadCatalogue(locale)).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
