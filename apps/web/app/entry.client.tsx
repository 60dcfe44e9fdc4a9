import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalogue } from './lib/catalogue.ts';
import { localeFromPath } from './lib/i18n.ts';
import { typeLatinDigits } from './lib/latin-digits.ts';

typeLatinDigits(document);

// The page's messages come before hydration: the first render in the browser must say what the
// server said.
loadCatalogue(localeFromPath(window.location.pathname)).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
