import type { components } from '@bff/generated/upstream';
import { mediaUrl } from '@bff/lib/images';
import { accountDiscountPercent, accountTypeOf } from '@bff/session/session';
import type { ProfileView } from '@bff/view-models';

type Schemas = components['schemas'];

/** The Account Info page: the upstream profile and account details, without ids or timestamps. */
export function toProfileView(profile: Schemas['UserProfile'], account: Schemas['UserAccount']): ProfileView {
  const manager = account.account_manager;
  return {
    title: profile.title,
    firstName: profile.first_name,
    lastName: profile.last_name,
    email: profile.email,
    phone: profile.contact_no ?? '',
    company: profile.company ?? '',
    university: profile.university ?? '',
    avatarUrl: profile.profile_image ? mediaUrl(profile.profile_image) : null,
    accountType: accountTypeOf(profile.account_type_id),
    accountTypeName: account.account_type,
    userType: profile.user_type,
    subscribed: profile.is_subscribe === 1,
    discountPercent: accountDiscountPercent(profile.account_type_id, account.discount_percent),
    payByInvoice: account.pay_by_invoice,
    accountManager: manager ? { name: manager.name, email: manager.email, phone: manager.contact_no } : null,
  };
}
