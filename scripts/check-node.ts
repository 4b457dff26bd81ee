// npm scripts run with node_modules/.bin first on PATH, where the `node` devDependency
// puts Node 22; this check makes a wrong runtime fail loudly instead of subtly.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(
    `Node ${process.versions.node} is too old: run through npm (npm test, npm start), which uses the project's Node 22.`,
  );
  process.exit(1);
}
