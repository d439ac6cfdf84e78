import { Hono } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import type { components } from '@bff/generated/upstream';
import { ApiFailure, apiError } from '@bff/http/errors';
import { fieldErrors, validate } from '@bff/http/validate';
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from '@bff/schemas/fields';
import {
  ACCOUNT_TYPE_IDS,
  BusinessRegistrationSchema,
  IndividualRegistrationSchema,
  ResellerRegistrationSchema,
  StudentRegistrationSchema,
} from '@bff/schemas/registration';
import { noStore, refuseCustomers, sessionMiddleware, type SessionEnv } from '@bff/session/session';
import type { RegistrationAccount } from '@bff/view-models';
import { RATE_LIMITS, rateLimit } from '@bff/http/rate-limits';
import { refusal } from '@bff/http/refusals';
import { contentCheckedFile, uploadBodyLimit, uploadRoute, type UploadKind } from '@bff/http/uploads';
import { REGISTRATION_REFUSED_MESSAGE, SOMETHING_WENT_WRONG } from '@bff/shared/messages';

type RegisterRequest = components['schemas']['RegisterRequest'];

/** What a failed registration says when the upstream gives no message. */
export const REGISTRATION_TEXTS = { refused: 'Sorry something went wrong.', unavailable: SOMETHING_WENT_WRONG };

const PROOF_FILE_TYPE_MESSAGE = 'Please upload a jpg, jpeg, png, pdf, doc or docx file';

/** Proof-of-student kinds by content. file-type reports a legacy .doc as its container, Compound File Binary: only one with Word's stream is a .doc. */
const PROOF_FILE_KINDS: Record<string, UploadKind> = {
  'image/jpeg': { ext: 'jpg', mime: 'image/jpeg' },
  'image/png': { ext: 'png', mime: 'image/png' },
  'application/pdf': { ext: 'pdf', mime: 'application/pdf' },
  'application/x-cfb': { ext: 'doc', mime: 'application/msword', holds: Buffer.from('WordDocument', 'utf16le') },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    ext: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
};

/** 'Register new account! Please logout first.' A guest checkout session may still register. */
const refuseLoggedIn = refuseCustomers(REGISTRATION_REFUSED_MESSAGE);

const UuidSchema = v.pipe(v.string(), v.uuid());

const subscribeFlag = (subscribed: boolean) => (subscribed ? 1 : 0);

const AccountTypeSchema = v.object({
  account_type_id: v.pipe(
    v.union([v.number(), v.string()]),
    v.transform(Number),
    v.picklist([ACCOUNT_TYPE_IDS.individual, ACCOUNT_TYPE_IDS.business, ACCOUNT_TYPE_IDS.reseller], 'Please choose an account type'),
  ),
});

/**
 * The JSON sign-up forms (individual 1, business 2, reseller 3): each is checked with its own shared
 * schema, chosen by account_type_id, and becomes the upstream's payload (privacy_policy stays here).
 */
function toRegisterRequest(body: unknown): RegisterRequest | v.BaseIssue<unknown>[] {
  const type = v.safeParse(AccountTypeSchema, body);
  if (!type.success) return type.issues;
  switch (type.output.account_type_id) {
    case ACCOUNT_TYPE_IDS.individual: {
      const form = v.safeParse(IndividualRegistrationSchema, body);
      return form.success ? { ...form.output, account_type_id: 1 } : form.issues;
    }
    case ACCOUNT_TYPE_IDS.business: {
      const form = v.safeParse(BusinessRegistrationSchema, body);
      if (!form.success) return form.issues;
      const { privacy_policy: _agreed, is_subscribe, ...fields } = form.output;
      return { ...fields, is_subscribe: subscribeFlag(is_subscribe), account_type_id: 2 };
    }
    case ACCOUNT_TYPE_IDS.reseller: {
      const form = v.safeParse(ResellerRegistrationSchema, body);
      if (!form.success) return form.issues;
      const { privacy_policy: _agreed, is_subscribe, ...fields } = form.output;
      return { ...fields, is_subscribe: subscribeFlag(is_subscribe), account_type_id: 3 };
    }
  }
}

const registrationBody = validator('json', (body, c) => {
  const result = toRegisterRequest(body);
  if (!Array.isArray(result)) return result;
  const fields = fieldErrors(result);
  return apiError(c, 400, 'validation_failed', Object.values(fields)[0]?.[0] ?? 'Please check the form.', fields);
});

/** Sign up (four account types) and the registration-success page's lookup: `/api/registration`. */
export const registrationRoutes = new Hono<SessionEnv>()
  .use(noStore, sessionMiddleware)
  .post('/', refuseLoggedIn, rateLimit(RATE_LIMITS.registration), registrationBody, async (c) => {
    const payload = c.req.valid('json');
    try {
      const answer = await c.var.upstream.post('auth/register', { json: payload });
      return c.json({ uuid: answer.uuid });
    } catch (error) {
      throw refusal(error, 'registration_refused', REGISTRATION_TEXTS);
    }
  })
  .post(
    '/student',
    uploadRoute,
    refuseLoggedIn,
    rateLimit(RATE_LIMITS.registration),
    uploadBodyLimit(MAX_UPLOAD_BYTES, 'proof_file', FILE_TOO_LARGE_MESSAGE),
    validate('form', StudentRegistrationSchema),
    async (c) => {
      const { proof_file, privacy_policy: _agreed, email_confirmation: _confirmed, is_subscribe, ...fields } = c.req.valid('form');
      // The name and the browser's type were checked by the schema; the bytes decide.
      const proof = await contentCheckedFile(proof_file, PROOF_FILE_KINDS, 'proof-of-student');
      if (!proof) throw new ApiFailure(400, 'validation_failed', PROOF_FILE_TYPE_MESSAGE, { proof_file: [PROOF_FILE_TYPE_MESSAGE] });

      const form = new FormData();
      form.set('account_type_id', String(ACCOUNT_TYPE_IDS.student));
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      form.set('is_subscribe', String(subscribeFlag(is_subscribe)));
      form.set('proof_file', proof);
      try {
        const answer = await c.var.upstream.post('auth/register/student', { form });
        return c.json({ uuid: answer.uuid });
      } catch (error) {
        throw refusal(error, 'registration_refused', REGISTRATION_TEXTS);
      }
    },
  )
  .get('/:uuid', rateLimit(RATE_LIMITS.registrationLookup), async (c) => {
    // An unknown or malformed uuid is a 404: the page then goes to /not-found.
    const uuid = c.req.param('uuid');
    if (!v.is(UuidSchema, uuid)) return apiError(c, 404, 'not_found', 'Not found.');
    const { email } = (await c.var.upstream.get('user/{uuid}', { path: { uuid } })).data;
    const { is_verified: verified } = (await c.var.upstream.get('check-user', { query: { email } })).data;
    // A verified account has nothing left to verify, and its address is nobody's business here.
    return c.json<RegistrationAccount>(verified ? { verified } : { verified, email });
  });
