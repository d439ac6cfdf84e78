import { createFileRoute } from '@tanstack/react-router';
import { RegistrationPage } from '../../features/registration/components/registration-page';
import { pageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/registration/student-account')({
  head: () => ({ meta: [{ title: pageTitle('Student account registration') }] }),
  component: () => <RegistrationPage accountType="student" />,
});
