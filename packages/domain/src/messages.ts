import { written, type WrittenMessage } from './written.js';

/**
 * The failures the web app names itself: no answer, a refusal, a broken answer. Apart from MSG so
 * that the app's first chunk carries these three and not every message (the signed-in script budget).
 */
export const TRANSPORT_MSG = {
  forbidden: 'No autorizado para realizar esta operación',
  noOperation: 'No se pudo realizar la operación',
  serverError: 'Ocurrió un error en el servidor. Inténtelo otra vez.',
} as const;

/**
 * The product's Spanish messages that both the server and the web app show. SPEC's wording is kept;
 * only its misspellings are corrected (PRODUCT.md, Language).
 */
export const MSG = {
  address: 'El formato de la dirección es incorrecto. Ejemplo: 123 Calle, Ogden, UT, 84401',
  state: 'El estado tiene que ser dos letras. Ejemplo: UT',
  city: 'La ciudad tiene que empezar con una letra mayúscula',
  zip: 'El código postal debe ser de 5 dígitos. Ejemplo: 84001',
  phone: 'El número de teléfono tiene un formato incorrecto. Use el formato: XXX-XXX-XXXX',
  money: 'La cantidad debe ser un número positivo con hasta dos decimales',
  date: 'La fecha no es válida. Use el formato aaaa-mm-dd',
  endBeforeStart: 'La fecha final no puede ser antes de la fecha de inicio',
  email: 'El correo electrónico no es válido',
  identifier: 'El identificador de la compañía debe tener el formato id#nombre. Ejemplo: 12#Techos Rivera',
  assignee: 'El trabajador asignado no pertenece a esta compañía',
  hash: 'El usuario y la contraseña deben enviarse cifrados',
  registrationCode: 'El código de registro no es correcto',
  registrationClosed: 'Registraciones están deshabilitadas por el momento',
  usernameTaken: 'Ese nombre de usuario ya está en uso',
  clientEmailTaken: 'Esta compañía ya tiene un cliente con ese correo electrónico',
  ownPasswordOnly: 'Cada persona cambia su contraseña desde su propia cuenta',
  loginFailed: 'Usuario o contraseña incorrectos',
  accessBlocked: 'Su acceso fue deshabilitado por la compañía',
  unauthenticated: 'Inicie sesión para continuar',
  forbidden: TRANSPORT_MSG.forbidden,
  notFound: 'No se encontró lo que busca',
  rateLimited: 'Demasiados intentos. Espere un momento e inténtelo otra vez.',
  noOperation: TRANSPORT_MSG.noOperation,
  invalidBody: 'La solicitud no es válida',
  malformedText: 'El texto tiene caracteres que no son válidos. Escríbalo otra vez.',
  duplicate: 'Ya existe un registro con esos datos',
  tooLarge: 'El archivo es demasiado grande',
  serverError: TRANSPORT_MSG.serverError,
  databaseUnavailable: 'El servicio no está disponible en este momento. Inténtelo otra vez en unos minutos.',
  statusNotAllowed: 'La compañía solo puede elegir los estados CLIENT_APPROVAL o IN_PROGRESS',
  projectClosed: 'El proyecto ya está cerrado y su estado no puede cambiar',
  clientDecisionOnly: 'Como cliente solo puede aprobar o rechazar el proyecto',
  notAwaitingClient: 'El proyecto ya no espera la aprobación del cliente',
  jobCompletedLocked: 'Un trabajo completado no se puede reasignar ni eliminar',
  completedByCompanyOnly: 'Este trabajo ya está terminado. Solo la compañía puede reabrirlo o cambiarlo.',
  jobNotInProject: 'El trabajo no pertenece a este proyecto',
  reminderProject: 'Seleccione un proyecto válido para este recordatorio',
  contractorNeverAdmin: 'Un contratista independiente no puede ser administrador',
  logoRequired: 'Suba el logo. El logo/foto es requerido para registrarse. Gracias.',
  imageType: 'El archivo debe ser una imagen JPEG, PNG o WebP',
  companyNotFound: 'No existe una compañía con ese identificador',
  logoTooLarge: 'El logo no puede pasar de 5 MB',
  approvalNeedsClient:
    'Un proyecto sin cliente no puede esperar la aprobación del cliente. Elija un cliente o el estado IN_PROGRESS',
  ownWorkerAccount: 'Un administrador no puede cambiar su propio acceso o tipo, ni quitarse de la compañía',
  accessNotBoolean: 'El acceso debe ser verdadero o falso',
  workerType: 'El tipo de trabajador debe ser employee o admin',
  pageLimit: 'El límite de la página debe ser un número entero mayor que cero',
  pageCursor: 'La página pedida no es válida. Vuelva a cargar la lista.',
} as const;

/** How a message names each field; the web app keeps an English label for every one. */
export const FIELD_LABELS = {
  name: 'El nombre',
  address: 'La dirección',
  city: 'La ciudad',
  state: 'El estado',
  zip: 'El código postal',
  startDate: 'La fecha de inicio',
  endDate: 'La fecha final',
  description: 'La descripción',
  type: 'El tipo de proyecto',
  itemName: 'El nombre del trabajo',
  text: 'El texto',
  dueDate: 'La fecha',
  projectId: 'El proyecto',
  username: 'El usuario',
  password: 'La contraseña',
  email: 'El correo electrónico',
  phone: 'El teléfono',
  field: 'El oficio',
  userType: 'El tipo de usuario',
  companyIdentifier: 'El identificador de la compañía',
  registrationCode: 'El código de registro',
  status: 'El estado del proyecto',
  id: 'El identificador',
  userId: 'El trabajador',
  access: 'El acceso',
  type_worker: 'El tipo de trabajador',
  language: 'El idioma',
  timeZone: 'La zona horaria',
  comments: 'Los comentarios',
  amount: 'La cantidad',
  jobStatus: 'El estado del trabajo',
  clientId: 'El cliente',
  q: 'La búsqueda',
} as const satisfies Record<string, string>;

export type LabelledField = keyof typeof FIELD_LABELS;

export function fieldLabel(field: string): string {
  return (FIELD_LABELS as Record<string, string>)[field] ?? `El campo ${field}`;
}

/** Spanish adjectives and verbs agree with the label's article: "La ciudad es obligatoria", "Los comentarios son…". */
function agreement(label: string): { ending: string; plural: boolean } {
  if (label.startsWith('Las ')) return { ending: 'as', plural: true };
  if (label.startsWith('Los ')) return { ending: 'os', plural: true };
  if (label.startsWith('La ')) return { ending: 'a', plural: false };
  return { ending: 'o', plural: false };
}

export function requiredMessage(field: string): WrittenMessage {
  const label = fieldLabel(field);
  const { ending, plural } = agreement(label);
  return written('required', { field }, `${label} ${plural ? 'son' : 'es'} obligatori${ending}`);
}

export function invalidMessage(field: string): WrittenMessage {
  const label = fieldLabel(field);
  const { ending, plural } = agreement(label);
  return written('invalid', { field }, `${label} no ${plural ? 'son' : 'es'} válid${ending}`);
}

export function tooLongMessage(field: string, max: number): WrittenMessage {
  const label = fieldLabel(field);
  const verb = agreement(label).plural ? 'pueden' : 'puede';
  return written('tooLong', { field, max }, `${label} no ${verb} tener más de ${max} caracteres`);
}
