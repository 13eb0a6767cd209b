/**
 * A Vite build step: renders the landing page into `landing.html`, which the server sends for `/` to
 * browsers not signed in here (docs/decisions/019). It is the built index.html with the page's markup
 * inside `#root`, its styles inline and no script: the visitor sees the whole page as soon as the
 * HTML arrives, and the app starts on the page a link leads to (sign up, sign in), its code fetched
 * in the background meanwhile.
 */
import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type Rollup } from 'vite';
import { landingHtml } from '../shared/first-load';
import { APP_LANGUAGES, type AppLanguage } from '../shared/i18n/app-language';
import { linguiMacros } from './vite-lingui';
import { messagesPlugin } from './vite-messages';

const ROOT_ELEMENT = '<div id="root"></div>';

const SCRIPT = /\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;

/** The page runs no code: its links are plain links, and the app starts on the page they lead to. */
function withoutScripts(html: string): string {
  return html.replace(SCRIPT, '').replace(MODULE_PRELOAD, '');
}

/**
 * The app's code, fetched while the browser is otherwise idle (not run), so the page a link leads to
 * starts from the cache.
 */
function prefetches(html: string): string {
  const files = [...html.matchAll(SCRIPT), ...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  return files.map((file) => `<link rel="prefetch" as="script" crossorigin href="${file}">`).join('\n    ');
}

/**
 * The stylesheet links replaced by the styles themselves: the page paints with the HTML, without a
 * round trip for its CSS first (the security policy allows inline styles).
 */
function inlineStylesheets(html: string, bundle: Rollup.OutputBundle): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g, (link, file: string) => {
    const sheet = bundle[file];
    if (sheet?.type !== 'asset') return link;
    // A font still on its way when the page is first drawn is not swapped in later (the text would
    // jump); the page keeps the fallback and the font waits in the cache for the next page.
    const css = String(sheet.source).replaceAll('font-display:swap', 'font-display:optional');
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

export function prerenderLanding({ alias }: { alias: Record<string, string> }): Plugin {
  let root = '';
  return {
    name: 'duely-prerender-landing',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const html = String(index.source);
      if (!html.includes(ROOT_ELEMENT)) this.error(`index.html has no ${ROOT_ELEMENT} to render into`);
      // The page's module loaded the way Node runs it: same aliases, styles left to the client build;
      // its messages compiled and its catalogs read from the .po files, as in the client build.
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        plugins: [react(), linguiMacros(), lingui(), messagesPlugin()],
        resolve: { alias },
        server: { middlewareMode: true, hmr: false, watch: null },
        appType: 'custom',
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderLanding } = (await server.ssrLoadModule(
          path.join(root, 'src/prerender/landing.tsx'),
        )) as { renderLanding: (language: AppLanguage) => string };
        const shell = withoutScripts(inlineStylesheets(html, bundle)).replace(
          '</head>',
          () => `  ${prefetches(html)}\n  </head>`,
        );
        // One page per language; the server answers a visitor's (server/app.ts).
        for (const language of APP_LANGUAGES) {
          const markup = renderLanding(language);
          const page = shell
            .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
            // A function, so `$&` and the like in the page's text are not read as replacement patterns.
            .replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered="landing">${markup}</div>`);
          this.emitFile({ type: 'asset', fileName: landingHtml(language), source: page });
        }
      } finally {
        await server.close();
      }
    },
  };
}
