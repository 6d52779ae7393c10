/**
 * Import rules checked by `npm run lint` (issue 21): no cycle anywhere, and the two halves kept
 * apart. A type-only import counts too: a cycle of types still ties two modules together.
 */
module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      severity: "error",
      comment: "Two modules that import each other, directly or through others: move what they share.",
      from: {},
      to: { circular: true },
    },
    {
      name: "app-never-imports-functions",
      severity: "error",
      comment: "The site (app/) never imports the Worker (functions/): shared code lives in app/.",
      from: { path: "^app/" },
      to: { path: "^functions/" },
    },
    {
      name: "scripts-and-tests-apart",
      severity: "error",
      comment: "scripts/ and test/ share harness/, never each other's support code.",
      from: { path: "^scripts/" },
      to: { path: "^test/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|node_modules|\\.react-router|\\.wrangler|\\.worktrees)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.cloudflare.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
