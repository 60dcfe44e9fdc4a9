// Admin accounts come from `npm run admin:create`, never from registration.
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { API_DIR } from '../../paths.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { createAdmin } from './admins.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const STAFF = {
  email: 'Huda.Staff@Ataa.example',
  mobile: '+966 50 111 2233',
  password: 'Staff2026pass',
  first_name: 'Huda',
  last_name: 'Saleh',
};

describe('creating an admin', () => {
  it('creates a verified admin who signs in to the back office; the same e-mail twice is refused', async () => {
    const created = await createAdmin(server.db, STAFF);
    expect(created).toEqual({ id: expect.any(Number) });
    const [row] = await server.db.select().from(users).where(eq(users.email, 'huda.staff@ataa.example'));
    expect(row).toMatchObject({
      userType: 'admin',
      mobile: '966501112233',
      emailVerifiedAt: expect.any(Date),
    });
    const login = await server.request('/login', {
      body: { account: 'huda.staff@ataa.example', password: STAFF.password },
    });
    expect((await server.request('/admin/audit', { token: login.body.result.token })).status).toBe(200);
    expect(await createAdmin(server.db, STAFF)).toEqual({
      problems: ['email or mobile: an account already uses it'],
    });
  });

  it('refuses a weak password or a bad e-mail, saying why', async () => {
    const refused = await createAdmin(server.db, { ...STAFF, email: 'not-an-address', password: 'short' });
    expect(refused).toEqual({
      problems: [
        'email: Please enter a valid e-mail address.',
        'password: The password needs 8 to 128 characters, with at least one letter and one digit.',
      ],
    });
  });

  // The command runs on an embedded database of its own, whatever DATABASE_URL says, so the pass
  // on PostgreSQL would only repeat it. Its two runs each create and migrate that database: on a
  // busy machine that takes longer than the default half minute.
  it.skipIf(process.env.DATABASE_URL)(
    'runs as a command: the password read from piped input, its usage shown without an e-mail',
    { timeout: 120_000 },
    async () => {
      const run = promisify(execFile);
      const cli = path.join(API_DIR, 'src/modules/accounts/admin-create-cli.ts');
      const env = {
        ...process.env,
        DATA_DIR: await mkdtemp(path.join(tmpdir(), 'ataa-admin-')),
        DATABASE_URL: '',
      };
      const usage = await run('node', ['--import', 'tsx', cli], { env }).catch((error) => error);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('Usage: npm run admin:create');
      // A fresh database has no countries yet: the command says so, and creates nothing.
      const child = execFile(
        'node',
        ['--import', 'tsx', cli, '--email', 'a@b.example', '--mobile', '966500000001'],
        {
          env,
        },
      );
      child.stdin!.end('Staff2026pass\n');
      let stderr = '';
      child.stderr!.on('data', (chunk) => {
        stderr += chunk;
      });
      const code = await new Promise((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain('the database has no countries');
    },
  );
});
