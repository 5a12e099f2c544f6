import { describe, expect, it } from 'vitest';
import { MSG, fieldLabel, invalidMessage, requiredMessage, tooLongMessage } from './messages.js';

describe('MSG: SPEC’s Spanish messages, misspellings corrected (PRODUCT.md, Language)', () => {
  it('keeps SPEC’s wording where SPEC gives one', () => {
    expect(MSG.state).toBe('El estado tiene que ser dos letras. Ejemplo: UT');
    expect(MSG.city).toBe('La ciudad tiene que empezar con una letra mayúscula');
    expect(MSG.zip).toBe('El código postal debe ser de 5 dígitos. Ejemplo: 84001');
    expect(MSG.registrationClosed).toBe('Registraciones están deshabilitadas por el momento');
    expect(MSG.logoRequired).toBe('Suba el logo. El logo/foto es requerido para registrarse. Gracias.');
    expect(MSG.forbidden).toBe('No autorizado para realizar esta operación');
    expect(MSG.noOperation).toBe('No se pudo realizar la operación');
  });

  it('carries none of SPEC’s misspellings', () => {
    const all = Object.values(MSG).join('\n');
    for (const wrong of [
      /\bEL formato\b/,
      /\bdireccion\b/,
      /\bmayuscula\b/,
      /\bcodigo\b/,
      /\bdigitos\b/,
      /\bestan\b/,
      /\bdesabilitadas\b/,
      /\boperacion\b/,
      /\belimnar\b/,
      /\bfur enviado\b/,
      /\bcompania\b/,
      /\bnumero\b/,
      /\btelefono\b/,
    ]) {
      expect(all).not.toMatch(wrong);
    }
  });

  it('has a message for every case and no two alike', () => {
    const values = Object.values(MSG);
    for (const value of values) expect(value.trim().length).toBeGreaterThan(0);
    expect(new Set(values).size).toBe(values.length);
  });
});

describe('field messages agree with the field in gender and number', () => {
  it.each([
    ['name', 'El nombre es obligatorio'],
    ['email', 'El correo electrónico es obligatorio'],
    ['zip', 'El código postal es obligatorio'],
    ['state', 'El estado es obligatorio'],
    ['address', 'La dirección es obligatoria'],
    ['city', 'La ciudad es obligatoria'],
    ['startDate', 'La fecha de inicio es obligatoria'],
    ['endDate', 'La fecha final es obligatoria'],
    ['description', 'La descripción es obligatoria'],
    ['password', 'La contraseña es obligatoria'],
    ['amount', 'La cantidad es obligatoria'],
    ['comments', 'Los comentarios son obligatorios'],
    ['somethingElse', 'El campo somethingElse es obligatorio'],
  ])('required %s: %j', (field, expected) => {
    expect(requiredMessage(field)).toBe(expected);
  });

  it.each([
    ['projectId', 'El proyecto no es válido'],
    ['id', 'El identificador no es válido'],
    ['city', 'La ciudad no es válida'],
    ['timeZone', 'La zona horaria no es válida'],
    ['comments', 'Los comentarios no son válidos'],
    ['body', 'El campo body no es válido'],
  ])('invalid %s: %j', (field, expected) => {
    expect(invalidMessage(field)).toBe(expected);
  });

  it.each([
    ['name', 120, 'El nombre no puede tener más de 120 caracteres'],
    ['description', 4000, 'La descripción no puede tener más de 4000 caracteres'],
    ['comments', 2000, 'Los comentarios no pueden tener más de 2000 caracteres'],
  ] as const)('too long %s', (field, max, expected) => {
    expect(tooLongMessage(field, max)).toBe(expected);
  });

  it('names unknown fields plainly', () => {
    expect(fieldLabel('itemName')).toBe('El nombre del trabajo');
    expect(fieldLabel('whatever')).toBe('El campo whatever');
  });
});
