import arabic from './catalogues/ar.ts';
import english from './catalogues/en.ts';
import { registerCatalogue } from './translate.ts';

// The server speaks both languages: importing this module loads both catalogues.
registerCatalogue('ar', arabic);
registerCatalogue('en', english);

export * from './translate.ts';
