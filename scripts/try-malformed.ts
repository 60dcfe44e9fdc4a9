// Sends malformed input to every operation of the endpoint map on a running site, as an outsider
// would, then checks the site still answers: `npm run try:malformed -- http://localhost:3000`.
// For a demo (`npm start`): it signs in with the demo accounts, so every operation is reached as a
// caller allowed to make it. Prints what answered 5xx and exits 1 if anything did or the site
// stopped answering. The same inputs, with their answers checked in detail, are the API's
// malformed-input tests (apps/api/src/http/malformed-input.test.ts).
import { type Access, endpoints, routeOf } from '@ataa/contract/endpoints';
import { answeringOperations } from '../apps/api/src/test/operations.ts';

const origin = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const DEPTH = 20_000;

const BODIES: Array<[string, string, string]> = [
  ['nested 20,000 deep', 'application/json', `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`],
  ['half of a UTF-16 pair', 'application/json', '{"name":"Water \\ud800","title:ar":"\\ud800"}'],
  [
    'a form without its boundary',
    'multipart/form-data',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
  ],
  [
    'a form cut short',
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
  ],
];

async function signIn(account: string, password: string): Promise<string> {
  const answer = await fetch(`${origin}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  return ((await answer.json()) as { result: { token: string } }).result.token;
}

const donor = await signIn('donor1@ataa.example', 'Donor12345');
const charity = await signIn('noor@ataa.example', 'Charity12345');
const admin = await signIn('admin@ataa.example', 'Admin12345');
const tokens: Record<Access, string | undefined> = {
  anyone: undefined,
  account: donor,
  donor,
  charity,
  'approved charity': charity,
  admin,
};

const failures: string[] = [];
let sent = 0;
for (const key of answeringOperations) {
  const { method, path } = routeOf(key);
  const token = tokens[endpoints[key].access];
  const target = `${origin}/api/v1${path.replace(/:\w+/g, '1')}`;
  const headers = (type?: string): Record<string, string> => ({
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(type ? { 'content-type': type } : {}),
  });
  const attempts: Array<[string, RequestInit, string]> = [
    ['a NUL in the query', { method, headers: headers() }, `${target}?q=water%00&from=2024-02-30&page=%00`],
    ['an impossible day', { method, headers: headers() }, `${target}?from=0000-00-00&to=2024-13-45`],
  ];
  if (method !== 'GET') {
    for (const [name, type, body] of BODIES)
      attempts.push([name, { method, headers: headers(type), body }, target]);
  }
  for (const [name, init, url] of attempts) {
    sent++;
    const answer = await fetch(url, init).catch((error: Error) => error);
    if (answer instanceof Error) failures.push(`${key}, ${name}: no answer (${answer.message})`);
    else if (answer.status >= 500) failures.push(`${key}, ${name}: ${answer.status}`);
    if (!(answer instanceof Error)) await answer.arrayBuffer();
  }
}

const ready = await fetch(`${origin}/readyz`).then(
  (answer) => answer.status,
  () => 0,
);
console.log(`${sent} malformed requests to ${answeringOperations.length} operations of ${origin}`);
for (const failure of failures) console.log(`  ${failure}`);
console.log(`${failures.length} answered 5xx or not at all; /readyz then answered ${ready || 'nothing'}`);
process.exit(failures.length === 0 && ready === 200 ? 0 : 1);
