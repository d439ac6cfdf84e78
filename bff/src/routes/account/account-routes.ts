import { Hono } from 'hono';
import * as v from 'valibot';
import { apiError, ApiFailure } from '@bff/http/errors';
import { validate } from '@bff/http/validate';
import { mediaUrl } from '@bff/lib/images';
import { ChangePasswordSchema } from '@bff/schemas/password';
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE_MESSAGE, AVATAR_TYPE_MESSAGE, AvatarSchema } from '@bff/schemas/avatar';
import { ProfileSchema } from '@bff/schemas/profile';
import {
  endOtherSessions,
  followProfile,
  noStore,
  requireAccount,
  sessionAccountType,
  sessionMiddleware,
  updateSessionUser,
  type SessionEnv,
} from '@bff/session/session';
import type { InvoiceView, OrdersPage, ProfileView } from '@bff/view-models';
import { RATE_LIMITS, rateLimit } from '@bff/http/rate-limits';
import { refusal } from '@bff/http/refusals';
import { contentCheckedFile, uploadBodyLimit, uploadRoute, type UploadKind } from '@bff/http/uploads';
import { toInvoiceView, toOrderSummary } from '@bff/lib/invoice-view';
import { PageQuerySchema, toPageView } from '@bff/lib/page-view';
import { printedInvoiceNumber } from '@bff/shared/invoice-number';
import { toProfileView } from './profile-view';

/** My Orders shows this many orders a page. */
export const ORDERS_PAGE_SIZE = 10;

const AVATAR_KINDS: Record<string, UploadKind> = {
  'image/jpeg': { ext: 'jpg', mime: 'image/jpeg' },
  'image/png': { ext: 'png', mime: 'image/png' },
  'image/webp': { ext: 'webp', mime: 'image/webp' },
};

const NewsletterPreferenceSchema = v.object({ subscribed: v.boolean('Please choose yes or no') });

/** The account area, for registered customers only: `/api/account`. */
export const accountRoutes = new Hono<SessionEnv>()
  .use(noStore, sessionMiddleware, requireAccount)
  .get('/profile', async (c) => {
    const answer = await c.var.upstream.get('auth/user', { token: c.var.session.token });
    await followProfile(c, answer.data, answer.user_account);
    return c.json<ProfileView>(toProfileView(answer.data, answer.user_account));
  })
  .patch('/profile', validate('json', ProfileSchema), async (c) => {
    const { token } = c.var.session;
    const form = c.req.valid('json');
    // The upstream replaces the whole profile, clearing what it is not sent: the title and the saved
    // address (checkout fills its details from it), which this form does not edit, go back as they are.
    const current = await c.var.upstream.get('auth/user', { token });
    const { address, city, post_code, country } = current.data;
    let answer;
    try {
      answer = await c.var.upstream.post('auth/profile', {
        token,
        json: {
          title: current.data.title ?? 'Others',
          first_name: form.first_name,
          last_name: form.last_name,
          contact_no: form.contact_no || null,
          company: form.company || null,
          address,
          city,
          post_code,
          country,
        },
      });
    } catch (error) {
      throw refusal(error, 'profile_refused');
    }
    await followProfile(c, answer.data, current.user_account);
    return c.json<ProfileView>(toProfileView(answer.data, current.user_account));
  })
  .post(
    '/avatar',
    uploadRoute,
    uploadBodyLimit(AVATAR_MAX_BYTES, 'profile_image', AVATAR_TOO_LARGE_MESSAGE),
    validate('form', AvatarSchema),
    async (c) => {
      const image = await contentCheckedFile(c.req.valid('form').profile_image, AVATAR_KINDS, 'avatar');
      if (!image) throw new ApiFailure(400, 'validation_failed', AVATAR_TYPE_MESSAGE, { profile_image: [AVATAR_TYPE_MESSAGE] });
      const form = new FormData();
      form.set('profile_image', image);
      let answer;
      try {
        answer = await c.var.upstream.post('auth/profile/avatar', { token: c.var.session.token, form });
      } catch (error) {
        throw refusal(error, 'avatar_refused');
      }
      await updateSessionUser(c, { profile_image: answer.data.profile_image });
      return c.json({ message: answer.message, avatarUrl: mediaUrl(answer.data.profile_image) });
    },
  )
  .post('/password', rateLimit(RATE_LIMITS.changePassword), validate('json', ChangePasswordSchema), async (c) => {
    let answer;
    try {
      answer = await c.var.upstream.post('reset-password-for-current-user', {
        token: c.var.session.token,
        json: c.req.valid('json'),
      });
    } catch (error) {
      throw refusal(error, 'password_change_refused');
    }
    await endOtherSessions(c, c.var.session);
    return c.json({ message: answer.message });
  })
  .put('/newsletter', validate('json', NewsletterPreferenceSchema), async (c) => {
    const { subscribed } = c.req.valid('json');
    const answer = await c.var.upstream.post('auth/newsletter-preference', {
      token: c.var.session.token,
      json: { is_subscribe: subscribed ? 1 : 0 },
    });
    return c.json({ message: answer.message, subscribed: answer.data.is_subscribe === 1 });
  })
  .get('/orders', validate('query', PageQuerySchema), async (c) => {
    const { page } = c.req.valid('query');
    const answer = await c.var.upstream.get('orders', {
      token: c.var.session.token,
      query: { page, per_page: ORDERS_PAGE_SIZE },
    });
    return c.json<OrdersPage>(toPageView(answer.data, toOrderSummary));
  })
  .get('/orders/:invoiceNo', async (c) => {
    const invoiceNo = printedInvoiceNumber(c.req.param('invoiceNo'));
    if (invoiceNo === null) return apiError(c, 404, 'not_found', 'Sorry, we could not find that order.');
    const answer = await c.var.upstream.get('orders/{invoice_no}', { token: c.var.session.token, path: { invoice_no: invoiceNo } });
    return c.json<InvoiceView>(toInvoiceView(answer.data, sessionAccountType(c.var.session)));
  });
