import * as v from 'valibot';
import { UploadSchema, acceptAttribute } from './fields';

// The profile picture, sent to the upstream as multipart.

/** The upstream's own avatar limit (openapi: AvatarUploadRequest). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TOO_LARGE_MESSAGE = 'Maximum image size is 2 MB';
export const AVATAR_TYPE_MESSAGE = 'Please choose a JPEG, PNG or WebP image';
const AVATAR_REQUIRED_MESSAGE = 'Please choose an image';

const AVATAR_FILE_RULE = {
  extensions: ['jpg', 'jpeg', 'png', 'webp'],
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  typeMessage: AVATAR_TYPE_MESSAGE,
  maxSize: { bytes: AVATAR_MAX_BYTES, message: AVATAR_TOO_LARGE_MESSAGE },
};
/** What the file picker offers; the BFF also checks the file's content, not only these claims. */
export const AVATAR_ACCEPT = acceptAttribute(AVATAR_FILE_RULE);

export const AvatarSchema = v.object({ profile_image: UploadSchema(AVATAR_FILE_RULE, AVATAR_REQUIRED_MESSAGE) });
