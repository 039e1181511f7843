// The allowed arrows of ARCHITECTURE.md §2 and §6 in executable form (decision 0033), run by
// `npm run deps` inside `npm test`. Violations that existed when the check arrived are listed in
// .dependency-cruiser-known-violations.json and ignored; that list may only shrink: a new arrow
// against these rules fails the build.

/** Server modules by rank, lowest first (ARCHITECTURE §6): a module imports only its own rank or lower. */
const SERVER_RANKS = [
  ['codes', 'files', 'uploads', 'downloads', 'members', 'dev'],
  ['auth', 'notifications', 'content'],
  ['referrals', 'profiles', 'mileage'],
  ['requests', 'quotations'],
  ['orders', 'quick', 'chat', 'reviews'],
  ['admin'],
];
const modules = 'apps/server/src/modules';
/** The account part of members (withdrawal, export, reports) ranks above everything but admin. */
const ACCOUNT = `^${modules}/members/(withdrawal|export|reports)`;
/** Tests and their support may build a world from any module through its routes: the ranks bind production code. */
const TESTS = ['\\.test\\.tsx?$', '[./]test-support\\.tsx?$'];

const rankRules = SERVER_RANKS.slice(0, -1).map((rank, i) => {
  const higher = SERVER_RANKS.slice(i + 1).flat();
  return {
    name: `server-rank-${i + 1}`,
    severity: 'error',
    comment: `${rank.join(', ')} rank below ${higher.join(', ')} and the account part of members: they do not import them (ARCHITECTURE §6).`,
    from: { path: `^${modules}/(${rank.join('|')})/`, pathNot: [ACCOUNT, ...TESTS] },
    to: { path: [`^${modules}/(${higher.join('|')})/`, ACCOUNT] },
  };
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle between files of the server, the web or shared (ARCHITECTURE §5).',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    ...rankRules,
    {
      name: 'server-module-face',
      severity: 'error',
      comment:
        'A server module uses another only through its face, modules/<m>/index.ts (ARCHITECTURE §6); ' +
        'app.ts composes routes and ports from any file, tests may build a world from any module.',
      from: { path: `^${modules}/([^/]+)/`, pathNot: TESTS },
      to: { path: `^${modules}/([^/]+)/`, pathNot: [`^${modules}/$1/`, `^${modules}/[^/]+/index\\.ts$`] },
    },
    {
      name: 'own-tables',
      severity: 'error',
      comment:
        'A module reads and writes only its own tables, db/schema/<module>.ts; another module\'s rows come through ' +
        'that module\'s functions (ARCHITECTURE §6). Tests may build and inspect a world through any table.',
      from: { path: `^${modules}/([^/]+)/`, pathNot: TESTS },
      to: { path: '^apps/server/src/db/schema/', pathNot: '^apps/server/src/db/schema/$1\\.ts$' },
    },
    {
      name: 'platform-owns-platform-tables',
      severity: 'error',
      comment: 'platform/ keeps the tables every module uses and none owns (db/schema/platform.ts): the calendar, the audit log, the dev outbox.',
      from: { path: '^apps/server/src/platform/', pathNot: TESTS },
      to: { path: '^apps/server/src/db/schema/', pathNot: '^apps/server/src/db/schema/platform\\.ts$' },
    },
    {
      name: 'platform-knows-no-module',
      severity: 'error',
      comment: 'platform/ and db/ serve every module and know none of them; their tests may build a world from modules.',
      from: { path: '^apps/server/src/(platform|db)/', pathNot: '\\.test\\.ts$' },
      to: { path: `^${modules}/` },
    },
    {
      name: 'no-test-support',
      severity: 'error',
      comment: 'Production code never imports test support (fixtures, fakes, test worlds).',
      from: { path: '^(apps|packages)/', pathNot: ['\\.test\\.tsx?$', '\\.spec\\.ts$', '[./]test-support\\.tsx?$', '/test/', '/fakes/', '\\.contract\\.ts$', '/e2e/', '/bench/', 'test-fixtures\\.tsx?$', 'test-setup\\.tsx?$'] },
      to: { path: ['[./]test-support\\.tsx?$', '/test/', '/fakes/', '\\.contract\\.ts$', 'test-fixtures\\.tsx?$', 'test-setup\\.tsx?$'] },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment: 'packages/shared is used by both sides and imports neither.',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-stand-apart',
      severity: 'error',
      comment: 'The web and the server meet only through packages/shared and HTTP: neither imports the other (ARCHITECTURE §2).',
      from: { path: '^apps/(web|server)/' },
      to: { path: '^apps/(web|server)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'web-features-isolated',
      severity: 'error',
      comment:
        'A web feature uses another only through its face, index.ts, or the viewer\'s lazy.ts (ARCHITECTURE §6); ' +
        'app/ composes any feature file, tests and their fixtures may build a world from any feature (STYLE.md, bulletproof-react).',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: ['\\.test\\.tsx?$', 'test-fixtures\\.tsx?$'] },
      to: {
        path: '^apps/web/src/features/([^/]+)/',
        pathNot: [
          '^apps/web/src/features/$1/',
          '^apps/web/src/features/[^/]+/index\\.ts$',
          // The 3D viewer's face for its lazily loaded components: kept apart from index.ts so that
          // importing the viewer's light parts never brings three.js into a chunk.
          '^apps/web/src/features/viewer/lazy\\.ts$',
        ],
      },
    },
    {
      name: 'web-lower-layers-know-no-feature',
      severity: 'error',
      comment: 'components/ and lib/ sit below the features: components → features → app.',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '\\.tmp/', '/migrations/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
