// Duely's module boundaries, checked by `npm run lint` (docs/ARCHITECTURE.md, "Boundaries").
// Each rule says why it exists; STYLE.md explains the layering they keep.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'client-feature-to-feature',
      comment:
        'A client feature never imports another feature (bulletproof-react): pages in app/ compose ' +
        'features, and what two features share moves to api/, components/ or lib/.',
      severity: 'error',
      from: { path: '^client/src/features/([^/]+)/' },
      to: { path: '^client/src/features/([^/]+)/', pathNot: '^client/src/features/$1/' },
    },
    {
      name: 'client-layers-one-way',
      comment:
        'Client imports flow one way, shared → features → app (bulletproof-react): app/ holds the ' +
        'router and the pages that compose features, so nothing below it imports from it.',
      severity: 'error',
      from: { path: '^client/src/(api|components|lib|features)/' },
      to: { path: '^client/src/app/' },
    },
    {
      name: 'client-shared-not-to-features',
      comment:
        'api/, components/ and lib/ are what features share: importing a feature from them would ' +
        'tie every feature to that one (bulletproof-react).',
      severity: 'error',
      from: { path: '^client/src/(api|components|lib)/' },
      to: { path: '^client/src/features/' },
    },
    {
      name: 'shared-imports-only-zod',
      comment:
        'shared/ is what client and server agree on and runs in both: it imports zod, ' +
        'intl-messageformat (the message catalog both render with, docs/decisions/027) and other ' +
        'shared/ files only, no node builtins, no server or client code (STYLE.md §2).',
      severity: 'error',
      from: { path: '^shared/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^shared/', '(^|/)node_modules/zod/', '(^|/)node_modules/intl-messageformat/'] },
    },
    {
      name: 'pdf-mail-not-to-features',
      comment:
        'server/pdf and server/mail render and deliver plain data: they import nothing from ' +
        'server/features (no repository, no operation), so documents stay one value that many ' +
        'renderers print and mail never knows invoices (issue #23).',
      severity: 'error',
      from: { path: '^server/(pdf|mail)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/features/' },
    },
    {
      name: 'einvoice-not-to-features-or-db',
      comment:
        'server/einvoice writes the XML of a document with pure functions (decision 026): it ' +
        'receives the Document and its EInvoiceInput and imports no feature and no database code, ' +
        'so the XML can state only what the printed document states.',
      severity: 'error',
      from: { path: '^server/einvoice/', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/(features|db)/' },
    },
    {
      name: 'server-root-not-imported-below',
      comment:
        'The root modules of server/ (main.ts, start.ts, worker-main.ts, app.ts, routes.ts, wiring.ts, ' +
        'build-client.ts) are the composition root: they import features, plugins and infrastructure to ' +
        'connect them, never the other way. A feature reaches another one only by importing it in the ' +
        'direction the layers allow, or through a hook declared in lib/deps.ts and wired in wiring.ts. ' +
        'config.ts is the one root module anything may read (it is a leaf, see server-config-is-a-leaf).',
      severity: 'error',
      from: { path: '^server/[^/]+/', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/[^/]+\\.ts$', pathNot: '^server/config\\.ts$' },
    },
    {
      name: 'server-config-is-a-leaf',
      comment:
        'server/config.ts reads the environment and imports no other server module: every module may ' +
        'read it, so an import from it would open a path from anywhere back into the server.',
      severity: 'error',
      from: { path: '^server/config\\.ts$' },
      to: { path: '^server/', pathNot: '^server/config\\.ts$' },
    },
    {
      name: 'server-wiring-and-routes-are-lists',
      comment:
        'wiring.ts (how the parts connect: the mailer and its hooks, the feature hooks) and routes.ts ' +
        '(the routes app.ts registers) list features; they import no other root module but config.ts, so ' +
        'app.ts, start.ts, main.ts and worker-main.ts build on them in one direction.',
      severity: 'error',
      from: { path: '^server/(wiring|routes)\\.ts$' },
      to: { path: '^server/[^/]+\\.ts$', pathNot: '^server/config\\.ts$' },
    },
    {
      name: 'server-entry-points-not-imported',
      comment:
        'main.ts (`npm start`) and worker-main.ts (`npm run worker`) are started, not imported: tests ' +
        'and benchmarks spawn them as processes (test/processes.ts), and start.ts is what main.ts runs.',
      severity: 'error',
      from: { pathNot: ['^server/main\\.ts$', '\\.test\\.ts$'] },
      to: { path: '^server/(main|worker-main|start)\\.ts$' },
    },
    {
      name: 'feature-hooks-only-through-wiring',
      comment:
        "A feature's hooks.ts answers other features' changes (Hooks in lib/deps.ts): only " +
        'server/wiring.ts imports it, and callers reach it as deps.hooks.<feature>.<hook>, so the call ' +
        'names who answers and no feature imports another to call its hooks.',
      severity: 'error',
      from: { pathNot: ['^server/wiring\\.ts$', '\\.test\\.ts$'] },
      to: { path: '^server/features/[^/]+/hooks\\.ts$' },
    },
    {
      name: 'server-infrastructure-not-to-features',
      comment:
        'server/lib, server/db and server/plugins are what every feature builds on: they import no ' +
        "feature. A feature's rule moved into lib/ to pass another rule is the same dependency hidden " +
        '(the settings defaults live in features/settings, decision 035).',
      severity: 'error',
      from: { path: '^server/(lib|db|plugins)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/features/' },
    },
    {
      name: 'client-not-to-server',
      comment:
        'The client runs in the browser: it shares with the server only what shared/ holds (the zod ' +
        'contracts), never server code.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^server/' },
    },
    {
      name: 'no-server-folder-cycles',
      comment:
        'Data flows one way between server folders (route → operation → repository; features → ' +
        'mail/pdf/lib): a loop such as invoices → reminders → invoices means a module is missing.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^server/' },
      to: { path: '^server/', circular: true },
    },
    {
      name: 'no-circular',
      comment:
        'No module imports itself through others: a cycle makes load order matter and hides ' +
        'which module owns what.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'product-not-to-test-code',
      comment:
        'Product code never imports test code: test/, e2e/ and *.test.ts files are not shipped and ' +
        'may start servers, seed data or fake the clock (STYLE.md, "Test code lives under test/").',
      severity: 'error',
      from: { path: '^(client/src|server|shared)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: ['^test/', '^e2e/', '\\.test\\.tsx?$'] },
    },
    {
      name: 'not-to-unresolvable',
      comment:
        'An import the resolver cannot find would hide a dependency from every rule above. ' +
        'The one exception is virtual:messages, the catalogs the build writes (scripts/vite-messages.ts).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:messages$' },
    },
  ],
  options: {
    // Test files are leaves: they may import anything, and counting them would make every feature
    // folder and test/ look like a cycle. Imports of them from product code are still caught above.
    doNotFollow: { path: ['node_modules', '\\.test\\.tsx?$'] },
    exclude: { path: ['(^|/)dist/'] },
    // Type-only imports couple modules too.
    tsPreCompilationDeps: true,
    // The `@/` and `@shared/` aliases of client/src.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    cache: false,
  },
};
