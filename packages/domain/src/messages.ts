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
  emailTaken: 'Ya existe una cuenta con ese correo electrónico',
  loginFailed: 'Usuario o contraseña incorrectos',
  accessBlocked: 'Su acceso fue deshabilitado por la compañía',
  unauthenticated: 'Inicie sesión para continuar',
  forbidden: 'No autorizado para realizar esta operación',
  notFound: 'No se encontró lo que busca',
  rateLimited: 'Demasiados intentos. Espere un momento e inténtelo otra vez.',
  noOperation: 'No se pudo realizar la operacion',
  invalidBody: 'La solicitud no es válida',
  duplicate: 'Ya existe un registro con esos datos',
  tooLarge: 'El archivo es demasiado grande',
  serverError: 'Ocurrió un error en el servidor. Inténtelo otra vez.',
  statusNotAllowed: 'La compañía solo puede elegir los estados CLIENT_APPROVAL o IN_PROGRESS',
  projectClosed: 'El proyecto ya está cerrado y su estado no puede cambiar',
  clientDecisionOnly: 'Solo el cliente del proyecto puede aprobarlo o rechazarlo',
  jobCompletedLocked: 'Un trabajo completado no se puede reasignar ni eliminar',
  jobNotInProject: 'El trabajo no pertenece a este proyecto',
  clientNotOfCompany: 'El cliente no pertenece a esta compañía',
  reminderProject: 'Seleccione un proyecto válido para este recordatorio',
  contractorNeverAdmin: 'Un contratista independiente no puede ser administrador',
  workerNotOfCompany: 'El trabajador no pertenece a esta compañía',
  alreadyLinked: 'Esta cuenta ya está vinculada a la compañía',
  employeeHasCompany: 'Este empleado ya pertenece a otra compañía',
  logoRequired: 'Suba el logo. El logo/foto es requerido para registrarse. Gracias.',
  imageType: 'El archivo debe ser una imagen JPEG, PNG o WebP',
} as const;

const FIELD_LABELS: Record<string, string> = {
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
};

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? `El campo ${field}`;
}

export function requiredMessage(field: string): string {
  return `${fieldLabel(field)} es obligatorio`;
}

export function invalidMessage(field: string): string {
  return `${fieldLabel(field)} no es válido`;
}

export function tooLongMessage(field: string, max: number): string {
  return `${fieldLabel(field)} no puede tener más de ${max} caracteres`;
}
