import backOffice from '../locales/en/back-office.json' with { type: 'json' };

// The back office's pages' messages: a chunk of their own, which only those pages download.
export default backOffice;
