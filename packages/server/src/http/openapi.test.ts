import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_ERROR_CODES, JOB_STATUSES, PROJECT_STATUSES } from '@obra/domain';
import { useApi } from '../test/app.js';
import { operationIdOf } from './openapi.js';
import { ALL_CASES } from '../test/permission-cases.js';

/** The API is documented as OpenAPI, generated from the schemas that validate it (PRODUCT.md). */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
}
interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: JsonSchema }> }>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: {
    securitySchemes?: Record<string, unknown>;
    schemas?: Record<string, JsonSchema>;
    responses?: Record<string, { content: Record<string, { schema: { $ref: string } }> }>;
  };
}

const api = useApi();
let doc: Document;

beforeAll(async () => {
  const res = await api.get<never>('/api/docs/json');
  expect(res.status).toBe(200);
  doc = res.body as unknown as Document;
});

const operation = (route: string): Operation => {
  const [method, path] = route.split(' ') as [string, string];
  const found = doc.paths[path]?.[method.toLowerCase()];
  expect(found, `${route} is documented`).toBeDefined();
  return found!;
};
const jsonBody = (route: string): JsonSchema => {
  const schema = operation(route).requestBody?.content['application/json']?.schema;
  expect(schema, `${route} documents its JSON body`).toBeDefined();
  return schema!;
};
/** OpenAPI 3.1 writes a nullable value as anyOf [the value, null]: the value. */
const present = (schema: JsonSchema): JsonSchema => schema.anyOf?.find((s) => s.type !== 'null') ?? schema;
const queryNames = (route: string) =>
  (operation(route).parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);

/** SPEC §7 and PRODUCT.md: the calls the web app makes, with the query each GET takes. */
const GETS: Record<string, string[]> = {
  'GET /api/health': [],
  'GET /api/account/get/company': ['account'],
  'GET /api/account/get/user': ['account'],
  'GET /api/auth/get/company': ['companyId'],
  'GET /api/projects/getByCompany': ['companyId'],
  'GET /api/projects/getJobsByCompany': ['companyId'],
  'GET /api/projects/getAssigneesByCompany': ['companyId'],
  'GET /api/projects/getByUser': ['userId'],
  'GET /api/projects/getJobsByUser': ['userId'],
  'GET /api/projects/getProjectById': ['projectId'],
  'GET /api/workers/get': ['companyId'],
  'GET /api/clients/getByCompany': ['companyId'],
  'GET /api/reminders/getByCompany': ['companyId'],
  'GET /api/reminders/getByUser': ['userId'],
  'GET /api/notifications/get/company': ['companyId'],
  'GET /api/notifications/get/user': ['userId'],
  'GET /api/projects/summary': [],
};
/** The optional query of the lists that grow: the page, and the filters that run in the database. */
const PAGE = ['limit', 'cursor'];
const PROJECT_FILTERS = ['status', 'clientId', 'from', 'to', 'q'];
const JOB_FILTERS = ['status', 'from', 'to', 'endsBefore'];
const OPTIONAL: Record<string, string[]> = {
  'GET /api/projects/getByCompany': [...PAGE, ...PROJECT_FILTERS],
  'GET /api/projects/getByUser': [...PAGE, ...PROJECT_FILTERS],
  'GET /api/projects/getJobsByCompany': [...PAGE, ...JOB_FILTERS],
  'GET /api/projects/getJobsByUser': [...PAGE, ...JOB_FILTERS],
  'GET /api/clients/getByCompany': PAGE,
  'GET /api/reminders/getByCompany': PAGE,
  'GET /api/reminders/getByUser': PAGE,
  'GET /api/notifications/get/company': PAGE,
  'GET /api/notifications/get/user': PAGE,
  'GET /api/projects/summary': ['companyId'],
};
/** …and the fields each write takes. */
const WRITES: Record<string, string[]> = {
  'POST /api/auth/login': ['username', 'password'],
  'POST /api/auth/verifyCode': ['registrationCode'],
  'POST /api/auth/signup/company': [
    'registrationCode',
    'username',
    'password',
    'email',
    'phone',
    'address',
    'city',
    'zip',
    'field',
    'state',
    'name',
  ],
  'POST /api/auth/signup/user': [
    'registrationCode',
    'username',
    'password',
    'userType',
    'companyIdentifier',
    'field',
    'name',
  ],
  'POST /api/account/update/company': ['name', 'phone', 'email', 'address', 'state', 'zip'],
  'POST /api/account/update/user': ['name', 'phone', 'email', 'address', 'state', 'zip'],
  'POST /api/projects/create': [
    'name',
    'address',
    'city',
    'state',
    'zip',
    'startDate',
    'endDate',
    'price',
    'type',
    'description',
    'clientId',
    'projectItems',
  ],
  'POST /api/projects/update': ['id', 'name', 'address', 'projectItems'],
  'POST /api/projects/updateStatus': ['projectId', 'status'],
  'POST /api/projects/updateJob': [
    'id',
    'projectId',
    'itemName',
    'itemStatus',
    'itemStartDate',
    'itemEndDate',
    'comments',
    'assignee',
  ],
  'POST /api/projects/delete': ['projectId'],
  'POST /api/projects/job/delete': ['jobId', 'projectId'],
  'POST /api/workers/create': ['name', 'email', 'phone', 'field', 'username', 'password'],
  'PUT /api/workers/delete': ['companyId', 'userId'],
  'PUT /api/workers/unassign': ['companyId', 'userId'],
  'PUT /api/workers/updateType': ['type', 'userId'],
  'PUT /api/workers/updateAccess': ['userId', 'access'],
  'POST /api/clients/create': ['name', 'email', 'phone', 'address', 'city', 'state', 'zip'],
  'POST /api/reminders/create': ['text', 'projectId', 'dueDate', 'address'],
  'PUT /api/reminders/complete': ['reminderId'],
  'POST /api/notifications/update': ['id'],
};

describe('GET /api/docs/json', () => {
  it('answers an OpenAPI 3.1 document with a bearer scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    expect(doc.components?.securitySchemes?.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('lists every path under /api and nothing outside it', () => {
    const documented = Object.keys(doc.paths);
    for (const route of [...Object.keys(GETS), ...Object.keys(WRITES), ...ALL_CASES.map((c) => c.route)]) {
      const [method, path] = route.split(' ') as [string, string];
      expect(doc.paths[path]?.[method.toLowerCase()], route).toBeDefined();
    }
    for (const path of documented) expect(path.startsWith('/api/'), path).toBe(true);
  });

  it.each(Object.entries(GETS))('%s documents its query %j', (route, names) => {
    const params = operation(route).parameters ?? [];
    const optional = OPTIONAL[route] ?? [];
    expect(queryNames(route).sort()).toEqual([...names, ...optional].sort());
    for (const p of params.filter((p) => p.in === 'query' && names.includes(p.name))) {
      expect(p.required, `${route} ${p.name}`).toBe(true);
      expect(p.schema.type).toBe('integer');
    }
    for (const p of params.filter((p) => optional.includes(p.name)))
      expect(p.required, `${route} ${p.name}`).toBe(false);
  });

  it('documents the page of every growing list: limit, cursor, and nextCursor beside queryData', () => {
    for (const route of [
      ...Object.keys(OPTIONAL).filter((r) => r !== 'GET /api/projects/summary'),
      'GET /api/projects/getProjectMessages',
      'GET /api/expenses/getByJobId',
      'GET /api/expenses/getByProjectId',
    ]) {
      const limit = operation(route).parameters?.find((p) => p.name === 'limit');
      expect(limit?.schema, route).toMatchObject({ type: 'integer' });
      const envelope = operation(route).responses['200']?.content?.['application/json']?.schema;
      expect(envelope?.required, route).toEqual(expect.arrayContaining(['queryData', 'nextCursor']));
      expect(envelope!.properties!.nextCursor!.type, route).toEqual(['string', 'null']);
      expect(envelope!.properties!.queryData!.type, route).toBe('array');
    }
  });

  it('documents the summary the dashboard reads', () => {
    const summary =
      operation('GET /api/projects/summary').responses['200']!.content!['application/json']!.schema.properties!
        .queryData!;
    expect(Object.keys(summary.properties ?? {}).sort()).toEqual(
      ['activeProjects', 'openJobs', 'profitActiveCents', 'totalActiveCents'].sort(),
    );
  });

  it.each(Object.entries(WRITES))('%s documents its body with %j', (route, fields) => {
    const body = jsonBody(route);
    expect(body.type).toBe('object');
    for (const field of fields) expect(body.properties?.[field], `${route} ${field}`).toBeDefined();
  });

  it('documents a request body for every POST and PUT, the logo upload included', () => {
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        if ((method === 'post' || method === 'put') && !op.requestBody) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(missing).toEqual([]);
    const logo = operation('POST /api/upload/logo').requestBody?.content['multipart/form-data']?.schema;
    expect(logo?.properties).toHaveProperty('logo');
    expect(logo?.properties).toHaveProperty('id');
  });

  it('documents /api/projects/create down to the jobs: itemName inside projectItems', () => {
    const body = jsonBody('POST /api/projects/create');
    const items = present(body.properties!.projectItems!);
    expect(items.type).toBe('array');
    const job = items.items!;
    expect(job.properties?.itemName).toMatchObject({ type: 'string' });
    for (const field of [
      'id',
      'itemStatus',
      'itemStartDate',
      'itemEndDate',
      'itemPrice',
      'itemLabor',
      'comments',
      'assignee',
    ]) {
      expect(job.properties, field).toHaveProperty(field);
    }
    expect(job.required).toContain('itemName');
    expect(job.properties!.itemStatus!.enum).toEqual([...JOB_STATUSES]);
    expect(body.required).toEqual(expect.arrayContaining(['name', 'address', 'city', 'state', 'zip', 'description']));
  });

  it('documents the statuses a project may be given', () => {
    const body = jsonBody('POST /api/projects/updateStatus');
    expect(body.properties!.status!.enum).toEqual([...PROJECT_STATUSES]);
    expect(body.required).toEqual(expect.arrayContaining(['projectId', 'status']));
  });

  it('documents money as a number (or text) of dollars', () => {
    const price = jsonBody('POST /api/projects/create').properties!.price!;
    const types = (price.anyOf ?? [price]).flatMap((s) => s.type);
    expect(types).toContain('number');
  });

  it('documents the answer envelope of the calls', () => {
    for (const route of [
      'GET /api/projects/getByCompany',
      'POST /api/projects/create',
      'POST /api/auth/login',
      'GET /api/workers/get',
    ]) {
      const schema = operation(route).responses['200']?.content?.['application/json']?.schema;
      expect(schema?.properties, route).toHaveProperty('querySuccess');
      expect(schema?.properties, route).toHaveProperty('queryData');
      expect(schema?.properties, route).toHaveProperty('queryError');
    }
    const project = operation('GET /api/projects/getProjectById').responses['200']!.content!['application/json']!.schema
      .properties!.queryData!;
    expect(project.properties?.projectItems?.items?.properties).toHaveProperty('itemName');
  });
});

/** The calls anyone may make; every other one needs a session (protect() in routes.ts). */
const PUBLIC = [
  'GET /api/health',
  'POST /api/auth/login',
  'GET /api/auth/registration',
  'POST /api/auth/verifyCode',
  'POST /api/auth/signup/company',
  'POST /api/auth/signup/user',
  'POST /api/auth/password/forgot',
  'POST /api/auth/password/reset',
  'GET /api/captcha/challenge',
  'POST /api/email/send',
  'GET /api/invitations/get',
  'POST /api/invitations/accept',
  // The client's share pages of estimates and invoices (modules/billing): the link's token is the key.
  'GET /api/public/estimates/{token}',
  'POST /api/public/estimates/{token}/approve',
  'POST /api/public/estimates/{token}/reject',
  'GET /api/public/estimates/{token}/pdf',
  'GET /api/public/estimates/{token}/logo',
  'GET /api/public/invoices/{token}',
  'GET /api/public/invoices/{token}/pdf',
  'GET /api/public/invoices/{token}/logo',
];

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, path, method, op })),
  );

describe('the document as a published interface', () => {
  it('names each operation after its path, once, with a one-line summary', () => {
    const ids = operations().map(({ path, op }) => {
      expect(op.operationId, path).toBe(operationIdOf(path));
      expect(op.summary?.trim(), path).toMatch(/^[A-Z][^\n]{5,100}$/);
      return op.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/projects/getByCompany']?.get?.operationId).toBe('projects_getByCompany');
    expect(doc.paths['/api/files/{name}']?.get?.operationId).toBe('files_byName');
  });

  it('asks for the bearer token on exactly the calls that refuse a caller without one', async () => {
    const documentedPublic = operations()
      .filter(({ op }) => op.security?.length === 0)
      .map(({ route }) => route);
    expect(documentedPublic.sort()).toEqual([...PUBLIC].sort());
    for (const { route, path, method, op } of operations()) {
      const res = await api.request({ method: method.toUpperCase() as 'GET', url: path.replace(/\{[^}]+\}/g, 'x') });
      if (PUBLIC.includes(route)) {
        expect(res.status, route).not.toBe(401);
      } else if (route === 'POST /api/auth/resume') {
        // The session cookie's call: refused without the cookie, never asking for a token.
        expect(op.security, route).toEqual([{ sessionCookie: [] }]);
        expect(res.status, route).toBe(401);
      } else {
        expect(op.security, route).toEqual([{ bearer: [] }]);
        expect(res.status, route).toBe(401);
      }
    }
  });

  it('answers every refusal and failure with the error envelope and its code', () => {
    for (const { route, op } of operations()) {
      expect(op.responses['4XX']?.$ref, route).toBe('#/components/responses/Refused');
      expect(op.responses['5XX']?.$ref, route).toBe('#/components/responses/Failed');
    }
    for (const name of ['Refused', 'Failed']) {
      const schema = doc.components?.responses?.[name]?.content['application/json']?.schema;
      expect(schema?.$ref).toBe('#/components/schemas/ErrorEnvelope');
    }
    const envelope = doc.components?.schemas?.ErrorEnvelope;
    expect(envelope?.required).toEqual(expect.arrayContaining(['queryError', 'errorCode']));
    expect(envelope?.properties?.errorCode?.enum).toEqual(ALL_ERROR_CODES);
    expect(envelope?.properties).toHaveProperty('errorParams');
  });
});

describe('GET /api/docs', () => {
  it('serves the documentation page', async () => {
    const res = await api.request({ method: 'GET', url: '/api/docs/' });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/html');
  });
});
