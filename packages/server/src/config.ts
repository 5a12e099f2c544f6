import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DEFAULT_TIME_ZONE, isPlan, type Plan } from '@obra/domain';

export interface Config {
  port: number;
  host: string;
  production: boolean;
  /** Every answer is checked against its schema as it leaves (the tests, NODE_ENV=test; http/serializer.ts). */
  checkAnswers: boolean;
  dataDir: string;
  /** Uploaded photos, logos and invoices; several server processes must share it. */
  filesDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** Where people reach the product: the links in mails (password resets, invitations) start with it. */
  publicUrl: string;
  contactEmail: string;
  /** null: sign-up is closed. */
  registrationCode: string | null;
  authSecret: string;
  /** How long a session token lives. */
  tokenTtlSeconds: number;
  demoData: boolean;
  defaultPlan: Plan;
  defaultTimeZone: string;
  /** Login attempts per address per minute. */
  loginRateLimit: number;
  logLevel: string;
  /**
   * Which proxies' X-Forwarded-For to believe for the caller's address (rate limits): false (none,
   * the default), a hop count, or a comma-separated list of addresses. Never "any": a client could
   * then pick its own address and slip past every limit.
   */
  trustProxy: boolean | number | string;
}

export class ConfigError extends Error {}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['false', '0', 'no', 'off'].includes(value.toLowerCase());
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new ConfigError(`${name} must be a positive whole number, got "${value}"`);
  return n;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') throw new ConfigError('TRUST_PROXY must be a hop count or proxy addresses, not "true"');
  return value;
}

function publicUrl(value: string | undefined, port: number): string {
  if (!value) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an address like https://obra.example.com, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError('PUBLIC_URL must use http or https');
  return url.origin;
}

/** Reads the configuration the README documents from an environment (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  if (production && !env.AUTH_SECRET) throw new ConfigError('AUTH_SECRET is required when NODE_ENV=production');
  if (env.AUTH_SECRET !== undefined && env.AUTH_SECRET.length < 32) {
    throw new ConfigError('AUTH_SECRET must be at least 32 characters');
  }
  const defaultPlan = env.DEFAULT_PLAN || 'plus';
  if (!isPlan(defaultPlan)) throw new ConfigError(`DEFAULT_PLAN must be plus, max or pro, got "${defaultPlan}"`);
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    port: positiveInt('PORT', env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    production,
    checkAnswers: env.NODE_ENV === 'test',
    dataDir,
    filesDir: path.resolve(env.FILES_DIR || path.join(dataDir, 'files')),
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: env.REDIS_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Obra <no-reply@obra.local>',
    // Never the request's Host header: a forged one would send reset links to someone else's site.
    publicUrl: publicUrl(env.PUBLIC_URL, positiveInt('PORT', env.PORT, 3000)),
    contactEmail: env.CONTACT_EMAIL || 'contacto@obra.local',
    registrationCode:
      env.REGISTRATION_CODE === undefined ? (production ? null : 'OBRA2026') : env.REGISTRATION_CODE || null,
    // Outside production a random secret per start is fine: tokens simply end with the process.
    authSecret: env.AUTH_SECRET || randomBytes(32).toString('hex'),
    tokenTtlSeconds: positiveInt('TOKEN_TTL_SECONDS', env.TOKEN_TTL_SECONDS, 12 * 60 * 60),
    // Production never loads the demo unless asked in so many words (main.ts warns when it is).
    demoData: flag(env.DEMO_DATA, !production),
    defaultPlan,
    defaultTimeZone: env.DEFAULT_TIME_ZONE || DEFAULT_TIME_ZONE,
    loginRateLimit: positiveInt('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT, 10),
    logLevel: env.LOG_LEVEL || (production ? 'info' : 'warn'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
