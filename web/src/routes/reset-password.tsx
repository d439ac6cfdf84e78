import { createFileRoute } from '@tanstack/react-router';
import { NewPasswordPage } from '../features/auth/components/new-password-page';
import { pageTitle } from '@bff/shared/shop';

export const Route = createFileRoute('/reset-password')({
  head: () => ({ meta: [{ title: pageTitle('Reset password') }] }),
  component: () => <NewPasswordPage mode="reset" />,
});
