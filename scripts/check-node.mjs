// Fail fast with a clear message when a script runs on a Node older than the pinned one.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `Yolda needs Node.js 24 or newer; this is ${process.version}.\n` +
      "Run the project's scripts with npm (npm start, npm test): npm puts the pinned Node 24 from node_modules first on the PATH.",
  );
  process.exit(1);
}
