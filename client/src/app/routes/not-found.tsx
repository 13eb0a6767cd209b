import { AlertCircle } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';

export function NotFoundPage() {
  const location = useLocation();
  return (
    <main className="flex min-h-dvh w-full items-center justify-center bg-background px-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-2">
          <div className="mb-4 flex gap-2">
            <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">
            No page matches <code className="rounded bg-muted px-1 py-0.5">{location.pathname}</code>. Did you
            forget to add the page to the router?
          </p>
          <Link
            to="/"
            className="mt-4 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Go to the start page
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
