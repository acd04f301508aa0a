/**
 * Import circles refused by `npm run lint` (docs/decisions/017-names.md). eslint-plugin-import's
 * `import/no-cycle` skips `import type`, and the circles that crept in were type-only, so this
 * reads the TypeScript before compilation (`tsPreCompilationDeps`) and sees every import.
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
