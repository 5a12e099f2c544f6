import { get, post } from '../../lib/api.js';
import { hashPassword } from '../../lib/hash.js';

export const registrationOpen = () => get<{ open: boolean }>('/auth/registration', { anonymous: true });

export const verifyCode = (registrationCode: string) =>
  post<true>('/auth/verifyCode', { registrationCode }, { anonymous: true });

export const forgotPassword = (email: string) => post<true>('/auth/password/forgot', { email }, { anonymous: true });

export async function resetPassword(token: string, password: string): Promise<true> {
  return post<true>('/auth/password/reset', { token, password: await hashPassword(password) }, { anonymous: true });
}
