import type * as React from 'react';
import { Link } from 'react-router';
import { LanguageLinks } from '@/components/language/language-links';
import { Logo } from '@/components/layout/logo';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-indigo-50 to-background px-4 py-10">
      <div className="w-full max-w-md">
        <Link
          to="/"
          className="mb-6 flex justify-center rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Logo />
        </Link>
        <Card>
          <CardHeader className="text-center">
            <h1 className="text-2xl font-semibold leading-none">{title}</h1>
            <CardDescription>{subtitle}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
        {footer && <p className="mt-6 text-center text-sm text-muted-foreground">{footer}</p>}
        <LanguageLinks className="mt-6" />
      </div>
    </main>
  );
}
