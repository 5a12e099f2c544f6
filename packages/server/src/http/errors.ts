import { MSG, type Message } from '@obra/domain';

/** An expected failure with its status code and the Spanish message (and so the code) the caller gets. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    override readonly message: Message,
  ) {
    super(message);
  }
}

export const badRequest = (message: Message) => new AppError(400, message);
export const unauthenticated = (message: Message = MSG.unauthenticated) => new AppError(401, message);
export const forbidden = () => new AppError(403, MSG.forbidden);
export const notFound = (message: Message = MSG.notFound) => new AppError(404, message);
export const conflict = (message: Message) => new AppError(409, message);
export const tooLarge = (message: Message = MSG.tooLarge) => new AppError(413, message);
