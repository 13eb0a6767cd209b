import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function ForgotPasswordPage() {
  const { t } = useLingui();
  return (
    <AuthLayout
      title={t`Forgot password`}
      subtitle={t`Enter your email and we will send you a link to choose a new password`}
      footer={
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          <Trans>Back to sign in</Trans>
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
