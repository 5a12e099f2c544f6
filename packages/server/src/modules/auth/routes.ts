import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companySignupBody,
  envelope,
  loginBody,
  loginResult,
  signupResult,
  userSignupBody,
  verifyCodeBody,
} from '@obra/domain';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { subjectString, type TokenSubject } from '../../auth/principal.js';
import { checkRegistrationCode, login, signupCompany, signupUser } from './service.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const sign = (subject: TokenSubject) => app.jwt.sign({ sub: subjectString(subject) });

  app.post(
    '/auth/login',
    {
      schema: { tags: ['auth'], body: loginBody, response: { 200: envelope(loginResult) } },
      config: { rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } },
    },
    async (request) => ok(await login(db, sign, request.body.username, request.body.password)),
  );

  /** Whether sign-up is open at all, so the login page can say so before anyone types a code. */
  app.get(
    '/auth/registration',
    { schema: { tags: ['auth'], response: { 200: envelope(z.object({ open: z.boolean() })) } } },
    async () => ok({ open: config.registrationCode !== null }),
  );

  app.post(
    '/auth/verifyCode',
    {
      schema: { tags: ['auth'], body: verifyCodeBody, response: { 200: envelope(z.literal(true)) } },
      config: { rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } },
    },
    async (request) => {
      checkRegistrationCode(config, request.body.registrationCode);
      return ok(true as const);
    },
  );

  app.post(
    '/auth/signup/company',
    {
      schema: { tags: ['auth'], body: companySignupBody, response: { 200: envelope(signupResult) } },
      config: { rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } },
    },
    async (request) => ok(await signupCompany(db, config, sign, request.body)),
  );

  app.post(
    '/auth/signup/user',
    {
      schema: { tags: ['auth'], body: userSignupBody, response: { 200: envelope(signupResult) } },
      config: { rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } },
    },
    async (request) => ok(await signupUser(db, config, sign, request.body)),
  );
};
