import * as React from 'react';

/**
 * The private link's page: its own title and `<html lang>` (the language its texts are in, for
 * screen readers, hyphenation and translation tools), and kept out of search engines (the server also
 * sends X-Robots-Tag on the API answers; the HTML shell is the app's, so the page adds the meta
 * itself). Leaving the page gives the app its own title and language back.
 */
export function usePageMeta(title: string, language: string) {
  React.useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  React.useEffect(() => {
    const root = document.documentElement;
    const previous = root.lang;
    root.lang = language;
    return () => {
      root.lang = previous;
    };
  }, [language]);

  React.useEffect(() => {
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex, nofollow';
    document.head.append(robots);
    return () => robots.remove();
  }, []);
}
