import { MSG } from '@obra/domain';

/** An expected failure with its status code and the Spanish message the caller sees. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthenticated = (message: string = MSG.unauthenticated) => new AppError(401, message);
export const forbidden = () => new AppError(403, MSG.forbidden);
export const notFound = (message: string = MSG.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooLarge = (message: string = MSG.tooLarge) => new AppError(413, message);
