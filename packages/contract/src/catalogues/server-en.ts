import server from '../locales/en/server.json' with { type: 'json' };

// Messages only the server writes (its errors, e-mails, notification texts, the staff's answers):
// never sent to a browser.
export default server;
