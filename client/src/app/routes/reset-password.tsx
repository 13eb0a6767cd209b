import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const { t } = useLingui();
  return (
    <AuthLayout
      title={t`Choose a new password`}
      subtitle={t`The link from your email works once, for one hour`}
      footer={
        <Link to="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
          <Trans>Request a new link</Trans>
        </Link>
      }
    >
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </AuthLayout>
  );
}
