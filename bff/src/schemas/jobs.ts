import * as v from 'valibot';
import {
  EmailSchema,
  FirstNameSchema,
  LastNameSchema,
  OptionalTextSchema,
  RequiredTextSchema,
  UploadSchema,
  acceptAttribute,
} from './fields';
import { LIMITS } from './limits';

// The job application, sent to the upstream as multipart.

/** The CV: PDF only. */
export const CV_FILE_EXTENSIONS = ['pdf'] as const;
export const CV_FILE_MIME_TYPES = ['application/pdf'] as const;
export const CV_FILE_TYPE_MESSAGE = 'Please upload a PDF file';
const CV_FILE_RULE = {
  extensions: CV_FILE_EXTENSIONS,
  mimeTypes: CV_FILE_MIME_TYPES,
  typeMessage: CV_FILE_TYPE_MESSAGE,
};
export const CV_FILE_ACCEPT = acceptAttribute(CV_FILE_RULE);

const JobLinkSchema = OptionalTextSchema(LIMITS.link);

export const JobApplicationSchema = v.object({
  // The vacancy id from the URL; the length bound only keeps junk out.
  job_id: RequiredTextSchema('Job is required', 20),
  // The spec leaves the CV's presence unchecked; a file chosen must be a non-empty PDF.
  cv: v.optional(UploadSchema(CV_FILE_RULE, CV_FILE_TYPE_MESSAGE)),
  first_name: FirstNameSchema,
  last_name: LastNameSchema,
  email: EmailSchema(),
  phone_no: RequiredTextSchema('Phone number is required', LIMITS.jobPhone),
  linkedin: JobLinkSchema,
  github: JobLinkSchema,
  portfolio: JobLinkSchema,
  // The spec gives it no rule; the same bound as the other links keeps the payload sane.
  other_website: JobLinkSchema,
  // The original validated 3000 while its input and message said 2000; 2000 is the limit everywhere.
  additional_info: OptionalTextSchema(LIMITS.additionalInfo),
});

export type JobApplicationInput = v.InferInput<typeof JobApplicationSchema>;
export type JobApplicationOutput = v.InferOutput<typeof JobApplicationSchema>;
