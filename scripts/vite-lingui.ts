import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

const MACRO = /@lingui\/(?:react\/|core\/)?macro/;

/**
 * Lingui's macros (`<Trans>`, `t`, `msg`, `plural`) written in the interface's code become message ids
 * at build time (docs/decisions/043). Babel runs only on the files that import a macro, before Vite's
 * own transform of TypeScript and JSX, which the rest of the code keeps.
 */
export function linguiMacros(): Plugin {
  return {
    name: 'duely-lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || file.includes('/node_modules/') || !MACRO.test(code)) return;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      return result?.code ? { code: result.code, map: result.map } : undefined;
    },
  };
}
