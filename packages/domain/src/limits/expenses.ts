// Limits and messages of expenses, apart from the zod schemas: the web app shows them without loading zod.

/** More expense rows than one modal ever sends; keeps one request bounded. */
export const MAX_EXPENSES_PER_REQUEST = 100;

/** Spanish messages of expenses; SPEC's wording kept, only its misspellings corrected. */
export const EXPENSE_MSG = {
  nameRequired: 'El nombre del gasto es obligatorio',
  nameTooLong: 'El nombre del gasto no puede tener más de 120 caracteres',
  descriptionRequired: 'La descripción del gasto es obligatoria',
  descriptionTooLong: 'La descripción del gasto no puede tener más de 2000 caracteres',
  dateRequired: 'La fecha del gasto es obligatoria',
  amountRequired: 'La cantidad del gasto es obligatoria',
  project: 'Seleccione un proyecto válido para este gasto',
  job: 'El trabajo del gasto no es válido',
  expense: 'El gasto no es válido',
  empty: 'Agregue al menos un gasto',
  tooMany: `Se pueden guardar como máximo ${MAX_EXPENSES_PER_REQUEST} gastos a la vez`,
  oneScope: 'Todos los gastos deben ser del mismo proyecto y del mismo trabajo',
} as const;
