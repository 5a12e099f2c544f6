/**
 * Fills a migrated database with companies of a realistic large size, straight into the tables
 * (multi-row INSERTs of literal values, thousands of rows a statement): going through the API
 * would take hours for 101 companies. Every company is the same size and the same shape, built
 * from a seeded random sequence, so company 1 answers with the same bytes whether it is alone or
 * among 100 others.
 */
import { hash } from '@node-rs/argon2';
import { clientPassword, clientUsername } from '../packages/server/src/auth/client-hash.js';

export const SIZE = {
  projects: 500,
  jobsPerProject: 8,
  workers: 30,
  /** Of the workers, how many are admins (they act for the company). */
  admins: 3,
  clients: 200,
  reminders: 2000,
  messages: 20_000,
  expenses: 3000,
};

export type Size = typeof SIZE;

export const PASSWORD = 'bench-password';
export const ownerName = (company: number) => `bench-c${company}`;
export const workerName = (company: number, worker: number) => `bench-c${company}-w${worker}`;
export const clientName = (company: number, client: number) => `bench-c${company}-k${client}`;

/** Runs one SQL text (several statements allowed) on the database being filled. */
export type Exec = (sql: string) => Promise<unknown>;

/** Where company `n`'s rows sit: ids are given out in blocks, so they can be computed, not read back. */
export function layout(company: number, size: Size = SIZE) {
  const i = company - 1;
  const usersPerCompany = size.workers + size.clients;
  const jobsPerCompany = size.projects * size.jobsPerProject;
  return {
    companyId: company,
    firstWorkerId: i * usersPerCompany + 1,
    firstClientId: i * usersPerCompany + size.workers + 1,
    firstProjectId: i * size.projects + 1,
    firstJobId: i * jobsPerCompany + 1,
    firstReminderId: i * size.reminders + 1,
    firstMessageId: i * size.messages + 1,
    firstExpenseId: i * size.expenses + 1,
    firstLoginId: i * (usersPerCompany + 1) + 1,
  };
}

/** A small seeded generator (mulberry32): the same company always gets the same data. */
function randomSequence(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!,
    chance: (p: number) => next() < p,
  };
}

const STREETS = ['Main St', 'Washington Blvd', 'Harrison Blvd', '25th St', 'Monroe Blvd', 'Wall Ave', 'Grant Ave'];
const CITIES = ['Ogden', 'Layton', 'Roy', 'Clearfield', 'Kaysville'];
const TRADES = ['Pintura', 'Drywall', 'Plomería', 'Electricidad', 'Techo', 'Piso', 'Azulejo', 'Limpieza'];
const PROJECT_STATUSES = ['CLIENT_APPROVAL', 'APPROVED', 'PENDING', 'IN_PROGRESS', 'UPDATED', 'INVOICING', 'COMPLETED'];
const JOB_STATUSES = ['PENDING', 'SCHEDULED', 'UPDATED', 'COMPLETED'];
const WORDS = 'el la los trabajo mañana pintura listo cliente material llegó cuarto baño cocina techo precio'.split(
  ' ',
);

const quote = (value: string | number | null) =>
  value === null ? 'null' : typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;

/** A day of 2026 as YYYY-MM-DD. */
function day(dayOfYear: number): string {
  return new Date(Date.UTC(2026, 0, 1 + (dayOfYear % 365))).toISOString().slice(0, 10);
}

/** Collects rows of a table and writes them a few thousand at a time. */
class TableWriter {
  private rows: string[] = [];
  constructor(
    private readonly exec: Exec,
    private readonly table: string,
    private readonly columns: string[],
  ) {}

  add(...values: Array<string | number | null>): void {
    this.rows.push(`(${values.map(quote).join(',')})`);
  }

  /** Written only when the caller says, so that a parent's rows always go before its children's. */
  async flush(): Promise<void> {
    for (let from = 0; from < this.rows.length; from += 2000) {
      const values = this.rows.slice(from, from + 2000).join(',');
      await this.exec(`insert into ${this.table} (${this.columns.join(',')}) values ${values}`);
    }
    this.rows = [];
  }
}

/** The stored form of PASSWORD, made once for every account. */
async function storedPassword(): Promise<string> {
  // Light argon2 settings (the hash names them, and login verifies with them): the realtime
  // bench signs in 500 accounts; the server's own setting would spend half a minute on that alone.
  return hash(clientPassword(PASSWORD), { memoryCost: 1024, timeCost: 1 });
}

function writers(exec: Exec) {
  const table = (name: string, columns: string[]) => new TableWriter(exec, name, columns);
  return {
    companies: table('companies', ['id', 'name', 'phone', 'email', 'address', 'city', 'state', 'zip', 'field', 'plan']),
    users: table('users', ['id', 'name', 'phone', 'email', 'city', 'state', 'zip', 'user_type']),
    logins: table('logins', ['id', 'username', 'password_hash', 'company_id', 'user_id']),
    memberships: table('memberships', ['company_id', 'user_id', 'role']),
    companyClients: table('company_clients', ['company_id', 'user_id']),
    projects: table('projects', [
      'id',
      'company_id',
      'client_id',
      'name',
      'address',
      'city',
      'state',
      'zip',
      'start_date',
      'end_date',
      'price_cents',
      'type',
      'status',
      'description',
    ]),
    jobs: table('jobs', [
      'id',
      'project_id',
      'name',
      'status',
      'start_date',
      'end_date',
      'price_cents',
      'labor_cents',
      'assignee_id',
    ]),
    reminders: table('reminders', ['id', 'company_id', 'project_id', 'text', 'due_date', 'address']),
    messages: table('messages', ['id', 'project_id', 'text', 'origin', 'sender_company_id', 'sender_user_id']),
    expenses: table('expenses', ['id', 'project_id', 'job_id', 'name', 'amount_cents', 'description', 'date']),
  };
}
type Writers = ReturnType<typeof writers>;

function writeCompany(w: Writers, company: number, passwordHash: string, size: Size): void {
  const random = randomSequence(company * 7919);
  const at = layout(company, size);
  const city = random.pick(CITIES);
  const phone = (n: number) => `801-555-${String(n % 10_000).padStart(4, '0')}`;
  w.companies.add(
    company,
    `Construcciones ${company}`,
    phone(company),
    `c${company}@example.com`,
    `${company} Main St`,
    city,
    'UT',
    '84401',
    'Construcción',
    'pro',
  );
  let loginId = at.firstLoginId;
  w.logins.add(loginId++, clientUsername(ownerName(company)), passwordHash, company, null);

  for (let k = 0; k < size.workers; k++) {
    const id = at.firstWorkerId + k;
    w.users.add(id, `Trabajador ${k} de ${company}`, phone(id), `w${id}@example.com`, city, 'UT', '84401', 'employee');
    w.logins.add(loginId++, clientUsername(workerName(company, k)), passwordHash, null, id);
    w.memberships.add(company, id, k < size.admins ? 'admin' : 'employee');
  }
  for (let k = 0; k < size.clients; k++) {
    const id = at.firstClientId + k;
    w.users.add(id, `Cliente ${k} de ${company}`, phone(id), `k${id}@example.com`, city, 'UT', '84401', 'client');
    w.logins.add(loginId++, clientUsername(clientName(company, k)), passwordHash, null, id);
    w.companyClients.add(company, id);
  }

  for (let p = 0; p < size.projects; p++) {
    const projectId = at.firstProjectId + p;
    const start = random.int(330);
    const street = `${100 + random.int(9000)} ${random.pick(STREETS)}`;
    w.projects.add(
      projectId,
      company,
      at.firstClientId + (p % size.clients),
      `Proyecto ${p} ${random.pick(TRADES)}`,
      `${street}, ${city}, UT, 84401`,
      city,
      'UT',
      '84401',
      day(start),
      day(start + 10 + random.int(30)),
      0,
      random.pick(TRADES),
      random.pick(PROJECT_STATUSES),
      `Remodelación en ${street}`,
    );
    for (let j = 0; j < size.jobsPerProject; j++) {
      const jobStart = start + j * 2;
      const assignee = random.chance(0.8) ? at.firstWorkerId + random.int(size.workers) : null;
      w.jobs.add(
        at.firstJobId + p * size.jobsPerProject + j,
        projectId,
        `${TRADES[j]!} ${p}`,
        random.pick(JOB_STATUSES),
        day(jobStart),
        day(jobStart + 3),
        20_000 + random.int(500_000),
        10_000 + random.int(200_000),
        assignee,
      );
    }
  }
  for (let r = 0; r < size.reminders; r++) {
    const p = random.int(size.projects);
    w.reminders.add(
      at.firstReminderId + r,
      company,
      at.firstProjectId + p,
      `Llamar por ${random.pick(TRADES)}`,
      day(random.int(365)),
      `${p} Main St`,
    );
  }
  for (let m = 0; m < size.messages; m++) {
    const p = m % size.projects;
    const fromCompany = random.chance(0.6);
    const text = Array.from({ length: 4 + random.int(10) }, () => random.pick(WORDS)).join(' ');
    w.messages.add(
      at.firstMessageId + m,
      at.firstProjectId + p,
      text,
      fromCompany ? 1 : 4,
      fromCompany ? company : null,
      fromCompany ? null : at.firstClientId + (p % size.clients),
    );
  }
  for (let e = 0; e < size.expenses; e++) {
    const p = random.int(size.projects);
    const job = random.chance(0.7) ? at.firstJobId + p * size.jobsPerProject + random.int(size.jobsPerProject) : null;
    w.expenses.add(
      at.firstExpenseId + e,
      at.firstProjectId + p,
      job,
      `Material ${e}`,
      500 + random.int(90_000),
      'Factura de la tienda',
      day(random.int(365)),
    );
  }
}

const SERIAL_TABLES = ['companies', 'users', 'logins', 'projects', 'jobs', 'reminders', 'messages', 'expenses'];

/**
 * Writes `count` companies into an empty, migrated database and moves the id sequences past them.
 * Written a company at a time, so memory stays flat.
 */
export async function generate(
  exec: Exec,
  count: number,
  { size = SIZE, progress }: { size?: Size; progress?: (done: number) => void } = {},
): Promise<void> {
  const passwordHash = await storedPassword();
  const w = writers(exec);
  for (let company = 1; company <= count; company++) {
    writeCompany(w, company, passwordHash, size);
    // One transaction a company; the writers are listed parents first.
    await exec('begin');
    // Foreign-key triggers off for the load (the rows are consistent by construction): checking
    // every reference made loading the embedded database several times slower.
    await exec('set local session_replication_role = replica');
    for (const writer of Object.values(w)) await writer.flush();
    await exec('commit');
    progress?.(company);
  }
  for (const table of SERIAL_TABLES) {
    await exec(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
  }
}
