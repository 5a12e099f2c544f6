import {
  ACCOUNT_MSG,
  CHAT_MSG,
  CONTACT_MSG,
  EXPENSE_MSG,
  FIELD_LABELS,
  INVOICE_MSG,
  LOGIN_LOCK_MINUTES,
  MAX_PHOTOS_PER_JOB,
  MSG,
  PHOTO_MSG,
  PLANS,
  PLAN_LIMITS,
  PLAN_NAMES,
  STORAGE_BY_PLAN,
  UPLOAD_MSG,
  invalidMessage,
  planLimitMessage,
  requiredMessage,
  type LabelledField,
  type LimitKind,
} from '@obra/domain';

/** English for the shared Spanish messages of @obra/domain (validation rules and server answers). */
export const MSG_EN: Record<keyof typeof MSG, string> = {
  address: 'The address format is incorrect. Example: 123 Main St, Ogden, UT, 84401',
  state: 'The state must be two letters. Example: UT',
  city: 'The city must start with a capital letter',
  zip: 'The ZIP code must have 5 digits. Example: 84001',
  phone: 'The phone number has incorrect format. Please, format as: XXX-XXX-XXXX',
  money: 'The amount must be a positive number with up to two decimals',
  date: 'The date is not valid. Use the format yyyy-mm-dd',
  endBeforeStart: 'The end date cannot be before the start date',
  email: 'The email is not valid',
  identifier: 'The company identifier must look like id#name. Example: 12#Techos Rivera',
  assignee: 'The assigned worker does not belong to this company',
  hash: 'Username and password must be sent hashed',
  registrationCode: 'The registration code is not correct',
  registrationClosed: 'Registration is disabled for now',
  usernameTaken: 'That username is already taken',
  clientEmailTaken: 'This company already has a client with that email',
  ownPasswordOnly: 'Each person changes their password from their own account',
  loginFailed: 'Wrong username or password',
  accessBlocked: 'Your access was disabled by the company',
  unauthenticated: 'Log in to continue',
  forbidden: 'Unauthorized to make this call',
  notFound: 'Not found',
  rateLimited: 'Too many attempts. Wait a moment and try again.',
  noOperation: 'The operation could not be completed',
  invalidBody: 'The request is not valid',
  malformedText: 'The text has characters that are not valid. Type it again.',
  duplicate: 'A record with that data already exists',
  tooLarge: 'The file is too large',
  serverError: 'The server had a problem. Please try again.',
  databaseUnavailable: 'The service is not available right now. Try again in a few minutes.',
  statusNotAllowed: 'The company may only choose CLIENT_APPROVAL or IN_PROGRESS',
  projectClosed: 'The project is closed and its status cannot change',
  clientDecisionOnly: 'As the client you may only approve or reject the project',
  notAwaitingClient: 'The project no longer awaits the client’s approval',
  jobCompletedLocked: 'A completed job cannot be reassigned or removed',
  completedByCompanyOnly: 'This job is already finished. Only the company can reopen or change it.',
  jobNotInProject: 'The job does not belong to this project',
  reminderProject: 'Select a valid project for this reminder',
  contractorNeverAdmin: 'An independent contractor cannot be an administrator',
  logoRequired: 'Upload the logo. The logo/photo is required to sign up. Thank you.',
  imageType: 'The file must be a JPEG, PNG or WebP image',
  companyNotFound: 'There is no company with that identifier',
  logoTooLarge: 'The logo cannot be larger than 5 MB',
  approvalNeedsClient:
    'A project without a client cannot await the client’s approval. Choose a client or the IN_PROGRESS status',
  ownWorkerAccount: 'An administrator cannot change their own access or type, nor remove themselves from the company',
  accessNotBoolean: 'The access must be true or false',
  workerType: 'The worker type must be employee or admin',
};

type Static<T> = { [K in keyof T as T[K] extends string ? K : never]: string };

const EXPENSE_EN: Static<typeof EXPENSE_MSG> = {
  nameRequired: 'The expense name is required',
  nameTooLong: 'The expense name cannot be longer than 120 characters',
  descriptionRequired: 'The expense description is required',
  descriptionTooLong: 'The expense description cannot be longer than 2000 characters',
  dateRequired: 'The expense date is required',
  amountRequired: 'The expense amount is required',
  project: 'Select a valid project for this expense',
  job: 'The expense’s job is not valid',
  expense: 'The expense is not valid',
  empty: 'Add at least one expense',
  tooMany: EXPENSE_MSG.tooMany.replace(
    /^Se pueden guardar como máximo (\d+) gastos a la vez$/,
    'At most $1 expenses can be saved at once',
  ),
  oneScope: 'All expenses must belong to the same project and the same job',
};

const PHOTO_EN: Static<typeof PHOTO_MSG> = {
  batchLimit: `At most ${MAX_PHOTOS_PER_JOB} photos can be uploaded at once`,
  required: 'Select at least one photo',
  tooLarge: 'Each photo can weigh at most 10 MB',
  scope: 'Say whether the photos belong to a job (isProjectItem true) or to the project (false)',
  project: 'Select a valid project for these photos',
  job: 'Select a valid job for these photos',
  photo: 'The photo is not valid',
  chatPhoto: 'Chat photos are not deleted from here',
};

const CHAT_EN: Static<typeof CHAT_MSG> = {
  empty: 'The message is empty. Write a message before sending it.',
  invalid: 'The message is not valid',
  tooLong: CHAT_MSG.tooLong.replace(
    /^El mensaje no puede tener más de (\d+) caracteres$/,
    'The message cannot be longer than $1 characters',
  ),
  noClient: 'Chat is only available when the project has a client',
  mediaNotInProject: 'The photo does not belong to this project',
};

const ACCOUNT_EN: Static<typeof ACCOUNT_MSG> = {
  loginLocked: `Too many failed attempts with this username. Wait ${LOGIN_LOCK_MINUTES} minutes or reset your password.`,
  resetLinkInvalid: 'The link is not valid, was already used or expired. Ask for a new one.',
  mailFailed: 'The e-mail could not be sent. Try again in a few minutes.',
  invitationInvalid: 'The invitation is not valid, was used or expired. Ask the company for a new one.',
  invitationEmail: 'Type the e-mail of the person to invite',
  clientHasLogin: 'This client already has their own account',
  requestNotFound: 'The request no longer exists',
  onlyEmployees: "Only a company employee's password can be changed",
};

const CONTACT_EN: Static<typeof CONTACT_MSG> = {
  emptyFields: 'Some fields are empty. Please fill in every field to continue.',
  mustAgree: 'Accept the information use agreement to send your email.',
  subjectTooLong: 'The subject cannot be longer than 200 characters',
  bodyTooLong: 'The message cannot be longer than 5000 characters',
  captchaMissing: 'The check is missing. Press «Verify» before sending the message.',
  captchaInvalid: 'The check is not valid. Press «Verify» again.',
  captchaExpired: 'The check expired. Press «Verify» again.',
  captchaUsed: 'This check was already used. Press «Verify» again.',
  sendFailed: 'The email could not be sent. Try again.',
};

const INVOICE_EN: Static<typeof INVOICE_MSG> = {
  noClient: 'The project has no client to send the invoice to',
  noClientEmail: 'The project’s client has no email address',
  sendFailed: 'The invoice could not be sent. Please try again.',
  noticeNoClient: 'The project has no client to notify',
  noticeFailed: 'The notice could not be sent to the client. Please try again.',
  noticeTooLong: INVOICE_MSG.noticeTooLong.replace(
    /^El mensaje no puede tener más de (\d+) caracteres$/,
    'The message cannot be longer than $1 characters',
  ),
  noticeInvalid: 'The message is not valid',
};

/** How English messages name each field the Spanish ones name. */
const FIELD_LABELS_EN: Record<LabelledField, string> = {
  name: 'The name',
  address: 'The address',
  city: 'The city',
  state: 'The state',
  zip: 'The ZIP code',
  startDate: 'The start date',
  endDate: 'The end date',
  description: 'The description',
  type: 'The project type',
  itemName: 'The job name',
  text: 'The text',
  dueDate: 'The date',
  projectId: 'The project',
  username: 'The username',
  password: 'The password',
  email: 'The email',
  phone: 'The phone number',
  field: 'The trade',
  userType: 'The user type',
  companyIdentifier: 'The company identifier',
  registrationCode: 'The registration code',
  status: 'The project status',
  id: 'The identifier',
  userId: 'The worker',
  access: 'The access',
  type_worker: 'The worker type',
  language: 'The language',
  timeZone: 'The time zone',
  comments: 'The comments',
  amount: 'The amount',
  jobStatus: 'The job status',
};

const verb = (field: LabelledField) => (field === 'comments' ? 'are' : 'is');

const LIMIT_EN: Record<LimitKind, (n: number) => string> = {
  activeProjects: (n) => `${n} active projects`,
  totalProjects: (n) => `${n} projects in all`,
  employees: (n) => `${n} employee accounts`,
  invoicesPerClient: (n) => `${n} invoices per client`,
};

const photoLimitEn = (available: number) =>
  `Only ${MAX_PHOTOS_PER_JOB} photos can be uploaded as part of a job. Photos still available: ${available}`;

function staticPairs<T extends Record<string, unknown>>(spanish: T, english: Partial<Record<keyof T, string>>) {
  return (Object.keys(english) as (keyof T)[]).map((key) => [spanish[key] as string, english[key] as string] as const);
}

/** Every message whose Spanish text is fixed, or made from a closed set of values, with its English. */
const ENGLISH = new Map<string, string>([
  ...staticPairs(MSG, MSG_EN),
  ...staticPairs(EXPENSE_MSG, EXPENSE_EN),
  ...staticPairs(PHOTO_MSG, PHOTO_EN),
  ...staticPairs(CHAT_MSG, CHAT_EN),
  ...staticPairs(CONTACT_MSG, CONTACT_EN),
  ...staticPairs(ACCOUNT_MSG, ACCOUNT_EN),
  ...staticPairs(INVOICE_MSG, INVOICE_EN),
  ...(Object.keys(FIELD_LABELS) as LabelledField[]).flatMap((field) => [
    [requiredMessage(field), `${FIELD_LABELS_EN[field]} ${verb(field)} required`] as const,
    [invalidMessage(field), `${FIELD_LABELS_EN[field]} ${verb(field)} not valid`] as const,
  ]),
  ...PLANS.flatMap((plan) =>
    (Object.keys(LIMIT_EN) as LimitKind[]).flatMap((kind) => {
      const limit = PLAN_LIMITS[plan][kind];
      if (limit === null) return [];
      return [
        [
          planLimitMessage(plan, kind),
          `Your ${PLAN_NAMES[plan]} plan allows at most ${LIMIT_EN[kind](limit)}. Change your plan to add more.`,
        ] as const,
      ];
    }),
  ),
  ...Array.from({ length: MAX_PHOTOS_PER_JOB + 1 }, (_, n) => [PHOTO_MSG.jobLimit(n), photoLimitEn(n)] as const),
  [UPLOAD_MSG.personHourly, 'You uploaded many photos in the last hour. Wait a while and try again.'],
  [UPLOAD_MSG.companyHourly, 'Your company uploaded many photos in the last hour. Wait a while and try again.'],
  ...PLANS.map(
    (plan) =>
      [
        UPLOAD_MSG.storageFull(plan),
        `Your company's photos fill all the space of the ${PLAN_NAMES[plan]} plan (${STORAGE_BY_PLAN[plan] / 1024 ** 3} GB). Delete photos or change your plan.`,
      ] as const,
  ),
]);

const LABEL_FIELDS = new Map(
  Object.entries(FIELD_LABELS).map(([field, label]) => [label as string, field as LabelledField]),
);
const englishLabel = (spanish: string) => {
  const field = LABEL_FIELDS.get(spanish);
  return field ? FIELD_LABELS_EN[field] : null;
};
const INVOICE_SENT_SUFFIX = INVOICE_MSG.sent('');

/** Messages with a free part (a length limit, an address) that no table can list. */
function englishOfTemplate(message: string): string | null {
  const tooLong = /^(.+) no (?:puede|pueden) tener más de (\d+) caracteres$/.exec(message);
  if (tooLong) {
    const label = englishLabel(tooLong[1]!);
    return label ? `${label} cannot be longer than ${tooLong[2]} characters` : null;
  }
  const unlabelled = /^El campo (\S+) (es obligatorio|no es válido)$/.exec(message);
  if (unlabelled)
    return `The field ${unlabelled[1]} ${unlabelled[2] === 'es obligatorio' ? 'is required' : 'is not valid'}`;
  if (message.endsWith(INVOICE_SENT_SUFFIX)) return `${message.slice(0, -INVOICE_SENT_SUFFIX.length)}: Invoice sent`;
  return null;
}

/** The English of a shared Spanish message, or null when the catalogue does not know it. */
export function englishMessage(message: string): string | null {
  return ENGLISH.get(message) ?? englishOfTemplate(message);
}
