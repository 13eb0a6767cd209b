import { Trans } from '@lingui/react/macro';
import { AlertCircle } from 'lucide-react';
import { Link } from 'react-router';
import { useUser } from '@/api/get-user';
import { Card, CardContent } from '@/components/ui/card';

/** SPEC §2 "404 Page Not Found", in words for users (PRODUCT §1), with a way home. */
export function NotFoundPage() {
  const { isAuthenticated } = useUser();
  return (
    <main className="flex min-h-dvh w-full items-center justify-center bg-background px-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-2">
          <div className="mb-4 flex gap-2">
            <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">
              <Trans>404 Page Not Found</Trans>
            </h1>
          </div>
          <p className="font-medium">
            <Trans>We can't find that page</Trans>
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            <Trans>
              The link may be mistyped, or the page may have moved. Everything you saved is still where you
              left it.
            </Trans>
          </p>
          <Link
            to="/"
            className="mt-4 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {isAuthenticated ? <Trans>Go to the Dashboard</Trans> : <Trans>Go to the home page</Trans>}
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
