import type { FastifyRequest } from 'fastify';
import { LOGO_MAX_BYTES, MSG, invalidMessage } from '@obra/domain';
import { badRequest, tooLarge } from '../../http/errors.js';
import { sniffImage, type ImageExtension } from '../../storage/images.js';
import { reencodeLogo } from '../media/processing.js';

export interface LogoUpload {
  id: number;
  isCompany: boolean;
  extension: ImageExtension;
  content: Buffer;
}

/** Reads the multipart form {id, isCompany, logo}; the image kind is judged by content, not by name. */
export async function receiveLogo(request: FastifyRequest): Promise<LogoUpload> {
  if (!request.isMultipart()) throw badRequest(MSG.logoRequired);
  let id: number | null = null;
  let isCompany = false;
  let content: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname === 'logo' && content === null) content = await part.toBuffer();
      else await part.toBuffer();
    } else if (part.fieldname === 'id') {
      id = Number(part.value);
    } else if (part.fieldname === 'isCompany') {
      isCompany = String(part.value) === 'true';
    }
  }
  if (id === null || !Number.isInteger(id) || id <= 0) throw badRequest(invalidMessage('id'));
  if (!content || content.length === 0) throw badRequest(MSG.logoRequired);
  if (content.length > LOGO_MAX_BYTES) throw tooLarge(MSG.logoTooLarge);
  const extension = sniffImage(content);
  if (!extension) throw badRequest(MSG.imageType);
  return { id, isCompany, extension, content: await reencodeLogo(content, extension) };
}
