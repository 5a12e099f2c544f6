import { post } from './api.js';

/** Sends an account's logo (at sign-up and on the account page); answers its stored URL. */
export async function uploadLogo(id: number, isCompany: boolean, logo: File): Promise<string> {
  const form = new FormData();
  form.append('id', String(id));
  form.append('isCompany', String(isCompany));
  form.append('logo', logo);
  return (await post<{ logo: string }>('/upload/logo', form)).logo;
}
