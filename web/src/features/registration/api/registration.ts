import { ACCOUNT_TYPE_IDS } from '@bff/schemas/registration';
import type { AccountType } from '@bff/view-models';
import { bffPost, bffPostForm } from '@web/lib/bff-client';

export interface RegistrationAnswer {
  uuid: string;
}

/**
 * Signs up (POST /api/registration, JSON by account_type_id; the student form goes as multipart to
 * /api/registration/student with its proof file). `fields` is the form's validated output.
 */
export function register(accountType: AccountType, fields: Record<string, unknown>): Promise<RegistrationAnswer> {
  if (accountType !== 'student') {
    return bffPost<RegistrationAnswer>('registration', { ...fields, account_type_id: ACCOUNT_TYPE_IDS[accountType] });
  }
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof File) body.set(name, value);
    // Checkboxes travel as the upstream's 1 / 0.
    else if (typeof value === 'boolean') body.set(name, value ? '1' : '0');
    else if (value !== undefined && value !== null) body.set(name, String(value));
  }
  return bffPostForm<RegistrationAnswer>('registration/student', body);
}
