import arabic from './catalogues/ar.ts';
import arabicBackOffice from './catalogues/back-office-ar.ts';
import englishBackOffice from './catalogues/back-office-en.ts';
import english from './catalogues/en.ts';
import arabicServer from './catalogues/server-ar.ts';
import englishServer from './catalogues/server-en.ts';
import { registerBackOfficeCatalogue, registerCatalogue, registerServerCatalogue } from './translate.ts';

// The server speaks both languages: importing this module loads both catalogues, the back
// office's messages and the server's own included.
registerCatalogue('ar', arabic);
registerCatalogue('en', english);
registerBackOfficeCatalogue('ar', arabicBackOffice);
registerBackOfficeCatalogue('en', englishBackOffice);
registerServerCatalogue('ar', arabicServer);
registerServerCatalogue('en', englishServer);

export * from './translate.ts';
