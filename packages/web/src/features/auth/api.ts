import { type LoginResult } from '@obra/domain';
import { get, post } from '../../lib/api.js';
import { hashPassword, hashUsername } from '../../lib/hash.js';

export async function login(username: string, password: string): Promise<LoginResult> {
  return post<LoginResult>(
    '/auth/login',
    { username: await hashUsername(username), password: await hashPassword(password) },
    { anonymous: true },
  );
}

export const registrationOpen = () => get<{ open: boolean }>('/auth/registration', { anonymous: true });

export const verifyCode = (registrationCode: string) =>
  post<true>('/auth/verifyCode', { registrationCode }, { anonymous: true });

export async function uploadLogo(id: number, isCompany: boolean, logo: File): Promise<string> {
  const form = new FormData();
  form.append('id', String(id));
  form.append('isCompany', String(isCompany));
  form.append('logo', logo);
  return (await post<{ logo: string }>('/upload/logo', form)).logo;
}

export const forgotPassword = (email: string) => post<true>('/auth/password/forgot', { email }, { anonymous: true });

export async function resetPassword(token: string, password: string): Promise<true> {
  return post<true>('/auth/password/reset', { token, password: await hashPassword(password) }, { anonymous: true });
}
