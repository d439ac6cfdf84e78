import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { pageHead } from '@web/lib/page-head';

export const Route = createFileRoute('/forget-password')({
  head: () => pageHead({ title: 'Forget Password' }),
  component: ForgotPasswordPage,
});
