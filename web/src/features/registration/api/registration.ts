import { ACCOUNT_TYPE_IDS } from '@bff/schemas/registration';
import type { AccountType } from '@bff/shared/answer-kinds';
import type { InferRequestType } from 'hono/client';
import { useMutation } from '@tanstack/react-query';
import { answer, bff, type Answer } from '@web/lib/bff-client';
import type { MutationCallbacks } from '@web/lib/mutation-hook';

/** The new account's uuid, for the registration-success page and a verification resend. */
export type RegistrationAnswer = Answer<typeof bff.registration.$post>;
/** The JSON sign-up body (individual, business, reseller), told apart by account_type_id. */
type RegistrationRequest = InferRequestType<typeof bff.registration.$post>['json'];

/**
 * Signs up (POST /api/registration, JSON by account_type_id; the student form goes as multipart to
 * /api/registration/student with its proof file). `fields` is the form's validated output.
 */
export function register(accountType: AccountType, fields: Record<string, unknown>): Promise<RegistrationAnswer> {
  if (accountType !== 'student') {
    // The form's validated output for this type; the BFF checks it again with the same schema.
    const json = { ...fields, account_type_id: ACCOUNT_TYPE_IDS[accountType] } as RegistrationRequest;
    return answer(bff.registration.$post({ json }));
  }
  const form: Record<string, string | File> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof File) form[name] = value;
    // Checkboxes travel as the upstream's 1 / 0.
    else if (typeof value === 'boolean') form[name] = value ? '1' : '0';
    else if (value !== undefined && value !== null) form[name] = String(value);
  }
  return answer(bff.registration.student.$post({ form }));
}

/** Signs up for one account type; nothing cached changes (the new account is not logged in). */
export function useRegister(accountType: AccountType, callbacks: MutationCallbacks<RegistrationAnswer, Record<string, unknown>> = {}) {
  return useMutation({ mutationFn: (fields: Record<string, unknown>) => register(accountType, fields), ...callbacks });
}
