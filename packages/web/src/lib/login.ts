import type { LoginResult } from '@obra/domain';
import { post } from './api.js';
import { hashPassword, hashUsername } from './hash.js';

/** Signing in: from the login page, after signing up and after accepting an invitation. */
export async function login(username: string, password: string): Promise<LoginResult> {
  return post<LoginResult>(
    '/auth/login',
    { username: await hashUsername(username), password: await hashPassword(password) },
    { anonymous: true },
  );
}
