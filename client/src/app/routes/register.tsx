import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { RegisterForm } from '@/features/auth/components/register-form';

export function RegisterPage() {
  const { t } = useLingui();
  return (
    <AuthLayout
      title={t`Sign Up`}
      subtitle={t`Create your account to get started`}
      footer={
        <Trans>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </Trans>
      }
    >
      <RegisterForm />
    </AuthLayout>
  );
}
