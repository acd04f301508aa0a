/**
 * Import rules that `npm run lint` holds beside ESLint's (docs/decisions/017-names.md): no import
 * circle, type-only imports included (eslint-plugin-import's `import/no-cycle` skips `import type`;
 * this reads the TypeScript before compilation, `tsPreCompilationDeps`), and no test code in
 * production code.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module may not reach itself through its imports, type-only ones included: move the shared piece down.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-test-code-in-production',
      severity: 'error',
      comment: 'Fixtures and test helpers live in src/test/ and *.test.ts files, which production code never imports.',
      from: { path: '^(apps|packages)/[^/]+/src/', pathNot: ['\\.test\\.tsx?$', '^(apps|packages)/[^/]+/src/test/'] },
      to: { path: ['^(apps|packages)/[^/]+/src/test/', '\\.test\\.tsx?$'] },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.data)/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
