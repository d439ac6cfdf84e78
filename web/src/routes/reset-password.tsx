import { createFileRoute } from '@tanstack/react-router';
import { NewPasswordPage } from '../features/auth/components/new-password-page';
import { pageTitle } from '../lib/page-title';

export const Route = createFileRoute('/reset-password')({
  head: () => ({ meta: [{ title: pageTitle('Reset password') }] }),
  component: () => <NewPasswordPage mode="reset" />,
});
