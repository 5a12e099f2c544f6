import { asc, count, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { projectInput, todayIn, type ProjectInput } from '@obra/domain';
import { clientPassword, clientUsername } from '../auth/client-hash.js';
import { hashPassword } from '../auth/passwords.js';
import type { Principal } from '../auth/principal.js';
import type { Db } from '../db/client.js';
import { companies, companyClients, jobs, logins, memberships, users } from '../db/schema.js';
import { seedBilling } from './billing.js';
import { updateJob } from '../modules/projects/job-update.js';
import { createProject, updateStatus } from '../modules/projects/service.js';
import { createReminder } from '../modules/reminders/service.js';
import type { FileStorage } from '../storage/files.js';
import { storeDemoLogo } from './logo.js';

export const DEMO_PASSWORD = 'demo1234';

export interface DemoLogin {
  role: string;
  username: string;
}

/** The demo's accounts, all with DEMO_PASSWORD. */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  { role: 'Compañía', username: 'empresa' },
  { role: 'Administrador', username: 'admin' },
  { role: 'Empleado', username: 'empleado1' },
  { role: 'Empleado', username: 'empleado2' },
  { role: 'Contratista', username: 'contratista' },
  { role: 'Cliente (español)', username: 'cliente1' },
  { role: 'Client (English)', username: 'cliente2' },
];

function day(offset: number): string {
  const base = new Date(`${todayIn('America/Denver')}T12:00:00Z`);
  base.setUTCDate(base.getUTCDate() + offset);
  return base.toISOString().slice(0, 10);
}

/** Loads the demo accounts and projects into an empty database; answers the logins, or null when not empty. */
export async function seedDemoIfEmpty(
  db: Db,
  files: FileStorage,
  /** The server's secret and address, which the demo estimate's and invoice's share links are made with. */
  links: { authSecret: string; publicUrl: string } = { authSecret: randomBytes(32).toString('hex'), publicUrl: '' },
): Promise<DemoLogin[] | null> {
  const [row] = await db.select({ n: count() }).from(companies);
  if ((row?.n ?? 0) > 0) return null;

  const passwordHash = await hashPassword(clientPassword(DEMO_PASSWORD));
  const login = (username: string, owner: { companyId: number } | { userId: number }) =>
    db.insert(logins).values({ username: clientUsername(username), passwordHash, ...owner });
  const address = { address: '2450 Washington Blvd', city: 'Ogden', state: 'UT', zip: '84401' };

  const [company] = await db
    .insert(companies)
    .values({
      name: 'Techos Rivera',
      phone: '801-555-0100',
      email: 'oficina@techosrivera.example',
      field: 'Techado',
      plan: 'pro',
      // Invoices carry the company's logo: the demo's show one.
      logo: await storeDemoLogo(files),
      ...address,
    })
    .returning();
  const companyId = company!.id;
  await login('empresa', { companyId });

  // Everyone has a home and a phone of their own, as in a real company's records.
  const person = async (
    username: string,
    values: {
      name: string;
      userType: 'employee' | 'contractor' | 'client';
      phone: string;
      home: { address: string; city: string; state: string; zip: string };
      field?: string;
      language?: 'es' | 'en';
    },
  ) => {
    const { home, ...rest } = values;
    const [user] = await db
      .insert(users)
      .values({ email: `${username}@demo.example`, ...home, ...rest })
      .returning({ id: users.id });
    await login(username, { userId: user!.id });
    return user!.id;
  };

  const home = (street: string, city = 'Ogden', zip = '84401') => ({ address: street, city, state: 'UT', zip });
  const adminId = await person('admin', {
    name: 'Lucía Rivera',
    userType: 'employee',
    field: 'Techado',
    phone: '801-555-0123',
    home: home('615 24th St'),
  });
  const carlosId = await person('empleado1', {
    name: 'Carlos Méndez',
    userType: 'employee',
    field: 'Techado',
    phone: '801-555-0147',
    home: home('1520 Lincoln Ave', 'Ogden', '84404'),
  });
  const anaId = await person('empleado2', {
    name: 'Ana Torres',
    userType: 'employee',
    field: 'Pintura',
    phone: '385-555-0162',
    home: home('742 W 2nd St', 'Ogden', '84404'),
  });
  const [ownCompany] = await db
    .insert(companies)
    .values({
      name: 'Jardines Ortiz',
      phone: '801-555-0150',
      email: 'contratista@demo.example',
      field: 'Jardinería',
      ...address,
    })
    .returning({ id: companies.id });
  const [contractor] = await db
    .insert(users)
    .values({
      name: 'Miguel Ortiz',
      userType: 'contractor',
      field: 'Jardinería',
      phone: '801-555-0150',
      email: 'contratista@demo.example',
      ownCompanyId: ownCompany!.id,
      ...home('3175 Grant Ave', 'Ogden', '84401'),
    })
    .returning({ id: users.id });
  const contractorId = contractor!.id;
  await login('contratista', { userId: contractorId });
  const maríaId = await person('cliente1', {
    name: 'María González',
    userType: 'client',
    phone: '801-555-0178',
    home: home('1234 Harrison Blvd'),
  });
  const johnId = await person('cliente2', {
    name: 'John Miller',
    userType: 'client',
    language: 'en',
    phone: '801-555-0191',
    home: home('455 E 5th Ave', 'Salt Lake City', '84103'),
  });

  await db.insert(memberships).values([
    { companyId, userId: adminId, role: 'admin' },
    { companyId, userId: carlosId, role: 'employee' },
    { companyId, userId: anaId, role: 'employee' },
    { companyId, userId: contractorId, role: 'contractor' },
  ]);
  await db.insert(companyClients).values([
    { companyId, userId: maríaId },
    { companyId, userId: johnId },
  ]);

  const owner: Principal = { kind: 'company', companyId, language: 'es' };
  const assignee = (id: number, name: string) => `${id}#${name}`;
  const create = async (input: ProjectInput) => (await createProject(db, owner, projectInput.parse(input))).id;
  const site = (street: string, city = 'Ogden', zip = '84401') => ({
    address: `${street}, ${city}, UT, ${zip}`,
    city,
    state: 'UT',
    zip,
  });

  const roof = await create({
    name: 'Techo nuevo casa González',
    ...site('1234 Harrison Blvd'),
    startDate: day(-7),
    endDate: day(14),
    description: 'Quitar el techo viejo e instalar tejas de asfalto.',
    type: 'Techado',
    clientId: maríaId,
    status: 'IN_PROGRESS',
    projectItems: [
      {
        itemName: 'Quitar tejas viejas',
        itemStartDate: day(-7),
        itemEndDate: day(-5),
        itemPrice: 2500,
        itemLabor: 900,
        assignee: assignee(carlosId, 'Carlos Méndez'),
      },
      {
        itemName: 'Instalar base impermeable',
        itemStartDate: day(0),
        itemEndDate: day(2),
        itemPrice: 1800,
        itemLabor: 600,
        assignee: assignee(carlosId, 'Carlos Méndez'),
      },
      {
        itemName: 'Tejas nuevas',
        itemStartDate: day(3),
        itemEndDate: day(9),
        itemPrice: 6400.5,
        itemLabor: 2200,
        assignee: assignee(anaId, 'Ana Torres'),
      },
    ],
  });
  await updateJob(db, owner, roof, (await firstJobId(db, roof))!, {
    itemName: 'Quitar tejas viejas',
    itemStatus: 'COMPLETED',
    itemStartDate: day(-7),
    itemEndDate: day(-5),
    itemPrice: undefined,
    itemLabor: undefined,
    comments: 'Terminado sin problemas',
    assignee: undefined,
  });

  const paint = await create({
    name: 'Pintura exterior Miller',
    ...site('455 E 5th Ave', 'Salt Lake City', '84103'),
    startDate: day(5),
    endDate: day(12),
    description: 'Exterior paint, two coats, trim in white.',
    type: 'Pintura',
    clientId: johnId,
    projectItems: [
      {
        itemName: 'Lavar y preparar paredes',
        itemStartDate: day(5),
        itemPrice: 800,
        itemLabor: 300,
        assignee: assignee(anaId, 'Ana Torres'),
      },
      {
        itemName: 'Dos capas de pintura',
        itemStartDate: day(7),
        itemEndDate: day(11),
        itemPrice: 3200,
        itemLabor: 1400,
      },
    ],
  });

  const garden = await create({
    name: 'Jardín oficina central',
    ...site('300 Main St', 'Layton', '84041'),
    startDate: day(1),
    endDate: day(20),
    description: 'Diseño y plantación del jardín frontal.',
    type: 'Jardinería',
    status: 'IN_PROGRESS',
    projectItems: [
      {
        itemName: 'Plantar arbustos',
        itemStartDate: day(1),
        itemEndDate: day(3),
        itemPrice: 1500,
        itemLabor: 500,
        assignee: assignee(contractorId, 'Miguel Ortiz'),
      },
      { itemName: 'Sistema de riego', itemPrice: 2200, itemLabor: 800 },
    ],
  });

  const fence = await create({
    name: 'Cerca trasera González',
    ...site('1234 Harrison Blvd'),
    startDate: day(-30),
    endDate: day(-20),
    description: 'Reparar y pintar la cerca de madera.',
    type: 'Carpintería',
    clientId: maríaId,
    status: 'IN_PROGRESS',
    projectItems: [
      {
        itemName: 'Reparar cerca',
        itemStartDate: day(-30),
        itemEndDate: day(-25),
        itemPrice: 950,
        itemLabor: 400,
        assignee: assignee(carlosId, 'Carlos Méndez'),
      },
    ],
  });
  await updateJob(db, owner, fence, (await firstJobId(db, fence))!, {
    itemName: 'Reparar cerca',
    itemStatus: 'COMPLETED',
    itemStartDate: day(-30),
    itemEndDate: day(-25),
    itemPrice: undefined,
    itemLabor: undefined,
    comments: 'Cliente satisfecho',
    assignee: undefined,
  });

  const deck = await create({
    name: 'Terraza de madera Miller',
    ...site('455 E 5th Ave', 'Salt Lake City', '84103'),
    startDate: day(20),
    endDate: day(30),
    description: 'Build a 12x16 ft cedar deck.',
    type: 'Carpintería',
    clientId: johnId,
    projectItems: [],
    price: 7800,
  });
  await updateStatus(
    db,
    { kind: 'user', userId: johnId, userType: 'client', employerId: null, ownCompanyId: null, language: 'en' },
    deck,
    'REJECTED',
  );

  // Waiting for María's approval, so the Spanish-speaking client has something to approve.
  const gutters = await create({
    name: 'Canaletas casa González',
    ...site('1234 Harrison Blvd'),
    startDate: day(10),
    endDate: day(12),
    description: 'Cambiar las canaletas y bajantes del frente y la parte trasera.',
    type: 'Techado',
    clientId: maríaId,
    status: 'CLIENT_APPROVAL',
    projectItems: [
      { itemName: 'Quitar canaletas viejas', itemStartDate: day(10), itemPrice: 450, itemLabor: 200 },
      {
        itemName: 'Instalar canaletas de aluminio',
        itemStartDate: day(11),
        itemEndDate: day(12),
        itemPrice: 1650,
        itemLabor: 600,
        assignee: assignee(anaId, 'Ana Torres'),
      },
    ],
  });

  const ownYard = await createProject(
    db,
    {
      kind: 'user',
      userId: contractorId,
      userType: 'contractor',
      employerId: null,
      ownCompanyId: ownCompany!.id,
      language: 'es',
    },
    projectInput.parse({
      name: 'Mantenimiento jardín Pérez',
      ...site('88 Oak St', 'Ogden', '84403'),
      startDate: day(2),
      endDate: day(2),
      description: 'Corte de césped y poda.',
      type: 'Jardinería',
      status: 'IN_PROGRESS',
      projectItems: [
        {
          itemName: 'Corte y poda',
          itemStartDate: day(2),
          itemPrice: 180,
          assignee: assignee(contractorId, 'Miguel Ortiz'),
        },
      ],
    }),
  );

  await seedBilling(db, owner, links, {
    estimateOn: gutters,
    invoiceOn: roof,
    paidOn: day(0),
    dueOn: day(14),
    overdue: { projectId: fence, issuedOn: day(-24), dueOn: day(-10), sentAt: new Date(Date.now() - 24 * 86_400_000) },
  });

  const reminder = (projectId: number, text: string, dueDate: string, byCompany = companyId) =>
    createReminder(db, byCompany, null, { projectId, text, dueDate, address: '' });
  await reminder(roof, 'Pedir tejas al proveedor', day(1));
  await reminder(paint, 'Confirmar colores con el cliente', day(-1));
  await reminder(garden, 'Revisar presupuesto de riego', day(4));
  await reminder(ownYard.id, 'Llevar la podadora al taller', day(1), ownCompany!.id);

  return [...DEMO_LOGINS];
}

async function firstJobId(db: Db, projectId: number): Promise<number | undefined> {
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.projectId, projectId))
    .orderBy(asc(jobs.id))
    .limit(1);
  return job?.id;
}
