import { z } from 'zod';
import { ACCOUNT_MSG, PASSWORD_MIN_LENGTH } from '../limits/accounts.js';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '../limits/uploads.js';
import { MSG, requiredMessage } from '../messages.js';
import { updateUserBody } from './account.js';
import { companySignupBody, signupRoleRules, userSignupBody } from './auth.js';
import { contactBody } from './contact.js';
import { expenseInput } from './expenses.js';
import { EVEN_WITH_OTHER_ISSUES, endNotBeforeStart, streetAddress, text } from './fields.js';
import { acceptInvitationBody } from './joining.js';
import { createWorkerBody } from './people.js';
import { jobInput, projectInput } from './projects.js';
import { createReminderBody } from './reminders.js';
import { correctEntryBody } from './time.js';
import { TIME_MSG } from '../limits/time.js';

/*
 * The web app's forms, derived from the schemas the server parses with, so every rule is written
 * once. Only what a form holds differently from the API's body is said here: a username and a
 * password before they are hashed, a password typed twice, a street before it joins city, state
 * and zip, a logo file. Forms check their values as typed; their submit builds the API's body.
 *
 * Forms whose values are the body itself take the server's schema unchanged, re-exported below.
 *
 * Not exported by the package's index: the web app loads this module (and zod) on a form's first
 * check, as '@obra/domain/forms', so no first-load page carries them.
 */

export { forgotPasswordBody as forgotPasswordForm } from './auth.js';
export { inviteWorkerBody as inviteWorkerForm } from './joining.js';
export { createClientBody as clientForm } from './people.js';

/** The landing page's contact form; its captcha is the page's to solve and send. */
export const contactForm = contactBody.omit({ captcha: true });

/** A schema's fields without its refinements (zod refuses to pick from a refined object). */
const fieldsOf = <S extends z.ZodRawShape>(schema: z.ZodObject<S>) => z.object(schema.shape);

/** A password as typed, before it is hashed: the server never sees its length. */
const password = () =>
  z.string({ error: requiredMessage('password') }).superRefine((value, ctx) => {
    // An empty password is missing, not short. (An aborting check would also stop the object's
    // refinements, such as the repeat's, which forms run even with other issues.)
    const problem =
      value === ''
        ? requiredMessage('password')
        : value.length < PASSWORD_MIN_LENGTH
          ? ACCOUNT_MSG.passwordShort
          : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The repeat of a new password matches it: a typo in a password nobody sees would lock its owner out. */
const passwordsMatch =
  <K extends string>(first: K, repeat: K) =>
  (values: Record<K, string>, ctx: z.RefinementCtx) => {
    if (typeof values[repeat] === 'string' && values[first] !== values[repeat]) {
      ctx.addIssue({ code: 'custom', path: [repeat], message: ACCOUNT_MSG.passwordMismatch });
    }
  };

/** A new login: a username and a password typed twice. */
const newLogin = {
  username: text('username', 200),
  password: password(),
  passwordRepeat: z.string(),
};

/** A new password typed twice (a reset link, the company's change of an employee's password). */
export const newPasswordForm = z
  .object({ password: password(), repeat: z.string() })
  .superRefine(passwordsMatch('password', 'repeat'), EVEN_WITH_OTHER_ISSUES);

export const loginForm = z.object({
  username: text('username', 200),
  password: z.string().min(1, requiredMessage('password')),
});

/** PRODUCT.md: a logo is a JPEG, PNG or WebP of at most 5 MB; required at sign-up. */
const logoFile = z.custom<{ size: number; type: string } | null>().superRefine((file, ctx) => {
  const problem = !file
    ? MSG.logoRequired
    : file.size > LOGO_MAX_BYTES
      ? MSG.logoTooLarge
      : (LOGO_TYPES as readonly string[]).includes(file.type)
        ? null
        : MSG.imageType;
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const signupExtras = {
  ...newLogin,
  logo: logoFile,
  terms: z.literal(true, { error: ACCOUNT_MSG.termsRequired }),
};

export const companySignupForm = fieldsOf(companySignupBody)
  .pick({ name: true, email: true, phone: true, address: true, city: true, state: true, zip: true })
  // The company's trade is asked of every company (the server takes it as optional text).
  .extend({ ...signupExtras, field: text('field', 60) })
  .superRefine(passwordsMatch('password', 'passwordRepeat'), EVEN_WITH_OTHER_ISSUES);

export const userSignupForm = fieldsOf(userSignupBody)
  .pick({
    name: true,
    email: true,
    phone: true,
    address: true,
    city: true,
    state: true,
    zip: true,
    userType: true,
    field: true,
    companyIdentifier: true,
  })
  .extend(signupExtras)
  .superRefine(signupRoleRules, EVEN_WITH_OTHER_ISSUES)
  .superRefine(passwordsMatch('password', 'passwordRepeat'), EVEN_WITH_OTHER_ISSUES);

/** Accepting an invitation: the person's profile and new login; a worker also names a trade. */
const invitationFields = fieldsOf(acceptInvitationBody)
  .pick({ name: true, phone: true })
  .extend({ username: newLogin.username, password: password() });
export const clientInvitationForm = invitationFields;
export const workerInvitationForm = invitationFields.extend({ field: text('field', 60) });

/** The account page: the editable profile, and a new password only when one is typed. */
export const accountForm = fieldsOf(updateUserBody)
  .pick({ name: true, email: true, phone: true, address: true, city: true, state: true, zip: true, field: true })
  .extend({
    newPassword: z.string().refine((v) => v === '' || v.length >= PASSWORD_MIN_LENGTH, ACCOUNT_MSG.passwordShort),
  });

export const workerForm = fieldsOf(createWorkerBody)
  .pick({ name: true, email: true, phone: true, field: true })
  .extend(newLogin)
  .superRefine(passwordsMatch('password', 'passwordRepeat'), EVEN_WITH_OTHER_ISSUES);

/** The reminder form names its project by id, as text from its picker. */
export const reminderForm = createReminderBody.pick({ text: true, dueDate: true, projectId: true });

/** Expense rows as typed in the expenses modal; the scope (project, job) is the modal's. */
export const expenseRowsForm = z.object({
  rows: z.array(fieldsOf(expenseInput).pick({ name: true, amount: true, description: true, date: true })),
});

/** A job's dates as its dialog edits them. */
export const jobDatesForm = fieldsOf(jobInput)
  .pick({ itemStartDate: true, itemEndDate: true })
  .superRefine(endNotBeforeStart('itemStartDate', 'itemEndDate'), EVEN_WITH_OTHER_ISSUES);

/** One job row of the project form: its prices are dollars as typed. */
const jobRowForm = fieldsOf(jobInput)
  .pick({ itemName: true, itemStartDate: true, itemEndDate: true, itemPrice: true, itemLabor: true })
  .superRefine(endNotBeforeStart('itemStartDate', 'itemEndDate'), EVEN_WITH_OTHER_ISSUES);

const projectFields = fieldsOf(projectInput);

/**
 * The project form: the street apart from city, state and zip (the API joins them, SPEC §3), and
 * the price typed only while the project has no jobs (else it is worth their sum, PRODUCT.md).
 */
export const projectForm = projectFields
  .pick({
    name: true,
    city: true,
    state: true,
    zip: true,
    startDate: true,
    endDate: true,
    description: true,
    type: true,
  })
  .extend({
    street: streetAddress(),
    price: z.string(),
    jobs: z.array(jobRowForm),
  })
  .superRefine(endNotBeforeStart('startDate', 'endDate'), EVEN_WITH_OTHER_ISSUES)
  .superRefine((values, ctx) => {
    if (!Array.isArray(values.jobs) || values.jobs.length > 0) return;
    const price = projectFields.shape.price.safeParse(values.price);
    for (const issue of price.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: issue.message });
    }
  }, EVEN_WITH_OTHER_ISSUES);

/**
 * A time entry's correction as its dialog holds it: the start and end as the browser's
 * 'yyyy-MM-ddTHH:mm' (turned into instants on submit), and the reason the API requires.
 */
export const correctEntryForm = z
  .object({
    startedAt: z.string().min(1, TIME_MSG.at),
    endedAt: z.string().min(1, TIME_MSG.at),
    reason: correctEntryBody.shape.reason,
  })
  .refine((v) => v.endedAt >= v.startedAt, { message: TIME_MSG.endBeforeStart, path: ['endedAt'] });
