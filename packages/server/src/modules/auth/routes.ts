import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companySignupBody,
  envelope,
  forgotPasswordBody,
  resetPasswordBody,
  loginBody,
  loginResult,
  signupResult,
  userSignupBody,
  verifyCodeBody,
} from '@obra/domain';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { principalOf, sessionOf } from '../../auth/guard.js';
import { announceAccessChange, endSession } from '../../auth/sessions.js';
import { tokenIssuer } from '../../auth/tokens.js';
import { SESSION_COOKIE, clearSessionCookie, cookieSession, signedInWithCookie } from '../../auth/session-cookie.js';
import { unauthenticated } from '../../http/errors.js';
import { COOKIE_SECURITY } from '../../http/openapi.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';
import { checkRegistrationCode, login, signedInAccount, signupCompany, signupUser } from './service.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const issue = tokenIssuer(app);
  const signedIn = signedInWithCookie(app);

  app.post(
    '/auth/login',
    {
      schema: {
        summary: 'Log in and receive a session token',
        tags: ['auth'],
        body: loginBody,
        response: { 200: envelope(loginResult) },
      },
      config: { rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      ok(signedIn(reply, await login(db, app.deps.loginLockout, issue, request.body.username, request.body.password))),
  );

  /**
   * A new tab, or a page the server drew from the session cookie while this tab kept no token: the
   * cookie's session, as a login would answer it. The cookie itself is sent only by this origin's
   * pages (SameSite), and an answer to another origin's script is unreadable without CORS.
   */
  app.post(
    '/auth/resume',
    {
      schema: {
        summary: "Take the session cookie's session, as a login answers it",
        tags: ['auth'],
        security: COOKIE_SECURITY,
        body: z.object({}),
        response: { 200: envelope(loginResult) },
      },
      config: { rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } },
      // Checked before the body, as a token is on the other calls: without the cookie, nothing else matters.
      onRequest: async (request, reply) => {
        const session = await cookieSession(app, request);
        if (!session) {
          clearSessionCookie(app, reply);
          throw unauthenticated();
        }
        request.principal = session.principal;
      },
    },
    async (request) =>
      ok({ ...(await signedInAccount(db, principalOf(request))), authToken: request.cookies[SESSION_COOKIE]! }),
  );

  /** Whether sign-up is open at all, so the login page can say so before anyone types a code. */
  app.get(
    '/auth/registration',
    {
      schema: {
        summary: 'Tell whether sign-up is open',
        tags: ['auth'],
        response: { 200: envelope(z.object({ open: z.boolean() })) },
      },
    },
    async () => ok({ open: config.registrationCode !== null }),
  );

  app.post(
    '/auth/verifyCode',
    {
      schema: {
        summary: 'Check a registration code',
        tags: ['auth'],
        body: verifyCodeBody,
        response: { 200: envelope(z.literal(true)) },
      },
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
      schema: {
        summary: 'Sign up a company',
        tags: ['auth'],
        body: companySignupBody,
        response: { 200: envelope(signupResult) },
      },
      config: { rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } },
    },
    async (request, reply) => ok(signedIn(reply, await signupCompany(db, config, issue, request.body))),
  );

  app.post(
    '/auth/signup/user',
    {
      schema: {
        summary: 'Sign up a worker, contractor or client',
        tags: ['auth'],
        body: userSignupBody,
        response: { 200: envelope(signupResult) },
      },
      config: { rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      ok(
        signedIn(
          reply,
          await signupUser(app.deps, issue, request.body, (err) =>
            request.log.warn({ err }, 'join request mail not sent'),
          ),
        ),
      ),
  );

  app.post(
    '/auth/password/forgot',
    {
      schema: {
        summary: 'Mail a link to reset a password',
        tags: ['auth'],
        body: forgotPasswordBody,
        response: { 200: envelope(z.literal(true)) },
      },
      config: { rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } },
    },
    async (request) => {
      await requestPasswordReset(app.deps, request.body.email);
      return ok(true as const);
    },
  );

  app.post(
    '/auth/password/reset',
    {
      schema: {
        summary: 'Set a new password with a reset link',
        tags: ['auth'],
        body: resetPasswordBody,
        response: { 200: envelope(z.literal(true)) },
      },
      config: { rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } },
    },
    async (request) => {
      await resetPassword(app.deps, request.body.token, request.body.password);
      return ok(true as const);
    },
  );
};

/** Calls of a signed-in caller about their own session. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/logout',
    {
      schema: {
        summary: "End the caller's session",
        tags: ['auth'],
        body: z.object({}),
        response: { 200: envelope(z.literal(true)) },
      },
    },
    async (request, reply) => {
      await endSession(app.deps.db, sessionOf(request));
      clearSessionCookie(app, reply);
      const principal = principalOf(request);
      announceAccessChange(
        principal.kind === 'company'
          ? { kind: 'company', id: principal.companyId }
          : { kind: 'user', id: principal.userId },
      );
      return ok(true as const);
    },
  );
};
