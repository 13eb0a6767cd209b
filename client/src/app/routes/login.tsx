import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';

export function LoginPage() {
  const { t } = useLingui();
  return (
    <AuthLayout
      title={t`Welcome back`}
      subtitle={t`Sign in to your account`}
      footer={
        <Trans>
          Don&apos;t have an account?{' '}
          <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign up
          </Link>
        </Trans>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
