import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { pageTitle } from '@bff/shared/shop';

export const Route = createFileRoute('/forget-password')({
  head: () => ({ meta: [{ title: pageTitle('Forget Password') }] }),
  component: ForgotPasswordPage,
});
