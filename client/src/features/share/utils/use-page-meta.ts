import * as React from 'react';

/**
 * The private link's page: its own title, and kept out of search engines (the server also sends
 * X-Robots-Tag on the API answers; the HTML shell is the app's, so the page adds the meta itself).
 */
export function usePageMeta(title: string) {
  React.useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  React.useEffect(() => {
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex, nofollow';
    document.head.append(robots);
    return () => robots.remove();
  }, []);
}
