import arabic from './catalogues/ar.ts';
import arabicBackOffice from './catalogues/back-office-ar.ts';
import englishBackOffice from './catalogues/back-office-en.ts';
import english from './catalogues/en.ts';
import { registerBackOfficeCatalogue, registerCatalogue } from './translate.ts';

// The server speaks both languages: importing this module loads both catalogues, the back
// office's messages included.
registerCatalogue('ar', arabic);
registerCatalogue('en', english);
registerBackOfficeCatalogue('ar', arabicBackOffice);
registerBackOfficeCatalogue('en', englishBackOffice);

export * from './translate.ts';
