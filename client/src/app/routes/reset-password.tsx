import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="The link from your email works once, for one hour"
      footer={
        <Link to="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
          Request a new link
        </Link>
      }
    >
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </AuthLayout>
  );
}
