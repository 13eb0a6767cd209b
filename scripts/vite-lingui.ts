import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';

/**
 * Lingui's macros (`<Trans>`, `t`, `msg`, `plural`) written in the interface's code become message ids
 * at build time (docs/decisions/043). Babel runs only on the files that import a macro; the rest of the
 * code keeps Vite's own fast transform.
 */
export function linguiMacros() {
  return babel({
    presets: [
      defineRolldownBabelPreset({
        preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
        rolldown: { filter: { id: /\.tsx?$/, code: /@lingui\/(?:react\/|core\/)?macro/ } },
      }),
    ],
  });
}
