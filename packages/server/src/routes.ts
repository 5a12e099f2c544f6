import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { protect } from './auth/guard.js';
import { accountRoutes } from './modules/account/routes.js';
import { authRoutes, sessionRoutes } from './modules/auth/routes.js';
import { billingRoutes } from './modules/billing/routes.js';
import { publicBillingRoutes } from './modules/billing/public-routes.js';
import { chatRoutes } from './modules/chat/routes.js';
import { clientRoutes } from './modules/clients/routes.js';
import { contactRoutes } from './modules/contact/routes.js';
import { expenseRoutes } from './modules/expenses/routes.js';
import { fileRoutes } from './modules/files/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { invitationRoutes, joiningRoutes } from './modules/joining/routes.js';
import { invoiceRoutes } from './modules/invoices/routes.js';
import { mediaRoutes } from './modules/media/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { planRoutes } from './modules/plans/routes.js';
import { projectRoutes } from './modules/projects/routes.js';
import { reminderRoutes } from './modules/reminders/routes.js';
import { timeRoutes } from './modules/time/routes.js';
import { workerRoutes } from './modules/workers/routes.js';

/** Everything under /api: the public calls, then the ones that need a signed-in caller. */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(contactRoutes);
  await app.register(invitationRoutes);
  // The client's share pages of estimates and invoices: the token is the only key.
  await app.register(publicBillingRoutes);
  await app.register(async (secured) => {
    protect(secured);
    await secured.register(sessionRoutes);
    await secured.register(accountRoutes);
    await secured.register(projectRoutes);
    await secured.register(workerRoutes);
    await secured.register(joiningRoutes);
    await secured.register(clientRoutes);
    await secured.register(reminderRoutes);
    await secured.register(notificationRoutes);
    await secured.register(planRoutes);
    await secured.register(fileRoutes);
    await secured.register(chatRoutes);
    await secured.register(invoiceRoutes);
    await secured.register(billingRoutes);
    await secured.register(mediaRoutes);
    await secured.register(expenseRoutes);
    await secured.register(timeRoutes);
  });
};
